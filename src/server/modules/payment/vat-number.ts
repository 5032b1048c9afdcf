/**
 * EU VAT numbers as people type them: the VIES prefix of each member state, normalization and the
 * official format of each state (the European Commission's VIES FAQ, "VAT number format").
 *
 * Only formats are checked here, no check digits: VIES is the authority on whether a number exists
 * and runs right after this check, so a format check only has to catch typing mistakes early. Check
 * digit rules also change (the Netherlands' sole-proprietor numbers since 2020 use mod 97 instead of
 * the old mod 11), and a wrong local rule would refuse a real company that VIES accepts.
 */

/** Each member state's number without its prefix, keyed by ISO country code (Greece: GR, prefix EL). */
const VAT_NUMBER_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  GR: /^\d{9}$/,
  // A DNI (8 digits + letter), an NIE (X/Y/Z + 7 digits + letter) or a CIF (letter + 7 digits +
  // digit or letter): one end at least is a letter.
  ES: /^(?:[A-Z]\d{8}|\d{8}[A-Z]|[A-Z]\d{7}[A-Z])$/,
  FI: /^\d{8}$/,
  // A two-character key (digits or letters, never O or I, which look like digits) and the 9-digit SIREN.
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  // 7 digits, a check letter and, since 2013, an optional second letter (A–I or W); or the old style
  // with a letter, + or * as second character.
  IE: /^(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  // The 10-digit organisation number followed by 01.
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** Whether the ISO country is one of the 27 EU member states (the only ones VIES knows). */
export function isEuMemberState(country: string): boolean {
  return Object.hasOwn(VAT_NUMBER_FORMATS, country.toUpperCase());
}

/** The prefix VIES uses for an ISO country: the same code, except Greece (GR) which is EL. */
export function viesCountryCode(country: string): string {
  const code = country.toUpperCase();
  return code === 'GR' ? 'EL' : code;
}

/** The prefixes a person may type in front of a number of this country (Greece: EL or GR). */
function prefixesOf(country: string): string[] {
  const code = country.toUpperCase();
  return code === 'GR' ? ['EL', 'GR'] : [code];
}

/**
 * The number as VIES wants it: upper case, without spaces, dots or dashes, and without the
 * country's prefix when the person typed it. A French key may itself be "FR", so a prefix is only
 * taken off when the whole input is not already a valid number of that country.
 */
export function normalizeVatNumber(country: string, raw: string): string {
  const compact = raw.toUpperCase().replace(/[\s.-]/g, '');
  if (vatNumberFormatValid(country, compact)) return compact;
  const prefix = prefixesOf(country).find((candidate) => compact.startsWith(candidate));
  return prefix ? compact.slice(prefix.length) : compact;
}

/** Whether a normalized number (without prefix) has the official format of the country; false outside the EU. */
export function vatNumberFormatValid(country: string, number: string): boolean {
  const format = VAT_NUMBER_FORMATS[country.toUpperCase()];
  return format?.test(number) ?? false;
}
