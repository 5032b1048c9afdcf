import { describe, expect, it } from 'vitest';
import {
  type BillingForm,
  billingFromDetails,
  checkBeforePaying,
  costsRequestOf,
  EMPTY_BILLING,
  EMPTY_CARD,
  invoicingDetailsOf,
  isEuCountry,
  normaliseVatNumber,
  vatPrefix,
} from './checkout-model';

const person: BillingForm = {
  ...EMPTY_BILLING,
  first_name: 'Ada',
  last_name: 'Lovelace',
  country: 'FR',
  address: '1 rue de la Paix',
  city: 'Paris',
  postal_code: '75002',
};
const company: BillingForm = {
  ...person,
  is_company: true,
  company_name: 'Acme SARL',
  company_country: 'GR',
  vat_number: 'EL 123.456-789',
  vat_registered: true,
};

describe('the checkout form model', () => {
  it('writes Greek VAT numbers with EL and takes a typed prefix off', () => {
    expect(vatPrefix('GR')).toBe('EL');
    expect(vatPrefix('DE')).toBe('DE');
    expect(normaliseVatNumber('el 123.456-789', 'GR')).toBe('123456789');
    expect(normaliseVatNumber('DE 123 456 789', 'DE')).toBe('123456789');
    expect(normaliseVatNumber('123456789', 'DE')).toBe('123456789');
    expect(isEuCountry('GR')).toBe(true);
    expect(isEuCountry('NO')).toBe(false);
    expect(isEuCountry('US')).toBe(false);
  });

  it('sends only the fields that apply: no company fields for a person, no stale state or personal ID', () => {
    const stale: BillingForm = { ...company, is_company: false, state: 'CA', personal_id: '123' };
    expect(invoicingDetailsOf(stale)).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      country: 'FR',
      address: '1 rue de la Paix',
      city: 'Paris',
      postal_code: '75002',
      phone: undefined,
      is_company: false,
    });
    expect(invoicingDetailsOf({ ...person, country: 'US', state: 'CA' })).toMatchObject({ state: 'CA' });
    expect(invoicingDetailsOf({ ...person, country: 'BR', personal_id: '123.456.789-09' })).toMatchObject({
      personal_id: '123.456.789-09',
    });
  });

  it('sends a company’s VAT number without its prefix, and none for a company outside the EU', () => {
    expect(invoicingDetailsOf(company)).toMatchObject({
      is_company: true,
      company_name: 'Acme SARL',
      company_country: 'GR',
      vat_number: '123456789',
      vat_registered: true,
    });
    expect(invoicingDetailsOf({ ...company, company_country: 'CH' }).vat_number).toBeUndefined();
  });

  it('prices with a VAT number only once VIES confirmed it for the company’s country', () => {
    expect(costsRequestOf(company, null, '')).toEqual({
      country: 'FR',
      is_company: true,
      company_country: 'GR',
    });
    expect(costsRequestOf(company, { country: 'GR', vatNumber: '123456789' }, 'SAVE10')).toEqual({
      country: 'FR',
      is_company: true,
      company_country: 'GR',
      vat_number: '123456789',
      discount_code: 'SAVE10',
    });
    expect(costsRequestOf(company, { country: 'DE', vatNumber: '123456789' }, '').vat_number).toBeUndefined();
    expect(costsRequestOf({ ...company, is_company: false }, { country: 'GR', vatNumber: '1' }, '')).toEqual({
      country: 'FR',
    });
    expect(costsRequestOf(EMPTY_BILLING, null, '')).toEqual({});
  });

  it('reports every missing field at once, keyed as the server keys them', () => {
    expect(checkBeforePaying({ ...EMPTY_BILLING, country: 'US' }, EMPTY_CARD)).toEqual({
      'invoicing_details.first_name': 'payment.firstNameRequired',
      'invoicing_details.last_name': 'payment.lastNameRequired',
      'invoicing_details.address': 'payment.addressRequired',
      'invoicing_details.city': 'payment.cityRequired',
      'invoicing_details.state': 'payment.stateRequired',
      'card.number': 'payment.cardNumberInvalid',
      'card.expiry': 'payment.cardExpiryInvalid',
      'card.cvc': 'payment.cardCvcInvalid',
      'card.holder': 'payment.cardHolderRequired',
    });
    expect(checkBeforePaying({ ...person, country: 'BR' }, null)).toEqual({
      'invoicing_details.personal_id': 'payment.personalIdRequired',
    });
    expect(checkBeforePaying({ ...company, company_name: ' ' }, null)).toEqual({
      'invoicing_details.company_name': 'payment.companyNameRequired',
    });
    expect(
      checkBeforePaying(person, {
        number: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
        holder: 'Ada',
      }),
    ).toEqual({});
  });

  it('fills the form from the billing details last used', () => {
    expect(billingFromDetails(null)).toEqual(EMPTY_BILLING);
    const form = billingFromDetails({
      first_name: 'Ada',
      last_name: 'Lovelace',
      country: 'DE',
      state: 'BE',
      address: 'Unter den Linden 1',
      city: 'Berlin',
      is_company: true,
      company_name: 'Acme GmbH',
      company_country: 'DE',
      vat_number: '123456789',
    });
    expect(form).toMatchObject({
      state: 'BE',
      company_name: 'Acme GmbH',
      postal_code: '',
      vat_registered: false,
    });
  });
});
