import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActiveCustomer } from '../../../../tests/customers';
import { GERMAN_CONSUMER } from '../../../../tests/payments';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { wizardFor } from '../../../shared/agreements/definitions';
import { checkWizard } from '../../../shared/agreements/wizard-engine';
import type {
  AgreementDetailsReply,
  DownloadDetailsReply,
  NewAgreementReply,
  PreviewReply,
  PublicDownloadDetailsReply,
  VersionReply,
  VersionsReply,
} from '../../../shared/api/agreement';
import type { NewTransactionReply } from '../../../shared/api/payment';
import { generateAgreementMarkdown } from '../../content';
import { SAMPLE_ANSWERS } from '../../content/sample-answers';
import { SANDBOX_CARDS } from '../payment';

// Premium text is only for those who paid. Every call that serves an agreement's text is asked
// for the largest Privacy Policy (every option on, every premium clause chosen) before its
// premium version is paid for — none of the premium clauses' text may appear anywhere, only their
// headings with the locked notice — and again after paying, when all of it must be there.

let testApp: TestApp;
let owner: Awaited<ReturnType<typeof createActiveCustomer>>;
let agreementId: string;
let liveUrl: string;

const answers = checkWizard(wizardFor('PRIVACY_POLICY')!, SAMPLE_ANSWERS.PRIVACY_POLICY.maximal).answers;
const LOCKED_NOTICE = 'Its text appears here once the premium version is paid for';

/**
 * Pieces of the premium clauses' own text: from each line the premium edition has and the free one
 * lacks (headings aside, which the locked edition shows), the longest run of plain words, so it
 * reads the same in Markdown, HTML, text, PDF and DOCX.
 */
const premiumOnlyPhrases: string[] = (() => {
  const options = { language: 'en' as const, date: new Date() };
  const freeText = generateAgreementMarkdown('PRIVACY_POLICY', answers, { ...options, edition: 'free' });
  const free = new Set(
    generateAgreementMarkdown('PRIVACY_POLICY', answers, { ...options, edition: 'free' }).split('\n'),
  );
  const premium = generateAgreementMarkdown('PRIVACY_POLICY', answers, {
    ...options,
    edition: 'premium',
  }).split('\n');
  return premium
    .filter((line) => line.trim() !== '' && !line.startsWith('#') && !free.has(line))
    .map((line) =>
      (line.match(/[A-Za-z][A-Za-z ,]{24,}/g) ?? [])
        .sort((a, b) => b.length - a.length)[0]
        ?.slice(0, 40)
        .trim(),
    )
    .filter(
      (phrase): phrase is string => phrase !== undefined && phrase.length >= 20 && !freeText.includes(phrase),
    );
})();

