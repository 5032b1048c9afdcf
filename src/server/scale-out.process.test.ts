import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_CONSUMER } from '../../tests/payments';
import type { DownloadDetailsReply, NewAgreementReply } from '../shared/api/agreement';
import type { CustomerSession } from '../shared/api/customer';
import type { Envelope } from '../shared/api/envelope';
import { rateLimitNamespace } from './http/redis';
import { listMailbox, readMailboxMessage } from './mail/mailbox';

// Two real server processes of one installation (same PUBLIC_URL, DATABASE_URL, REDIS_URL and
// JWT_SECRET, each with its own DATA_DIR like two machines) behind an imaginary load balancer:
// whatever one instance knows, the other must know too. Runs where PostgreSQL is (CI sets
// TEST_DATABASE_URL); Redis is expected beside it (TEST_REDIS_URL, default the local one).

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const portBase = Number(process.env.SCALE_OUT_PORT_BASE ?? 3200);

type Instance = {
  name: string;
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<unknown>;
};

function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { name, url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

async function waitUntilListening(instance: Instance, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.output().includes(`Server listening at ${instance.url}`)) return;
    if (instance.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`instance ${instance.name} did not start:\n${instance.output()}`);
}

type Reply<T> = { status: number; body: Envelope<T>; headers: Headers };

