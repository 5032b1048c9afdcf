import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Installation-wide settings kept in the database rather than in one process, so every
 * instance of a scaled-out install reads the same values (for example generated secrets).
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
