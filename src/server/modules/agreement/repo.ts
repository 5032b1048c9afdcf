import { randomUUID } from 'node:crypto';
import { and, desc, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/i18n/languages';
import { inOneTransaction } from '../../db/batch';
import type { Executor } from '../../db/client';
import { agreements, agreementVersions, customers } from '../../db/schema';
import type { CustomerRow } from '../customer';

export type AgreementRow = typeof agreements.$inferSelect;
export type AgreementVersionRow = typeof agreementVersions.$inferSelect;
export type NewAgreement = Pick<
  typeof agreements.$inferInsert,
  'customerId' | 'type' | 'status' | 'premium' | 'language' | 'answers'
>;

export type NewCustomer = Pick<typeof customers.$inferInsert, 'email' | 'passwordHash' | 'language'>;

/**
 * Stores an agreement and, when it is finished, its first generated text, together or not at all;
 * with `newCustomer`, the account it belongs to as well (an anonymous visitor's first agreement).
 * An e-mail already taken fails the whole as a unique violation (`isUniqueViolation`).
 */
export async function insertAgreement(
  db: Executor,
  values: Omit<NewAgreement, 'customerId'> & { customerId?: string },
  markdown: string | null,
  newCustomer?: NewCustomer,
  /** What else is written with it (an activation link, the mails): statements built with the ids chosen here. */
  alongside: (
    tx: Executor,
    ids: { agreementId: string; customerId: string },
  ) => { execute(): Promise<unknown> }[] = () => [],
): Promise<{ agreement: AgreementRow; customer: CustomerRow | undefined }> {
  // The ids are chosen here so that the statements can go to the database together.
  const customerId = newCustomer ? randomUUID() : values.customerId;
  if (!customerId) throw new Error('an agreement needs its owner or a new customer');
  const id = randomUUID();
  const outcomes = await inOneTransaction(db, (tx) => [
    ...(newCustomer
      ? [
          tx
            .insert(customers)
            .values({ ...newCustomer, id: customerId })
            .returning(),
        ]
      : []),
    tx
      .insert(agreements)
      .values({ ...values, id, customerId })
      .returning(),
    ...(markdown === null
      ? []
      : [
          tx
            .insert(agreementVersions)
            .values({ agreementId: id, language: values.language, origin: 'generated', markdown }),
        ]),
    ...alongside(tx, { agreementId: id, customerId }),
  ]);
  const customer = newCustomer ? (outcomes[0] as CustomerRow[])[0] : undefined;
  const [agreement] = outcomes[newCustomer ? 1 : 0] as AgreementRow[];
  if (!agreement || (newCustomer && !customer)) throw new Error('agreement insert returned nothing');
  return { agreement, customer };
}

/**
 * The wizard ran again on an agreement (update mode): its answers, language and premium flag change,
 * it is finished, and every language it has is generated again (versions of origin wizard_update),
 * so no language keeps text from the old answers; manual changes are reset.
 */
export async function updateFromWizard(
  db: Executor,
  id: string,
  values: Pick<AgreementRow, 'answers' | 'language' | 'premium'>,
  texts: { language: Language; markdown: string }[],
): Promise<AgreementRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(agreements)
      .set({ ...values, status: 'finished', editStatus: 'normal', updatedAt: new Date() })
      .where(eq(agreements.id, id))
      .returning();
    if (!row) throw new Error(`agreement ${id} vanished during its update`);
    await tx
      .insert(agreementVersions)
      .values(texts.map((text) => ({ agreementId: row.id, ...text, origin: 'wizard_update' as const })));
    return row;
  });
}

export async function findAgreement(db: Executor, id: string): Promise<AgreementRow | undefined> {
  const [row] = await db.select().from(agreements).where(eq(agreements.id, id));
  return row;
}

/** The newest text of an agreement in one language. */
export async function latestVersion(
  db: Executor,
  agreementId: string,
  language: Language,
): Promise<AgreementVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(agreementVersions)
    .where(and(eq(agreementVersions.agreementId, agreementId), eq(agreementVersions.language, language)))
    .orderBy(desc(agreementVersions.createdAt))
    .limit(1);
  return row;
}

/** The agreement a live link names, if it still exists. */
export async function findAgreementByLiveToken(
  db: Executor,
  liveToken: string,
): Promise<AgreementRow | undefined> {
  const [row] = await db.select().from(agreements).where(eq(agreements.liveToken, liveToken));
  return row;
}

