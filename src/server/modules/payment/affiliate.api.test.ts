import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActiveCustomer } from '../../../../tests/customers';
import { createTestAgreement, GERMAN_CONSUMER } from '../../../../tests/payments';
import { type StripeFake, startStripeFake } from '../../../../tests/stripe-fake';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import type { NewTransactionReply, StripePaymentIntentReply } from '../../../shared/api/payment';
import { SANDBOX_CARDS } from './providers/sandbox';

// Affiliate tracking on sales (decision 0008): a checkout (POST /transaction/new for the sandbox and
// Braintree, POST /transaction/stripe/create-payment-intent for Stripe) takes the visitor's ShareASale
// click (`affiliate_click`), stores it on the transaction when affiliate tracking is configured,
// refuses a malformed one before anything is charged, and ignores it when none is configured.

type Customer = Awaited<ReturnType<typeof createActiveCustomer>>;

let attempt = 0;
const payment = (agreementId: string, extra: Record<string, unknown> = {}) => ({
  agreement_id: agreementId,
  processor: 'sandbox',
  idempotency_key: `affiliate-${++attempt}-${Date.now()}`,
  invoicing_details: GERMAN_CONSUMER,
  card: { number: SANDBOX_CARDS.approved, expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' },
  ...extra,
});

async function storedAffiliate(testApp: TestApp, agreementId: string) {
  const result = (await testApp.app.database.db.execute(
    sql`select affiliate_network, affiliate_click_id, status from transactions where agreement_id = ${agreementId}`,
  )) as unknown as {
    rows: { affiliate_network: string | null; affiliate_click_id: string | null; status: string }[];
  };
  return result.rows;
}

describe('with ShareASale configured', () => {
  let testApp: TestApp;
  let buyer: Customer;
  beforeAll(async () => {
    testApp = await createTestApp({ AFFILIATE_PROVIDER: 'shareasale', SHAREASALE_MERCHANT_ID: '123456' });
    buyer = await createActiveCustomer(testApp, 'affiliate-buyer@example.com');
  });
  afterAll(() => testApp.close());
  const newAgreement = () =>
    createTestAgreement(testApp, buyer.token, { sendTo: 'affiliate-buyer@example.com' });
  const pay = (data: unknown) =>
    call<NewTransactionReply>(testApp, 'POST', '/transaction/new', { token: buyer.token, data });

  it('stores the click on the approved transaction', async () => {
    const id = await newAgreement();
    const { body } = await pay(payment(id, { affiliate_click: 'a1b2_3c4d5e' }));
    expect(body.success).toBe(true);
    expect(body.data?.transaction.status).toBe('approved');
    expect(await storedAffiliate(testApp, id)).toEqual([
      { affiliate_network: 'shareasale', affiliate_click_id: 'a1b2_3c4d5e', status: 'approved' },
    ]);
  });

  it('sells without a click and stores none', async () => {
    const id = await newAgreement();
    const { body } = await pay(payment(id));
    expect(body.data?.transaction.status).toBe('approved');
    expect(await storedAffiliate(testApp, id)).toEqual([
      { affiliate_network: null, affiliate_click_id: null, status: 'approved' },
    ]);
  });

  it.each([
    ['markup', '<img src=x>'],
    ['a URL', 'https://evil.example/?sscid=1'],
    ['an empty value', ''],
    ['a very long value', 'a'.repeat(65)],
    ['a number', 12345],
  ])('refuses %s with a field error and charges nothing', async (_name, click) => {
    const id = await newAgreement();
    const { body } = await pay(payment(id, { affiliate_click: click }));
    expect(body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(body.fieldErrors?.affiliate_click).toContain('affiliate reference');
    expect(await storedAffiliate(testApp, id)).toEqual([]);
    const paid = await call(testApp, 'GET', `/agreement/sale-details/${id}`, { token: buyer.token });
    expect(paid.body.data).toMatchObject({ paid: false });
  });

  it('words the field error in the buyer’s language', async () => {
    const id = await newAgreement();
    const { body } = await call(testApp, 'POST', '/transaction/new', {
      token: buyer.token,
      data: payment(id, { affiliate_click: 'not a click' }),
      headers: { 'accept-language': 'de' },
    });
    expect(body.fieldErrors?.affiliate_click).toContain('Partnerkennung');
  });
});

describe('with ShareASale configured, paying with Stripe', () => {
  let stripe: StripeFake;
  let testApp: TestApp;
  let buyer: Customer;
  beforeAll(async () => {
    stripe = await startStripeFake();
    testApp = await createTestApp({
      AFFILIATE_PROVIDER: 'shareasale',
      SHAREASALE_MERCHANT_ID: '123456',
      PAYMENT_PROVIDERS: 'sandbox,stripe',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_affiliate',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_affiliate',
      STRIPE_API_URL: stripe.url,
    });
    buyer = await createActiveCustomer(testApp, 'affiliate-stripe@example.com');
  });
  afterAll(async () => {
    await testApp.close();
    await stripe.close();
  });
  const startPaying = async (click: unknown) => {
    const id = await createTestAgreement(testApp, buyer.token, { sendTo: 'affiliate-stripe@example.com' });
    const { body } = await call<StripePaymentIntentReply>(
      testApp,
      'POST',
      '/transaction/stripe/create-payment-intent',
      {
        token: buyer.token,
        data: {
          item_type: 'agreement',
          item_id: id,
          user_data: {
            invoicing_details: GERMAN_CONSUMER,
            idempotency_key: `affiliate-stripe-${++attempt}-${Date.now()}`,
            affiliate_click: click,
          },
        },
      },
    );
    return { id, body };
  };

  it('stores the click on the transaction the payment intent belongs to', async () => {
    const { id, body } = await startPaying('s7r1p3_click');
    expect(body.success).toBe(true);
    expect(await storedAffiliate(testApp, id)).toEqual([
      expect.objectContaining({ affiliate_network: 'shareasale', affiliate_click_id: 's7r1p3_click' }),
    ]);
  });

  it('refuses a malformed click before any transaction or payment intent exists', async () => {
    const { id, body } = await startPaying('<img src=x>');
    expect(body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(JSON.stringify(body.fieldErrors)).toContain('affiliate reference');
    expect(await storedAffiliate(testApp, id)).toEqual([]);
  });
});

describe('without affiliate tracking configured (the default)', () => {
  let testApp: TestApp;
  let buyer: Customer;
  beforeAll(async () => {
    testApp = await createTestApp();
    buyer = await createActiveCustomer(testApp, 'plain-buyer@example.com');
  });
  afterAll(() => testApp.close());

  it('accepts a well-formed click but stores nothing about it', async () => {
    const id = await createTestAgreement(testApp, buyer.token, { sendTo: 'plain-buyer@example.com' });
    const { body } = await call<NewTransactionReply>(testApp, 'POST', '/transaction/new', {
      token: buyer.token,
      data: payment(id, { affiliate_click: 'a1b2_3c4d5e' }),
    });
    expect(body.data?.transaction.status).toBe('approved');
    expect(await storedAffiliate(testApp, id)).toEqual([
      { affiliate_network: null, affiliate_click_id: null, status: 'approved' },
    ]);
  });
});
