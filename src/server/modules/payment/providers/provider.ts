import type { ProcessorName, TransactionStatus } from '../../../../shared/api/payment';

/** How the buyer pays: a card typed into the sandbox form, or a provider's one-time nonce (Braintree). */
export type PaymentMethodInput =
  | { kind: 'card'; card: { number: string; expiry: string; cvc: string; holder: string } }
  | { kind: 'nonce'; nonce: string; deviceData?: string | undefined };

/** A charge the server asks a provider for: the amount is always the server's own. */
export type ChargeRequest = {
  /** Cents of `currency`. */
  amount: number;
  currency: string;
  /** The transaction's id: sent to the provider so that a retried request never charges twice. */
  idempotencyKey: string;
  description: string;
  method: PaymentMethodInput;
  /** The buyer's record at the provider, when it has one (saved payment methods). */
  providerCustomerId?: string | undefined;
  /** EU buyers: the bank may ask for strong customer authentication (3-D Secure). */
  requireThreeDSecure: boolean;
};

/**
 * What the provider answered: a final status; pending verification (settled later, see
 * `checkPending`); or validating (the bank asks the buyer to confirm, 3-D Secure).
 */
export type ChargeResult = {
  status: Exclude<TransactionStatus, 'processing' | 'refund_pending' | 'refunded' | 'voided'>;
  /** The card gateway's refusal code (`GATEWAY_CODES`, e.g. 2001), when the bank declined. */
  gatewayCode: string | null;
  reference: string;
};

/** What the payment service needs to know of a transaction to stop or reverse it at its provider. */
export type ProviderPayment = {
  /** Our transaction's id: the idempotency key (or Braintree order id) it was charged with. */
  id: string;
  providerReference: string | null;
  amount: number;
  currency: string;
};

/**
 * What every provider does beyond taking money: stopping a payment that a newer checkout replaces,
 * and giving back money a payment collected that must not stand (the agreement was already paid).
 */
export interface PaymentReversals {
  readonly name: ProcessorName;
  /**
   * How long a charge made in one server call can take: a `processing` payment older than this was
   * left by a request that never finished (a stopped server), and a new checkout may replace it.
   * Absent: the provider charges in the browser, and an open payment waits for the buyer.
   */
  readonly chargeTimeoutMs?: number;
  /**
   * Stops an open payment so nothing can be collected for it any more: null when stopped (or
   * nothing was ever started there). When the provider has already decided it (collected, under
   * review or refused), its outcome instead, for the caller to settle.
   */
  stop(payment: ProviderPayment): Promise<ChargeResult | null>;
  /** Gives the money back: voided before the provider settled it, refunded after. */
  reverse(payment: ProviderPayment): Promise<'voided' | 'refunded'>;
}

/**
 * A provider that charges in one server call (the sandbox's card form, Braintree's nonce). Stripe
 * confirms in the browser instead and settles through its webhook (providers/stripe-routes.ts).
 */
export interface ChargingProvider extends PaymentReversals {
  readonly name: ProcessorName;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** A payment under review: its final status once known, null while still pending. */
  checkPending?(transaction: {
    providerReference: string | null;
    createdAt: Date;
  }): Promise<ChargeResult | null>;
}
