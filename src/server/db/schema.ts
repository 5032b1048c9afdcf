import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Installation-wide settings kept in the database rather than in one process, so every
 * instance of a scaled-out install reads the same values (for example the token signing secret).
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A customer account. `passwordHash` is null for accounts the wizard created before a password was set. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    language: text('language').notNull().default('en'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('customers_email_unique').on(table.email)],
);

/**
 * One-time links sent by e-mail (account activation, password reset). Only a hash of the code
 * is stored, so a database leak does not hand out working links.
 */
export const customerLinks = pgTable(
  'customer_links',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activation', 'password_reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customer_links_code_hash_unique').on(table.codeHash),
    index('customer_links_customer_idx').on(table.customerId),
  ],
);

/**
 * Opaque refresh tokens, stored hashed and rotated on every use. Tokens descending from one login
 * share a family; presenting a token that was already rotated revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_unique').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_customer_idx').on(table.customerId),
  ],
);

/**
 * An agreement: the wizard's answers and the state of the document built from them. Its texts are
 * versions (below); the newest version in a language is the current text in that language.
 */
export const agreements = pgTable(
  'agreements',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** An AgreementTypeCode: PRIVACY_POLICY, TERMS_CONDITIONS, … */
    type: text('type').notNull(),
    /** unfinished while the wizard is in progress; finished once generated. */
    status: text('status', { enum: ['unfinished', 'finished'] }).notNull(),
    /** normal while the generator owns the text; modified once the customer edited it (spec §4). */
    editStatus: text('edit_status', { enum: ['normal', 'modified'] })
      .notNull()
      .default('normal'),
    premium: boolean('premium').notNull().default(false),
    /** When the premium version was paid for (the payments issue sets it); null while unpaid or free. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The language the customer chose in the finalize step. */
    language: text('language').notNull(),
    answers: jsonb('answers').notNull(),
    /**
     * The unguessable part of the free public live link `/live/{token}` (issue 6): 64 hex digits from
     * two random UUIDs (244 random bits), never derived from the id.
     */
    liveToken: text('live_token')
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('agreements_customer_idx').on(table.customerId)],
);

/** Every text an agreement has had, per language: generated, edited, or regenerated by the wizard. */
export const agreementVersions = pgTable(
  'agreement_versions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    origin: text('origin', { enum: ['generated', 'edited', 'wizard_update', 'restored'] }).notNull(),
    markdown: text('markdown').notNull(),
    /**
     * The customer's text rather than the generator's (edited, or an edited text restored): the
     * language's edit status, which the agreement's sums up (modified when any language is).
     */
    modified: boolean('modified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('agreement_versions_agreement_idx').on(table.agreementId, table.language, table.createdAt),
  ],
);

/**
 * Payments for premium agreements (issue 8): one row per checkout attempt, its amount always the
 * server's. `idempotency_key` (per customer) makes a double submit one charge. Rows outlive the
 * agreement (invoices are kept when an agreement or account is deleted), so the references are
 * set null rather than cascading.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    agreementId: uuid('agreement_id').references(() => agreements.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    processor: text('processor').notNull(),
    status: text('status', {
      enum: [
        'processing',
        'approved',
        'rejected',
        'cancelled',
        'failed',
        'pending_verification',
        'validating',
      ],
    }).notNull(),
    gatewayCode: text('gateway_code'),
    providerReference: text('provider_reference'),
    currency: text('currency').notNull(),
    netAmount: integer('net_amount').notNull(),
    vatRate: text('vat_rate').notNull(),
    vatAmount: integer('vat_amount').notNull(),
    amount: integer('amount').notNull(),
    vatTreatment: text('vat_treatment').notNull(),
    invoicingDetails: jsonb('invoicing_details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('transactions_idempotency_idx').on(table.customerId, table.idempotencyKey),
    index('transactions_agreement_idx').on(table.agreementId),
  ],
);
