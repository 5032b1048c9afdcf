import { describe, expect, it } from 'vitest';
import { WIZARD_DEFINITIONS } from '../../../shared/agreements/definitions';
import { extraDefinitions } from '../../../shared/agreements/extras';
import type { AgreementTypeCode } from '../../../shared/agreements/types';
import { EXTRA_PRICES, PREMIUM_PRICES } from '../../../shared/price-list';
import { dueItems, extrasOf, quote } from './pricing';
import { vatTreatment } from './vat';

describe('the price list', () => {
  it.each(Object.keys(WIZARD_DEFINITIONS) as AgreementTypeCode[])(
    'prices %s and every extra its wizard offers',
    (type) => {
      const definition = WIZARD_DEFINITIONS[type];
      expect(PREMIUM_PRICES[type]).toBeGreaterThan(0);
      const offered = extraDefinitions(definition).map((extra) => extra.key);
      expect(Object.keys(EXTRA_PRICES[type]).sort()).toEqual([...offered].sort());
      for (const key of offered) expect(EXTRA_PRICES[type][key]).toBeGreaterThan(0);
    },
  );
});

describe('dueItems', () => {
  const unpaid = { paidAt: null, paidExtras: [] };
  it('is the premium version and each chosen extra while unpaid', () => {
    expect(dueItems('PRIVACY_POLICY', ['extras.summary'], unpaid)).toEqual({
      items: [
        { key: 'premium', amount: 2900 },
        { key: 'extra:extras.summary', amount: 300 },
      ],
      isExtraDifference: false,
    });
  });

  it('is only the extras chosen since, once paid (the upgrade difference)', () => {
    const paid = { paidAt: new Date(), paidExtras: ['extras.summary'] };
    expect(dueItems('PRIVACY_POLICY', ['extras.summary', 'extras.teen_privacy'], paid)).toEqual({
      items: [{ key: 'extra:extras.teen_privacy', amount: 300 }],
      isExtraDifference: true,
    });
    expect(dueItems('PRIVACY_POLICY', ['extras.summary'], paid).items).toEqual([]);
  });

  it('extrasOf reads the extras back from a bill', () => {
    expect(
      extrasOf([
        { key: 'premium', amount: 1 },
        { key: 'extra:device_limit', amount: 2 },
      ]),
    ).toEqual(['device_limit']);
  });
});

describe('quote', () => {
  const items = [
    { key: 'premium', amount: 2900 },
    { key: 'extra:extras.summary', amount: 300 },
  ];
  it('adds the items, takes the discount off (rounded to the cent) and charges VAT on the rest', () => {
    const reply = quote({
      items,
      isExtraDifference: false,
      vat: vatTreatment('DE', false),
      discount: { code: 'WELCOME10', percent: 10 },
    });
    expect(reply).toEqual({
      currency: 'EUR',
      items,
      subtotal: 3200,
      discount: { code: 'WELCOME10', percent: 10, amount: 320 },
      net: 2880,
      vat: { country: 'DE', rate: 19, amount: 547, treatment: 'standard' },
      total: 3427,
      total_price_is_extra_difference: false,
    });
  });

  it('charges no VAT under the reverse charge or outside the EU, and half with the 50 % code', () => {
    const reverse = quote({ items, isExtraDifference: true, vat: vatTreatment('FR', true), discount: null });
    expect(reverse).toMatchObject({ total: 3200, vat: { treatment: 'reverse_charge', amount: 0 } });
    const half = quote({
      items,
      isExtraDifference: false,
      vat: vatTreatment('US', false),
      discount: { code: 'H', percent: 50 },
    });
    expect(half).toMatchObject({ net: 1600, total: 1600, vat: { treatment: 'outside_eu' } });
  });

  it('a domestic sale to a verified business is taxed (no reverse charge in the seller’s own country)', () => {
    expect(vatTreatment('NL', true, 'NL')).toEqual({ kind: 'standard', country: 'NL', rate: 21 });
    expect(vatTreatment('DE', true, 'NL').kind).toBe('reverse_charge');
  });
});
