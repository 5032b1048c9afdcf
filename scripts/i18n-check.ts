// `npm run i18n:check`: every language has exactly the English keys, with the same {{placeholders}};
// every agreement clause catalog exists in every language, complete and translated; and every site
// legal document exists in every language with the same structure.
// `npm run i18n:check -- --clauses <folder> <language>` checks one clause catalog (for translators).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readNamespace } from '../src/server/i18n';
import { LANGUAGES, NAMESPACES } from '../src/shared/i18n/languages';

const root = path.resolve(import.meta.dirname, '..');
const contentDir = path.join(root, 'src/server/content');
const siteLegalDir = path.join(contentDir, 'site-legal');

type Catalog = Record<string, unknown>;

/** Markdown a formatter or a translator might write that the agreement subset shows literally. */
const OUTSIDE_THE_SUBSET: [RegExp, string][] = [
  [/\*\*/, '** bold (write __bold__)'],
  [/^\s*\* /m, '* bullets (write - )'],
  [/!\[/, 'an image'],
  [/^\s*\|.*\|\s*$/m, 'a table'],
  [/<[a-z/!]/i, 'raw HTML'],
];

export function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object')
      for (const [k, v] of flatten(value as Catalog, name)) entries.set(k, v);
    else entries.set(name, String(value));
  }
  return entries;
}

export const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

const links = (text: string) => (text.match(/\]\(/g) ?? []).length;
const strongMarks = (text: string) => (text.match(/__/g) ?? []).length;
const emphasisMarks = (text: string) =>
  (text.replace(/__/g, '').match(/(^|[^\\\w])_|_(?=$|[^\w])/g) ?? []).length;

/**
 * A clause may read exactly like the English only when it holds nothing to translate: placeholders,
 * links, numbers, punctuation and proper names or abbreviations (every word capitalised, "COPPA",
 * "Google Analytics"). Anything with an ordinary lower-case word is an untranslated sentence.
 */
export function onlyProperNames(text: string): boolean {
  const words = text
    .replace(/\{\{\s*\w+\s*\}\}/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/https?:\/\/\S+/g, ' ')
    .match(/\p{L}[\p{L}'’.-]*/gu);
  return (words ?? []).every((word) => /^\p{Lu}/u.test(word));
}

/** The agreement types' clause folders: every folder of content/ with an English catalog. */
export function clauseFolders(): string[] {
  return readdirSync(contentDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(contentDir, entry.name, 'en.json')))
    .map((entry) => entry.name)
    .sort();
}

const readCatalog = (folder: string, language: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(contentDir, folder, `${language}.json`), 'utf8'));

/** Problems of one translated clause catalog against the English one (same keys, placeholders, markup). */
export function checkClauseCatalog(folder: string, language: string): string[] {
  const where = `content/${folder}/${language}.json`;
  if (!existsSync(path.join(contentDir, folder, `${language}.json`))) return [`${where} is missing`];
  let translated: Record<string, string>;
  try {
    translated = readCatalog(folder, language);
  } catch (error) {
    return [`${where} is not valid JSON: ${(error as Error).message}`];
  }
  const english = readCatalog(folder, 'en');
  const problems: string[] = [];
  for (const [key, value] of Object.entries(english)) {
    const other = translated[key];
    if (typeof other !== 'string') problems.push(`${where}: missing key ${key}`);
    else if (other.trim() === '') problems.push(`${where}: empty value for ${key}`);
    else if (placeholders(other) !== placeholders(value))
      problems.push(
        `${where}: ${key} has placeholders {${placeholders(other)}}, English has {${placeholders(value)}}`,
      );
    else if (other === value && !onlyProperNames(value))
      problems.push(`${where}: ${key} is identical to the English (not translated)`);
    else if (links(other) !== links(value))
      problems.push(`${where}: ${key} has ${links(other)} links, English has ${links(value)}`);
    else if (strongMarks(other) % 2 !== 0 || strongMarks(value) > 0 !== strongMarks(other) > 0)
      problems.push(`${where}: ${key} does not use __bold__ like the English`);
    else if (emphasisMarks(value) > 0 && emphasisMarks(other) === 0)
      problems.push(`${where}: ${key} lost the _emphasis_ of the English`);
    else {
      for (const [pattern, name] of OUTSIDE_THE_SUBSET) {
        if (pattern.test(other)) problems.push(`${where}: ${key} uses ${name}, outside the Markdown subset`);
      }
    }
  }
  for (const key of Object.keys(translated)) {
    if (!(key in english)) problems.push(`${where}: extra key ${key} (not in English)`);
  }
  return problems;
}

/** Returns one line per problem; empty when every catalog and document is complete. */
export function checkTranslations(): string[] {
  const problems: string[] = [];
  for (const folder of clauseFolders()) {
    for (const language of LANGUAGES.filter((l) => l !== 'en'))
      problems.push(...checkClauseCatalog(folder, language));
  }
  for (const namespace of NAMESPACES) {
    const english = flatten(readNamespace('en', namespace));
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const translated = flatten(readNamespace(language, namespace));
      for (const [key, value] of english) {
        const other = translated.get(key);
        if (other === undefined) problems.push(`${language}/${namespace}: missing key ${key}`);
        else if (other.trim() === '') problems.push(`${language}/${namespace}: empty value for ${key}`);
        else if (placeholders(other) !== placeholders(value)) {
          problems.push(
            `${language}/${namespace}: ${key} has placeholders {${placeholders(other)}}, English has {${placeholders(value)}}`,
          );
        }
      }
      for (const key of translated.keys()) {
        if (!english.has(key)) problems.push(`${language}/${namespace}: extra key ${key} (not in English)`);
      }
    }
  }
  const headings = (text: string) => text.split('\n').filter((line) => /^#{1,3} /.test(line)).length;
  for (const document of readdirSync(path.join(siteLegalDir, 'en'))) {
    const english = readFileSync(path.join(siteLegalDir, 'en', document), 'utf8');
    for (const language of LANGUAGES) {
      const where = `site-legal/${language}/${document}`;
      const file = path.join(siteLegalDir, language, document);
      if (!existsSync(file)) {
        problems.push(`${where} is missing`);
        continue;
      }
      const text = readFileSync(file, 'utf8');
      for (const [pattern, name] of OUTSIDE_THE_SUBSET) {
        if (pattern.test(text))
          problems.push(`${where}: uses ${name}, which the Markdown subset does not support`);
      }
      if (placeholders(text) !== placeholders(english))
        problems.push(`${where}: placeholders differ from English`);
      if (headings(text) !== headings(english))
        problems.push(`${where}: ${headings(text)} headings, English has ${headings(english)}`);
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [flag, folder, language] = process.argv.slice(2);
  const oneCatalog = flag === '--clauses' && folder && language;
  const problems = oneCatalog ? checkClauseCatalog(folder, language) : checkTranslations();
  if (problems.length > 0) {
    console.error(`i18n check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    oneCatalog
      ? `i18n check passed: content/${folder}/${language}.json is complete.`
      : `i18n check passed: ${LANGUAGES.length} languages × ${NAMESPACES.length} namespaces, ${clauseFolders().length} clause catalogs, site legal documents complete.`,
  );
}
