import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActiveCustomer, messageOf } from '../../../../../tests/customers';
import { mailsTo } from '../../../../../tests/mail';
import { createTestAgreement, GERMAN_CONSUMER } from '../../../../../tests/payments';
import { type StripeFake, startStripeFake } from '../../../../../tests/stripe-fake';
import { createTestApp, selectNumber, type TestApp } from '../../../../../tests/test-app';
import type { NewTransactionReply, StripePaymentIntentReply } from '../../../../shared/api/payment';
import { createStripeClient } from './stripe';
import type { StripePaymentMethodsReply, StripeSetupIntentReply } from './stripe-routes';

// Stripe through the API: the official SDK against a local fake of Stripe's HTTP API
// (tests/stripe-fake.ts). The browser's part (Stripe.js confirming a PaymentIntent or SetupIntent)
// is played by the SDK with Stripe's test payment methods; webhooks are signed like Stripe signs them.

const WEBHOOK_SECRET = 'whsec_test_clausewright_webhooks';
const PUBLISHABLE_KEY = 'pk_test_clausewright';

let fake: StripeFake;
let testApp: TestApp;
let browser: Stripe;
let owner: Awaited<ReturnType<typeof createActiveCustomer>>;
let stranger: Awaited<ReturnType<typeof createActiveCustomer>>;

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
  owner = await createActiveCustomer(testApp, 'stripe-owner@example.com');
  stranger = await createActiveCustomer(testApp, 'stripe-stranger@example.com');
});
afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

const invoicing = GERMAN_CONSUMER;

const createAgreement = (token = owner.token) =>
  createTestAgreement(testApp, token, { sendTo: 'stripe-owner@example.com' });

let attempt = 0;
const intentRequest = (agreementId: string, userData: Record<string, unknown> = {}) => ({
  item_type: 'agreement',
  item_id: agreementId,
  user_data: {
    invoicing_details: invoicing,
    idempotency_key: `stripe-attempt-${++attempt}-${Date.now()}`,
    ...userData,
  },
});
const createIntent = (data: unknown, token: string | null = owner.token) =>
  call<StripePaymentIntentReply>(testApp, 'POST', '/transaction/stripe/create-payment-intent', {
    token: token ?? undefined,
    data,
  });
const confirmPayment = (agreementId: string, intentId: string, token = owner.token) =>
  call<NewTransactionReply>(testApp, 'POST', '/transaction/stripe/confirm-payment', {
    token,
    data: {
      item_type: 'agreement',
      item_id: agreementId,
      payment_intent_id: intentId,
      user_data: { invoicing_details: invoicing },
    },
  });
const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] as string;

/** Opens a checkout for a new agreement of the owner's: the agreement and the intent's id. */
async function checkout(): Promise<{ agreementId: string; intentId: string; transactionId: string }> {
  const agreementId = await createAgreement();
  const { body } = await createIntent(intentRequest(agreementId));
  if (!body.data) throw new Error(messageOf(body));
  return {
    agreementId,
    intentId: intentIdOf(body.data.client_secret),
    transactionId: body.data.transaction.id,
  };
}

/** What Stripe.js does in the browser: confirm with a payment method (card errors come back as 402). */
async function confirmInBrowser(intentId: string, paymentMethod: string) {
  try {
    return await browser.paymentIntents.confirm(intentId, { payment_method: paymentMethod });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) return error;
    throw error;
  }
}

const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
const webhook = (payload: string, signature: string | null = sign(payload)) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    payload,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });

const count = (query: ReturnType<typeof sql>) => selectNumber(testApp, query);
const paid = (agreementId: string) =>
  count(sql`select count(*)::int as n from agreements where id = ${agreementId} and paid_at is not null`);
const transactionsOf = (agreementId: string) =>
  count(sql`select count(*)::int as n from transactions where agreement_id = ${agreementId}`);
const invoicesOf = (agreementId: string) =>
  count(
    sql`select count(*)::int as n from invoices i join transactions t on t.id = i.transaction_id where t.agreement_id = ${agreementId}`,
  );
const receiptsFor = async (agreementId: string) =>
  (await mailsTo(testApp, 'stripe-owner@example.com')).filter(
    (mail) => mail.subject.startsWith('Receipt for') && mail.text.includes(`/download/${agreementId}`),
  ).length;
