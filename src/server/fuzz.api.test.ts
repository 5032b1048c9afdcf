import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { BRAINTREE_FAKE_CREDENTIALS, startBraintreeFake } from '../../tests/braintree-fake';
import { call, createActiveCustomer, messageOf } from '../../tests/customers';
import { CODE_OF_STATUS, envelopeSchema } from '../../tests/fuzz/envelope-schema';
import { hostileMarkdownString } from '../../tests/fuzz/hostile';
import {
  type FuzzRequest,
  type FuzzTarget,
  type Operation,
  type RequestContext,
  requestArbitrary,
} from '../../tests/fuzz/requests';
import { registeredRoutes } from '../../tests/fuzz/routes';
import type { FieldHints } from '../../tests/fuzz/schema-arbitrary';
import { createTestAgreement, GERMAN_CONSUMER, testAgreementAnswers } from '../../tests/payments';
import { startStripeFake } from '../../tests/stripe-fake';
import { createTestApp, selectNumber } from '../../tests/test-app';
import { startViesFake } from '../../tests/vies-fake';
import { AGREEMENT_TYPES } from '../shared/agreements/types';
import { type DownloadDetailsReply, FILE_FORMAT_NAMES, type VersionsReply } from '../shared/api/agreement';
import { API_BASE_PATH } from '../shared/api/envelope';
import { LANGUAGES } from '../shared/i18n/languages';
import { SITE_LEGAL_DOCUMENTS } from '../shared/site-legal';
import { SANDBOX_CARDS } from './modules/payment';

// Every call of the built app, thousands of malformed requests: wrong
// types, huge and deeply nested values, unicode and control characters, prototype-poisoning keys,
// missing and extra fields, wrong methods, broken parameters, query strings and headers, with and
// without a session. Never a 5xx, never a crash, every /api/v1 reply a valid envelope without internals.
//
// Reproduce a failure with the printed seed: FUZZ_SEED=<seed> npx vitest run --project api src/server/fuzz.api.test.ts
// (FUZZ_RUNS=<n> changes the runs per call; fast-check also prints the failing case's own seed and path).

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
// On PostgreSQL, a sample of half as many: what the database adds (its refusals of text and values)
// shows within them, and the whole suite keeps within its time.
const RUNS_PER_CALL = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_DB === 'postgres' ? 100 : 200));
/** Pages and files outside the API: fewer runs, they read little of the request. */
const RUNS_PER_PAGE = Math.max(10, Math.round(RUNS_PER_CALL / 4));
console.info(`fuzz.api.test: seed ${SEED}, ${RUNS_PER_CALL} runs per API call`);

const OWNER_EMAIL = 'fuzz-owner@example.com';
const STRANGER_EMAIL = 'fuzz-stranger@example.com';
const WEBHOOK = `${API_BASE_PATH}/webhooks/stripe`;
/** Calls whose success is a file, not an envelope. */
const FILE_CALLS = new Set([
  `${API_BASE_PATH}/agreement/file/:id/:language/:format`,
  `${API_BASE_PATH}/customer/invoices/:id/pdf`,
]);

const stripe = await startStripeFake();
const braintree = await startBraintreeFake();
const vies = await startViesFake();
// A small client build of its own: the app pages and files are fuzzed the same whether or not the
// real client has been built yet (npm test builds it after Vitest).
const clientDir = mkdtempSync(path.join(tmpdir(), 'cw-fuzz-client-'));
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><head><title>%APP_NAME%</title><!--app-settings--><script type="module" src="/assets/index-fuzz.js"></script></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(clientDir, 'assets', 'index-fuzz.js'), 'console.log("fuzz");');
const testApp = await createTestApp(
  {
    // Account limits 100 times higher, so most requests reach the services rather than a 429.
    ACCOUNT_RATE_LIMIT_FACTOR: '100',
    // A busy test machine is not an overloaded server: the heartbeat must say "up" after each call.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '60000',
    PAYMENT_PROVIDERS: 'sandbox,stripe,braintree',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fuzz',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_fuzz',
    STRIPE_API_URL: stripe.url,
    BRAINTREE_MERCHANT_ID: BRAINTREE_FAKE_CREDENTIALS.merchantId,
    BRAINTREE_PUBLIC_KEY: BRAINTREE_FAKE_CREDENTIALS.publicKey,
    BRAINTREE_PRIVATE_KEY: BRAINTREE_FAKE_CREDENTIALS.privateKey,
    BRAINTREE_API_URL: braintree.url,
    VIES_URL: vies.url,
  },
  { clientDir },
);
afterAll(async () => {
  printOutcomes();
  await testApp.close();
  rmSync(clientDir, { recursive: true, force: true });
  await Promise.all([stripe.close(), braintree.close(), vies.close()]);
});