/** PDF, DOCX and the text files, read back as text. */
async function downloadAsText(format: 'pdf' | 'docx' | 'html' | 'txt' | 'md'): Promise<string> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/agreement/file/${agreementId}/en/${format}`,
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(response.statusCode, format).toBe(200);
  if (format === 'docx') return (await mammoth.extractRawText({ buffer: response.rawPayload })).value;
  if (format !== 'pdf') return response.body;
  const path = join(await mkdtemp(join(tmpdir(), 'premium-lock-')), 'policy.pdf');
  await writeFile(path, response.rawPayload);
  // Lines joined, as a sentence may wrap across lines in the PDF.
  return (await promisify(execFile)('pdftotext', [path, '-'])).stdout.replace(/\s+/g, ' ');
}

/** Every text the API serves of the agreement, each named by where it came from. */
async function everyServedText(): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  const details = await call<AgreementDetailsReply>(testApp, 'GET', `/agreement/details/${agreementId}`, {
    token: owner.token,
  });
  // Whole replies too, as JSON: nothing else in them may carry the text either.
  texts['reply: details'] = JSON.stringify(details.body);
  texts['details markdown'] = details.body.data?.markdown ?? '';
  texts['details html'] = details.body.data?.html ?? '';
  const download = await call<DownloadDetailsReply>(
    testApp,
    'GET',
    `/agreement/download-details/${agreementId}`,
    {
      token: owner.token,
    },
  );
  texts['reply: download-details'] = JSON.stringify(download.body);
  texts['download-details'] = (download.body.data?.texts ?? []).map((text) => text.html).join('\n');
  const publicDownload = await call<PublicDownloadDetailsReply>(
    testApp,
    'GET',
    `/agreement/public-download-details/${agreementId}`,
  );
  texts['reply: public-download-details'] = JSON.stringify(publicDownload.body);
  texts['public-download-details'] = (publicDownload.body.data?.texts ?? [])
    .map((text) => text.html)
    .join('\n');
  const versions = await call<VersionsReply>(testApp, 'GET', `/agreement/versions/${agreementId}`, {
    token: owner.token,
  });
  for (const version of versions.body.data?.versions ?? []) {
    const one = await call<VersionReply>(testApp, 'GET', `/agreement/version/${agreementId}/${version.id}`, {
      token: owner.token,
    });
    texts[`version ${version.id}`] = one.body.data?.version.markdown ?? '';
  }
  const translation = await call(
    testApp,
    'GET',
    `/agreement/translation/details/${agreementId}?language=en`,
    {
      token: owner.token,
    },
  );
  texts['reply: translation details'] = JSON.stringify(translation.body);
  await call(testApp, 'POST', '/agreement/generate-files', {
    token: owner.token,
    data: { agreement_id: agreementId },
  });
  for (const format of ['pdf', 'docx', 'html', 'txt', 'md'] as const)
    texts[`${format} file`] = await downloadAsText(format);
  const live = await testApp.app.inject({ method: 'GET', url: liveUrl });
  texts['live page'] = live.body;
  return texts;
}

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await createActiveCustomer(testApp, 'owner@acme.example');
  const created = await call<NewAgreementReply>(testApp, 'POST', '/agreement/new', {
    token: owner.token,
    data: {
      type: 'privacy-policy',
      language: 'en',
      premium: true,
      answers: SAMPLE_ANSWERS.PRIVACY_POLICY.maximal,
    },
  });
  agreementId = created.body.data?.agreement.id ?? '';
  const download = await call<DownloadDetailsReply>(
    testApp,
    'GET',
    `/agreement/download-details/${agreementId}`,
    {
      token: owner.token,
    },
  );
  liveUrl = new URL(download.body.data?.live_url ?? '').pathname;
});
afterAll(() => testApp.close());

/** A phrase as it appears where it was found: inside a whole JSON reply, escaped as JSON escapes it. */
const asFoundIn = (where: string) => (phrase: string) =>
  where.startsWith('reply:') ? JSON.stringify(phrase).slice(1, -1) : phrase;

describe('premium text before and after payment', () => {
  it('has premium clauses to look for', () => {
    expect(premiumOnlyPhrases.length).toBeGreaterThanOrEqual(10);
  });

  it('shows nobody the premium text of an unpaid premium agreement: only its headings, locked', async () => {
    for (const [where, text] of Object.entries(await everyServedText())) {
      const inPlace = asFoundIn(where);
      for (const phrase of premiumOnlyPhrases)
        expect(text, `${where}: ${phrase}`).not.toContain(inPlace(phrase));
      if (!where.startsWith('version') && where !== 'reply: translation details')
        expect(text, where).toContain(inPlace(LOCKED_NOTICE));
    }
  });

  it('previews premium for anyone as the locked edition', async () => {
    const { body } = await call<PreviewReply>(testApp, 'POST', '/agreement/preview', {
      data: {
        type: 'privacy-policy',
        language: 'en',
        premium: true,
        answers: SAMPLE_ANSWERS.PRIVACY_POLICY.maximal,
      },
    });
    expect(body.data?.html).toContain(LOCKED_NOTICE);
    for (const phrase of premiumOnlyPhrases) expect(body.data?.html).not.toContain(phrase);
  });

  it('unlocks every text at once when the premium version is paid for, cached live page included', async () => {
    const paid = await call<NewTransactionReply>(testApp, 'POST', '/transaction/new', {
      token: owner.token,
      data: {
        agreement_id: agreementId,
        processor: 'sandbox',
        idempotency_key: 'premium-lock-payment',
        invoicing_details: GERMAN_CONSUMER,
        card: { number: SANDBOX_CARDS.approved, expiry: '12/30', cvc: '123', holder: 'Ada' },
      },
    });
    expect(paid.body.data?.transaction.status).toBe('approved');
    const texts = await everyServedText();
    for (const [where, text] of Object.entries(texts)) {
      // The history keeps the locked text it had; the current text is everywhere else.
      if (where.startsWith('version')) continue;
      const inPlace = asFoundIn(where);
      expect(text, where).not.toContain(inPlace(LOCKED_NOTICE));
      for (const phrase of premiumOnlyPhrases) expect(text, `${where}: ${phrase}`).toContain(inPlace(phrase));
    }
  });
});

describe('texts stored before premium text was locked', () => {
  it('are generated again, locked, when the server starts; paid and free agreements stay as they are', async () => {
    const created = await call<NewAgreementReply>(testApp, 'POST', '/agreement/new', {
      token: owner.token,
      data: {
        type: 'privacy-policy',
        language: 'en',
        premium: true,
        answers: SAMPLE_ANSWERS.PRIVACY_POLICY.maximal,
      },
    });
    const id = created.body.data?.agreement.id ?? '';
    // As an older server stored it: the whole premium text, unpaid.
    const full = generateAgreementMarkdown('PRIVACY_POLICY', answers, { language: 'en', edition: 'premium' });
    await testApp.app.database.db.execute(
      sql`update agreement_versions set markdown = ${full} where agreement_id = ${id}`,
    );

    expect(await testApp.app.agreementService.lockUnpaidTexts()).toBe(1);
    const details = await call<AgreementDetailsReply>(testApp, 'GET', `/agreement/details/${id}`, {
      token: owner.token,
    });
    expect(details.body.data?.markdown).toContain(LOCKED_NOTICE);
    for (const phrase of premiumOnlyPhrases) expect(details.body.data?.markdown).not.toContain(phrase);
    const versions = await call<VersionsReply>(testApp, 'GET', `/agreement/versions/${id}`, {
      token: owner.token,
    });
    expect(versions.body.data?.versions).toHaveLength(1);
    // Locked already: nothing more to do; the paid agreement above keeps its premium text.
    expect(await testApp.app.agreementService.lockUnpaidTexts()).toBe(0);
  });
});