const statusOf = async (transactionId: string) => {
  const result = (await testApp.app.database.db.execute(
    sql`select status, gateway_code from transactions where id = ${transactionId}`,
  )) as unknown as { rows: { status: string; gateway_code: string | null }[] };
  return result.rows[0];
};
const intentsCreatedFor = (transactionId: string) =>
  fake.requests.filter(
    (request) =>
      request.method === 'POST' &&
      request.path === '/v1/payment_intents' &&
      (request.params.metadata as Record<string, string> | undefined)?.transaction_id === transactionId,
  );

describe('POST /transaction/stripe/create-payment-intent', () => {
  it('creates an intent for the server’s amount on the caller’s Stripe customer', async () => {
    const agreementId = await createAgreement();
    const { body } = await createIntent(intentRequest(agreementId, { amount: 595 }));
    expect(body.success).toBe(true);
    const data = body.data as StripePaymentIntentReply;
    expect(data.publishable_key).toBe(PUBLISHABLE_KEY);
    expect(data.client_secret).toMatch(/^pi_[a-f0-9]+_secret_/);
    expect(data.transaction).toMatchObject({
      status: 'processing',
      amount: 595,
      currency: 'EUR',
      processor: 'stripe',
    });

    const [created] = intentsCreatedFor(data.transaction.id);
    expect(created?.idempotencyKey).toBe(data.transaction.id);
    expect(created?.params).toMatchObject({
      amount: '595',
      currency: 'eur',
      allowed_payment_method_types: ['card'],
      metadata: { transaction_id: data.transaction.id, agreement_id: agreementId },
    });
    const intent = fake.paymentIntent(intentIdOf(data.client_secret));
    const stripeCustomer = fake.customer(String(intent?.customer));
    expect(stripeCustomer).toMatchObject({ email: 'stripe-owner@example.com' });
    const profiles = await count(
      sql`select count(*)::int as n from payment_profiles where provider_customer_id = ${stripeCustomer?.id} and processor = 'stripe'`,
    );
    expect(profiles).toBe(1);
  });

  it('answers a repeated or doubled key with the same intent and one transaction', async () => {
    const agreementId = await createAgreement();
    const request = intentRequest(agreementId);
    const [first, second] = await Promise.all([createIntent(request), createIntent(request)]);
    const again = await createIntent(request);
    expect(first.body.data?.client_secret).toBeDefined();
    expect(second.body.data?.client_secret).toBe(first.body.data?.client_secret);
    expect(again.body.data?.client_secret).toBe(first.body.data?.client_secret);
    expect(await transactionsOf(agreementId)).toBe(1);
    const transactionId = first.body.data?.transaction.id;
    const intents = fake
      .paymentIntents()
      .filter((intent) => (intent.metadata as Record<string, string>).transaction_id === transactionId);
    expect(intents).toHaveLength(1);
  });

  it('keeps one Stripe customer per account', async () => {
    await checkout();
    await checkout();
    const creations = fake.requests.filter(
      (request) =>
        request.method === 'POST' &&
        request.path === '/v1/customers' &&
        (request.params.metadata as Record<string, string>).customer_id === owner.id,
    );
    expect(new Set(creations.map((request) => request.idempotencyKey))).toEqual(
      new Set([`customer-${owner.id}`]),
    );
    const profiles = await count(
      sql`select count(*)::int as n from payment_profiles where customer_id = ${owner.id} and processor = 'stripe'`,
    );
    expect(profiles).toBe(1);
  });

  it('refuses a tampered amount, another customer’s agreement, a visitor and bad input; nothing is created', async () => {
    const agreementId = await createAgreement();
    const before = fake.requests.length;
    const tampered = await createIntent(intentRequest(agreementId, { amount: 1 }));
    expect(tampered.body.success).toBe(false);
    expect(messageOf(tampered.body)).toContain('The price has changed to €5.95');
    const foreign = await createIntent(intentRequest(agreementId), stranger.token);
    expect(foreign.body).toMatchObject({ success: false, forbidden: true });
    expect((await createIntent(intentRequest(agreementId), null)).status).toBe(401);
    const bad = await createIntent({
      item_type: 'privacy_consent',
      item_id: 'nope',
      user_data: { invoicing_details: { ...invoicing, first_name: '' }, idempotency_key: 'short' },
    });
    expect(bad.body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(Object.keys(bad.body.fieldErrors ?? {}).sort()).toEqual([
      'item_id',
      'item_type',
      'user_data.idempotency_key',
      'user_data.invoicing_details.first_name',
    ]);
    expect(await transactionsOf(agreementId)).toBe(0);
    expect(fake.requests.length).toBe(before);
  });

  it('fails the checkout when Stripe refuses to create the intent, and frees it for a new attempt', async () => {
    const agreementId = await createAgreement();
    fake.failNext('/v1/payment_intents', 400, { type: 'invalid_request_error', message: 'Amount too small' });
    const request = intentRequest(agreementId);
    const refused = await createIntent(request);
    expect(refused.body).toMatchObject({ success: false, code: 'payment_declined' });
    expect(messageOf(refused.body)).toContain('The transaction failed');
    expect((refused.body.data as { transaction: { status: string } }).transaction.status).toBe('failed');
    const repeated = await createIntent(request);
    expect(repeated.body.code).toBe('payment_declined');
    const retried = await createIntent(intentRequest(agreementId));
    expect(retried.body.success).toBe(true);
    expect(await transactionsOf(agreementId)).toBe(2);
  });

  it('does not reuse the key of a sandbox payment', async () => {
    const agreementId = await createAgreement();
    const request = intentRequest(agreementId);
    const sandbox = await call(testApp, 'POST', '/transaction/new', {
      token: owner.token,
      data: {
        agreement_id: agreementId,
        processor: 'sandbox',
        idempotency_key: request.user_data.idempotency_key,
        invoicing_details: invoicing,
        card: { number: '4000000000002001', expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' },
      },
    });
    expect(sandbox.body.code).toBe('payment_declined');
    const reused = await createIntent(request);
    expect(messageOf(reused.body)).toContain('Please reload the page and try again');
  });
});

describe('POST /transaction/stripe/confirm-payment', () => {
  it('approves a succeeded payment: agreement paid, one invoice, one receipt — the webhook after it changes nothing', async () => {
    const { agreementId, intentId } = await checkout();
    await confirmInBrowser(intentId, 'pm_card_visa');
    const { body } = await confirmPayment(agreementId, intentId);
    expect(body.success).toBe(true);
    expect(messageOf(body)).toContain('your premium agreement is ready');
    expect(body.data?.transaction).toMatchObject({ status: 'approved', amount: 595 });
    expect(body.data?.agreement.paid).toBe(true);
    const late = await webhook(fake.event('payment_intent.succeeded', intentId));
    expect(late.statusCode).toBe(200);
    const again = await confirmPayment(agreementId, intentId);
    expect(again.body.data?.transaction.status).toBe('approved');
    expect(await paid(agreementId)).toBe(1);
    expect(await invoicesOf(agreementId)).toBe(1);
    expect(await receiptsFor(agreementId)).toBe(1);
  });

  it.each([
    ['pm_card_visa_chargeDeclinedInsufficientFunds', '2001', 'Insufficient funds'],
    ['pm_card_chargeDeclinedExpiredCard', 'expiredCard', 'Your card has expired'],
    ['pm_card_chargeDeclinedIncorrectCvc', 'incorrectCvc', 'security code is wrong'],
    ['pm_card_chargeDeclinedFraudulent', 'cardDeclined', 'Your card was declined'],
  ])('refuses a payment declined with %s (%s) and cancels the intent', async (method, code, message) => {
    const { agreementId, intentId } = await checkout();
    await confirmInBrowser(intentId, method);
    const { body } = await confirmPayment(agreementId, intentId);
    expect(body).toMatchObject({ success: false, code: 'payment_declined' });
    expect((body.data as NewTransactionReply).transaction).toMatchObject({
      status: 'rejected',
      gateway_code: code,
    });
    expect(messageOf(body)).toContain(message);
    expect(await paid(agreementId)).toBe(0);
    expect(fake.paymentIntent(intentId)?.status).toBe('canceled');
    // Stripe then reports the failure and the cancellation: the refusal stands.
    expect((await webhook(fake.event('payment_intent.payment_failed', intentId))).statusCode).toBe(200);
    expect((await webhook(fake.event('payment_intent.canceled', intentId))).statusCode).toBe(200);
    const after = await confirmPayment(agreementId, intentId);
    expect((after.body.data as NewTransactionReply).transaction).toMatchObject({
      status: 'rejected',
      gateway_code: code,
    });
  });

  it('reports a payment still clearing as under review; its webhook approves it later', async () => {
    const { agreementId, intentId, transactionId } = await checkout();
    await confirmInBrowser(intentId, 'pm_fake_processing');
    const { body } = await confirmPayment(agreementId, intentId);
    expect(body.success).toBe(true);
    expect(body.data?.transaction.status).toBe('pending_verification');
    expect(messageOf(body)).toContain('10 to 15 minutes');
    expect(await paid(agreementId)).toBe(0);
    fake.finishProcessing(intentId, true);
    expect((await webhook(fake.event('payment_intent.succeeded', intentId))).statusCode).toBe(200);
    expect(await statusOf(transactionId)).toEqual({ status: 'approved', gateway_code: null });
    expect(await paid(agreementId)).toBe(1);
    expect(await invoicesOf(agreementId)).toBe(1);
  });

  it('reports a 3-D Secure challenge as validating; a failed authentication is refused by the webhook', async () => {
    const { agreementId, intentId, transactionId } = await checkout();
    await confirmInBrowser(intentId, 'pm_card_authenticationRequired');
    const { body } = await confirmPayment(agreementId, intentId);
    expect(body.data?.transaction.status).toBe('validating');
    expect(messageOf(body)).toContain('being validated');
    fake.completeAction(intentId, false);
    expect((await webhook(fake.event('payment_intent.payment_failed', intentId))).statusCode).toBe(200);
    expect(await statusOf(transactionId)).toEqual({
      status: 'rejected',
      gateway_code: 'authenticationFailed',
    });
    expect(await paid(agreementId)).toBe(0);
  });

  it('reports an intent the buyer has not confirmed yet as processing', async () => {
    const { agreementId, intentId } = await checkout();
    const { body } = await confirmPayment(agreementId, intentId);
    expect(body.success).toBe(true);
    expect(body.data?.transaction.status).toBe('processing');
  });

  it('knows only the caller’s own intents', async () => {
    const { agreementId, intentId } = await checkout();
    await confirmInBrowser(intentId, 'pm_card_visa');
    const foreign = await confirmPayment(agreementId, intentId, stranger.token);
    expect(foreign.body).toMatchObject({ success: false, code: 'not_found' });
    expect(messageOf(foreign.body)).toContain('This payment could not be found');
    const otherItem = await confirmPayment(await createAgreement(), intentId);
    expect(otherItem.body.code).toBe('not_found');
    const unknown = await confirmPayment(agreementId, 'pi_doesnotexist');
    expect(unknown.body.code).toBe('not_found');
    const bad = await confirmPayment(agreementId, 'not an id');
    expect(bad.body.code).toBe('validation_failed');
    const visitor = await call(testApp, 'POST', '/transaction/stripe/confirm-payment', {
      data: { item_type: 'agreement', item_id: agreementId, payment_intent_id: intentId },
    });
    expect(visitor.status).toBe(401);
    // The stranger's look changed nothing: the owner's payment is still open for its webhook.
    expect(await paid(agreementId)).toBe(0);
  });
});

describe('POST /webhooks/stripe', () => {
  it('settles a payment once: agreement paid, one invoice and one receipt, however often the event comes', async () => {
    const { agreementId, intentId, transactionId } = await checkout();
    await confirmInBrowser(intentId, 'pm_card_visa');
    const event = fake.event('payment_intent.succeeded', intentId);
    const first = await webhook(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await statusOf(transactionId)).toEqual({ status: 'approved', gateway_code: null });
    const replay = await webhook(event);
    expect(replay.statusCode).toBe(200);
    await Promise.all([webhook(event), webhook(event)]);
    expect(await transactionsOf(agreementId)).toBe(1);
    expect(await invoicesOf(agreementId)).toBe(1);
    expect(await receiptsFor(agreementId)).toBe(1);
    expect(await paid(agreementId)).toBe(1);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { agreementId, intentId, transactionId } = await checkout();
    await confirmInBrowser(intentId, 'pm_card_visa');
    const event = fake.event('payment_intent.succeeded', intentId);
    const forged = [
      await webhook(event, sign(event, 'whsec_someone_else')),
      await webhook(event.replace('"amount": 595', '"amount": 1'), sign(event)),
      await webhook(event, sign(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600)),
      await webhook(event, 't=123,v1=deadbeef'),
      await webhook(event, null),
    ];
    for (const response of forged) {
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['error']);
    }
    expect(await statusOf(transactionId)).toEqual({ status: 'processing', gateway_code: null });
    expect(await paid(agreementId)).toBe(0);
  });

  it('acknowledges events for unknown payments and events it does not use', async () => {
    const { intentId, transactionId } = await checkout();
    const unknown = fake.event('payment_intent.succeeded', intentId).replaceAll(intentId, 'pi_unknown0000');
    expect((await webhook(unknown)).statusCode).toBe(200);
    await confirmInBrowser(intentId, 'pm_card_visa');
    const created = fake.event('payment_intent.created', intentId);
    expect((await webhook(created)).json()).toEqual({ received: true });
    expect(await statusOf(transactionId)).toEqual({ status: 'processing', gateway_code: null });
  });
});

describe('saved cards', () => {
  const getToken = (token: string | null = owner.token) =>
    call<StripeSetupIntentReply>(testApp, 'POST', '/transaction/stripe/get-token-for-new-payment-method', {
      token: token ?? undefined,
      data: {},
    });
  const confirmSetup = (data: unknown, token = owner.token) =>
    call<StripePaymentMethodsReply>(testApp, 'POST', '/transaction/stripe/confirm-setup-intent', {
      token,
      data,
    });
  const attach = (paymentMethodId: string, token = owner.token) =>
    call<StripePaymentMethodsReply>(testApp, 'POST', '/transaction/stripe/attach-payment-method', {
      token,
      data: { payment_method_id: paymentMethodId },
    });
  const list = (token = owner.token) =>
    call<StripePaymentMethodsReply>(testApp, 'GET', '/customer/stripe-payment-methods', { token });
  const setDefault = (paymentMethodId: string, token = owner.token) =>
    call<StripePaymentMethodsReply>(testApp, 'PUT', '/customer/stripe-set-default-payment-method', {
      token,
      data: { payment_method_id: paymentMethodId },
    });

  it('saves a card through a SetupIntent, attaches another, lists them and moves the default', async () => {
    const token = await getToken();
    expect(token.body.data?.publishable_key).toBe(PUBLISHABLE_KEY);
    const setupId = String(token.body.data?.client_secret).split('_secret_')[0] as string;
    expect(setupId).toMatch(/^seti_/);

    const pending = await confirmSetup({ setup_intent_id: setupId, payment_method_id: 'pm_000' });
    expect(messageOf(pending.body)).toContain('has not confirmed this card yet');

    const setup = await browser.setupIntents.confirm(setupId, { payment_method: 'pm_card_visa' });
    const visa = setup.payment_method as string;
    const wrongMethod = await confirmSetup({ setup_intent_id: setupId, payment_method_id: 'pm_000' });
    expect(wrongMethod.body.code).toBe('not_found');
    const saved = await confirmSetup({ setup_intent_id: setupId, payment_method_id: visa });
    expect(saved.body.success).toBe(true);
    expect(messageOf(saved.body)).toContain('Your card has been saved');
    expect(saved.body.data?.payment_methods).toEqual([
      { id: visa, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, is_default: true },
    ]);

    const mastercard = (
      await browser.paymentMethods.create({ type: 'card', card: { token: 'tok_mastercard' } })
    ).id;
    const attached = await attach(mastercard);
    expect(attached.body.data?.payment_methods.map((card) => [card.brand, card.is_default])).toEqual([
      ['mastercard', false],
      ['visa', true],
    ]);

    const changed = await setDefault(mastercard);
    expect(messageOf(changed.body)).toContain('now your default payment method');
    const listed = await list();
    expect(listed.body.data?.payment_methods.find((card) => card.is_default)?.id).toBe(mastercard);
    expect(listed.body.data?.payment_methods).toHaveLength(2);
  });

  it('keeps one customer’s cards from another', async () => {
    const token = await getToken();
    const setupId = String(token.body.data?.client_secret).split('_secret_')[0] as string;
    const setup = await browser.setupIntents.confirm(setupId, { payment_method: 'pm_card_mastercard' });
    const ownersCard = setup.payment_method as string;
    await confirmSetup({ setup_intent_id: setupId, payment_method_id: ownersCard });

    const customersBefore = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/customers',
    ).length;
    expect((await list(stranger.token)).body.data).toEqual({ payment_methods: [] });
    const stolenDefault = await setDefault(ownersCard, stranger.token);
    expect(stolenDefault.body).toMatchObject({ success: false, code: 'not_found' });
    const stolenSetup = await confirmSetup(
      { setup_intent_id: setupId, payment_method_id: ownersCard },
      stranger.token,
    );
    expect(stolenSetup.body.code).toBe('not_found');
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers').length).toBe(
      customersBefore,
    );

    const stolenAttach = await attach(ownersCard, stranger.token);
    expect(stolenAttach.body.code).toBe('not_found');
    expect(messageOf(stolenAttach.body)).toContain('could not be found');
    expect(fake.paymentMethod(ownersCard)?.customer).toBe(setup.customer);
    expect((await attach('pm_unknown123')).body.code).toBe('not_found');
    expect((await setDefault('pm_unknown123')).body.code).toBe('not_found');
  });

  it('refuses bad ids and visitors', async () => {
    expect((await attach('not-a-card')).body).toMatchObject({ success: false, code: 'validation_failed' });
    expect((await setDefault('')).body.code).toBe('validation_failed');
    expect((await confirmSetup({ setup_intent_id: 'pi_123', payment_method_id: 'pm_1' })).body.code).toBe(
      'validation_failed',
    );
    expect((await getToken(null)).status).toBe(401);
    expect((await call(testApp, 'GET', '/customer/stripe-payment-methods')).status).toBe(401);
    const card = { payment_method_id: 'pm_card_visa' };
    expect(
      (await call(testApp, 'PUT', '/customer/stripe-set-default-payment-method', { data: card })).status,
    ).toBe(401);
    expect(
      (await call(testApp, 'POST', '/transaction/stripe/attach-payment-method', { data: card })).status,
    ).toBe(401);
    const setup = { setup_intent_id: 'seti_123', payment_method_id: 'pm_123' };
    expect(
      (await call(testApp, 'POST', '/transaction/stripe/confirm-setup-intent', { data: setup })).status,
    ).toBe(401);
  });
});

