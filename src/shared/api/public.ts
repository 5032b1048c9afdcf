import { z } from 'zod';
import { MAX_DOCUMENT_TEXT_LENGTH } from '../documents/limits';
import type { Language } from '../i18n/languages';

/** POST /md/convert {text} → {html} */
export const mdConvertRequest = z.strictObject({
  text: z.string().max(MAX_DOCUMENT_TEXT_LENGTH),
});
export type MdConvertRequest = z.infer<typeof mdConvertRequest>;
export type MdConvertReply = { html: string };

export type CountryState = { text: string; value: string };
export type Country = { text: string; value: string; states?: CountryState[] };
/** GET /public/countries/list */
export type CountriesReply = { countries: Country[] };

export type LanguageEntry = { text: string; value: Language; disabled: boolean };
/** GET /public/languages/list */
export type LanguagesReply = { languages: LanguageEntry[] };

/** GET /heartbeat */
export type HeartbeatReply = { status: 'up' | 'maintenance' | 'overloaded'; time: string };
