import type { CostsReply, NewTransactionReply, NewTransactionRequest } from '../../../shared/api/payment';
import { ApiError, apiRequest, joinMessages } from '../../lib/api-client';
import { translate } from '../../lib/i18n';

/** The checkout's calls (issue 8). Messages arrive translated from the server. */

export async function fetchCosts(
  id: string,
  country: string | undefined,
  signal?: AbortSignal,
): Promise<CostsReply> {
  const envelope = await apiRequest<CostsReply>('POST', `/agreement/costs/${id}`, {
    data: country ? { country } : {},
    signal,
  });
  if (!envelope.data) throw new ApiError(translate('errors:client.requestFailed'));
  return envelope.data;
}

export type PaymentOutcome =
  | { kind: 'paid' | 'pending'; reply: NewTransactionReply; message: string }
  | { kind: 'declined'; reply: NewTransactionReply | null; message: string };

/**
 * Pays with the chosen method. A declined card is an outcome with the bank's reason, not an error;
 * other refusals (invalid fields, another account's agreement) throw with the server's words.
 */
export async function payAgreement(request: NewTransactionRequest): Promise<PaymentOutcome> {
  try {
    const envelope = await apiRequest<NewTransactionReply>('POST', '/transaction/new', { data: request });
    const reply = envelope.data;
    if (!reply) throw new ApiError(translate('errors:client.requestFailed'));
    const kind = reply.transaction.status === 'approved' ? 'paid' : 'pending';
    return { kind, reply, message: joinMessages(envelope) };
  } catch (error) {
    if (error instanceof ApiError && error.envelope?.code === 'payment_declined')
      return {
        kind: 'declined',
        reply: (error.envelope.data as NewTransactionReply | undefined) ?? null,
        message: error.message,
      };
    throw error;
  }
}
