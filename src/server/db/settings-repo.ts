import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { appSettings } from './schema';

/**
 * Returns the stored value for `key`, storing `create()` first when there is none. Safe when several
 * instances start at once: the first insert wins and everyone reads that value back.
 */
export async function getOrCreateSetting(db: Db, key: string, create: () => string): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key, value: create() })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  if (!row) throw new Error(`setting ${key} could not be stored`);
  return row.value;
}
