import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActiveCustomer, GOOD_PASSWORD, messageOf } from '../../../../tests/customers';
import { mailsTo } from '../../../../tests/mail';
import { createTestAgreement, GERMAN_CONSUMER, testAgreementAnswers } from '../../../../tests/payments';
import { createTestApp, selectNumber, type TestApp } from '../../../../tests/test-app';
import { startViesFake, type ViesFake } from '../../../../tests/vies-fake';
import type { NewAgreementReply } from '../../../shared/api/agreement';
import type {
  CostsReply,
  InvoiceSummary,
  NewTransactionReply,
  PaymentProfile,
  SaleDetails,
} from '../../../shared/api/payment';
import { createDiscount } from './discounts';
import { SANDBOX_CARDS } from './providers/sandbox';

// The checkout beyond the plain card payment: discount codes, VAT for EU companies
// (VIES, reverse charge), price_extra options and upgrades, 3-D Secure, payments under review,
// sale details, invoices and billing details — each call with success, bad input, no session and
// another customer's data.

let testApp: TestApp;
let vies: ViesFake;
let owner: Awaited<ReturnType<typeof createActiveCustomer>>;
let stranger: Awaited<ReturnType<typeof createActiveCustomer>>;

beforeAll(async () => {
  vies = await startViesFake();
  testApp = await createTestApp({
    VIES_URL: vies.url,
    COMPANY_COUNTRY: 'NL',
    COMPANY_ADDRESS: 'Keizersgracht 2, 1015 CJ Amsterdam',
    COMPANY_VAT_NUMBER: 'NL000099998B57',
    SANDBOX_VERIFICATION_SECONDS: '1',
  });
  owner = await createActiveCustomer(testApp, 'buyer@example.com');
  stranger = await createActiveCustomer(testApp, 'other@example.com');
  // Codes are made by the operator (npm run discount-codes), straight in the database.
  const db = testApp.app.database.db;
  const day = 24 * 3600 * 1000;
  await createDiscount(db, { code: 'WELCOME10', percent: 10 });
  await createDiscount(db, { code: 'HALF', percent: 50, maxUses: 1 });
  await createDiscount(db, { code: 'EXPIRED', percent: 50, validUntil: new Date(Date.now() - day) });
  await createDiscount(db, { code: 'LATER', percent: 10, validFrom: new Date(Date.now() + day) });
});
afterAll(async () => {
  await testApp.close();
  await vies.close();
});

const baseAnswers = testAgreementAnswers('buyer@example.com');
const EXTRA = ['extended_support'];

const createAgreement = (answers: Record<string, unknown> = baseAnswers) =>
  createTestAgreement(testApp, owner.token, { sendTo: 'buyer@example.com', answers });

const consumer = GERMAN_CONSUMER;
const frenchCompany = {
  ...consumer,
  country: 'FR',
  state: undefined,
  city: 'Paris',
  postal_code: '75001',
  address: '1 rue de Rivoli',
  is_company: true,
  company_name: 'Exemple SAS',
  company_country: 'FR',
  vat_number: '32123456789',
  registration_number: '123 456 789 RCS Paris',
};

let attempt = 0;
const card = (number: string = SANDBOX_CARDS.approved) => ({
  number,
  expiry: '12/30',
  cvc: '123',
  holder: 'Ada',
});
const pay = (
  agreementId: string,
  extra: Record<string, unknown> = {},
  token: string | undefined = owner.token,
) =>
  call<NewTransactionReply>(testApp, 'POST', '/transaction/new', {
    token,
    data: {
      agreement_id: agreementId,
      processor: 'sandbox',
      idempotency_key: `checkout-${++attempt}-${Date.now()}`,
      invoicing_details: consumer,
      card: card(),
      ...extra,
    },
  });
const costs = (id: string, data: Record<string, unknown>, token: string | undefined = owner.token) =>
  call<CostsReply>(testApp, 'POST', `/agreement/costs/${id}`, { token, data });
const uses = (code: string) =>
  selectNumber(testApp, sql`select uses as n from discount_codes where code = ${code}`);

