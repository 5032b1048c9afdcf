// Analytics and affiliate tracking (decision 0008): what the server configures, the client shows in
// its cookie banner and the payment API accepts. Everything here is off unless configured.

export const ANALYTICS_PROVIDERS = ['plausible', 'matomo', 'google'] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

export const AFFILIATE_PROVIDERS = ['shareasale'] as const;
export type AffiliateProvider = (typeof AFFILIATE_PROVIDERS)[number];

/** What the browser needs to load the configured analytics service (no secrets: all of it is public). */
export type AnalyticsSettings =
  | { provider: 'plausible'; scriptUrl: string; domain: string }
  | { provider: 'matomo'; url: string; siteId: string }
  | { provider: 'google'; measurementId: string };

/** The services' own names, shown in the banner and the Cookies Policy (not translated). */
export const ANALYTICS_SERVICE_NAMES: Record<AnalyticsProvider, string> = {
  plausible: 'Plausible Analytics',
  matomo: 'Matomo',
  google: 'Google Analytics',
};
export const AFFILIATE_SERVICE_NAMES: Record<AffiliateProvider, string> = { shareasale: 'ShareASale' };

export type AffiliateSettings = { provider: 'shareasale'; merchantId: string };

/** The tracking part of the installation's settings (the `app-settings` meta tag). */
export type TrackingSettings = {
  analytics: AnalyticsSettings | null;
  affiliate: AffiliateSettings | null;
};

/**
 * The optional categories of the product's own Cookies Policy. Strictly necessary storage is not a
 * choice and is not listed; `marketing` covers affiliate tracking.
 */
export const CONSENT_CATEGORIES = ['analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** Yes or no per optional category. */
export type ConsentChoice = Record<ConsentCategory, boolean>;

/**
 * The version of the consent text: raise it when the categories or what they cover change, so
 * every visitor is asked again.
 */
export const CONSENT_VERSION = 1;

/** The optional categories this installation uses: only these are offered in the banner. */
export function configuredCategories(settings: TrackingSettings | null | undefined): ConsentCategory[] {
  if (!settings) return [];
  return CONSENT_CATEGORIES.filter((category) =>
    category === 'analytics' ? settings.analytics !== null : settings.affiliate !== null,
  );
}

/** ShareASale's click parameter on the landing address (`?sscid=…`). */
export const AFFILIATE_CLICK_PARAMETER = 'sscid';

/**
 * ShareASale's click ids are short tokens of letters, digits and underscores (e.g. `a1b2_3c4d5`);
 * anything else (markup, a URL, a very long value) is not a click and is ignored or refused.
 */
export const AFFILIATE_CLICK_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isAffiliateClickId(value: unknown): value is string {
  return typeof value === 'string' && AFFILIATE_CLICK_PATTERN.test(value);
}

/** How long a remembered click counts for a sale: ShareASale's usual referral period. */
export const AFFILIATE_CLICK_DAYS = 30;
