import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAINTREE_FAKE_CREDENTIALS,
  BRAINTREE_NONCES,
  type BraintreeFake,
  startBraintreeFake,
} from '../../../../../tests/braintree-fake';
import { call, createActiveCustomer, messageOf } from '../../../../../tests/customers';
import { mailsTo } from '../../../../../tests/mail';
import { createTestAgreement, GERMAN_CONSUMER, testAgreementAnswers } from '../../../../../tests/payments';
import { createTestApp, selectNumber, type TestApp } from '../../../../../tests/test-app';
import type { NewAgreementReply } from '../../../../shared/api/agreement';
import type {
  InvoiceSummary,
  InvoicingDetailsInput,
  NewTransactionReply,
  NewTransactionRequest,
} from '../../../../shared/api/payment';
import type {
  BraintreeClientTokenReply,
  BraintreePaymentMethod,
  BraintreePaymentMethodsReply,
} from './braintree-routes';

// Braintree through the API, with the official SDK talking to a local fake of
// Braintree's gateway: drop-in client tokens for the caller's own agreement, paying with a nonce
// through POST /transaction/new (every refusal's message, 3-D Secure for EU buyers, settlement
// later), the vault of saved payment methods, and an installation without Braintree's keys.

let fake: BraintreeFake;
let testApp: TestApp;
let owner: Awaited<ReturnType<typeof createActiveCustomer>>;
let stranger: Awaited<ReturnType<typeof createActiveCustomer>>;

beforeAll(async () => {
  fake = await startBraintreeFake();
  testApp = await createTestApp({
    BRAINTREE_MERCHANT_ID: BRAINTREE_FAKE_CREDENTIALS.merchantId,
    BRAINTREE_PUBLIC_KEY: BRAINTREE_FAKE_CREDENTIALS.publicKey,
    BRAINTREE_PRIVATE_KEY: BRAINTREE_FAKE_CREDENTIALS.privateKey,
    BRAINTREE_API_URL: fake.url,
    PAYMENT_PROVIDERS: 'sandbox,braintree',
    // The pending-payments sweep then asks every half second.
    SANDBOX_VERIFICATION_SECONDS: '1',
  });
  owner = await createActiveCustomer(testApp, 'owner@example.com');
  stranger = await createActiveCustomer(testApp, 'stranger@example.com');
});
afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

const createAgreement = (premium = true) =>
  createTestAgreement(testApp, owner.token, { sendTo: 'owner@example.com', premium });

const american: InvoicingDetailsInput = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  country: 'US',
  state: 'NY',
  address: '1 Main Street',
  city: 'New York',
  is_company: false,
};
const german: InvoicingDetailsInput = GERMAN_CONSUMER;

let attempt = 0;
const payment = (agreementId: string, nonce: string, invoicing = american): NewTransactionRequest => ({
  agreement_id: agreementId,
  processor: 'braintree',
  idempotency_key: `braintree-${++attempt}-${Date.now()}`,
  invoicing_details: invoicing,
  payment_method_nonce: nonce,
  device_data: '{"correlation_id":"test"}',
});
const pay = (data: unknown, token = owner.token) =>
  call<NewTransactionReply>(testApp, 'POST', '/transaction/new', { token, data });
const paidAt = (id: string) =>
  selectNumber(
    testApp,
    sql`select count(*)::int as n from agreements where id = ${id} and paid_at is not null`,
  );
const salesFor = (transactionId: string) =>
  fake.requests.filter(
    (request) =>
      request.path === '/transactions' &&
      (request.body?.transaction as { order_id?: string } | undefined)?.order_id === transactionId,
  );
const clientTokenRequests = () => fake.requests.filter((request) => request.path === '/client_token').length;
const decodeToken = (token: string | undefined) =>
  JSON.parse(Buffer.from(token ?? '', 'base64').toString('utf8')) as { customerId: string | null };

