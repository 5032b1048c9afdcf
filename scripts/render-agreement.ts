// `npx tsx scripts/render-agreement.ts <type-slug> <language> [maximal|minimal] [free]`: prints the
// agreement's Markdown for the sample answers, to read a translation in context.

import { generateAgreementMarkdown } from '../src/server/content';
import { SAMPLE_ANSWERS } from '../src/server/content/sample-answers';
import { agreementTypeBySlug } from '../src/shared/agreements/types';
import { LANGUAGES, type Language } from '../src/shared/i18n/languages';

const [slug = '', language = 'en', profile = 'maximal', edition = 'premium'] = process.argv.slice(2);
const type = agreementTypeBySlug(slug);
if (!type || type.code === 'TEST' || !LANGUAGES.includes(language as Language)) {
  console.error('usage: render-agreement.ts <type-slug> <language> [maximal|minimal] [free|premium|locked]');
  process.exit(1);
}
const answers = SAMPLE_ANSWERS[type.code][profile === 'minimal' ? 'minimal' : 'maximal'];
process.stdout.write(
  generateAgreementMarkdown(type.code, answers, {
    language: language as Language,
    edition: edition === 'free' ? 'free' : edition === 'locked' ? 'locked' : 'premium',
    date: new Date('2026-03-05T12:00:00Z'),
  }),
);
