import {
  AFFILIATE_CLICK_DAYS,
  AFFILIATE_CLICK_PARAMETER,
  isAffiliateClickId,
} from '../../../shared/tracking';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';
import { hasConsent } from './consent-store';
import { getTrackingSettings } from './tracking-settings';

/** The remembered click, only with consent to marketing (the Cookies Policy lists it). */
export const AFFILIATE_CLICK_STORAGE_KEY = 'affiliate_click';

const DAY_MS = 24 * 60 * 60 * 1000;

type StoredClick = { id: string; at: number };

/**
 * The click of this page load, held in memory only until the visitor decides: accepted marketing
 * stores it, a refusal (or leaving the page) drops it. Nothing is written before consent.
 */
let pendingClick: string | null = null;

/** The `sscid` of a landing address, when it is a well-formed ShareASale click id. */
export function affiliateClickFrom(search: string): string | null {
  const value = new URLSearchParams(search).get(AFFILIATE_CLICK_PARAMETER);
  return isAffiliateClickId(value) ? value : null;
}

/** On landing: remembers a partner's click at once with consent to marketing, else until the visitor decides. */
export function captureAffiliateClick(search: string, now = Date.now()): void {
  const click = affiliateClickFrom(search);
  if (!click) return;
  if (hasConsent('marketing')) storeClick(click, now);
  else pendingClick = click;
}

function storeClick(id: string, now: number) {
  const stored: StoredClick = { id, at: now };
  writeStorage('local', AFFILIATE_CLICK_STORAGE_KEY, JSON.stringify(stored));
}

/** After the visitor's choice: consent keeps this page's click; no consent deletes any stored one. */
export function applyMarketingConsent(granted: boolean, now = Date.now()): void {
  if (granted && pendingClick) storeClick(pendingClick, now);
  if (!granted) removeStorage('local', AFFILIATE_CLICK_STORAGE_KEY);
  pendingClick = null;
}

/**
 * The click to attach to a sale: stored with consent to marketing and younger than the referral
 * period; an expired one is deleted.
 */
export function currentAffiliateClick(now = Date.now()): string | null {
  if (!hasConsent('marketing')) return null;
  const raw = readStorage('local', AFFILIATE_CLICK_STORAGE_KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredClick>;
    if (
      isAffiliateClickId(stored.id) &&
      typeof stored.at === 'number' &&
      now - stored.at < AFFILIATE_CLICK_DAYS * DAY_MS
    )
      return stored.id;
  } catch {
    // A damaged value is no click.
  }
  removeStorage('local', AFFILIATE_CLICK_STORAGE_KEY);
  return null;
}

/** The optional `affiliate_click` field of a checkout (any provider), present only when there is one. */
export function affiliateCheckoutField(): { affiliate_click?: string } {
  const click = getTrackingSettings().affiliate ? currentAffiliateClick() : null;
  return click ? { affiliate_click: click } : {};
}

/** Test support. */
export function resetAffiliateClickForTests(): void {
  pendingClick = null;
}