describe('drop-in client tokens', () => {
  it('gives a token for the caller’s own agreement, by agreement id or as an item', async () => {
    const id = await createAgreement();
    const byAgreement = await call<BraintreeClientTokenReply>(
      testApp,
      'POST',
      '/transaction/braintree/agreement-new-token',
      { token: owner.token, data: { agreement_id: id } },
    );
    expect(byAgreement.body.success).toBe(true);
    expect(decodeToken(byAgreement.body.data?.client_token)).toMatchObject({ merchantId: 'fake_merchant' });
    const byItem = await call<BraintreeClientTokenReply>(
      testApp,
      'POST',
      '/transaction/braintree/new-token',
      {
        token: owner.token,
        data: { item_type: 'agreement', item_id: id },
      },
    );
    expect(byItem.body.data?.client_token).toEqual(expect.any(String));
  });

  it('refuses another customer’s agreement, a visitor, a free one and bad input', async () => {
    const id = await createAgreement();
    const tokensBefore = clientTokenRequests();
    const foreign = await call(testApp, 'POST', '/transaction/braintree/agreement-new-token', {
      token: stranger.token,
      data: { agreement_id: id },
    });
    expect(foreign.body).toMatchObject({ success: false, forbidden: true });
    const foreignItem = await call(testApp, 'POST', '/transaction/braintree/new-token', {
      token: stranger.token,
      data: { item_type: 'agreement', item_id: id },
    });
    expect(foreignItem.body).toMatchObject({ success: false, forbidden: true });
    const visitor = await call(testApp, 'POST', '/transaction/braintree/agreement-new-token', {
      data: { agreement_id: id },
    });
    expect(visitor.status).toBe(401);
    const free = await call(testApp, 'POST', '/transaction/braintree/agreement-new-token', {
      token: owner.token,
      data: { agreement_id: await createAgreement(false) },
    });
    expect(messageOf(free.body)).toContain('free version');
    const badId = await call(testApp, 'POST', '/transaction/braintree/agreement-new-token', {
      token: owner.token,
      data: { agreement_id: 'not-an-id' },
    });
    expect(badId.body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(messageOf(badId.body)).toContain('does not exist');
    const badItem = await call(testApp, 'POST', '/transaction/braintree/new-token', {
      token: owner.token,
      data: { item_type: 'subscription', item_id: id },
    });
    expect(badItem.body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(messageOf(badItem.body)).toContain('nothing to pay for');
    expect(clientTokenRequests()).toBe(tokensBefore);
  });

  it('has no privacy-consent items to sell', async () => {
    for (const [path, data] of [
      ['/transaction/braintree/privacy-consent-new-token', { privacy_consent_id: '42' }],
      ['/transaction/braintree/new-token', { item_type: 'privacy_consent', item_id: '42' }],
    ] as const) {
      const { body } = await call(testApp, 'POST', path, { token: owner.token, data });
      expect(body).toMatchObject({ success: false, code: 'not_found' });
      expect(messageOf(body)).toContain('nothing to pay for');
    }
  });

  it('answers that Braintree is not available while it does not answer', async () => {
    const id = await createAgreement();
    fake.failNext('POST /client_token', { status: 503, afterProcessing: false });
    const { body } = await call(testApp, 'POST', '/transaction/braintree/agreement-new-token', {
      token: owner.token,
      data: { agreement_id: id },
    });
    expect(body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(messageOf(body)).toContain('not available');
  });
});

describe('POST /transaction/new with Braintree', () => {
  it('sells the server’s amount with the nonce: the agreement is paid, invoiced and the receipt mailed', async () => {
    const id = await createAgreement();
    const { body } = await pay(payment(id, BRAINTREE_NONCES.approved));
    expect(body.success).toBe(true);
    expect(messageOf(body)).toContain('your premium agreement is ready');
    const transaction = body.data?.transaction;
    expect(transaction).toMatchObject({ status: 'approved', amount: 500, processor: 'braintree' });
    expect(body.data?.agreement.paid).toBe(true);
    expect(await paidAt(id)).toBe(1);

    const [sale] = salesFor(transaction?.id ?? '');
    expect(sale?.body).toMatchObject({
      transaction: {
        amount: '5.00',
        payment_method_nonce: BRAINTREE_NONCES.approved,
        device_data: '{"correlation_id":"test"}',
        options: { submit_for_settlement: true, three_d_secure: { required: false } },
      },
    });
    const atBraintree = [...fake.transactions.values()].find((tx) => tx.orderId === transaction?.id);
    const referenced = await selectNumber(
      testApp,
      sql`select count(*)::int as n from transactions where id = ${transaction?.id} and provider_reference = ${atBraintree?.id}`,
    );
    expect(referenced).toBe(1);
    const invoices = await call<InvoiceSummary[]>(testApp, 'GET', '/customer/invoices', {
      token: owner.token,
    });
    expect(invoices.body.data?.some((invoice) => invoice.total === 500)).toBe(true);
    expect(
      (await mailsTo(testApp, 'owner@example.com')).some((mail) => mail.subject.startsWith('Receipt for')),
    ).toBe(true);
  });

  it('requires 3-D Secure of an EU buyer: without it the liability shift fails, with it the sale goes through', async () => {
    const id = await createAgreement();
    const plain = await pay(payment(id, BRAINTREE_NONCES.approved, german));
    expect(plain.body).toMatchObject({ success: false, code: 'payment_declined' });
    expect((plain.body.data as NewTransactionReply).transaction).toMatchObject({
      status: 'rejected',
      gateway_code: 'liabilityShiftFailed',
    });
    expect(messageOf(plain.body)).toContain('3-D Secure');
    expect(await paidAt(id)).toBe(0);

    const authenticated = await pay(payment(id, BRAINTREE_NONCES.threeDSecureAuthenticated, german));
    expect(authenticated.body.data?.transaction).toMatchObject({ status: 'approved', amount: 595 });
    expect(salesFor(authenticated.body.data?.transaction.id ?? '')[0]?.body).toMatchObject({
      transaction: { amount: '5.95', options: { three_d_secure: { required: true } } },
    });
    expect(await paidAt(id)).toBe(1);
  });

  it.each([
    [BRAINTREE_NONCES.processorDeclined, '2000', 'Your bank declined the payment'],
    [BRAINTREE_NONCES.declinedWith('2001'), '2001', 'Insufficient funds'],
    [BRAINTREE_NONCES.declinedWith('2002'), '2002', 'limit has been exceeded'],
    [BRAINTREE_NONCES.declinedWith('2004'), '2004', 'The card has expired'],
    [BRAINTREE_NONCES.declinedWith('2005'), '2005', 'card number is not valid'],
    [BRAINTREE_NONCES.declinedWith('2014'), '2014', 'suspects fraud'],
    [BRAINTREE_NONCES.declinedWith('2015'), '2015', 'does not allow this transaction'],
    [BRAINTREE_NONCES.declinedWith('2018'), '2018', 'Your bank declined the payment'],
    [BRAINTREE_NONCES.declinedWith('2044'), '2044', 'Your bank declined the payment'],
    [BRAINTREE_NONCES.declinedWith('2046'), '2046', 'Your bank declined the payment'],
    [BRAINTREE_NONCES.declinedWith('2047'), '2047', 'asked to keep the card'],
    [BRAINTREE_NONCES.declinedWith('2099'), '2099', 'credit limit has been reached'],
    [BRAINTREE_NONCES.declinedWith('2106'), '2106', 'could not be authorised'],
    [BRAINTREE_NONCES.declinedWith('2108'), '2108', 'The card is not valid'],
    [BRAINTREE_NONCES.declinedWith('3000'), '3000', 'network is unavailable'],
    [BRAINTREE_NONCES.declinedWith('2057'), 'bankRefusal', 'Your bank refused the payment'],
    [BRAINTREE_NONCES.declinedWith('2010'), 'incorrectCvc', 'security code is wrong'],
    [BRAINTREE_NONCES.rejectedFor('cvv'), 'incorrectCvc', 'security code is wrong'],
    [BRAINTREE_NONCES.rejectedFor('fraud'), 'notAccepted', 'was not accepted'],
    [BRAINTREE_NONCES.rejectedFor('risk_threshold'), 'notAccepted', 'was not accepted'],
    [BRAINTREE_NONCES.rejectedFor('token_issuance'), 'payment_token', 'refusing this payment'],
    [BRAINTREE_NONCES.rejectedFor('duplicate'), 'transactionFailed', 'The transaction failed'],
  ])(
    'a refusal (%s) gives code %s and its message; the agreement stays unpaid',
    async (nonce, code, message) => {
      const id = await createAgreement();
      const { body } = await pay(payment(id, nonce));
      expect(body).toMatchObject({ success: false, code: 'payment_declined' });
      expect((body.data as NewTransactionReply).transaction).toMatchObject({
        status: 'rejected',
        gateway_code: code,
      });
      expect(messageOf(body)).toContain(message);
      expect(await paidAt(id)).toBe(0);
    },
  );

  it('reports a nonce Braintree refuses, and Braintree failing, as a failed transaction', async () => {
    const id = await createAgreement();
    const consumed = await pay(payment(id, BRAINTREE_NONCES.consumed));
    expect(consumed.body).toMatchObject({ success: false, code: 'payment_declined' });
    expect((consumed.body.data as NewTransactionReply).transaction.status).toBe('failed');
    expect(messageOf(consumed.body)).toContain('The transaction failed');
    fake.failNext('POST /transactions', { status: 500, afterProcessing: false });
    const down = await pay(payment(id, BRAINTREE_NONCES.approved));
    expect((down.body.data as NewTransactionReply).transaction.status).toBe('failed');
    expect(await paidAt(id)).toBe(0);
  });

  it('charges a double submit once', async () => {
    const id = await createAgreement();
    const request = payment(id, BRAINTREE_NONCES.approved);
    const [first, second] = await Promise.all([pay(request), pay(request)]);
    const transactionId = first.body.data?.transaction.id ?? '';
    expect(second.body.data?.transaction.id).toBe(transactionId);
    expect((await pay(request)).body.data?.transaction.id).toBe(transactionId);
    expect(salesFor(transactionId)).toHaveLength(1);
  });

  it('keeps a settlement pending under review until Braintree settles it, then unlocks the agreement', async () => {
    const id = await createAgreement();
    const { body } = await pay(payment(id, BRAINTREE_NONCES.settlementPending));
    expect(body.success).toBe(true);
    expect(body.data?.transaction.status).toBe('pending_verification');
    expect(messageOf(body)).toContain('10 to 15 minutes');
    expect(await paidAt(id)).toBe(0);

    const sale = [...fake.transactions.values()].find((tx) => tx.orderId === body.data?.transaction.id);
    fake.setTransactionStatus(sale?.id ?? '', 'settled');
    // The app's pending-payments sweep asks Braintree (every half second with this configuration).
    const deadline = Date.now() + 10_000;
    while ((await paidAt(id)) === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await paidAt(id)).toBe(1);
    const status = await selectNumber(
      testApp,
      sql`select count(*)::int as n from transactions where id = ${body.data?.transaction.id} and status = 'approved'`,
    );
    expect(status).toBe(1);
  });
});

describe('saved payment methods', () => {
  const methods = (token: string) =>
    call<BraintreePaymentMethodsReply>(testApp, 'GET', '/customer/braintree-payment-methods', { token });
  const save = (nonce: string, token = owner.token) =>
    call<BraintreePaymentMethodsReply & { payment_method: BraintreePaymentMethod }>(
      testApp,
      'POST',
      '/transaction/braintree/create-new-payment-method',
      { token, data: { payment_method_nonce: nonce } },
    );
  const setDefault = (methodToken: string, token = owner.token) =>
    call<BraintreePaymentMethodsReply>(testApp, 'PUT', '/customer/braintree-set-default-payment-method', {
      token,
      data: { token: methodToken },
    });
  const profiles = () =>
    selectNumber(testApp, sql`select count(*)::int as n from payment_profiles where processor = 'braintree'`);

  it('saves, lists and switches the default method of the caller’s own vault only', async () => {
    expect((await methods(owner.token)).body.data).toEqual({ payment_methods: [] });

    const vaultToken = await call<BraintreeClientTokenReply>(
      testApp,
      'POST',
      '/transaction/braintree/new-payment-method-new-token',
      { token: owner.token },
    );
    expect(decodeToken(vaultToken.body.data?.client_token).customerId).toBe(owner.id);
    await call(testApp, 'POST', '/transaction/braintree/new-payment-method-new-token', {
      token: owner.token,
    });
    expect(fake.customers.size).toBe(1);
    expect(await profiles()).toBe(1);

    const visa = await save(BRAINTREE_NONCES.approved);
    expect(visa.body.success).toBe(true);
    expect(messageOf(visa.body)).toContain('payment method has been saved');
    expect(visa.body.data?.payment_method).toMatchObject({
      kind: 'card',
      card_type: 'Visa',
      last4: '1111',
      expiration: '12/2030',
      is_default: true,
    });
    const mastercard = await save(BRAINTREE_NONCES.approvedMastercard);
    expect(mastercard.body.data?.payment_method).toMatchObject({
      card_type: 'MasterCard',
      is_default: false,
    });
    expect(mastercard.body.data?.payment_methods).toHaveLength(2);

    const switched = await setDefault(mastercard.body.data?.payment_method.token ?? '');
    expect(switched.body.success).toBe(true);
    expect(messageOf(switched.body)).toContain('default payment method has been changed');
    const listed = (await methods(owner.token)).body.data?.payment_methods ?? [];
    expect(listed.map((method) => [method.last4, method.is_default])).toEqual([
      ['1111', false],
      ['4444', true],
    ]);

    // The drop-in for paying an agreement now shows the saved methods.
    const checkout = await call<BraintreeClientTokenReply>(
      testApp,
      'POST',
      '/transaction/braintree/agreement-new-token',
      {
        token: owner.token,
        data: { agreement_id: await createAgreement() },
      },
    );
    expect(decodeToken(checkout.body.data?.client_token).customerId).toBe(owner.id);

    // Another customer neither sees nor changes them.
    expect((await methods(stranger.token)).body.data?.payment_methods).toEqual([]);
    const foreign = await setDefault(visa.body.data?.payment_method.token ?? '', stranger.token);
    expect(foreign.body).toMatchObject({ success: false, code: 'not_found' });
    expect(messageOf(foreign.body)).toContain('could not be found');
    await save(BRAINTREE_NONCES.approvedAmex, stranger.token);
    const strangersOwn = (await methods(stranger.token)).body.data?.payment_methods ?? [];
    const intruding = await setDefault(strangersOwn[0]?.token ?? '');
    expect(intruding.body).toMatchObject({ success: false, code: 'not_found' });
    expect(fake.paymentMethods.get(visa.body.data?.payment_method.token ?? '')?.isDefault).toBe(false);

    for (const bad of ['unknown', '../x']) {
      const { body } = await setDefault(bad);
      expect(body.success).toBe(false);
      expect(messageOf(body)).toContain('could not be found');
    }
  });

  it('refuses a card the bank declines and a nonce Braintree does not know', async () => {
    const declined = await save(BRAINTREE_NONCES.processorDeclined);
    expect(declined.body).toMatchObject({ success: false, code: 'payment_declined' });
    expect(messageOf(declined.body)).toContain('Your bank declined the payment');
    const unknown = await save('not-a-nonce');
    expect(unknown.body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(messageOf(unknown.body)).toContain('select a valid payment method');
    const empty = await save('');
    expect(empty.body).toMatchObject({ success: false, code: 'validation_failed' });
  });

  it('needs a session', async () => {
    expect((await call(testApp, 'GET', '/customer/braintree-payment-methods')).status).toBe(401);
    expect((await call(testApp, 'POST', '/transaction/braintree/new-payment-method-new-token')).status).toBe(
      401,
    );
    const save = await call(testApp, 'POST', '/transaction/braintree/create-new-payment-method', {
      data: { payment_method_nonce: BRAINTREE_NONCES.approved },
    });
    expect(save.status).toBe(401);
    const setDefault = await call(testApp, 'PUT', '/customer/braintree-set-default-payment-method', {
      data: { token: 'abc' },
    });
    expect(setDefault.status).toBe(401);
  });
});

describe('GET /transaction/user-3d-secure', () => {
  it('asks EU cardholders for 3-D Secure: by the billing country, else where the visitor is', async () => {
    const newcomer = await createActiveCustomer(testApp, 'newcomer@example.com');
    const required = async (headers: Record<string, string> = {}) =>
      (
        await call<{ required: boolean }>(testApp, 'GET', '/transaction/user-3d-secure', {
          token: newcomer.token,
          headers,
        })
      ).body.data?.required;
    expect(await required({ 'cf-ipcountry': 'FR' })).toBe(true);
    expect(await required({ 'cf-ipcountry': 'US' })).toBe(false);
    expect(await required()).toBe(false);
    await call(testApp, 'PUT', '/customer/billing-address', {
      token: newcomer.token,
      data: { billing_address: german },
    });
    expect(await required({ 'cf-ipcountry': 'US' })).toBe(true);
    expect((await call(testApp, 'GET', '/transaction/user-3d-secure')).status).toBe(401);
  });
});

describe('without Braintree’s keys', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ PAYMENT_PROVIDERS: 'sandbox,braintree' });
  });
  afterAll(() => bare?.close());

  it('answers that the payment method is not available, and offers only the sandbox', async () => {
    const customer = await createActiveCustomer(bare, 'bare@example.com');
    const { body: created } = await call<NewAgreementReply>(bare, 'POST', '/agreement/new', {
      token: customer.token,
      data: {
        type: 'test',
        language: 'en',
        premium: true,
        answers: testAgreementAnswers('bare@example.com'),
      },
    });
    const agreementId = created.data?.agreement.id as string;
    const calls: [string, 'GET' | 'POST' | 'PUT', unknown][] = [
      ['/transaction/braintree/agreement-new-token', 'POST', { agreement_id: agreementId }],
      ['/transaction/braintree/new-token', 'POST', { item_type: 'agreement', item_id: agreementId }],
      ['/transaction/braintree/new-payment-method-new-token', 'POST', undefined],
      [
        '/transaction/braintree/create-new-payment-method',
        'POST',
        { payment_method_nonce: 'fake-valid-nonce' },
      ],
      ['/customer/braintree-payment-methods', 'GET', undefined],
      ['/customer/braintree-set-default-payment-method', 'PUT', { token: 'abc' }],
      ['/transaction/new', 'POST', payment(agreementId, BRAINTREE_NONCES.approved)],
    ];
    for (const [path, method, data] of calls) {
      const { body } = await call(bare, method, path, { token: customer.token, data });
      expect(body, path).toMatchObject({ success: false, code: 'validation_failed' });
      expect(messageOf(body), path).toContain('not available');
    }
    const profile = await call<{ processors: string[] }>(bare, 'GET', '/transaction/payment-profile', {
      token: customer.token,
    });
    expect(profile.body.data?.processors).toEqual(['sandbox']);
    const transactions = await selectNumber(bare, sql`select count(*)::int as n from transactions`);
    expect(transactions).toBe(0);
  });
});

