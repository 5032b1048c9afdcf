import type { CookiesPolicyAnswers } from '../../../shared/agreements/answers.generated';
import {
  COOKIE_CATEGORIES,
  COOKIE_DURATION_OPTIONS,
  COOKIE_PROVIDER_FIELDS,
  COOKIES_EXTRAS,
  type CookiesExtra,
} from '../../../shared/agreements/definitions/cookies-policy';
import { findProvider } from '../../../shared/agreements/provider-catalogue';
import type {
  CookieCategory,
  CookieDuration,
  Provider,
  ProviderCategory,
} from '../../../shared/agreements/providers';
import type { Answers } from '../../../shared/agreements/wizard-model';
import { entries, providerAnswers, str, strings } from '../clause-helpers';

/**
 * What the Cookies Policy's answers imply: which laws apply, the cookie inventory (the cookies of
 * the catalogue services chosen plus the owner's own entries), which categories the site uses and
 * whether any of them needs consent or is "sharing" under the CCPA. The clause blocks, their values
 * and the compliance summary all read these facts, so the document and the summary cannot disagree.
 */

/** Who sets a cookie: the site itself, catalogue services, or a third party the owner named. */
export type CookieSetter =
  | { kind: 'own' }
  | { kind: 'providers'; providers: Provider[] }
  | { kind: 'named'; name: string };

/** One line of the inventory. `purpose` is a clause key (catalogue cookies) or the owner's words. */
export type InventoryCookie = {
  name: string;
  category: CookieCategory;
  duration: CookieDuration;
  party: 'first' | 'third';
  setBy: CookieSetter;
  purpose: { clause: string } | { text: string };
};

/** A service the owner added by name ("add your own"): its cookies are not known to the catalogue. */
export type CustomService = { name: string; privacyPolicyUrl?: string; category: ProviderCategory };

/**
 * Where a custom service's cookies are listed: the catalogue's services of the same kind set cookies
 * of these categories. E-mail and miscellaneous services vary too much to guess; they are listed as
 * "other services" and treated as possibly non-essential.
 */
const CUSTOM_SERVICE_CATEGORY: Partial<Record<ProviderCategory, CookieCategory>> = {
  analytics: 'analytics',
  advertising: 'advertising',
  behavioral_remarketing: 'advertising',
  affiliate: 'advertising',
  payments: 'strictly_necessary',
};

/** Provider categories whose services track visitors across sites for advertising (CCPA "sharing"). */
const AD_PROVIDER_CATEGORIES: ProviderCategory[] = ['advertising', 'behavioral_remarketing', 'affiliate'];

export type CookieFacts = {
  companyName: string;
  /** The postal address as answered; '' when none was given. */
  companyAddress: string;
  contactEmail: string;
  websiteName: string;
  websiteUrl: string;
  /** '' when the owner gave no address for the Privacy Policy. */
  privacyPolicyUrl: string;
  eu: boolean;
  uk: boolean;
  /** Prior consent is the rule (ePrivacy Directive Art. 5(3), PECR reg. 6): visitors in the EEA or the UK. */
  consentLaw: boolean;
  california: boolean;
  usOther: boolean;
  /** Visitors in California or in other US states. */
  us: boolean;
  canada: boolean;
  restOfWorld: boolean;
  /** The kinds of cookies the owner said the website sets itself. */
  ownCategories: Set<CookieCategory>;
  inventory: InventoryCookie[];
  /** Custom services whose cookies belong to one category, by that category. */
  customByCategory: Record<CookieCategory, CustomService[]>;
  /** Custom e-mail and miscellaneous services: listed on their own. */
  otherCustomServices: CustomService[];
  /** Catalogue services chosen that set no cookie or similar identifier at all. */
  cookielessServices: Provider[];
  /**
   * Catalogue services chosen that set no cookie on the site's own domain but use cookies or similar
   * identifiers in the frames, windows or e-mails they provide (a checkout, a sign-up form, a pixel).
   */
  offSiteServices: Provider[];
  /** The categories the document describes, in document order. */
  categories: CookieCategory[];
  /** Cookies beyond the strictly necessary: consent (EU/UK), opt-out (US), opt-in profiling (Quebec). */
  nonEssential: boolean;
  /** Third parties collect data through cookies to advertise across sites: "sharing" under the CCPA. */
  crossContextAds: boolean;
  /** Third-party services may collect information about visitors' activity across sites (CalOPPA). */
  thirdPartyTracking: boolean;
  /** Catalogue services with an opt-out page, each once. */
  optOuts: Provider[];
  emailMarketing: boolean;
  /** The website shows a cookie banner or uses a consent management platform. */
  cmp: boolean;
  /** The consent tool's name; '' without a tool or a name. */
  cmpName: string;
  /** The page where visitors change their cookie settings; '' without a tool or such a page. */
  settingsUrl: string;
  /** The owner chose to rely on the UK statistical purposes exception for analytics cookies. */
  ukStatisticsChosen: boolean;
  /**
   * UK analytics cookies rely on the statistical purposes exception (PECR Sch. A1 para. 5): chosen,
   * and every analytics cookie is the site's own or set by a listed service that uses the data only
   * for the site (a service that also uses it for its own purposes, or one the owner named and
   * nobody checked, is outside the exception, so consent is asked for all of them).
   */
  ukStatistics: boolean;
  /** GPC is honoured: always in the US; elsewhere as the owner chose. */
  gpc: boolean;
  dnt: boolean;
  extras: Set<CookiesExtra>;
};

