import type { InvoicingDetailsInput } from '../../../shared/api/payment';
import { translate } from '../../lib/i18n';
import { affiliateCheckoutField } from '../tracking/affiliate-click';
import {
  confirmStripePayment,
  createStripePaymentIntent,
  type PaymentOutcome,
  payAgreement,
  type StripeUserData,
} from './api';
import type { CardForm } from './checkout-model';
import type { BraintreeDropin, StripeCardElement, StripeInstance } from './provider-scripts';

/** One checkout attempt: what the buyer saw and entered, under one idempotency key. */
export type CheckoutAttempt = {
  agreementId: string;
  idempotencyKey: string;
  invoicing: InvoicingDetailsInput;
  discountCode: string;
  /** The total shown, in cents: the server charges nothing when its own differs. */
  amount: number;
  extraDifference: boolean;
  currency: string;
};

/** A provider's widget, ready to pay once the buyer submits. */
export type ProviderHandle =
  | { processor: 'stripe'; stripe: StripeInstance; card: StripeCardElement }
  | { processor: 'braintree'; dropin: BraintreeDropin };

const checkoutFields = (attempt: CheckoutAttempt) => ({
  agreement_id: attempt.agreementId,
  idempotency_key: attempt.idempotencyKey,
  invoicing_details: attempt.invoicing,
  ...(attempt.discountCode ? { discount_code: attempt.discountCode } : {}),
  amount: attempt.amount,
  total_price_is_extra_difference: attempt.extraDifference,
  ...affiliateCheckoutField(),
});

/** The sandbox: its test card numbers choose the outcome (README "Payments"). */
export function payWithSandbox(attempt: CheckoutAttempt, card: CardForm): Promise<PaymentOutcome> {
  return payAgreement({ ...checkoutFields(attempt), processor: 'sandbox', card });
}

/** The drop-in could not give a payment method: it shows what is wrong; nothing was charged. */
const incomplete = (): PaymentOutcome => ({
  kind: 'declined',
  reply: null,
  message: translate('common:payment.method.incomplete'),
});

/**
 * Braintree: the drop-in turns the buyer's card (after 3-D Secure when the bank asks for it) into
 * a nonce, which the server charges with its own price.
 */
export async function payWithBraintree(
  attempt: CheckoutAttempt,
  dropin: BraintreeDropin,
  options: { threeDSecure: boolean; email?: string },
): Promise<PaymentOutcome> {
  let method: { nonce: string; deviceData?: string };
  try {
    method = await dropin.requestPaymentMethod(
      options.threeDSecure
        ? {
            threeDSecure: {
              amount: (attempt.amount / 100).toFixed(2),
              ...(options.email ? { email: options.email } : {}),
              billingAddress: {
                givenName: attempt.invoicing.first_name,
                surname: attempt.invoicing.last_name,
                streetAddress: attempt.invoicing.address,
                locality: attempt.invoicing.city,
                postalCode: attempt.invoicing.postal_code ?? '',
                countryCodeAlpha2: attempt.invoicing.country,
              },
            },
          }
        : undefined,
    );
  } catch {
    return incomplete();
  }
  return payAgreement({
    ...checkoutFields(attempt),
    processor: 'braintree',
    payment_method_nonce: method.nonce,
    ...(method.deviceData ? { device_data: method.deviceData } : {}),
  });
}

/**
 * Stripe: the server creates a payment intent for its price, Stripe.js confirms the card with the
 * buyer's bank (3-D Secure included), and the server records the outcome. Stripe's webhook stays
 * the source of truth for the final status.
 */
export async function payWithStripe(
  attempt: CheckoutAttempt,
  stripe: StripeInstance,
  card: StripeCardElement,
): Promise<PaymentOutcome> {
  const userData: StripeUserData = {
    invoicing_details: attempt.invoicing,
    ...(attempt.discountCode ? { discount_code: attempt.discountCode } : {}),
    idempotency_key: attempt.idempotencyKey,
    amount: attempt.amount,
    total_price_is_extra_difference: attempt.extraDifference,
    ...affiliateCheckoutField(),
  };
  const created = await createStripePaymentIntent(attempt.agreementId, userData);
  if (created.kind !== 'intent') return created;
  const { invoicing } = attempt;
  const confirmed = await stripe.confirmCardPayment(created.intent.client_secret, {
    payment_method: {
      card,
      billing_details: {
        name: `${invoicing.first_name} ${invoicing.last_name}`.trim(),
        ...(invoicing.phone ? { phone: invoicing.phone } : {}),
        address: {
          country: invoicing.country,
          ...(invoicing.state ? { state: invoicing.state } : {}),
          city: invoicing.city,
          line1: invoicing.address,
          ...(invoicing.postal_code ? { postal_code: invoicing.postal_code } : {}),
        },
      },
    },
  });
  if (confirmed.error || !confirmed.paymentIntent)
    return {
      kind: 'declined',
      reply: null,
      // Stripe.js words the refusal in the buyer's language already.
      message: confirmed.error?.message || translate('errors:payment.decline.cardDeclined'),
    };
  return confirmStripePayment(attempt.agreementId, confirmed.paymentIntent.id, userData);
}
