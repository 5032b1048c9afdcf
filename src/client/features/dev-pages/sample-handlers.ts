import type {
  AgreementSummary,
  DownloadDetailsReply,
  FileFormatName,
  MissingSection,
  TranslationText,
  VersionSummary,
} from '../../../shared/api/agreement';
import type { CostsRequest } from '../../../shared/api/payment';
import { parseMarkdown } from '../../../shared/documents/parse-markdown';
import { markdownToHtml } from '../../../shared/documents/render-html';
import { titleText } from '../../../shared/documents/render-text';
import { translate } from '../../lib/i18n';
import type { SampleCall, SampleHandler, SampleReply } from './sample-api';
import {
  SAMPLE_FILES_GENERATED_AT_START,
  SAMPLE_LIVE_URL,
  sampleAgreements,
  sampleCosts,
  sampleCountries,
  sampleCustomer,
  sampleFiles,
  sampleGermanTranslation,
  sampleInvoices,
  samplePaidAgreement,
  samplePaymentProfile,
  sampleSourceText,
  sampleVersions,
  sampleVersionTexts,
} from './sample-data';

/** The heading the sample completeness check requires (the GDPR's information on data subjects' rights). */
const REQUIRED_SECTION: MissingSection = { heading: 'Your rights', laws: ['GDPR'] };

const ok = (data?: unknown, message?: string): SampleReply => ({
  envelope: { data, messages: message ? [{ value: message }] : [] },
});

const refuse = (message: string, extra: Record<string, unknown> = {}): SampleReply => ({
  envelope: { success: false, messages: [{ value: message }], ...extra },
});

const sampleMessage = (key: string, options?: Record<string, unknown>) =>
  translate(`devPages.sample.${key}`, options);

/** The state a development page changes while it is open: lists, files, versions and translations. */
type SampleState = {
  agreements: AgreementSummary[];
  generated: Set<string>;
  versions: VersionSummary[];
  versionTexts: Record<string, string>;
  translations: Record<string, TranslationText>;
  nextVersion: number;
};

function missingSections(text: string): MissingSection[] {
  return text.includes(`## ${REQUIRED_SECTION.heading}`) ? [] : [REQUIRED_SECTION];
}

/**
 * A fresh sample of the API for one development page: the calls of My agreements, the download
 * page, both editors, the checkout, the profile and the account forms, answered from the sample
 * data the way the server answers them. What only the server can do (charging, e-mailing, logging
 * in, generating a new language) is refused with a message saying that this is a sample page.
 */
