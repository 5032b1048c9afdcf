import {
  type CostsRequest,
  type InvoicingDetails,
  type InvoicingDetailsInput,
  invoicingDetails,
  PERSONAL_ID_COUNTRIES,
  sandboxCard,
} from '../../../shared/api/payment';
import { EEA_COUNTRIES } from '../../../shared/countries/eea';
import { addressStatesOf } from '../../../shared/countries/states';

/**
 * The checkout's form (billing details) as the buyer fills it in, and what the calls are made of. Every
 * field is text here; empty means "not given", and the contract's schemas decide what is valid.
 */
export type BillingForm = {
  first_name: string;
  last_name: string;
  personal_id: string;
  country: string;
  state: string;
  address: string;
  city: string;
  postal_code: string;
  phone: string;
  is_company: boolean;
  company_name: string;
  company_country: string;
  vat_number: string;
  vat_registered: boolean;
  registration_number: string;
};

export type CardForm = { number: string; expiry: string; cvc: string; holder: string };

export const EMPTY_BILLING: BillingForm = {
  first_name: '',
  last_name: '',
  personal_id: '',
  country: '',
  state: '',
  address: '',
  city: '',
  postal_code: '',
  phone: '',
  is_company: false,
  company_name: '',
  company_country: '',
  vat_number: '',
  vat_registered: false,
  registration_number: '',
};

export const EMPTY_CARD: CardForm = { number: '', expiry: '', cvc: '', holder: '' };

/** The 27 EU member states: the EEA without Iceland, Liechtenstein and Norway. */
const EU_COUNTRIES: ReadonlySet<string> = new Set(
  EEA_COUNTRIES.filter((code) => !['IS', 'LI', 'NO'].includes(code)),
);

export const isEuCountry = (code: string): boolean => EU_COUNTRIES.has(code);

/** The prefix of a VAT number in VIES: the country code, except Greece's EL. */
export const vatPrefix = (country: string): string => (country === 'GR' ? 'EL' : country);

/** The states a billing address in `country` must name (AU, CA, IN, US), or none. */
export const statesOf = addressStatesOf;

export const needsPersonalId = (country: string): boolean =>
  (PERSONAL_ID_COUNTRIES as readonly string[]).includes(country);

/**
 * A VAT number as VIES is asked for it: no spaces, dots or dashes, upper case, and without the
 * country prefix when the buyer typed it anyway (DE123456789 → 123456789).
 */
export function normaliseVatNumber(value: string, country: string): string {
  const compact = value.replace(/[\s.-]/g, '').toUpperCase();
  const prefix = vatPrefix(country);
  return prefix && compact.startsWith(prefix) ? compact.slice(prefix.length) : compact;
}

/** The billing details the profile remembers, as the form shows them. */
export function billingFromDetails(details: InvoicingDetails | null | undefined): BillingForm {
  if (!details) return EMPTY_BILLING;
  return {
    first_name: details.first_name,
    last_name: details.last_name,
    personal_id: details.personal_id ?? '',
    country: details.country,
    state: details.state ?? '',
    address: details.address,
    city: details.city,
    postal_code: details.postal_code ?? '',
    phone: details.phone ?? '',
    is_company: details.is_company,
    company_name: details.company_name ?? '',
    company_country: details.company_country ?? '',
    vat_number: details.vat_number ?? '',
    vat_registered: details.vat_registered ?? false,
    registration_number: details.registration_number ?? '',
  };
}

const given = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

/**
 * The form as the contract's InvoicingDetails: only the fields that apply (a state where the
 * country has states, a personal ID where invoices need one, the company's fields for a company,
 * its VAT number in the EU only), so a hidden field never sends a stale value.
 */
export function invoicingDetailsOf(form: BillingForm): InvoicingDetailsInput {
  const companyCountry = form.is_company ? given(form.company_country) : undefined;
  return {
    first_name: form.first_name,
    last_name: form.last_name,
    country: form.country,
    ...(statesOf(form.country) ? { state: form.state } : {}),
    ...(needsPersonalId(form.country) ? { personal_id: form.personal_id } : {}),
    address: form.address,
    city: form.city,
    postal_code: given(form.postal_code),
    phone: given(form.phone),
    is_company: form.is_company,
    ...(form.is_company
      ? {
          company_name: form.company_name,
          company_country: companyCountry,
          vat_number:
            companyCountry && isEuCountry(companyCountry)
              ? given(normaliseVatNumber(form.vat_number, companyCountry))
              : undefined,
          vat_registered: form.vat_registered,
          registration_number: given(form.registration_number),
        }
      : {}),
  };
}

/** A VAT number VIES confirmed for a company country (the reverse charge depends on it). */
export type VerifiedVat = { country: string; vatNumber: string };

/**
 * What the price depends on: the billing country, the company and its country, a VAT number
 * once VIES confirmed it (an unchecked one changes nothing), and the applied discount code.
 */
export function costsRequestOf(
  form: BillingForm,
  verifiedVat: VerifiedVat | null,
  discountCode: string,
): CostsRequest {
  const companyCountry = form.is_company ? given(form.company_country) : undefined;
  const vatNumber =
    companyCountry && verifiedVat?.country === companyCountry ? verifiedVat.vatNumber : undefined;
  return {
    ...(given(form.country) ? { country: form.country } : {}),
    ...(form.is_company ? { is_company: true } : {}),
    ...(companyCountry ? { company_country: companyCountry } : {}),
    ...(vatNumber ? { vat_number: vatNumber } : {}),
    ...(discountCode ? { discount_code: discountCode } : {}),
  };
}

/** Field errors keyed as the server keys them (`invoicing_details.state`, `card.number`), message keys of `errors`. */
export type FieldErrorKeys = Record<string, string>;

/**
 * The same checks the server makes, before anything is sent: a buyer sees every missing field at
 * once, and no payment intent is created for details the server would refuse.
 */
export function checkBeforePaying(form: BillingForm, card: CardForm | null): FieldErrorKeys {
  const problems: FieldErrorKeys = {};
  const details = invoicingDetails.safeParse(invoicingDetailsOf(form));
  if (!details.success)
    for (const issue of details.error.issues)
      problems[`invoicing_details.${issue.path.join('.')}`] ??= issue.message;
  if (card) {
    const checked = sandboxCard.safeParse(card);
    if (!checked.success)
      for (const issue of checked.error.issues) problems[`card.${issue.path.join('.')}`] ??= issue.message;
  }
  return problems;
}

/** A fresh key per checkout attempt: a double submit of one attempt is charged once (idempotency key). */
export const newAttemptKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
