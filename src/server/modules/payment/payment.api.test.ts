import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActiveCustomer, messageOf } from '../../../../tests/customers';
import { mailsTo } from '../../../../tests/mail';
import { createTestAgreement, GERMAN_CONSUMER } from '../../../../tests/payments';
import { createTestApp, selectNumber, type TestApp } from '../../../../tests/test-app';
import type { TextCheckReply } from '../../../shared/api/agreement';
import type { CostsReply, NewTransactionReply, NewTransactionRequest } from '../../../shared/api/payment';
import { SANDBOX_CARDS } from './providers/sandbox';

// Premium payments through the API (sandbox provider): POST /agreement/costs/{id} and
// POST /transaction/new — the amount is the server's, a double submit charges once, a declined card
// leaves the agreement unpaid, and only the owner pays for an agreement.

let testApp: TestApp;
let owner: Awaited<ReturnType<typeof createActiveCustomer>>;
let stranger: Awaited<ReturnType<typeof createActiveCustomer>>;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await createActiveCustomer(testApp, 'owner@example.com');
  stranger = await createActiveCustomer(testApp, 'stranger@example.com');
});
afterAll(() => testApp.close());

const createAgreement = (premium = true) =>
  createTestAgreement(testApp, owner.token, { sendTo: 'owner@example.com', premium });

