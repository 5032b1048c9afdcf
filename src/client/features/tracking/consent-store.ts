import { useSyncExternalStore } from 'react';
import { CONSENT_VERSION, type ConsentCategory, type ConsentChoice } from '../../../shared/tracking';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';

/** The visitor's choice, kept as strictly necessary storage (the Cookies Policy lists it). */
export const CONSENT_STORAGE_KEY = 'cookie_consent';

export type ConsentRecord = ConsentChoice & {
  version: number;
  /** The categories the visitor was asked about: one configured since is asked about again. */
  offered: ConsentCategory[];
  decidedAt: string;
};

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedRecord: ConsentRecord | null = null;

function parseRecord(raw: string | null): ConsentRecord | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentRecord>;
    if (
      typeof value.analytics !== 'boolean' ||
      typeof value.marketing !== 'boolean' ||
      typeof value.version !== 'number' ||
      !Array.isArray(value.offered) ||
      typeof value.decidedAt !== 'string'
    )
      return null;
    return value as ConsentRecord;
  } catch {
    return null;
  }
}

/** The stored choice of the current consent version; an older version or a damaged record counts as none. */
export function readConsent(): ConsentRecord | null {
  const raw = readStorage('local', CONSENT_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const record = parseRecord(raw);
    cachedRecord = record && record.version === CONSENT_VERSION ? record : null;
  }
  return cachedRecord;
}

/** True when the visitor has still to choose about one of the offered categories. */
export function needsDecision(offered: readonly ConsentCategory[]): boolean {
  if (offered.length === 0) return false;
  const record = readConsent();
  return !record || offered.some((category) => !record.offered.includes(category));
}

/** Consent to one category: only an explicit yes for a category the visitor was asked about. */
export function hasConsent(category: ConsentCategory): boolean {
  const record = readConsent();
  return record?.offered.includes(category) === true && record[category];
}

/** Stores the visitor's choice about the offered categories (anything not offered is a no). */
export function saveConsent(
  offered: readonly ConsentCategory[],
  choice: Partial<ConsentChoice>,
  now = new Date(),
) {
  const record: ConsentRecord = {
    version: CONSENT_VERSION,
    offered: [...offered],
    analytics: offered.includes('analytics') && choice.analytics === true,
    marketing: offered.includes('marketing') && choice.marketing === true,
    decidedAt: now.toISOString(),
  };
  writeStorage('local', CONSENT_STORAGE_KEY, JSON.stringify(record));
  notify();
  return record;
}

/** Test support and "forget me": no choice stored. */
export function clearConsent(): void {
  removeStorage('local', CONSENT_STORAGE_KEY);
  notify();
}

function notify() {
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useConsent(): ConsentRecord | null {
  return useSyncExternalStore(subscribeConsent, readConsent, readConsent);
}
