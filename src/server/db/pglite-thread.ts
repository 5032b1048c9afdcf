import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { type SerializedError, toError, workerCalls } from '../worker-calls';

/**
 * The embedded PGlite database, run in a worker thread of its own (decision 0010).
 *
 * PGlite is PostgreSQL compiled to WebAssembly: every statement runs on the thread that owns it.
 * On the server's own thread it took about half of the CPU time of creating an agreement, so
 * under load the one event loop was saturated while the second core sat idle. In a worker,
 * statements run beside the server's JavaScript.
 *
 * This object offers the part of PGlite's interface that drizzle's PGlite driver calls
 * (`query`, `exec`, `transaction`), plus `batch`. A transaction keeps PGlite's lock in the worker
 * until its callback here settles, so statements outside it wait, exactly as with PGlite in
 * process; but each of its statements now waits for this thread's event loop, so a busy server
 * holds the lock longer. Writes on the busy paths therefore use `batch` (see db/batch.ts): the
 * statements go over together and the worker runs them in one transaction.
 */
export type PgliteThread = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T>;
  /** Runs the statements in order in one transaction: all of them or none. */
  batch(statements: BatchStatement[]): Promise<Results[]>;
  close(): Promise<void>;
};

export type PgliteThreadTransaction = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  readonly closed: boolean;
};

export type BatchStatement = { sql: string; params?: unknown[]; options?: QueryOptions };

type StartReply = { ready: true } | { ready: false; error: SerializedError };

const WORKER_URL = new URL('./pglite-thread-worker.mjs', import.meta.url);
const threads = new WeakSet<object>();

/** Whether a drizzle instance's client is a PGlite thread (and so takes `batch`). */
export function isPgliteThread(client: unknown): client is PgliteThread {
  return typeof client === 'object' && client !== null && threads.has(client);
}
const PROBE = 'pass-through probe';

/**
 * A statement as the worker takes it. Functions cannot cross to the worker, so of the query
 * options only the row mode and parsers that return their input unchanged are accepted: drizzle
 * asks for timestamps, dates and intervals that way, as PostgreSQL's text.
 */
function statementMessage(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined) {
  if (options?.serializers || options?.blob || options?.onNotice || options?.paramTypes)
    throw new Error('The PGlite thread accepts only the rowMode and pass-through parsers query options');
  const rawTypes = Object.entries(options?.parsers ?? {}).map(([type, parser]) => {
    if (parser(PROBE) !== PROBE) throw new Error(`The parser for type ${type} changes values`);
    return Number(type);
  });
  return { sql, params: params ?? [], rowMode: options?.rowMode ?? 'object', rawTypes };
}

/**
 * Starts the worker and waits until PGlite is ready in it: in memory when `dataDir` is null,
 * otherwise in that folder (whose lock the caller holds).
 */
export async function startPgliteThread(dataDir: string | null): Promise<PgliteThread> {
  const worker = new Worker(WORKER_URL, { workerData: { dataDir } });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', (reply: StartReply) => (reply.ready ? resolve() : reject(toError(reply.error))));
    worker.once('error', reject);
  });
  const calls = workerCalls(worker, 'database');
  const call = calls.call;

  // Async, so that a refused option fails the returned promise like any database error.
  const query = async <T>(tx: number | undefined, sql: string, params?: unknown[], options?: QueryOptions) =>
    call<Results<T>>({ op: 'query', tx, ...statementMessage(sql, params, options) });
  const exec = (tx: number | undefined, sql: string) => call<Results[]>({ op: 'exec', tx, sql });

  const thread: PgliteThread = {
    query: (sql, params, options) => query(undefined, sql, params, options),
    exec: (sql) => exec(undefined, sql),
    batch: async (statements) =>
      call<Results[]>({
        op: 'batch',
        statements: statements.map(({ sql, params, options }) => statementMessage(sql, params, options)),
      }),
    async transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
      const tx = await call<number>({ op: 'begin' });
      let closed = false;
      const transaction: PgliteThreadTransaction = {
        query: (sql, params, options) => query(tx, sql, params, options),
        exec: (sql) => exec(tx, sql),
        get closed() {
          return closed;
        },
      };
      let result: T;
      try {
        result = await callback(transaction);
      } catch (error) {
        closed = true;
        // The callback's error is what the caller needs; a failed rollback (the thread gone) adds nothing.
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      closed = true;
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async close() {
      if (!calls.stopped) await call({ op: 'close' });
      calls.stop(new Error('The database is closed'));
      await worker.terminate();
    },
  };
  threads.add(thread);
  return thread;
}
