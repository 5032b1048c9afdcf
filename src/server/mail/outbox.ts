import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Mailer, MailMessage } from './mailer';

/**
 * Writes a mail to the outbox with the caller's executor: pass the database transaction of the
 * change that causes the mail, so the two are saved together or not at all. Delivery follows
 * after the commit (`Outbox.wake`), or later from the table if the process stops first.
 */
export async function enqueueMail(db: Executor, message: MailMessage): Promise<void> {
  await outboxInsert(db, message);
}

/** The outbox row of a mail as a statement not yet run: one of several sent together (`inOneTransaction`). */
export function outboxInsert(db: Executor, message: MailMessage) {
  return db.insert(mailOutbox).values({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
  });
}

export type Outbox = {
  /** Delivers what is due now (call it after the commit that wrote mails); never throws. */
  wake(): void;
  /** Resolves once the mails due now have been tried (delivered, or put back for a retry). */
  drained(): Promise<void>;
  /** Stops the timer and waits for the delivery under way. */
  close(): Promise<void>;
};

/** The longest wait between two attempts of one mail. */
const MAX_BACKOFF_SECONDS = 3600;

/**
 * Delivers the outbox. A round claims one due mail at a time, just before handing it to the
 * mailer: the claim pushes its next attempt one retry period ahead and counts the attempt, in one
 * statement (`FOR UPDATE SKIP LOCKED`, so instances never claim the same mail). The mail is sent
 * while its claim is fresh, however long the mails before it took; claiming several at once would
 * let the last of them outlive their claim and be sent by another instance too. A sent mail is
 * marked sent, its body cleared; a failure is tried again after the retry period, doubling per
 * failure up to an hour. A process killed mid-delivery leaves its claim to expire, and any instance
 * delivers the mail then. The mailer names a mail's files and Message-ID after its outbox id, so a
 * mail delivered just before a crash and delivered again is still one mail in the mailbox folder
 * (an SMTP server may see it twice, with the same Message-ID).
 */
export function createOutbox(options: {
  db: Executor;
  mailer: Mailer;
  retrySeconds: number;
  log: FastifyBaseLogger;
  /** How often every instance looks for mails due (retries, and mails of an instance that stopped). */
  pollMs?: number;
}): Outbox {
  const { db, mailer, retrySeconds, log } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  /** The oldest due mail, now claimed by this instance for one retry period; null when none is due. */
  async function claimNext(): Promise<typeof mailOutbox.$inferSelect | null> {
    const oldestDue = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.sequence))
      .limit(1)
      .for('update', { skipLocked: true });
    const [claimed] = await db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${retrySeconds})`,
      })
      // A scalar subquery (PostgreSQL runs it once), not `in`: a subquery under `in` may be run
      // again during the update, and with SKIP LOCKED then find other rows.
      .where(eq(mailOutbox.id, sql`${oldestDue}`))
      .returning();
    return claimed ?? null;
  }

  async function deliver(mail: typeof mailOutbox.$inferSelect): Promise<void> {
    try {
      await mailer.send({
        id: mail.id,
        sequence: mail.sequence,
        writtenAt: mail.createdAt.toISOString(),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, text: '', html: '', lastError: null })
        .where(eq(mailOutbox.id, mail.id));
    } catch (error) {
      const wait = Math.min(MAX_BACKOFF_SECONDS, retrySeconds * 2 ** Math.max(0, mail.attempts - 1));
      const message = error instanceof Error ? error.message : String(error);
      log.error(
        { err: error, mail: mail.id, attempts: mail.attempts, retryInSeconds: wait },
        'mail not delivered yet',
      );
      // Only while the claim is still this attempt's: a mail another attempt has claimed since, or
      // sent, keeps what that attempt wrote.
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() + make_interval(secs => ${wait})`, lastError: message.slice(0, 500) })
        .where(
          and(eq(mailOutbox.id, mail.id), eq(mailOutbox.attempts, mail.attempts), isNull(mailOutbox.sentAt)),
        );
    }
  }

  async function rounds(): Promise<void> {
    do {
      again = false;
      // One after the other, in the order they were written: a customer reads them in that order.
      while (!closed) {
        const mail = await claimNext();
        if (!mail) break;
        await deliver(mail);
      }
    } while (again && !closed);
  }

  function deliverDue(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = rounds()
      .catch((error: unknown) => log.error({ err: error }, 'mail outbox round failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = setInterval(
    () => {
      if (!closed) void deliverDue();
    },
    options.pollMs ?? Math.min(15_000, retrySeconds * 500),
  );
  timer.unref();
  // Mails a stopped process left behind go out at start.
  void deliverDue();

  return {
    wake() {
      if (!closed) void deliverDue();
    },
    async drained() {
      // A round already under way may have claimed before the newest mails were written.
      await deliverDue();
      await deliverDue();
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}
