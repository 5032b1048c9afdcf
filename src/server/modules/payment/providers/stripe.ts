import Stripe from 'stripe';
import type { AppConfig } from '../../../config';
import type { ChargeResult, PaymentReversals } from './provider';

export type StripeSettings = NonNullable<AppConfig['stripe']>;

/** How long the SDK waits for Stripe before giving up on one attempt (it retries twice, idempotently). */
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * The official SDK for the configured account. `STRIPE_API_URL` sends its requests elsewhere (a
 * local fake of Stripe's API in tests); otherwise it talks to api.stripe.com.
 */
export function createStripeClient(settings: StripeSettings): Stripe {
  const target = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const protocol = target?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: REQUEST_TIMEOUT_MS,
    appInfo: { name: 'Clausewright' },
    ...(target
      ? { host: target.hostname, port: target.port || (protocol === 'http' ? 80 : 443), protocol }
      : {}),
  });
}

/** Stripe takes the ISO currency in lower case ("eur"); the price list keeps it upper case. */
export const stripeCurrency = (currency: string) => currency.toLowerCase();

/** Stripe's error codes (`last_payment_error.code`) that name the problem themselves. */
export const STRIPE_ERROR_CODES: Record<string, string> = {
  expired_card: 'expiredCard',
  incorrect_cvc: 'incorrectCvc',
  invalid_cvc: 'incorrectCvc',
  incorrect_number: 'incorrectNumber',
  invalid_number: 'incorrectNumber',
  invalid_expiry_month: 'expiredCard',
  invalid_expiry_year: 'expiredCard',
  processing_error: 'processingError',
  payment_intent_authentication_failure: 'authenticationFailed',
  card_decline_rate_limit_exceeded: 'previouslyFailed',
  payment_method_provider_decline: 'bankRefusal',
  payment_intent_payment_attempt_failed: 'transactionFailed',
};

/**
 * The issuer's reason for a `card_declined` (`decline_code`) as a refusal the checkout has a message
 * for: the card gateway's codes where one means the same (insufficient funds 2001, limit 2002, not
 * allowed 2015, invalid card 2108, issuer unreachable 3000, do not honor 2000, not authorised 2106),
 * else the checkout's own refusals.
 * Stripe asks merchants not to tell a buyer that their card is reported lost, stolen or fraudulent:
 * those read as an ordinary decline.
 */
export const STRIPE_DECLINE_CODES: Record<string, string> = {
  insufficient_funds: '2001',
  card_velocity_exceeded: '2002',
  withdrawal_count_limit_exceeded: '2002',
  expired_card: 'expiredCard',
  incorrect_cvc: 'incorrectCvc',
  invalid_cvc: 'incorrectCvc',
  incorrect_number: 'incorrectNumber',
  invalid_number: 'incorrectNumber',
  incorrect_pin: 'authenticationFailed',
  invalid_pin: 'authenticationFailed',
  pin_try_exceeded: 'authenticationFailed',
  authentication_required: 'authenticationFailed',
  offline_pin_required: 'authenticationFailed',
  online_or_offline_pin_required: 'authenticationFailed',
  processing_error: 'processingError',
  reenter_transaction: 'processingError',
  try_again_later: 'processingError',
  issuer_not_available: '3000',
  do_not_honor: '2000',
  call_issuer: 'bankRefusal',
  do_not_try_again: 'bankRefusal',
  no_action_taken: 'bankRefusal',
  revocation_of_all_authorizations: 'bankRefusal',
  revocation_of_authorization: 'bankRefusal',
  security_violation: 'bankRefusal',
  stop_payment_order: 'bankRefusal',
  restricted_card: 'bankRefusal',
  transaction_not_allowed: '2015',
  not_permitted: '2015',
  service_not_allowed: '2015',
  card_not_supported: '2015',
  currency_not_supported: 'notAccepted',
  duplicate_transaction: 'notAccepted',
  invalid_amount: 'notAccepted',
  invalid_account: '2108',
  new_account_information_available: '2108',
  approve_with_id: '2106',
  fraudulent: 'cardDeclined',
  lost_card: 'cardDeclined',
  stolen_card: 'cardDeclined',
  pickup_card: 'cardDeclined',
  merchant_blacklist: 'cardDeclined',
  generic_decline: 'cardDeclined',
  testmode_decline: 'cardDeclined',
};

