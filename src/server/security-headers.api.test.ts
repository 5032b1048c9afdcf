import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActiveCustomer, randomClientAddress } from '../../tests/customers';
import { createTestAgreement } from '../../tests/payments';
import { createTestApp, type TestApp } from '../../tests/test-app';
import type { DownloadDetailsReply } from '../shared/api/agreement';

// Security headers on every kind of response (CSP, frame-ancestors appropriate for the app vs. the
// live link, Referrer-Policy, HSTS behind TLS): the app's pages, files, API replies of every
// outcome, 404s and the API documentation carry helmet's policy (no framing at all); the live link
// carries its own (framing allowed, no referrer); HSTS only where the public address is https.

type Kind = 'app' | 'live';
type Probe = {
  name: string;
  kind: Kind;
  method?: 'GET' | 'POST' | 'HEAD';
  url: string;
  headers?: Record<string, string>;
  payload?: string;
  status: number;
  /** The same client address for every call of this probe (the rate-limit probe counts on it). */
  repeat?: number;
};

let clientDir: string;
let plain: TestApp;
let behindTls: TestApp;
let livePath: string;

/** A client build as `npm run build` leaves it: index.html, a hashed asset, a favicon. */
function writeClientBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cw-headers-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>%APP_NAME%</title><!--app-settings--></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** A published agreement's live link path in `testApp`. */
async function publishAgreement(testApp: TestApp, email: string): Promise<string> {
  const customer = await createActiveCustomer(testApp, email);
  const id = await createTestAgreement(testApp, customer.token, { sendTo: email, premium: false });
  const details = await call<DownloadDetailsReply>(testApp, 'GET', `/agreement/download-details/${id}`, {
    token: customer.token,
  });
  const liveUrl = details.body.data?.live_url;
  if (!liveUrl) throw new Error('no live link');
  return new URL(liveUrl).pathname;
}

beforeAll(async () => {
  clientDir = writeClientBuild();
  // One after the other: two apps starting at once on a busy machine can exceed a plugin's start-up time.
  plain = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '5' }, { clientDir });
  behindTls = await createTestApp(
    { PUBLIC_URL: 'https://legal.example', TRUST_PROXY: 'true', API_RATE_LIMIT_PER_MINUTE: '5' },
    { clientDir },
  );
  livePath = await publishAgreement(plain, 'headers-owner@example.com');
}, 120_000);
afterAll(async () => {
  await plain?.close();
  await behindTls?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** Where the published agreement's live link goes in a probe's URL (known once the agreement exists). */
const LIVE = '{live}';

const PROBES: Probe[] = [
  { name: 'the SPA at /', kind: 'app', url: '/', status: 200 },
  { name: 'an SPA route', kind: 'app', url: '/profile/agreements', status: 200 },
  { name: 'HEAD of the SPA', kind: 'app', method: 'HEAD', url: '/', status: 200 },
  { name: 'a hashed asset', kind: 'app', url: '/assets/index-abc123.js', status: 200 },
  { name: 'the favicon', kind: 'app', url: '/favicon.svg', status: 200 },
  { name: 'robots.txt', kind: 'app', url: '/robots.txt', status: 200 },
  { name: 'a missing file', kind: 'app', url: '/assets/missing-123.js', status: 404 },
  { name: 'a POST outside the API', kind: 'app', method: 'POST', url: '/profile', status: 404 },
  // Not the heartbeat: it answers 429 itself while a busy machine delays the event loop.
  { name: 'an API success', kind: 'app', url: '/api/v1/public/countries/list', status: 200 },
  {
    name: 'an API refusal of bad input',
    kind: 'app',
    method: 'POST',
    url: '/api/v1/md/convert',
    headers: { 'content-type': 'application/json' },
    payload: '{"text": 5}',
    status: 200,
  },
  {
    name: 'an API body that is not JSON',
    kind: 'app',
    method: 'POST',
    url: '/api/v1/md/convert',
    headers: { 'content-type': 'application/json' },
    payload: '{',
    status: 200,
  },
  { name: 'an API 401', kind: 'app', url: '/api/v1/customer/info', status: 401 },
  { name: 'an unknown API call', kind: 'app', url: '/api/v1/no/such/call', status: 404 },
  {
    name: 'a rate-limited API call',
    kind: 'app',
    url: '/api/v1/public/languages/list',
    status: 429,
    repeat: 6,
  },
  {
    name: 'a refused webhook',
    kind: 'app',
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    headers: { 'content-type': 'application/json' },
    payload: '{}',
    status: 400,
  },
  { name: 'the API documentation (JSON)', kind: 'app', url: '/api/docs', status: 200 },
  {
    name: 'the API documentation (page)',
    kind: 'app',
    url: '/api/docs',
    headers: { accept: 'text/html' },
    status: 200,
  },
  { name: 'the OpenAPI document', kind: 'app', url: '/api/docs/openapi.json', status: 200 },
  { name: 'the documentation stylesheet', kind: 'app', url: '/api/docs/docs.css', status: 200 },
  { name: 'a live link', kind: 'live', url: LIVE, status: 200 },
  { name: 'a live link naming its language', kind: 'live', url: `${LIVE}?lang=en`, status: 200 },
  {
    name: 'a live link compressed',
    kind: 'live',
    url: LIVE,
    headers: { 'accept-encoding': 'br' },
    status: 200,
  },
  { name: 'an unknown live link', kind: 'live', url: `/live/${'0'.repeat(64)}`, status: 404 },
  { name: 'a malformed live link', kind: 'live', url: '/live/not-a-token/more', status: 404 },
];

async function fetchHeaders(
  testApp: TestApp,
  probe: Probe,
): Promise<{ status: number; headers: OutgoingHttpHeaders }> {
  const remoteAddress = randomClientAddress();
  let response = await testApp.app.inject({
    method: probe.method ?? 'GET',
    url: probe.url,
    headers: probe.headers,
    payload: probe.payload,
    remoteAddress,
  });
  for (let attempt = 1; attempt < (probe.repeat ?? 1); attempt++) {
    response = await testApp.app.inject({ method: probe.method ?? 'GET', url: probe.url, remoteAddress });
  }
  return { status: response.statusCode, headers: response.headers };
}

function directives(csp: unknown): Map<string, string> {
  expect(typeof csp, 'Content-Security-Policy present').toBe('string');
  return new Map(
    String(csp)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name as string, values.join(' ')];
      }),
  );
}

