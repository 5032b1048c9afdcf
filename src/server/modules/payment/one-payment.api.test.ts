import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActiveCustomer, messageOf } from '../../../../tests/customers';
import { mailsTo } from '../../../../tests/mail';
import { createTestAgreement, GERMAN_CONSUMER, testAgreementAnswers } from '../../../../tests/payments';
import { createTestApp, selectNumber, type TestApp } from '../../../../tests/test-app';
import type { AgreementListReply } from '../../../shared/api/agreement';
import type { NewTransactionReply } from '../../../shared/api/payment';
import { SANDBOX_CARDS } from './providers/sandbox';

// One agreement is paid once. Each test replays what an attacker (or an impatient buyer with two
// tabs) did against the old checkout and counts, per agreement, the approved charges, the
// invoices and the receipt mails: exactly one of each, on PGlite and on PostgreSQL alike.

let testApp: TestApp;

beforeAll(async () => {
  // The sandbox's review is short, so the sweep settles a payment under review within the test.
  testApp = await createTestApp({ SANDBOX_VERIFICATION_SECONDS: '1' });
});
afterAll(async () => {
  await testApp.close();
});

type Buyer = { email: string; token: string };

async function buyerWithAgreement(): Promise<{ buyer: Buyer; agreementId: string }> {
  const email = `buyer-${randomUUID()}@example.com`;
  const customer = await createActiveCustomer(testApp, email);
  const buyer = { email, token: customer.token };
  const agreementId = await createTestAgreement(testApp, buyer.token, { sendTo: email });
  return { buyer, agreementId };
}

const pay = (buyer: Buyer, agreementId: string, cardNumber: string) =>
  call<NewTransactionReply>(testApp, 'POST', '/transaction/new', {
    token: buyer.token,
    data: {
      agreement_id: agreementId,
      processor: 'sandbox',
      // Every tab and every attempt has its own key: nothing here is a replay of one request.
      idempotency_key: `attack-${randomUUID()}`,
      invoicing_details: GERMAN_CONSUMER,
      card: { number: cardNumber, expiry: '12/30', cvc: '123', holder: 'Ada' },
    },
  });

const confirmChallenge = (buyer: Buyer, transactionId: string) =>
  call<NewTransactionReply>(testApp, 'POST', `/transaction/sandbox/3ds/${transactionId}`, {
    token: buyer.token,
    data: { approve: true },
  });

