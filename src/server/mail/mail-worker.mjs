// @ts-check
// The worker thread that composes and delivers mails (see mailer.ts for why it is a thread).
// Plain JavaScript: Node starts worker threads without the TypeScript loader the server runs under.
//
// workerData: { smtpUrl: string | null, mailboxDir: string | null, mailFrom: string }
// Messages: { id, message: { id?, sequence?, writtenAt?, to, subject, text, html } }, each answered with
// { id, ok: true, value: { smtp, messageId } | { file } } or { id, ok: false, error: { message } }
// (see worker-calls.ts).
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import nodemailer from 'nodemailer';

const port = parentPort;
if (!port) throw new Error('mail-worker.mjs runs only as a worker thread');
const { smtpUrl, mailboxDir, mailFrom } = workerData;

// A delivery that hangs must end before the outbox hands the mail to another attempt (its lease).
const smtpTimeoutMs = Math.max(1000, Math.floor((workerData.timeoutSeconds ?? 60) * 1000 * 0.4));
const transport = smtpUrl
  ? nodemailer.createTransport(smtpUrl, {
      connectionTimeout: smtpTimeoutMs,
      greetingTimeout: smtpTimeoutMs,
      socketTimeout: smtpTimeoutMs,
    })
  : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** The sender's domain, for Message-IDs of our own. */
const senderDomain = /@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'localhost';

/**
 * Sends by SMTP, or writes the .eml and the summary the development mailbox lists. A mail from the
 * outbox carries its id: the Message-ID and the file names follow from it, so a delivery repeated
 * after a crash rewrites the same files (one mail) and a mail server can tell a resend by its id.
 */
async function deliver({ id: outboxId, sequence, writtenAt, ...message }) {
  const info = await transport.sendMail({
    from: mailFrom,
    ...message,
    ...(outboxId ? { messageId: `<${outboxId}@${senderDomain}>` } : {}),
  });
  if (smtpUrl) return { smtp: new URL(smtpUrl).host, messageId: info.messageId };
  const date = writtenAt ? new Date(writtenAt) : new Date();
  // Outbox mails: named after their place in the outbox, so the mailbox lists them in the order
  // they were written (several of one transaction share their date) and a resend rewrites the files.
  const id = outboxId
    ? `${date.toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(12, '0')}-${outboxId.slice(0, 8)}`
    : `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
  // The summary last, as the mailbox lists summaries, and under its name whole (written aside, then
  // renamed): a reader listing the folder while other mails are being written never finds half a file.
  await mkdir(mailboxDir, { recursive: true });
  const file = path.join(mailboxDir, `${id}.eml`);
  await writeFile(file, info.message);
  const summary = { id, from: mailFrom, date: date.toISOString(), ...message };
  const summaryFile = path.join(mailboxDir, `${id}.json`);
  await writeFile(`${summaryFile}.part`, JSON.stringify(summary));
  await rename(`${summaryFile}.part`, summaryFile);
  return { file };
}

port.on('message', ({ id, message }) => {
  deliver(message).then(
    (sent) => port.postMessage({ id, ok: true, value: sent }),
    (error) =>
      port.postMessage({
        id,
        ok: false,
        error: { message: error instanceof Error ? error.message : String(error) },
      }),
  );
});