function expectAppHeaders(headers: OutgoingHttpHeaders, https: boolean) {
  const csp = directives(headers['content-security-policy']);
  expect(csp.get('default-src')).toBe("'self'");
  expect(csp.get('script-src')).toMatch(/^'self'/);
  expect(csp.get('script-src')).not.toContain('unsafe-inline');
  expect(csp.get('style-src')).not.toContain('unsafe-inline');
  expect(csp.get('object-src')).toBe("'none'");
  expect(csp.get('base-uri')).toBe("'self'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(csp.has('upgrade-insecure-requests')).toBe(https);
  // Browsers that only know the older header refuse framing the same way.
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-powered-by']).toBeUndefined();
  if (https) expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  else expect(headers['strict-transport-security']).toBeUndefined();
}

function expectLiveHeaders(headers: OutgoingHttpHeaders, https: boolean) {
  const csp = directives(headers['content-security-policy']);
  expect(csp.get('default-src')).toBe("'none'");
  expect(csp.get('frame-ancestors')).toBe('*');
  expect(csp.get('base-uri')).toBe("'none'");
  expect(csp.get('form-action')).toBe("'none'");
  expect(csp.get('style-src')).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
  // Embedding is the point of the live link (decision 0005): nothing may forbid it.
  expect(headers['x-frame-options']).toBeUndefined();
  expect(headers['x-content-type-options']).toBe('nosniff');
  // The token is the page's secret: links out of the page never carry it.
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
  if (https) expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  else expect(headers['strict-transport-security']).toBeUndefined();
}

describe('with a plain http public address', () => {
  it.each(PROBES.map((probe) => [probe.name, probe] as const))('%s', async (_name, probe) => {
    const { status, headers } = await fetchHeaders(plain, {
      ...probe,
      url: probe.url.replace(LIVE, livePath),
    });
    expect(status).toBe(probe.status);
    if (probe.kind === 'live') expectLiveHeaders(headers, false);
    else expectAppHeaders(headers, false);
  });
});

describe('behind TLS (https public address, trusted proxy)', () => {
  it.each(PROBES.map((probe) => [probe.name, probe] as const))('%s', async (_name, probe) => {
    const { status, headers } = await fetchHeaders(behindTls, {
      ...probe,
      url: probe.url.replace(LIVE, livePath),
      headers: { 'x-forwarded-proto': 'https', ...probe.headers },
    });
    // The agreement is in the other app: here its live link names nothing (a 404 page, the same headers).
    expect(status).toBe(probe.url.startsWith(LIVE) ? 404 : probe.status);
    if (probe.kind === 'live') expectLiveHeaders(headers, true);
    else expectAppHeaders(headers, true);
  });
});
