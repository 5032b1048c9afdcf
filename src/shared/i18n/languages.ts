/** Interface and document languages, in the order the language menus show them. */
export const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'nl'] as const;

export type Language = (typeof LANGUAGES)[number];

/** English is the default and the fallback for anything a catalog lacks. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name written in that language, as a language menu shows it. */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
};

/** The i18next namespaces; each language has one JSON file per namespace (`emails` and `live` are server-only). */
export const NAMESPACES = ['common', 'errors', 'emails', 'wizard', 'live'] as const;

/** The namespaces the browser loads; e-mail texts stay on the server. */
export const CLIENT_NAMESPACES = [
  'common',
  'errors',
] as const satisfies readonly (typeof NAMESPACES)[number][];

export type Namespace = (typeof NAMESPACES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the best supported language from an Accept-Language header value
 * ("de-CH,de;q=0.9,en;q=0.8"), or the default when none is supported.
 */
export function pickLanguage(acceptLanguage: string | undefined | null): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = qParam ? Number.parseFloat(qParam.slice(2)) : 1;
      return {
        base: tag.toLowerCase().split('-')[0] ?? '',
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
