// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  AGREEMENT_ID,
  click,
  type FakeCall,
  renderCheckout,
  setUpPaymentTests,
  stubPaymentApi,
  type,
} from '../payment.test-support';
import {
  BRAINTREE_DROPIN_URL,
  type BraintreeDropin,
  providerGlobals,
  STRIPE_JS_URL,
  type StripeCardElement,
  type StripeInstance,
} from '../provider-scripts';

// Stripe.js and Braintree's drop-in cannot be reached from the tests: the scripts the checkout adds
// are caught before the page fetches them, and the providers' globals are fakes set when they "load".

setUpPaymentTests();

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const posted = (calls: FakeCall[], path: string) => calls.filter((call) => call.path === path);

/** Catches the <script> elements the checkout adds to the head, without the page loading them. */
function catchScripts(): HTMLScriptElement[] {
  const added: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof HTMLScriptElement) added.push(node);
  });
  return added;
}

async function loaded(script: HTMLScriptElement | undefined, install: () => void): Promise<void> {
  install();
  await act(async () => {
    script?.dispatchEvent(new Event('load'));
  });
}

async function fillBilling(): Promise<void> {
  await type(screen.getByLabelText('First name'), 'Ada');
  await type(screen.getByLabelText('Last name'), 'Lovelace');
  await type(screen.getByLabelText('Country'), 'FR');
  await type(screen.getByLabelText('Street address'), '1 rue de la Paix');
  await type(screen.getByLabelText('City'), 'Paris');
  await waitFor(() => expect((button(/^Pay /) as HTMLButtonElement).disabled).toBe(false), { timeout: 3000 });
}

const approvedReply = (processor: string) => ({
  messages: [{ value: 'Thank you! Your payment has been received.' }],
  data: {
    transaction: {
      id: 't9',
      agreement_id: AGREEMENT_ID,
      status: 'approved',
      gateway_code: null,
      amount: 3480,
      currency: 'EUR',
      created_at: '2026-11-20T10:00:00.000Z',
      processor,
    },
    agreement: { id: AGREEMENT_ID, type: 'privacy-policy', paid: true },
  },
});

function fakeStripe(confirm: StripeInstance['confirmCardPayment']) {
  const card: StripeCardElement & { mounted?: HTMLElement } = {
    mount: vi.fn((element: HTMLElement) => {
      card.mounted = element;
    }),
    destroy: vi.fn(),
    on: vi.fn(),
  };
  const factory = vi.fn(() => ({ elements: () => ({ create: () => card }), confirmCardPayment: confirm }));
  return { card, factory, confirm };
}

describe('Stripe', () => {
  it('loads Stripe.js only once chosen, confirms the card with the intent’s secret and records the payment', async () => {
    const scripts = catchScripts();
    const calls = stubPaymentApi({
      processors: ['sandbox', 'stripe'],
      extra: (call) => {
        if (call.path === '/transaction/stripe/create-payment-intent')
          return {
            data: {
              client_secret: 'pi_1_secret_2',
              publishable_key: 'pk_test_123',
              transaction: { id: 't9' },
            },
          };
        if (call.path === '/transaction/stripe/confirm-payment') return approvedReply('stripe');
        return undefined;
      },
    });
    await renderCheckout();
    await screen.findByTestId('order-summary');
    await fillBilling();
    expect(scripts).toHaveLength(0);

    await click(screen.getByRole('radio', { name: 'Credit or debit card (Stripe)' }));
    expect(scripts.map((script) => script.src)).toEqual([STRIPE_JS_URL]);
    const stripe = fakeStripe(vi.fn(async () => ({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })));
    await loaded(scripts[0], () => {
      providerGlobals().Stripe = stripe.factory;
    });
    expect(stripe.factory).toHaveBeenCalledWith('pk_test_123', { locale: 'en' });
    expect(stripe.card.mounted).toBeInstanceOf(HTMLElement);

    await click(button('Pay €34.80'));
    await screen.findByTestId('payment-redirecting');
    const created = posted(calls, '/transaction/stripe/create-payment-intent')[0]?.data;
    expect(created).toMatchObject({
      item_type: 'agreement',
      item_id: AGREEMENT_ID,
      user_data: { amount: 3480, invoicing_details: { first_name: 'Ada', country: 'FR' } },
    });
    expect(stripe.confirm).toHaveBeenCalledWith('pi_1_secret_2', {
      payment_method: {
        card: stripe.card,
        billing_details: {
          name: 'Ada Lovelace',
          address: { country: 'FR', city: 'Paris', line1: '1 rue de la Paix' },
        },
      },
    });
    const confirmed = posted(calls, '/transaction/stripe/confirm-payment')[0]?.data;
    const key = (created?.user_data as { idempotency_key?: string } | undefined)?.idempotency_key;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(confirmed).toMatchObject({
      item_type: 'agreement',
      item_id: AGREEMENT_ID,
      payment_intent_id: 'pi_1',
      user_data: { idempotency_key: key },
    });
  });

  it('shows Stripe’s refusal and records nothing', async () => {
    const scripts = catchScripts();
    const calls = stubPaymentApi({
      processors: ['stripe'],
      extra: (call) =>
        call.path === '/transaction/stripe/create-payment-intent'
          ? {
              data: {
                client_secret: 'pi_2_secret',
                publishable_key: 'pk_test_123',
                transaction: { id: 't9' },
              },
            }
          : undefined,
    });
    await renderCheckout();
    await screen.findByTestId('order-summary');
    await fillBilling();
    await click(screen.getByRole('radio', { name: 'Credit or debit card (Stripe)' }));
    const stripe = fakeStripe(
      vi.fn(async () => ({ error: { message: 'Your card has insufficient funds.' } })),
    );
    await loaded(scripts[0], () => {
      providerGlobals().Stripe = stripe.factory;
    });
    await click(button('Pay €34.80'));
    expect((await screen.findByTestId('form-alert-danger')).textContent).toBe(
      'Your card has insufficient funds.',
    );
    expect(posted(calls, '/transaction/stripe/confirm-payment')).toHaveLength(0);
  });

  it('says so when Stripe.js cannot be loaded', async () => {
    const scripts = catchScripts();
    stubPaymentApi({ processors: ['stripe'] });
    await renderCheckout();
    await screen.findByTestId('order-summary');
    await click(screen.getByRole('radio', { name: 'Credit or debit card (Stripe)' }));
    await act(async () => {
      scripts[0]?.dispatchEvent(new Event('error'));
    });
    expect((await screen.findByTestId('provider-failed')).textContent).toContain(
      'The payment form could not be loaded.',
    );
  });
});

