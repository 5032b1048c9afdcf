import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { type WorkerCalls, workerCalls } from '../worker-calls';

export type MailMessage = { to: string; subject: string; text: string; html: string };

/**
 * A mail from the outbox: its id gives the Message-ID, and with its sequence the files' name, so a
 * resend is the same mail; its date is when it was written, not when it went out.
 */
export type OutboxMessage = MailMessage & { id: string; sequence: number; writtenAt: string };

export type Mailer = {
  send(message: MailMessage | OutboxMessage): Promise<void>;
  /** The folder mails are written to when no SMTP server is configured; null when mail goes out by SMTP. */
  mailboxDir: string | null;
  close(): void;
};

/** The JSON written beside each .eml so the development mailbox can list messages without parsing MIME. */
export type StoredMailSummary = {
  id: string;
  to: string;
  from: string;
  subject: string;
  date: string;
  text: string;
  html: string;
};

type Sent = { smtp: string; messageId: string } | { file: string };

const WORKER_URL = new URL('./mail-worker.mjs', import.meta.url);

/**
 * Sends through SMTP_URL when set; otherwise writes each message as an .eml file under
 * DATA_DIR/mail (openable in any mail program) and logs where it went.
 *
 * Composing a message (nodemailer's MIME streams) and writing it took about 15 % of the server's
 * event loop under load, so it happens in a worker thread (decision 0010), started with the first
 * mail. The worker keeps the process alive only while a mail is on its way.
 */
export function createMailer(config: AppConfig, log: FastifyBaseLogger): Mailer {
  const mailboxDir = config.smtpUrl ? null : path.join(config.dataDir, 'mail');
  let thread: { worker: Worker; calls: WorkerCalls } | null = null;

  /** The mail thread, started with the first mail and again after one that failed. */
  function mailThread(): WorkerCalls {
    if (!thread || thread.calls.stopped) {
      const worker = new Worker(WORKER_URL, {
        workerData: {
          smtpUrl: config.smtpUrl ?? null,
          mailboxDir,
          mailFrom: config.mailFrom,
          timeoutSeconds: config.mailRetrySeconds,
        },
      });
      thread = { worker, calls: workerCalls(worker, 'mail', { keepAliveOnlyWhileBusy: true }) };
    }
    return thread.calls;
  }

  return {
    mailboxDir,
    async send(message) {
      const sent = await mailThread().call<Sent>({ message });
      if ('file' in sent)
        log.info(
          { to: message.to, subject: message.subject, file: sent.file },
          'mail written to file (no SMTP_URL set)',
        );
      else
        log.info(
          { to: message.to, subject: message.subject, smtp: sent.smtp, messageId: sent.messageId },
          'mail sent by SMTP',
        );
    },
    close() {
      thread?.calls.stop(new Error('The mailer is closed'));
      void thread?.worker.terminate();
      thread = null;
    },
  };
}
