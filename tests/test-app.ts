import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { type AppConfig, loadConfig } from '../src/server/config';
import { type Database, openDatabase } from '../src/server/db/client';

export type TestApp = {
  app: FastifyInstance;
  config: AppConfig;
  /** The app's database (a test may make its ping fail). */
  database: Database;
  close(): Promise<void>;
};

/**
 * Creates a database for one test file that no other run can see: PGlite in memory, or a new
 * PostgreSQL database (dropped afterwards) when the API project runs with TEST_DB=postgres.
 */
async function createTestDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') return { url: 'memory://', drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `cw_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // pg's Pool.end() resolves before its sockets have closed: wait for the app's connections to
      // go, so that FORCE does not kill one still closing (its client would report a FATAL error).
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows } = await client.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Builds the app for API tests through `app.inject`, with silent logs and its own database. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { clientDir?: string; beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const database = await createTestDatabaseUrl();
  // A data folder per test app: mails written as files never mix between tests.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // A test machine running many suites at once lags; the heartbeat must not call that overload.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '60000',
    // Production on PostgreSQL requires a secret from the environment, as an operator would set it.
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...env,
    DATABASE_URL: database.url,
  });
  if (options.clientDir) config.clientDir = options.clientDir;
  const opened = await openDatabase(config);
  const app = await buildApp(config, { database: opened, logger: false });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    database: opened,
    close: async () => {
      await app.close();
      await opened.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Encodes a payload the way the web client sends it: one urlencoded form field `data`. */
export function formData(payload: unknown): { payload: string; headers: Record<string, string> } {
  return {
    payload: new URLSearchParams({ data: JSON.stringify(payload) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

/** Encodes a payload as multipart/form-data with one field `data`. */
export function multipartData(payload: unknown): { payload: string; headers: Record<string, string> } {
  const boundary = '----clausewright-test-boundary';
  const body = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="data"',
    '',
    typeof payload === 'string' ? payload : JSON.stringify(payload),
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Runs a query selecting one number as `n` (both drivers answer `{ rows }`). */
export async function selectNumber(testApp: TestApp, query: SQL): Promise<number> {
  const result = (await testApp.app.database.db.execute(query)) as unknown as { rows: { n: unknown }[] };
  return Number(result.rows[0]?.n);
}
