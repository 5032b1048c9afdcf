import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GERMAN_CONSUMER } from '../../../../tests/payments';
import { confirmStripePayment, createStripePaymentIntent, payAgreement } from './api';
import { type CheckoutAttempt, payWithBraintree, payWithSandbox, payWithStripe } from './pay-with';
import type { BraintreeDropin, StripeCardElement, StripeInstance } from './provider-scripts';

// What each provider's checkout sends the server: the same attempt (price shown, extras flag, the
// visitor's affiliate click) whichever provider the buyer pays with.

const click = vi.hoisted(() => ({ current: null as string | null }));
vi.mock('../tracking/affiliate-click', () => ({
  affiliateCheckoutField: () => (click.current ? { affiliate_click: click.current } : {}),
}));
vi.mock('./api', () => ({
  payAgreement: vi.fn(async () => ({ kind: 'priceChanged', message: 'sent' })),
  createStripePaymentIntent: vi.fn(async () => ({
    kind: 'intent',
    intent: { client_secret: 'pi_1_secret_2' },
  })),
  confirmStripePayment: vi.fn(async () => ({ kind: 'priceChanged', message: 'confirmed' })),
}));

const attempt: CheckoutAttempt = {
  agreementId: '6f1c2d43-5b7a-4e8f-9a0b-1c2d3e4f5a6b',
  idempotencyKey: 'checkout-attempt-1',
  invoicing: GERMAN_CONSUMER,
  discountCode: '',
  amount: 1900,
  extraDifference: true,
  currency: 'EUR',
};

const card = {} as StripeCardElement;
const stripeThatConfirms = (): StripeInstance => ({
  elements: () => ({ create: () => card }),
  confirmCardPayment: async () => ({ paymentIntent: { id: 'pi_1', status: 'succeeded' } }),
});

beforeEach(() => {
  vi.clearAllMocks();
  click.current = null;
});

describe('the checkout request of each provider', () => {
  it('Stripe: the payment intent carries the affiliate click, the extras flag and the total shown', async () => {
    click.current = 'a1b2_3c4d5e';
    await payWithStripe(attempt, stripeThatConfirms(), card);
    expect(createStripePaymentIntent).toHaveBeenCalledWith(attempt.agreementId, {
      invoicing_details: GERMAN_CONSUMER,
      idempotency_key: 'checkout-attempt-1',
      amount: 1900,
      total_price_is_extra_difference: true,
      affiliate_click: 'a1b2_3c4d5e',
    });
    expect(confirmStripePayment).toHaveBeenCalledWith(
      attempt.agreementId,
      'pi_1',
      expect.objectContaining({ affiliate_click: 'a1b2_3c4d5e' }),
    );
  });

  it('Stripe: without a click (or without consent) the field is left out', async () => {
    await payWithStripe(attempt, stripeThatConfirms(), card);
    expect(vi.mocked(createStripePaymentIntent).mock.calls[0]?.[1]).not.toHaveProperty('affiliate_click');
  });

  it('Stripe: a card the bank refuses is not confirmed with the server', async () => {
    const refusing: StripeInstance = {
      ...stripeThatConfirms(),
      confirmCardPayment: async () => ({ error: { message: 'Your card was declined.' } }),
    };
    const outcome = await payWithStripe(attempt, refusing, card);
    expect(outcome).toEqual({ kind: 'declined', reply: null, message: 'Your card was declined.' });
    expect(confirmStripePayment).not.toHaveBeenCalled();
  });

  it('the sandbox and Braintree send the click with the transaction', async () => {
    click.current = 'sandbox_click';
    await payWithSandbox(attempt, { number: '4111111111111111', expiry: '12/30', cvc: '123', holder: 'A' });
    const dropin: BraintreeDropin = {
      requestPaymentMethod: async () => ({ nonce: 'fake-valid-nonce' }),
    } as BraintreeDropin;
    await payWithBraintree(attempt, dropin, { threeDSecure: false });
    const [sandbox, braintree] = vi.mocked(payAgreement).mock.calls.map(([request]) => request);
    expect(sandbox).toMatchObject({ processor: 'sandbox', affiliate_click: 'sandbox_click', amount: 1900 });
    expect(braintree).toMatchObject({
      processor: 'braintree',
      payment_method_nonce: 'fake-valid-nonce',
      affiliate_click: 'sandbox_click',
    });
  });
});
