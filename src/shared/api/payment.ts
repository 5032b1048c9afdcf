import { z } from 'zod';
import { COUNTRY_CODES } from '../countries/codes';
import type { AgreementSummary } from './agreement';

// Premium payments (issue 8): costs, billing details and transactions. Amounts are whole cents.

const trimmed = (max: number, message: string) =>
  z.string({ message }).trim().min(1, { message }).max(max, { message });

const countryCode = z
  .string({ message: 'payment.countryInvalid' })
  .trim()
  .toUpperCase()
  .refine((code) => COUNTRY_CODES.has(code), { message: 'payment.countryInvalid' });

/** The billing details of spec §3 the checkout asks for; a company adds its name and VAT number. */
export const invoicingDetails = z
  .strictObject({
    first_name: trimmed(100, 'payment.firstNameRequired'),
    last_name: trimmed(100, 'payment.lastNameRequired'),
    country: countryCode,
    is_company: z.boolean().default(false),
    company_name: z.string().trim().max(200, { message: 'payment.companyNameRequired' }).optional(),
    /** Without the country prefix (spec §3). */
    vat_number: z
      .string()
      .trim()
      .toUpperCase()
      .max(20, { message: 'payment.vatNumberInvalid' })
      .regex(/^[A-Z0-9+*]*$/, { message: 'payment.vatNumberInvalid' })
      .optional(),
    address: z.string().trim().max(300, { message: 'payment.addressTooLong' }).optional(),
    postal_code: z.string().trim().max(20, { message: 'payment.postalCodeInvalid' }).optional(),
  })
  .refine((details) => !details.is_company || (details.company_name ?? '') !== '', {
    message: 'payment.companyNameRequired',
    path: ['company_name'],
  });
export type InvoicingDetails = z.output<typeof invoicingDetails>;

/**
 * POST /agreement/costs/{id}: the billing country decides the VAT (the visitor's country until it
 * is given). A business's VAT number joins it once VIES checks exist (issue 8).
 */
export const costsRequest = z.strictObject({ country: countryCode.optional() });

export type VatLine = {
  country: string;
  /** Percent; 0 under the reverse charge or outside the EU. */
  rate: number;
  amount: number;
  treatment: 'standard' | 'reverse_charge' | 'outside_eu';
};

export type CostsReply = {
  currency: string;
  items: { key: 'premium'; amount: number }[];
  net: number;
  vat: VatLine;
  total: number;
};

/** The card form of the sandbox provider: test numbers choose the outcome (README "Payments"). */
export const sandboxCard = z.strictObject({
  number: z
    .string({ message: 'payment.cardNumberInvalid' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => /^\d{12,19}$/.test(value), { message: 'payment.cardNumberInvalid' }),
  expiry: z
    .string({ message: 'payment.cardExpiryInvalid' })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, { message: 'payment.cardExpiryInvalid' }),
  cvc: z
    .string({ message: 'payment.cardCvcInvalid' })
    .trim()
    .regex(/^\d{3,4}$/, { message: 'payment.cardCvcInvalid' }),
  holder: trimmed(100, 'payment.cardHolderRequired'),
});

/**
 * POST /transaction/new: pays the premium version of the caller's agreement. The amount is always
 * the server's; `idempotency_key` (one per checkout attempt) makes a double submit charge once.
 */
export const newTransactionRequest = z.strictObject({
  agreement_id: z.uuid({ message: 'agreement.notFound' }),
  processor: z.enum(['sandbox'], { message: 'payment.methodRequired' }),
  idempotency_key: z.string().trim().min(8).max(100),
  invoicing_details: invoicingDetails,
  card: sandboxCard,
});
export type NewTransactionRequest = z.input<typeof newTransactionRequest>;

export const TRANSACTION_STATUSES = [
  'processing',
  'approved',
  'rejected',
  'cancelled',
  'failed',
  'pending_verification',
  'validating',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export type TransactionSummary = {
  id: string;
  agreement_id: string;
  status: TransactionStatus;
  /** The card gateway's code when the bank refused (spec §8), e.g. "2001". */
  gateway_code: string | null;
  amount: number;
  currency: string;
  created_at: string;
};

export type NewTransactionReply = { transaction: TransactionSummary; agreement: AgreementSummary };
