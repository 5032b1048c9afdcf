import { eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { type Db, openDatabase } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Mailer, MailMessage } from './mailer';
import { createOutbox, enqueueMail, type Outbox } from './outbox';

// The outbox's delivery rules over a real database (PGlite, and PostgreSQL in the api-postgres
// project), with a mailer stand-in that records every delivery attempt and can refuse or be slow.

const quietLog = {
  info: () => {},
  warn: () => {},
  error: () => {},
} as unknown as FastifyBaseLogger;

/** The timer stays out of the way where a test drives the rounds itself with `drained()`. */
const NO_POLLING_MS = 3_600_000;

type Attempt = { id: string; at: number; delivered: boolean };
type RecordingMailer = Mailer & { refuse: boolean; attempts: Attempt[]; deliveredIds(): string[] };

/** A mailer that takes `delayMs` per mail, fails while `refuse` is on, and records every attempt. */
function recordingMailer(delayMs = 0): RecordingMailer {
  const attempts: Attempt[] = [];
  const mailer: RecordingMailer = {
    refuse: false,
    attempts,
    deliveredIds: () => attempts.filter((attempt) => attempt.delivered).map((attempt) => attempt.id),
    mailboxDir: null,
    close() {},
    async send(message) {
      const id = 'id' in message ? message.id : '';
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const delivered = !mailer.refuse;
      attempts.push({ id, at: Date.now(), delivered });
      if (!delivered) throw new Error('421 Service not available, try again later');
    },
  };
  return mailer;
}

const message = (index: number): MailMessage => ({
  to: `outbox-${index}@example.com`,
  subject: `Mail ${index}`,
  text: `Text ${index}`,
  html: `<p>Text ${index}</p>`,
});

async function waitFor(what: string, done: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let testApp: TestApp;
let db: Db;
const outboxes: Outbox[] = [];
const extraDatabases: { close(): Promise<void> }[] = [];

function startOutbox(options: { db: Db; mailer: Mailer; retrySeconds: number; pollMs: number }): Outbox {
  const outbox = createOutbox({ ...options, log: quietLog });
  outboxes.push(outbox);
  return outbox;
}

async function row(id: string) {
  const [found] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!found) throw new Error(`no outbox row ${id}`);
  return found;
}

async function onlyRow() {
  const rows = await db.select().from(mailOutbox);
  expect(rows).toHaveLength(1);
  return rows[0] as typeof mailOutbox.$inferSelect;
}

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  // The app's own outbox would deliver the test's mails to its mailbox folder: only the
  // outboxes a test starts deliver here.
  await testApp.app.outbox.close();
});
beforeEach(async () => {
  await db.delete(mailOutbox);
});
afterEach(async () => {
  for (const outbox of outboxes.splice(0)) await outbox.close();
  for (const database of extraDatabases.splice(0)) await database.close();
});
afterAll(() => testApp.close());

