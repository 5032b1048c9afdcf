import { COOKIE_CATEGORIES, type CookiesExtra } from '../../../shared/agreements/definitions/cookies-policy';
import type { CookieCategory } from '../../../shared/agreements/providers';
import {
  allOf,
  anyOf,
  type ClauseBlock,
  type Condition,
  condition,
  not,
  premiumVersion,
} from '../clause-library';
import type { CookieFacts } from './facts';
import type { CookiesPolicyList } from './values';

/**
 * The Cookies Policy's structure, one for every language: what cookies are, the inventory by
 * category, consent in the EEA and the UK, how to manage cookies, then the notices of each region
 * the owner chose. The laws' own sections depend on the answers only; premium extras also on the
 * version bought.
 */

const when = (words: string, test: (facts: CookieFacts) => boolean) => condition<CookieFacts>(words, test);

// Where the visitors are (the answer to "Where are your visitors?").
const euVisitors = when('the website has visitors in the European Union or the EEA', (facts) => facts.eu);
const ukVisitors = when('the website has visitors in the United Kingdom', (facts) => facts.uk);
const ukOnlyVisitors = when(
  'the website has visitors in the United Kingdom but not in the European Union or the EEA',
  (facts) => facts.uk && !facts.eu,
);
const consentLaw = when(
  'the website has visitors in the European Union, the EEA or the United Kingdom',
  (facts) => facts.consentLaw,
);
const californiaVisitors = when('the website has visitors in California', (facts) => facts.california);
const otherUsVisitors = when(
  'the website has visitors in US states other than California',
  (facts) => facts.usOther,
);
const usVisitors = when('the website has visitors in the United States', (facts) => facts.us);
const canadianVisitors = when('the website has visitors in Canada', (facts) => facts.canada);
const visitorsElsewhere = when(
  'the website has visitors in the rest of the world',
  (facts) => facts.restOfWorld,
);

// The cookies and services the website uses.
const CATEGORY_NAMES: Record<CookieCategory, string> = {
  strictly_necessary: 'strictly necessary',
  functionality: 'functionality',
  analytics: 'analytics',
  advertising: 'advertising',
  social: 'social media',
};
/** A category is used when the owner said so, a service chosen sets its cookies, or the consent tool does. */
const uses = (category: CookieCategory) =>
  when(
    category === 'strictly_necessary'
      ? 'the website uses strictly necessary cookies (as the owner said, through the services chosen or through its consent tool)'
      : `the website uses ${CATEGORY_NAMES[category]} cookies (as the owner said or through the services chosen)`,
    (facts) => facts.categories.includes(category),
  );
const advertisingCookies = uses('advertising');
const ownCookiesOf = (category: CookieCategory) =>
  when(`the owner said the website sets ${CATEGORY_NAMES[category]} cookies of its own`, (facts) =>
    facts.ownCategories.has(category),
  );
const anyCookies = when(
  'the website uses cookies of at least one category',
  (facts) => facts.categories.length > 0,
);
const noCookies = when(
  'the website uses no cookies of any category',
  (facts) => facts.categories.length === 0,
);
const nonEssential = when(
  'the website may use cookies that are not strictly necessary (of another category, or through e-mail or other services added by name)',
  (facts) => facts.nonEssential,
);
const onlyNecessary = when(
  'the website uses only strictly necessary cookies, if any (no other category, and no e-mail or other services added by name)',
  (facts) => !facts.nonEssential,
);
const otherServices = when(
  'the owner added e-mail marketing or other services by name (their cookies are not known in advance)',
  (facts) => facts.otherCustomServices.length > 0,
);
const cookielessServices = when(
  'the owner chose services from the list that set no cookies on the website',
  (facts) => facts.cookielessServices.length > 0,
);
const offSiteServices = when(
  'the owner chose services from the list that set cookies or similar identifiers only in their own frames, windows or e-mails',
  (facts) => facts.offSiteServices.length > 0,
);
const optOutPages = when(
  'a service chosen from the list offers its own opt-out page',
  (facts) => facts.optOuts.length > 0,
);
const emailMarketing = when('the owner uses an e-mail marketing service', (facts) => facts.emailMarketing);
const crossContextAds = when(
  'cookies are used for advertising across websites (the owner chose an advertising, remarketing or affiliate service, a service or company sets advertising cookies on the website, or the owner said the website sets advertising cookies of its own)',
  (facts) => facts.crossContextAds,
);
const noCrossContextAds = when(
  'cookies are not used for advertising across websites (the owner chose no advertising, remarketing or affiliate service, no service or company sets advertising cookies on the website, and the owner did not say the website sets advertising cookies of its own)',
  (facts) => !facts.crossContextAds,
);
const thirdPartyTracking = when(
  'third parties may follow visitors across websites (cookies are used for advertising across websites, a third-party cookie is not strictly necessary, or the owner added a service by name)',
  (facts) => facts.thirdPartyTracking,
);
const noThirdPartyTracking = when(
  'no third party follows visitors across websites (cookies are not used for advertising across websites, every third-party cookie is strictly necessary, and the owner added no service by name)',
  (facts) => !facts.thirdPartyTracking,
);

