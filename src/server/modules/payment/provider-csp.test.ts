import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { paymentProviderSources } from './provider-csp';

describe('paymentProviderSources', () => {
  it('adds nothing for the sandbox, and a provider’s origins only once its keys are set', () => {
    expect(paymentProviderSources(loadConfig({}))).toEqual({
      script: [],
      style: [],
      frame: [],
      connect: [],
      img: [],
    });
    const listedWithoutKeys = loadConfig({ PAYMENT_PROVIDERS: 'sandbox,stripe,braintree' });
    expect(paymentProviderSources(listedWithoutKeys).script).toEqual([]);
    const both = paymentProviderSources(
      loadConfig({
        PAYMENT_PROVIDERS: 'stripe,braintree',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        BRAINTREE_MERCHANT_ID: 'm',
        BRAINTREE_PUBLIC_KEY: 'p',
        BRAINTREE_PRIVATE_KEY: 'k',
      }),
    );
    expect(both.script).toEqual([
      'https://js.stripe.com',
      'https://js.braintreegateway.com',
      'https://assets.braintreegateway.com',
    ]);
    expect(both.frame).toContain('https://hooks.stripe.com');
    expect(both.connect).toContain('https://api.stripe.com');
  });
});
