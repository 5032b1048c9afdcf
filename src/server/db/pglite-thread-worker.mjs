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
import { PGlite, types } from '@electric-sql/pglite';

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
 * The types drizzle's PGlite driver asks for as text in every statement (timestamps, dates,
 * intervals and their arrays). They are the database's own parsers: a statement that brings its
 * own makes PGlite copy its whole parser table for that statement, which took about 200 µs of the
 * 300–500 µs a simple statement costs. A statement asking for other types still brings them.
 */
const DRIZZLE_RAW_TYPES = [1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231];
const DRIZZLE_RAW_TYPES_KEY = [...DRIZZLE_RAW_TYPES].sort((a, b) => a - b).join(',');
/** The element type of each array type among them. */
const ARRAY_ELEMENT_TYPES = { 1115: 1114, 1182: 1082, 1185: 1184, 1187: 1186, 1231: 1700 };

/**
 * PGlite's own parsing of those types, for a statement that does not ask for them as text (a
 * ping, the migration lock): it gets what a PGlite with default parsers would give.
 */
function defaultParser(type) {
  const element = ARRAY_ELEMENT_TYPES[type];
  if (element === undefined) return (value) => types.parseType(value, type);
  return (value) => types.arrayParser(value, (item) => types.parseType(item, element));
}

/** The parsers a statement needs beside the database's own, or none when it asks for drizzle's. */
function statementParsers(rawTypes) {
  if ([...rawTypes].sort((a, b) => a - b).join(',') === DRIZZLE_RAW_TYPES_KEY) return undefined;
  const parsers = {};
  for (const type of DRIZZLE_RAW_TYPES) parsers[type] = defaultParser(type);
  return { ...parsers, ...rawParsers(rawTypes) };
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
      parsers: statementParsers(statement.rawTypes),
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

/**
 * Makes drizzle's pass-through types the database's own parsers. Set once PGlite is ready: while
 * starting it adds parsers for every array type, which would replace any given to its constructor.
 */
async function ready() {
  await database.waitReady;
  Object.assign(database.parsers, rawParsers(DRIZZLE_RAW_TYPES));
}

port.on('message', (message) => {
  handle(message).then(
    (value) => port.postMessage({ id: message.id, ok: true, value }),
    (error) => port.postMessage({ id: message.id, ok: false, error: describeError(error) }),
  );
});

ready().then(
  () => port.postMessage({ ready: true }),
  (error) => port.postMessage({ ready: false, error: describeError(error) }),
);