// ── Real data for the requests to aim at ─────────────────────────────────────────────────────────

const owner = await createActiveCustomer(testApp, OWNER_EMAIL);
const stranger = await createActiveCustomer(testApp, STRANGER_EMAIL);
const mainAgreement = await createTestAgreement(testApp, owner.token, { sendTo: OWNER_EMAIL });
// Paid, so the editor, translation and file calls get past the premium check with what they are sent.
const paid = await call(testApp, 'POST', '/transaction/new', {
  token: owner.token,
  data: {
    agreement_id: mainAgreement,
    processor: 'sandbox',
    idempotency_key: 'fuzz-setup-payment',
    invoicing_details: GERMAN_CONSUMER,
    card: { number: SANDBOX_CARDS.approved, expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' },
  },
});
if (!paid.body.success) throw new Error(messageOf(paid.body));
/** The only agreement of the owner the delete call may aim at (it may really go). */
const spareAgreement = await createTestAgreement(testApp, owner.token, {
  sendTo: OWNER_EMAIL,
  premium: false,
});
const strangerAgreement = await createTestAgreement(testApp, stranger.token, { sendTo: STRANGER_EMAIL });

const details = await call<DownloadDetailsReply>(
  testApp,
  'GET',
  `/agreement/download-details/${mainAgreement}`,
  {
    token: owner.token,
  },
);
if (!details.body.data) throw new Error(messageOf(details.body));
const liveToken = details.body.data.live_url.split('/').pop() ?? '';
const versions = await call<VersionsReply>(testApp, 'GET', `/agreement/versions/${mainAgreement}`, {
  token: owner.token,
});
const versionId = versions.body.data?.versions[0]?.id ?? '';
const mailbox = await call<{ messages: { id: string }[] }>(testApp, 'GET', '/dev/mailbox');
const mailIds = mailbox.body.data?.messages.map((message) => message.id) ?? [];

type CustomerFacts = {
  email: string;
  password_hash: string;
  confirmed: boolean;
  password_changed: string | null;
};
async function customerFacts(email: string): Promise<CustomerFacts | undefined> {
  const result = (await testApp.app.database.db.execute(
    sql`SELECT email, password_hash, confirmed_at IS NOT NULL AS confirmed, password_changed_at::text AS password_changed
        FROM customers WHERE email = ${email}`,
  )) as unknown as { rows: CustomerFacts[] };
  return result.rows[0];
}
const countAgreements = () => selectNumber(testApp, sql`SELECT count(*) AS n FROM agreements`);
const ownerBefore = await customerFacts(OWNER_EMAIL);
const agreementsBefore = await countAgreements();
const mainVersionsBefore = versions.body.data?.versions.length ?? 0;

// ── What requests are made of ────────────────────────────────────────────────────────────────────

const agreementIds = fc.oneof(fc.constantFrom(mainAgreement, spareAgreement, strangerAgreement), fc.uuid());
const markdownTexts = fc.oneof(
  // The texts built to cost the parser and renderers the most, long enough to go to the render pool.
  hostileMarkdownString,
  fc.constantFrom(
    '# Title\n\nText with **bold**, _italic_ and [a link](https://example.com).\n\n- one\n- two',
    `${'> '.repeat(2_000)}deep quote`,
    `${'- '.repeat(2_000)}deep list`,
    `${'  '.repeat(2_000)}- indented`,
    `${'['.repeat(5_000)}x${']'.repeat(5_000)}`,
    `${'*'.repeat(10_000)}x`,
    `${'#'.repeat(1_000)} heading`,
    '[x](javascript:alert(1)) <script>alert(1)</script> <img src=x onerror=alert(1)>',
    `${'|a'.repeat(2_000)}|\n${'|-'.repeat(2_000)}|`,
    '\u0000\u0001\u0002\u001b[31m',
    // A heading followed by a run of "#": the completeness check's trimming once backtracked on it.
    `# a ${'#'.repeat(20_000)}x`,
  ),
);

const hints: FieldHints = (name, schema) => {
  if (/e-?mail|send_to/i.test(name))
    return fc.constantFrom(
      OWNER_EMAIL,
      STRANGER_EMAIL,
      'fuzz-new@example.com',
      ' Fuzz-Owner@Example.COM ',
      'not-an-email',
    );
  // Never the real password: the fuzz must not change or delete the owner's account.
  if (/password/i.test(name)) return fc.constantFrom('Another-Horse-8', 'short', '');
  if (name === 'answers')
    return fc.constantFrom(testAgreementAnswers(OWNER_EMAIL), testAgreementAnswers('x'), {});
  if (/^(text|markdown)$/.test(name)) return markdownTexts;
  if (name === 'version_id' || name === 'versionId') return fc.oneof(fc.constant(versionId), fc.uuid());
  if (schema.format === 'uuid' || /(^id$|_id$|^useruuid$)/.test(name)) return agreementIds;
  // Mostly English: the agreements' own language, the one their texts and files exist in.
  if (/^(language|lang)$/.test(name))
    return fc.oneof(fc.constant('en'), fc.constantFrom(...LANGUAGES, 'xx', 'EN'));
  if (/country/.test(name)) return fc.constantFrom('DE', 'US', 'FR', 'AT', 'GB', 'CA', 'XX', 'de');
  if (name === 'vat_number') return fc.constantFrom('DE123456789', 'ATU12345678', 'FR12345678901', 'x');
  if (name === 'number') return fc.constantFrom(...Object.values(SANDBOX_CARDS), '4000000000000002', '1234');
  if (name === 'expiry') return fc.constantFrom('12/30', '01/20', '13/99');
  if (name === 'cvc') return fc.constantFrom('123', '12345');
  if (name === 'invoicing_details' || name === 'billing_address') return fc.constant(GERMAN_CONSUMER);
  if (name === 'type') return fc.constantFrom(...AGREEMENT_TYPES.map((type) => type.slug), 'test');
  return undefined;
};

/** Mostly real values for path parameters: ids of this run's rows, known slugs, the live token. */
function parameterValues(target: FuzzTarget, name: string): fc.Arbitrary<string> {
  if (name === 'id' && target.method === 'DELETE')
    return fc.oneof(fc.constantFrom(spareAgreement, strangerAgreement), fc.uuid());
  if (name === 'id' && target.url.startsWith(`${API_BASE_PATH}/dev/mailbox`))
    return mailIds.length > 0 ? fc.oneof(fc.constantFrom(...mailIds), fc.uuid()) : fc.uuid();
  if (name === 'id' && !target.url.includes('/agreement/')) return fc.uuid();
  if (name === 'id') return agreementIds;
  if (name === 'versionId') return fc.oneof(fc.constant(versionId), fc.uuid());
  if (name === 'type') return fc.constantFrom(...AGREEMENT_TYPES.map((type) => type.slug));
  if (name === 'lang' || name === 'language')
    return fc.oneof(fc.constant('en'), fc.constantFrom(...LANGUAGES));
  if (name === 'format') return fc.constantFrom(...FILE_FORMAT_NAMES);
  if (name === 'document') return fc.constantFrom(...SITE_LEGAL_DOCUMENTS);
  if (name === 'token') return fc.oneof(fc.constant(liveToken), fc.stringMatching(/^[0-9a-f]{64}$/));
  if (name === '*') return fc.constantFrom(`${liveToken}/x`, liveToken, '');
  return fc.string({ maxLength: 20 }).map(encodeURIComponent);
}

const context: RequestContext = {
  sessions: { ownerToken: owner.token, strangerToken: stranger.token },
  hints,
  parameterValues,
};

// ── The calls, from the router itself ────────────────────────────────────────────────────────────

type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };
/** The API documentation gives each call's schemas; if it cannot be built, the calls are still fuzzed blind. */
let openApiError: unknown;
const openApi = ((): OpenApiDocument => {
  try {
    return testApp.app.swagger() as OpenApiDocument;
  } catch (error) {
    openApiError = error;
    return { paths: {} };
  }
})();
/** OpenAPI writes `{id}` where the router writes `:id`. */
const routerPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');
const operations = new Map(
  Object.entries(openApi.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => [
      `${method.toUpperCase()} ${routerPath(path)}`,
      operation,
    ]),
  ),
);

