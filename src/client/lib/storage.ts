/**
 * Browser storage that never throws: browsers with cookies blocked throw on any access to
 * localStorage or sessionStorage, and the app shows the blocked-storage screen instead of crashing.
 */

export const STORAGE_KEYS = {
  language: 'language',
  availableLanguages: 'available_languages',
  chunkReloadAt: 'chunk_reload_at',
  /** The signed-in customer's session details and tokens, kept across reloads. */
  customer: 'customer',
  /** When the session was last refreshed, shared by every tab so they ping at most once per 10 s. */
  lastPing: 'last_ping',
} as const;

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** True when both localStorage and sessionStorage can be written and read back. */
export function isStorageAvailable(): boolean {
  const probe = '__storage_probe__';
  try {
    for (const which of ['local', 'session'] as const) {
      const storage = area(which);
      if (!storage) return false;
      storage.setItem(probe, probe);
      const readBack = storage.getItem(probe);
      storage.removeItem(probe);
      if (readBack !== probe) return false;
    }
    return true;
  } catch {
    return false;
  }
}

export function readStorage(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Storage full or blocked: the value lives for this page only.
  }
}

export function removeStorage(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing stored when storage is blocked.
  }
}