describe('without Stripe keys', () => {
  let bare: TestApp;
  let buyer: Awaited<ReturnType<typeof createActiveCustomer>>;
  beforeAll(async () => {
    bare = await createTestApp();
    buyer = await createActiveCustomer(bare, 'no-stripe@example.com');
  });
  afterAll(() => bare?.close());

  it('answers every call with “not available” and refuses webhooks', async () => {
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown][] = [
      [
        'POST',
        '/transaction/stripe/create-payment-intent',
        intentRequest('00000000-0000-4000-8000-000000000000'),
      ],
      [
        'POST',
        '/transaction/stripe/confirm-payment',
        {
          item_type: 'agreement',
          item_id: '00000000-0000-4000-8000-000000000000',
          payment_intent_id: 'pi_1',
        },
      ],
      ['POST', '/transaction/stripe/get-token-for-new-payment-method', {}],
      [
        'POST',
        '/transaction/stripe/confirm-setup-intent',
        { setup_intent_id: 'seti_1', payment_method_id: 'pm_1' },
      ],
      ['POST', '/transaction/stripe/attach-payment-method', { payment_method_id: 'pm_1' }],
      ['GET', '/customer/stripe-payment-methods'],
      ['PUT', '/customer/stripe-set-default-payment-method', { payment_method_id: 'pm_1' }],
    ];
    for (const [method, url, data] of calls) {
      const { body } = await call(bare, method, url, { token: buyer.token, data });
      expect(body, url).toMatchObject({ success: false, code: 'validation_failed' });
      expect(messageOf(body), url).toContain('This payment method is not available');
    }
    const payload = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: {} } });
    const refused = await bare.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('one payment per agreement with Stripe', () => {
  const statusOf = async (transactionId: string) => {
    const result = (await testApp.app.database.db.execute(
      sql`select status, gateway_code from transactions where id = ${transactionId}`,
    )) as unknown as { rows: { status: string; gateway_code: string | null }[] };
    return result.rows[0];
  };
  const approvedOf = (agreementId: string) =>
    count(
      sql`select count(*)::int as n from transactions where agreement_id = ${agreementId} and status = 'approved'`,
    );

  it('a second tab’s checkout cancels the first tab’s payment intent: the first can no longer be paid', async () => {
    const first = await checkout();
    const second = await createIntent(intentRequest(first.agreementId));
    expect(second.body.success).toBe(true);
    expect(fake.paymentIntent(first.intentId)?.status).toBe('canceled');
    expect(await statusOf(first.transactionId)).toEqual({ status: 'cancelled', gateway_code: 'superseded' });
    // Stripe.js in the first tab: the cancelled intent refuses to be confirmed.
    await expect(
      browser.paymentIntents.confirm(first.intentId, { payment_method: 'pm_card_visa' }),
    ).rejects.toThrow();

    const secondIntent = intentIdOf(second.body.data?.client_secret ?? '');
    await confirmInBrowser(secondIntent, 'pm_card_visa');
    expect((await webhook(fake.event('payment_intent.succeeded', secondIntent))).statusCode).toBe(200);
    expect(await approvedOf(first.agreementId)).toBe(1);
    expect(await invoicesOf(first.agreementId)).toBe(1);
  });

  it('a first tab already paid at Stripe is settled when a second tab starts: nothing more is charged', async () => {
    const first = await checkout();
    await confirmInBrowser(first.intentId, 'pm_card_visa');
    const second = await createIntent(intentRequest(first.agreementId));
    expect(second.body.success).toBe(false);
    expect(messageOf(second.body)).toContain('already been paid for');
    expect(await statusOf(first.transactionId)).toMatchObject({ status: 'approved' });
    expect(
      fake
        .paymentIntents()
        .filter(
          (intent) =>
            intent.metadata &&
            (intent.metadata as { agreement_id?: string }).agreement_id === first.agreementId,
        ),
    ).toHaveLength(1);
    expect(await approvedOf(first.agreementId)).toBe(1);
    expect(await invoicesOf(first.agreementId)).toBe(1);
  });

  it('a webhook approving a checkout that had already ended is refunded at Stripe, with no invoice', async () => {
    const first = await checkout();
    await confirmInBrowser(first.intentId, 'pm_card_visa');
    // The checkout ended on our side before Stripe's word arrived (refused by an earlier answer).
    await testApp.app.database.db.execute(
      sql`update transactions set status = 'failed' where id = ${first.transactionId}`,
    );
    expect((await webhook(fake.event('payment_intent.succeeded', first.intentId))).statusCode).toBe(200);
    expect(await statusOf(first.transactionId)).toEqual({ status: 'refunded', gateway_code: 'closed' });
    expect(fake.refunds().map((refund) => refund.payment_intent)).toContain(first.intentId);
    expect(await invoicesOf(first.agreementId)).toBe(0);
    expect(await paid(first.agreementId)).toBe(0);
    // Stripe sends the event again: refunded once.
    await webhook(fake.event('payment_intent.succeeded', first.intentId));
    expect(fake.refunds().filter((refund) => refund.payment_intent === first.intentId)).toHaveLength(1);
  });

  it('a webhook approving a purchase the agreement already has is refunded, and the first payment stands', async () => {
    const first = await checkout();
    await confirmInBrowser(first.intentId, 'pm_card_visa');
    await testApp.app.database.db.execute(
      sql`update agreements set paid_at = now() where id = ${first.agreementId}`,
    );
    const reply = await confirmPayment(first.agreementId, first.intentId);
    expect(reply.body).toMatchObject({ success: false, code: 'payment_declined' });
    expect(messageOf(reply.body)).toContain('This payment was not needed and has been refunded');
    expect(await statusOf(first.transactionId)).toEqual({ status: 'refunded', gateway_code: 'alreadyPaid' });
    expect(fake.refunds().map((refund) => refund.payment_intent)).toContain(first.intentId);
    expect(await invoicesOf(first.agreementId)).toBe(0);
  });
});
