import { and, eq, isNull } from 'drizzle-orm';
import { inOneTransaction } from '../../db/batch';
import type { Db } from '../../db/client';
import { customerLinks, customers } from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;
export type LinkPurpose = 'activation' | 'password_reset';

export async function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  return row;
}

export async function findCustomerById(db: Db, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/** Inserts a customer; returns undefined when the e-mail is already taken (two sign-ups racing included). */
export async function insertCustomer(
  db: Db,
  values: { email: string; passwordHash: string | null; language: string },
): Promise<CustomerRow | undefined> {
  const [row] = await db.insert(customers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateCustomer(
  db: Db,
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

/** Deletes the customer; links, sessions and (later) agreements go with it through ON DELETE CASCADE. */
export async function deleteCustomer(db: Db, id: string): Promise<void> {
  await db.delete(customers).where(eq(customers.id, id));
}

/** Stores a new link, retiring the customer's earlier unused links of the same purpose: only the newest works. */
export async function replaceLink(
  db: Db,
  values: { customerId: string; purpose: LinkPurpose; codeHash: string; expiresAt: Date },
): Promise<void> {
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
    tx.insert(customerLinks).values(values),
  ]);
}

export type LinkState = { customer: CustomerRow; usable: boolean } | undefined;

/** The link with this code hash and purpose, and whether it is still usable (unused and unexpired). */
export async function findLink(db: Db, codeHash: string, purpose: LinkPurpose): Promise<LinkState> {
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
  db: Db,
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
