/** The product's own legal documents, linked from every page's footer. */
export const SITE_LEGAL_DOCUMENTS = [
  'privacy-policy',
  'terms-of-use',
  'disclaimer',
  'cookies-policy',
] as const;

export type SiteLegalDocument = (typeof SITE_LEGAL_DOCUMENTS)[number];

export function isSiteLegalDocument(value: unknown): value is SiteLegalDocument {
  return typeof value === 'string' && (SITE_LEGAL_DOCUMENTS as readonly string[]).includes(value);
}

/** GET /public/site-legal/{document} */
export type SiteLegalReply = { document: SiteLegalDocument; title: string; html: string; language: string };