describe('discount codes', () => {
  it('take their percentage off before VAT, case-insensitively, and count a use when paid', async () => {
    const id = await createAgreement();
    const { body } = await costs(id, { country: 'DE', discount_code: ' welcome10 ' });
    expect(body.data).toMatchObject({
      subtotal: 500,
      discount: { code: 'WELCOME10', percent: 10, amount: 50 },
      net: 450,
      vat: { rate: 19, amount: 86 },
      total: 536,
    });
    expect(messageOf(body)).toContain('WELCOME10 takes 10 % off');
    const paid = await pay(id, { discount_code: 'welcome10', amount: 536 });
    expect(paid.body.data?.transaction).toMatchObject({ status: 'approved', amount: 536 });
    expect(await uses('WELCOME10')).toBe(1);
  });

  it.each(['NOPE', 'EXPIRED', 'LATER', 'bad code!'])(
    'refuses %s with the spec’s words, charging nothing',
    async (code) => {
      const id = await createAgreement();
      const quoted = await costs(id, { country: 'DE', discount_code: code });
      expect(quoted.body).toMatchObject({ success: false });
      expect(quoted.body.fieldErrors?.discount_code).toBe('The code you supplied is not valid');
      const paid = await pay(id, { discount_code: code });
      expect(messageOf(paid.body)).toBe('The code you supplied is not valid');
      expect(
        await selectNumber(
          testApp,
          sql`select count(*)::int as n from transactions where agreement_id = ${id}`,
        ),
      ).toBe(0);
    },
  );

  it('keep their use limit: a declined payment gives the use back, the last use goes once', async () => {
    const first = await createAgreement();
    const declined = await pay(first, { discount_code: 'HALF', card: card('4000000000002001') });
    expect(declined.body.code).toBe('payment_declined');
    expect(await uses('HALF')).toBe(0);
    const paid = await pay(first, { discount_code: 'HALF' });
    expect(paid.body.data?.transaction.amount).toBe(298);
    expect(await uses('HALF')).toBe(1);
    const second = await createAgreement();
    const usedUp = await pay(second, { discount_code: 'HALF' });
    expect(messageOf(usedUp.body)).toBe('The code you supplied is not valid');
  });
});

describe('VAT for EU companies', () => {
  it('applies the reverse charge to a company with a VAT number VIES knows, in another state', async () => {
    const id = await createAgreement();
    const { body } = await costs(id, {
      country: 'FR',
      is_company: true,
      company_country: 'FR',
      vat_number: 'fr 32 123 456 789',
    });
    expect(body.data?.vat).toEqual({ country: 'FR', rate: 0, amount: 0, treatment: 'reverse_charge' });
    expect(body.data?.total).toBe(500);
    expect(messageOf(body)).toContain('FR32123456789 is valid');
    const paid = await pay(id, { invoicing_details: frenchCompany, amount: 500 });
    expect(paid.body.data?.transaction.amount).toBe(500);
    const receipt = (await mailsTo(testApp, 'buyer@example.com')).find((mail) =>
      mail.text.includes('reverse charge'),
    );
    expect(receipt).toBeDefined();
  });

  it('charges VAT to a company VIES does not know, one in the seller’s country, and while VIES is down', async () => {
    const id = await createAgreement();
    const unknown = await costs(id, {
      country: 'DE',
      is_company: true,
      company_country: 'DE',
      vat_number: '111111111',
    });
    expect(unknown.body.data?.vat.treatment).toBe('standard');
    expect(messageOf(unknown.body)).toContain('not registered');
    const domestic = await costs(id, {
      country: 'NL',
      is_company: true,
      company_country: 'NL',
      vat_number: '123456789B01',
    });
    expect(domestic.body.data?.vat).toMatchObject({ treatment: 'standard', rate: 21 });
    const down = await costs(id, {
      country: 'DE',
      is_company: true,
      company_country: 'DE',
      vat_number: '999999999',
    });
    expect(down.body.data?.vat.treatment).toBe('standard');
    expect(messageOf(down.body)).toContain('not answering');
  });

  it('checks each state’s format first (Greece is EL) and names the field', async () => {
    const id = await createAgreement();
    const malformed = await costs(id, {
      country: 'DE',
      is_company: true,
      company_country: 'DE',
      vat_number: '12AB',
    });
    expect(malformed.body.success).toBe(false);
    expect(malformed.body.fieldErrors?.vat_number).toContain('not a valid');
    const greece = await costs(id, {
      country: 'GR',
      is_company: true,
      company_country: 'GR',
      vat_number: 'EL123456789',
    });
    expect(greece.body.data?.vat.treatment).toBe('reverse_charge');
    const paid = await pay(id, {
      invoicing_details: { ...frenchCompany, company_country: 'DE', vat_number: '12AB' },
    });
    expect(paid.body.fieldErrors?.['invoicing_details.vat_number']).toContain('not a valid');
  });
});

