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

/** What a service stores on or reads from the visitor's device (see `Provider.setsIdentifiers`). */
export const PROVIDER_IDENTIFIERS = [
  'cookies',
  'device-identifiers',
  'cookies-and-device-identifiers',
  'none',
] as const;

export type ProviderIdentifiers = (typeof PROVIDER_IDENTIFIERS)[number];

/**
 * Where a service processes personal data. `EU` stands for the EU/EEA; `UK`, `CH` and `CA` have an
 * adequacy decision of the European Commission, `US` only through the Data Privacy Framework, `AU`
 * none; `other` is any further country.
 */
export const PROCESSING_LOCATIONS = ['EU', 'UK', 'US', 'CH', 'CA', 'AU', 'other'] as const;

export type ProcessingLocation = (typeof PROCESSING_LOCATIONS)[number];

/** The legal basis of a service's transfers out of the EEA/UK (see `Provider.transferMechanism`). */
export const TRANSFER_MECHANISMS = ['none-needed', 'adequacy-dpf', 'sccs', 'adequacy'] as const;

export type TransferMechanism = (typeof TRANSFER_MECHANISMS)[number];

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
  /**
   * Whether the standard integration stores or reads cookies or similar identifiers on the visitor's
   * device: local or session storage, tracking pixels (on pages or in e-mails), fingerprinting and
   * device signals, mobile advertising or app-instance IDs. It counts what the provider sets on its
   * own domain inside widgets, iframes, pop-ups and checkouts too, so it says the truth where
   * `cookies` (the main cookies only) is empty. `device-identifiers` means such identifiers without
   * cookies; `none` means neither.
   */
  setsIdentifiers: ProviderIdentifiers;
  /**
   * Whether the provider also uses the data it collects for its own purposes (its own advertising,
   * profiling, fraud models or product development across customers, benchmarks or other datasets of
   * its own), as an independent or joint controller, rather than strictly as the site's processor.
   * `true` rules out the UK exemption for statistical purposes and calls for a controllership
   * statement.
   */
  ownPurposes: boolean;
  /** Where the provider processes personal data by default for a customer in the EU (main locations). */
  processingLocations: readonly ProcessingLocation[];
  /**
   * What transfers out of the EEA/UK rely on: `none-needed` when the provider processes in the EU/EEA
   * only; `adequacy` when it also processes in a country with an adequacy decision (UK, Switzerland,
   * Canada, New Zealand, …) and nowhere else outside the EEA; `adequacy-dpf` when the US company is
   * certified under the EU-US Data Privacy Framework; `sccs` when it relies on standard contractual
   * clauses (also the conservative value where certification is unclear, as such contracts include
   * them).
   */
  transferMechanism: TransferMechanism;
};
