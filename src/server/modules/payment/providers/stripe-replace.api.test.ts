import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createActiveCustomer, messageOf } from '../../../../../tests/customers';
import { createTestAgreement, GERMAN_CONSUMER } from '../../../../../tests/payments';
import { type StripeFake, startStripeFake } from '../../../../../tests/stripe-fake';
import { createTestApp, selectNumber, type TestApp } from '../../../../../tests/test-app';
import type { StripePaymentIntentReply } from '../../../../shared/api/payment';
import type * as Repo from '../repo';
import { createStripeClient } from './stripe';

// Two tabs start Stripe checkouts for one agreement at the same moment. Whatever order their steps
// take, the first tab's payment intent ends cancelled at Stripe once the second replaced it, so the
// buyer cannot pay it; nothing is charged and then refunded.
//
// The order that matters most cannot be produced by timing alone: the second tab looks at the open
// payment before the first tab has recorded its intent, and replaces it after. A pause is put into
// the one query the replacing checkout looks with (the open payment of the agreement), and the fake
// Stripe holds the first tab's intent creation.

const pauses = vi.hoisted(() => ({ afterLookAtOpenPayment: null as null | (() => Promise<void>) }));

vi.mock('../repo', async (importOriginal) => {
  const original = await importOriginal<typeof Repo>();
  return {
    ...original,
    async openTransactionOf(...args: Parameters<typeof Repo.openTransactionOf>) {
      const row = await original.openTransactionOf(...args);
      const pause = pauses.afterLookAtOpenPayment;
      pauses.afterLookAtOpenPayment = null;
      if (pause) await pause();
      return row;
    },
  };
});

const WEBHOOK_SECRET = 'whsec_test_clausewright_replace';
const PUBLISHABLE_KEY = 'pk_test_clausewright';
const EMAIL = 'stripe-two-tabs@example.com';

let fake: StripeFake;
let testApp: TestApp;
let browser: Stripe;
let owner: Awaited<ReturnType<typeof createActiveCustomer>>;

beforeAll(async () => {
  fake = await startStripeFake();
  testApp = await createTestApp({
    PAYMENT_PROVIDERS: 'sandbox,stripe',
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
  browser = createStripeClient({
    secretKey: fake.secretKey,
    publishableKey: PUBLISHABLE_KEY,
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.url,
  });
  owner = await createActiveCustomer(testApp, EMAIL);
});
afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

let attempt = 0;
const createIntent = (agreementId: string) =>
  call<StripePaymentIntentReply>(testApp, 'POST', '/transaction/stripe/create-payment-intent', {
    token: owner.token,
    data: {
      item_type: 'agreement',
      item_id: agreementId,
      user_data: {
        invoicing_details: GERMAN_CONSUMER,
        idempotency_key: `two-tabs-${++attempt}-${Date.now()}`,
      },
    },
  });

const webhook = (payload: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
  });

/** Stripe.js in a tab: confirming with a card; a refusal (a cancelled intent) is the answer, not a failure. */
async function payInBrowser(intentId: string) {
  try {
    return await browser.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error;
    throw error;
  }
}

function signal() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const intentsOf = (agreementId: string) =>
  fake
    .paymentIntents()
    .filter((intent) => (intent.metadata as { agreement_id?: string }).agreement_id === agreementId);

const statusOf = async (transactionId: string) => {
  const result = (await testApp.app.database.db.execute(
    sql`select status, gateway_code from transactions where id = ${transactionId}`,
  )) as unknown as { rows: { status: string; gateway_code: string | null }[] };
  return result.rows[0];
};

const approvedOf = (agreementId: string) =>
  selectNumber(
    testApp,
    sql`select count(*)::int as n from transactions where agreement_id = ${agreementId} and status = 'approved'`,
  );

describe('two tabs start Stripe checkouts for one agreement', () => {
  it('the second looks before the first recorded its intent and replaces it after: the first intent is cancelled, nothing is charged', async () => {
    const agreementId = await createTestAgreement(testApp, owner.token, { sendTo: EMAIL });

    // Tab 1 opens its payment; its intent is being created at Stripe.
    const firstCreation = fake.holdNext('POST', '/v1/payment_intents');
    const firstTab = createIntent(agreementId);
    await firstCreation.reached;

    // Tab 2 looks at the open payment (no intent recorded yet) and is paused right there.
    const secondLooked = signal();
    const secondGoesOn = signal();
    pauses.afterLookAtOpenPayment = async () => {
      secondLooked.resolve();
      await secondGoesOn.promise;
    };
    const secondTab = createIntent(agreementId);
    await secondLooked.promise;

    // Tab 1's intent is created and recorded, and its tab is answered.
    firstCreation.release();
    await firstTab;

    // Tab 2 goes on and replaces tab 1's payment.
    secondGoesOn.resolve();
    const second = await secondTab;
    expect(second.body.success).toBe(true);
    const secondTransaction = second.body.data?.transaction.id;

    const [firstIntent] = intentsOf(agreementId).filter(
      (intent) => (intent.metadata as { transaction_id: string }).transaction_id !== secondTransaction,
    );
    if (!firstIntent) throw new Error('tab 1 created no payment intent');
    const firstTransaction = (firstIntent.metadata as { transaction_id: string }).transaction_id;
    expect(await statusOf(firstTransaction)).toEqual({ status: 'cancelled', gateway_code: 'superseded' });
    expect(fake.paymentIntent(firstIntent.id)?.status).toBe('canceled');

    // The buyer still pays in tab 1: Stripe refuses the cancelled intent, nothing is taken.
    const paidInFirstTab = await payInBrowser(firstIntent.id);
    expect(paidInFirstTab).toBeInstanceOf(Stripe.errors.StripeError);
    await webhook(fake.event('payment_intent.succeeded', firstIntent.id));
    expect(fake.paymentIntent(firstIntent.id)?.status).toBe('canceled');
    expect(fake.refunds().filter((refund) => refund.payment_intent === firstIntent.id)).toHaveLength(0);

    // Tab 2's payment is the one that counts.
    const secondIntent = String(second.body.data?.client_secret).split('_secret_')[0] as string;
    await payInBrowser(secondIntent);
    await webhook(fake.event('payment_intent.succeeded', secondIntent));
    expect(await approvedOf(agreementId)).toBe(1);
  });

  it('the second replaces the first before its intent is recorded: the first tab is told, its intent is cancelled', async () => {
    const agreementId = await createTestAgreement(testApp, owner.token, { sendTo: EMAIL });
    const firstCreation = fake.holdNext('POST', '/v1/payment_intents');
    const firstTab = createIntent(agreementId);
    await firstCreation.reached;

    const second = await createIntent(agreementId);
    expect(second.body.success).toBe(true);
    firstCreation.release();
    const first = await firstTab;
    expect(first.body).toMatchObject({ success: false, code: 'payment_declined' });
    expect(messageOf(first.body)).toContain('replaced by a newer checkout');

    const secondTransaction = second.body.data?.transaction.id;
    const [firstIntent] = intentsOf(agreementId).filter(
      (intent) => (intent.metadata as { transaction_id: string }).transaction_id !== secondTransaction,
    );
    expect(firstIntent?.status).toBe('canceled');
    expect(await approvedOf(agreementId)).toBe(0);
  });
});