describe('Braintree', () => {
  it('starts the drop-in from the agreement’s client token and pays with its nonce, 3-D Secure included', async () => {
    const scripts = catchScripts();
    const calls = stubPaymentApi({
      processors: ['sandbox', 'braintree'],
      threeDSecure: true,
      extra: (call) => {
        if (call.path === '/transaction/braintree/agreement-new-token')
          return { data: { client_token: 'ct_1' } };
        if (call.path === '/transaction/new' && call.data?.processor === 'braintree')
          return approvedReply('braintree');
        return undefined;
      },
    });
    await renderCheckout();
    await screen.findByTestId('order-summary');
    await fillBilling();
    await click(screen.getByRole('radio', { name: 'Credit or debit card (Braintree)' }));
    await waitFor(() => expect(scripts.map((script) => script.src)).toEqual([BRAINTREE_DROPIN_URL]));
    expect(posted(calls, '/transaction/braintree/agreement-new-token')[0]?.data).toEqual({
      agreement_id: AGREEMENT_ID,
    });
    const dropin: BraintreeDropin = {
      requestPaymentMethod: vi.fn(async () => ({ nonce: 'nonce-1', deviceData: '{"id":"d1"}' })),
      teardown: vi.fn(async () => undefined),
    };
    const create = vi.fn(async () => dropin);
    await loaded(scripts[0], () => {
      providerGlobals().braintree = { dropin: { create } };
    });
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        authorization: 'ct_1',
        threeDSecure: true,
        locale: 'en_GB',
        dataCollector: true,
      }),
    );

    await click(button('Pay €34.80'));
    await screen.findByTestId('payment-redirecting');
    expect(dropin.requestPaymentMethod).toHaveBeenCalledWith({
      threeDSecure: expect.objectContaining({ amount: '34.80', email: 'ada@acme.example' }),
    });
    expect(posted(calls, '/transaction/new')[0]?.data).toMatchObject({
      processor: 'braintree',
      payment_method_nonce: 'nonce-1',
      device_data: '{"id":"d1"}',
      amount: 3480,
    });
  });

  it('asks to complete the drop-in when it gives no payment method', async () => {
    const scripts = catchScripts();
    const calls = stubPaymentApi({
      processors: ['braintree'],
      extra: (call) =>
        call.path === '/transaction/braintree/agreement-new-token'
          ? { data: { client_token: 'ct_1' } }
          : undefined,
    });
    await renderCheckout();
    await screen.findByTestId('order-summary');
    await fillBilling();
    await click(screen.getByRole('radio', { name: 'Credit or debit card (Braintree)' }));
    await waitFor(() => expect(scripts).toHaveLength(1));
    const dropin: BraintreeDropin = {
      requestPaymentMethod: vi.fn(async () => {
        throw new Error('No payment method is available.');
      }),
      teardown: vi.fn(async () => undefined),
    };
    await loaded(scripts[0], () => {
      providerGlobals().braintree = { dropin: { create: async () => dropin } };
    });
    await waitFor(() => expect(screen.queryByText('Loading the payment form…')).toBeNull());
    await click(button('Pay €34.80'));
    expect((await screen.findByTestId('form-alert-danger')).textContent).toBe(
      'Please complete the payment details in the payment form.',
    );
    expect(posted(calls, '/transaction/new')).toHaveLength(0);
  });
});
