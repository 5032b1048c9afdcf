import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';

/** One cache for the whole tab, shared by every page that loads data. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // The API client already reports failures and runs the heartbeat; silent retries would hide them.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

/**
 * The parent route of every lazily loaded page (see router.tsx): the query library arrives with the
 * first page that needs it rather than with the home page.
 */
export function QueryProviderOutlet() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
