/**
 * The catalogue of well-known services a site may use, offered in the wizard's provider lists
 * (advertising, analytics, remarketing, e-mail marketing, payments, …) and listed with their privacy
 * policies in the generated agreements. The Cookies Policy builds its per-cookie inventory from
 * `cookies`.
 */

export const PROVIDER_CATEGORIES = [
  'advertising',
  'analytics',
  'behavioral_remarketing',
  'email_marketing',
  'payments',
  'miscellaneous',
  'affiliate',
] as const;

export type ProviderCategory = (typeof PROVIDER_CATEGORIES)[number];

/** Cookie categories of the Cookies Policy generator's inventory. */
export type CookieCategory = 'strictly_necessary' | 'functionality' | 'analytics' | 'advertising' | 'social';

/** How long a cookie lives: a session cookie, or an amount of a unit (rendered in each language). */
export type CookieDuration =
  | { session: true }
  | { amount: number; unit: 'minute' | 'hour' | 'day' | 'month' | 'year' };

export type ProviderCookie = {
  /** The cookie's name as set in the browser; a trailing `*` marks a prefix (`_ga_*`). */
  name: string;
  category: CookieCategory;
  duration: CookieDuration;
  /** Set on the site's own domain (first-party) or on the provider's (third-party). */
  party: 'first' | 'third';
};

export type Provider = {
  /** Stable id stored in answers: lowercase letters, digits and dashes. */
  id: string;
  name: string;
  category: ProviderCategory;
  /** The provider's own privacy policy (https). */
  privacyPolicyUrl: string;
  /** Where a visitor can opt out, when the provider offers a page for it. */
  optOutUrl?: string;
  cookies: ProviderCookie[];
};