const routes = registeredRoutes(testApp.app);
const methodsOf = (url: string) => routes.filter((route) => route.url === url).map((route) => route.method);
const targets: FuzzTarget[] = routes
  // HEAD beside GET is Fastify's own; the built client's hashed files are static files, not calls.
  .filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/assets/'))
  .map((route) => ({
    ...route,
    pathMethods: methodsOf(route.url),
    operation: operations.get(`${route.method} ${route.url}`),
  }));
const apiTargets = targets.filter((target) => target.url.startsWith(`${API_BASE_PATH}/`));
const pageTargets = targets.filter((target) => !target.url.startsWith(`${API_BASE_PATH}/`));
const keyOf = (target: { method: string; url: string }) => `${target.method} ${target.url}`;

// ── One request, checked ─────────────────────────────────────────────────────────────────────────

/** The calls whose property ran to the end. */
const fuzzed = new Set<string>();
/** Successful creations and deletions, to compare with the rows afterwards. */
const successes = { agreementsCreated: 0, agreementsDeleted: 0 };
/** How the API answered, by status and code: shows how far the requests got (printed at the end). */
const outcomes = new Map<string, number>();
/** Per call, how often each outcome came: calls without a success show where they stopped. */
const outcomesByCall = new Map<string, Map<string, number>>();

