import { z } from 'zod';
import { COUNTRY_CODES } from '../countries/codes';
import { addressStatesOf } from '../countries/states';
import { AFFILIATE_CLICK_PATTERN } from '../tracking';
import type { AgreementSummary } from './agreement';

// Premium payments: costs, billing details and transactions. Amounts are whole cents.

const trimmed = (max: number, message: string) =>
  z.string({ message }).trim().min(1, { message }).max(max, { message });

const countryCode = z
  .string({ message: 'payment.countryInvalid' })
  .trim()
  .toUpperCase()
  .refine((code) => COUNTRY_CODES.has(code), { message: 'payment.countryInvalid' });

/** Countries whose invoices must carry the buyer's personal (national/tax) ID. */
export const PERSONAL_ID_COUNTRIES = ['AR', 'BR', 'CL', 'CO', 'PE', 'UY'] as const;

const optionalText = (max: number, message: string) =>
  z.string({ message }).trim().max(max, { message }).optional();

/**
 * The buyer's billing details, exchanged as one object (checkout, GET/PUT
 * /customer/billing-address). A company adds its name, country, VAT number (without the country
 * prefix) and registration number; some countries need a state or a personal ID.
 */
export const invoicingDetails = z
  .strictObject({
    first_name: trimmed(100, 'payment.firstNameRequired'),
    last_name: trimmed(100, 'payment.lastNameRequired'),
    personal_id: optionalText(40, 'payment.personalIdInvalid'),
    country: countryCode,
    state: optionalText(10, 'payment.stateRequired'),
    address: trimmed(300, 'payment.addressRequired'),
    city: trimmed(100, 'payment.cityRequired'),
    postal_code: optionalText(20, 'payment.postalCodeInvalid').refine(
      (value) => value === undefined || /^[\p{L}\p{N} -]*$/u.test(value),
      { message: 'payment.postalCodeInvalid' },
    ),
    phone: optionalText(30, 'payment.phoneInvalid').refine(
      (value) => value === undefined || value === '' || /^\+?[0-9 ()./-]{5,30}$/.test(value),
      { message: 'payment.phoneInvalid' },
    ),
    is_company: z.boolean({ message: 'payment.companySwitchInvalid' }).default(false),
    company_name: optionalText(200, 'payment.companyNameRequired'),
    company_country: countryCode.optional(),
    /** Without the country prefix (the company country gives it); checked against its format and VIES. */
    vat_number: z
      .string({ message: 'payment.vatNumberInvalid' })
      .trim()
      .toUpperCase()
      .transform((value) => value.replace(/[\s.-]/g, ''))
      .refine((value) => value.length <= 20 && /^[A-Z0-9+*]*$/.test(value), {
        message: 'payment.vatNumberInvalid',
      })
      .optional(),
    /** "VAT registered": the company says it is registered for VAT. */
    vat_registered: z.boolean({ message: 'payment.vatNumberInvalid' }).optional(),
    /** Company registration number (CUI/CIF, Handelsregister, KvK, …). */
    registration_number: optionalText(40, 'payment.registrationNumberInvalid'),
  })
  .superRefine((details, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    const states = addressStatesOf(details.country);
    if (states && !states.some(([code]) => code === details.state)) problem('state', 'payment.stateRequired');
    if ((PERSONAL_ID_COUNTRIES as readonly string[]).includes(details.country) && !details.personal_id)
      problem('personal_id', 'payment.personalIdRequired');
    if (details.is_company && !details.company_name) problem('company_name', 'payment.companyNameRequired');
  });
export type InvoicingDetails = z.output<typeof invoicingDetails>;
export type InvoicingDetailsInput = z.input<typeof invoicingDetails>;

/** Discount codes are typed by people: letters, digits and dashes, compared in upper case. */
export const discountCode = z
  .string({ message: 'payment.discountInvalid' })
  .trim()
  .toUpperCase()
  .max(40, { message: 'payment.discountInvalid' })
  .regex(/^[A-Z0-9-]*$/, { message: 'payment.discountInvalid' });

