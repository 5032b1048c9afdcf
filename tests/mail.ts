import { listMailbox, readMailboxMessage } from '../src/server/mail/mailbox';
import type { StoredMailSummary } from '../src/server/mail/mailer';
import type { TestApp } from './test-app';

/** Every mail the test app wrote to `to`, oldest first, once the mails being sent are written. */
export async function mailsTo(testApp: TestApp, to: string): Promise<StoredMailSummary[]> {
  await testApp.app.background.settled();
  await testApp.app.outbox.drained();
  const dir = testApp.app.mailer.mailboxDir;
  if (!dir) throw new Error('the test app sends by SMTP; read the SMTP sink instead');
  return listMailbox(dir)
    .filter((entry) => entry.to === to)
    .reverse()
    .map((entry) => readMailboxMessage(dir, entry.id) as StoredMailSummary);
}

export async function lastMailTo(testApp: TestApp, to: string): Promise<StoredMailSummary> {
  const mail = (await mailsTo(testApp, to)).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The code at the end of the first link in a mail that points at `path` (activation or reset). */
export function linkCodeIn(
  mail: StoredMailSummary,
  path: '/profile/activate-account/' | '/profile/reset-password/',
): string {
  const match = new RegExp(`${path.replaceAll('/', '\\/')}([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link in the mail "${mail.subject}"`);
  return match[1];
}