describe('billing details', () => {
  it('need a state where addresses have one and a personal ID where invoices must show it', async () => {
    const id = await createAgreement();
    const noState = await pay(id, { invoicing_details: { ...consumer, country: 'US', state: undefined } });
    expect(noState.body.fieldErrors?.['invoicing_details.state']).toContain('state');
    // German addresses name no state: one without is complete.
    const costsDe = await costs(id, { country: 'DE' });
    const german = await pay(id, {
      invoicing_details: { ...consumer, state: undefined },
      amount: costsDe.body.data?.total,
    });
    expect(german.body.data?.transaction.status).toBe('approved');
    const other = await createAgreement();
    const noId = await pay(other, { invoicing_details: { ...consumer, country: 'BR', state: undefined } });
    expect(noId.body.fieldErrors?.['invoicing_details.personal_id']).toContain('personal ID');
    const phone = await pay(other, { invoicing_details: { ...consumer, phone: 'call me' } });
    expect(phone.body.fieldErrors?.['invoicing_details.phone']).toContain('phone');
  });

  it('are kept per customer: GET/PUT /customer/billing-address, and the last checkout’s', async () => {
    const empty = await call(testApp, 'GET', '/customer/billing-address', { token: stranger.token });
    expect(empty.body.data).toEqual({ billing_address: null });
    const saved = await call(testApp, 'PUT', '/customer/billing-address', {
      token: stranger.token,
      data: { billing_address: { ...consumer, first_name: 'Grace' } },
    });
    expect(messageOf(saved.body)).toContain('saved');
    const read = await call<{ billing_address: { first_name: string } }>(
      testApp,
      'GET',
      '/customer/billing-address',
      {
        token: stranger.token,
      },
    );
    expect(read.body.data?.billing_address.first_name).toBe('Grace');
    const bad = await call(testApp, 'PUT', '/customer/billing-address', {
      token: stranger.token,
      data: { billing_address: { ...consumer, country: 'ZZ', __proto__: { admin: true } } },
    });
    expect(bad.body.success).toBe(false);
    const unchanged = await call<{ billing_address: { country: string } }>(
      testApp,
      'GET',
      '/customer/billing-address',
      {
        token: stranger.token,
      },
    );
    expect(unchanged.body.data?.billing_address.country).toBe('DE');
    // Text PostgreSQL refuses, each found by the fuzz test as a 500: half a surrogate pair (valid in
    // JavaScript, not in jsonb) and the null character (in no text at all).
    for (const [firstName, message] of [
      ['Gr\ud800ce', 'Unicode'],
      ['\u0000', 'Nullzeichen (U+0000)'],
    ]) {
      const refused = await call(testApp, 'PUT', '/customer/billing-address', {
        token: stranger.token,
        data: { billing_address: { ...consumer, first_name: firstName } },
        headers: { 'accept-language': 'de' },
      });
      expect(refused.body).toMatchObject({ success: false, code: 'invalid_data' });
      expect(messageOf(refused.body)).toContain(message);
    }
    const stillGrace = await call<{ billing_address: { first_name: string } }>(
      testApp,
      'GET',
      '/customer/billing-address',
      { token: stranger.token },
    );
    expect(stillGrace.body.data?.billing_address.first_name).toBe('Grace');
    expect((await call(testApp, 'GET', '/customer/billing-address')).status).toBe(401);
    expect(
      (await call(testApp, 'PUT', '/customer/billing-address', { data: { billing_address: consumer } }))
        .status,
    ).toBe(401);
  });

  it('GET /transaction/payment-profile offers the sandbox only, with the billing details', async () => {
    const { body } = await call<PaymentProfile>(testApp, 'GET', '/transaction/payment-profile', {
      token: stranger.token,
    });
    expect(body.data).toMatchObject({ processors: ['sandbox'], stripe: null, three_d_secure: true });
    expect((await call(testApp, 'GET', '/transaction/payment-profile')).status).toBe(401);
  });
});

