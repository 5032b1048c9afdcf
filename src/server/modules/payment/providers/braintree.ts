import braintree from 'braintree';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../../config';
import type { ChargeRequest, ChargeResult, ChargingProvider } from './provider';
import { GATEWAY_CODES } from './sandbox';

export type BraintreeConfig = NonNullable<AppConfig['braintree']>;

/**
 * The official SDK's gateway for the configured merchant. `apiUrl` (tests) points it at a local
 * fake: the SDK talks to a host and port, so only the URL's origin counts.
 */
export function createBraintreeGateway(config: BraintreeConfig): braintree.BraintreeGateway {
  return new braintree.BraintreeGateway({
    environment: environmentFor(config),
    merchantId: config.merchantId,
    publicKey: config.publicKey,
    privateKey: config.privateKey,
  });
}

function environmentFor(config: BraintreeConfig): braintree.Environment {
  if (config.apiUrl) {
    const url = new URL(config.apiUrl);
    const ssl = url.protocol === 'https:';
    const port = url.port || (ssl ? '443' : '80');
    return new braintree.Environment(url.hostname, port, url.origin, ssl, url.hostname, port);
  }
  return config.environment === 'production'
    ? braintree.Environment.Production
    : braintree.Environment.Sandbox;
}

/** Cents as the decimal string Braintree wants ("5.95"), without a detour through floating point. */
export function decimalAmount(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new Error(`not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Statuses of a sale submitted for settlement that mean the money is (being) collected. */
const COLLECTED = ['submitted_for_settlement', 'settling', 'settled', 'settlement_confirmed'];
/** Statuses of a sale that a void still cancels before any money moves. */
const VOIDABLE = ['authorized', 'submitted_for_settlement', 'settlement_pending'];
/** Statuses Braintree has not decided yet: checked again by the pending-payments sweep. */
const UNDECIDED = ['settlement_pending', 'authorizing', 'authorized'];

/**
 * Processor response codes outside `GATEWAY_CODES` that still have a more precise message than a general
 * bank refusal (Braintree's processor response list).
 */
const PROCESSOR_DECLINES: Record<string, string> = {
  '2006': 'expiredCard', // Invalid Expiration Date
  '2007': 'incorrectNumber', // No Account
  '2008': 'incorrectNumber', // Card Account Length Error
  '2010': 'incorrectCvc', // Card Issuer Declined CVV
  '2038': 'cardDeclined', // Processor Declined
};

/** Why Braintree's own checks refused a sale, as the refusal reason the buyer is told. */
const REJECTIONS: Record<string, string> = {
  cvv: 'incorrectCvc',
  avs_and_cvv: 'incorrectCvc',
  three_d_secure: 'liabilityShiftFailed',
  fraud: 'notAccepted',
  risk_threshold: 'notAccepted',
  token_issuance: 'payment_token',
};

/** The decline code stored for a processor refusal: the gateway code itself when the checkout explains it. */
export function processorDeclineCode(code: string | undefined | null): string {
  if (code && (GATEWAY_CODES as readonly string[]).includes(code)) return code;
  if (code && PROCESSOR_DECLINES[code]) return PROCESSOR_DECLINES[code];
  // 3xxx: the processor failed, not the bank (Braintree's "processor network" family).
  if (code && /^3\d{3}$/.test(code)) return 'processingError';
  return 'bankRefusal';
}

type SaleOutcome = Pick<
  braintree.Transaction,
  'id' | 'status' | 'processorResponseCode' | 'gatewayRejectionReason'
>;

/** A Braintree transaction's status as the checkout's (see provider.ts ChargeResult). */
export function outcomeOf(transaction: SaleOutcome): ChargeResult {
  const reference = transaction.id;
  const status = transaction.status as string;
  if (COLLECTED.includes(status)) return { status: 'approved', gatewayCode: null, reference };
  if (UNDECIDED.includes(status)) return { status: 'pending_verification', gatewayCode: null, reference };
  switch (status) {
    case 'processor_declined':
      return {
        status: 'rejected',
        gatewayCode: processorDeclineCode(transaction.processorResponseCode),
        reference,
      };
    case 'gateway_rejected':
      return {
        status: 'rejected',
        gatewayCode: REJECTIONS[transaction.gatewayRejectionReason as string] ?? 'transactionFailed',
        reference,
      };
    case 'settlement_declined':
      return { status: 'rejected', gatewayCode: 'bankRefusal', reference };
    case 'voided':
    case 'authorization_expired':
      return { status: 'cancelled', gatewayCode: null, reference };
    case 'failed':
      // A processor that did not answer (3000) has its own message: try again in a few minutes.
      return (GATEWAY_CODES as readonly string[]).includes(transaction.processorResponseCode)
        ? { status: 'rejected', gatewayCode: transaction.processorResponseCode, reference }
        : { status: 'failed', gatewayCode: null, reference };
    default:
      return { status: 'failed', gatewayCode: null, reference };
  }
}

/**
 * Braintree as a `ChargingProvider`: the buyer's drop-in gives a one-time nonce, the server sells
 * its own amount with it and submits it for settlement at once. EU buyers' sales require 3-D
 * Secure, so a failed authentication is refused (liability shift) instead of charged.
 *
 * Braintree has no idempotency key: the checkout's transaction id goes in as the sale's `orderId`,
 * and a sale with that order id already at Braintree is answered instead of charging again — also
 * when the sale request failed on the way back (a timeout after Braintree acted).
 */
export function createBraintreeCharger(
  config: BraintreeConfig | undefined,
  deps: { log: Pick<FastifyBaseLogger, 'warn'>; gateway?: braintree.BraintreeGateway },
): ChargingProvider | undefined {
  if (!config) return undefined;
  const gateway = deps.gateway ?? createBraintreeGateway(config);

  async function findByOrderId(orderId: string): Promise<braintree.Transaction | undefined> {
    for await (const transaction of gateway.transaction.search((search) => search.orderId().is(orderId)))
      return transaction as braintree.Transaction;
    return undefined;
  }

  async function sell(request: ChargeRequest, nonce: string, deviceData: string | undefined) {
    try {
      return await gateway.transaction.sale({
        amount: decimalAmount(request.amount),
        orderId: request.idempotencyKey,
        paymentMethodNonce: nonce,
        ...(deviceData ? { deviceData } : {}),
        ...(request.providerCustomerId ? { customerId: request.providerCustomerId } : {}),
        options: { submitForSettlement: true, threeDSecure: { required: request.requireThreeDSecure } },
      });
    } catch (error) {
      const reached = await findByOrderId(request.idempotencyKey).catch(() => undefined);
      if (reached) {
        deps.log.warn(
          { err: error, orderId: request.idempotencyKey },
          'Braintree sale answered by its order id',
        );
        return { success: true, transaction: reached } as const;
      }
      throw error;
    }
  }

  return {
    name: 'braintree',
    // The SDK's own time-out for a request, with room for its answer.
    chargeTimeoutMs: 120_000,
    async charge(request) {
      if (request.method.kind !== 'nonce')
        return { status: 'failed', gatewayCode: 'notAccepted', reference: '' };
      const earlier = await findByOrderId(request.idempotencyKey);
      if (earlier) return outcomeOf(earlier);
      const result = await sell(request, request.method.nonce, request.method.deviceData);
      // Declines and rejections come back as an error response that still carries the transaction.
      if (result.transaction) return outcomeOf(result.transaction);
      // Refused before any transaction existed (an unknown or used nonce, a bad amount): nothing charged.
      const codes = 'errors' in result ? result.errors.deepErrors().map((error) => error.code) : [];
      deps.log.warn({ codes, orderId: request.idempotencyKey }, 'Braintree refused the sale request');
      return { status: 'failed', gatewayCode: null, reference: '' };
    },
    async stop(payment) {
      // A sale is made in one call: if one reached Braintree for this checkout, its outcome stands.
      const reached = await findByOrderId(payment.id);
      return reached ? outcomeOf(reached) : null;
    },
    async reverse(payment) {
      const reference = payment.providerReference ?? (await findByOrderId(payment.id))?.id;
      if (!reference) throw new Error(`no Braintree sale to reverse for ${payment.id}`);
      const sale = await gateway.transaction.find(reference);
      // Before settlement a sale can be voided (nothing is taken); after it, only refunded.
      if (VOIDABLE.includes(sale.status as string)) {
        const voided = await gateway.transaction.void(reference);
        if (!voided.success) throw new Error(`Braintree did not void ${reference}: ${voided.message}`);
        return 'voided';
      }
      const refunded = await gateway.transaction.refund(reference);
      if (!refunded.success) throw new Error(`Braintree did not refund ${reference}: ${refunded.message}`);
      return 'refunded';
    },
    async checkPending(transaction) {
      if (!transaction.providerReference) return null;
      const outcome = outcomeOf(await gateway.transaction.find(transaction.providerReference));
      return outcome.status === 'pending_verification' ? null : outcome;
    },
  };
}
