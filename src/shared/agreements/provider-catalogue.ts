/**
 * The catalogue of well-known services offered in the wizard's provider lists (beside "Add your own"),
 * with each provider's own privacy policy, an official opt-out page where one exists, and the main
 * cookies its standard web integration sets.
 *
 * Conventions:
 * - Cookie names and lifetimes follow the vendor's own documentation. A trailing `*` marks a name
 *   prefix (the rest is a property, site or app ID); `mp_*_mixpanel` has the token in the middle.
 * - Where a vendor gives a different lifetime inside the EEA (Google's `IDE`: 13 months there,
 *   24 elsewhere), the EEA value is used.
 * - `party` is seen from the site that installs the service: `first` is set on the site's own
 *   domain (usually by the vendor's script), `third` on the vendor's domain.
 * - An empty `cookies` list means the standard integration sets no cookie on the site's own domain:
 *   cookieless analytics, e-mail services used through hosted forms or lists, and affiliate
 *   programmes joined with plain links (their click cookie is set on the network's or merchant's
 *   domain after the click). Payment providers other than Stripe run their checkout in pages,
 *   pop-ups or iframes on their own domains and publish no per-cookie list for them, so whatever
 *   they set there (third-party) is not listed.
 * - `setsIdentifiers` says what the standard integration stores on or reads from the visitor's device,
 *   whether or not `cookies` lists it: cookies on the vendor's own domain in widgets, iframes and
 *   checkouts (PayPal, Klarna, Mollie, Paddle), the click cookie of affiliate networks, local storage,
 *   tracking pixels (also the open-tracking pixels of marketing e-mails, which all the e-mail services
 *   here use by default), fingerprinting and device signals for fraud or bot detection, app-instance
 *   and mobile advertising IDs. Only cookieless services that identify no device say `none`. Which
 *   vendors set which cookies was cross-checked against the Open Cookie Database.
 * - `ownPurposes` is `true` wherever the vendor is an independent or joint controller for some of the
 *   data (advertising and social platforms, payment providers and their fraud models, embedded
 *   players and maps, affiliate networks, Google's data sharing settings) or its terms reserve use of
 *   the data it collects across customers: product and AI-model improvement, benchmarks, datasets
 *   (Microsoft Clarity, HubSpot, Hotjar, Mixpanel, Amplitude, Adobe, …). It is `false` only for
 *   services that act strictly as the site's processor (Plausible, Fathom, Matomo Cloud, Brevo, …).
 *   Doubt counts as `true`, because `false` lets a document claim the UK statistics exemption.
 * - `processingLocations` are the main places of processing for a customer in the EU under the
 *   vendor's default settings (optional EU data residency is mentioned in a comment, not counted);
 *   `EU` stands for the EU/EEA. `transferMechanism` follows: `none-needed` for EU-only processing,
 *   `adequacy` when the only other places have an adequacy decision, `adequacy-dpf` only where the
 *   US company's certification under the EU-US Data Privacy Framework is well known, otherwise `sccs`
 *   (which DPF-certified vendors' contracts include as well). Groups that rely on Binding Corporate
 *   Rules (PayPal, Zendesk) are `sccs` for their transfers to service providers.
 * - These facts are the catalogue authors' reading of each vendor's terms, privacy notice and
 *   documentation; check them again when a vendor changes its terms.
 */

import type {
  CookieCategory,
  CookieDuration,
  ProcessingLocation,
  Provider,
  ProviderCategory,
  ProviderCookie,
} from './providers';

const SESSION: CookieDuration = { session: true };
const minutes = (amount: number): CookieDuration => ({ amount, unit: 'minute' });
const days = (amount: number): CookieDuration => ({ amount, unit: 'day' });
const months = (amount: number): CookieDuration => ({ amount, unit: 'month' });
const years = (amount: number): CookieDuration => ({ amount, unit: 'year' });

const first = (name: string, category: CookieCategory, duration: CookieDuration): ProviderCookie => ({
  name,
  category,
  duration,
  party: 'first',
});
const third = (name: string, category: CookieCategory, duration: CookieDuration): ProviderCookie => ({
  name,
  category,
  duration,
  party: 'third',
});

const GOOGLE_PRIVACY = 'https://policies.google.com/privacy';
const GOOGLE_AD_SETTINGS = 'https://adssettings.google.com';
const MICROSOFT_PRIVACY = 'https://privacy.microsoft.com/privacystatement';
const MICROSOFT_AD_SETTINGS = 'https://account.microsoft.com/privacy/ad-settings';
const AMAZON_PRIVACY = 'https://www.amazon.com/gp/help/customer/display.html?nodeId=GX7NJQ4ZB8MHFRNJ';

