import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/i18n/languages';
import { inOneTransaction } from '../../db/batch';
import type { Executor } from '../../db/client';
import { customerLinks, customers } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';
import { outboxInsert } from '../../mail/outbox';

export type CustomerRow = typeof customers.$inferSelect;
export type LinkPurpose = 'activation' | 'password_reset';

export async function findCustomerByEmail(db: Executor, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  return row;
}

/**
 * The customer of an access token, with whether its session (refresh token family) is still open:
 * not revoked, and not past the expiry of its newest token. One query, as the customer alone was.
 */
export async function findSessionCustomer(
  db: Executor,
  customerId: string,
  sessionId: string,
): Promise<(CustomerRow & { sessionOpen: boolean }) | undefined> {
  const [row] = await db
    .select({
      ...getTableColumns(customers),
      // Spelled out: inside the subquery an unqualified "id" would be the token's, not the customer's.
      sessionOpen:
        sql<boolean>`exists (select 1 from "refresh_tokens" as "session" where "session"."family_id" = ${sessionId} and "session"."customer_id" = "customers"."id" and "session"."revoked_at" is null and "session"."expires_at" > now())`.mapWith(
          Boolean,
        ),
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

export async function findCustomerById(db: Executor, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/** Inserts a customer; returns undefined when the e-mail is already taken (two sign-ups racing included). */
export async function insertCustomer(
  db: Executor,
  values: { email: string; passwordHash: string | null; language: Language },
): Promise<CustomerRow | undefined> {
  const [row] = await db.insert(customers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateCustomer(
  db: Executor,
  id: string,
  values: Partial<Pick<CustomerRow, 'passwordHash' | 'language' | 'confirmedAt' | 'passwordChangedAt'>>,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(customers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customers.id, id))
    .returning();
  return row;
}

/**
 * Deletes the customer; links, sessions and agreements go with it through ON DELETE CASCADE. The
 * confirmation mail is written in the same transaction (the outbox keeps no reference to them).
 */
export async function deleteCustomer(db: Executor, id: string, mail: MailMessage): Promise<void> {
  await inOneTransaction(db, (tx) => [
    tx.delete(customers).where(eq(customers.id, id)),
    outboxInsert(tx, mail),
  ]);
}

type NewLink = { customerId: string; purpose: LinkPurpose; codeHash: string; expiresAt: Date };

/** A new link's row as a statement not yet run, for a batch that creates its customer too. */
export function linkInsert(db: Executor, values: NewLink) {
  return db.insert(customerLinks).values(values);
}

/**
 * Stores a new link, retiring the customer's earlier unused links of the same purpose (only the
 * newest works), with the mail that carries it in the same transaction.
 */
export async function replaceLink(db: Executor, values: NewLink, mail: MailMessage): Promise<void> {
  await inOneTransaction(db, (tx) => [
    tx
      .update(customerLinks)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(customerLinks.customerId, values.customerId),
          eq(customerLinks.purpose, values.purpose),
          isNull(customerLinks.usedAt),
        ),
      ),
    linkInsert(tx, values),
    outboxInsert(tx, mail),
  ]);
}

export type LinkState = { customer: CustomerRow; usable: boolean } | undefined;

/** The link with this code hash and purpose, and whether it is still usable (unused and unexpired). */
export async function findLink(db: Executor, codeHash: string, purpose: LinkPurpose): Promise<LinkState> {
  const [row] = await db
    .select({ link: customerLinks, customer: customers })
    .from(customerLinks)
    .innerJoin(customers, eq(customers.id, customerLinks.customerId))
    .where(and(eq(customerLinks.codeHash, codeHash), eq(customerLinks.purpose, purpose)));
  if (!row) return undefined;
  return { customer: row.customer, usable: !row.link.usedAt && row.link.expiresAt.getTime() > Date.now() };
}

/**
 * Marks a usable link as used and returns its customer, or undefined when the link is unknown,
 * expired or already used. The conditional update makes a link work exactly once, even when two
 * requests race.
 */
export async function consumeLink(
  db: Executor,
  codeHash: string,
  purpose: LinkPurpose,
): Promise<CustomerRow | undefined> {
  const [link] = await db
    .update(customerLinks)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(customerLinks.codeHash, codeHash),
        eq(customerLinks.purpose, purpose),
        isNull(customerLinks.usedAt),
      ),
    )
    .returning();
  if (!link) return undefined;
  if (link.expiresAt.getTime() <= Date.now()) return undefined;
  return findCustomerById(db, link.customerId);
}
