import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { discountCodes } from '../../db/schema';
import { AppError } from '../../http/app-error';

/** The discount tiers the checkout offers: 10 and 50 percent. */
export const DISCOUNT_PERCENTS = [10, 50] as const;

export type Discount = { code: string; percent: number };
type DiscountRow = typeof discountCodes.$inferSelect;

const invalid = () =>
  new AppError(
    'validation_failed',
    'payment.discountInvalid',
    {},
    { discount_code: { key: 'payment.discountInvalid' } },
  );

/** Usable now: inside its dates and under its use limit. */
function usable(row: DiscountRow | undefined, now: Date): row is DiscountRow {
  if (!row) return false;
  if (row.validFrom && row.validFrom > now) return false;
  if (row.validUntil && row.validUntil <= now) return false;
  return row.maxUses === null || row.uses < row.maxUses;
}

/** A code the buyer typed, checked; an unknown, expired or used-up code is refused with the same words. */
export async function findDiscount(db: Executor, code: string, now = new Date()): Promise<Discount> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code.toUpperCase()));
  if (!usable(row, now)) throw invalid();
  return { code: row.code, percent: row.percent };
}

/**
 * Takes one use of the code for a checkout, atomically: two buyers racing for its last use cannot
 * both get it. Given back by `releaseDiscount` when the payment does not go through.
 */
export async function reserveDiscount(db: Executor, code: string, now = new Date()): Promise<Discount> {
  const [row] = await db
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(
      and(
        eq(discountCodes.code, code.toUpperCase()),
        or(isNull(discountCodes.validFrom), lte(discountCodes.validFrom, now)),
        or(isNull(discountCodes.validUntil), gt(discountCodes.validUntil, now)),
        or(isNull(discountCodes.maxUses), lt(discountCodes.uses, discountCodes.maxUses)),
      ),
    )
    .returning();
  if (!row) throw invalid();
  return { code: row.code, percent: row.percent };
}

export async function releaseDiscount(db: Executor, code: string): Promise<void> {
  await db
    .update(discountCodes)
    .set({ uses: sql`greatest(${discountCodes.uses} - 1, 0)` })
    .where(eq(discountCodes.code, code));
}

export async function createDiscount(
  db: Executor,
  input: {
    code: string;
    percent: number;
    validFrom?: Date | null;
    validUntil?: Date | null;
    maxUses?: number | null;
  },
): Promise<DiscountRow> {
  const code = input.code.trim().toUpperCase();
  if (!/^[A-Z0-9-]{3,40}$/.test(code)) throw new Error('a code is 3 to 40 letters, digits or dashes');
  if (!(DISCOUNT_PERCENTS as readonly number[]).includes(input.percent))
    throw new Error(`the percentage must be one of ${DISCOUNT_PERCENTS.join(', ')}`);
  const [row] = await db
    .insert(discountCodes)
    .values({
      code,
      percent: input.percent,
      validFrom: input.validFrom ?? null,
      validUntil: input.validUntil ?? null,
      maxUses: input.maxUses ?? null,
    })
    .returning();
  if (!row) throw new Error(`discount code ${code} was not created`);
  return row;
}

export async function listDiscounts(db: Executor): Promise<DiscountRow[]> {
  return db.select().from(discountCodes).orderBy(discountCodes.createdAt);
}

export async function deleteDiscount(db: Executor, code: string): Promise<boolean> {
  const rows = await db.delete(discountCodes).where(eq(discountCodes.code, code.toUpperCase())).returning();
  return rows.length > 0;
}
