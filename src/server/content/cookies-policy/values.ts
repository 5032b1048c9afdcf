import type { CookiesPolicyAnswers } from '../../../shared/agreements/answers.generated';
import { COOKIE_CATEGORIES } from '../../../shared/agreements/definitions/cookies-policy';
import type { CookieCategory, CookieDuration } from '../../../shared/agreements/providers';
import type { Language } from '../../../shared/i18n/languages';
import { absoluteUrl, emailLink, esc, joinList, providerEntry, urlLink } from '../clause-helpers';
import {
  type ClauseContext,
  type ClauseValues,
  escapeMarkdownUrl,
  fill,
  type Rendering,
  type TextOf,
} from '../clause-library';
import type { CookieFacts, InventoryCookie } from './facts';

/**
 * The Cookies Policy's values and lists: every word comes from content/cookies-policy/<lang>.json.
 * The inventory has no table (not in the Markdown subset): one `###` per category, one bullet per
 * cookie, each bullet written here as a whole line (`line`) because its parts depend on the cookie.
 */

/** The lists the Cookies Policy's `each` blocks fill. */
export type CookiesPolicyList =
  | 'summary'
  | 'otherServices'
  | 'cookieless'
  | 'offSite'
  | 'optOuts'
  | 'industry'
  | `inventory.${CookieCategory}`;

const PLURAL_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  nl: 'nl-NL',
};

/** One plural rule set per language: making one is far slower than using it (a document asks per cookie). */
const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralRulesFor(language: Language): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(PLURAL_LOCALES[language]);
    pluralRules.set(language, rules);
  }
  return rules;
}

/**
 * A cookie's lifetime in words in the document's language: `duration.session`, or
 * `duration.<unit>.one|other` with the amount (the catalog has the two plural forms every
 * language of the product needs).
 */
export function durationText(duration: CookieDuration, language: Language, text: TextOf): string {
  if ('session' in duration) return text('duration.session');
  const form = pluralRulesFor(language).select(duration.amount) === 'one' ? 'one' : 'other';
  const key = `duration.${duration.unit}.${form}`;
  return fill(text(key), { count: String(duration.amount) }, key);
}

/** Text the owner wrote, escaped and ending like a sentence (it is followed by "Lifetime: …"). */
function sentence(value: string): string {
  const escaped = esc(value);
  return /[.!?]$/.test(escaped) ? escaped : `${escaped}.`;
}

/** The parts of one inventory bullet (`inventory.item`): name, party, who sets it, purpose, lifetime. */
function inventoryLine(cookie: InventoryCookie, language: Language, text: TextOf): ClauseValues {
  const part = (key: string, values: ClauseValues) => fill(text(key), values, key);
  const setBy =
    cookie.setBy.kind === 'own'
      ? text('setBy.own')
      : cookie.setBy.kind === 'providers'
        ? part('setBy.providers', {
            providers: joinList(
              language,
              cookie.setBy.providers.map((provider) => urlLink(provider.privacyPolicyUrl, provider.name)),
            ),
          })
        : part('setBy.named', { name: esc(cookie.setBy.name) });
  return {
    name: esc(cookie.name),
    party: text(`party.${cookie.party}`),
    setBy,
    purpose: 'clause' in cookie.purpose ? text(cookie.purpose.clause) : sentence(cookie.purpose.text),
    duration: durationText(cookie.duration, language, text),
  };
}