/**
 * POST /agreement/costs/{id}: the price for this buyer. The billing country decides the VAT (the
 * visitor's country, CF-IPCountry, until it is given); a company with a VAT number verified in VIES
 * in another EU state pays none (reverse charge); a discount code takes its percentage off.
 */
export const costsRequest = z.strictObject({
  country: countryCode.optional(),
  is_company: z.boolean({ message: 'payment.companySwitchInvalid' }).optional(),
  company_country: countryCode.optional(),
  vat_number: z
    .string({ message: 'payment.vatNumberInvalid' })
    .trim()
    .toUpperCase()
    .max(20, { message: 'payment.vatNumberInvalid' })
    .optional(),
  discount_code: discountCode.optional(),
});
export type CostsRequest = z.input<typeof costsRequest>;

export type VatLine = {
  country: string;
  /** Percent; 0 under the reverse charge or outside the EU. */
  rate: number;
  amount: number;
  treatment: 'standard' | 'reverse_charge' | 'outside_eu';
};

/** One thing bought: the premium version (`premium`) or a price_extra option (`extra:<key>`). */
export type PriceItem = { key: string; amount: number };

export type CostsReply = {
  currency: string;
  items: PriceItem[];
  /** Sum of the items at list price. */
  subtotal: number;
  discount: { code: string; percent: number; amount: number } | null;
  /** Subtotal less the discount: what VAT is charged on. */
  net: number;
  vat: VatLine;
  total: number;
  /** An upgrade of an agreement already paid for: the items are only the extras added since. */
  total_price_is_extra_difference: boolean;
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
 * The affiliate click that brought the buyer (ShareASale's `sscid`, decision 0008): sent only when
 * the visitor consented to marketing; stored on the transaction when affiliate tracking is configured.
 */
export const affiliateClick = z
  .string({ message: 'tracking.affiliateClickInvalid' })
  .regex(AFFILIATE_CLICK_PATTERN, { message: 'tracking.affiliateClickInvalid' });

/** The payment providers; the sandbox is the embedded default, needing no keys. */
export const PROCESSORS = ['sandbox', 'stripe', 'braintree'] as const;
export type ProcessorName = (typeof PROCESSORS)[number];

const checkoutFields = {
  agreement_id: z.uuid({ message: 'agreement.notFound' }),
  idempotency_key: z.string({ message: 'payment.retry' }).trim().min(8).max(100),
  invoicing_details: invoicingDetails,
  discount_code: discountCode.optional(),
  /**
   * The total the buyer was shown, in cents. The server charges its own price; when the two
   * differ (a price change, a tampered request) nothing is charged and the buyer sees the new price.
   */
  amount: z.number({ message: 'payment.priceChanged' }).int().nonnegative().optional(),
  total_price_is_extra_difference: z.boolean().optional(),
  affiliate_click: affiliateClick.optional(),
};

/**
 * POST /transaction/new: pays the premium version (or the extras added since) of the caller's
 * agreement: with a sandbox card, or with a Braintree payment method nonce from its drop-in.
 * `idempotency_key` (one per checkout attempt) makes a double submit charge once.
 */
export const newTransactionRequest = z.discriminatedUnion(
  'processor',
  [
    z.strictObject({ ...checkoutFields, processor: z.literal('sandbox'), card: sandboxCard }),
    z.strictObject({
      ...checkoutFields,
      processor: z.literal('braintree'),
      payment_method_nonce: z.string({ message: 'payment.methodRequired' }).trim().min(1).max(200),
      device_data: z.string().max(5000).optional(),
    }),
  ],
  { message: 'payment.methodRequired' },
);
export type NewTransactionRequest = z.input<typeof newTransactionRequest>;

export const TRANSACTION_STATUSES = [
  'processing',
  'approved',
  'rejected',
  'cancelled',
  'failed',
  'pending_verification',
  'validating',
  /** Approved by the provider for something already paid: the money is on its way back. */
  'refund_pending',
  'refunded',
  /** Given back before the provider settled it: nothing was taken. */
  'voided',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Outcomes in which a payment bought nothing: refused, or given back because it was not needed. */
export const NOT_PAID_STATUSES: readonly TransactionStatus[] = [
  'rejected',
  'cancelled',
  'failed',
  'refund_pending',
  'refunded',
  'voided',
];

export type TransactionSummary = {
  id: string;
  agreement_id: string;
  status: TransactionStatus;
  /** The card gateway's code when the bank refused, e.g. "2001" (insufficient funds); picks the message. */
  gateway_code: string | null;
  amount: number;
  currency: string;
  created_at: string;
  processor: ProcessorName;
};

export type NewTransactionReply = {
  transaction: TransactionSummary;
  agreement: AgreementSummary;
  /** The sandbox's 3-D Secure test card: the bank asks the buyer to confirm (POST /transaction/sandbox/3ds/{id}). */
  challenge?: { transaction_id: string };
};

/** GET /agreement/sale-details/{id}: what was bought for an agreement and paid. */
export type SaleDetails = {
  agreement_id: string;
  premium: boolean;
  paid: boolean;
  paid_at: string | null;
  /** The price_extra options paid for. */
  paid_extras: string[];
  /** What paying now would buy (empty when nothing is due). */
  due_items: PriceItem[];
  total_price_is_extra_difference: boolean;
  payments: {
    transaction: TransactionSummary;
    items: PriceItem[];
    discount_code: string | null;
    discount_amount: number;
    net: number;
    vat: VatLine;
    is_extra_difference: boolean;
    invoice: { id: string; number: string } | null;
  }[];
};

/** GET /customer/invoices: the customer's invoices, newest first. */
export type InvoiceSummary = {
  id: string;
  number: string;
  issued_at: string;
  agreement_type: string;
  total: number;
  currency: string;
};

/** POST /customer/check-vies: the VAT number of a company in an EU member state. */
export const checkViesRequest = z.strictObject({
  country: countryCode,
  vat_number: z
    .string({ message: 'payment.vatNumberInvalid' })
    .trim()
    .toUpperCase()
    .max(20, { message: 'payment.vatNumberInvalid' }),
});
export type CheckViesReply = {
  valid: boolean;
  /** The number as VIES knows it, with its prefix (Greece: EL). */
  vat_number: string;
  name: string | null;
  address: string | null;
};

/**
 * GET /transaction/payment-profile: how this customer can pay — the providers on offer (a
 * provider's browser widget loads only when it is listed), the billing details last used and
 * whether the bank will ask for 3-D Secure.
 */
export type PaymentProfile = {
  processors: ProcessorName[];
  /** Stripe.js needs the publishable key; null when Stripe is not configured. */
  stripe: { publishable_key: string } | null;
  billing_address: InvoicingDetails | null;
  three_d_secure: boolean;
};

/** POST /transaction/sandbox/3ds/{id}: the buyer's answer to the sandbox bank's 3-D Secure challenge. */
export const sandboxChallengeRequest = z.strictObject({ approve: z.boolean({ message: 'payment.retry' }) });

/** POST /transaction/stripe/create-payment-intent: what Stripe.js needs to confirm the server's price. */
export type StripePaymentIntentReply = {
  client_secret: string;
  publishable_key: string;
  transaction: TransactionSummary;
};

/** GET /public/pricing: what premium costs per agreement type, in the caller's language. */
export type PricingReply = {
  currency: string;
  /** Days within which a purchase is refunded on request. */
  refund_days: number;
  types: {
    code: string;
    slug: string;
    /** Cents, before VAT, one-time. */
    premium: number;
    /** The price_extra options of its wizard, by key, with their labels and prices (cents before VAT). */
    extras: { key: string; label: string; amount: number }[];
  }[];
};
