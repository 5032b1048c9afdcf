import type { SiteLegalDocument, SiteLegalReply } from '../../../shared/site-legal';
import { apiRequest } from '../../lib/api-client';

/** The query key of one of the product's legal documents, per interface language. */
export const siteLegalKeys = {
  document: (document: SiteLegalDocument, language: string) => ['site-legal', document, language] as const,
};

export async function fetchSiteLegalDocument(
  document: SiteLegalDocument,
  signal: AbortSignal,
): Promise<SiteLegalReply> {
  const envelope = await apiRequest<SiteLegalReply>('GET', `/public/site-legal/${document}`, { signal });
  if (!envelope.data) throw new Error('The server sent no document');
  return envelope.data;
}