/** Minutes, to compare lifetimes when two services set the same cookie. */
const UNIT_MINUTES = { minute: 1, hour: 60, day: 1440, month: 43_830, year: 525_960 } as const;
const durationMinutes = (duration: CookieDuration): number =>
  'session' in duration ? 0 : duration.amount * UNIT_MINUTES[duration.unit];

/**
 * The catalogue cookies of the services chosen, once per name, party and category: services of one
 * vendor share cookies (Google's `IDE`, Microsoft's `MUID`), so the line names every service that
 * sets it and the longest lifetime any of them gives it.
 */
function catalogueCookies(chosen: Provider[]): InventoryCookie[] {
  const byKey = new Map<string, InventoryCookie & { setBy: { kind: 'providers'; providers: Provider[] } }>();
  for (const provider of chosen) {
    for (const cookie of provider.cookies) {
      const id = `${cookie.name}|${cookie.party}|${cookie.category}`;
      const line = byKey.get(id);
      if (!line) {
        byKey.set(id, {
          ...cookie,
          setBy: { kind: 'providers', providers: [provider] },
          purpose: { clause: `cookie.${cookie.name}` },
        });
        continue;
      }
      if (!line.setBy.providers.includes(provider)) line.setBy.providers.push(provider);
      if (durationMinutes(cookie.duration) > durationMinutes(line.duration)) line.duration = cookie.duration;
    }
  }
  return [...byKey.values()];
}

/** A lifetime offered for the owner's own cookies, by its answer ('days_7'); undefined for any other. */
function durationOption(answer: string): CookieDuration | undefined {
  return Object.entries(COOKIE_DURATION_OPTIONS).find(([option]) => option === answer)?.[1];
}

/** The cookies the owner listed; an entry without a known lifetime or category is left out. */
function ownCookies(entry: Answers): InventoryCookie[] {
  const duration = durationOption(str(entry, 'duration'));
  const category = COOKIE_CATEGORIES.find((known) => known === str(entry, 'category'));
  if (!duration || !category) return [];
  const party = str(entry, 'party') === 'third' ? 'third' : 'first';
  return [
    {
      name: str(entry, 'name'),
      category,
      duration,
      party,
      // The wizard asks who sets a third-party cookie (required), so it always has a name.
      setBy: party === 'first' ? { kind: 'own' } : { kind: 'named', name: str(entry, 'provider') },
      purpose: { text: str(entry, 'purpose') },
    },
  ];
}

/**
 * Whether every analytics cookie serves statistics for the site alone: the site's own cookies, and
 * those of listed services that do not use the data for their own purposes. A cookie set by a
 * company the owner named, or an analytics service added by name, cannot be checked.
 */
function statisticsOnlyForTheSite(inventory: InventoryCookie[], customAnalytics: CustomService[]): boolean {
  if (customAnalytics.length > 0) return false;
  return inventory
    .filter((cookie) => cookie.category === 'analytics')
    .every((cookie) =>
      cookie.setBy.kind === 'own'
        ? true
        : cookie.setBy.kind === 'providers' &&
          cookie.setBy.providers.every((provider) => !provider.ownPurposes),
    );
}

/** The catalogue services chosen (each once) and the services the owner added by name. */
function chosenServices(answers: CookiesPolicyAnswers): { catalogue: Provider[]; custom: CustomService[] } {
  const catalogue: Provider[] = [];
  const custom: CustomService[] = [];
  for (const [field, category] of COOKIE_PROVIDER_FIELDS) {
    for (const answer of providerAnswers(answers, field)) {
      if ('id' in answer) {
        const provider = findProvider(answer.id);
        if (provider && !catalogue.includes(provider)) catalogue.push(provider);
      } else {
        custom.push({
          name: answer.name,
          category,
          ...(answer.privacyPolicyUrl ? { privacyPolicyUrl: answer.privacyPolicyUrl } : {}),
        });
      }
    }
  }
  return { catalogue, custom };
}

