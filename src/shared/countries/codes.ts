import countries from 'i18n-iso-countries';

/** Every ISO 3166-1 alpha-2 code, for validating country answers on client and server alike. */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(Object.keys(countries.getAlpha2Codes()));