// The owner's choices about consent and signals.
const consentTool = when(
  'the website shows a cookie banner or uses a consent management platform',
  (facts) => facts.cmp,
);
const ukStatistics = when(
  'the owner sets analytics cookies for visitors in the United Kingdom without consent, under the statistical purposes exception',
  (facts) => facts.ukStatistics,
);
const asksConsentFor = (category: CookieCategory) =>
  category === 'analytics'
    ? allOf(
        uses(category),
        consentLaw,
        when(
          'the owner does not rely on the statistical purposes exception for visitors in the United Kingdom',
          (facts) => !facts.ukStatistics,
        ),
      )
    : allOf(uses(category), consentLaw);
const honoursGpcByChoice = when(
  'the website has no visitors in the United States, and the owner chose to treat Global Privacy Control signals as a refusal of cookies',
  (facts) => !facts.us && facts.gpc,
);
const ignoresGpc = when(
  'the website has no visitors in the United States, and the owner did not choose to treat Global Privacy Control signals as a refusal of cookies',
  (facts) => !facts.gpc,
);
const honoursDnt = when(
  'the owner chose to stop cookies that are not strictly necessary, and tracking, on Do Not Track signals',
  (facts) => facts.dnt,
);
const ignoresDnt = when('the owner did not choose to respond to Do Not Track signals', (facts) => !facts.dnt);

/** A premium extra: only in the premium version, and only when the owner chose it. */
const EXTRA_NAMES: Record<CookiesExtra, string> = {
  summary: 'the owner chose the extra “Cookies at a glance”',
  glossary: 'the owner chose the extra “Key terms”',
  consent_records: 'the owner chose the extra “How we record your choices”',
  cookie_audits: 'the owner chose the extra “How we keep this list up to date”',
};
const extra = (name: CookiesExtra) =>
  allOf(
    premiumVersion<CookieFacts>(),
    when(EXTRA_NAMES[name], (facts) => facts.extras.has(name)),
  );

/** The laws that can make a section mandatory: when each applies. */
export type CookiesPolicyLaw = 'eprivacy' | 'pecr' | 'ccpa' | 'usStates' | 'canada';
export const COOKIES_POLICY_LAWS: Record<CookiesPolicyLaw, Condition<CookieFacts>> = {
  eprivacy: euVisitors,
  pecr: ukVisitors,
  ccpa: californiaVisitors,
  usStates: otherUsVisitors,
  canada: canadianVisitors,
};

type Block = ClauseBlock<CookieFacts, CookiesPolicyList, CookiesPolicyLaw>;

/** One category of the inventory: what the cookies do, whether they need consent, then one bullet each. */
function categorySection(category: CookieCategory): Block[] {
  const shown = uses(category);
  const legal: Block[] =
    category === 'strictly_necessary'
      ? [
          { paragraph: 'category.strictly_necessary.consentTool', when: consentTool },
          { paragraph: 'category.strictly_necessary.legal', when: allOf(consentLaw, shown) },
        ]
      : [{ paragraph: 'category.consent', when: asksConsentFor(category) }];
  if (category === 'analytics') {
    // UK analytics under the statistics exception: consent in the EEA only, objection in the UK.
    legal.push(
      { paragraph: 'category.analytics.consentEea', when: allOf(ukStatistics, euVisitors) },
      { paragraph: 'category.analytics.ukException', when: ukStatistics },
    );
  }
  return [
    { heading: `category.${category}.heading`, level: 3, when: shown },
    { paragraph: `category.${category}.description`, when: shown },
    { paragraph: `category.${category}.own`, when: ownCookiesOf(category) },
    ...legal,
    { each: `inventory.${category}`, item: 'line', when: shown },
  ];
}

