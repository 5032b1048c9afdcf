import { describe, expect, it } from 'vitest';
import { EEA_COUNTRIES } from '../../../shared/countries/eea';

const EU_COUNTRIES = EEA_COUNTRIES.filter((country) => !['IS', 'LI', 'NO'].includes(country));

import { cardExpired } from './service';
import { countryFromHeader, EU_VAT_RATES, vatAmount, vatTreatment } from './vat';

describe('VAT', () => {
  it('has a standard rate for each of the 27 member states, and only for them', () => {
    expect(Object.keys(EU_VAT_RATES).sort()).toEqual([...EU_COUNTRIES].sort());
    expect(Object.keys(EU_VAT_RATES)).toHaveLength(27);
    for (const rate of Object.values(EU_VAT_RATES)) expect(rate).toBeGreaterThanOrEqual(17);
  });

  it.each(Object.entries(EU_VAT_RATES))('charges consumers in %s its rate of %s %%', (country, rate) => {
    expect(vatTreatment(country, false)).toEqual({ kind: 'standard', country, rate });
  });

  it('reverse-charges EU businesses with a verified VAT number, and charges none outside the EU', () => {
    expect(vatTreatment('FR', true)).toEqual({ kind: 'reverse_charge', country: 'FR', rate: 0 });
    for (const country of ['US', 'GB', 'CH', 'NO', 'AU'])
      expect(vatTreatment(country, false)).toEqual({ kind: 'outside_eu', country, rate: 0 });
  });

  it('rounds VAT to the cent', () => {
    expect(vatAmount(2900, 19)).toBe(551);
    expect(vatAmount(2900, 25.5)).toBe(740);
    expect(vatAmount(1400, 21)).toBe(294);
    expect(vatAmount(2900, 0)).toBe(0);
  });

  it('takes the visitor’s country from CF-IPCountry; missing, XX and T1 count as the US', () => {
    expect(countryFromHeader('de')).toBe('DE');
    expect(countryFromHeader(['FR'])).toBe('FR');
    for (const header of [undefined, '', 'XX', 'T1', 'not-a-country'])
      expect(countryFromHeader(header)).toBe('US');
  });
});

describe('card expiry', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('accepts the current month and later, refuses earlier months', () => {
    expect(cardExpired('11/26', now)).toBe(false);
    expect(cardExpired('01/27', now)).toBe(false);
    expect(cardExpired('10/26', now)).toBe(true);
    expect(cardExpired('12/25', now)).toBe(true);
    expect(cardExpired('garbage', now)).toBe(true);
  });
});
