import type { PricingReply } from '../../../shared/api/payment';
import { apiRequest } from '../../lib/api-client';

/** The query key of the prices page's data, per interface language. */
export const pricingKeys = { page: (language: string) => ['pricing', language] as const };

/** The price list with the extras named in the interface language (GET /public/pricing). */
export async function fetchPricing(signal: AbortSignal): Promise<PricingReply> {
  const envelope = await apiRequest<PricingReply>('GET', '/public/pricing', { signal });
  if (!envelope.data) throw new Error('The server sent no prices');
  return envelope.data;
}
