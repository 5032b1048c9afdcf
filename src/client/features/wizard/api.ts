import type {
  AccountExistsReply,
  AgreementForUpdateReply,
  NewAgreementReply,
  NewAgreementRequest,
  PreviewReply,
  UpdateAgreementReply,
  UpdateAgreementRequest,
  WizardDefinitionReply,
} from '../../../shared/api/agreement';
import type { CountriesReply, Country } from '../../../shared/api/public';
import { ApiError, apiRequest, joinMessages } from '../../lib/api-client';
import { translate } from '../../lib/i18n';

/** The query keys of the wizard's data (the checkout reads the countries and definitions by them too). */
export const wizardKeys = {
  definition: (slug: string, language: string) => ['wizard-definition', slug, language] as const,
  countries: (language: string) => ['countries', language] as const,
  agreementForUpdate: (agreementId: string) => ['agreement-for-update', agreementId] as const,
  preview: (request: PreviewRequest) => ['agreement-preview', request] as const,
};

/** The wizard's definition in the interface language; the key holds the language so a switch reloads the texts. */
export function wizardDefinitionQuery(slug: string, language: string) {
  return {
    queryKey: wizardKeys.definition(slug, language),
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
    queryKey: wizardKeys.countries(language),
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
    // This call's fixed message ("…when trying to get the countries."), whatever went wrong underneath.
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

/** A refused or failed generate, in the terms the finalize step acts on. */
function generateProblem(
  error: unknown,
  failedMessage: string,
): Exclude<NewAgreementOutcome, { kind: 'created' }> {
  const envelope = error instanceof ApiError ? error.envelope : undefined;
  const message = envelope ? (error as Error).message : failedMessage;
  if (envelope?.code === 'account_exists') {
    return { kind: 'accountExists', message, account: envelope.data as AccountExistsReply | undefined };
  }
  if (envelope?.fieldErrors && Object.keys(envelope.fieldErrors).length > 0) {
    return { kind: 'fieldErrors', message, fieldErrors: envelope.fieldErrors };
  }
  return { kind: 'failed', message };
}

export async function createAgreement(request: NewAgreementRequest): Promise<NewAgreementOutcome> {
  try {
    const envelope = await apiRequest<NewAgreementReply>('POST', '/agreement/new', { data: request });
    if (!envelope.data) return { kind: 'failed', message: translate('errors:client.requestFailed') };
    return { kind: 'created', reply: envelope.data, message: joinMessages(envelope) };
  } catch (error) {
    return generateProblem(error, (error as Error).message);
  }
}

/** Update mode's "generate": `POST /agreement/update/{id}` (the text is generated anew). */
export async function updateAgreement(
  agreementId: string,
  request: UpdateAgreementRequest,
): Promise<NewAgreementOutcome> {
  try {
    const envelope = await apiRequest<UpdateAgreementReply>('POST', `/agreement/update/${agreementId}`, {
      data: request,
    });
    if (!envelope.data) return { kind: 'failed', message: translate('errors:agreement.updateFailed') };
    return { kind: 'created', reply: envelope.data, message: joinMessages(envelope) };
  } catch (error) {
    // The server's own refusal when it gave one; otherwise the fixed message for a failed update.
    return generateProblem(error, translate('errors:agreement.updateFailed'));
  }
}

/** What update mode starts from: the agreement and its answers (`GET /agreement/details/update/{id}`). */
export function agreementForUpdateQuery(agreementId: string) {
  return {
    queryKey: wizardKeys.agreementForUpdate(agreementId),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const envelope = await apiRequest<AgreementForUpdateReply>(
        'GET',
        `/agreement/details/update/${agreementId}`,
        {
          signal,
        },
      );
      if (!envelope.data) throw new ApiError(translate('errors:client.requestFailed'));
      return envelope.data;
    },
    // Always the stored answers of now: another tab may have updated the agreement meanwhile.
    staleTime: 0,
    retry: false,
  };
}

export type PreviewRequest = Pick<NewAgreementRequest, 'type' | 'answers' | 'language' | 'premium'>;

/** The finalize step's preview and compliance summary (`POST /agreement/preview`; nothing is stored). */
export function previewQuery(request: PreviewRequest) {
  return {
    queryKey: wizardKeys.preview(request),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const envelope = await apiRequest<PreviewReply>('POST', '/agreement/preview', {
        data: request,
        signal,
      });
      if (!envelope.data) throw new ApiError(translate('errors:client.requestFailed'));
      return envelope.data;
    },
    staleTime: 60_000,
    retry: false,
  };
}
