import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';

/** A pending state shows for at least this long (200 ms) so it never flashes. */
export const MINIMUM_PENDING_MS = 200;

/** Resolves with the work's result, but not before `minimumMs` have passed. */
export async function withMinimumDelay<T>(
  work: () => Promise<T>,
  minimumMs = MINIMUM_PENDING_MS,
): Promise<T> {
  const [result] = await Promise.all([work(), new Promise((resolve) => setTimeout(resolve, minimumMs))]);
  return result;
}

/**
 * Loads a page's data, keyed by the route's path and query so it is fetched again whenever
 * the route, a parameter or the query string changes: a page never shows another address's data.
 */
export function usePageData<T>(key: QueryKey, fetchPageData: (signal: AbortSignal) => Promise<T>) {
  const location = useLocation();
  return useQuery({
    queryKey: [...key, location.pathname, location.search],
    queryFn: ({ signal }) => withMinimumDelay(() => fetchPageData(signal)),
  });
}
