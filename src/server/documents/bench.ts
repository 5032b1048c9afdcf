// Download file rendering figures for `npm run bench`: the largest Privacy Policy to PDF and to DOCX.
import { performance } from 'node:perf_hooks';
import { wizardFor } from '../../shared/agreements/definitions';
import { checkWizard } from '../../shared/agreements/wizard-engine';
import type { DocumentNode } from '../../shared/documents/ast';
import { MAX_DOCUMENT_TEXT_LENGTH } from '../../shared/documents/limits';
import { parseMarkdown } from '../../shared/documents/parse-markdown';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import { generateAgreementMarkdown } from '../content';
import { SAMPLE_ANSWERS } from '../content/sample-answers';
import type { DocumentMeta } from './meta';
import { renderDocx } from './render-docx';
import { renderPdf } from './render-pdf';

type Row = { name: string; value: number; unit: string; budget?: string };

const WARM_UP_RUNS = 5;
const MEASURED_RUNS = 50;

/** The largest Privacy Policy: every option on (the maximal fixture), premium, in English. */
export function largestPrivacyPolicy(): { markdown: string; document: DocumentNode; meta: DocumentMeta } {
  const date = new Date('2026-11-20T00:00:00Z');
  const markdown = largestPrivacyPolicyIn('en', date);
  return {
    markdown,
    document: parseMarkdown(markdown),
    meta: {
      title: 'Privacy Policy',
      language: 'en',
      lastUpdatedLabel: 'Last updated: 20 November 2026',
      pageLabel: '{{page}} / {{total}}',
      author: 'Acme Inc.',
      date,
    },
  };
}

function largestPrivacyPolicyIn(language: Language, date: Date): string {
  const definition = wizardFor('PRIVACY_POLICY');
  if (!definition) throw new Error('no wizard for PRIVACY_POLICY');
  const checked = checkWizard(definition, SAMPLE_ANSWERS.PRIVACY_POLICY.maximal);
  if (!checked.valid) throw new Error('maximal Privacy Policy answers refused');
  return generateAgreementMarkdown('PRIVACY_POLICY', checked.answers, { language, edition: 'premium', date });
}

/**
 * Real agreement text of the longest length accepted: the largest Privacy Policy in one language
 * after another, cut at the last blank line that fits.
 */
export function realisticLongText(length = MAX_DOCUMENT_TEXT_LENGTH): string {
  const date = new Date('2026-11-20T00:00:00Z');
  let text = '';
  for (let index = 0; text.length < length; index++) {
    text += `${largestPrivacyPolicyIn(LANGUAGES[index % LANGUAGES.length] as Language, date)}\n\n`;
  }
  return text.slice(0, text.lastIndexOf('\n\n', length));
}

async function medianTime(render: () => Promise<Buffer>): Promise<{ median: number; size: number }> {
  let size = 0;
  for (let run = 0; run < WARM_UP_RUNS; run++) size = (await render()).length;
  const times: number[] = [];
  for (let run = 0; run < MEASURED_RUNS; run++) {
    const start = performance.now();
    await render();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const middle = Math.floor(times.length / 2);
  const median =
    times.length % 2 ? (times[middle] ?? 0) : ((times[middle - 1] ?? 0) + (times[middle] ?? 0)) / 2;
  return { median, size };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Median render times in a warm process; the document model is built once, as the file cache does per file. */
export async function benchDocumentFiles(): Promise<Row[]> {
  const { document, meta } = largestPrivacyPolicy();
  const pdf = await medianTime(() => renderPdf(document, meta));
  const docx = await medianTime(() => renderDocx(document, meta));
  return [
    {
      name: `largest privacy-policy → PDF, ${Math.round(pdf.size / 1024)} KB (median)`,
      value: round(pdf.median),
      unit: 'ms',
      budget: '< 60',
    },
    {
      name: `largest privacy-policy → DOCX, ${Math.round(docx.size / 1024)} KB (median)`,
      value: round(docx.median),
      unit: 'ms',
      budget: '< 20',
    },
  ];
}
