import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAINTREE_FAKE_CREDENTIALS,
  BRAINTREE_NONCES,
  type BraintreeFake,
  startBraintreeFake,
} from '../../../../tests/braintree-fake';
import { call, createActiveCustomer, messageOf } from '../../../../tests/customers';
import { createTestAgreement } from '../../../../tests/payments';
import { createTestApp, selectNumber, type TestApp } from '../../../../tests/test-app';
import type { NewTransactionReply } from '../../../shared/api/payment';

// The migration that brought one open payment per agreement and one approval per purchase, applied
// to data from before it: duplicates as the old checkout left them. Its statements run again on
// this test's database with the unique indexes dropped first, so the rows can exist; the indexes
// are then created by the migration itself, which fails unless the data fits them. No payment that
// may still take money is left behind: a second sale under review is given back at Braintree by
// the refund sweep, the one that stays open is settled by the pending sweep.

const EMAIL = 'migration-owner@example.com';
const MIGRATION = new URL('../../db/migrations/0010_one_payment_per_purchase.sql', import.meta.url);

let fake: BraintreeFake;
let testApp: TestApp;
let owner: Awaited<ReturnType<typeof createActiveCustomer>>;

beforeAll(async () => {
  fake = await startBraintreeFake();
  testApp = await createTestApp({
    BRAINTREE_MERCHANT_ID: BRAINTREE_FAKE_CREDENTIALS.merchantId,
    BRAINTREE_PUBLIC_KEY: BRAINTREE_FAKE_CREDENTIALS.publicKey,
    BRAINTREE_PRIVATE_KEY: BRAINTREE_FAKE_CREDENTIALS.privateKey,
    BRAINTREE_API_URL: fake.url,
    PAYMENT_PROVIDERS: 'sandbox,braintree',
    // The pending-payments sweep then runs every half second.
    SANDBOX_VERIFICATION_SECONDS: '1',
  });
  owner = await createActiveCustomer(testApp, EMAIL);
});
afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

const execute = (query: SQL) =>
  testApp.app.database.db.execute(query) as unknown as Promise<{ rows: Record<string, unknown>[] }>;

/** The migration's statements after the new column: the data steps, then the indexes. */
function migrationStatementsAfterColumn(): string[] {
  return readFileSync(MIGRATION, 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '' && !statement.startsWith('ALTER TABLE'));
}

/** A sale under review at Braintree for a new agreement of the owner's (a payment still clearing). */
async function saleUnderReview(): Promise<{ agreementId: string; transactionId: string; saleId: string }> {
  const agreementId = await createTestAgreement(testApp, owner.token, { sendTo: EMAIL });
  const { body } = await call<NewTransactionReply>(testApp, 'POST', '/transaction/new', {
    token: owner.token,
    data: {
      agreement_id: agreementId,
      processor: 'braintree',
      idempotency_key: `migration-${randomUUID()}`,
      invoicing_details: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        country: 'US',
        state: 'NY',
        address: '1 Main Street',
        city: 'New York',
        is_company: false,
      },
      payment_method_nonce: BRAINTREE_NONCES.settlementPending,
    },
  });
  if (body.data?.transaction.status !== 'pending_verification') throw new Error(messageOf(body));
  const transactionId = body.data.transaction.id;
  const sale = [...fake.transactions.values()].find((candidate) => candidate.orderId === transactionId);
  if (!sale) throw new Error('no sale at Braintree');
  return { agreementId, transactionId, saleId: sale.id };
}

/** A copy of a transaction as the old checkout could leave it beside others: another row for an agreement. */
async function copyOf(
  templateId: string,
  row: { agreementId: string; status: string; minutesAgo: number; discountCode?: string },
): Promise<string> {
  const { rows } = await execute(sql`insert into transactions (customer_id, agreement_id, customer_email,
      idempotency_key, processor, status, currency, net_amount, vat_rate, vat_amount, amount, vat_treatment,
      invoicing_details, discount_code, created_at)
    select customer_id, ${row.agreementId}, customer_email, ${randomUUID()}, 'sandbox', ${row.status}, currency,
      net_amount, vat_rate, vat_amount, amount, vat_treatment, invoicing_details, ${row.discountCode ?? null},
      now() - make_interval(mins => ${row.minutesAgo})
    from transactions where id = ${templateId} returning id`);
  return String(rows[0]?.id);
}

