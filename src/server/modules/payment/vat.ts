/**
 * Standard VAT rates of the EU member states (percent), for consumers' purchases of electronically
 * supplied services, taxed where the customer lives (OSS). Greece's VAT numbers use the prefix EL.
 */
export const EU_VAT_RATES: Record<string, number> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
};

export type VatTreatment =
  | { kind: 'standard'; country: string; rate: number }
  | { kind: 'reverse_charge'; country: string; rate: 0 }
  | { kind: 'outside_eu'; country: string; rate: 0 };

/**
 * How a sale is taxed: EU consumers (and EU businesses without a verified VAT number) pay their
 * country's standard rate; EU businesses with a VAT number verified in VIES pay none (reverse
 * charge) unless they are in the seller's own country (a domestic sale is taxed); customers
 * outside the EU pay no EU VAT.
 */
export function vatTreatment(
  country: string,
  verifiedVatNumber: boolean,
  sellerCountry?: string | undefined,
): VatTreatment {
  const rate = EU_VAT_RATES[country];
  if (rate === undefined) return { kind: 'outside_eu', country, rate: 0 };
  if (verifiedVatNumber && country !== sellerCountry) return { kind: 'reverse_charge', country, rate: 0 };
  return { kind: 'standard', country, rate };
}

/** VAT on a net amount in cents, rounded half up to the cent. */
export function vatAmount(netCents: number, rate: number): number {
  return Math.round((netCents * rate) / 100);
}

/**
 * The visitor's country from Cloudflare's CF-IPCountry header until the billing country says
 * otherwise: missing, unknown (XX) or Tor (T1) count as the United States, outside the EU's VAT.
 */
export function countryFromHeader(header: string | string[] | undefined): string {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(value) && value !== 'XX' && value !== 'T1' ? value : 'US';
}
