import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
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
type WorkerReply =
  | { id: number; ok: true; sent: Sent }
  | { id: number; ok: false; error: { message: string } };

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
  const pending = new Map<number, { resolve(sent: Sent): void; reject(error: Error): void }>();
  let worker: Worker | null = null;
  let lastId = 0;

  function start(): Worker {
    const started = new Worker(WORKER_URL, {
      workerData: { smtpUrl: config.smtpUrl ?? null, mailboxDir, mailFrom: config.mailFrom },
    });
    started.unref();
    started.on('message', (reply: WorkerReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (pending.size === 0) started.unref();
      if (reply.ok) waiting.resolve(reply.sent);
      else waiting.reject(new Error(reply.error.message));
    });
    // A worker that fails takes its mails with it; the next mail starts a new one.
    const fail = (reason: Error) => {
      if (worker === started) worker = null;
      for (const waiting of pending.values()) waiting.reject(reason);
      pending.clear();
    };
    started.on('error', (error) => fail(new Error(`The mail thread failed: ${error.message}`)));
    started.on('exit', (code) => fail(new Error(`The mail thread stopped (exit code ${code})`)));
    return started;
  }

  return {
    mailboxDir,
    async send(message) {
      worker ??= start();
      const current = worker;
      const id = ++lastId;
      const sent = await new Promise<Sent>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        current.ref();
        current.postMessage({ id, message });
      });
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
      void worker?.terminate();
      worker = null;
    },
  };
}