/** The current text in each language the agreement has (the newest version per language). */
export async function currentTexts(db: Executor, agreementId: string): Promise<AgreementVersionRow[]> {
  // Only the newest per language leaves the database, not every saved version's text.
  const rows = await db
    .selectDistinctOn([agreementVersions.language])
    .from(agreementVersions)
    .where(eq(agreementVersions.agreementId, agreementId))
    .orderBy(agreementVersions.language, desc(agreementVersions.createdAt), desc(agreementVersions.id));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Whether a payment for the agreement is under review at its provider (no second checkout meanwhile). */
// Spelled out: the outer row's id must be the agreement's, not read as the subquery's own "id".
const paymentPendingOf =
  sql<boolean>`exists (select 1 from "transactions" as "payment" where "payment"."agreement_id" = "agreements"."id" and "payment"."status" = 'pending_verification')`.mapWith(
    Boolean,
  );

export async function hasPaymentPending(db: Executor, agreementId: string): Promise<boolean> {
  const [row] = await db
    .select({ pending: paymentPendingOf })
    .from(agreements)
    .where(eq(agreements.id, agreementId));
  return row?.pending === true;
}

/** A customer's agreements, newest change first; `unpaidOnly`: premium ones not paid for yet. */
export async function listAgreements(
  db: Executor,
  customerId: string,
  { unpaidOnly = false }: { unpaidOnly?: boolean } = {},
): Promise<(AgreementRow & { paymentPending: boolean })[]> {
  const conditions = [eq(agreements.customerId, customerId)];
  if (unpaidOnly) conditions.push(eq(agreements.premium, true), isNull(agreements.paidAt));
  return db
    .select({ ...getTableColumns(agreements), paymentPending: paymentPendingOf })
    .from(agreements)
    .where(and(...conditions))
    .orderBy(desc(agreements.updatedAt));
}

/** Deletes an agreement and (cascade) its versions; true when a row went. */
export async function deleteAgreement(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(agreements).where(eq(agreements.id, id)).returning({ id: agreements.id });
  return rows.length > 0;
}

/** Every version of an agreement, newest first. */
export async function listVersions(db: Executor, agreementId: string): Promise<AgreementVersionRow[]> {
  return db
    .select()
    .from(agreementVersions)
    .where(eq(agreementVersions.agreementId, agreementId))
    .orderBy(desc(agreementVersions.createdAt));
}

export async function findVersion(
  db: Executor,
  agreementId: string,
  versionId: string,
): Promise<AgreementVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(agreementVersions)
    .where(and(eq(agreementVersions.agreementId, agreementId), eq(agreementVersions.id, versionId)));
  return row;
}

/**
 * A new current text in one language: the customer's (origin edited), an earlier one brought back
 * (restored), or a translation generated from the answers (generated). The agreement's edit status
 * then sums up its languages: modified when any language's current text is the customer's.
 */
export async function addTextVersion(
  db: Executor,
  agreementId: string,
  values: {
    language: Language;
    markdown: string;
    origin: 'edited' | 'restored' | 'generated';
    modified: boolean;
  },
): Promise<AgreementRow> {
  return db.transaction(async (tx) => {
    await tx.insert(agreementVersions).values({ agreementId, ...values });
    const versions = await tx
      .select({ language: agreementVersions.language, modified: agreementVersions.modified })
      .from(agreementVersions)
      .where(eq(agreementVersions.agreementId, agreementId))
      .orderBy(desc(agreementVersions.createdAt));
    const current = new Map<string, boolean>();
    for (const version of versions)
      if (!current.has(version.language)) current.set(version.language, version.modified);
    const [row] = await tx
      .update(agreements)
      .set({ editStatus: [...current.values()].some(Boolean) ? 'modified' : 'normal', updatedAt: new Date() })
      .where(eq(agreements.id, agreementId))
      .returning();
    if (!row) throw new Error(`agreement ${agreementId} vanished while saving its text`);
    return row;
  });
}

/** Finished premium agreements not paid for yet, in pages (their texts must stay locked). */
export async function unpaidPremiumAgreements(
  db: Executor,
  after: string | null,
  limit: number,
): Promise<AgreementRow[]> {
  const conditions = [
    eq(agreements.premium, true),
    isNull(agreements.paidAt),
    eq(agreements.status, 'finished'),
  ];
  if (after) conditions.push(gt(agreements.id, after));
  return db
    .select()
    .from(agreements)
    .where(and(...conditions))
    .orderBy(agreements.id)
    .limit(limit);
}

/**
 * Replaces every version of an agreement by one text per language (origin generated, each with the
 * date it carries): for texts that must not keep their history, as an unpaid agreement's texts
 * written before premium text was locked.
 */
export async function replaceVersions(
  db: Executor,
  agreementId: string,
  texts: { language: Language; markdown: string; createdAt: Date }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(agreementVersions).where(eq(agreementVersions.agreementId, agreementId));
    await tx
      .insert(agreementVersions)
      .values(texts.map((text) => ({ agreementId, ...text, origin: 'generated' as const, modified: false })));
  });
}
