import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { StoredMailSummary } from './mailer';

export type MailboxEntry = Pick<StoredMailSummary, 'id' | 'to' | 'subject' | 'date'>;

/** The messages written to the mail folder, newest first. */
export function listMailbox(dir: string): MailboxEntry[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as StoredMailSummary)
    .map(({ id, to, subject, date }) => ({ id, to, subject, date }))
    .sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
}

/** One message, or null for an id that is not a message in the folder. */
export function readMailboxMessage(dir: string, id: string): StoredMailSummary | null {
  if (!/^[A-Za-z0-9-]+$/.test(id)) return null;
  const file = path.join(dir, `${id}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StoredMailSummary) : null;
}
