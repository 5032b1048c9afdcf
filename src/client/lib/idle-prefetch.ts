/** How long the browser may wait for an idle moment before the prefetch runs anyway. */
export const IDLE_PREFETCH_TIMEOUT_MS = 2000;

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/**
 * No prefetching on a 2g connection or when the visitor asked to save data: their
 * bandwidth goes to what they open, not to what they might open.
 */
export function shouldPrefetch(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

type IdleScheduler = (callback: () => void, options: { timeout: number }) => void;

function defaultScheduler(): IdleScheduler {
  if (typeof window.requestIdleCallback === 'function')
    return (callback, options) => window.requestIdleCallback(callback, options);
  return (callback, options) => window.setTimeout(callback, options.timeout);
}

/**
 * Runs the given prefetches (main.tsx: a likely next page's files, lib/route-files.ts) while the
 * browser is idle, one per idle moment, each within 2 seconds at the latest. A failed one is
 * dropped: the navigation that needs the files fetches them again.
 */
export function prefetchWhenIdle(
  loaders: Array<() => Promise<unknown>>,
  options: {
    connection?: NetworkInformation;
    schedule?: IdleScheduler;
    isOnline?: () => boolean;
  } = {},
): void {
  const connection =
    'connection' in options
      ? options.connection
      : (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!shouldPrefetch(connection)) return;
  const schedule = options.schedule ?? defaultScheduler();
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  const queue = [...loaders];
  const next = () => {
    const load = queue.shift();
    if (!load) return;
    schedule(
      () => {
        // Offline, a module the service worker never cached can only fail (and log an error).
        if (isOnline()) load().catch(() => {});
        next();
      },
      { timeout: IDLE_PREFETCH_TIMEOUT_MS },
    );
  };
  next();
}