function printOutcomes(): void {
  const total = [...outcomes.values()].reduce((sum, count) => sum + count, 0);
  const neverSucceeded = apiTargets
    .map(keyOf)
    .filter((key) => fuzzed.has(key) && !outcomesByCall.get(key)?.has('200 success'))
    .map((key) => {
      const [mostOften] = [...(outcomesByCall.get(key) ?? [])].sort((a, b) => b[1] - a[1]);
      return `${key} (mostly ${mostOften?.[0] ?? 'nothing'})`;
    });
  console.info(
    `fuzz.api.test: ${total} API envelopes checked (seed ${SEED}), by status and code:`,
    Object.fromEntries([...outcomes].sort((a, b) => b[1] - a[1])),
    `\ncalls that never answered success:\n  ${neverSucceeded.join('\n  ') || 'none'}`,
  );
}

/** Texts that only leak from a server: stack frames, source paths, module folders. */
const LEAKS = [/\bat [^\n]{0,200}\((?:\/|node:|file:)/, /node_modules/, /\/src\/server\//, /\.ts:\d+:\d+/];
const projectFolder = process.cwd();

async function send(request: FuzzRequest): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    payload: request.payload,
    remoteAddress: request.remoteAddress,
  });
}

function describeRequest(request: FuzzRequest): string {
  const payload = request.payload === undefined ? '' : String(request.payload).slice(0, 300);
  return `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers).slice(0, 300)} ${payload}`;
}

/** The reply's text after the compression the request's Accept-Encoding chose. */
function replyText(response: LightMyRequestResponse): string {
  const encoding = String(response.headers['content-encoding'] ?? '');
  const raw = response.rawPayload;
  if (raw.length === 0) return '';
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  return raw.toString('utf8');
}

function checkReply(target: FuzzTarget, request: FuzzRequest, response: LightMyRequestResponse): void {
  const where = describeRequest(request);
  const text = replyText(response);
  expect(response.statusCode, `5xx for ${where}: ${text.slice(0, 500)}`).toBeLessThan(500);

  const isFile =
    FILE_CALLS.has(target.url) &&
    response.statusCode === 200 &&
    !/json/.test(String(response.headers['content-type']));
  if (!isFile) {
    const sent = `${request.url} ${String(request.payload ?? '')} ${JSON.stringify(request.headers)}`;
    for (const leak of LEAKS) {
      if (!leak.test(sent)) expect(text, `internals in the reply to ${where}`).not.toMatch(leak);
    }
    if (!sent.includes(projectFolder)) expect(text).not.toContain(projectFolder);
  }

  if (!request.url.startsWith(`${API_BASE_PATH}/`) || request.method === 'HEAD' || isFile) return;
  if (target.url === WEBHOOK && request.method === 'POST') {
    // Stripe's webhook answers Stripe, not the web client: 400 for anything not signed (documented).
    expect([200, 400], `webhook status for ${where}`).toContain(response.statusCode);
    return;
  }
  if (response.statusCode === 304) {
    // A conditional GET of a reply that does not change (a wizard, the country list) which the
    // browser says it holds: "Not Modified" has no body, by HTTP's rules.
    expect(request.headers?.['if-none-match'], `304 without If-None-Match for ${where}`).toBeDefined();
    expect(response.rawPayload.length, `body of a 304 for ${where}`).toBe(0);
    expect(response.headers.etag, `ETag of a 304 for ${where}`).toBeDefined();
    return;
  }
  expect(String(response.headers['content-type']), `content type for ${where}`).toMatch(/^application\/json/);
  let body: unknown;
  expect(
    () => {
      body = JSON.parse(text);
    },
    `JSON reply to ${where}: ${text.slice(0, 300)}`,
  ).not.toThrow();
  const envelope = envelopeSchema.safeParse(body);
  expect(envelope.error?.issues ?? [], `envelope of ${where}: ${text.slice(0, 500)}`).toEqual([]);
  expect([200, 401, 404, 429], `status for ${where}`).toContain(response.statusCode);
  const code = envelope.data?.code;
  const outcome = `${response.statusCode} ${code ?? 'success'}`;
  outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  const ofCall = outcomesByCall.get(keyOf(target)) ?? new Map<string, number>();
  ofCall.set(outcome, (ofCall.get(outcome) ?? 0) + 1);
  outcomesByCall.set(keyOf(target), ofCall);
  if (response.statusCode !== 200)
    expect(code, `code for ${where}`).toBe(CODE_OF_STATUS[response.statusCode]);
  if (response.statusCode === 401) expect(envelope.data?.authenticated).toBe(false);

  if (envelope.data?.success && request.method === target.method) {
    if (target.url === `${API_BASE_PATH}/agreement/new`) successes.agreementsCreated += 1;
    if (target.url === `${API_BASE_PATH}/agreement/delete/:id`) successes.agreementsDeleted += 1;
  }
}

