import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import { testWizard } from '../../../../shared/agreements/definitions/test';
import { providersIn } from '../../../../shared/agreements/provider-catalogue';
import type { PreviewReply, WizardDefinitionReply } from '../../../../shared/api/agreement';
import type { Envelope } from '../../../../shared/api/envelope';
import type { Country } from '../../../../shared/api/public';
import { LANGUAGES } from '../../../../shared/i18n/languages';
import wizardTestEn from '../../../../shared/i18n/locales/en/wizard/test.json';
import { ENGLISH_COMMON, ENGLISH_ERRORS } from '../../../lib/english-catalogs.test-support';

/** Test support: the English catalogs the page reads, as the app loads them. */
export async function setUpEnglish(): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'common',
    resources: { en: { common: ENGLISH_COMMON, errors: ENGLISH_ERRORS } },
    interpolation: { escapeValue: false },
  });
}

function flattenTexts(catalog: Record<string, unknown>, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalog).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? Object.entries(flattenTexts(value as Record<string, unknown>, `${prefix}${key}.`))
        : [[`${prefix}${key}`, String(value)]],
    ),
  );
}

/** What `GET /agreement/wizard/test` answers: the TEST definition, its provider list and English texts. */
export const TEST_WIZARD_REPLY: WizardDefinitionReply = {
  definition: testWizard,
  providers: { email_marketing: providersIn('email_marketing') },
  texts: flattenTexts(wizardTestEn),
  languages: [...LANGUAGES],
};

export const COUNTRIES: Country[] = [
  { text: 'Germany', value: 'DE', states: [{ text: 'Bavaria', value: 'DE_BY' }] },
  { text: 'Italy', value: 'IT' },
  {
    text: 'United States of America',
    value: 'US',
    states: [
      { text: 'California', value: 'US_CA' },
      { text: 'New York', value: 'US_NY' },
    ],
  },
];

/** What `POST /agreement/preview` answers: a small document and one law's compliance summary. */
export const PREVIEW_REPLY: PreviewReply = {
  html: '<h1>Acme Ltd: test agreement</h1><p>This test agreement describes how Acme Ltd runs its website.</p>',
  compliance: [
    {
      law: 'EU General Data Protection Regulation (GDPR)',
      present: ['Identity and contact details of the controller'],
      owner_todo: ['Show a cookie banner that asks for consent'],
    },
  ],
};

export type RecordedCall = { method: string; path: string; data: unknown };

const reply = (envelope: Partial<Envelope>) =>
  new Response(JSON.stringify({ success: true, messages: [], ...envelope }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Stubs `fetch` with the server's answers to the wizard's calls and records every call. `newAgreement`
 * answers `POST /agreement/new`, `others` any further path; an unknown wizard type answers not_found
 * as the server does.
 */
export function stubWizardApi(
  newAgreement: (data: unknown) => Partial<Envelope> = () => ({ success: true }),
  /**
   * Answers to other calls by path (`/customer/login`, `/agreement/update/{id}`, …), or instead of
   * the usual answer (`/agreement/wizard/test` with another definition).
   */
  others: Record<string, (data: unknown) => Partial<Envelope>> = {},
) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://localhost').pathname.replace('/api/v1', '');
      const body = init.body ? new URLSearchParams(String(init.body)).get('data') : null;
      const data: unknown = body ? JSON.parse(body) : undefined;
      calls.push({ method: init.method ?? 'GET', path, data });
      const other = others[path];
      if (other) return reply(other(data));
      if (path === '/agreement/wizard/test') return reply({ data: TEST_WIZARD_REPLY });
      if (path.startsWith('/agreement/wizard/')) {
        return reply({
          success: false,
          code: 'not_found',
          messages: [{ value: 'There is no wizard for this agreement type.' }],
        });
      }
      if (path === '/public/countries/list') return reply({ data: { countries: COUNTRIES } });
      if (path === '/agreement/new') return reply(newAgreement(data));
      if (path === '/agreement/preview') return reply({ data: PREVIEW_REPLY });
      return new Response('{}', { status: 404 });
    }),
  );
  return calls;
}