describe('the outbox retries', () => {
  it('tries a refused mail again after the retry period, doubling per failure, then delivers it once', async () => {
    const retrySeconds = 1;
    const mailer = recordingMailer();
    mailer.refuse = true;
    const outbox = startOutbox({ db, mailer, retrySeconds, pollMs: NO_POLLING_MS });
    await enqueueMail(db, message(1));

    // Each refusal puts the next attempt the retry period ahead, doubled per failure: 1 s, 2 s, 4 s.
    for (const [attempt, waitSeconds] of [
      [1, 1],
      [2, 2],
      [3, 4],
    ] as const) {
      const before = Date.now();
      await outbox.drained();
      const after = Date.now();
      expect(mailer.attempts).toHaveLength(attempt);
      const mail = await onlyRow();
      expect(mail.attempts).toBe(attempt);
      expect(mail.sentAt).toBeNull();
      expect(mail.lastError).toContain('421');
      const nextAttempt = mail.nextAttemptAt.getTime();
      expect(nextAttempt).toBeGreaterThanOrEqual(before + waitSeconds * 1000 - 250);
      expect(nextAttempt).toBeLessThanOrEqual(after + waitSeconds * 1000 + 250);

      // Not before its time: a round now leaves it alone.
      await outbox.drained();
      expect(mailer.attempts).toHaveLength(attempt);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextAttempt - Date.now() + 50)));
    }

    // The mail server accepts again: the mail goes out once, its body is cleared.
    mailer.refuse = false;
    await outbox.drained();
    expect(mailer.attempts.map((attempt) => attempt.delivered)).toEqual([false, false, false, true]);
    // The gaps between the attempts follow the doubling waits.
    const gaps = mailer.attempts
      .slice(1)
      .map((attempt, index) => attempt.at - (mailer.attempts[index]?.at ?? 0));
    for (const [index, waitSeconds] of [1, 2, 4].entries())
      expect(gaps[index]).toBeGreaterThanOrEqual(waitSeconds * 1000 - 250);
    const sent = await onlyRow();
    expect(sent.attempts).toBe(4);
    expect(sent.sentAt).not.toBeNull();
    expect(sent.lastError).toBeNull();
    expect(sent.text).toBe('');
    expect(sent.html).toBe('');

    // Delivered is done: later rounds never send it again.
    await new Promise((resolve) => setTimeout(resolve, retrySeconds * 1500));
    await outbox.drained();
    expect(mailer.deliveredIds()).toEqual([sent.id]);
    expect(mailer.attempts).toHaveLength(4);
  }, 30_000);

  it('waits at most an hour between two attempts', async () => {
    const mailer = recordingMailer();
    mailer.refuse = true;
    const outbox = startOutbox({ db, mailer, retrySeconds: 60, pollMs: NO_POLLING_MS });
    await enqueueMail(db, message(1));
    // A mail refused many times already: doubling 60 s again would be far past an hour.
    await db.update(mailOutbox).set({ attempts: 12 });
    const before = Date.now();
    await outbox.drained();
    const after = Date.now();
    const mail = await onlyRow();
    expect(mail.attempts).toBe(13);
    expect(mail.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 3600_000 - 250);
    expect(mail.nextAttemptAt.getTime()).toBeLessThanOrEqual(after + 3600_000 + 250);

    // Once due and accepted, it goes out.
    mailer.refuse = false;
    await db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
    await outbox.drained();
    expect(mailer.deliveredIds()).toEqual([mail.id]);
    expect((await row(mail.id)).sentAt).not.toBeNull();
  });
});

describe('several instances on one database', () => {
  it('deliver every mail exactly once, also when delivering the due mails takes longer than a claim', async () => {
    const retrySeconds = 1;
    // 30 mails at 150 ms each: the whole queue takes several claim periods to deliver, each mail
    // far less than one.
    const mailCount = 30;
    const deliveryMs = 150;
    // On PostgreSQL each instance has its own connection pool, as separate servers would; PGlite
    // allows one process, so there the instances share its connection.
    const secondDb =
      testApp.database.kind === 'postgres'
        ? await openDatabase({ databaseUrl: testApp.config.databaseUrl, dataDir: testApp.config.dataDir })
        : testApp.database;
    if (secondDb !== testApp.database) extraDatabases.push(secondDb);
    await db.transaction(async (tx) => {
      for (let index = 1; index <= mailCount; index += 1) await enqueueMail(tx, message(index));
    });
    const ids = (await db.select({ id: mailOutbox.id }).from(mailOutbox)).map((mail) => mail.id).sort();

    const firstMailer = recordingMailer(deliveryMs);
    const secondMailer = recordingMailer(deliveryMs);
    const first = startOutbox({ db, mailer: firstMailer, retrySeconds, pollMs: 100 });
    const second = startOutbox({ db: secondDb.db, mailer: secondMailer, retrySeconds, pollMs: 100 });

    await waitFor('every mail marked sent', async () => {
      const unsent = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(isNull(mailOutbox.sentAt));
      return unsent.length === 0;
    });
    // A repeat already under way shows once both instances are idle; then give them a few more
    // claim periods to find anything left.
    await new Promise((resolve) => setTimeout(resolve, retrySeconds * 2000));
    await Promise.all([first.close(), second.close()]);

    const delivered = [...firstMailer.deliveredIds(), ...secondMailer.deliveredIds()].sort();
    expect(delivered).toEqual(ids);
    // Both instances took part.
    expect(firstMailer.deliveredIds().length).toBeGreaterThan(0);
    expect(secondMailer.deliveredIds().length).toBeGreaterThan(0);
  }, 30_000);
});