/** Per call, its own seed derived from the run's, so one call's failure reproduces alone. */
function seedOf(key: string): number {
  let hash = SEED;
  for (const character of key) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  return hash;
}

async function fuzz(target: FuzzTarget, numRuns: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(requestArbitrary(target, context), async (request) => {
      checkReply(target, request, await send(request));
    }),
    { numRuns, seed: seedOf(keyOf(target)), endOnFailure: false, interruptAfterTimeLimit: 90_000 },
  );
  // The process keeps answering after whatever this call was sent.
  const heartbeat = await call(testApp, 'GET', '/heartbeat');
  expect(heartbeat.status).toBe(200);
  fuzzed.add(keyOf(target));
}

// ── The tests ────────────────────────────────────────────────────────────────────────────────────

describe('the calls to fuzz', () => {
  it('lists every documented call and the known undocumented ones', () => {
    expect(openApiError, 'the OpenAPI document (request schemas) builds').toBeUndefined();
    const routed = new Set(targets.map(keyOf));
    const documented = [...operations.keys()].filter((key) =>
      key.split(' ')[1]?.startsWith(`${API_BASE_PATH}/`),
    );
    expect(documented.filter((key) => !routed.has(key))).toEqual([]);
    expect(apiTargets.length).toBeGreaterThanOrEqual(documented.length);
    for (const key of [
      `POST ${WEBHOOK}`,
      'GET /api/docs',
      'GET /live/:token',
      `GET ${API_BASE_PATH}/dev/mailbox`,
    ])
      expect(routed).toContain(key);
  });
});

describe('fuzzing every API call', () => {
  it.each(apiTargets.map((target) => [keyOf(target), target] as const))(
    '%s',
    async (_key, target) => {
      await fuzz(target, RUNS_PER_CALL);
    },
    120_000,
  );
});

describe('fuzzing the pages outside the API', () => {
  it.each(pageTargets.map((target) => [keyOf(target), target] as const))(
    '%s',
    async (_key, target) => {
      await fuzz(target, RUNS_PER_PAGE);
    },
    60_000,
  );
});

describe('after the fuzzing', () => {
  it('fuzzed every call of the router', () => {
    expect(apiTargets.map(keyOf).filter((key) => !fuzzed.has(key))).toEqual([]);
  });

  it('left the signed-in customer as they were', async () => {
    expect(await customerFacts(OWNER_EMAIL)).toEqual(ownerBefore);
    const info = await call<{ customer: { email: string } }>(testApp, 'GET', '/customer/info', {
      token: owner.token,
    });
    expect(info.body.data?.customer.email).toBe(OWNER_EMAIL);
    const kept = await call<VersionsReply>(testApp, 'GET', `/agreement/versions/${mainAgreement}`, {
      token: owner.token,
    });
    expect(kept.body.data?.versions.length ?? 0).toBeGreaterThanOrEqual(mainVersionsBefore);
  });

  it('wrote no agreement but the ones it was told were created, and no finished one without a text', async () => {
    expect(await countAgreements()).toBe(
      agreementsBefore + successes.agreementsCreated - successes.agreementsDeleted,
    );
    // Drafts (`finalize: false`) have no text until the wizard finishes them.
    const withoutText = await selectNumber(
      testApp,
      sql`SELECT count(*) AS n FROM agreements a
          WHERE a.status <> 'unfinished'
            AND NOT EXISTS (SELECT 1 FROM agreement_versions v WHERE v.agreement_id = a.id)`,
    );
    expect(withoutText).toBe(0);
  });
});
