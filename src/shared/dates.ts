import type { Language } from './i18n/languages';

/** BCP 47 locales for dates: British English gives "20 November 2026", the day before the month's name. */
const DATE_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  nl: 'nl-NL',
};

function toDate(value: Date | string): Date {
  return typeof value === 'string'
    ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value)
    : value;
}

/** Building a formatter costs far more than formatting; documents and replies format many dates. */
const longDateFormats = new Map<string, Intl.DateTimeFormat>();

/** Day, month name and year in the given language: "20 November 2026", "20. November 2026", "20 novembre 2026". */
export function formatLongDate(value: Date | string, language: Language, timeZone = 'UTC'): string {
  const key = `${language}|${timeZone}`;
  let format = longDateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[language], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
    });
    longDateFormats.set(key, format);
  }
  return format.format(toDate(value));
}

/** dd/mm/yyyy (hh:mm), the product's short date-and-time form. */
export function formatShortDateTime(value: Date | string, timeZone?: string): string {
  const date = toDate(value);
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} (${part('hour')}:${part('minute')})`;
}
