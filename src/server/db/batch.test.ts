import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inOneTransaction } from './batch';
import { type Database, openDatabase } from './client';
import { isUniqueViolation } from './errors';
import { customerLinks, customers } from './schema';

describe('inOneTransaction on PGlite', () => {
  let database: Database;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cw-batch-'));
    database = await openDatabase({ databaseUrl: 'memory://', dataDir });
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives each statement its result, mapped as drizzle maps a single one', async () => {
    const id = randomUUID();
    const [inserted, linked] = await inOneTransaction(database.db, (db) => [
      db.insert(customers).values({ id, email: 'batch@example.com', language: 'de' }).returning(),
      db
        .insert(customerLinks)
        .values({
          customerId: id,
          purpose: 'activation',
          codeHash: 'h1',
          expiresAt: new Date(Date.now() + 60_000),
        })
        .returning({ customerId: customerLinks.customerId, expiresAt: customerLinks.expiresAt }),
    ]);
    expect(inserted[0]).toMatchObject({ id, email: 'batch@example.com', language: 'de', passwordHash: null });
    expect(inserted[0]?.createdAt).toBeInstanceOf(Date);
    expect(linked[0]?.customerId).toBe(id);
    expect(linked[0]?.expiresAt).toBeInstanceOf(Date);
  });

  it('stores nothing when one statement fails', async () => {
    const id = randomUUID();
    const failure = await inOneTransaction(database.db, (db) => [
      db.insert(customers).values({ id, email: 'second@example.com' }),
      db.insert(customers).values({ email: 'batch@example.com' }),
    ]).catch((error) => error);
    expect(isUniqueViolation(failure)).toBe(true);
    expect(await database.db.select().from(customers).where(eq(customers.id, id))).toEqual([]);
  });

  it('runs inside a transaction already open, as part of it', async () => {
    const id = randomUUID();
    await expect(
      database.db.transaction(async (tx) => {
        await inOneTransaction(tx as never, (db) => [
          db.insert(customers).values({ id, email: 'inner@example.com' }),
        ]);
        throw new Error('the outer transaction fails');
      }),
    ).rejects.toThrow('the outer transaction fails');
    expect(await database.db.select().from(customers).where(eq(customers.id, id))).toEqual([]);
  });
});
