import { createHash, randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createActiveCustomer, messageOf } from '../../../../tests/customers';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import type { NewAgreementReply } from '../../../shared/api/agreement';
import { formatLongDate } from '../../../shared/dates';
import { buildApp } from '../../app';
import { invalidationChannel } from './redis-relay';

// The free public live link of an agreement: GET /live/{token}.

let testApp: TestApp;
let owner: Awaited<ReturnType<typeof createActiveCustomer>>;

const PUBLIC_URL = 'https://legal.example.com';
const answers = {
  platform: 'website',
  company_name: 'Acme Ltd',
  contact_email: 'privacy@acme.example',
  website_url: 'https://acme.example',
  country: 'DE',
  send_to: 'owner@example.com',
};

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL });
  owner = await createActiveCustomer(testApp, 'owner@example.com');
});
afterAll(() => testApp.close());

type Created = { id: string; token: string };

async function createAgreement(app: TestApp, token: string, extra: Record<string, unknown> = {}) {
  const { body } = await call<NewAgreementReply>(app, 'POST', '/agreement/new', {
    data: { type: 'test', language: 'en', answers: { ...answers, ...extra } },
    token,
  });
  if (!body.success) throw new Error(messageOf(body));
  const id = body.data?.agreement.id as string;
  const result = (await app.app.database.db.execute(
    sql`select live_token from agreements where id = ${id}`,
  )) as unknown as { rows: { live_token: string }[] };
  return { id, token: result.rows[0]?.live_token as string } satisfies Created;
}

async function versionDate(id: string, language = 'en'): Promise<Date> {
  const result = (await testApp.app.database.db.execute(
    sql`select max(created_at) as at from agreement_versions where agreement_id = ${id} and language = ${language}`,
  )) as unknown as { rows: { at: string | Date }[] };
  return new Date(result.rows[0]?.at as string);
}

async function addVersion(agreement: Created, language: string, markdown: string) {
  await testApp.app.database.db.execute(
    sql`insert into agreement_versions (agreement_id, language, origin, markdown) values (${agreement.id}, ${language}, 'edited', ${markdown})`,
  );
  testApp.app.agreementChanges.publish({ agreementId: agreement.id, liveToken: agreement.token });
}

const live = (url: string, headers: Record<string, string> = {}, app: FastifyInstance = testApp.app) =>
  app.inject({ method: 'GET', url, headers });

