import { createHash } from 'node:crypto';
import type { ChargeRequest, ChargeResult, ChargingProvider } from './provider';

/**
 * The card gateway's refusal codes the checkout explains, each with a message of its own. In the
 * sandbox, the card number 4000 0000 0000 CCCC is refused with code CCCC; "payment_token" has its
 * own number.
 */
export const GATEWAY_CODES = [
  '2000',
  '2001',
  '2002',
  '2004',
  '2005',
  '2014',
  '2015',
  '2018',
  '2044',
  '2046',
  '2047',
  '2099',
  '2106',
  '2108',
  '3000',
  'payment_token',
] as const;

/** Test card numbers and the outcome each reproduces (README "Payments"). */
export const SANDBOX_CARDS = {
  approved: '4242424242424242',
  pendingVerification: '4000000000000259',
  failed: '4000000000000127',
  cancelled: '4000000000009995',
  paymentToken: '4000000000009987',
  /** The bank asks for 3-D Secure: the checkout shows the sandbox bank's challenge. */
  threeDSecure: '4000000000003220',
} as const;

/**
 * The embedded default provider: no keys, no network. Any other valid-looking number is approved,
 * so a self-hosted install can try the whole flow; nothing is charged anywhere. A payment "under
 * review" is approved once `verificationSeconds` have passed (the pending-payments sweep asks).
 */
export function createSandboxProvider(options: { verificationSeconds: number }): ChargingProvider {
  return {
    name: 'sandbox',
    // The sandbox charges in this process, within milliseconds.
    chargeTimeoutMs: 5_000,
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      // The outcome depends only on the card and the idempotency key: a retry answers the same.
      if (request.method.kind !== 'card')
        return { status: 'failed', gatewayCode: 'notAccepted', reference: '' };
      return outcome(request.method.card.number, request.idempotencyKey);
    },
    // The sandbox's bank keeps nothing between calls: an open payment is stopped by forgetting it,
    // and money it "collected" goes back at once.
    async stop() {
      return null;
    },
    async reverse() {
      return 'refunded';
    },
    async checkPending(transaction) {
      const reviewedAt = transaction.createdAt.getTime() + options.verificationSeconds * 1000;
      if (Date.now() < reviewedAt) return null;
      return { status: 'approved', gatewayCode: null, reference: transaction.providerReference ?? '' };
    },
  };
}

function outcome(number: string, idempotencyKey: string): ChargeResult {
  const reference = `sandbox_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
  const refused = (gatewayCode: string): ChargeResult => ({ status: 'rejected', gatewayCode, reference });
  if (number === SANDBOX_CARDS.pendingVerification)
    return { status: 'pending_verification', gatewayCode: null, reference };
  if (number === SANDBOX_CARDS.threeDSecure) return { status: 'validating', gatewayCode: null, reference };
  if (number === SANDBOX_CARDS.failed) return { status: 'failed', gatewayCode: null, reference };
  if (number === SANDBOX_CARDS.cancelled) return { status: 'cancelled', gatewayCode: null, reference };
  if (number === SANDBOX_CARDS.paymentToken) return refused('payment_token');
  const code = /^400000000000(\d{4})$/.exec(number)?.[1];
  if (code && (GATEWAY_CODES as readonly string[]).includes(code)) return refused(code);
  return { status: 'approved', gatewayCode: null, reference };
}
