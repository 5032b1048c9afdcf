import { z } from 'zod';
import type { Provider, ProviderCategory } from '../agreements/providers';
import { AGREEMENT_TYPES } from '../agreements/types';
import type { WizardDefinition } from '../agreements/wizard-model';
import { MAX_DOCUMENT_TEXT_LENGTH } from '../documents/limits';
import { LANGUAGES, type Language } from '../i18n/languages';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../validation';

export const wizardTypeParams = z.strictObject({
  type: z.enum(AGREEMENT_TYPES.map((type) => type.slug) as [string, ...string[]]),
});

/** GET /agreement/wizard/{type}: everything needed to build the form without the web client. */
export type WizardDefinitionReply = {
  definition: WizardDefinition;
  /** The catalogue entries of each provider list the wizard asks for. */
  providers: Partial<Record<ProviderCategory, Provider[]>>;
  /** Every label, help and option text of the definition, in the caller's language, by i18n key. */
  texts: Record<string, string>;
  /** The languages this type's documents can be generated in. */
  languages: Language[];
};

/**
 * POST /agreement/new. Signed in: the agreement belongs to the customer. Anonymous: `email` is where
 * to send it; a new address gets an account without a password (activation mail) and the agreement;
 * an address that already has an account answers `code: 'account_exists'` with its status, and the
 * client opens the wizard login modal, which words its messages by that status.
 */
export type NewAgreementRequest = {
  type: string;
  answers: Record<string, unknown>;
  language: string;
  premium?: boolean;
  email?: string;
  /** false stores the answers as an unfinished agreement without checking them (signed in only). */
  finalize?: boolean;
};

export type AgreementSummary = {
  id: string;
  type: string;
  status: 'unfinished' | 'finished';
  language: string;
  premium: boolean;
  /** Premium and paid for: the premium features (editing, translation) are open. */
  paid: boolean;
  /** A payment for it is under review at the provider: no second checkout meanwhile. */
  payment_pending: boolean;
  edited: boolean;
  /** The website, app or shop the agreement is for, from its answers (empty when not answered yet). */
  site_name: string;
  site_url: string;
  created_at: string;
  updated_at: string;
};

/** GET /customer/agreements/all and /unpaid: the customer's agreements, newest first. */
export type AgreementListReply = { agreements: AgreementSummary[] };

/** What the download page shows in one language. */
export type AgreementLanguageText = { language: string; title: string; html: string; updated_at: string };

/**
 * GET /agreement/public-download-details/{id}: what anyone with the link may see — the preview.
 * GET /agreement/download-details/{id} (owner) adds the live link, the HTML code and the files.
 */
export type PublicDownloadDetailsReply = {
  agreement: Pick<AgreementSummary, 'id' | 'type' | 'status' | 'language'>;
  texts: AgreementLanguageText[];
};

export const FILE_FORMAT_NAMES = ['pdf', 'docx', 'html', 'txt', 'md'] as const;
export type FileFormatName = (typeof FILE_FORMAT_NAMES)[number];

/** One downloadable file: a language's text in one format, and whether it is generated already. */
export type AgreementFile = {
  language: string;
  format: FileFormatName;
  file_name: string;
  generated: boolean;
};

export type DownloadDetailsReply = {
  agreement: AgreementSummary;
  texts: AgreementLanguageText[];
  live_url: string;
  files: AgreementFile[];
};

/**
 * POST /agreement/generate-files: renders the agreement's files — all of them, or one language's
 * and/or one format's (the download page asks one at a time to show its progress).
 */
export const generateFilesRequest = z.strictObject({
  agreement_id: z.uuid({ message: 'agreement.notFound' }),
  language: z.enum(LANGUAGES, { message: 'agreement.invalidLanguage' }).optional(),
  format: z.enum(FILE_FORMAT_NAMES, { message: 'agreement.invalidFormat' }).optional(),
});
export type GenerateFilesRequest = z.input<typeof generateFilesRequest>;
export type GenerateFilesReply = { files: AgreementFile[] };

/** GET /agreement/file/{id}/{language}/{format}: the file itself (not an envelope when it succeeds). */
export const agreementFileParams = z.strictObject({
  id: z.uuid({ message: 'agreement.notFound' }),
  language: z.enum(LANGUAGES, { message: 'agreement.invalidLanguage' }),
  format: z.enum(FILE_FORMAT_NAMES, { message: 'agreement.invalidFormat' }),
});

export type NewAgreementReply = {
  agreement: AgreementSummary;
  download_path: string;
  /** Premium is chosen and something is still to pay for (the premium version, or extras added since): the checkout comes next. */
  payment_due: boolean;
};
export type AccountExistsReply = { email: string; confirmed: boolean; has_password: boolean };

const slug = z.enum(AGREEMENT_TYPES.map((type) => type.slug) as [string, ...string[]]);

export const newAgreementRequest = z.strictObject({
  type: slug,
  answers: z.record(z.string().max(100), z.unknown()),
  language: z.enum(LANGUAGES, { message: 'agreement.invalidLanguage' }),
  premium: z.boolean().optional(),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, { message: 'validation.invalidEmail' })
    .refine(isValidEmail, { message: 'validation.invalidEmail' })
    .transform((value) => value.toLowerCase())
    .optional(),
  finalize: z.boolean().optional(),
});

