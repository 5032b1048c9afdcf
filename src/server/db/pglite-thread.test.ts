import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors';
import { type PgliteThread, startPgliteThread } from './pglite-thread';

const TIMESTAMPTZ = 1184;

describe('PGlite in a worker thread', () => {
  let thread: PgliteThread;

  beforeAll(async () => {
    thread = await startPgliteThread(null);
    await thread.exec(
      'create table notes (id int primary key, body text not null, at timestamptz default now())',
    );
  });
  afterAll(async () => {
    await thread.close();
  });

  it('runs a statement with parameters and gives rows as objects or arrays', async () => {
    await thread.query('insert into notes (id, body) values ($1, $2)', [1, 'first']);
    const asObjects = await thread.query<{ body: string }>('select body from notes where id = $1', [1]);
    expect(asObjects.rows).toEqual([{ body: 'first' }]);
    const asArrays = await thread.query('select id, body from notes where id = $1', [1], {
      rowMode: 'array',
    });
    expect(asArrays.rows).toEqual([[1, 'first']]);
    expect(asArrays.fields.map((field) => field.name)).toEqual(['id', 'body']);
  });

  it('hands a type over as text when asked with a pass-through parser, and refuses any other parser', async () => {
    const raw = await thread.query<{ at: unknown }>('select at from notes where id = 1', [], {
      parsers: { [TIMESTAMPTZ]: (value: string) => value },
    });
    expect(typeof raw.rows[0]?.at).toBe('string');
    const parsed = await thread.query<{ at: unknown }>('select at from notes where id = 1');
    expect(parsed.rows[0]?.at).toBeInstanceOf(Date);
    await expect(
      thread.query('select 1', [], { parsers: { [TIMESTAMPTZ]: (value: string) => value.toUpperCase() } }),
    ).rejects.toThrow('changes values');
  });

  it('parses dates, timestamps, intervals and their arrays as PGlite does, unless asked for text', async () => {
    const sql =
      "select now() as a, array[now()] as b, now()::date as c, array[now()::date] as d, interval '1 day' as e, " +
      "array[interval '1 day'] as f, now()::timestamp as g, array[now()::timestamp] as h, array[1.5::numeric] as i";
    const ownPglite = new PGlite();
    try {
      const expected = (await ownPglite.query(sql)).rows[0] as Record<string, unknown>;
      const parsed = (await thread.query(sql)).rows[0] as Record<string, unknown>;
      expect(Object.keys(parsed)).toEqual(Object.keys(expected));
      for (const [name, value] of Object.entries(expected)) {
        // Two calls of now() differ: compare the shape and type of each value.
        expect(typeof parsed[name], name).toBe(typeof value);
        expect(Array.isArray(parsed[name]), name).toBe(Array.isArray(value));
        const first = (item: unknown) => (Array.isArray(item) ? item[0] : item);
        expect(first(parsed[name]) instanceof Date, name).toBe(first(value) instanceof Date);
      }
    } finally {
      await ownPglite.close();
    }
    const drizzleTypes = [1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231];
    const asText = await thread.query(sql, [], {
      parsers: Object.fromEntries(drizzleTypes.map((type) => [type, (value: string) => value])),
    });
    for (const value of Object.values(asText.rows[0] as Record<string, unknown>))
      expect(typeof value).toBe('string');
  });

  it('passes PostgreSQL errors on with their code', async () => {
    const failure = await thread
      .query('insert into notes (id, body) values (1, $1)', ['again'])
      .catch((error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure.code).toBe('23505');
    expect(isUniqueViolation(failure)).toBe(true);
  });

  it('commits a transaction whose callback succeeds and rolls back one that throws', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (2, $1)', ['kept']);
    });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values (3, $1)', ['dropped']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const ids = await thread.query<{ id: number }>('select id from notes order by id');
    expect(ids.rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it('makes a statement outside a transaction wait until the transaction ends', async () => {
    let outside: Promise<unknown> | undefined;
    await thread.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (4, $1)', ['in transaction']);
      outside = thread.query<{ n: number }>('select count(*)::int as n from notes');
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query('insert into notes (id, body) values (5, $1)', ['still in it']);
    });
    // It saw both rows of the transaction, never the state between them.
    expect(((await outside) as { rows: { n: number }[] }).rows[0]?.n).toBe(4);
  });

  it('runs a batch in one transaction: every statement, or none when one fails', async () => {
    const results = await thread.batch([
      { sql: 'insert into notes (id, body) values (6, $1) returning id', params: ['six'] },
      { sql: 'update notes set body = $1 where id = 6', params: ['six, changed'] },
      { sql: 'select body from notes where id = 6' },
    ]);
    expect(results[0]?.rows).toEqual([{ id: 6 }]);
    expect(results[2]?.rows).toEqual([{ body: 'six, changed' }]);

    const failure = await thread
      .batch([
        { sql: 'insert into notes (id, body) values (7, $1)', params: ['seven'] },
        { sql: 'insert into notes (id, body) values (1, $1)', params: ['taken'] },
      ])
      .catch((error) => error);
    expect(isUniqueViolation(failure)).toBe(true);
    const seven = await thread.query('select id from notes where id = 7');
    expect(seven.rows).toEqual([]);
  });

  it('refuses every call once closed', async () => {
    const other = await startPgliteThread(null);
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow('The database is closed');
  });
});