/** What Stripe said when a payment attempt failed (`last_payment_error`, or a card error's body). */
export type StripePaymentError = { code?: string | null; decline_code?: string | null; type?: string | null };

/** The refusal a failed Stripe payment attempt is stored and explained as: a gateway code or a reason. */
export function declineReason(error: StripePaymentError | null | undefined): string {
  if (!error) return 'transactionFailed';
  const byDecline = error.decline_code ? STRIPE_DECLINE_CODES[error.decline_code] : undefined;
  if (byDecline) return byDecline;
  const byCode = error.code ? STRIPE_ERROR_CODES[error.code] : undefined;
  if (byCode) return byCode;
  if (error.code === 'card_declined') return 'cardDeclined';
  return error.type === 'card_error' ? 'cardDeclined' : 'transactionFailed';
}

/** The parts of a PaymentIntent its outcome depends on. */
export type IntentState = Pick<Stripe.PaymentIntent, 'id' | 'status' | 'amount' | 'currency'> & {
  last_payment_error: StripePaymentError | null;
};

/**
 * A PaymentIntent's state as a transaction outcome: succeeded → approved; processing (a payment
 * still clearing) → pending verification; requires_action (3-D Secure) → validating; canceled →
 * cancelled; a failed attempt → rejected with its reason. Null while nothing has happened yet (the
 * buyer has not confirmed). A success for another amount or currency than the transaction's is not
 * accepted as payment: it is refused as a payment that could not be validated (`validationError`),
 * for a person to look at — the buyer is told to contact support and nothing unlocks.
 */
export function intentOutcome(
  intent: IntentState,
  expected: { amount: number; currency: string },
): ChargeResult | null {
  const reference = intent.id;
  switch (intent.status) {
    case 'succeeded':
      if (intent.amount !== expected.amount || intent.currency !== stripeCurrency(expected.currency))
        return { status: 'rejected', gatewayCode: 'validationError', reference };
      return { status: 'approved', gatewayCode: null, reference };
    case 'processing':
      return { status: 'pending_verification', gatewayCode: null, reference };
    case 'requires_action':
      return { status: 'validating', gatewayCode: null, reference };
    case 'canceled':
      return { status: 'cancelled', gatewayCode: null, reference };
    case 'requires_payment_method':
      return intent.last_payment_error
        ? { status: 'rejected', gatewayCode: declineReason(intent.last_payment_error), reference }
        : null;
    default:
      return null;
  }
}

/** The webhook events that carry a payment's outcome; others are acknowledged and ignored. */
export const SETTLING_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'payment_intent.processing',
] as const;

export function isSettlingEvent(type: string): type is (typeof SETTLING_EVENTS)[number] {
  return (SETTLING_EVENTS as readonly string[]).includes(type);
}

/** A saved card as the profile lists it. */
export type StripeCard = {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: boolean;
};

export function presentCard(method: Stripe.PaymentMethod, defaultId: string | null): StripeCard {
  return {
    id: method.id,
    brand: method.card?.brand ?? 'unknown',
    last4: method.card?.last4 ?? '',
    exp_month: method.card?.exp_month ?? 0,
    exp_year: method.card?.exp_year ?? 0,
    is_default: method.id === defaultId,
  };
}

/** An id of an expandable field (`customer`, `payment_method`, …), whether expanded or not. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * Stripe's side of stopping and reversing payments. A payment intent the buyer has not completed
 * is cancelled, so Stripe.js can no longer confirm it; one Stripe has already decided (succeeded,
 * still processing) answers its outcome instead. Money collected for a payment that must not
 * stand is refunded, keyed by our transaction so that a retry refunds once.
 */
export function createStripeReversals(client: Stripe): PaymentReversals {
  return {
    name: 'stripe',
    async stop(payment) {
      if (!payment.providerReference) return null;
      const reference = payment.providerReference;
      try {
        await client.paymentIntents.cancel(reference, { cancellation_reason: 'abandoned' });
        return null;
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const intent = await client.paymentIntents.retrieve(reference);
        if (intent.status === 'canceled') return null;
        const outcome = intentOutcome(intent, payment);
        if (!outcome) throw error;
        return outcome;
      }
    },
    async reverse(payment) {
      if (!payment.providerReference) throw new Error(`no Stripe payment intent to refund for ${payment.id}`);
      await client.refunds.create(
        { payment_intent: payment.providerReference },
        { idempotencyKey: `refund-${payment.id}` },
      );
      return 'refunded';
    },
  };
}