describe('price_extra options and upgrades', () => {
  it('price each extra; once paid, an extra added later costs only the difference and joins the text when paid', async () => {
    const id = await createAgreement({ ...baseAnswers, features: EXTRA });
    const first = await costs(id, { country: 'US' });
    expect(first.body.data?.items).toEqual([
      { key: 'premium', amount: 500 },
      { key: 'extra:features.extended_support', amount: 100 },
    ]);
    expect((await pay(id, { amount: 714 })).body.data?.transaction.status).toBe('approved');
    expect(messageOf((await costs(id, { country: 'US' })).body)).toContain('already been paid');

    // Without the extra, then with it again: it was paid, nothing is due.
    const plain = await createAgreement();
    await pay(plain);
    const update = (answers: Record<string, unknown>) =>
      call(testApp, 'POST', `/agreement/update/${plain}`, {
        token: owner.token,
        data: { answers, language: 'en', premium: true },
      });
    expect((await update({ ...baseAnswers, features: EXTRA })).body.success).toBe(true);
    const text = async () =>
      (
        await call<{ markdown: string }>(testApp, 'GET', `/agreement/details/${plain}`, {
          token: owner.token,
        })
      ).body.data?.markdown ?? '';
    expect(await text()).not.toContain('Extended support');
    const upgrade = await costs(plain, { country: 'US' });
    expect(upgrade.body.data).toMatchObject({
      items: [{ key: 'extra:features.extended_support', amount: 100 }],
      total: 100,
      total_price_is_extra_difference: true,
    });
    const sale = await call<SaleDetails>(testApp, 'GET', `/agreement/sale-details/${plain}`, {
      token: owner.token,
    });
    expect(sale.body.data).toMatchObject({ paid: true, total_price_is_extra_difference: true });
    expect(sale.body.data?.due_items).toHaveLength(1);
    const tampered = await pay(plain, { total_price_is_extra_difference: false });
    expect(tampered.body.code).toBe('price_changed');
    const paid = await pay(plain, {
      invoicing_details: { ...consumer, country: 'US', state: 'NY' },
      total_price_is_extra_difference: true,
    });
    expect(paid.body.data?.transaction).toMatchObject({ status: 'approved', amount: 100 });
    expect(await text()).toContain('Extended support');
    const after = await call<SaleDetails>(testApp, 'GET', `/agreement/sale-details/${plain}`, {
      token: owner.token,
    });
    expect(after.body.data).toMatchObject({ paid_extras: ['features.extended_support'], due_items: [] });
    expect(after.body.data?.payments.map((payment) => payment.is_extra_difference)).toEqual([false, true]);
  });

  it('GET /agreement/sale-details refuses another account, a visitor and a bad id', async () => {
    const id = await createAgreement();
    const foreign = await call(testApp, 'GET', `/agreement/sale-details/${id}`, { token: stranger.token });
    expect(foreign.body).toMatchObject({ success: false, forbidden: true });
    expect((await call(testApp, 'GET', `/agreement/sale-details/${id}`)).status).toBe(401);
    const bad = await call(testApp, 'GET', '/agreement/sale-details/not-an-id', { token: owner.token });
    expect(bad.body.success).toBe(false);
  });
});

