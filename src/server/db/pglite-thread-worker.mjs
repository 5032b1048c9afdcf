// @ts-check
// The worker thread that owns the embedded PGlite database (see pglite-thread.ts for why).
// Plain JavaScript: Node starts worker threads without the TypeScript loader the server runs under.
//
// Messages from the server's thread, each answered with { id, ok: true, value } or { id, ok: false, error }:
//   { op: 'query', sql, params, rowMode, rawTypes, tx? }  one statement, in transaction `tx` when given
//   { op: 'exec', sql, tx? }                              statements without parameters
//   { op: 'batch', statements: [{ sql, params, rowMode, rawTypes }] }
//                                                        all in one transaction, in one trip
//   { op: 'begin' }                                       opens a transaction; value is its number
//   { op: 'end', tx, commit }                             commits or rolls back that transaction
//   { op: 'close' }                                       closes the database
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = parentPort;
if (!port) throw new Error('pglite-thread-worker.mjs runs only as a worker thread');

/** Thrown into PGlite's transaction callback to make it roll back; never reaches the server. */
const ROLLBACK = Symbol('rollback');

/** The parts of a PostgreSQL error the server may read (code, constraint, …), as plain data. */
function describeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const described = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (key !== 'params' && (typeof value === 'string' || typeof value === 'number')) described[key] = value;
  }
  return described;
}

/** Parsers that hand these type ids over as PostgreSQL's text, as drizzle asks for timestamps and dates. */
function rawParsers(rawTypes) {
  const parsers = {};
  for (const type of rawTypes) parsers[type] = (value) => value;
  return parsers;
}

/**
 * @typedef {{ tx?: import('@electric-sql/pglite').Transaction, end?: (commit: boolean) => void, settled?: Promise<void> }} OpenTransaction
 * @type {Map<number, OpenTransaction>}
 */
const transactions = new Map();
let lastTransaction = 0;

/** Opens a transaction that stays open, holding PGlite's lock, until an `end` message for it. */
function begin() {
  return new Promise((resolveBegun, rejectBegun) => {
    const number = ++lastTransaction;
    /** @type {OpenTransaction} */
    const transaction = {};
    transaction.settled = database.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          transaction.tx = tx;
          transaction.end = (shouldCommit) => (shouldCommit ? commit(undefined) : rollback(ROLLBACK));
          transactions.set(number, transaction);
          resolveBegun(number);
        }),
    );
    transaction.settled.then(
      () => transactions.delete(number),
      (error) => {
        transactions.delete(number);
        rejectBegun(error); // no effect once begun: then the `end` message reports the outcome
      },
    );
  });
}

async function end(number, commit) {
  const transaction = transactions.get(number);
  if (!transaction?.end) throw new Error(`No open transaction ${number}`);
  transaction.end(commit);
  try {
    await transaction.settled;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
}

/** The connection a statement runs on: its transaction's, or the database's own. */
function runner(tx) {
  if (tx === undefined) return database;
  const transaction = transactions.get(tx);
  if (!transaction?.tx) throw new Error(`No open transaction ${tx}`);
  return transaction.tx;
}

/** What the server's thread gets of a result (PGlite's own object also holds a blob). */
function plain(result) {
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

function runStatement(runner, statement) {
  return runner
    .query(statement.sql, statement.params, {
      rowMode: statement.rowMode,
      parsers: rawParsers(statement.rawTypes),
    })
    .then(plain);
}

async function handle(message) {
  switch (message.op) {
    case 'query':
      return runStatement(runner(message.tx), message);
    case 'exec':
      return (await runner(message.tx).exec(message.sql)).map(plain);
    case 'batch':
      return database.transaction(async (tx) => {
        const results = [];
        for (const statement of message.statements) results.push(await runStatement(tx, statement));
        return results;
      });
    case 'begin':
      return begin();
    case 'end':
      return end(message.tx, message.commit);
    case 'close':
      await database.close();
      return undefined;
    default:
      throw new Error(`Unknown database message ${String(message.op)}`);
  }
}

const database = workerData.dataDir ? new PGlite(workerData.dataDir) : new PGlite();

port.on('message', (message) => {
  handle(message).then(
    (value) => port.postMessage({ id: message.id, ok: true, value }),
    (error) => port.postMessage({ id: message.id, ok: false, error: describeError(error) }),
  );
});

database.waitReady.then(
  () => port.postMessage({ ready: true }),
  (error) => port.postMessage({ ready: false, error: describeError(error) }),
);
