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
  status: Exclude<TransactionStatus, 'processing'>;
  /** The card gateway's refusal code (spec §8), when the bank declined. */
  gatewayCode: string | null;
  reference: string;
};

/**
 * A provider that charges in one server call (the sandbox's card form, Braintree's nonce). Stripe
 * confirms in the browser instead and settles through its webhook (providers/stripe-routes.ts).
 */
export interface ChargingProvider {
  readonly name: ProcessorName;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** A payment under review: its final status once known, null while still pending. */
  checkPending?(transaction: {
    providerReference: string | null;
    createdAt: Date;
  }): Promise<ChargeResult | null>;
}
