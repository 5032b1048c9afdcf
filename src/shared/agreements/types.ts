/** The agreement types, their kebab-case URL slugs, and which ones customers can pick (not TEST). */
export const AGREEMENT_TYPES = [
  { code: 'PRIVACY_POLICY', slug: 'privacy-policy' },
  { code: 'TERMS_CONDITIONS', slug: 'terms-conditions' },
  { code: 'COOKIES_POLICY', slug: 'cookies-policy' },
  { code: 'EULA', slug: 'eula' },
  { code: 'DISCLAIMER', slug: 'disclaimer' },
  { code: 'RETURN_REFUND_POLICY', slug: 'return-refund-policy' },
  { code: 'TEST', slug: 'test' },
] as const;

export type AgreementTypeCode = (typeof AGREEMENT_TYPES)[number]['code'];
export type AgreementTypeSlug = (typeof AGREEMENT_TYPES)[number]['slug'];

/** The six types offered to customers; TEST exists for development and tests only. */
export const PUBLIC_AGREEMENT_TYPES = AGREEMENT_TYPES.filter((type) => type.code !== 'TEST');

export function agreementTypeBySlug(slug: string) {
  return AGREEMENT_TYPES.find((type) => type.slug === slug);
}
