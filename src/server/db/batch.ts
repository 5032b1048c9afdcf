import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Db } from './client';
import { type BatchStatement, isPgliteThread } from './pglite-thread';

/** A drizzle query builder (insert, update, select, …) not yet run. */
type Statement = { execute(): Promise<unknown> };
type Outcomes<T extends readonly Statement[]> = {
  -readonly [K in keyof T]: Awaited<ReturnType<T[K]['execute']>>;
};

/**
 * Runs statements that need none of each other's results in one transaction: all of them or
 * none. `build` makes the statements on the database it is given, and gets ids it must share
 * from the caller (say, `randomUUID()` for a row another statement refers to).
 *
 * On the embedded PGlite, they travel to the database thread in one message and run there
 * together, so PGlite's lock is held only while they run, never while this thread's event loop
 * is busy elsewhere (decision 0010). On PostgreSQL, or inside a transaction already, they run one
 * after the other in a transaction (a savepoint in the latter case).
 */
export async function inOneTransaction<T extends readonly Statement[]>(
  db: Db,
  build: (db: Db) => [...T],
): Promise<Outcomes<T>> {
  const client = (db as { $client?: unknown }).$client;
  if (!isPgliteThread(client)) {
    return db.transaction(async (tx) => {
      const outcomes: unknown[] = [];
      for (const statement of build(tx)) outcomes.push(await statement.execute());
      return outcomes as Outcomes<T>;
    });
  }
  const thread = client;

  // Drizzle runs each statement on a recording client: the statements are collected, sent
  // together, and each gets its own result back to map as it would have mapped a single one.
  const recorded: {
    statement: BatchStatement;
    resolve(value: unknown): void;
    reject(error: unknown): void;
  }[] = [];
  const recorder = {
    query(sql: string, params: unknown[], options: BatchStatement['options']) {
      return new Promise((resolve, reject) => {
        recorded.push({ statement: { sql, params, options }, resolve, reject });
        if (recorded.length === statements.length) send();
      });
    },
  };
  function send() {
    thread.batch(recorded.map((entry) => entry.statement)).then(
      (results) => {
        for (const [index, entry] of recorded.entries()) entry.resolve(results[index]);
      },
      (error) => {
        for (const entry of recorded) entry.reject(error);
      },
    );
  }
  // Without the schema: the relational query API is not for batches, and reading the schema's
  // relations for every batch cost more than the batch's own statements.
  const statements = build(drizzlePglite({ client: recorder as never }) as unknown as Db);
  return (await Promise.all(statements.map((statement) => statement.execute()))) as Outcomes<T>;
}