/** The placeholders' values of one document. */
function documentValues(facts: CookieFacts, context: ClauseContext<CookiesPolicyAnswers>, text: TextOf) {
  const list = (keys: string[]) => joinList(context.language, keys.map(text));
  const part = (key: string, values: ClauseValues = {}) => fill(text(key), values, key);
  const contactEmailLink = emailLink(facts.contactEmail);
  const settingsMethod = facts.settingsUrl
    ? part('method.settingsPage', { url: escapeMarkdownUrl(absoluteUrl(facts.settingsUrl)) })
    : facts.cmp
      ? text('method.settingsLink')
      : part('method.contact', { contactEmailLink });
  const areas = [...(facts.eu ? ['area.eea'] : []), ...(facts.uk ? ['area.uk'] : [])];
  return {
    lastUpdated: context.lastUpdated,
    companyName: esc(facts.companyName),
    websiteName: esc(facts.websiteName),
    websiteLink: urlLink(facts.websiteUrl),
    privacyPolicyUrl: facts.privacyPolicyUrl ? escapeMarkdownUrl(absoluteUrl(facts.privacyPolicyUrl)) : '',
    contactEmailLink,
    addressPart: facts.companyAddress
      ? part('contact.addressPart', { address: esc(facts.companyAddress) })
      : '',
    cmpNamePart: facts.cmpName ? part('consent.cmpName', { name: esc(facts.cmpName) }) : '',
    settingsMethod,
    consentArea: list(areas),
    gdprNames: list([...(facts.eu ? ['law.gdpr'] : []), ...(facts.uk ? ['law.ukGdpr'] : [])]),
    dntAlternative: facts.gpc ? text('signals.dntAlternative') : '',
    refuseInSettings: facts.cmp ? text('manage.browser.refuseInSettings') : '',
    beforeChoice: text(facts.ukStatistics ? 'consent.beforeChoiceUk' : 'consent.beforeChoice'),
    emailConsent: facts.consentLaw ? part('email.consent', { consentArea: list(areas) }) : '',
  };
}

/** The summary's four bullets (premium): what the site uses, who sets it, the visitor's choice, contact. */
function summaryKeys(facts: CookieFacts): string[] {
  const anyThirdParty =
    facts.inventory.some((cookie) => cookie.setBy.kind !== 'own') ||
    COOKIE_CATEGORIES.some((category) => facts.customByCategory[category].length > 0) ||
    facts.otherCustomServices.length > 0;
  return [
    facts.categories.length > 0 ? 'summary.what' : 'summary.whatNone',
    anyThirdParty ? 'summary.thirdParties' : 'summary.noThirdParties',
    facts.consentLaw && facts.nonEssential ? 'summary.choiceConsent' : 'summary.choiceControl',
    'summary.contact',
  ];
}

/** The values and lists of one document: the facts in its language. */
export function renderCookiesPolicy(
  facts: CookieFacts,
  context: ClauseContext<CookiesPolicyAnswers>,
  text: TextOf,
): Rendering<CookiesPolicyList> {
  const { language } = context;
  const values = documentValues(facts, context, text);
  /** A list entry written whole from a clause: its own values first, then the document's. */
  const line = (key: string, own: ClauseValues = {}): ClauseValues => ({
    line: fill(text(key), own, key, values),
  });
  const categorySummary = joinList(
    language,
    facts.categories.map((category) => text(`category.${category}.short`)),
  );

  /** One category of the inventory: its cookies, then the custom services that may set cookies of that kind. */
  const inventory = (category: CookieCategory): ClauseValues[] => [
    ...facts.inventory
      .filter((cookie) => cookie.category === category)
      .map((cookie) => line('inventory.item', inventoryLine(cookie, language, text))),
    ...facts.customByCategory[category].map((service) =>
      line('inventory.customService', providerEntry({ custom: true, ...service }, text)),
    ),
  ];

  return {
    values,
    lists: {
      summary: summaryKeys(facts).map((key) => line(key, { categorySummary })),
      'inventory.strictly_necessary': inventory('strictly_necessary'),
      'inventory.functionality': inventory('functionality'),
      'inventory.analytics': inventory('analytics'),
      'inventory.advertising': inventory('advertising'),
      'inventory.social': inventory('social'),
      otherServices: facts.otherCustomServices.map((service) =>
        providerEntry({ custom: true, ...service }, text),
      ),
      // Not providerEntry: these services set no cookie, so their opt-out pages are not listed here.
      cookieless: facts.cookielessServices.map((provider) => ({
        provider: urlLink(provider.privacyPolicyUrl, provider.name),
      })),
      offSite: facts.offSiteServices.map((provider) => ({
        provider: urlLink(provider.privacyPolicyUrl, provider.name),
      })),
      optOuts: facts.optOuts.map((provider) => ({
        provider: esc(provider.name),
        url: escapeMarkdownUrl(provider.optOutUrl ?? ''),
      })),
      industry: [
        'industry.daa',
        'industry.nai',
        'industry.edaa',
        ...(facts.canada ? ['industry.daac'] : []),
      ].map((key) => line(key)),
    },
  };
}
