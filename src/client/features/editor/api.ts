import type {
  AgreementDetailsReply,
  AgreementSummary,
  DownloadDetailsReply,
  MissingSection,
  SaveTextReply,
  TextCheckReply,
  TranslationDetailsReply,
  TranslationUpdateReply,
  VersionReply,
  VersionSummary,
  VersionsReply,
} from '../../../shared/api/agreement';
import type { Envelope } from '../../../shared/api/envelope';
import type { MdConvertReply } from '../../../shared/api/public';
import { ApiError, apiRequest, joinMessages } from '../../lib/api-client';
import { translate } from '../../lib/i18n';

/** The editor's calls: text, completeness, versions, translations. Messages arrive translated. */

/** The query keys of the editor's data. */
export const editorKeys = {
  /** What the text editor opens with. */
  start: (id: string) => ['editor-start', id] as const,
  /** An agreement's version history. */
  versions: (agreementId: string) => ['editor-versions', agreementId] as const,
  /** One version's text. */
  version: (agreementId: string, versionId: string | undefined) =>
    ['editor-version', agreementId, versionId] as const,
  /** The translation editor's start, for the language asked for (none: the page picks one). */
  translation: (id: string, language: string | null) => ['translation-details', id, language] as const,
};

/** What the editor opens with: the agreement, its text in its own language, and its other languages. */
export type EditorStart = {
  agreement: AgreementSummary;
  markdown: string;
  html: string;
  /** The languages the agreement has a text in, its own language first. */
  languages: string[];
};

export async function fetchEditorStart(id: string, signal: AbortSignal): Promise<EditorStart> {
  const [details, download] = await Promise.all([
    apiRequest<AgreementDetailsReply>('GET', `/agreement/details/${id}`, { signal }),
    apiRequest<DownloadDetailsReply>('GET', `/agreement/download-details/${id}`, { signal }),
  ]);
  if (!details.data) throw new ApiError(translate('errors:client.requestFailed'));
  const { agreement, markdown, html } = details.data;
  const others = (download.data?.texts ?? [])
    .map((text) => text.language)
    .filter((language) => language !== agreement.language);
  return {
    agreement,
    markdown: markdown ?? '',
    html: html ?? '',
    languages: [agreement.language, ...others],
  };
}

export async function fetchVersions(id: string, signal?: AbortSignal): Promise<VersionSummary[]> {
  const envelope = await apiRequest<VersionsReply>('GET', `/agreement/versions/${id}`, { signal });
  return envelope.data?.versions ?? [];
}

export type VersionText = VersionReply['version'];

export async function fetchVersion(
  id: string,
  versionId: string,
  signal?: AbortSignal,
): Promise<VersionText> {
  const envelope = await apiRequest<VersionReply>('GET', `/agreement/version/${id}/${versionId}`, { signal });
  if (!envelope.data) throw new ApiError(translate('errors:client.requestFailed'));
  return envelope.data.version;
}

/** The current text in one language: the newest version in it (versions come newest first). */
export async function fetchCurrentText(
  id: string,
  language: string,
  signal?: AbortSignal,
): Promise<{ markdown: string; html: string }> {
  const newest = (await fetchVersions(id, signal)).find((version) => version.language === language);
  if (!newest) throw new ApiError(translate('errors:agreement.noTextInLanguage'));
  const { markdown, html } = await fetchVersion(id, newest.id, signal);
  return { markdown, html };
}

/** The editor's text in one of the agreement's languages (the server checks both). */
export type TextBody = { language: string; text: string };

/** The completeness check: the required sections the text lacks (nothing is stored). */
export async function checkText(id: string, body: TextBody, signal: AbortSignal): Promise<MissingSection[]> {
  const envelope = await apiRequest<TextCheckReply>('POST', `/agreement/text-check/${id}`, {
    data: body,
    signal,
  });
  return envelope.data?.missing_sections ?? [];
}

export type SaveOutcome = { reply: SaveTextReply; message: string };

/** A refusal keeps the server's words; anything without them is "Error on updating the agreement!". */
async function saving(call: () => Promise<Envelope<SaveTextReply>>): Promise<SaveOutcome> {
  try {
    const envelope = await call();
    if (!envelope.data) throw new ApiError(translate('errors:agreement.updateFailed'));
    return { reply: envelope.data, message: joinMessages(envelope) };
  } catch (error) {
    if (error instanceof ApiError && error.envelope?.messages.length) throw error;
    throw new ApiError(translate('errors:agreement.updateFailed'));
  }
}

/** Saves the text as the agreement's new version: "Agreement updated!" and the check after saving. */
export function saveText(id: string, body: TextBody): Promise<SaveOutcome> {
  return saving(() => apiRequest<SaveTextReply>('POST', `/agreement/text/${id}`, { data: body }));
}

/** Brings an earlier version back as the current text. */
export function restoreVersion(id: string, versionId: string): Promise<SaveOutcome> {
  return saving(() =>
    apiRequest<SaveTextReply>('POST', `/agreement/restore/${id}`, { data: { version_id: versionId } }),
  );
}

/** The live preview: the same renderer as the live link. */
export async function convertMarkdown(text: string, signal: AbortSignal): Promise<string> {
  const envelope = await apiRequest<MdConvertReply>('POST', '/md/convert', { data: { text }, signal });
  return envelope.data?.html ?? '';
}

// ── Translations (premium: a text per language) ─────────────────────────────────────────────────

/** The translation editor's data: the source text, the translations, and the one asked for. */
export async function fetchTranslationDetails(
  id: string,
  language: string | null,
  signal?: AbortSignal,
): Promise<TranslationDetailsReply> {
  const query = language ? `?language=${encodeURIComponent(language)}` : '';
  const envelope = await apiRequest<TranslationDetailsReply>(
    'GET',
    `/agreement/translation/details/${id}${query}`,
    { signal },
  );
  if (!envelope.data) throw new ApiError(translate('errors:client.requestFailed'));
  return envelope.data;
}

export type TranslationOutcome = { reply: TranslationUpdateReply; message: string };

/**
 * Adds or regenerates a translation (no `text`) or saves the customer's translation: "Successfully
 * updated this translation." and the completeness check after saving.
 */
export async function updateTranslation(
  id: string,
  body: { language: string; text?: string },
): Promise<TranslationOutcome> {
  try {
    const envelope = await apiRequest<TranslationUpdateReply>('POST', `/agreement/translation/update/${id}`, {
      data: body,
    });
    if (!envelope.data) throw new ApiError(translate('errors:agreement.updateFailed'));
    return { reply: envelope.data, message: joinMessages(envelope) };
  } catch (error) {
    if (error instanceof ApiError && error.envelope?.messages.length) throw error;
    throw new ApiError(translate('errors:agreement.updateFailed'));
  }
}
