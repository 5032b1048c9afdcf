import pg from 'pg';

/** Any fixed number: the key of the PostgreSQL advisory lock that migrations run under. */
const MIGRATION_LOCK_KEY = 7_146_120_305;

/**
 * Runs `open` (which applies the migrations) while holding a PostgreSQL advisory lock, so instances
 * starting at the same time migrate one after the other: the first applies what is new, the next
 * ones find it applied. Without it two instances starting on a fresh database both create the same
 * tables and one of them crashes. The lock is held on a connection of its own and released with it.
 */
export async function underMigrationLock<T>(databaseUrl: string, open: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await open();
  } finally {
    // Ending the session releases the lock even when the unlock itself fails.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
