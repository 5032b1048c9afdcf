import { providersIn } from '../../shared/agreements/provider-catalogue';
import type { ProviderCategory } from '../../shared/agreements/providers';

/** Test fixtures: catalogue answers for a provider list, the first `count` services of a category (all by default). */
export const catalogueIds = (category: ProviderCategory, count = Number.POSITIVE_INFINITY) =>
  providersIn(category)
    .slice(0, count)
    .map((provider) => ({ id: provider.id }));
