// `npm run bench`: named performance figures, printed as a table. Budgets are reported, not asserted.
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { generateAgreementMarkdown } from '../src/server/content';
import { SAMPLE_ANSWERS } from '../src/server/content/sample-answers';
import { wizardFor } from '../src/shared/agreements/definitions';
import { PUBLIC_AGREEMENT_TYPES } from '../src/shared/agreements/types';
import { checkWizard } from '../src/shared/agreements/wizard-engine';
import type { Answers } from '../src/shared/agreements/wizard-model';
import { markdownToHtml } from '../src/shared/documents/render-html';
import { ensureClientBuild } from './client-build';
import { measureHomeBundle } from './measure-home-bundle';

type Row = { name: string; value: number; unit: string; budget?: string };

/** A realistic agreement of about `targetBytes`: headings, paragraphs, lists, emphasis and links. */
export function sampleAgreement(targetBytes = 30 * 1024): string {
  const sections: string[] = ['# Privacy Policy', '_Last updated: 20 November 2026_'];
  for (let n = 1; sections.join('\n\n').length < targetBytes; n++) {
    sections.push(
      `## ${n}. What we collect and why`,
      `We process __personal data__ such as your name, e-mail address and _usage information_ when you use the Service. ` +
        `The legal basis is the performance of a contract and our legitimate interests. Read more at [our site](https://example.com/privacy/${n}).`,
      '- Account data: name, e-mail address, password hash\n- Billing data: address, VAT number\n- Technical data: IP address, browser type',
      '1. Access your data\n2. Correct inaccurate data\n3. Ask us to erase it\n4. Object to processing',
      `Write to [privacy@example.com](mailto:privacy@example.com) with any question about section ${n}.`,
    );
  }
  return sections.join('\n\n');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const round = (value: number) => Math.round(value * 100) / 100;

async function benchMarkdown(rows: Row[]): Promise<void> {
  const text = sampleAgreement();
  for (let i = 0; i < 50; i++) markdownToHtml(text);
  const renderTimes: number[] = [];
  for (let i = 0; i < 300; i++) {
    const start = performance.now();
    markdownToHtml(text);
    renderTimes.push(performance.now() - start);
  }
  renderTimes.sort((a, b) => a - b);
  rows.push({
    name: `markdown → HTML render, ${Math.round(text.length / 1024)} KB (median)`,
    value: round(percentile(renderTimes, 50)),
    unit: 'ms',
  });

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'memory://',
    API_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  const payload = new URLSearchParams({ data: JSON.stringify({ text }) }).toString();
  const call = () =>
    app.inject({
      method: 'POST',
      url: '/api/v1/md/convert',
      payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  for (let i = 0; i < 30; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    const response = await call();
    times.push(performance.now() - start);
    if (response.statusCode !== 200 || !response.json().success)
      throw new Error('md/convert failed during the benchmark');
  }
  await app.close();
  times.sort((a, b) => a - b);
  rows.push({
    name: 'POST /md/convert, 30 KB document (median)',
    value: round(percentile(times, 50)),
    unit: 'ms',
  });
  rows.push({
    name: 'POST /md/convert, 30 KB document (p95)',
    value: round(percentile(times, 95)),
    unit: 'ms',
  });
}

/** Each type's largest document (its maximal answers, premium) from answers to HTML, as a request makes it. */
function benchGenerators(rows: Row[]): void {
  for (const type of PUBLIC_AGREEMENT_TYPES) {
    const definition = wizardFor(type.code);
    const sample = SAMPLE_ANSWERS[type.code as keyof typeof SAMPLE_ANSWERS];
    if (!definition) throw new Error(`no wizard for ${type.code}`);
    const checked = checkWizard(definition, sample.maximal);
    if (!checked.valid)
      throw new Error(`maximal ${type.code} answers refused: ${JSON.stringify(checked.errors)}`);
    // A fresh copy per run, as each request brings its own answers: nothing is cached between documents.
    const inputs = Array.from({ length: 220 }, () => structuredClone(checked.answers));
    const run = (answers: Answers) =>
      markdownToHtml(generateAgreementMarkdown(type.code, answers, { language: 'en', premium: true }));
    for (const answers of inputs.slice(200)) run(answers);
    const times: number[] = [];
    let size = 0;
    for (const answers of inputs.slice(0, 200)) {
      const start = performance.now();
      size = run(answers).length;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    rows.push({
      name: `largest ${type.slug}, answers → HTML, ${Math.round(size / 1024)} KB (median)`,
      value: round(percentile(times, 50)),
      unit: 'ms',
      // The budget is for the Privacy Policy; the others are reported against the same figure.
      budget: '< 5',
    });
  }
}

async function benchHomeBundle(rows: Row[]): Promise<void> {
  await ensureClientBuild();
  const figures = measureHomeBundle();
  rows.push({ name: 'home page JavaScript (gzip)', value: figures.jsKb, unit: 'KB' });
  rows.push({ name: 'home page CSS (gzip)', value: figures.cssKb, unit: 'KB' });
  rows.push({ name: 'home page JS + CSS (gzip)', value: figures.totalKb, unit: 'KB', budget: '≤ 120' });
}

function printTable(rows: Row[]): void {
  const nameWidth = Math.max(...rows.map((row) => row.name.length), 6);
  console.log(`${'figure'.padEnd(nameWidth)}  ${'value'.padStart(10)}  unit  budget`);
  console.log(`${'-'.repeat(nameWidth)}  ${'-'.repeat(10)}  ----  ------`);
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(nameWidth)}  ${String(row.value).padStart(10)}  ${row.unit.padEnd(4)}  ${row.budget ?? ''}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows: Row[] = [];
  await benchMarkdown(rows);
  benchGenerators(rows);
  await benchHomeBundle(rows);
  printTable(rows);
}