export const agreementIdParams = z.strictObject({ id: z.uuid({ message: 'agreement.notFound' }) });

/** GET /agreement/details/{id} */
export type AgreementDetailsReply = {
  agreement: AgreementSummary;
  answers: Record<string, unknown>;
  /** The current text in the agreement's language, and the same as safe HTML. */
  markdown: string | null;
  html: string | null;
};

/** POST /agreement/preview: the finalize step's preview of the answers; nothing is stored. */
export const previewRequest = newAgreementRequest.pick({
  type: true,
  answers: true,
  language: true,
  premium: true,
});

/** One law the document addresses: what it contains for it, and what the owner must still do. */
export type ComplianceSummaryRow = { law: string; present: string[]; owner_todo: string[] };

export type PreviewReply = {
  /** The document as safe HTML (every answer escaped). */
  html: string;
  /** Empty for types that no law prescribes the content of. */
  compliance: ComplianceSummaryRow[];
};

/** GET /agreement/details/update/{id}: what update mode starts from. */
export type AgreementForUpdateReply = {
  agreement: AgreementSummary;
  answers: Record<string, unknown>;
};

/** POST /agreement/update/{id}: the wizard's answers again; the text is generated anew. */
export const updateAgreementRequest = newAgreementRequest.pick({
  answers: true,
  language: true,
  premium: true,
});
export type UpdateAgreementRequest = z.input<typeof updateAgreementRequest>;

export type UpdateAgreementReply = NewAgreementReply;

/** Control characters other than tab, line feed and carriage return. */
function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

/** The editor's text, in one of the languages the agreement has. */
const documentText = z
  .string()
  .max(MAX_DOCUMENT_TEXT_LENGTH, { message: 'agreement.textTooLong' })
  // Tabs and line breaks are text; other control characters are not (they break files and viewers).
  .refine((text) => !hasControlCharacters(text), { message: 'agreement.textControlCharacters' })
  .refine((text) => text.trim() !== '', { message: 'agreement.textEmpty' });

export const agreementTextRequest = z.strictObject({
  language: z.enum(LANGUAGES, { message: 'agreement.invalidLanguage' }),
  text: documentText,
});
export type AgreementTextRequest = z.input<typeof agreementTextRequest>;

// ── Translations (premium: a text per language) ───────────────────────────────────────────────────

/** A language's current text: the generator's (`modified` false) or the customer's. */
export type TranslationText = { language: string; markdown: string; modified: boolean; updated_at: string };

/** GET /agreement/translation/details/{id}?language=: the source text, the translations, and one of them. */
export const translationDetailsQuery = z.strictObject({
  language: z.enum(LANGUAGES, { message: 'agreement.invalidLanguage' }).optional(),
});
export type TranslationDetailsReply = {
  agreement: AgreementSummary;
  /** The agreement's own language and text, which translations follow. */
  source: TranslationText;
  /** Every other language the agreement has, without their texts. */
  translations: Omit<TranslationText, 'markdown'>[];
  /** Languages the type's documents exist in that the agreement has no text in yet. */
  addable_languages: string[];
  /** The translation asked for with `?language=`, when the agreement has it. */
  translation: TranslationText | null;
};

/**
 * POST /agreement/translation/update/{id}: without `text`, the translation is generated from the
 * answers (added, or the customer's changes given up); with `text`, the customer's text is saved.
 */
export const translationUpdateRequest = z.strictObject({
  language: z.enum(LANGUAGES, { message: 'agreement.invalidLanguage' }),
  text: documentText.optional(),
});
export type TranslationUpdateRequest = z.input<typeof translationUpdateRequest>;
export type TranslationUpdateReply = {
  agreement: AgreementSummary;
  translation: TranslationText;
  missing_sections: MissingSection[];
};

/** A section the law requires that the text does not have, and (by name) the laws requiring it. */
export type MissingSection = { heading: string; laws: string[] };

/** POST /agreement/text-check/{id}: the completeness check before saving. */
export type TextCheckReply = { missing_sections: MissingSection[] };

/** POST /agreement/text/{id} and POST /agreement/restore/{id}: the agreement as saved, and the check after saving. */
export type SaveTextReply = { agreement: AgreementSummary; missing_sections: MissingSection[] };

export type VersionSummary = {
  id: string;
  language: string;
  origin: 'generated' | 'edited' | 'wizard_update' | 'restored';
  created_at: string;
  characters: number;
};

/** GET /agreement/versions/{id}: every version, newest first. */
export type VersionsReply = { versions: VersionSummary[] };

/** GET /agreement/version/{id}/{versionId}: one version's text. */
export type VersionReply = { version: VersionSummary & { markdown: string; html: string } };

export const versionParams = z.strictObject({
  id: z.uuid({ message: 'agreement.notFound' }),
  versionId: z.uuid({ message: 'agreement.versionNotFound' }),
});

export const restoreRequest = z.strictObject({
  version_id: z.uuid({ message: 'agreement.versionNotFound' }),
});