/** Counts the queries the app makes while `run` runs (every repository read starts with select). */
async function countQueries(run: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(testApp.app.database.db, 'select');
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('GET /live/{token}', () => {
  let agreement: Created;
  beforeAll(async () => {
    agreement = await createAgreement(testApp, owner.token);
  });

  it('renders the agreement server-side: title, text, last-updated date, language and footer', async () => {
    const response = await live(`/live/${agreement.token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Acme Ltd: test agreement</title>');
    expect(html).toContain('<h1>Acme Ltd: test agreement</h1>');
    expect(html).toContain('This test agreement describes how Acme Ltd runs its website.');
    const updated = await versionDate(agreement.id);
    // Generated texts say when they were last updated, under their title: said once, not twice.
    expect(html.match(/Last updated/g)).toHaveLength(1);
    expect(html).not.toContain(`<time datetime="${updated.toISOString()}">`);
    expect(html).toContain(`<a href="${PUBLIC_URL}">Generated with Clausewright</a>`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/live/${agreement.token}">`);
    // One language: no switch. Never the web app's shell, never a script.
    expect(html).not.toContain('class="langs"');
    expect(html).not.toContain('app-settings');
    expect(html).not.toMatch(/<script/i);
  });

  it('sends its own strict policy: only the inline stylesheet by hash, no script, framing allowed', async () => {
    const response = await live(`/live/${agreement.token}`);
    const csp = String(response.headers['content-security-policy']);
    const style = /<style>([\s\S]*?)<\/style>/.exec(response.body)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(csp).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors *`,
    );
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('script-src');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cache-control': 'public, max-age=60, stale-while-revalidate=60, stale-if-error=300',
      vary: 'Accept-Encoding',
    });
    expect(response.headers['x-robots-tag']).toBeUndefined();
    expect(String(response.headers.etag)).toMatch(/^"[\w-]{27}"$/);
    expect(response.headers['last-modified']).toBe(new Date(await versionDate(agreement.id)).toUTCString());
  });

  it('answers 304 to either validator, and HEAD with the headers alone', async () => {
    const first = await live(`/live/${agreement.token}`);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);

    const byTag = await live(`/live/${agreement.token}`, { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect(byTag.headers.etag).toBe(etag);
    expect(byTag.headers['cache-control']).toContain('max-age=60');
    expect(
      (await live(`/live/${agreement.token}`, { 'if-none-match': `"other", W/${etag}` })).statusCode,
    ).toBe(304);
    expect((await live(`/live/${agreement.token}`, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    const byDate = await live(`/live/${agreement.token}`, { 'if-modified-since': lastModified });
    expect(byDate.statusCode).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await live(`/live/${agreement.token}`, { 'if-modified-since': earlier })).statusCode).toBe(200);
    // If-None-Match decides when both are sent.
    const both = await live(`/live/${agreement.token}`, {
      'if-none-match': '"other"',
      'if-modified-since': lastModified,
    });
    expect(both.statusCode).toBe(200);

    const head = await testApp.app.inject({ method: 'HEAD', url: `/live/${agreement.token}` });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(etag);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    expect(head.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('serves brotli and gzip made once from the same bytes, each with its own ETag', async () => {
    const plain = await live(`/live/${agreement.token}`);
    const br = await live(`/live/${agreement.token}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await live(`/live/${agreement.token}`, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const identity = await live(`/live/${agreement.token}`, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();

    const tags = new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]);
    expect(tags.size).toBe(3);
    // A copy in one encoding revalidates the same bytes in another.
    const revalidated = await live(`/live/${agreement.token}`, {
      'accept-encoding': 'br',
      'if-none-match': String(gzip.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(br.headers.etag);
  });

  it('answers a repeated request from memory, without a database query', async () => {
    testApp.app.agreementChanges.publish({ agreementId: agreement.id, liveToken: agreement.token });
    expect(await countQueries(() => live(`/live/${agreement.token}`))).toBeGreaterThan(0);
    expect(await countQueries(() => live(`/live/${agreement.token}`))).toBe(0);
    expect(await countQueries(() => live(`/live/${agreement.token}`, { 'accept-encoding': 'gzip' }))).toBe(0);
  });

  it('shows the new text after the owner updates the agreement', async () => {
    const before = await live(`/live/${agreement.token}`);
    expect(before.body).toContain('Acme Ltd');
    const { body } = await call(testApp, 'POST', `/agreement/update/${agreement.id}`, {
      token: owner.token,
      data: { answers: { ...answers, company_name: 'Globex Renamed' }, language: 'en' },
    });
    expect(body.success).toBe(true);
    const after = await live(`/live/${agreement.token}`);
    expect(after.body).toContain('<h1>Globex Renamed: test agreement</h1>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(
      (await live(`/live/${agreement.token}`, { 'if-none-match': String(before.headers.etag) })).statusCode,
    ).toBe(200);
  });
});

describe('the language switch', () => {
  let agreement: Created;
  beforeAll(async () => {
    agreement = await createAgreement(testApp, owner.token);
    await live(`/live/${agreement.token}`);
    await addVersion(agreement, 'de', '# Datenschutz bei Acme\n\nDer Text auf Deutsch.');
  });

  it('defaults to the agreement’s own language and links the others', async () => {
    const html = (await live(`/live/${agreement.token}`)).body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<nav class="langs" aria-label="Language">');
    expect(html).toContain('<span lang="en" aria-current="true">English</span>');
    expect(html).toContain(
      `<a href="${agreement.token}?lang=de" hreflang="de" lang="de" target="_self">Deutsch</a>`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="de" href="${PUBLIC_URL}/live/${agreement.token}?lang=de">`,
    );
  });

  it('shows the chosen language with its own title and date format', async () => {
    const response = await live(`/live/${agreement.token}?lang=de`);
    const html = response.body;
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Datenschutz bei Acme</title>');
    expect(html).toContain('<p>Der Text auf Deutsch.</p>');
    const updated = await versionDate(agreement.id, 'de');
    expect(html).toContain(
      `Zuletzt aktualisiert: <time datetime="${updated.toISOString()}">${formatLongDate(updated, 'de')}</time>`,
    );
    expect(html).toContain('<nav class="langs" aria-label="Sprache">');
    expect(html).toContain(`<a href="${agreement.token}" hreflang="en" lang="en" target="_self">English</a>`);
    expect(html).toContain('Erstellt mit Clausewright');
    // The newest text of any language dates the page, since the switch lists them all.
    expect(response.headers['last-modified']).toBe(updated.toUTCString());
  });

  it('sends a language it lacks, or one that does not exist, to the page in its own language', async () => {
    for (const query of ['?lang=fr', '?lang=xx', '?lang=de&lang=en', '?lang=%3Cscript%3E', '?lang=']) {
      const response = await live(`/live/${agreement.token}${query}`);
      expect(response.statusCode, query).toBe(302);
      expect(response.headers.location, query).toBe(`/live/${agreement.token}`);
      expect(response.body).not.toContain('<script');
    }
    const own = await live(`/live/${agreement.token}`);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('<html lang="en">');
  });

  it('shows its own date line on a text that does not say when it was updated', async () => {
    await addVersion(agreement, 'de', 'Nur ein Absatz.');
    const html = (await live(`/live/${agreement.token}?lang=de`)).body;
    expect(html).toContain('Zuletzt aktualisiert: <time datetime=');
  });

  it('takes the title from the type’s name when the text has no heading', async () => {
    await addVersion(agreement, 'de', 'Nur ein Absatz.');
    expect((await live(`/live/${agreement.token}?lang=de`)).body).toContain('<title>Test-Rechtstext</title>');
  });
});

describe('links that name nothing', () => {
  it('answers malformed tokens with the 404 page without asking the database', async () => {
    for (const path of [
      '/live/abc',
      `/live/${'A'.repeat(64)}`,
      `/live/${'a'.repeat(63)}`,
      `/live/${'a'.repeat(65)}`,
      `/live/${'g'.repeat(64)}`,
      '/live/',
      '/live',
      `/live/${'a'.repeat(64)}/extra`,
    ]) {
      let response: Awaited<ReturnType<typeof live>> | undefined;
      expect(await countQueries(async () => (response = await live(path)))).toBe(0);
      expect(response?.statusCode, path).toBe(404);
      expect(response?.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response?.body).toContain('This agreement does not exist or is no longer published.');
      expect(response?.body).not.toContain('app-settings');
    }
  });

  it('answers an unknown token with the 404 page in the visitor’s language, same strict headers', async () => {
    const response = await live(`/live/${randomBytes(32).toString('hex')}`, {
      'accept-language': 'fr-CH, de;q=0.8',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="fr">');
    expect(response.body).toContain('<title>Document introuvable</title>');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-robots-tag']).toBe('noindex');
    // The page depends on the language (and, once compressed, on the accepted encodings).
    expect(String(response.headers.vary)).toMatch(/^Accept-Language(, accept-encoding)?$/);
    const german = await live(`/live/${randomBytes(32).toString('hex')}`, { 'accept-language': 'de' });
    expect(german.body).toContain('Dieser Rechtstext existiert nicht oder ist nicht mehr veröffentlicht.');
  });

  it('answers a deleted agreement with the 404 page once the deletion is published', async () => {
    const agreement = await createAgreement(testApp, owner.token);
    expect((await live(`/live/${agreement.token}`)).statusCode).toBe(200);
    await testApp.app.database.db.execute(sql`delete from agreements where id = ${agreement.id}`);
    testApp.app.agreementChanges.publish({ agreementId: agreement.id, liveToken: agreement.token });
    const response = await live(`/live/${agreement.token}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('no longer published');
    // No shared cache keeps the answer, and none kept the page long: gone within about two minutes.
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('safety', () => {
  it('renders answers and edited text as words, never markup or script links', async () => {
    const agreement = await createAgreement(testApp, owner.token, {
      company_name: '<script>alert(1)</script>[x](javascript:alert(1))',
    });
    const generated = (await live(`/live/${agreement.token}`)).body;
    expect(generated).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(generated).not.toMatch(/<script/i);
    expect(generated).not.toMatch(/href="javascript:/i);
    expect(generated).toContain(
      '<title>&lt;script&gt;alert(1)&lt;/script&gt;[x](javascript:alert(1)): test agreement</title>',
    );

    await addVersion(
      agreement,
      'en',
      '# <script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)> [ok](https://example.com/"onmouseover="x)',
    );
    const edited = (await live(`/live/${agreement.token}`)).body;
    expect(edited).not.toMatch(/<script|<img|href="javascript:|"onmouseover=/i);
    expect(edited).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>');
  });
});

describe('with Redis unreachable', () => {
  it('keeps serving and invalidating in-process, and closes cleanly', async () => {
    const isolated = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const customer = await createActiveCustomer(isolated, 'alone@example.com');
      const agreement = await createAgreement(isolated, customer.token);
      expect((await live(`/live/${agreement.token}`, {}, isolated.app)).statusCode).toBe(200);
      await call(isolated, 'POST', `/agreement/update/${agreement.id}`, {
        token: customer.token,
        data: { answers: { ...answers, company_name: 'Still Here' }, language: 'en' },
      });
      expect((await live(`/live/${agreement.token}`, {}, isolated.app)).body).toContain('Still Here');
    } finally {
      await isolated.close();
    }
  });
});

// Several instances behind a load balancer: a change on one drops the others' cached pages.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise<boolean>((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    const done = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

const hasRedis = await redisReachable(REDIS_URL);
if (!hasRedis) console.warn(`Skipping the multi-instance live-link test: no Redis at ${REDIS_URL}.`);

describe.skipIf(!hasRedis)('several instances sharing Redis', () => {
  let appA: TestApp;
  let appB: FastifyInstance;
  let inspector: Redis;

  beforeAll(async () => {
    // A public address of its own, hence a channel of its own: parallel runs never meet.
    const publicUrl = `https://live-${randomBytes(6).toString('hex')}.example.com`;
    appA = await createTestApp({ REDIS_URL, PUBLIC_URL: publicUrl });
    appB = await buildApp({ ...appA.config }, { database: appA.app.database, logger: false });
    await appB.ready();
    inspector = new Redis(REDIS_URL);
    const channel = invalidationChannel(publicUrl);
    for (let waited = 0; waited < 5000; waited += 50) {
      const [, subscribers] = (await inspector.pubsub('NUMSUB', channel)) as [string, number];
      if (Number(subscribers) >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  afterAll(async () => {
    inspector?.disconnect();
    await appB?.close();
    await appA?.close();
  });

  it('drops instance B’s cached page when the agreement changes on instance A', async () => {
    const customer = await createActiveCustomer(appA, 'multi@example.com');
    const agreement = await createAgreement(appA, customer.token);
    expect((await live(`/live/${agreement.token}`, {}, appB)).body).toContain(
      '<h1>Acme Ltd: test agreement</h1>',
    );
    const { body } = await call(appA, 'POST', `/agreement/update/${agreement.id}`, {
      token: customer.token,
      data: { answers: { ...answers, company_name: 'Initech' }, language: 'en' },
    });
    expect(body.success).toBe(true);
    let html = '';
    for (const started = Date.now(); Date.now() - started < 5000; ) {
      html = (await live(`/live/${agreement.token}`, {}, appB)).body;
      if (html.includes('Initech')) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(html).toContain('<h1>Initech: test agreement</h1>');
  });
});
