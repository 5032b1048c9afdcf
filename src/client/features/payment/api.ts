import type { AgreementDetailsReply, AgreementSummary } from '../../../shared/api/agreement';
import type { Envelope } from '../../../shared/api/envelope';
import type {
  CheckViesReply,
  CostsReply,
  CostsRequest,
  InvoiceSummary,
  InvoicingDetailsInput,
  NewTransactionReply,
  NewTransactionRequest,
  PaymentProfile,
  StripePaymentIntentReply,
  TransactionSummary,
} from '../../../shared/api/payment';
import { NOT_PAID_STATUSES } from '../../../shared/api/payment';
import { ApiError, apiDownload, apiRequest, joinMessages } from '../../lib/api-client';
import { translate } from '../../lib/i18n';

/** The checkout's and the invoices' calls. Messages arrive translated from the server. */

/** The query keys of the checkout's and the invoices' data. */
export const paymentKeys = {
  /** The providers on offer and the billing details last used. */
  profile: ['payment-profile'] as const,
  /** The agreement being paid for. */
  checkoutAgreement: (agreementId: string) => ['checkout-agreement', agreementId] as const,
  /** Every price quoted for an agreement. */
  costs: (agreementId: string) => ['costs', agreementId] as const,
  /** The price of an agreement for one request (billing country, VAT number, discount code). */
  quote: (agreementId: string, request: unknown) => ['costs', agreementId, request] as const,
  /** The customer's invoices. */
  invoices: ['invoices'] as const,
};

function dataOf<T>(envelope: Envelope<T>): T {
  if (envelope.data === undefined || envelope.data === null)
    throw new ApiError(translate('errors:client.requestFailed'));
  return envelope.data;
}

/** The agreement being paid for: the checkout names its type. */
export async function fetchCheckoutAgreement(id: string, signal?: AbortSignal): Promise<AgreementSummary> {
  const envelope = await apiRequest<AgreementDetailsReply>('GET', `/agreement/details/${id}`, { signal });
  return dataOf(envelope).agreement;
}

/** The providers on offer, the billing details last used and whether the bank asks for 3-D Secure. */
export async function fetchPaymentProfile(signal?: AbortSignal): Promise<PaymentProfile> {
  return dataOf(await apiRequest<PaymentProfile>('GET', '/transaction/payment-profile', { signal }));
}

export async function fetchCosts(
  id: string,
  request: CostsRequest,
  signal?: AbortSignal,
): Promise<CostsReply> {
  return dataOf(await apiRequest<CostsReply>('POST', `/agreement/costs/${id}`, { data: request, signal }));
}

export type ViesOutcome = { valid: boolean; message: string; reply: CheckViesReply };

/**
 * Checks a company's VAT number in VIES. A number VIES does not know is an answer (`valid: false`
 * with the server's words), whether the server says so in a successful reply or a refusal that
 * carries the reply; a malformed number or an unreachable VIES rejects with the server's message.
 */
export async function checkVatNumber(country: string, vatNumber: string): Promise<ViesOutcome> {
  try {
    const envelope = await apiRequest<CheckViesReply>('POST', '/customer/check-vies', {
      data: { country, vat_number: vatNumber },
    });
    const reply = dataOf(envelope);
    return { valid: reply.valid, message: joinMessages(envelope), reply };
  } catch (error) {
    const reply =
      error instanceof ApiError ? (error.envelope?.data as CheckViesReply | undefined) : undefined;
    if (reply && typeof reply.valid === 'boolean' && !reply.valid)
      return { valid: false, message: (error as Error).message, reply };
    throw error;
  }
}

/** What paying led to, in the terms the checkout acts on. */
export type PaymentOutcome =
  | { kind: 'paid'; reply: NewTransactionReply; message: string }
  | { kind: 'pending'; reply: NewTransactionReply; message: string }
  /** The sandbox bank asks the buyer to confirm (3-D Secure). */
  | { kind: 'challenge'; reply: NewTransactionReply; transactionId: string; message: string }
  /** The bank or the provider refused: nothing was charged; another attempt may follow. */
  | { kind: 'declined'; reply: NewTransactionReply | null; message: string }
  /** The server charges another total than the one shown: nothing was charged. */
  | { kind: 'priceChanged'; message: string }
  /** Another payment for the agreement is under way or under review: this one charged nothing. */
  | { kind: 'open'; transaction: TransactionSummary | null; message: string };

/**
 * A reply about a transaction as an outcome. A challenge comes first (the transaction waits for
 * the buyer); only "approved" is paid; anything else still open (pending verification, processing,
 * validating) is settled by the provider later.
 */
