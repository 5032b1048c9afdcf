import type { Language } from './i18n/languages';

const LOCALES: Record<Language, string> = {
  en: 'en-GB',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  nl: 'nl-NL',
};

/** An amount in cents as the language writes money: "€29.00", "29,00 €". */
export function formatMoney(cents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency }).format(cents / 100);
}