/** What the checked answers imply. */
export function cookiesPolicyFacts(answers: CookiesPolicyAnswers): CookieFacts {
  const regions = strings(answers, 'regions');
  const extraAnswers = strings(answers, 'extras');
  const ownCategoryAnswers = strings(answers, 'own_cookie_categories');
  const ownCategories = new Set(
    COOKIE_CATEGORIES.filter((category) => ownCategoryAnswers.includes(category)),
  );
  const { catalogue, custom } = chosenServices(answers);

  const inventory = [
    ...entries(answers, 'custom_cookies').flatMap(ownCookies),
    ...catalogueCookies(catalogue),
  ];
  const customByCategory = Object.fromEntries(
    COOKIE_CATEGORIES.map((category) => [
      category,
      custom.filter((service) => CUSTOM_SERVICE_CATEGORY[service.category] === category),
    ]),
  ) as Record<CookieCategory, CustomService[]>;
  const otherCustomServices = custom.filter((service) => !CUSTOM_SERVICE_CATEGORY[service.category]);

  const cmp = str(answers, 'consent_tool') === 'cmp';
  const used = new Set<CookieCategory>([
    ...ownCategories,
    ...inventory.map((cookie) => cookie.category),
    ...COOKIE_CATEGORIES.filter((category) => customByCategory[category].length > 0),
    // The consent tool keeps the visitor's choices in a strictly necessary cookie.
    ...(cmp ? (['strictly_necessary'] as const) : []),
  ]);
  const categories = COOKIE_CATEGORIES.filter((category) => used.has(category));

  const adServices =
    catalogue.some((provider) => AD_PROVIDER_CATEGORIES.includes(provider.category)) ||
    custom.some((service) => AD_PROVIDER_CATEGORIES.includes(service.category));
  const thirdPartyAdCookies = inventory.some(
    (cookie) => cookie.category === 'advertising' && cookie.setBy.kind !== 'own',
  );
  const optOutUrls = new Set<string>();
  const optOuts = catalogue.filter((provider) => {
    if (!provider.optOutUrl || optOutUrls.has(provider.optOutUrl)) return false;
    optOutUrls.add(provider.optOutUrl);
    return true;
  });
  const eu = regions.includes('eu');
  const uk = regions.includes('uk');
  const california = regions.includes('california');
  const usOther = regions.includes('us_other');
  const crossContextAds = adServices || thirdPartyAdCookies || ownCategories.has('advertising');
  const ukStatisticsChosen =
    uk && str(answers, 'uk_statistics') === 'exception' && categories.includes('analytics');

  return {
    companyName: str(answers, 'company_name'),
    companyAddress: str(answers, 'company_address'),
    contactEmail: str(answers, 'contact_email'),
    websiteName: str(answers, 'website_name'),
    websiteUrl: str(answers, 'website_url'),
    privacyPolicyUrl: str(answers, 'privacy_policy_url'),
    eu,
    uk,
    consentLaw: eu || uk,
    california,
    usOther,
    us: california || usOther,
    canada: regions.includes('canada'),
    restOfWorld: regions.includes('rest_of_world'),
    ownCategories,
    inventory,
    customByCategory,
    otherCustomServices,
    cookielessServices: catalogue.filter(
      (provider) => provider.cookies.length === 0 && provider.setsIdentifiers === 'none',
    ),
    offSiteServices: catalogue.filter(
      (provider) => provider.cookies.length === 0 && provider.setsIdentifiers !== 'none',
    ),
    categories,
    nonEssential:
      categories.some((category) => category !== 'strictly_necessary') || otherCustomServices.length > 0,
    crossContextAds,
    // Third-party cookies that are not essential (an embedded video's) can follow visitors across sites.
    thirdPartyTracking:
      crossContextAds ||
      inventory.some((cookie) => cookie.party === 'third' && cookie.category !== 'strictly_necessary') ||
      custom.length > 0,
    optOuts,
    emailMarketing: providerAnswers(answers, 'email_providers').length > 0,
    cmp,
    cmpName: cmp ? str(answers, 'cmp_name') : '',
    settingsUrl: cmp ? str(answers, 'cookie_settings_url') : '',
    ukStatisticsChosen,
    ukStatistics: ukStatisticsChosen && statisticsOnlyForTheSite(inventory, customByCategory.analytics),
    gpc: california || usOther || str(answers, 'gpc') === 'honoured',
    dnt: str(answers, 'dnt') === 'dnt_honoured',
    extras: new Set(COOKIES_EXTRAS.filter((extra) => extraAnswers.includes(extra))),
  };
}
