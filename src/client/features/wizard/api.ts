import type {
  AccountExistsReply,
  NewAgreementReply,
  NewAgreementRequest,
  WizardDefinitionReply,
} from '../../../shared/api/agreement';
import type { CountriesReply, Country } from '../../../shared/api/public';
import { ApiError, apiRequest, joinMessages } from '../../lib/api-client';
import { translate } from '../../lib/i18n';

/** The wizard's definition in the interface language; the key holds the language so a switch reloads the texts. */
export function wizardDefinitionQuery(slug: string, language: string) {
  return {
    queryKey: ['wizard-definition', slug, language],
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchWizardDefinition(slug, signal),
    // The server lets the definition be cached for five minutes; it does not change while the page is open.
    staleTime: 300_000,
  };
}

async function fetchWizardDefinition(slug: string, signal: AbortSignal): Promise<WizardDefinitionReply> {
  const envelope = await apiRequest<WizardDefinitionReply>('GET', `/agreement/wizard/${slug}`, { signal });
  if (!envelope.data) throw new ApiError(translate('errors:client.requestFailed'));
  return envelope.data;
}

/** The server said this agreement type has no generator (yet, or not in this environment). */
export function isWizardNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.envelope?.code === 'not_found';
}

export function countriesQuery(language: string) {
  return {
    queryKey: ['countries', language],
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  };
}

async function fetchCountries(signal: AbortSignal): Promise<Country[]> {
  try {
    const envelope = await apiRequest<CountriesReply>('GET', '/public/countries/list', { signal });
    return envelope.data?.countries ?? [];
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    // The spec's own message for this call (§8), whatever went wrong underneath.
    throw new ApiError(translate('errors:client.countriesFailed'));
  }
}

/** What `POST /agreement/new` led to, in the terms the finalize step acts on. */
export type NewAgreementOutcome =
  /** `message` says where the link to the agreement went. */
  | { kind: 'created'; reply: NewAgreementReply; message: string }
  /** Answers the server refused, by answer path (`company_name`, `contacts.1.email`), with messages. */
  | { kind: 'fieldErrors'; message: string; fieldErrors: Record<string, string> }
  /** The e-mail address already has an account: the visitor logs in first. */
  | { kind: 'accountExists'; message: string; account: AccountExistsReply | undefined }
  | { kind: 'failed'; message: string };

export async function createAgreement(request: NewAgreementRequest): Promise<NewAgreementOutcome> {
  try {
    const envelope = await apiRequest<NewAgreementReply>('POST', '/agreement/new', { data: request });
    if (!envelope.data) return { kind: 'failed', message: translate('errors:client.requestFailed') };
    return { kind: 'created', reply: envelope.data, message: joinMessages(envelope) };
  } catch (error) {
    const message = (error as Error).message;
    const envelope = error instanceof ApiError ? error.envelope : undefined;
    if (envelope?.code === 'account_exists') {
      return { kind: 'accountExists', message, account: envelope?.data as AccountExistsReply | undefined };
    }
    if (envelope?.fieldErrors && Object.keys(envelope.fieldErrors).length > 0) {
      return { kind: 'fieldErrors', message, fieldErrors: envelope.fieldErrors };
    }
    return { kind: 'failed', message };
  }
}
