// `npm run i18n:check`: every language has exactly the English keys, with the same {{placeholders}},
// and every site legal document exists in every language with the same structure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readNamespace } from '../src/server/i18n';
import { LANGUAGES, NAMESPACES } from '../src/shared/i18n/languages';

const root = path.resolve(import.meta.dirname, '..');
const siteLegalDir = path.join(root, 'src/server/content/site-legal');

type Catalog = Record<string, unknown>;

/** Markdown a formatter or a translator might write that the agreement subset (spec §5) shows literally. */
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

/** Returns one line per problem; empty when every catalog and document is complete. */
export function checkTranslations(): string[] {
  const problems: string[] = [];
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
  const problems = checkTranslations();
  if (problems.length > 0) {
    console.error(`i18n check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    `i18n check passed: ${LANGUAGES.length} languages × ${NAMESPACES.length} namespaces, site legal documents complete.`,
  );
}