// The sections the laws require (ePrivacy Art. 5(3) and PECR reg. 6: clear and comprehensive
// information about what is stored and why, and how to refuse it; CCPA, CalOPPA and other US states:
// tracking, sharing and opt-out signals; PIPEDA) name those laws in `requiredBy`.
export const COOKIES_POLICY_BLOCKS: Block[] = [
  { heading: 'title', level: 1 },
  { paragraph: 'lastUpdated' },
  { paragraph: 'intro' },
  {
    paragraph: 'introPrivacy',
    when: when('the owner gave the address of its Privacy Policy', (facts) => facts.privacyPolicyUrl !== ''),
  },
  {
    paragraph: 'introPrivacyNoLink',
    when: when('the owner gave no address for its Privacy Policy', (facts) => facts.privacyPolicyUrl === ''),
  },

  // Premium: the key points in four bullets.
  { heading: 'summary.heading', level: 2, when: extra('summary') },
  { paragraph: 'summary.intro', when: extra('summary') },
  { each: 'summary', item: 'line', when: extra('summary') },

  // What cookies and similar technologies are (ePrivacy Art. 5(3): "clear and comprehensive information").
  { heading: 'what.heading', level: 2, requiredBy: ['eprivacy', 'pecr'] },
  { paragraph: 'what.cookies' },
  { paragraph: 'what.parties' },
  { paragraph: 'what.lifetime' },
  { paragraph: 'what.similar' },
  { list: ['what.similar.storage', 'what.similar.pixels', 'what.similar.scripts'] },
  { paragraph: 'what.term' },
  { heading: 'glossary.heading', level: 3, when: extra('glossary') },
  {
    list: [
      'glossary.consent',
      'glossary.strictlyNecessary',
      'glossary.domain',
      'glossary.identifier',
      'glossary.crossContext',
      'glossary.optOutSignal',
    ],
    when: extra('glossary'),
  },

  // The inventory.
  { heading: 'use.heading', level: 2, requiredBy: ['eprivacy', 'pecr', 'ccpa', 'canada'] },
  { paragraph: 'use.intro', when: anyCookies },
  { paragraph: 'use.none', when: noCookies },
  ...COOKIE_CATEGORIES.flatMap(categorySection),
  { heading: 'otherServices.heading', level: 3, when: otherServices },
  { paragraph: 'otherServices.intro', when: otherServices },
  { each: 'otherServices', item: 'provider.item' },
  { heading: 'cookieless.heading', level: 3, when: cookielessServices },
  { paragraph: 'cookieless.intro', when: cookielessServices },
  { each: 'cookieless', item: 'provider.item' },
  { heading: 'offSite.heading', level: 3, when: offSiteServices },
  { paragraph: 'offSite.intro', when: offSiteServices },
  { each: 'offSite', item: 'provider.item' },

  // Consent in the EEA and the UK: the rule, its exemptions, how consent is asked and withdrawn.
  { heading: 'consent.heading', level: 2, when: consentLaw, requiredBy: ['eprivacy', 'pecr'] },
  { paragraph: 'consent.eu', when: euVisitors },
  { paragraph: 'consent.ukToo', when: allOf(euVisitors, ukVisitors) },
  { paragraph: 'consent.ukOnly', when: ukOnlyVisitors },
  { paragraph: 'consent.standard', when: consentLaw },
  { paragraph: 'consent.exemptions', when: consentLaw },
  { list: ['consent.exemption.communication', 'consent.exemption.necessary'], when: consentLaw },
  { paragraph: 'consent.ukExceptions', when: ukVisitors },
  { paragraph: 'consent.ukStatistics', when: ukStatistics },
  { paragraph: 'consent.how', when: allOf(consentLaw, nonEssential, consentTool) },
  { paragraph: 'consent.rule', when: allOf(consentLaw, nonEssential, not(consentTool)) },
  { paragraph: 'consent.onlyNecessary', when: allOf(consentLaw, onlyNecessary) },
  { paragraph: 'consent.withdraw', when: allOf(consentLaw, nonEssential) },
  { heading: 'records.heading', level: 3, when: allOf(extra('consent_records'), consentTool) },
  { paragraph: 'records.text', when: allOf(extra('consent_records'), consentTool) },

  // Managing cookies: the site's settings, browsers, third-party and industry opt-outs, signals.
  { heading: 'manage.heading', level: 2, requiredBy: ['eprivacy', 'pecr', 'canada'] },
  { paragraph: 'manage.intro' },
  { heading: 'manage.settings.heading', level: 3, when: consentTool },
  { paragraph: 'manage.settings.text', when: consentTool },
  { heading: 'manage.browser.heading', level: 3 },
  { paragraph: 'manage.browser.intro' },
  {
    list: [
      'browser.chrome',
      'browser.firefox',
      'browser.safari',
      'browser.edge',
      'browser.opera',
      'browser.safariIos',
      'browser.chromeAndroid',
    ],
  },
  { paragraph: 'manage.browser.other' },
  { heading: 'manage.thirdParty.heading', level: 3, when: anyOf(optOutPages, advertisingCookies) },
  { paragraph: 'manage.thirdParty.intro', when: optOutPages },
  { each: 'optOuts', item: 'optOut.item' },
  { paragraph: 'manage.industry.intro', when: advertisingCookies },
  { each: 'industry', item: 'line', when: advertisingCookies },
  { heading: 'signals.heading', level: 3, requiredBy: ['ccpa', 'usStates'] },
  { paragraph: 'signals.gpcUs', when: usVisitors },
  { paragraph: 'signals.gpcHonoured', when: honoursGpcByChoice },
  { paragraph: 'signals.gpcNotHonoured', when: ignoresGpc },
  { paragraph: 'signals.dntHonoured', when: honoursDnt },
  { paragraph: 'signals.dntNotHonoured', when: ignoresDnt },

  // Pixels in marketing e-mails (the same consent rule applies to them).
  { heading: 'email.heading', level: 2, when: emailMarketing },
  { paragraph: 'email.text', when: emailMarketing },

  // United States: CCPA sale and sharing, CalOPPA, other state laws.
  { heading: 'us.heading', level: 2, when: usVisitors, requiredBy: ['ccpa', 'usStates'] },
  { paragraph: 'us.ccpaSharing', when: allOf(californiaVisitors, crossContextAds) },
  { paragraph: 'us.ccpaNoSharing', when: allOf(californiaVisitors, noCrossContextAds) },
  { paragraph: 'us.caloppaTracking', when: allOf(californiaVisitors, thirdPartyTracking) },
  { paragraph: 'us.caloppaNoTracking', when: allOf(californiaVisitors, noThirdPartyTracking) },
  { paragraph: 'us.statesAds', when: allOf(otherUsVisitors, crossContextAds) },
  { paragraph: 'us.statesNoAds', when: allOf(otherUsVisitors, noCrossContextAds) },

  // Canada: PIPEDA consent, online behavioural advertising, Quebec's off-by-default rule.
  { heading: 'canada.heading', level: 2, when: canadianVisitors, requiredBy: ['canada'] },
  { paragraph: 'canada.pipeda', when: canadianVisitors },
  { paragraph: 'canada.ads', when: allOf(canadianVisitors, crossContextAds) },
  { paragraph: 'canada.quebec', when: allOf(canadianVisitors, nonEssential, consentTool) },
  { paragraph: 'canada.quebecRule', when: allOf(canadianVisitors, nonEssential, not(consentTool)) },

  { heading: 'row.heading', level: 2, when: visitorsElsewhere },
  { paragraph: 'row.text', when: visitorsElsewhere },

  // Premium: how the inventory is kept accurate.
  { heading: 'audits.heading', level: 2, when: extra('cookie_audits') },
  { paragraph: 'audits.text', when: extra('cookie_audits') },

  { heading: 'changes.heading', level: 2 },
  { paragraph: 'changes.text' },
  { heading: 'contact.heading', level: 2 },
  { paragraph: 'contact.text' },
];