/** Google processes in its data centres worldwide, mainly in the US and the EU. */
const GOOGLE_LOCATIONS: readonly ProcessingLocation[] = ['EU', 'US', 'other'];
/** Cloudflare serves each request from the nearest of its data centres worldwide; its core is in the US. */
const CLOUDFLARE_LOCATIONS: readonly ProcessingLocation[] = ['EU', 'US', 'other'];

/** Google's publisher ad cookies, shared by AdSense and Ad Manager. */
const GOOGLE_PUBLISHER_AD_COOKIES: ProviderCookie[] = [
  first('__gads', 'advertising', months(13)),
  first('__gpi', 'advertising', months(13)),
  third('IDE', 'advertising', months(13)),
];

/** The cookies of the Google Analytics 4 tag (gtag.js), also set by Firebase Analytics on the web. */
const GA4_COOKIES: ProviderCookie[] = [
  first('_ga', 'analytics', years(2)),
  first('_ga_*', 'analytics', years(2)),
];

export const PROVIDER_CATALOGUE: readonly Provider[] = [
  // ── Advertising ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'google-adsense',
    name: 'Google AdSense',
    category: 'advertising',
    privacyPolicyUrl: GOOGLE_PRIVACY,
    optOutUrl: GOOGLE_AD_SETTINGS,
    cookies: [...GOOGLE_PUBLISHER_AD_COOKIES],
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: GOOGLE_LOCATIONS,
    transferMechanism: 'adequacy-dpf',
  },
  {
    id: 'google-ad-manager',
    name: 'Google Ad Manager',
    category: 'advertising',
    privacyPolicyUrl: GOOGLE_PRIVACY,
    optOutUrl: GOOGLE_AD_SETTINGS,
    cookies: [...GOOGLE_PUBLISHER_AD_COOKIES],
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: GOOGLE_LOCATIONS,
    transferMechanism: 'adequacy-dpf',
  },
  {
    id: 'google-ads',
    name: 'Google Ads',
    category: 'advertising',
    privacyPolicyUrl: GOOGLE_PRIVACY,
    optOutUrl: GOOGLE_AD_SETTINGS,
    cookies: [
      first('_gcl_au', 'advertising', months(3)),
      first('_gcl_aw', 'advertising', months(3)),
      third('IDE', 'advertising', months(13)),
    ],
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: GOOGLE_LOCATIONS,
    transferMechanism: 'adequacy-dpf',
  },
  {
    id: 'microsoft-advertising',
    name: 'Microsoft Advertising',
    category: 'advertising',
    privacyPolicyUrl: MICROSOFT_PRIVACY,
    optOutUrl: MICROSOFT_AD_SETTINGS,
    cookies: [first('_uetmsclkid', 'advertising', months(3)), third('MUID', 'advertising', months(13))],
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['US'],
    transferMechanism: 'adequacy-dpf',
  },
  {
    id: 'outbrain',
    name: 'Outbrain',
    category: 'advertising',
    privacyPolicyUrl: 'https://www.outbrain.com/privacy/',
    cookies: [third('obuid', 'advertising', months(3))],
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['EU', 'US'],
    transferMechanism: 'sccs',
  },
  {
    id: 'criteo',
    name: 'Criteo',
    category: 'advertising',
    privacyPolicyUrl: 'https://www.criteo.com/privacy/',
    cookies: [first('cto_bundle', 'advertising', months(13)), third('uid', 'advertising', months(13))],
    // EU users are served from EU data centres; group companies outside the EEA receive data under SCCs.
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['EU', 'US'],
    transferMechanism: 'sccs',
  },

  // ── Analytics ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'google-analytics-4',
    name: 'Google Analytics 4',
    category: 'analytics',
    privacyPolicyUrl: GOOGLE_PRIVACY,
    optOutUrl: 'https://tools.google.com/dlpage/gaoptout',
    cookies: [...GA4_COOKIES],
    // Google's data sharing settings and Google signals use the data for Google's own products.
    setsIdentifiers: 'cookies',
    ownPurposes: true,
    processingLocations: GOOGLE_LOCATIONS,
    transferMechanism: 'adequacy-dpf',
  },
  {
    id: 'firebase-analytics',
    name: 'Google Analytics for Firebase',
    category: 'analytics',
    privacyPolicyUrl: 'https://firebase.google.com/support/privacy',
    cookies: [...GA4_COOKIES],
    // In apps: the app-instance ID and, where allowed, the mobile advertising ID.
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: GOOGLE_LOCATIONS,
    transferMechanism: 'adequacy-dpf',
  },
  {
    id: 'matomo-cloud',
    name: 'Matomo Cloud',
    category: 'analytics',
    privacyPolicyUrl: 'https://matomo.org/privacy-policy/',
    cookies: [
      first('_pk_id.*', 'analytics', months(13)),
      first('_pk_ses.*', 'analytics', minutes(30)),
      first('_pk_ref.*', 'analytics', months(6)),
    ],
    // Hosted in Germany by InnoCraft, a New Zealand company (adequacy decision).
    setsIdentifiers: 'cookies',
    ownPurposes: false,
    processingLocations: ['EU', 'other'],
    transferMechanism: 'adequacy',
  },
  {
    id: 'plausible',
    name: 'Plausible Analytics',
    category: 'analytics',
    privacyPolicyUrl: 'https://plausible.io/privacy',
    cookies: [],
    setsIdentifiers: 'none',
    ownPurposes: false,
    processingLocations: ['EU'],
    transferMechanism: 'none-needed',
  },
  {
    id: 'fathom',
    name: 'Fathom Analytics',
    category: 'analytics',
    privacyPolicyUrl: 'https://usefathom.com/privacy',
    cookies: [],
    // EU visitors are processed on EU servers; Fathom is a Canadian company (adequacy decision).
    setsIdentifiers: 'none',
    ownPurposes: false,
    processingLocations: ['EU', 'CA'],
    transferMechanism: 'adequacy',
  },
  {
    id: 'cloudflare-web-analytics',
    name: 'Cloudflare Web Analytics',
    category: 'analytics',
    privacyPolicyUrl: 'https://www.cloudflare.com/privacypolicy/',
    cookies: [],
    // Beacon requests pass through the Cloudflare network, whose traffic data Cloudflare also uses for
    // security and network insights.
    setsIdentifiers: 'none',
    ownPurposes: true,
    processingLocations: CLOUDFLARE_LOCATIONS,
    transferMechanism: 'adequacy-dpf',
  },
  {
    id: 'adobe-analytics',
    name: 'Adobe Analytics',
    category: 'analytics',
    privacyPolicyUrl: 'https://www.adobe.com/privacy/policy.html',
    optOutUrl: 'https://www.adobe.com/privacy/opt-out.html#customeruse',
    cookies: [
      first('AMCV_*', 'analytics', years(2)),
      first('s_ecid', 'analytics', years(2)),
      first('s_cc', 'analytics', SESSION),
      first('s_sq', 'analytics', SESSION),
    ],
    // Adobe builds its Digital Economy Index and benchmarks from aggregated Adobe Analytics data.
    setsIdentifiers: 'cookies',
    ownPurposes: true,
    processingLocations: ['EU', 'UK', 'US'],
    transferMechanism: 'adequacy-dpf',
  },
  {
    id: 'hotjar',
    name: 'Hotjar',
    category: 'analytics',
    privacyPolicyUrl: 'https://www.hotjar.com/legal/policies/privacy/',
    cookies: [
      first('_hjSessionUser_*', 'analytics', years(1)),
      first('_hjSession_*', 'analytics', minutes(30)),
    ],
    // Stored in Ireland; its terms let it use de-identified customer data for improvement and benchmarks, and
    // it also uses local and session storage.
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['EU'],
    transferMechanism: 'none-needed',
  },
  {
    id: 'microsoft-clarity',
    name: 'Microsoft Clarity',
    category: 'analytics',
    privacyPolicyUrl: MICROSOFT_PRIVACY,
    cookies: [
      first('_clck', 'analytics', years(1)),
      first('_clsk', 'analytics', days(1)),
      third('CLID', 'analytics', years(1)),
      third('MUID', 'advertising', years(1)),
    ],
    setsIdentifiers: 'cookies',
    ownPurposes: true,
    processingLocations: ['US'],
    transferMechanism: 'adequacy-dpf',
  },
  {
    id: 'mixpanel',
    name: 'Mixpanel',
    category: 'analytics',
    privacyPolicyUrl: 'https://mixpanel.com/legal/privacy-policy/',
    cookies: [first('mp_*_mixpanel', 'analytics', years(1))],
    // Events wait in local storage before sending; aggregated customer data feeds its benchmarks. EU data
    // residency is optional.
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['US'],
    transferMechanism: 'sccs',
  },
  {
    id: 'amplitude',
    name: 'Amplitude',
    category: 'analytics',
    privacyPolicyUrl: 'https://amplitude.com/privacy',
    cookies: [first('AMP_*', 'analytics', years(1)), first('AMP_MKTG_*', 'analytics', years(1))],
    // Events wait in local storage before sending; aggregated customer data feeds its benchmarks. EU data
    // residency is optional.
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['US'],
    transferMechanism: 'sccs',
  },
  {
    id: 'heap',
    name: 'Heap',
    category: 'analytics',
    privacyPolicyUrl: 'https://www.heap.io/privacy',
    cookies: [
      first('_hp2_id.*', 'analytics', months(13)),
      first('_hp2_ses_props.*', 'analytics', minutes(30)),
      first('_hp5_meta.*', 'analytics', months(13)),
    ],
    // Part of Contentsquare, whose terms allow aggregated data for benchmarks.
    setsIdentifiers: 'cookies',
    ownPurposes: true,
    processingLocations: ['US'],
    transferMechanism: 'sccs',
  },

  // ── Behavioral remarketing ───────────────────────────────────────────────────────────────────
  {
    id: 'google-ads-remarketing',
    name: 'Google Ads Remarketing',
    category: 'behavioral_remarketing',
    privacyPolicyUrl: GOOGLE_PRIVACY,
    optOutUrl: GOOGLE_AD_SETTINGS,
    cookies: [first('_gcl_au', 'advertising', months(3)), third('IDE', 'advertising', months(13))],
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: GOOGLE_LOCATIONS,
    transferMechanism: 'adequacy-dpf',
  },
  {
    id: 'meta-pixel',
    name: 'Meta Pixel (Facebook)',
    category: 'behavioral_remarketing',
    privacyPolicyUrl: 'https://www.facebook.com/privacy/policy/',
    cookies: [
      first('_fbp', 'advertising', months(3)),
      first('_fbc', 'advertising', months(3)),
      third('fr', 'advertising', months(3)),
    ],
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['EU', 'US'],
    transferMechanism: 'adequacy-dpf',
  },
  {
    id: 'linkedin-insight-tag',
    name: 'LinkedIn Insight Tag',
    category: 'behavioral_remarketing',
    privacyPolicyUrl: 'https://www.linkedin.com/legal/privacy-policy',
    optOutUrl: 'https://www.linkedin.com/psettings/guest-controls/retargeting-opt-out',
    cookies: [
      third('bcookie', 'advertising', years(1)),
      third('lidc', 'advertising', days(1)),
      third('li_sugr', 'advertising', months(3)),
      third('UserMatchHistory', 'advertising', days(30)),
      third('AnalyticsSyncHistory', 'analytics', days(30)),
    ],
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['EU', 'US'],
    transferMechanism: 'adequacy-dpf',
  },
  {
    id: 'x-pixel',
    name: 'X (Twitter) Pixel',
    category: 'behavioral_remarketing',
    privacyPolicyUrl: 'https://x.com/en/privacy',
    cookies: [
      third('muc_ads', 'advertising', years(2)),
      third('personalization_id', 'advertising', years(2)),
    ],
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['EU', 'US'],
    transferMechanism: 'sccs',
  },
  {
    id: 'tiktok-pixel',
    name: 'TikTok Pixel',
    category: 'behavioral_remarketing',
    privacyPolicyUrl: 'https://www.tiktok.com/legal/page/row/privacy-policy/en',
    cookies: [
      first('_ttp', 'advertising', months(13)),
      first('_tt_enable_cookie', 'advertising', months(13)),
    ],
    // Data centres in the EEA, the US and Asia, with remote access from further countries.
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['EU', 'US', 'other'],
    transferMechanism: 'sccs',
  },
  {
    id: 'pinterest-tag',
    name: 'Pinterest Tag',
    category: 'behavioral_remarketing',
    privacyPolicyUrl: 'https://policy.pinterest.com/en/privacy-policy',
    cookies: [
      first('_pin_unauth', 'advertising', years(1)),
      third('_pinterest_ct_ua', 'advertising', years(1)),
    ],
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['EU', 'US'],
    transferMechanism: 'sccs',
  },
  {
    id: 'microsoft-uet',
    name: 'Microsoft Advertising UET',
    category: 'behavioral_remarketing',
    privacyPolicyUrl: MICROSOFT_PRIVACY,
    optOutUrl: MICROSOFT_AD_SETTINGS,
    cookies: [
      first('_uetsid', 'advertising', days(1)),
      first('_uetvid', 'advertising', months(13)),
      third('MUID', 'advertising', months(13)),
    ],
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['US'],
    transferMechanism: 'adequacy-dpf',
  },
  {
    id: 'snap-pixel',
    name: 'Snap Pixel',
    category: 'behavioral_remarketing',
    privacyPolicyUrl: 'https://values.snap.com/privacy/privacy-policy',
    cookies: [first('_scid', 'advertising', months(13))],
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['US'],
    transferMechanism: 'sccs',
  },
  {
    id: 'reddit-pixel',
    name: 'Reddit Pixel',
    category: 'behavioral_remarketing',
    privacyPolicyUrl: 'https://www.reddit.com/policies/privacy-policy',
    cookies: [first('_rdt_uuid', 'advertising', months(3))],
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['US'],
    transferMechanism: 'sccs',
  },

  // ── E-mail marketing ─────────────────────────────────────────────────────────────────────────
  {
    id: 'mailchimp',
    name: 'Mailchimp',
    category: 'email_marketing',
    privacyPolicyUrl: 'https://mailchimp.com/legal/privacy/',
    cookies: [],
    // Open-tracking pixels and tracked links in e-mails; Mailchimp also uses audience data across customers
    // (e.g. predicted demographics).
    setsIdentifiers: 'device-identifiers',
    ownPurposes: true,
    processingLocations: ['US'],
    transferMechanism: 'adequacy-dpf',
  },
  {
    id: 'brevo',
    name: 'Brevo (Sendinblue)',
    category: 'email_marketing',
    privacyPolicyUrl: 'https://www.brevo.com/legal/privacypolicy/',
    cookies: [],
    // Open-tracking pixels and tracked links in e-mails.
    setsIdentifiers: 'device-identifiers',
    ownPurposes: false,
    processingLocations: ['EU'],
    transferMechanism: 'none-needed',
  },
  {
    // Klaviyo's sign-up forms and on-site tracking run on klaviyo.js, which sets this cookie.
    id: 'klaviyo',
    name: 'Klaviyo',
    category: 'email_marketing',
    privacyPolicyUrl: 'https://www.klaviyo.com/legal/privacy/privacy-notice',
    cookies: [first('__kla_id', 'advertising', years(2))],
    // klaviyo.js also uses local storage, e-mails carry open-tracking pixels; aggregated customer data feeds
    // its benchmarks.
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['US'],
    transferMechanism: 'sccs',
  },
  {
    id: 'kit',
    name: 'Kit (ConvertKit)',
    category: 'email_marketing',
    privacyPolicyUrl: 'https://kit.com/privacy',
    cookies: [],
    // Open-tracking pixels and tracked links in e-mails.
    setsIdentifiers: 'device-identifiers',
    ownPurposes: false,
    processingLocations: ['US'],
    transferMechanism: 'sccs',
  },
  {
    id: 'mailerlite',
    name: 'MailerLite',
    category: 'email_marketing',
    privacyPolicyUrl: 'https://www.mailerlite.com/legal/privacy-policy',
    cookies: [],
    // Open-tracking pixels and tracked links in e-mails.
    setsIdentifiers: 'device-identifiers',
    ownPurposes: false,
    processingLocations: ['EU', 'US'],
    transferMechanism: 'sccs',
  },
  {
    id: 'activecampaign',
    name: 'ActiveCampaign',
    category: 'email_marketing',
    privacyPolicyUrl: 'https://www.activecampaign.com/legal/privacy-policy',
    cookies: [],
    // Open-tracking pixels and tracked links in e-mails; its optional site tracking sets cookies.
    setsIdentifiers: 'device-identifiers',
    ownPurposes: false,
    processingLocations: ['US'],
    transferMechanism: 'sccs',
  },
  {
    id: 'constant-contact',
    name: 'Constant Contact',
    category: 'email_marketing',
    privacyPolicyUrl: 'https://www.constantcontact.com/legal/privacy-statement',
    cookies: [],
    // Open-tracking pixels and tracked links in e-mails.
    setsIdentifiers: 'device-identifiers',
    ownPurposes: false,
    processingLocations: ['US'],
    transferMechanism: 'sccs',
  },
  {
    // The HubSpot tracking code, which comes with HubSpot's forms and marketing e-mail features.
    id: 'hubspot-marketing',
    name: 'HubSpot Marketing Hub',
    category: 'email_marketing',
    privacyPolicyUrl: 'https://legal.hubspot.com/privacy-policy',
    cookies: [
      first('__hstc', 'analytics', months(6)),
      first('hubspotutk', 'analytics', months(6)),
      first('__hssc', 'analytics', minutes(30)),
      first('__hssrc', 'analytics', SESSION),
    ],
    // E-mails carry open-tracking pixels. EU accounts can be hosted in Germany; support and sub-processors in
    // the US.
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['EU', 'US'],
    transferMechanism: 'adequacy-dpf',
  },
  {
    id: 'campaign-monitor',
    name: 'Campaign Monitor',
    category: 'email_marketing',
    privacyPolicyUrl: 'https://www.campaignmonitor.com/policies/#privacy-policy',
    cookies: [],
    // Open-tracking pixels and tracked links in e-mails.
    setsIdentifiers: 'device-identifiers',
    ownPurposes: false,
    processingLocations: ['US'],
    transferMechanism: 'sccs',
  },
  {
    id: 'substack',
    name: 'Substack',
    category: 'email_marketing',
    privacyPolicyUrl: 'https://substack.com/privacy',
    cookies: [],
    // Its sign-up embed is a substack.com iframe with its cookies; readers are Substack users too (accounts,
    // recommendations).
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['US'],
    transferMechanism: 'sccs',
  },
  {
    id: 'beehiiv',
    name: 'beehiiv',
    category: 'email_marketing',
    privacyPolicyUrl: 'https://www.beehiiv.com/privacy',
    cookies: [],
    // Open-tracking pixels and tracked links in e-mails; its recommendation and ad networks use subscriber
    // data.
    setsIdentifiers: 'device-identifiers',
    ownPurposes: true,
    processingLocations: ['US'],
    transferMechanism: 'sccs',
  },

  // ── Payments ─────────────────────────────────────────────────────────────────────────────────
  {
    id: 'stripe',
    name: 'Stripe',
    category: 'payments',
    privacyPolicyUrl: 'https://stripe.com/privacy',
    cookies: [
      first('__stripe_mid', 'strictly_necessary', years(1)),
      first('__stripe_sid', 'strictly_necessary', minutes(30)),
    ],
    // Stripe.js collects device signals for fraud prevention, which Stripe runs across its network as a
    // controller.
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['EU', 'US'],
    transferMechanism: 'adequacy-dpf',
  },
  {
    id: 'paypal',
    name: 'PayPal',
    category: 'payments',
    privacyPolicyUrl: 'https://www.paypal.com/us/legalhub/privacy-full',
    cookies: [],
    // Buttons and checkout set cookies on paypal.com and collect device data for fraud prevention. Group
    // transfers rely on Binding Corporate Rules.
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['EU', 'US'],
    transferMechanism: 'sccs',
  },
  {
    id: 'braintree',
    name: 'Braintree',
    category: 'payments',
    privacyPolicyUrl: 'https://www.braintreepayments.com/legal/braintree-privacy-policy',
    cookies: [],
    // A PayPal service: device data collection for fraud prevention. Group transfers rely on Binding
    // Corporate Rules.
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['EU', 'US'],
    transferMechanism: 'sccs',
  },
  {
    id: 'adyen',
    name: 'Adyen',
    category: 'payments',
    privacyPolicyUrl: 'https://www.adyen.com/policies-and-disclaimer/privacy-policy',
    cookies: [],
    // Device fingerprinting for 3-D Secure and fraud prevention (RevenueProtect).
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['EU', 'US', 'other'],
    transferMechanism: 'sccs',
  },
  {
    id: 'square',
    name: 'Square',
    category: 'payments',
    privacyPolicyUrl: 'https://squareup.com/us/en/legal/general/privacy',
    cookies: [],
    // The Web Payments SDK collects device data for fraud prevention.
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['EU', 'US'],
    transferMechanism: 'sccs',
  },
  {
    id: 'mollie',
    name: 'Mollie',
    category: 'payments',
    privacyPolicyUrl: 'https://www.mollie.com/en/privacy',
    cookies: [],
    // The hosted checkout and Mollie Components run on Mollie's domains with their own cookies.
    setsIdentifiers: 'cookies',
    ownPurposes: true,
    processingLocations: ['EU'],
    transferMechanism: 'none-needed',
  },
  {
    id: 'klarna',
    name: 'Klarna',
    category: 'payments',
    privacyPolicyUrl: 'https://www.klarna.com/international/privacy-policy/',
    cookies: [],
    // Checkout and on-site messaging widgets set cookies on Klarna's domains and identify the device for
    // fraud and credit checks.
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['EU', 'US'],
    transferMechanism: 'sccs',
  },
  {
    id: 'apple-pay',
    name: 'Apple Pay',
    category: 'payments',
    privacyPolicyUrl: 'https://www.apple.com/legal/privacy/',
    cookies: [],
    // No cookies; payment tokens live on the device and Apple assesses fraud from device data.
    setsIdentifiers: 'device-identifiers',
    ownPurposes: true,
    processingLocations: ['EU', 'US'],
    transferMechanism: 'sccs',
  },
  {
    id: 'google-pay',
    name: 'Google Pay',
    category: 'payments',
    privacyPolicyUrl: GOOGLE_PRIVACY,
    cookies: [],
    // The payment sheet runs on pay.google.com with Google's cookies.
    setsIdentifiers: 'cookies',
    ownPurposes: true,
    processingLocations: GOOGLE_LOCATIONS,
    transferMechanism: 'adequacy-dpf',
  },
  {
    id: 'paddle',
    name: 'Paddle',
    category: 'payments',
    privacyPolicyUrl: 'https://www.paddle.com/legal/privacy',
    cookies: [],
    // Merchant of record: Paddle sells to the buyer itself. Paddle.js and its checkout set cookies.
    setsIdentifiers: 'cookies',
    ownPurposes: true,
    processingLocations: ['UK', 'US'],
    transferMechanism: 'sccs',
  },
  {
    id: 'lemon-squeezy',
    name: 'Lemon Squeezy',
    category: 'payments',
    privacyPolicyUrl: 'https://www.lemonsqueezy.com/privacy',
    cookies: [],
    // Merchant of record; its checkout runs Stripe's payment fields (cookies and device signals).
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['US'],
    transferMechanism: 'sccs',
  },
  {
    id: 'shopify-payments',
    name: 'Shopify Payments',
    category: 'payments',
    privacyPolicyUrl: 'https://www.shopify.com/legal/privacy',
    cookies: [],
    // Shopify's checkout sets cookies; data is stored in Canada (adequacy decision) and the US.
    setsIdentifiers: 'cookies',
    ownPurposes: true,
    processingLocations: ['EU', 'US', 'CA'],
    transferMechanism: 'sccs',
  },

  // ── Miscellaneous ────────────────────────────────────────────────────────────────────────────
  {
    id: 'google-recaptcha',
    name: 'Google reCAPTCHA',
    category: 'miscellaneous',
    privacyPolicyUrl: GOOGLE_PRIVACY,
    cookies: [third('_GRECAPTCHA', 'strictly_necessary', months(6))],
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: GOOGLE_LOCATIONS,
    transferMechanism: 'adequacy-dpf',
  },
  {
    id: 'cloudflare',
    name: 'Cloudflare',
    category: 'miscellaneous',
    privacyPolicyUrl: 'https://www.cloudflare.com/privacypolicy/',
    cookies: [
      first('__cf_bm', 'strictly_necessary', minutes(30)),
      first('cf_clearance', 'strictly_necessary', minutes(30)),
      first('_cfuvid', 'strictly_necessary', SESSION),
    ],
    // Bot detection reads browser signals; Cloudflare uses traffic across its network for security and bot
    // models.
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: CLOUDFLARE_LOCATIONS,
    transferMechanism: 'adequacy-dpf',
  },
  {
    id: 'google-fonts',
    name: 'Google Fonts',
    category: 'miscellaneous',
    privacyPolicyUrl: GOOGLE_PRIVACY,
    cookies: [],
    // No cookies, but Google logs the requests (IP address) for its own purposes.
    setsIdentifiers: 'none',
    ownPurposes: true,
    processingLocations: GOOGLE_LOCATIONS,
    transferMechanism: 'adequacy-dpf',
  },
  {
    id: 'google-tag-manager',
    name: 'Google Tag Manager',
    category: 'miscellaneous',
    privacyPolicyUrl: GOOGLE_PRIVACY,
    cookies: [],
    // The container itself; the tags it loads are services of their own.
    setsIdentifiers: 'none',
    ownPurposes: true,
    processingLocations: GOOGLE_LOCATIONS,
    transferMechanism: 'adequacy-dpf',
  },
  {
    // Standard embeds from youtube.com; the privacy-enhanced mode (youtube-nocookie.com) sets fewer.
    id: 'youtube-embeds',
    name: 'YouTube (embedded videos)',
    category: 'miscellaneous',
    privacyPolicyUrl: GOOGLE_PRIVACY,
    cookies: [
      third('YSC', 'functionality', SESSION),
      third('VISITOR_INFO1_LIVE', 'advertising', months(6)),
      third('PREF', 'functionality', months(8)),
    ],
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: GOOGLE_LOCATIONS,
    transferMechanism: 'adequacy-dpf',
  },
  {
    id: 'vimeo',
    name: 'Vimeo (embedded videos)',
    category: 'miscellaneous',
    privacyPolicyUrl: 'https://vimeo.com/privacy',
    cookies: [third('vuid', 'analytics', years(2))],
    setsIdentifiers: 'cookies',
    ownPurposes: true,
    processingLocations: ['US'],
    transferMechanism: 'sccs',
  },
  {
    id: 'google-maps',
    name: 'Google Maps (embedded maps)',
    category: 'miscellaneous',
    privacyPolicyUrl: GOOGLE_PRIVACY,
    cookies: [third('NID', 'functionality', months(6))],
    setsIdentifiers: 'cookies',
    ownPurposes: true,
    processingLocations: GOOGLE_LOCATIONS,
    transferMechanism: 'adequacy-dpf',
  },
  {
    id: 'intercom',
    name: 'Intercom',
    category: 'miscellaneous',
    privacyPolicyUrl: 'https://www.intercom.com/legal/privacy',
    cookies: [
      first('intercom-id-*', 'functionality', months(9)),
      first('intercom-session-*', 'functionality', days(7)),
      first('intercom-device-id-*', 'functionality', months(9)),
    ],
    // Its AI terms allow customer data to improve its models. EU hosting is optional.
    setsIdentifiers: 'cookies',
    ownPurposes: true,
    processingLocations: ['US'],
    transferMechanism: 'sccs',
  },
  {
    id: 'zendesk',
    name: 'Zendesk (chat widget)',
    category: 'miscellaneous',
    privacyPolicyUrl: 'https://www.zendesk.com/company/agreements-and-terms/privacy-notice/',
    cookies: [first('__zlcmid', 'functionality', years(1))],
    // The widget also uses local storage; customer data trains its AI models unless opted out. Group
    // transfers also rely on Binding Corporate Rules.
    setsIdentifiers: 'cookies-and-device-identifiers',
    ownPurposes: true,
    processingLocations: ['US'],
    transferMechanism: 'sccs',
  },

  // ── Affiliate ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'amazon-associates',
    name: 'Amazon Associates',
    category: 'affiliate',
    privacyPolicyUrl: AMAZON_PRIVACY,
    cookies: [],
    setsIdentifiers: 'cookies',
    ownPurposes: true,
    processingLocations: ['EU', 'US'],
    transferMechanism: 'adequacy-dpf',
  },
  {
    id: 'rakuten-advertising',
    name: 'Rakuten Advertising',
    category: 'affiliate',
    privacyPolicyUrl: 'https://rakutenadvertising.com/legal-notices/services-privacy-policy/',
    cookies: [],
    setsIdentifiers: 'cookies',
    ownPurposes: true,
    processingLocations: ['UK', 'US'],
    transferMechanism: 'sccs',
  },
  {
    id: 'clickbank',
    name: 'ClickBank',
    category: 'affiliate',
    privacyPolicyUrl:
      'https://support.clickbank.com/hc/en-us/articles/360004023572-ClickBank-Customer-Privacy-Policy',
    cookies: [],
    setsIdentifiers: 'cookies',
    ownPurposes: true,
    processingLocations: ['US'],
    transferMechanism: 'sccs',
  },
  {
    // The click ID cookie CJ's integration guide has merchants set on their own domain.
    id: 'cj-affiliate',
    name: 'CJ Affiliate',
    category: 'affiliate',
    privacyPolicyUrl: 'https://www.cj.com/legal/privacy-policy-services',
    cookies: [first('cje', 'advertising', months(13))],
    setsIdentifiers: 'cookies',
    ownPurposes: true,
    processingLocations: ['US'],
    transferMechanism: 'sccs',
  },
  {
    // Set by Awin's MasterTag on the merchant's domain.
    id: 'awin',
    name: 'Awin',
    category: 'affiliate',
    privacyPolicyUrl: 'https://www.awin.com/gb/privacy',
    cookies: [first('_aw_m_*', 'advertising', years(1)), first('_aw_j_*', 'advertising', months(3))],
    setsIdentifiers: 'cookies',
    ownPurposes: true,
    processingLocations: ['EU', 'UK'],
    transferMechanism: 'adequacy',
  },
  {
    // Set by impact.com's tracking server when a visitor follows a partner link.
    id: 'impact',
    name: 'impact.com',
    category: 'affiliate',
    privacyPolicyUrl: 'https://impact.com/privacy-policy/',
    cookies: [third('brwsr', 'advertising', years(1))],
    setsIdentifiers: 'cookies',
    ownPurposes: true,
    processingLocations: ['US'],
    transferMechanism: 'sccs',
  },
];

const PROVIDERS_BY_ID: ReadonlyMap<string, Provider> = new Map(
  PROVIDER_CATALOGUE.map((provider) => [provider.id, provider]),
);

/** The provider with this id, if the catalogue has one. */
export function findProvider(id: string): Provider | undefined {
  return PROVIDERS_BY_ID.get(id);
}

/** The providers of one category, sorted by name. */
export function providersIn(category: ProviderCategory): Provider[] {
  return PROVIDER_CATALOGUE.filter((provider) => provider.category === category).sort((a, b) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  );
}
