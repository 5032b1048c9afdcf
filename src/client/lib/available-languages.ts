import { useEffect, useSyncExternalStore } from 'react';
import type { LanguageEntry, LanguagesReply } from '../../shared/api/public';
import { apiRequest } from './api-client';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

// App data, not page data: fetched once per tab and kept in sessionStorage. A tiny store
// instead of TanStack Query keeps the query library out of the home page's bundle.
let languages: LanguageEntry[] | undefined = readCached();
let request: Promise<void> | null = null;
const listeners = new Set<() => void>();

function readCached(): LanguageEntry[] | undefined {
  try {
    const cached = JSON.parse(readStorage('session', STORAGE_KEYS.availableLanguages) ?? 'null');
    return Array.isArray(cached) ? (cached as LanguageEntry[]) : undefined;
  } catch {
    return undefined;
  }
}

function loadAvailableLanguages(): void {
  if (languages || request) return;
  request = apiRequest<LanguagesReply>('GET', '/public/languages/list')
    .then((envelope) => {
      languages = envelope.data?.languages ?? [];
      writeStorage('session', STORAGE_KEYS.availableLanguages, JSON.stringify(languages));
      for (const listener of listeners) listener();
    })
    .catch(() => {
      // The menu stays hidden; the next page view tries again.
    })
    .finally(() => {
      request = null;
    });
}

/** The languages the installation offers, or undefined until they are known. */
export function useAvailableLanguages(): LanguageEntry[] | undefined {
  useEffect(loadAvailableLanguages, []);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => languages,
    () => languages,
  );
}