describe('3-D Secure and payments under review', () => {
  it('the sandbox bank’s challenge: confirming pays, declining is a failed liability shift', async () => {
    const id = await createAgreement();
    const challenged = await pay(id, { card: card(SANDBOX_CARDS.threeDSecure) });
    expect(challenged.body.data?.transaction.status).toBe('validating');
    const transactionId = challenged.body.data?.challenge?.transaction_id as string;
    expect(transactionId).toBe(challenged.body.data?.transaction.id);
    const foreign = await call(testApp, 'POST', `/transaction/sandbox/3ds/${transactionId}`, {
      token: stranger.token,
      data: { approve: true },
    });
    expect(messageOf(foreign.body)).toContain('could not be found');
    const denied = await call(testApp, 'POST', `/transaction/sandbox/3ds/${transactionId}`, {
      token: owner.token,
      data: { approve: false },
    });
    expect(denied.body.code).toBe('payment_declined');
    expect(messageOf(denied.body)).toContain('3-D Secure');
    const again = await call(testApp, 'POST', `/transaction/sandbox/3ds/${transactionId}`, {
      token: owner.token,
      data: { approve: true },
    });
    expect(messageOf(again.body)).toContain('not waiting');

    const retry = await pay(id, { card: card(SANDBOX_CARDS.threeDSecure) });
    const confirmed = await call<NewTransactionReply>(
      testApp,
      'POST',
      `/transaction/sandbox/3ds/${retry.body.data?.transaction.id}`,
      { token: owner.token, data: { approve: true } },
    );
    expect(confirmed.body.data?.agreement.paid).toBe(true);
    const badBody = await call(testApp, 'POST', `/transaction/sandbox/3ds/${transactionId}`, {
      token: owner.token,
      data: { approve: 'yes' },
    });
    expect(badBody.body.success).toBe(false);
    expect(
      (await call(testApp, 'POST', `/transaction/sandbox/3ds/${transactionId}`, { data: { approve: true } }))
        .status,
    ).toBe(401);
  });

  it('a payment under review is approved by the sweep after the review time, and the link is mailed', async () => {
    const id = await createAgreement();
    const pending = await pay(id, { card: card(SANDBOX_CARDS.pendingVerification) });
    expect(pending.body.data?.transaction.status).toBe('pending_verification');
    expect(pending.body.data?.agreement.paid).toBe(false);
    // The sweep marks the agreement paid, then mails the link after its commit: wait for the mail.
    const verifiedMail = async () =>
      (await mailsTo(testApp, 'buyer@example.com')).find(
        (mail) => mail.text.includes('has been verified') && mail.text.includes(`/download/${id}`),
      );
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && !(await verifiedMail()))
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await verifiedMail()).toBeDefined();
    expect(
      await selectNumber(
        testApp,
        sql`select count(*)::int as n from agreements where id = ${id} and paid_at is not null`,
      ),
    ).toBe(1);
  });
});

describe('invoices', () => {
  it('are numbered without gaps, downloadable by their owner only, and kept when the account goes', async () => {
    const buyer = await createActiveCustomer(testApp, 'invoiced@example.com');
    const create = async () => {
      const { body } = await call<NewAgreementReply>(testApp, 'POST', '/agreement/new', {
        token: buyer.token,
        data: {
          type: 'test',
          language: 'en',
          premium: true,
          answers: { ...baseAnswers, send_to: 'invoiced@example.com' },
        },
      });
      return body.data?.agreement.id as string;
    };
    for (const id of [await create(), await create()])
      await pay(id, { discount_code: 'WELCOME10' }, buyer.token);
    const list = await call<InvoiceSummary[]>(testApp, 'GET', '/customer/invoices', { token: buyer.token });
    const numbers = (list.body.data ?? [])
      .map((invoice) => Number(invoice.number.split('-')[1]))
      .sort((a, b) => a - b);
    expect(numbers).toHaveLength(2);
    expect((numbers[1] ?? 0) - (numbers[0] ?? 0)).toBe(1);
    const invoice = list.body.data?.[0] as InvoiceSummary;
    const pdf = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/customer/invoices/${invoice.id}/pdf`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const foreign = await call(testApp, 'GET', `/customer/invoices/${invoice.id}/pdf`, {
      token: stranger.token,
    });
    expect(messageOf(foreign.body)).toContain('could not be found');
    expect((await call(testApp, 'GET', `/customer/invoices/${invoice.id}/pdf`)).status).toBe(401);
    expect((await call(testApp, 'GET', '/customer/invoices')).status).toBe(401);

    await call(testApp, 'POST', '/customer/delete-account', {
      token: buyer.token,
      data: { password: GOOD_PASSWORD },
    });
    expect(
      await selectNumber(
        testApp,
        sql`select count(*)::int as n from invoices where customer_id is null and buyer->>'email' = 'invoiced@example.com'`,
      ),
    ).toBe(2);
  });
});
