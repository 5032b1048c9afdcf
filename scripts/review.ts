// npm run review -- <type> <language>: writes the review edition of an agreement type in one
// language (HTML, every block in document order with its condition, laws, text beside the English
// and translator notes) to review/<type>.<language>.html. `all` stands for every type or language.
import { mkdirSync, writeFileSync } from 'node:fs';
import { reviewSourceOf } from '../src/server/content';
import { reviewEditionHtml } from '../src/server/content/review-edition';
import { PUBLIC_AGREEMENT_TYPES } from '../src/shared/agreements/types';
import { isLanguage, LANGUAGES } from '../src/shared/i18n/languages';

const [typeArgument = 'all', languageArgument = 'all'] = process.argv.slice(2);
const types = PUBLIC_AGREEMENT_TYPES.filter(
  (type) => typeArgument === 'all' || type.slug === typeArgument || type.code === typeArgument,
);
const languages = languageArgument === 'all' ? [...LANGUAGES] : [languageArgument];
if (types.length === 0 || !languages.every(isLanguage)) {
  console.error(
    `usage: npm run review -- <${PUBLIC_AGREEMENT_TYPES.map((type) => type.slug).join('|')}|all> <${LANGUAGES.join('|')}|all>`,
  );
  process.exit(1);
}
mkdirSync('review', { recursive: true });
for (const type of types)
  for (const language of languages.filter(isLanguage)) {
    const file = `review/${type.slug}.${language}.html`;
    writeFileSync(file, reviewEditionHtml(reviewSourceOf(type.code, language)));
    console.log(file);
  }
