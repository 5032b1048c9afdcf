import { apiRequest } from '../../lib/api-client';

/** The query keys of the development mailbox. */
export const systemKeys = {
  mailbox: ['dev-mailbox'] as const,
  mailboxMessage: (id: string) => ['dev-mailbox-message', id] as const,
};

/** GET /dev/mailbox: the mails this installation wrote to files, newest first. */
export type MailboxEntry = { id: string; to: string; subject: string; date: string };
export type MailboxListReply = { folder: string; messages: MailboxEntry[] };
/** GET /dev/mailbox/:id */
export type MailboxMessage = MailboxEntry & { from: string; text: string; html?: string };

export async function fetchMailbox(signal: AbortSignal): Promise<MailboxListReply> {
  const envelope = await apiRequest<MailboxListReply>('GET', '/dev/mailbox', { signal });
  return envelope.data ?? { folder: '', messages: [] };
}

export async function fetchMailboxMessage(id: string, signal: AbortSignal): Promise<MailboxMessage> {
  const envelope = await apiRequest<MailboxMessage>('GET', `/dev/mailbox/${encodeURIComponent(id)}`, {
    signal,
  });
  if (!envelope.data) throw new Error('The server sent no message');
  return envelope.data;
}
