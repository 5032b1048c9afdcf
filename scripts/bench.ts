// `npm run bench`: named performance figures, printed as a table. Budgets are reported, not asserted.
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { generateAgreementMarkdown } from '../src/server/content';
import { privacyPolicyWizard } from '../src/shared/agreements/definitions/privacy-policy';
import { providersIn } from '../src/shared/agreements/provider-catalogue';
import { PROVIDER_CATEGORIES } from '../src/shared/agreements/providers';
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

/** The largest Privacy Policy: every platform, jurisdiction, data category, purpose, catalogue provider and extra. */
export function maximalPrivacyPolicyAnswers(): Answers {
  const all = Object.fromEntries(
    PROVIDER_CATEGORIES.map((category) => [
      category,
      providersIn(category).map((provider) => ({ id: provider.id })),
    ]),
  ) as Record<(typeof PROVIDER_CATEGORIES)[number], { id: string }[]>;
  return {
    platforms: ['website', 'app', 'mobile', 'desktop', 'social'],
    website_name: 'Acme Cloud',
    website_url: 'https://acme.example',
    social_page_url: 'https://www.facebook.com/acme',
    company_name: 'Acme Inc.',
    company_address: '1 Main Street, San Francisco, CA 94105',
    company_country: 'US',
    contact_email: 'privacy@acme.example',
    contact_methods: [
      { method: 'toll_free', value: '+1 800 555 0100' },
      { method: 'web_form', url: 'https://acme.example/privacy-request' },
      { method: 'postal', value: 'PO Box 1, San Francisco' },
    ],
    has_dpo: 'yes',
    dpo_name: 'Jane Doe',
    dpo_email: 'dpo@acme.example',
    jurisdictions: ['eu', 'uk', 'california', 'us_other', 'canada', 'brazil', 'australia', 'rest_of_world'],
    eu_rep_name: 'EU Rep GmbH',
    eu_rep_email: 'eu@rep.example',
    eu_rep_address: 'Hauptstraße 1, 10115 Berlin, Germany',
    uk_rep_name: 'UK Rep Ltd',
    uk_rep_email: 'uk@rep.example',
    uk_rep_address: '1 High Street, London',
    dnt: 'dnt_not_honoured',
    ca_sensitive_beyond: 'yes',
    children: 'children_yes',
    data_collected: [
      'contact',
      'account',
      'payment',
      'usage',
      'precise_location',
      'communications',
      'user_content',
      'social',
      'professional',
      'demographic',
      'sensitive',
    ],
    payment_providers: all.payments,
    sensitive_types: [
      'health',
      'biometric',
      'genetic',
      'racial_ethnic',
      'political',
      'religious',
      'union',
      'sex_life',
      'government_id',
      'financial_account',
    ],
    other_sources: ['social_networks', 'partners', 'public_sources', 'data_brokers'],
    purposes: ['marketing', 'analytics', 'personalisation', 'advertising', 'remarketing', 'affiliate'],
    email_providers: all.email_marketing,
    analytics_providers: all.analytics,
    advertising_providers: all.advertising,
    remarketing_providers: all.behavioral_remarketing,
    affiliate_providers: all.affiliate,
    misc_providers: all.miscellaneous,
    sells_data: 'yes',
    sale_recipients: ['data_brokers', 'advertising_partners', 'business_partners'],
    other_recipients: ['group', 'partners'],
    storage_location: 'the United States and the European Union',
    automated_decisions: 'yes',
    automated_logic: 'We score new sign-ups for fraud risk; high scores are refused.',
    cookies_policy_url: 'https://acme.example/cookies',
    change_notice: ['email', 'in_service'],
    extras: ['summary', 'retention_schedule', 'security_detail', 'breach_notification', 'teen_privacy'],
    send_to: 'owner@acme.example',
  };
}

/** Issue 4 budget: the largest Privacy Policy from checked answers to HTML, median under 5 ms. */
function benchPrivacyPolicy(rows: Row[]): void {
  const checked = checkWizard(privacyPolicyWizard, maximalPrivacyPolicyAnswers());
  if (!checked.valid)
    throw new Error(`maximal Privacy Policy answers refused: ${JSON.stringify(checked.errors)}`);
  // A fresh copy per run, as each request brings its own answers: nothing is cached between documents.
  const inputs = Array.from({ length: 220 }, () => structuredClone(checked.answers));
  const run = (answers: Answers) =>
    markdownToHtml(generateAgreementMarkdown('PRIVACY_POLICY', answers, { language: 'en', premium: true }));
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
    name: `largest Privacy Policy, answers → HTML, ${Math.round(size / 1024)} KB (median)`,
    value: round(percentile(times, 50)),
    unit: 'ms',
    budget: '< 5',
  });
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
  benchPrivacyPolicy(rows);
  await benchHomeBundle(rows);
  printTable(rows);
}
