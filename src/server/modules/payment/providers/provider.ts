import type { TransactionStatus } from '../../../../shared/api/payment';

/** A charge the server asks a provider for: the amount is always the server's own. */
export type ChargeRequest = {
  amount: number;
  currency: string;
  /** Sent to the provider so that a retried request never charges twice. */
  idempotencyKey: string;
  description: string;
  card: { number: string; expiry: string; cvc: string; holder: string };
};

/** What the provider answered: a final status, or pending verification (settled later). */
export type ChargeResult = {
  status: Exclude<TransactionStatus, 'processing' | 'validating'>;
  /** The card gateway's refusal code (spec §8), when the bank declined. */
  gatewayCode: string | null;
  reference: string;
};

/**
 * One payment provider behind the checkout (issue 8 §3). The sandbox is the embedded default; the
 * Stripe and Braintree adapters implement the same interface once their keys are configured.
 */
export interface PaymentProvider {
  readonly name: 'sandbox';
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
