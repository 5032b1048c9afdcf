import { describe, expect, it } from 'vitest';
import { isEuMemberState, normalizeVatNumber, vatNumberFormatValid, viesCountryCode } from './vat-number';

// One well-formed and one malformed number (without prefix) per member state, keyed by ISO code.
const EXAMPLES: Record<string, { valid: string[]; invalid: string[] }> = {
  AT: { valid: ['U12345678'], invalid: ['12345678', 'U1234567'] },
  BE: { valid: ['0123456749', '1123456789'], invalid: ['2123456789', '123456789'] },
  BG: { valid: ['123456789', '1234567890'], invalid: ['12345678', '12345678901'] },
  CY: { valid: ['12345678L'], invalid: ['123456789', '1234567L'] },
  CZ: { valid: ['12345678', '123456789', '1234567890'], invalid: ['1234567', '12345678901'] },
  DE: { valid: ['123456789'], invalid: ['12345678', '1234567890', 'A23456789'] },
  DK: { valid: ['12345678'], invalid: ['1234567', '123456789'] },
  EE: { valid: ['123456789'], invalid: ['12345678'] },
  GR: { valid: ['123456789'], invalid: ['12345678', '1234567890'] },
  ES: {
    valid: ['B12345674', '12345678Z', 'X1234567L'],
    invalid: ['123456789', 'B1234567', 'BB2345678'],
  },
  FI: { valid: ['12345678'], invalid: ['123456789'] },
  FR: {
    valid: ['32123456789', 'AB123456789', 'FR123456789'],
    invalid: ['O1123456789', 'I1123456789', '123456789'],
  },
  HR: { valid: ['12345678901'], invalid: ['1234567890'] },
  HU: { valid: ['12345678'], invalid: ['123456789'] },
  IE: {
    valid: ['6388047V', '1234567FA', '1234567WW', '8Z49289F', '1+23456T'],
    invalid: ['1234567', '1234567FZ', '12345678A'],
  },
  IT: { valid: ['12345678903'], invalid: ['1234567890'] },
  LT: { valid: ['123456789', '123456789012'], invalid: ['1234567890', '12345678901'] },
  LU: { valid: ['12345678'], invalid: ['1234567'] },
  LV: { valid: ['12345678901'], invalid: ['123456789012'] },
  MT: { valid: ['12345678'], invalid: ['123456789'] },
  NL: { valid: ['123456789B01'], invalid: ['123456789', '123456789X01', '123456789B1'] },
  PL: { valid: ['1234567890'], invalid: ['123456789'] },
  PT: { valid: ['123456789'], invalid: ['12345678'] },
  RO: { valid: ['12', '1234567890'], invalid: ['1', '12345678901'] },
  SE: { valid: ['123456789001'], invalid: ['123456789012', '1234567890'] },
  SI: { valid: ['12345678'], invalid: ['1234567'] },
  SK: { valid: ['1234567890'], invalid: ['123456789'] },
};

describe('vatNumberFormatValid', () => {
  it('knows the format of each of the 27 member states', () => {
    expect(Object.keys(EXAMPLES)).toHaveLength(27);
    for (const country of Object.keys(EXAMPLES)) expect(isEuMemberState(country), country).toBe(true);
  });

  for (const [country, { valid, invalid }] of Object.entries(EXAMPLES)) {
    it(`accepts well-formed and refuses malformed ${country} numbers`, () => {
      for (const number of valid) expect(vatNumberFormatValid(country, number), number).toBe(true);
      for (const number of invalid) expect(vatNumberFormatValid(country, number), number).toBe(false);
      expect(vatNumberFormatValid(country, ''), 'empty').toBe(false);
    });
  }

  it('refuses every number outside the EU, including the former member and the EEA', () => {
    for (const country of ['GB', 'CH', 'NO', 'US', 'EL', 'XX'])
      expect(vatNumberFormatValid(country, '123456789'), country).toBe(false);
    expect(isEuMemberState('GB')).toBe(false);
    // EL is only VIES's prefix for Greece, not a country code.
    expect(isEuMemberState('EL')).toBe(false);
  });
});

describe('viesCountryCode', () => {
  it('uses EL for Greece and the ISO code for the other states', () => {
    expect(viesCountryCode('GR')).toBe('EL');
    expect(viesCountryCode('gr')).toBe('EL');
    expect(viesCountryCode('DE')).toBe('DE');
    expect(viesCountryCode('NL')).toBe('NL');
  });
});

describe('normalizeVatNumber', () => {
  it('upper-cases and drops spaces, dots and dashes', () => {
    expect(normalizeVatNumber('NL', '1234.567 89-b01')).toBe('123456789B01');
    expect(normalizeVatNumber('AT', ' u 123 456 78 ')).toBe('U12345678');
  });

  it('drops the country prefix the person typed', () => {
    expect(normalizeVatNumber('DE', 'DE 123 456 789')).toBe('123456789');
    expect(normalizeVatNumber('DE', 'de123456789')).toBe('123456789');
    expect(normalizeVatNumber('AT', 'ATU12345678')).toBe('U12345678');
    expect(normalizeVatNumber('ES', 'ES-B12345674')).toBe('B12345674');
    expect(normalizeVatNumber('IE', 'IE6388047V')).toBe('6388047V');
  });

  it('drops either EL or GR in front of a Greek number', () => {
    expect(normalizeVatNumber('GR', 'EL123456789')).toBe('123456789');
    expect(normalizeVatNumber('GR', 'GR 123.456.789')).toBe('123456789');
    expect(normalizeVatNumber('GR', '123456789')).toBe('123456789');
  });

  it('leaves another country’s prefix, which the format check then refuses', () => {
    expect(normalizeVatNumber('DE', 'AT123456789')).toBe('AT123456789');
    expect(vatNumberFormatValid('DE', normalizeVatNumber('DE', 'AT123456789'))).toBe(false);
  });

  it('keeps a French key that reads FR when the number is complete without a prefix', () => {
    expect(normalizeVatNumber('FR', 'FR123456789')).toBe('FR123456789');
    expect(normalizeVatNumber('FR', 'FR 32 123456789')).toBe('32123456789');
    expect(normalizeVatNumber('FR', 'FRFR123456789')).toBe('FR123456789');
  });
});