let attempt = 0;
const payment = (agreementId: string, overrides: Record<string, unknown> = {}): NewTransactionRequest =>
  ({
    agreement_id: agreementId,
    processor: 'sandbox',
    idempotency_key: `attempt-${++attempt}-${Date.now()}`,
    invoicing_details: GERMAN_CONSUMER,
    card: { number: SANDBOX_CARDS.approved, expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' },
    ...overrides,
  }) as NewTransactionRequest;
const pay = (data: unknown, token: string | null = owner.token) =>
  call<NewTransactionReply>(testApp, 'POST', '/transaction/new', { token: token ?? undefined, data });
const paidAt = async (id: string) =>
  selectNumber(
    testApp,
    sql`select count(*)::int as n from agreements where id = ${id} and paid_at is not null`,
  );
const transactionCount = async (id: string) =>
  selectNumber(testApp, sql`select count(*)::int as n from transactions where agreement_id = ${id}`);

describe('POST /agreement/costs/{id}', () => {
  it('prices the premium version with the VAT of the billing country', async () => {
    const id = await createAgreement();
    const germany = await call<CostsReply>(testApp, 'POST', `/agreement/costs/${id}`, {
      token: owner.token,
      data: { country: 'DE' },
    });
    expect(germany.body.data).toEqual({
      currency: 'EUR',
      items: [{ key: 'premium', amount: 500 }],
      subtotal: 500,
      discount: null,
      net: 500,
      vat: { country: 'DE', rate: 19, amount: 95, treatment: 'standard' },
      total: 595,
      total_price_is_extra_difference: false,
    });
    const usa = await call<CostsReply>(testApp, 'POST', `/agreement/costs/${id}`, {
      token: owner.token,
      data: { country: 'US' },
    });
    expect(usa.body.data?.vat).toEqual({ country: 'US', rate: 0, amount: 0, treatment: 'outside_eu' });
    expect(usa.body.data?.total).toBe(500);
  });

  it('uses CF-IPCountry until the billing country is known, and the US without it', async () => {
    const id = await createAgreement();
    const france = await call<CostsReply>(testApp, 'POST', `/agreement/costs/${id}`, {
      token: owner.token,
      data: {},
      headers: { 'cf-ipcountry': 'FR' },
    });
    expect(france.body.data?.vat.rate).toBe(20);
    const unknown = await call<CostsReply>(testApp, 'POST', `/agreement/costs/${id}`, {
      token: owner.token,
      data: {},
      headers: { 'cf-ipcountry': 'T1' },
    });
    expect(unknown.body.data?.vat.country).toBe('US');
  });

  it('refuses a free agreement, another account, a visitor and an unknown country', async () => {
    const free = await createAgreement(false);
    const notPremium = await call(testApp, 'POST', `/agreement/costs/${free}`, {
      token: owner.token,
      data: {},
    });
    expect(messageOf(notPremium.body)).toContain('free version');
    const id = await createAgreement();
    const foreign = await call(testApp, 'POST', `/agreement/costs/${id}`, {
      token: stranger.token,
      data: {},
    });
    expect(foreign.body).toMatchObject({ success: false, forbidden: true });
    expect((await call(testApp, 'POST', `/agreement/costs/${id}`, { data: {} })).status).toBe(401);
    const country = await call(testApp, 'POST', `/agreement/costs/${id}`, {
      token: owner.token,
      data: { country: 'ZZ' },
    });
    expect(country.body).toMatchObject({ success: false, code: 'validation_failed' });
  });
});

describe('POST /transaction/new', () => {
  it('charges the server’s amount, marks the agreement paid and mails a receipt; editing unlocks', async () => {
    const id = await createAgreement();
    const { body } = await pay(payment(id));
    expect(body.success).toBe(true);
    expect(messageOf(body)).toContain('your premium agreement is ready');
    expect(body.data?.transaction).toMatchObject({ status: 'approved', amount: 595, currency: 'EUR' });
    expect(body.data?.agreement.paid).toBe(true);
    expect(await paidAt(id)).toBe(1);
    const receipt = (await mailsTo(testApp, 'owner@example.com')).find((mail) =>
      mail.subject.startsWith('Receipt for'),
    );
    expect(receipt?.text).toContain('€5.95');
    expect(receipt?.text).toContain(`/download/${id}`);
    const check = await call<TextCheckReply>(testApp, 'POST', `/agreement/text/${id}`, {
      token: owner.token,
      data: { language: 'en', text: '# Edited after paying' },
    });
    expect(check.body.success).toBe(true);
  });

  it('refuses a tampered amount with the server’s price, charging nothing; the right amount pays', async () => {
    const id = await createAgreement();
    const { body } = await pay({ ...payment(id), amount: 1 });
    expect(body).toMatchObject({ success: false, code: 'price_changed' });
    expect(messageOf(body)).toContain('€5.95');
    expect((body.data as unknown as CostsReply).total).toBe(595);
    expect(await transactionCount(id)).toBe(0);
    const right = await pay({ ...payment(id), amount: 595 });
    expect(right.body.data?.transaction.status).toBe('approved');
  });

  it('charges a double submit once', async () => {
    const id = await createAgreement();
    const request = payment(id);
    const [first, second] = await Promise.all([pay(request), pay(request)]);
    expect(first.body.data?.transaction.id).toBe(second.body.data?.transaction.id);
    const again = await pay(request);
    expect(again.body.data?.transaction.id).toBe(first.body.data?.transaction.id);
    expect(await transactionCount(id)).toBe(1);
  });

  it.each([
    ['4000000000002001', '2001', 'Insufficient funds'],
    ['4000000000002004', '2004', 'The card has expired'],
    ['4000000000003000', '3000', 'network is unavailable'],
    [SANDBOX_CARDS.paymentToken, 'payment_token', 'refusing this payment'],
  ])(
    'a card refused with %s gives code %s and its message; the agreement stays unpaid',
    async (number, code, message) => {
      const id = await createAgreement();
      const { body } = await pay(
        payment(id, { card: { number, expiry: '12/30', cvc: '123', holder: 'Ada' } }),
      );
      expect(body).toMatchObject({ success: false, code: 'payment_declined' });
      expect((body.data as NewTransactionReply).transaction).toMatchObject({
        status: 'rejected',
        gateway_code: code,
      });
      expect(messageOf(body)).toContain(message);
      expect(await paidAt(id)).toBe(0);
    },
  );

  it('reports failed, cancelled and pending payments; only approval marks the agreement paid', async () => {
    const id = await createAgreement();
    const card = (number: string) => ({ number, expiry: '12/30', cvc: '123', holder: 'Ada' });
    const failed = await pay(payment(id, { card: card(SANDBOX_CARDS.failed) }));
    expect(messageOf(failed.body)).toContain('The transaction failed');
    const cancelled = await pay(payment(id, { card: card(SANDBOX_CARDS.cancelled) }));
    expect(messageOf(cancelled.body)).toContain('cancelled');
    const pending = await pay(payment(id, { card: card(SANDBOX_CARDS.pendingVerification) }));
    expect(pending.body.success).toBe(true);
    expect(pending.body.data?.transaction.status).toBe('pending_verification');
    expect(messageOf(pending.body)).toContain('10 to 15 minutes');
    expect(await paidAt(id)).toBe(0);
  });

  it('answers in the caller’s language', async () => {
    const id = await createAgreement();
    const { body } = await call(testApp, 'POST', '/transaction/new', {
      token: owner.token,
      data: payment(id, { card: { number: '4000000000002001', expiry: '12/30', cvc: '123', holder: 'A' } }),
      headers: { 'accept-language': 'de' },
    });
    expect(messageOf(body)).not.toContain('Insufficient funds');
  });

  it('names each bad field and charges nothing', async () => {
    const id = await createAgreement();
    const { body } = await pay(
      payment(id, {
        invoicing_details: {
          first_name: '',
          last_name: 'L',
          country: 'XX',
          is_company: true,
          address: '',
          city: 'B',
        },
        card: { number: '12', expiry: '13/30', cvc: 'abc', holder: '' },
      }),
    );
    expect(body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(Object.keys(body.fieldErrors ?? {}).sort()).toEqual([
      'card.cvc',
      'card.expiry',
      'card.holder',
      'card.number',
      'invoicing_details.address',
      'invoicing_details.company_name',
      'invoicing_details.country',
      'invoicing_details.first_name',
    ]);
    const expired = await pay(
      payment(id, { card: { number: SANDBOX_CARDS.approved, expiry: '01/20', cvc: '123', holder: 'A' } }),
    );
    expect(expired.body.fieldErrors?.['card.expiry']).toContain('expired');
    const noMethod = await pay({ ...payment(id), processor: '' });
    expect(messageOf(noMethod.body)).toContain('select a valid payment method');
    expect(await transactionCount(id)).toBe(0);
  });

  it('pays only the payer’s own unpaid premium agreement', async () => {
    const id = await createAgreement();
    const foreign = await pay(payment(id), stranger.token);
    expect(foreign.body).toMatchObject({ success: false, forbidden: true });
    expect((await pay(payment(id), null)).status).toBe(401);
    const free = await createAgreement(false);
    expect(messageOf((await pay(payment(free))).body)).toContain('free version');
    await pay(payment(id));
    const twice = await pay(payment(id));
    expect(messageOf(twice.body)).toContain('already been paid');
    expect(await transactionCount(id)).toBe(1);
    expect(await transactionCount(free)).toBe(0);
  });
});
