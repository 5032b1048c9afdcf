import { useSyncExternalStore } from 'react';
import { API_BASE_PATH } from '../../shared/api/envelope';
import { isStorageAvailable } from './storage';

/** How long the heartbeat and the storage check wait before trying again. */
export const HEARTBEAT_RETRY_MS = 5000;

export type AppState = {
  /** The heartbeat failed or answered something other than 200 or 429. */
  serviceDown: boolean;
  /** The heartbeat answered 429: the service is overloaded. */
  serviceUnavailable: boolean;
  /** The heartbeat answered 503 with the maintenance code. */
  maintenance: boolean;
  /** localStorage or sessionStorage cannot be used (cookies blocked). */
  serviceUnavailableDueToBlockedCookies: boolean;
};

let state: AppState = {
  serviceDown: false,
  serviceUnavailable: false,
  maintenance: false,
  serviceUnavailableDueToBlockedCookies: false,
};
const listeners = new Set<() => void>();
let heartbeatInFlight: Promise<void> | null = null;
let heartbeatRetry: ReturnType<typeof setTimeout> | null = null;
let storageRetry: ReturnType<typeof setTimeout> | null = null;

function setState(patch: Partial<AppState>): void {
  const next = { ...state, ...patch };
  if (Object.keys(next).every((key) => next[key as keyof AppState] === state[key as keyof AppState])) return;
  state = next;
  for (const listener of listeners) listener();
}

export function getAppState(): AppState {
  return state;
}

export function subscribeAppState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppState(): AppState {
  return useSyncExternalStore(subscribeAppState, getAppState, getAppState);
}

/** While the service is down, every call but the heartbeat is refused ("App is down. Please wait."). */
export function isAppDown(): boolean {
  return state.serviceDown || state.serviceUnavailable || state.maintenance;
}

function scheduleHeartbeatRetry(): void {
  if (heartbeatRetry) return;
  heartbeatRetry = setTimeout(() => {
    heartbeatRetry = null;
    void runHeartbeat();
  }, HEARTBEAT_RETRY_MS);
}

/**
 * Asks the server whether it is up: 200 clears both down flags, 429 marks the service
 * unavailable, 503 with the maintenance code shows the maintenance screen, anything else or no
 * answer marks it down. Until it is up again it retries every 5 seconds. Concurrent calls share one request.
 */
export function runHeartbeat(): Promise<void> {
  heartbeatInFlight ??= (async () => {
    try {
      const response = await fetch(`${API_BASE_PATH}/heartbeat`, {
        cache: 'no-store',
        headers: { accept: 'application/json' },
      });
      if (response.status === 200) {
        // An unread body keeps the request open in the browser's network log (Lighthouse waits on it).
        await response.text().catch(() => '');
        setState({ serviceDown: false, serviceUnavailable: false, maintenance: false });
        return;
      }
      if (response.status === 429) {
        setState({ serviceDown: false, serviceUnavailable: true, maintenance: false });
      } else {
        const body = (await response.json().catch(() => null)) as { code?: string } | null;
        setState({ serviceDown: true, serviceUnavailable: false, maintenance: body?.code === 'maintenance' });
      }
      scheduleHeartbeatRetry();
    } catch {
      setState({ serviceDown: true, serviceUnavailable: false, maintenance: false });
      scheduleHeartbeatRetry();
    } finally {
      heartbeatInFlight = null;
    }
  })();
  return heartbeatInFlight;
}

/** Sets the blocked-cookies flag while storage is unusable, checking again every 5 seconds. */
export function checkStorage(): void {
  const available = isStorageAvailable();
  setState({ serviceUnavailableDueToBlockedCookies: !available });
  if (!available && !storageRetry) {
    storageRetry = setTimeout(() => {
      storageRetry = null;
      checkStorage();
    }, HEARTBEAT_RETRY_MS);
  }
}

/** Test support: back to the initial state with no timers pending. */
export function resetAppStateForTests(): void {
  if (heartbeatRetry) clearTimeout(heartbeatRetry);
  if (storageRetry) clearTimeout(storageRetry);
  heartbeatRetry = null;
  storageRetry = null;
  heartbeatInFlight = null;
  state = {
    serviceDown: false,
    serviceUnavailable: false,
    maintenance: false,
    serviceUnavailableDueToBlockedCookies: false,
  };
}