export function outcomeOf(envelope: Envelope<NewTransactionReply>): PaymentOutcome {
  const reply = dataOf(envelope);
  const message = joinMessages(envelope);
  if (reply.challenge)
    return { kind: 'challenge', reply, transactionId: reply.challenge.transaction_id, message };
  if (reply.transaction.status === 'approved') return { kind: 'paid', reply, message };
  if (NOT_PAID_STATUSES.includes(reply.transaction.status)) return { kind: 'declined', reply, message };
  return { kind: 'pending', reply, message };
}

/**
 * Refusals that are outcomes rather than faults: a declined payment (a message per refusal, with the
 * bank's reason) and a changed price (the server's own total differs from `amount`; nothing was
 * charged).
 * Anything else rethrows: invalid fields, another account's agreement, a connection failure.
 */
function refusalOutcome(error: unknown): PaymentOutcome {
  if (!(error instanceof ApiError) || !error.envelope) throw error;
  const { envelope } = error;
  if (envelope.code === 'payment_declined')
    return {
      kind: 'declined',
      reply: (envelope.data as NewTransactionReply | undefined) ?? null,
      message: error.message,
    };
  if (envelope.code === 'price_changed') return { kind: 'priceChanged', message: error.message };
  if (envelope.code === 'payment_open')
    return {
      kind: 'open',
      transaction: (envelope.data as { transaction?: TransactionSummary } | undefined)?.transaction ?? null,
      message: error.message,
    };
  throw error;
}

/** Pays with the sandbox's card or a Braintree nonce (POST /transaction/new). */
export async function payAgreement(request: NewTransactionRequest): Promise<PaymentOutcome> {
  try {
    return outcomeOf(await apiRequest<NewTransactionReply>('POST', '/transaction/new', { data: request }));
  } catch (error) {
    return refusalOutcome(error);
  }
}

/** The buyer's answer to the sandbox bank's 3-D Secure question. */
export async function answerSandboxChallenge(
  transactionId: string,
  approve: boolean,
): Promise<PaymentOutcome> {
  try {
    return outcomeOf(
      await apiRequest<NewTransactionReply>('POST', `/transaction/sandbox/3ds/${transactionId}`, {
        data: { approve },
      }),
    );
  } catch (error) {
    return refusalOutcome(error);
  }
}

/** What Stripe's calls carry besides the agreement: the billing details and the attempt. */
export type StripeUserData = {
  invoicing_details: InvoicingDetailsInput;
  discount_code?: string;
  idempotency_key: string;
  amount?: number;
  total_price_is_extra_difference?: boolean;
  affiliate_click?: string;
};

export type StripePaymentIntent = StripePaymentIntentReply;

/** Stripe, first step: the server creates the payment intent for its own price. */
export async function createStripePaymentIntent(
  agreementId: string,
  userData: StripeUserData,
): Promise<{ kind: 'intent'; intent: StripePaymentIntent } | PaymentOutcome> {
  try {
    const envelope = await apiRequest<StripePaymentIntent>(
      'POST',
      '/transaction/stripe/create-payment-intent',
      {
        data: { item_type: 'agreement', item_id: agreementId, user_data: userData },
      },
    );
    return { kind: 'intent', intent: dataOf(envelope) };
  } catch (error) {
    return refusalOutcome(error);
  }
}

/** Stripe, last step: after Stripe.js confirmed the card, the server records the outcome. */
export async function confirmStripePayment(
  agreementId: string,
  paymentIntentId: string,
  userData: StripeUserData,
): Promise<PaymentOutcome> {
  try {
    return outcomeOf(
      await apiRequest<NewTransactionReply>('POST', '/transaction/stripe/confirm-payment', {
        data: {
          item_type: 'agreement',
          item_id: agreementId,
          payment_intent_id: paymentIntentId,
          user_data: userData,
        },
      }),
    );
  } catch (error) {
    return refusalOutcome(error);
  }
}

/** Braintree: the client token its drop-in starts from, for this agreement. */
export async function fetchBraintreeClientToken(agreementId: string): Promise<string> {
  const envelope = await apiRequest<{ client_token: string }>(
    'POST',
    '/transaction/braintree/agreement-new-token',
    {
      data: { agreement_id: agreementId },
    },
  );
  return dataOf(envelope).client_token;
}

/** The customer's invoices, newest first: the list itself or, like the other lists, under a name. */
export async function fetchInvoices(signal?: AbortSignal): Promise<InvoiceSummary[]> {
  const data = dataOf(
    await apiRequest<InvoiceSummary[] | { invoices: InvoiceSummary[] }>('GET', '/customer/invoices', {
      signal,
    }),
  );
  return Array.isArray(data) ? data : data.invoices;
}

/** Fetches an invoice's PDF and hands it to the browser as a download named after its number. */
export async function downloadInvoice(invoice: InvoiceSummary): Promise<void> {
  const blob = await apiDownload(`/customer/invoices/${invoice.id}/pdf`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `invoice-${invoice.number.replace(/[^\w.-]+/g, '-')}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
