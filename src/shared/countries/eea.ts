/** The EEA (the 27 EU states, Iceland, Liechtenstein, Norway): a business established there needs no Article 27 representative. */
export const EEA_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
] as const;

/**
 * Where banks must ask for strong customer authentication (PSD2; 3-D Secure for cards): the EEA,
 * plus the United Kingdom, which kept the rule. The checkout and the server decide by the billing country.
 */
export function strongAuthenticationRequired(country: string): boolean {
  return country === 'GB' || (EEA_COUNTRIES as readonly string[]).includes(country);
}
