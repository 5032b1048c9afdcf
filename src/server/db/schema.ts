import { sql } from 'drizzle-orm';
import {
  bigserial,
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
import type { AgreementTypeCode } from '../../shared/agreements/types';
import type { Answers } from '../../shared/agreements/wizard-model';
import type { Language } from '../../shared/i18n/languages';

/** A customer account. `passwordHash` is null for accounts the wizard created before a password was set. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    language: text('language').$type<Language>().notNull().default('en'),
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
    type: text('type').$type<AgreementTypeCode>().notNull(),
    /** unfinished while the wizard is in progress; finished once generated. */
    status: text('status', { enum: ['unfinished', 'finished'] }).notNull(),
    /** normal while the generator owns the text; modified once the customer edited it (never regenerated). */
    editStatus: text('edit_status', { enum: ['normal', 'modified'] })
      .notNull()
      .default('normal'),
    premium: boolean('premium').notNull().default(false),
    /** When the premium version was paid for (set when its payment settles); null while unpaid or free. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The price_extra options paid for (keys of `chosenExtras`): an extra chosen after payment is left
     * out of the text until its difference is paid (a transaction with `total_price_is_extra_difference`).
     */
    paidExtras: jsonb('paid_extras').$type<string[]>().notNull().default([]),
    /** The language the customer chose in the finalize step. */
    language: text('language').$type<Language>().notNull(),
    answers: jsonb('answers').$type<Answers>().notNull(),
    /**
     * The unguessable part of the free public live link `/live/{token}`: 64 hex digits from
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
    language: text('language').$type<Language>().notNull(),
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
 * Payments for premium agreements: one row per checkout attempt, its amount always the
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
        'refund_pending',
        'refunded',
        'voided',
      ],
    }).notNull(),
    /**
     * What this payment buys for its agreement: `premium` (the premium version with the extras chosen
     * then) or `extras:<key>,<key>` (an upgrade's extras, sorted). At most one payment per agreement
     * can be open, and at most one per agreement and purchase approved (the partial indexes below).
     */
    purchase: text('purchase').notNull().default('premium'),
    gatewayCode: text('gateway_code'),
    providerReference: text('provider_reference'),
    currency: text('currency').notNull(),
    netAmount: integer('net_amount').notNull(),
    vatRate: text('vat_rate').notNull(),
    vatAmount: integer('vat_amount').notNull(),
    amount: integer('amount').notNull(),
    vatTreatment: text('vat_treatment').notNull(),
    invoicingDetails: jsonb('invoicing_details').notNull(),
    /** What was bought: the premium version and/or price_extra options, each at its list price. */
    items: jsonb('items').$type<{ key: string; amount: number }[]>().notNull().default([]),
    discountCode: text('discount_code'),
    discountAmount: integer('discount_amount').notNull().default(0),
    /** An upgrade of an agreement already paid for: only the extras added since (the extras' difference). */
    isExtraDifference: boolean('is_extra_difference').notNull().default(false),
    /** The affiliate network that sent the buyer (decision 0008): set only when one is configured. */
    affiliateNetwork: text('affiliate_network'),
    /** The network's click id (ShareASale's `sscid`), for its conversion and for disputes. */
    affiliateClickId: text('affiliate_click_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('transactions_idempotency_idx').on(table.customerId, table.idempotencyKey),
    index('transactions_agreement_idx').on(table.agreementId),
    // The database, not only the code, keeps an agreement from being charged twice: two open
    // checkouts, or two approvals of the same purchase, fail as unique violations.
    uniqueIndex('transactions_one_open_per_agreement')
      .on(table.agreementId)
      .where(sql`${table.status} in ('processing', 'pending_verification', 'validating')`),
    uniqueIndex('transactions_one_approval_per_purchase')
      .on(table.agreementId, table.purchase)
      .where(sql`${table.status} = 'approved'`),
    index('transactions_refund_pending_idx').on(table.status).where(sql`${table.status} = 'refund_pending'`),
  ],
);

/**
 * Discount codes: a percentage off the net price, valid between two dates and up to
 * `max_uses` approved payments. Created with `npm run discount-codes`.
 */
export const discountCodes = pgTable('discount_codes', {
  /** Upper case, as customers type it (compared case-insensitively). */
  code: text('code').primaryKey(),
  percent: integer('percent').notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  /** Null: unlimited. */
  maxUses: integer('max_uses'),
  /** Approved payments that used the code. */
  uses: integer('uses').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The billing details a customer last used (GET/PUT /customer/billing-address), one object per customer. */
export const billingAddresses = pgTable('billing_addresses', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  details: jsonb('details').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Invoices of approved payments, numbered without gaps per year ("2026-000001"). They are the
 * seller's records: kept when the agreement or the account is deleted (references set null), with
 * the seller's and buyer's details copied in as they were on the day.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    number: text('number').notNull().unique(),
    transactionId: uuid('transaction_id')
      .unique()
      .references(() => transactions.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    language: text('language').$type<Language>().notNull(),
    seller: jsonb('seller').notNull(),
    buyer: jsonb('buyer').notNull(),
    agreementType: text('agreement_type').notNull(),
    items: jsonb('items').$type<{ key: string; amount: number }[]>().notNull(),
    currency: text('currency').notNull(),
    discountCode: text('discount_code'),
    discountAmount: integer('discount_amount').notNull(),
    netAmount: integer('net_amount').notNull(),
    vatRate: text('vat_rate').notNull(),
    vatAmount: integer('vat_amount').notNull(),
    total: integer('total').notNull(),
    vatTreatment: text('vat_treatment').notNull(),
  },
  (table) => [index('invoices_customer_idx').on(table.customerId)],
);

/** The last invoice number issued per year; incremented in the payment's database transaction (no gaps). */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * A customer's record at a payment provider (Stripe customer, Braintree customer): saved payment
 * methods and the default one live there. One per customer and provider.
 */
export const paymentProfiles = pgTable(
  'payment_profiles',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    processor: text('processor', { enum: ['stripe', 'braintree'] }).notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_profiles_customer_processor_idx').on(table.customerId, table.processor)],
);

/**
 * Mails waiting to go out. A change that causes a mail writes it here in its own database
 * transaction, so a process killed after the reply still sends it: the outbox delivers from this
 * table, retrying with backoff, and every instance may deliver (a claimed row is leased for a while).
 * The body is cleared once delivered: it may hold a one-time link.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** The order mails were written in (mails of one transaction share their creation time). */
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When a delivery may next be tried: now for a new mail, later after a failure or while claimed. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`)],
);
