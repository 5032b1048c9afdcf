import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActiveCustomer } from '../../../../tests/customers';
import { stallOf } from '../../../../tests/event-loop';
import { hostileMarkdown } from '../../../../tests/markdown-hostile-inputs';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import type { DownloadDetailsReply, NewAgreementReply, VersionsReply } from '../../../shared/api/agreement';
import { MAX_DOCUMENT_TEXT_LENGTH } from '../../../shared/documents/limits';
import { SAMPLE_ANSWERS } from '../../content/sample-answers';

// No call may hold the event loop for 100 ms, whatever text the editor accepts: the longest text,
// built to cost the parser and the renderers the most, goes through every call that takes or serves
// an agreement's text. Each stall is the best of three attempts (a busy test machine causes a stall
// in one attempt, the input would in all three).

const STALL_BOUND_MS = 100;

/** The hostile inputs that cost the most per character: the most nodes, blocks and backtracking. */
const HEAVIEST = [
  'open brackets [[',
  'open links [a](',
  'nested emphasis',
  'refused link around many nodes',
  'closed emphasis _a_ ',
  'numbered list 1. a',
  'one-letter paragraphs',
  'non-ASCII around underscores',
  'heading, then a run of #',
  'everything mixed',
];

let testApp: TestApp;
let token: string;
let agreementId: string;
let liveToken: string;

beforeAll(async () => {
  testApp = await createTestApp();
  ({ token } = await createActiveCustomer(testApp, 'long-texts@example.com'));
  const { body } = await call<NewAgreementReply>(testApp, 'POST', '/agreement/new', {
    token,
    data: {
      type: 'privacy-policy',
      language: 'en',
      premium: true,
      answers: SAMPLE_ANSWERS.PRIVACY_POLICY.minimal,
    },
  });
  agreementId = body.data?.agreement.id as string;
  await testApp.app.database.db.execute(sql`update agreements set paid_at = now() where id = ${agreementId}`);
  const details = await call<DownloadDetailsReply>(
    testApp,
    'GET',
    `/agreement/download-details/${agreementId}`,
    {
      token,
    },
  );
  liveToken = new URL(details.body.data?.live_url as string).pathname.split('/').pop() as string;
  // The first calls start the render pool's threads and compile the routes: not what a call costs.
  await call(testApp, 'POST', `/agreement/text-check/${agreementId}`, {
    token,
    data: { language: 'en', text: `# Warm-up\n\n${'a\n\n'.repeat(20_000)}` },
  });
}, 120_000);
afterAll(() => testApp.close());

const texts = hostileMarkdown(MAX_DOCUMENT_TEXT_LENGTH);

type Request = { method: 'GET' | 'POST'; url: string; data?: unknown; signedIn?: boolean };

/**
 * The calls, each timed once, for one text: check, save, the pages that show it, a version, the live
 * page, the text files and a restore. Every call gets a text no cache has seen yet. A request's body
 * is encoded before and its reply read after the measurement: that is the test's work, not the
 * server's. The text goes as a JSON body, as a browser sends it.
 */
async function stallsFor(text: string): Promise<Record<string, number>> {
  const stalls: Record<string, number> = {};
  const send = async (label: string | null, request: Request) => {
    const payload = request.data === undefined ? undefined : JSON.stringify(request.data);
    let response: Awaited<ReturnType<typeof testApp.app.inject>> | undefined;
    const work = async () => {
      response = await testApp.app.inject({
        method: request.method,
        url: request.url.startsWith('/live/') ? request.url : `/api/v1${request.url}`,
        payload,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(request.signedIn === false ? {} : { authorization: `Bearer ${token}` }),
        },
      });
    };
    if (label === null) await work();
    else stalls[label] = await stallOf(work, STALL_BOUND_MS, 1);
    expect(response?.statusCode, `${label}`).toBe(200);
    if (!request.url.startsWith('/live/') && !request.url.startsWith('/agreement/file/'))
      expect(response?.json().success, `${label}: ${response?.body.slice(0, 300)}`).toBe(true);
    return response;
  };
  const id = agreementId;
  const save = (label: string | null, body: string) =>
    send(label, { method: 'POST', url: `/agreement/text/${id}`, data: { language: 'en', text: body } });

  await send('text-check', {
    method: 'POST',
    url: `/agreement/text-check/${id}`,
    data: { language: 'en', text },
  });
  await save('save', text);
  await send('details', { method: 'GET', url: `/agreement/details/${id}` });
  // The details above made the text's HTML, which the pages below could reuse: each gets a text of its own.
  await save(null, `${text.slice(0, -1)}1`);
  await send('download details', { method: 'GET', url: `/agreement/download-details/${id}` });
  await save(null, `${text.slice(0, -1)}2`);
  await send('public download details', {
    method: 'GET',
    url: `/agreement/public-download-details/${id}`,
    signedIn: false,
  });
  await save(null, `${text.slice(0, -1)}3`);
  const versions = (await send(null, { method: 'GET', url: `/agreement/versions/${id}` }))?.json() as {
    data: VersionsReply;
  };
  const newest = versions.data.versions[0]?.id as string;
  await send('version', { method: 'GET', url: `/agreement/version/${id}/${newest}` });
  await save(null, `${text.slice(0, -1)}4`);
  await send('live page', { method: 'GET', url: `/live/${liveToken}`, signedIn: false });
  for (const format of ['html', 'txt', 'md'] as const) {
    await send(`${format} files`, {
      method: 'POST',
      url: '/agreement/generate-files',
      data: { agreement_id: id, language: 'en', format },
    });
    await send(`${format} download`, { method: 'GET', url: `/agreement/file/${id}/en/${format}` });
  }
  await send('restore', { method: 'POST', url: `/agreement/restore/${id}`, data: { version_id: newest } });
  return stalls;
}

// The event loop is the subject, not the database: run on PGlite only.
describe.skipIf(process.env.TEST_DB === 'postgres').each(HEAVIEST)(
  'the longest text, built as "%s"',
  (name) => {
    const text = texts[name] as string;

    it('is checked, saved, shown, versioned, published and downloaded without a 100 ms stall', async () => {
      expect(text.length).toBe(MAX_DOCUMENT_TEXT_LENGTH);
      // Up to three rounds, each with a text of its own (its last character differs): a call's stall
      // is its best round. One the input causes shows in every round, one a busy machine causes does not.
      const best: Record<string, number> = {};
      for (const ending of ['a', 'b', 'c']) {
        const stalls = await stallsFor(`${text.slice(0, -1)}${ending}`);
        for (const [label, stall] of Object.entries(stalls))
          best[label] = Math.min(best[label] ?? stall, stall);
        if (Object.values(best).every((stall) => stall < STALL_BOUND_MS)) break;
      }
      const over = Object.entries(best).filter(([, stall]) => stall >= STALL_BOUND_MS);
      expect(over, JSON.stringify(best)).toEqual([]);
    }, 180_000);
  },
);