describe('a settlement for something already paid', () => {
  /** A sale under review whose agreement gets paid meanwhile (another way in: an operator's mark). */
  async function pendingSaleOfPaidAgreement() {
    const id = await createAgreement();
    const { body } = await pay(payment(id, BRAINTREE_NONCES.settlementPending));
    const transactionId = body.data?.transaction.id ?? '';
    const sale = [...fake.transactions.values()].find((tx) => tx.orderId === transactionId);
    await testApp.app.database.db.execute(sql`update agreements set paid_at = now() where id = ${id}`);
    return { id, transactionId, saleId: sale?.id ?? '' };
  }
  const statusOf = async (transactionId: string) => {
    const result = (await testApp.app.database.db.execute(
      sql`select status, gateway_code from transactions where id = ${transactionId}`,
    )) as unknown as { rows: { status: string; gateway_code: string | null }[] };
    return result.rows[0];
  };
  const invoicesFor = (transactionId: string) =>
    selectNumber(
      testApp,
      sql`select count(*)::int as n from invoices where transaction_id = ${transactionId}`,
    );
  const waitForStatus = async (transactionId: string, status: string) => {
    const deadline = Date.now() + 10_000;
    while ((await statusOf(transactionId))?.status !== status && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
  };

  it('is refunded at Braintree once it has settled, with no invoice and no receipt', async () => {
    const receipts = async () =>
      (await mailsTo(testApp, 'owner@example.com')).filter((mail) => mail.subject.startsWith('Receipt'))
        .length;
    const receiptsBefore = await receipts();
    const { transactionId, saleId } = await pendingSaleOfPaidAgreement();
    fake.setTransactionStatus(saleId, 'settled');
    await waitForStatus(transactionId, 'refunded');
    expect(await statusOf(transactionId)).toEqual({ status: 'refunded', gateway_code: 'alreadyPaid' });
    expect(fake.refunded.has(saleId)).toBe(true);
    expect(await invoicesFor(transactionId)).toBe(0);
    expect(await receipts()).toBe(receiptsBefore);
  });

  it('is voided at Braintree while it is still submitted for settlement', async () => {
    const { transactionId, saleId } = await pendingSaleOfPaidAgreement();
    fake.setTransactionStatus(saleId, 'submitted_for_settlement');
    await waitForStatus(transactionId, 'voided');
    expect(await statusOf(transactionId)).toEqual({ status: 'voided', gateway_code: 'alreadyPaid' });
    expect(fake.transactions.get(saleId)?.status).toBe('voided');
    expect(await invoicesFor(transactionId)).toBe(0);
  });

  it('a refund Braintree refuses at first stays due and is made by the sweep later', async () => {
    const { transactionId, saleId } = await pendingSaleOfPaidAgreement();
    fake.failNext(`POST /transactions/${saleId}/refund`, { status: 500, afterProcessing: false });
    fake.setTransactionStatus(saleId, 'settled');
    await waitForStatus(transactionId, 'refunded');
    expect(await statusOf(transactionId)).toMatchObject({ status: 'refunded' });
    expect(fake.refunded.has(saleId)).toBe(true);
  });
});
