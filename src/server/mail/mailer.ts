import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
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

/**
 * Sends through SMTP_URL when set; otherwise writes each message as an .eml file under
 * DATA_DIR/mail (openable in any mail program) and logs where it went.
 */
export function createMailer(config: AppConfig, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    const host = new URL(config.smtpUrl).host;
    return {
      mailboxDir: null,
      async send(message) {
        const info = await transport.sendMail({ from: config.mailFrom, ...message });
        log.info(
          { to: message.to, subject: message.subject, smtp: host, messageId: info.messageId },
          'mail sent by SMTP',
        );
      },
      close: () => transport.close(),
    };
  }

  const mailboxDir = path.join(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mailboxDir,
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      const date = new Date();
      const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      // Written without blocking the event loop; the summary last, as the mailbox lists summaries.
      // The summary appears under its name whole (written aside, then renamed): a reader listing the
      // folder while other mails are being written never finds half a file.
      await mkdir(mailboxDir, { recursive: true });
      const file = path.join(mailboxDir, `${id}.eml`);
      await writeFile(file, info.message as Buffer);
      const summary: StoredMailSummary = { id, from: config.mailFrom, date: date.toISOString(), ...message };
      const summaryFile = path.join(mailboxDir, `${id}.json`);
      await writeFile(`${summaryFile}.part`, JSON.stringify(summary));
      await rename(`${summaryFile}.part`, summaryFile);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to file (no SMTP_URL set)');
    },
    close: () => transport.close(),
  };
}