/** Approved charges, invoices and receipt mails of one agreement. */
async function countsOf(buyer: Buyer, agreementId: string) {
  const approved = await selectNumber(
    testApp,
    sql`select count(*)::int as n from transactions where agreement_id = ${agreementId} and status = 'approved'`,
  );
  const invoices = await selectNumber(
    testApp,
    sql`select count(*)::int as n from invoices join transactions on transactions.id = invoices.transaction_id
        where transactions.agreement_id = ${agreementId}`,
  );
  const receipts = (await mailsTo(testApp, buyer.email)).filter((mail) =>
    mail.subject.startsWith('Receipt for your premium'),
  ).length;
  return { approved, invoices, receipts };
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('one agreement is paid once', () => {
  it('two 3-D Secure checkouts from two tabs, both confirmed: one charge', async () => {
    const { buyer, agreementId } = await buyerWithAgreement();
    const first = await pay(buyer, agreementId, SANDBOX_CARDS.threeDSecure);
    const second = await pay(buyer, agreementId, SANDBOX_CARDS.threeDSecure);
    expect(first.body.data?.transaction.status).toBe('validating');
    expect(second.body.data?.transaction.status).toBe('validating');
    const firstId = first.body.data?.transaction.id ?? '';
    const secondId = second.body.data?.transaction.id ?? '';

    // The second checkout replaced the first: confirming the first tab charges nothing.
    const lateFirst = await confirmChallenge(buyer, firstId);
    expect(lateFirst.body).toMatchObject({ success: false, code: 'payment_declined' });
    expect(messageOf(lateFirst.body)).toContain('replaced by a newer checkout');
    const confirmedSecond = await confirmChallenge(buyer, secondId);
    expect(confirmedSecond.body.data?.transaction.status).toBe('approved');
    expect(confirmedSecond.body.data?.agreement.paid).toBe(true);

    expect(await countsOf(buyer, agreementId)).toEqual({ approved: 1, invoices: 1, receipts: 1 });
  });

  it('the first tab confirms after the second was paid: still one charge', async () => {
    const { buyer, agreementId } = await buyerWithAgreement();
    const first = await pay(buyer, agreementId, SANDBOX_CARDS.threeDSecure);
    const second = await pay(buyer, agreementId, SANDBOX_CARDS.threeDSecure);
    await confirmChallenge(buyer, second.body.data?.transaction.id ?? '');
    const late = await confirmChallenge(buyer, first.body.data?.transaction.id ?? '');
    expect(late.body.success).toBe(false);
    expect(await countsOf(buyer, agreementId)).toEqual({ approved: 1, invoices: 1, receipts: 1 });
  });

  it('a payment under review, then another card: the second is refused, the review settles once', async () => {
    const { buyer, agreementId } = await buyerWithAgreement();
    const pending = await pay(buyer, agreementId, SANDBOX_CARDS.pendingVerification);
    expect(pending.body.data?.transaction.status).toBe('pending_verification');

    const second = await pay(buyer, agreementId, SANDBOX_CARDS.approved);
    expect(second.body).toMatchObject({ success: false, code: 'payment_open' });
    expect(messageOf(second.body)).toContain('already under review');
    // My agreements shows the payment as under review, so no second checkout is offered.
    const listed = await call<AgreementListReply>(testApp, 'GET', '/customer/agreements/unpaid', {
      token: buyer.token,
    });
    expect(listed.body.data?.agreements).toMatchObject([{ id: agreementId, payment_pending: true }]);
    expect(second.body.data).toMatchObject({
      transaction: { id: pending.body.data?.transaction.id, status: 'pending_verification' },
    });

    // The sweep approves the payment under review after the sandbox's review time.
    await waitFor(async () => (await countsOf(buyer, agreementId)).receipts === 1);
    expect(await countsOf(buyer, agreementId)).toEqual({ approved: 1, invoices: 1, receipts: 1 });
    const afterwards = await pay(buyer, agreementId, SANDBOX_CARDS.approved);
    expect(messageOf(afterwards.body)).toContain('already been paid for');
    expect(await countsOf(buyer, agreementId)).toEqual({ approved: 1, invoices: 1, receipts: 1 });
  });

  it('100 payments in parallel with different keys: one charge', async () => {
    const { buyer, agreementId } = await buyerWithAgreement();
    const replies = await Promise.all(
      Array.from({ length: 100 }, () => pay(buyer, agreementId, SANDBOX_CARDS.approved)),
    );
    const approved = replies.filter((reply) => reply.body.data?.transaction.status === 'approved');
    expect(approved).toHaveLength(1);
    // The others learn that a payment is under way or that the agreement is paid; none is a 500.
    for (const reply of replies) expect(reply.status).toBe(200);
    expect(await countsOf(buyer, agreementId)).toEqual({ approved: 1, invoices: 1, receipts: 1 });
  });

  it('20 parallel 3-D Secure payments, all confirmed: one charge', async () => {
    const { buyer, agreementId } = await buyerWithAgreement();
    const started = await Promise.all(
      Array.from({ length: 20 }, () => pay(buyer, agreementId, SANDBOX_CARDS.threeDSecure)),
    );
    const challenged = started
      .map((reply) => reply.body.data?.challenge?.transaction_id)
      .filter((id): id is string => Boolean(id));
    expect(challenged.length).toBeGreaterThan(0);
    const confirmed = await Promise.all(challenged.map((id) => confirmChallenge(buyer, id)));
    expect(confirmed.filter((reply) => reply.body.data?.transaction.status === 'approved')).toHaveLength(1);
    for (const reply of confirmed) expect(reply.status).toBe(200);
    expect(await countsOf(buyer, agreementId)).toEqual({ approved: 1, invoices: 1, receipts: 1 });
  });

  it('an approval whose extras an overlapping purchase already brought is given back', async () => {
    const { buyer, agreementId } = await buyerWithAgreement();
    expect((await pay(buyer, agreementId, SANDBOX_CARDS.approved)).body.data?.transaction.status).toBe(
      'approved',
    );
    const extra = 'features.extended_support';
    const updated = await call(testApp, 'POST', `/agreement/update/${agreementId}`, {
      token: buyer.token,
      data: {
        answers: { ...testAgreementAnswers(buyer.email), features: ['extended_support'] },
        language: 'en',
        premium: true,
      },
    });
    expect(updated.body.success).toBe(true);
    const upgrade = await pay(buyer, agreementId, SANDBOX_CARDS.threeDSecure);
    expect(upgrade.body.data?.transaction.status).toBe('validating');
    const upgradeId = upgrade.body.data?.transaction.id ?? '';

    // Meanwhile another purchase that includes the same extra was approved (another purchase
    // string, so no unique index stands in the way): the agreement has the extra.
    const db = testApp.app.database.db;
    await db.execute(sql`insert into transactions (customer_id, agreement_id, customer_email, idempotency_key,
        processor, status, purchase, currency, items, is_extra_difference, net_amount, vat_rate, vat_amount,
        amount, vat_treatment, invoicing_details)
      select customer_id, agreement_id, customer_email, ${randomUUID()}, processor, 'approved',
        ${`extras:${extra},features.other`}, currency, items, true, net_amount, vat_rate, vat_amount, amount,
        vat_treatment, invoicing_details
      from transactions where id = ${upgradeId}`);
    await db.execute(
      sql`update agreements set paid_extras = ${JSON.stringify([extra])}::jsonb where id = ${agreementId}`,
    );

    const late = await confirmChallenge(buyer, upgradeId);
    expect(late.body).toMatchObject({ success: false, code: 'payment_declined' });
    expect(messageOf(late.body)).toContain('This payment was not needed and has been refunded');
    const row = await db.execute(sql`select status, gateway_code from transactions where id = ${upgradeId}`);
    expect((row as unknown as { rows: unknown[] }).rows[0]).toEqual({
      status: 'refunded',
      gateway_code: 'alreadyPaid',
    });
    // The first payment and the overlapping one stand; the upgrade added no invoice and no receipt.
    expect(await countsOf(buyer, agreementId)).toEqual({ approved: 2, invoices: 1, receipts: 1 });
  });

  it('the database itself refuses a second open payment and a second approval of one purchase', async () => {
    const { buyer, agreementId } = await buyerWithAgreement();
    await pay(buyer, agreementId, SANDBOX_CARDS.threeDSecure);
    const db = testApp.app.database.db;
    const copyAs = (status: string) =>
      db.execute(sql`insert into transactions (customer_id, agreement_id, customer_email, idempotency_key,
          processor, status, currency, net_amount, vat_rate, vat_amount, amount, vat_treatment, invoicing_details)
        select customer_id, agreement_id, customer_email, ${randomUUID()}, processor, ${status}, currency,
          net_amount, vat_rate, vat_amount, amount, vat_treatment, invoicing_details
        from transactions where agreement_id = ${agreementId} limit 1`);
    await expect(copyAs('processing')).rejects.toThrow();
    await expect(copyAs('approved')).resolves.toBeDefined();
    await expect(copyAs('approved')).rejects.toThrow();
  });
});
