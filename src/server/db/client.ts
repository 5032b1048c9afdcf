import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { startPgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the repositories use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of the database, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What the repositories run their statements on: the database itself or one of its transactions. */
export type Executor = Db | Transaction;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a trivial query; throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the database named by the configuration and applies the committed migrations:
 * PostgreSQL for a postgres:// address, PGlite in memory for memory://, otherwise PGlite
 * under `<dataDir>/pglite`, guarded by the single-process lock. PGlite runs in a worker thread
 * (pglite-thread.ts).
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl && options.databaseUrl !== 'memory://') {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    try {
      const db = drizzleNodePostgres(pool, { schema }) as unknown as Db;
      await migrateNodePostgres(db as never, { migrationsFolder });
      return {
        db,
        kind: 'postgres',
        ping: async () => void (await db.execute(sql`select 1`)),
        close: () => pool.end(),
      };
    } catch (error) {
      await pool.end();
      throw error;
    }
  }

  const inMemory = options.databaseUrl === 'memory://';
  const folder = path.join(options.dataDir, 'pglite');
  const release = inMemory ? () => {} : lockDataDir(options.dataDir);
  try {
    const client = await startPgliteThread(inMemory ? null : folder);
    const db = drizzlePglite({ client: client as never, schema }) as unknown as Db;
    try {
      await migratePglite(db as never, { migrationsFolder });
    } catch (error) {
      await client.close();
      throw error;
    }
    return {
      db,
      kind: 'pglite',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
