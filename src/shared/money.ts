import type { Language } from './i18n/languages';

const LOCALES: Record<Language, string> = {
  en: 'en-GB',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  nl: 'nl-NL',
};

/** Made once per language and currency: making one costs far more than formatting with it. */
const formats = new Map<string, Intl.NumberFormat>();

/** An amount in cents as the language writes money: "€29.00", "29,00 €". */
export function formatMoney(cents: number, currency: string, language: Language): string {
  const key = `${language}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency });
    formats.set(key, format);
  }
  return format.format(cents / 100);
}
