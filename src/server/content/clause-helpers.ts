import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { findProvider } from '../../shared/agreements/provider-catalogue';
import type { Answers, ProviderAnswer } from '../../shared/agreements/wizard-model';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import { type ClauseValues, escapeMarkdownInline, escapeMarkdownUrl, fill } from './clause-library';

/**
 * Building blocks every clause library uses for its values: reading answers, joining lists in the
 * document's language, links, country names and provider entries. Anything written from an answer
 * goes through `esc` (or a link helper, which escapes too).
 */

export const esc = escapeMarkdownInline;

/**
 * The keys of answers `A` whose value is of type `V`. For a type's generated answers type
 * (answers.generated.ts) that is checked: reading an answer its wizard does not ask, or as the
 * wrong kind, fails the type check. Untyped answers (`Answers`) accept any key.
 */
export type FieldOf<A, V> = string extends keyof A
  ? string
  : { [K in keyof A]-?: NonNullable<A[K]> extends V ? K : never }[keyof A] & string;

const answerAt = (answers: object, field: string): unknown => (answers as Record<string, unknown>)[field];

/** A text answer (or a single choice), or '' when the question was not answered. */
export function str<A extends object>(answers: A, field: FieldOf<A, string>): string {
  const value = answerAt(answers, field);
  return typeof value === 'string' ? value : '';
}

/** The chosen values of a multiple-choice answer, or [] when it was not answered. */
export function strings<A extends object>(answers: A, field: FieldOf<A, readonly string[]>): string[] {
  const value = answerAt(answers, field);
  return Array.isArray(value)
    ? (value as unknown[]).filter((item): item is string => typeof item === 'string')
    : [];
}

/** The entries of a repeatable group, or [] when there are none. */
export function entries<A extends object>(answers: A, field: FieldOf<A, readonly object[]>): Answers[] {
  const value = answerAt(answers, field);
  return Array.isArray(value)
    ? (value as unknown[]).filter(
        (item): item is Answers => typeof item === 'object' && item !== null && !('id' in item),
      )
    : [];
}

/** The providers chosen in a provider-list answer. */
export function providerAnswers<A extends object>(
  answers: A,
  field: FieldOf<A, readonly ProviderAnswer[]>,
): ProviderAnswer[] {
  const value = answerAt(answers, field);
  return Array.isArray(value)
    ? (value as unknown[]).filter(
        (item): item is ProviderAnswer =>
          typeof item === 'object' && item !== null && ('id' in item || 'custom' in item),
      )
    : [];
}

const LIST_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  nl: 'nl-NL',
};
const listFormats = new Map<string, Intl.ListFormat>();

/** "a, b and c" (or "a, b or c") in the document's language. */
export function joinList(
  language: Language,
  items: string[],
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  const cacheKey = `${language}:${type}`;
  let format = listFormats.get(cacheKey);
  if (!format) {
    format = new Intl.ListFormat(LIST_LOCALES[language], { style: 'long', type });
    listFormats.set(cacheKey, format);
  }
  return format.format(items);
}

export function absoluteUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** A Markdown link to a URL from the answers (or the catalogue), its label escaped. */
export const urlLink = (url: string, label = url) =>
  `[${esc(label)}](${escapeMarkdownUrl(absoluteUrl(url))})`;

export const emailLink = (email: string) => `[${esc(email)}](mailto:${escapeMarkdownUrl(email)})`;

const require = createRequire(import.meta.url);
for (const language of LANGUAGES) {
  countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));
}

/**
 * A postal address from the answers without the country its owner may have ended it with: the
 * documents add the country themselves, in their own language ("Berlin, Germany, Germany" read
 * twice otherwise). Any of the country's names in the six languages, or its code, counts.
 */
export function addressWithoutCountry(address: string, countryCode: string): string {
  const trimmed = trimEndOf(address.trim(), /[\s,;.]/);
  if (!countryCode) return trimmed;
  const names = new Set(
    [
      countryCode,
      ...LANGUAGES.flatMap((language) => countries.getName(countryCode, language, { select: 'all' }) ?? []),
    ].map((name) => name.toLowerCase()),
  );
  const last = /(?:,|\n)\s*([^,\n]+)$/.exec(trimmed);
  if (!last || !names.has((last[1] ?? '').trim().toLowerCase())) return trimmed;
  return trimEndOf(trimmed.slice(0, last.index), /[\s,;]/);
}

/**
 * `text` without the characters matching `character` at its end, looked at one by one from the end:
 * a pattern such as `[\s,;]+$` is tried from every position of a long run of them, which for an
 * answer of ten thousand commas took a quarter of a second.
 */
function trimEndOf(text: string, character: RegExp): string {
  let end = text.length;
  while (end > 0 && character.test(text[end - 1] as string)) end--;
  return text.slice(0, end);
}

/** A country's name in the document's language, escaped; the code itself when it is unknown. */
export const countryName = (code: string, language: Language): string =>
  esc(countries.getName(code, language) ?? code);

/**
 * A provider as one list entry: `provider` is its name linked to its privacy policy, `optOut` the
 * catalog's `provider.optOut` sentence with its opt-out page, when the catalogue has one.
 */
export function providerEntry(answer: ProviderAnswer, text: (key: string) => string): ClauseValues {
  const provider = 'id' in answer ? findProvider(answer.id) : undefined;
  const name = provider?.name ?? ('name' in answer ? answer.name : '');
  const url =
    provider?.privacyPolicyUrl ?? ('privacyPolicyUrl' in answer ? answer.privacyPolicyUrl : undefined);
  return {
    provider: url ? urlLink(url, name) : esc(name),
    optOut: provider?.optOutUrl
      ? fill(text('provider.optOut'), { url: escapeMarkdownUrl(provider.optOutUrl) }, 'provider.optOut')
      : '',
  };
}

export type { ComplianceRow } from './clause-library';
