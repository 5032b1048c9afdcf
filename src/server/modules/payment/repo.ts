import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { ProcessorName, TransactionStatus } from '../../../shared/api/payment';
import type { Executor } from '../../db/client';
import {
  agreements,
  billingAddresses,
  invoiceCounters,
  invoices,
  paymentProfiles,
  transactions,
} from '../../db/schema';

/** The payment module's tables: transactions, invoices and their counter, billing details, provider customers. */

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'number'>;

/** Statuses a transaction can still leave; the others are final (refund_pending waits only for the provider's refund). */
export const OPEN_STATUSES = [
  'processing',
  'pending_verification',
  'validating',
] as const satisfies readonly TransactionStatus[];

export function isOpen(status: TransactionStatus): boolean {
  return (OPEN_STATUSES as readonly string[]).includes(status);
}

export async function findTransaction(db: Executor, id: string): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
  return row;
}

export async function findByIdempotencyKey(
  db: Executor,
  customerId: string,
  key: string,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.customerId, customerId), eq(transactions.idempotencyKey, key)));
  return row;
}

export async function findByReference(
  db: Executor,
  processor: ProcessorName,
  reference: string,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.processor, processor), eq(transactions.providerReference, reference)));
  return row;
}

function openOf(db: Executor, agreementId: string) {
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.agreementId, agreementId), inArray(transactions.status, [...OPEN_STATUSES])));
}

/** The agreement's open payment, if any (the database allows one). */
export async function openTransactionOf(
  db: Executor,
  agreementId: string,
): Promise<TransactionRow | undefined> {
  const [row] = await openOf(db, agreementId);
  return row;
}

/** The agreement's open payment, locked for the caller's database transaction. */
export async function lockOpenTransactionOf(
  db: Executor,
  agreementId: string,
): Promise<TransactionRow | undefined> {
  const [row] = await openOf(db, agreementId).for('update');
  return row;
}

export async function lockTransaction(db: Executor, id: string): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id)).for('update');
  return row;
}

/**
 * Locks the agreement's row for the caller's database transaction. Opening a checkout and
 * settling one both take this lock first (then the transaction's), so they happen one after the
 * other for an agreement and never deadlock.
 */
export async function lockAgreement(db: Executor, agreementId: string) {
  const [row] = await db.select().from(agreements).where(eq(agreements.id, agreementId)).for('update');
  return row;
}

/** Whether the agreement already has an approved payment for this purchase. */
export async function purchaseApproved(
  db: Executor,
  agreementId: string,
  purchase: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.agreementId, agreementId),
        eq(transactions.purchase, purchase),
        eq(transactions.status, 'approved'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Inserts a checkout's transaction. Undefined when a unique index refused it: the idempotency key
 * already used (a double submit), or another payment already open for the agreement.
 */
export async function insertTransaction(
  db: Executor,
  values: NewTransaction,
): Promise<TransactionRow | undefined> {
  const [row] = await db.insert(transactions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateTransaction(
  db: Executor,
  id: string,
  values: Partial<Pick<TransactionRow, 'status' | 'gatewayCode' | 'providerReference'>>,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .update(transactions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(transactions.id, id))
    .returning();
  return row;
}

/** Payments under review created before a moment, oldest first. */
export async function pendingTransactions(
  db: Executor,
  olderThan: Date,
  limit: number,
): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.status, 'pending_verification'), lte(transactions.createdAt, olderThan)))
    .orderBy(transactions.createdAt)
    .limit(limit);
}

/** Payments whose money must go back to the buyer at the provider, oldest first. */
export async function refundsDue(db: Executor, limit: number): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(eq(transactions.status, 'refund_pending'))
    .orderBy(transactions.updatedAt)
    .limit(limit);
}

/** Records what the provider did with a refund that was due; only a still-due row changes. */
export async function finishRefund(
  db: Executor,
  id: string,
  status: 'refunded' | 'voided',
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .update(transactions)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(transactions.id, id), eq(transactions.status, 'refund_pending')))
    .returning();
  return row;
}

/** Marks the agreement paid (the first payment's date stays) with the extras it now includes. */
export async function markAgreementPaid(
  db: Executor,
  agreementId: string,
  paidExtras: string[],
): Promise<void> {
  const now = new Date();
  await db
    .update(agreements)
    .set({
      paidAt: sql`coalesce(${agreements.paidAt}, ${now.toISOString()}::timestamptz)`,
      paidExtras,
      updatedAt: now,
    })
    .where(eq(agreements.id, agreementId));
}

/** The next invoice number of the year, taken in the caller's database transaction: no gaps, no repeats. */
export async function nextInvoiceNumber(db: Executor, year: number): Promise<string> {
  const [counter] = await db
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning();
  if (!counter) throw new Error('invoice counter not updated');
  return `${year}-${String(counter.last).padStart(6, '0')}`;
}

export async function insertInvoice(db: Executor, values: NewInvoice & { number: string }): Promise<void> {
  await db.insert(invoices).values(values);
}

export async function invoiceOfTransaction(
  db: Executor,
  transactionId: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.transactionId, transactionId));
  return row;
}

export async function findInvoice(db: Executor, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

export async function invoicesOf(db: Executor, customerId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.customerId, customerId))
    .orderBy(desc(invoices.issuedAt));
}

/** An agreement's approved payments, oldest first, each with its invoice. */
export async function approvedPaymentsOf(db: Executor, agreementId: string) {
  return db
    .select()
    .from(transactions)
    .leftJoin(invoices, eq(invoices.transactionId, transactions.id))
    .where(and(eq(transactions.agreementId, agreementId), eq(transactions.status, 'approved')))
    .orderBy(transactions.createdAt);
}

export async function billingDetailsOf(db: Executor, customerId: string): Promise<unknown> {
  const [row] = await db.select().from(billingAddresses).where(eq(billingAddresses.customerId, customerId));
  return row?.details ?? null;
}

export async function saveBillingDetails(db: Executor, customerId: string, details: unknown): Promise<void> {
  await db
    .insert(billingAddresses)
    .values({ customerId, details })
    .onConflictDoUpdate({ target: billingAddresses.customerId, set: { details, updatedAt: new Date() } });
}

type ProfileProcessor = (typeof paymentProfiles.$inferSelect)['processor'];

/** The customer's id at a provider (Stripe customer, Braintree vault customer), if one was made. */
export async function providerCustomerId(
  db: Executor,
  customerId: string,
  processor: ProfileProcessor,
): Promise<string | null> {
  const [row] = await db
    .select()
    .from(paymentProfiles)
    .where(and(eq(paymentProfiles.customerId, customerId), eq(paymentProfiles.processor, processor)));
  return row?.providerCustomerId ?? null;
}

/** Keeps the customer's id at a provider; the first of two racing requests wins. */
export async function saveProviderCustomerId(
  db: Executor,
  customerId: string,
  processor: ProfileProcessor,
  providerCustomer: string,
): Promise<void> {
  await db
    .insert(paymentProfiles)
    .values({ customerId, processor, providerCustomerId: providerCustomer })
    .onConflictDoNothing();
}