export function createSampleHandler(): SampleHandler {
  const state: SampleState = {
    agreements: [...sampleAgreements],
    generated: new Set(SAMPLE_FILES_GENERATED_AT_START),
    versions: [...sampleVersions],
    versionTexts: { ...sampleVersionTexts },
    translations: { en: sampleSourceText, de: sampleGermanTranslation },
    nextVersion: sampleVersions.length + 1,
  };

  const agreementOf = (id: string | undefined) =>
    state.agreements.find((agreement) => agreement.id === id) ?? samplePaidAgreement;

  const currentText = (language: string) => state.translations[language]?.markdown ?? '';

  const downloadDetails = (id: string | undefined): DownloadDetailsReply => {
    const agreement = agreementOf(id);
    return {
      agreement,
      texts: Object.values(state.translations).map((text) => ({
        language: text.language,
        title: titleText(parseMarkdown(text.markdown)),
        html: markdownToHtml(text.markdown),
        updated_at: text.updated_at,
      })),
      live_url: SAMPLE_LIVE_URL,
      files: sampleFiles(state.generated),
    };
  };

  /** Stores a text as the newest version of its language, as saving or restoring does. */
  const storeVersion = (
    id: string | undefined,
    language: string,
    text: string,
    origin: 'edited' | 'restored',
  ) => {
    const now = new Date().toISOString();
    const versionId = `7c1d2e3f-0000-4000-8000-${String(state.nextVersion++).padStart(12, '0')}`;
    state.versions = [
      { id: versionId, language, origin, created_at: now, characters: text.length },
      ...state.versions,
    ];
    state.versionTexts[versionId] = text;
    state.translations[language] = { language, markdown: text, modified: true, updated_at: now };
    const agreement = { ...agreementOf(id), edited: true, updated_at: now };
    state.agreements = state.agreements.map((entry) => (entry.id === agreement.id ? agreement : entry));
    return { agreement, missing_sections: missingSections(text) };
  };

  const routes: Array<[string, RegExp, (match: string[], call: SampleCall) => SampleReply]> = [
    ['GET', /^\/customer\/agreements\/all$/, () => ok({ agreements: state.agreements })],
    [
      'GET',
      /^\/customer\/agreements\/unpaid$/,
      () =>
        ok({
          agreements: state.agreements.filter(
            (agreement) => agreement.premium && !agreement.paid && agreement.status === 'finished',
          ),
        }),
    ],
    [
      'DELETE',
      /^\/agreement\/delete\/([^/]+)$/,
      ([id]) => {
        state.agreements = state.agreements.filter((agreement) => agreement.id !== id);
        return ok(undefined, sampleMessage('deleted'));
      },
    ],
    // The download page asks for the public preview when nobody is logged in; the sample always
    // answers as to the owner, so the files and the publishing section show.
    ['GET', /^\/agreement\/(?:public-)?download-details\/([^/]+)$/, ([id]) => ok(downloadDetails(id))],
    [
      'POST',
      /^\/agreement\/generate-files$/,
      (_match, { data }) => {
        state.generated.add(`${String(data?.language)}:${String(data?.format)}`);
        return ok({ files: sampleFiles(state.generated) });
      },
    ],
    [
      'GET',
      /^\/agreement\/file\/[^/]+\/([^/]+)\/([^/]+)$/,
      ([language = 'en', format]) => ({
        file: new Blob([currentText(language)], {
          type: (format as FileFormatName) === 'html' ? 'text/html' : 'text/plain',
        }),
      }),
    ],
    [
      'GET',
      /^\/agreement\/details\/([^/]+)$/,
      ([id]) => {
        const agreement = agreementOf(id);
        const markdown = currentText(agreement.language);
        return ok({ agreement, answers: {}, markdown, html: markdownToHtml(markdown) });
      },
    ],
    ['GET', /^\/agreement\/versions\/[^/]+$/, () => ok({ versions: state.versions })],
    [
      'GET',
      /^\/agreement\/version\/[^/]+\/([^/]+)$/,
      ([versionId]) => {
        const version = state.versions.find((entry) => entry.id === versionId);
        if (!version) return refuse(translate('errors:agreement.versionNotFound'));
        const markdown = state.versionTexts[version.id] ?? '';
        return ok({ version: { ...version, markdown, html: markdownToHtml(markdown) } });
      },
    ],
    [
      'POST',
      /^\/agreement\/text-check\/[^/]+$/,
      (_match, { data }) => ok({ missing_sections: missingSections(String(data?.text ?? '')) }),
    ],
    [
      'POST',
      /^\/agreement\/text\/([^/]+)$/,
      ([id], { data }) =>
        ok(
          storeVersion(id, String(data?.language), String(data?.text ?? ''), 'edited'),
          sampleMessage('saved'),
        ),
    ],
    [
      'POST',
      /^\/agreement\/restore\/([^/]+)$/,
      ([id], { data }) => {
        const version = state.versions.find((entry) => entry.id === data?.version_id);
        if (!version) return refuse(translate('errors:agreement.versionNotFound'));
        const text = state.versionTexts[version.id] ?? '';
        return ok(storeVersion(id, version.language, text, 'restored'), sampleMessage('saved'));
      },
    ],
    ['POST', /^\/md\/convert$/, (_match, { data }) => ok({ html: markdownToHtml(String(data?.text ?? '')) })],
    [
      'GET',
      /^\/agreement\/translation\/details\/([^/]+)$/,
      ([id], { query }) => {
        const requested = query.get('language');
        const translations = Object.values(state.translations).filter((text) => text.language !== 'en');
        return ok({
          agreement: agreementOf(id),
          source: state.translations.en,
          translations: translations.map(({ markdown: _markdown, ...rest }) => rest),
          addable_languages: ['es', 'fr', 'it', 'nl'].filter((language) => !state.translations[language]),
          translation: requested ? (state.translations[requested] ?? null) : null,
        });
      },
    ],
    [
      'POST',
      /^\/agreement\/translation\/update\/([^/]+)$/,
      ([id], { data }) => {
        const language = String(data?.language);
        if (typeof data?.text !== 'string') return refuse(sampleMessage('notGenerated'));
        const { agreement, missing_sections } = storeVersion(id, language, data.text, 'edited');
        return ok(
          { agreement, translation: state.translations[language], missing_sections },
          sampleMessage('saved'),
        );
      },
    ],
    ['GET', /^\/transaction\/payment-profile$/, () => ok(samplePaymentProfile)],
    ['GET', /^\/public\/countries\/list$/, () => ok({ countries: sampleCountries })],
    [
      'POST',
      /^\/agreement\/costs\/[^/]+$/,
      (_match, { data }) => {
        const costs = sampleCosts((data ?? {}) as CostsRequest);
        if (costs) return ok(costs);
        const message = translate('errors:payment.discountInvalid');
        return refuse(message, { code: 'validation_failed', fieldErrors: { discount_code: message } });
      },
    ],
    [
      'POST',
      /^\/customer\/check-vies$/,
      (_match, { data }) =>
        ok(
          { valid: false, vat_number: String(data?.vat_number ?? ''), name: null, address: null },
          sampleMessage('viesNotAsked'),
        ),
    ],
    ['POST', /^\/transaction\/new$/, () => refuse(sampleMessage('noPayment'))],
    ['GET', /^\/customer\/info$/, () => ok({ customer: sampleCustomer })],
    [
      'PUT',
      /^\/customer\/set-language\/([^/]+)$/,
      ([language]) => ok({ customer: { ...sampleCustomer, language } }),
    ],
    ['POST', /^\/customer\/change-password$/, () => refuse(sampleMessage('passwordNotChanged'))],
    ['POST', /^\/customer\/delete-account$/, () => refuse(sampleMessage('accountNotDeleted'))],
    ['GET', /^\/customer\/invoices$/, () => ok({ invoices: sampleInvoices })],
    ['GET', /^\/customer\/invoices\/[^/]+\/pdf$/, () => refuse(sampleMessage('noInvoiceFile'))],
    ['POST', /^\/customer\/register$/, () => ok(undefined, sampleMessage('registered'))],
    ['POST', /^\/customer\/login$/, () => refuse(sampleMessage('noLogin'))],
    ['POST', /^\/customer\/resend-activation-email$/, () => ok(undefined, sampleMessage('noMail'))],
  ];

  return (call) => {
    for (const [method, pattern, answer] of routes) {
      const match = method === call.method ? pattern.exec(call.path) : null;
      if (match) return answer(match.slice(1), call);
    }
    return refuse(sampleMessage('notAnswered', { call: `${call.method} ${call.path}` }));
  };
}
