import type { FastifyReply } from 'fastify';
import type { Envelope } from '../../shared/api/envelope';

/** A successful envelope carrying `data` and optional already-translated messages. */
export function ok<T>(data: T, messages: string[] = []): Envelope<T> {
  return { success: true, messages: messages.map((value) => ({ value })), data };
}

/** Sends a failure envelope with the given HTTP status (200 for handled outcomes, as every envelope). */
export function sendFailure(
  reply: FastifyReply,
  status: number,
  envelope: Omit<Envelope, 'success' | 'messages'> & { messages: string[] },
): FastifyReply {
  const { messages, ...rest } = envelope;
  const body: Envelope = { success: false, messages: messages.map((value) => ({ value })), ...rest };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