const statusOf = async (transactionId: string) => {
  const { rows } = await execute(
    sql`select status, gateway_code from transactions where id = ${transactionId}`,
  );
  return rows[0] as { status: string; gateway_code: string | null };
};

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('migration 0010 on duplicates the old checkout left', () => {
  it('keeps one open payment per agreement, gives back a second sale under review, cancels the rest', async () => {
    const kept = await saleUnderReview();
    const second = await saleUnderReview();
    const waiting = await createTestAgreement(testApp, owner.token, { sendTo: EMAIL });
    const twice = await createTestAgreement(testApp, owner.token, { sendTo: EMAIL });
    await execute(sql`insert into discount_codes (code, percent, uses) values ('MIGRATION-TEST', 10, 3)`);

    await execute(sql`drop index transactions_one_open_per_agreement`);
    await execute(sql`drop index transactions_one_approval_per_purchase`);
    await execute(sql`drop index transactions_refund_pending_idx`);

    // One agreement: two sales under review (the second moved over from its own agreement), a
    // 3-D Secure checkout waiting for the buyer and a payment being charged, all open at once.
    await execute(
      sql`update transactions set created_at = now() - interval '40 minutes' where id = ${kept.transactionId}`,
    );
    await execute(sql`update transactions set agreement_id = ${kept.agreementId},
        created_at = now() - interval '30 minutes' where id = ${second.transactionId}`);
    const challenged = await copyOf(kept.transactionId, {
      agreementId: kept.agreementId,
      status: 'validating',
      minutesAgo: 20,
      discountCode: 'MIGRATION-TEST',
    });
    const charging = await copyOf(kept.transactionId, {
      agreementId: kept.agreementId,
      status: 'processing',
      minutesAgo: 10,
    });
    // Another agreement: nothing under review, two checkouts waiting; the newer is the buyer's.
    const olderWaiting = await copyOf(kept.transactionId, {
      agreementId: waiting,
      status: 'processing',
      minutesAgo: 20,
    });
    const newerWaiting = await copyOf(kept.transactionId, {
      agreementId: waiting,
      status: 'validating',
      minutesAgo: 10,
    });
    // A third: one purchase approved twice.
    const firstApproval = await copyOf(kept.transactionId, {
      agreementId: twice,
      status: 'approved',
      minutesAgo: 20,
    });
    const secondApproval = await copyOf(kept.transactionId, {
      agreementId: twice,
      status: 'approved',
      minutesAgo: 10,
      discountCode: 'MIGRATION-TEST',
    });

    for (const statement of migrationStatementsAfterColumn()) await execute(sql.raw(statement));

    expect(await statusOf(kept.transactionId)).toEqual({
      status: 'pending_verification',
      gateway_code: null,
    });
    expect(await statusOf(challenged)).toEqual({ status: 'cancelled', gateway_code: 'superseded' });
    expect(await statusOf(charging)).toEqual({ status: 'cancelled', gateway_code: 'superseded' });
    expect(await statusOf(olderWaiting)).toEqual({ status: 'cancelled', gateway_code: 'superseded' });
    expect(await statusOf(newerWaiting)).toEqual({ status: 'validating', gateway_code: null });
    expect(await statusOf(firstApproval)).toEqual({ status: 'approved', gateway_code: null });
    // The closed checkout and the repeated approval gave their discount code's uses back.
    expect(
      await selectNumber(testApp, sql`select uses as n from discount_codes where code = 'MIGRATION-TEST'`),
    ).toBe(1);

    // The refund sweep voids the second sale at Braintree before it settles, and the repeated approval.
    await waitFor(async () => (await statusOf(second.transactionId)).status === 'voided');
    expect(await statusOf(second.transactionId)).toEqual({ status: 'voided', gateway_code: 'closed' });
    expect(fake.transactions.get(second.saleId)?.status).toBe('voided');
    await waitFor(async () => (await statusOf(secondApproval)).status === 'refunded');
    expect((await statusOf(secondApproval)).gateway_code).toBe('alreadyPaid');

    // The sale that stayed open is still asked about: once Braintree settles it, the agreement is paid.
    fake.setTransactionStatus(kept.saleId, 'settled');
    await waitFor(async () => (await statusOf(kept.transactionId)).status === 'approved');
    const paid = await selectNumber(
      testApp,
      sql`select count(*)::int as n from agreements where id = ${kept.agreementId} and paid_at is not null`,
    );
    expect(paid).toBe(1);
    const invoices = await selectNumber(
      testApp,
      sql`select count(*)::int as n from invoices i join transactions t on t.id = i.transaction_id
          where t.agreement_id = ${kept.agreementId}`,
    );
    expect(invoices).toBe(1);
  });
});