/** Calls the API of one instance the way the web client does (one urlencoded `data` field). */
async function call<T = unknown>(
  instance: Instance,
  method: 'GET' | 'POST',
  url: string,
  options: { data?: unknown; token?: string; refreshToken?: string } = {},
): Promise<Reply<T>> {
  const response = await fetch(`${instance.url}/api/v1${url}`, {
    method,
    headers: {
      ...(options.data === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.refreshToken ? { 'x-refresh-token': options.refreshToken } : {}),
    },
    body:
      options.data === undefined ? undefined : new URLSearchParams({ data: JSON.stringify(options.data) }),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T>, headers: response.headers };
}

function expectSuccess<T>(reply: Reply<T>): T {
  if (!reply.body.success) throw new Error(`${reply.status}: ${JSON.stringify(reply.body.messages)}`);
  return reply.body.data as T;
}

/**
 * The code of the activation link mailed to `email`. Mails go out from the shared outbox after the
 * reply, by whichever instance claims them first, each into its own mail folder: both are read.
 */
async function activationCode(dataDirs: string[], email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    for (const dataDir of dataDirs) {
      const mailbox = path.join(dataDir, 'mail');
      const entry = listMailbox(mailbox).find((mail) => mail.to === email);
      const mail = entry && readMailboxMessage(mailbox, entry.id);
      const code = mail && /\/profile\/activate-account\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`no activation mail to ${email} in ${dataDirs.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const PASSWORD = 'Correct-Horse-7';
const answers = {
  platform: 'website',
  company_name: 'Acme Ltd',
  contact_email: 'privacy@acme.example',
  website_url: 'https://acme.example',
  country: 'DE',
  send_to: 'owner@example.com',
};

describe.skipIf(!adminUrl)('two instances on one PostgreSQL and one Redis', () => {
  const run = randomBytes(4).toString('hex');
  const databaseName = `cw_scaleout_${process.pid}_${run}`;
  // A public address of its own: this run's rate-limit counters and invalidation channel are its own.
  const publicUrl = `http://scale-out-${run}.example.com`;
  const dataDirs = [
    mkdtempSync(path.join(tmpdir(), 'cw-scale-a-')),
    mkdtempSync(path.join(tmpdir(), 'cw-scale-b-')),
  ];
  let a: Instance;
  let b: Instance;
  let redis: Redis;
  let session: CustomerSession;

  beforeAll(async () => {
    redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0 });
    await redis.connect().catch((error: Error) => {
      throw new Error(`the scale-out test needs Redis at ${redisUrl} (TEST_REDIS_URL): ${error.message}`);
    });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const databaseUrl = new URL(adminUrl as string);
    databaseUrl.pathname = `/${databaseName}`;

    const shared = {
      NODE_ENV: 'test',
      PUBLIC_URL: publicUrl,
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
    };
    // Both at once on an empty database: the migrations run under a lock, one instance after the other.
    a = startInstance('A', portBase, { ...shared, DATA_DIR: dataDirs[0] as string });
    b = startInstance('B', portBase + 1, { ...shared, DATA_DIR: dataDirs[1] as string });
    await Promise.all([waitUntilListening(a), waitUntilListening(b)]);
  }, 60_000);

  afterAll(async () => {
    for (const instance of [a, b]) instance?.child.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    const keys = (await redis?.keys(`${rateLimitNamespace(publicUrl)}*`).catch(() => [])) ?? [];
    if (keys.length > 0) await redis.del(...keys);
    redis?.disconnect();
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('keeps a session made on A working on B, and B renews it', async () => {
    const email = `scale-${run}@example.com`;
    expectSuccess(
      await call(a, 'POST', '/customer/register', {
        data: { email, password: PASSWORD, language: 'en', send_activation: 1, initial_password_set: 1 },
      }),
    );
    // The link mailed after A's reply works on B: the code is in the shared database, not in A's memory.
    expectSuccess(
      await call(b, 'POST', '/customer/activate-account', {
        data: { activation_hash: await activationCode(dataDirs, email) },
      }),
    );
    session = expectSuccess(
      await call<{ customer: CustomerSession }>(a, 'POST', '/customer/login', {
        data: { email, password: PASSWORD },
      }),
    ).customer;

    const listOnB = await call(b, 'GET', '/customer/agreements/all', { token: session.token });
    expect(listOnB.status).toBe(200);
    expect(listOnB.body.success).toBe(true);

    const renewedOnB = expectSuccess(
      await call<{ customer: CustomerSession }>(b, 'GET', '/customer/ping', {
        token: session.token,
        refreshToken: session.refresh_token,
      }),
    ).customer;
    expect(renewedOnB.refresh_token).not.toBe(session.refresh_token);
    // And the tokens B issued work on A.
    expect((await call(a, 'GET', '/customer/agreements/all', { token: renewedOnB.token })).body.success).toBe(
      true,
    );
    session = renewedOnB;
  }, 20_000);

  it('shows an update made on A on B’s live page, whose cache was warm, within a second', async () => {
    const created = expectSuccess(
      await call<NewAgreementReply>(a, 'POST', '/agreement/new', {
        data: { type: 'test', language: 'en', answers },
        token: session.token,
      }),
    );
    const id = created.agreement.id;
    const details = expectSuccess(
      await call<DownloadDetailsReply>(b, 'GET', `/agreement/download-details/${id}`, {
        token: session.token,
      }),
    );
    const livePath = new URL(details.live_url).pathname;
    expect(livePath).toMatch(/^\/live\/[0-9a-f]{64}$/);
    const livePage = async (instance: Instance) => (await fetch(`${instance.url}${livePath}`)).text();
    // Twice on B: the second answer comes from B's page cache.
    expect(await livePage(b)).toContain('<h1>Acme Ltd: test agreement</h1>');
    expect(await livePage(b)).toContain('<h1>Acme Ltd: test agreement</h1>');

    expectSuccess(
      await call(a, 'POST', `/agreement/update/${id}`, {
        data: { answers: { ...answers, company_name: 'Initech' }, language: 'en' },
        token: session.token,
      }),
    );
    const updatedAt = Date.now();
    let page = '';
    while (Date.now() - updatedAt < 1000) {
      page = await livePage(b);
      if (page.includes('Initech')) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(page).toContain('<h1>Initech: test agreement</h1>');
  }, 20_000);

  it('unlocks on B’s warm live page, within a second, the premium text paid for on A', async () => {
    const created = expectSuccess(
      await call<NewAgreementReply>(a, 'POST', '/agreement/new', {
        data: {
          type: 'test',
          language: 'en',
          premium: true,
          answers: { ...answers, features: ['extended_support'] },
        },
        token: session.token,
      }),
    );
    const id = created.agreement.id;
    const details = expectSuccess(
      await call<DownloadDetailsReply>(b, 'GET', `/agreement/download-details/${id}`, {
        token: session.token,
      }),
    );
    const livePath = new URL(details.live_url).pathname;
    const livePage = async (instance: Instance) => (await fetch(`${instance.url}${livePath}`)).text();
    // Twice on B: the second answer comes from B's page cache. The premium section is locked.
    for (let visit = 0; visit < 2; visit++) {
      const page = await livePage(b);
      expect(page).toContain('Extended support');
      expect(page).not.toContain('Premium customers receive extended support.');
    }

    const paid = expectSuccess(
      await call<{ transaction: { status: string } }>(a, 'POST', '/transaction/new', {
        data: {
          agreement_id: id,
          processor: 'sandbox',
          idempotency_key: `scale-out-${run}`,
          invoicing_details: GERMAN_CONSUMER,
          card: { number: '4242424242424242', expiry: '12/30', cvc: '123', holder: 'Ada' },
        },
        token: session.token,
      }),
    );
    expect(paid.transaction.status).toBe('approved');
    const paidAt = Date.now();
    let page = '';
    while (Date.now() - paidAt < 1000) {
      page = await livePage(b);
      if (page.includes('Premium customers receive extended support.')) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(page).toContain('Premium customers receive extended support.');
  }, 20_000);

  it('counts the API limit and the login limit across both instances', async () => {
    // The global API limit: one counter per client address for the whole installation.
    const first = await call(a, 'GET', '/heartbeat');
    const second = await call(b, 'GET', '/heartbeat');
    const remaining = (reply: Reply<unknown>) => Number(reply.headers.get('x-ratelimit-remaining'));
    expect(remaining(second)).toBe(remaining(first) - 1);

    // Login attempts for one e-mail address from one client address: 10 in 15 minutes, wherever
    // they land (sent together: past the fifth failure each answer waits a little longer).
    const email = `guess-${run}@example.com`;
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, attempt) =>
        call(attempt % 2 === 0 ? a : b, 'POST', '/customer/login', {
          data: { email, password: 'Wrong-Guess-1' },
        }),
      ),
    );
    expect(replies.map((reply) => reply.status)).not.toContain(429);
    for (const instance of [a, b]) {
      const reply = await call(instance, 'POST', '/customer/login', {
        data: { email, password: 'Wrong-Guess-1' },
      });
      expect(reply.status).toBe(429);
    }

    // The counters live under this installation's prefix, nowhere else.
    const keys = await redis.keys(`${rateLimitNamespace(publicUrl)}*`);
    expect(keys.some((key) => key.includes('login-email-address:/api/v1/customer/login:'))).toBe(true);
  }, 20_000);

  it('ends on A, at once, a session logged out on B', async () => {
    const email = `scale-${run}@example.com`;
    const login = expectSuccess(
      await call<{ customer: CustomerSession }>(a, 'POST', '/customer/login', {
        data: { email, password: PASSWORD },
      }),
    ).customer;
    expect((await call(a, 'GET', '/customer/info', { token: login.token })).status).toBe(200);
    await call(b, 'POST', '/customer/logout', { refreshToken: login.refresh_token });
    expect((await call(a, 'GET', '/customer/info', { token: login.token })).status).toBe(401);
  });
});
