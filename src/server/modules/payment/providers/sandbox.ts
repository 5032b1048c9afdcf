import { createHash } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './provider';

/**
 * The card gateway's refusal codes the checkout explains (spec §8). In the sandbox, the card number
 * 4000 0000 0000 CCCC is refused with code CCCC; "payment_token" has its own number.
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
} as const;

/**
 * The embedded default provider: no keys, no network. Any other valid-looking number is approved,
 * so a self-hosted install can try the whole flow; nothing is charged anywhere.
 */
export function createSandboxProvider(): PaymentProvider {
  const seen = new Map<string, ChargeResult>();
  return {
    name: 'sandbox',
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      // Like a real provider, the same idempotency key answers the same result.
      const known = seen.get(request.idempotencyKey);
      if (known) return known;
      const result = outcome(request);
      seen.set(request.idempotencyKey, result);
      return result;
    },
  };
}

function outcome(request: ChargeRequest): ChargeResult {
  const number = request.card.number;
  const reference = `sandbox_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
  const refused = (gatewayCode: string): ChargeResult => ({ status: 'rejected', gatewayCode, reference });
  if (number === SANDBOX_CARDS.pendingVerification)
    return { status: 'pending_verification', gatewayCode: null, reference };
  if (number === SANDBOX_CARDS.failed) return { status: 'failed', gatewayCode: null, reference };
  if (number === SANDBOX_CARDS.cancelled) return { status: 'cancelled', gatewayCode: null, reference };
  if (number === SANDBOX_CARDS.paymentToken) return refused('payment_token');
  const code = /^400000000000(\d{4})$/.exec(number)?.[1];
  if (code && (GATEWAY_CODES as readonly string[]).includes(code)) return refused(code);
  return { status: 'approved', gatewayCode: null, reference };
}
