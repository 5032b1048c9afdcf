import { COOKIE_CATEGORIES, type CookiesExtra } from '../../../shared/agreements/definitions/cookies-policy';
import type { CookieCategory, CookieDuration } from '../../../shared/agreements/providers';
import type { Answers } from '../../../shared/agreements/wizard-model';
import type { Language } from '../../../shared/i18n/languages';
import {
  absoluteUrl,
  type ComplianceRow,
  emailLink,
  esc,
  joinList,
  lawRequirements,
  markRequired,
  providerEntry,
  str,
  urlLink,
} from '../clause-helpers';
import type { LegacyGenerator } from '../legacy-library';
import {
  type ClauseBlock,
  type ClauseContext,
  type ClauseLibrary,
  type ClauseValues,
  escapeMarkdownUrl,
  fill,
  type Predicate,
} from '../legacy-library';
import { type CookieFacts, cookieFacts, type InventoryCookie } from './facts';

/**
 * The Cookies Policy (issue 5): one structure for every language. The facts (`cookieFacts`) say
 * which laws apply and which cookies the site uses; blocks and the compliance summary read them.
 * The inventory has no table (not in the Markdown subset): one `###` per category, one bullet per
 * cookie. Lists whose entries depend on the answers are built in `values`, where the catalog is at
 * hand, and kept per render context for the `each` blocks: every word still comes from
 * content/cookies-policy/<lang>.json.
 */

// ── Values ─────────────────────────────────────────────────────────────────────────────────────

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
export function durationText(duration: CookieDuration, language: Language, text: (key: string) => string) {
  if ('session' in duration) return text('duration.session');
  const form = pluralRulesFor(language).select(duration.amount) === 'one' ? 'one' : 'other';
  const key = `duration.${duration.unit}.${form}`;
  return fill(text(key), { count: String(duration.amount) }, key);
}

/** Text the owner wrote, escaped and ending like a sentence (it is followed by "Duration: …"). */
const sentence = (value: string) => {
  const escaped = esc(value);
  return /[.!?]$/.test(escaped) ? escaped : `${escaped}.`;
};

type LineList =
  | 'summary'
  | 'otherServices'
  | 'cookieless'
  | 'optOuts'
  | 'industry'
  | `inventory.${CookieCategory}`;
/** Partial: the inventory lists are keyed per category, built from `COOKIE_CATEGORIES`. */
type Lines = Partial<Record<LineList, ClauseValues[]>>;

/** What `values` prepared for the `each` blocks of one render. */
const renders = new WeakMap<ClauseContext, Lines>();

function linesOf(context: ClauseContext, name: LineList): ClauseValues[] {
  const lines = renders.get(context);
  if (!lines) throw new Error('cookies policy: values must be computed before the lists');
  return lines[name] ?? [];
}

function inventoryLine(
  cookie: InventoryCookie,
  language: Language,
  text: (key: string) => string,
): ClauseValues {
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

/** The document's values and, for the `each` blocks, its lists. */
function buildValues(context: ClauseContext, text: (key: string) => string): ClauseValues {
  const { answers, language } = context;
  const facts = cookieFacts(answers);
  const list = (keys: string[], type: 'conjunction' | 'disjunction' = 'conjunction') =>
    joinList(language, keys.map(text), type);
  const part = (key: string, values: ClauseValues = {}) => fill(text(key), values, key);

  const contactEmailLink = emailLink(str(answers, 'contact_email'));
  const address = str(answers, 'company_address');
  const settingsMethod = facts.settingsUrl
    ? part('method.settingsPage', { url: escapeMarkdownUrl(absoluteUrl(facts.settingsUrl)) })
    : facts.cmp
      ? text('method.settingsLink')
      : part('method.contact', { contactEmailLink });
  const areas = [...(facts.eu ? ['area.eea'] : []), ...(facts.uk ? ['area.uk'] : [])];
  const anyThirdParty =
    facts.inventory.some((cookie) => cookie.setBy.kind !== 'own') ||
    COOKIE_CATEGORIES.some((category) => facts.customByCategory[category].length > 0) ||
    facts.otherCustomServices.length > 0;

  const values: ClauseValues = {
    lastUpdated: context.lastUpdated,
    companyName: esc(str(answers, 'company_name')),
    websiteName: esc(str(answers, 'website_name')),
    websiteLink: urlLink(str(answers, 'website_url')),
    privacyPolicyUrl: facts.privacyPolicyUrl ? escapeMarkdownUrl(absoluteUrl(facts.privacyPolicyUrl)) : '',
    contactEmailLink,
    addressPart: address ? part('contact.addressPart', { address: esc(address) }) : '',
    cmpNamePart: facts.cmpName ? part('consent.cmpName', { name: esc(facts.cmpName) }) : '',
    settingsMethod,
    consentArea: list(areas),
    gdprNames: list([...(facts.eu ? ['law.gdpr'] : []), ...(facts.uk ? ['law.ukGdpr'] : [])]),
    dntAlternative: facts.gpc ? text('signals.dntAlternative') : '',
    refuseInSettings: facts.cmp ? text('manage.browser.refuseInSettings') : '',
    beforeChoice: text(facts.ukStatistics ? 'consent.beforeChoiceUk' : 'consent.beforeChoice'),
    emailConsent: facts.consentLaw ? part('email.consent', { consentArea: list(areas) }) : '',
  };

  const summaryKeys = [
    facts.categories.length > 0 ? 'summary.what' : 'summary.whatNone',
    anyThirdParty ? 'summary.thirdParties' : 'summary.noThirdParties',
    facts.consentLaw && facts.nonEssential ? 'summary.choiceConsent' : 'summary.choiceControl',
    'summary.contact',
  ];
  const categorySummary = list(facts.categories.map((category) => `category.${category}.short`));
  const withValues = (key: string, extra: ClauseValues = {}) => ({
    line: fill(text(key), extra, key, values),
  });

  // One list per category: its cookies, then the custom services that may set cookies of that kind.
  const inventory = Object.fromEntries(
    COOKIE_CATEGORIES.map((category) => [
      `inventory.${category}`,
      [
        ...facts.inventory
          .filter((cookie) => cookie.category === category)
          .map((cookie) => withValues('inventory.item', inventoryLine(cookie, language, text))),
        ...facts.customByCategory[category].map((service) =>
          withValues('inventory.customService', providerEntry({ custom: true, ...service }, text)),
        ),
      ],
    ]),
  );

  const lines: Lines = {
    ...inventory,
    summary: summaryKeys.map((key) => withValues(key, { categorySummary })),
    otherServices: facts.otherCustomServices.map((service) =>
      providerEntry({ custom: true, ...service }, text),
    ),
    // Not providerEntry: these services set no cookie, so their opt-out pages are not listed here.
    cookieless: facts.cookielessServices.map((provider) => ({
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
    ].map((key) => withValues(key)),
  };
  renders.set(context, lines);
  return values;
}

// ── Structure ──────────────────────────────────────────────────────────────────────────────────

/** A predicate over the facts. */
const when =
  (test: (facts: CookieFacts, context: ClauseContext) => boolean): Predicate =>
  (context) =>
    test(cookieFacts(context.answers), context);
/** A premium extra: only in the premium version, and only when chosen. */
const extra = (name: CookiesExtra, also: (facts: CookieFacts) => boolean = () => true): Predicate =>
  when((facts, context) => context.premium && facts.extras.has(name) && also(facts));
const lines = (name: LineList, item: string, condition?: Predicate): ClauseBlock => ({
  each: (context) => linesOf(context, name),
  item,
  ...(condition ? { when: condition } : {}),
});

const uses = (category: CookieCategory) => when((facts) => facts.categories.includes(category));
const advertising = uses('advertising');

/** One category of the inventory: what the cookies do, whether they need consent, then one bullet each. */
function categorySection(category: CookieCategory): ClauseBlock[] {
  const shown = uses(category);
  const legal: ClauseBlock[] =
    category === 'strictly_necessary'
      ? [
          { paragraph: 'category.strictly_necessary.consentTool', when: when((facts) => facts.cmp) },
          {
            paragraph: 'category.strictly_necessary.legal',
            when: when((facts) => facts.consentLaw && facts.categories.includes(category)),
          },
        ]
      : [
          {
            paragraph: 'category.consent',
            when: when(
              (facts) =>
                facts.categories.includes(category) &&
                facts.consentLaw &&
                !(category === 'analytics' && facts.ukStatistics),
            ),
          },
        ];
  if (category === 'analytics') {
    // UK analytics under the statistics exception: consent in the EEA only, objection in the UK.
    legal.push(
      { paragraph: 'category.analytics.consentEea', when: when((facts) => facts.ukStatistics && facts.eu) },
      { paragraph: 'category.analytics.ukException', when: when((facts) => facts.ukStatistics) },
    );
  }
  return [
    { heading: `category.${category}.heading`, level: 3, when: shown },
    { paragraph: `category.${category}.description`, when: shown },
    { paragraph: `category.${category}.own`, when: when((facts) => facts.ownCategories.has(category)) },
    ...legal,
    lines(`inventory.${category}`, 'line', shown),
  ];
}

const consentLaw = when((facts) => facts.consentLaw);
const asksConsent = when((facts) => facts.consentLaw && facts.nonEssential);

const BLOCKS: ClauseBlock[] = [
  { heading: 'title', level: 1 },
  { paragraph: 'lastUpdated' },
  { paragraph: 'intro' },
  { paragraph: 'introPrivacy', when: when((facts) => facts.privacyPolicyUrl !== '') },
  { paragraph: 'introPrivacyNoLink', when: when((facts) => facts.privacyPolicyUrl === '') },

  // Premium: the key points in four bullets.
  { heading: 'summary.heading', level: 2, when: extra('summary') },
  { paragraph: 'summary.intro', when: extra('summary') },
  lines('summary', 'line', extra('summary')),

  // What cookies and similar technologies are (ePrivacy Art. 5(3): "clear and comprehensive information").
  { heading: 'what.heading', level: 2 },
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
  { heading: 'use.heading', level: 2 },
  { paragraph: 'use.intro', when: when((facts) => facts.categories.length > 0) },
  { paragraph: 'use.none', when: when((facts) => facts.categories.length === 0) },
  ...COOKIE_CATEGORIES.flatMap(categorySection),
  { heading: 'otherServices.heading', level: 3, when: when((facts) => facts.otherCustomServices.length > 0) },
  { paragraph: 'otherServices.intro', when: when((facts) => facts.otherCustomServices.length > 0) },
  lines('otherServices', 'provider.item'),
  { heading: 'cookieless.heading', level: 3, when: when((facts) => facts.cookielessServices.length > 0) },
  { paragraph: 'cookieless.intro', when: when((facts) => facts.cookielessServices.length > 0) },
  lines('cookieless', 'provider.item'),

  // Consent in the EEA and the UK: the rule, its exemptions, how consent is asked and withdrawn.
  { heading: 'consent.heading', level: 2, when: consentLaw },
  { paragraph: 'consent.eu', when: when((facts) => facts.eu) },
  { paragraph: 'consent.ukToo', when: when((facts) => facts.eu && facts.uk) },
  { paragraph: 'consent.ukOnly', when: when((facts) => facts.uk && !facts.eu) },
  { paragraph: 'consent.standard', when: consentLaw },
  { paragraph: 'consent.exemptions', when: consentLaw },
  { list: ['consent.exemption.communication', 'consent.exemption.necessary'], when: consentLaw },
  { paragraph: 'consent.ukExceptions', when: when((facts) => facts.uk) },
  { paragraph: 'consent.ukStatistics', when: when((facts) => facts.ukStatistics) },
  { paragraph: 'consent.how', when: asksConsent },
  { paragraph: 'consent.onlyNecessary', when: when((facts) => facts.consentLaw && !facts.nonEssential) },
  { paragraph: 'consent.withdraw', when: asksConsent },
  { heading: 'records.heading', level: 3, when: extra('consent_records', (facts) => facts.cmp) },
  { paragraph: 'records.text', when: extra('consent_records', (facts) => facts.cmp) },

  // Managing cookies: the site's settings, browsers, third-party and industry opt-outs, signals.
  { heading: 'manage.heading', level: 2 },
  { paragraph: 'manage.intro' },
  { heading: 'manage.settings.heading', level: 3, when: when((facts) => facts.cmp) },
  { paragraph: 'manage.settings.text', when: when((facts) => facts.cmp) },
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
  {
    heading: 'manage.thirdParty.heading',
    level: 3,
    when: when((facts) => facts.optOuts.length > 0 || facts.categories.includes('advertising')),
  },
  { paragraph: 'manage.thirdParty.intro', when: when((facts) => facts.optOuts.length > 0) },
  lines('optOuts', 'optOut.item'),
  { paragraph: 'manage.industry.intro', when: advertising },
  lines('industry', 'line', advertising),
  { heading: 'signals.heading', level: 3 },
  { paragraph: 'signals.gpcUs', when: when((facts) => facts.us) },
  { paragraph: 'signals.gpcHonoured', when: when((facts) => !facts.us && facts.gpc) },
  { paragraph: 'signals.gpcNotHonoured', when: when((facts) => !facts.gpc) },
  { paragraph: 'signals.dntHonoured', when: when((facts) => facts.dnt) },
  { paragraph: 'signals.dntNotHonoured', when: when((facts) => !facts.dnt) },

  // Pixels in marketing e-mails (the same consent rule applies to them).
  { heading: 'email.heading', level: 2, when: when((facts) => facts.emailMarketing) },
  { paragraph: 'email.text', when: when((facts) => facts.emailMarketing) },

  // United States: CCPA sale/sharing, CalOPPA, other state laws.
  { heading: 'us.heading', level: 2, when: when((facts) => facts.us) },
  { paragraph: 'us.ccpaSharing', when: when((facts) => facts.california && facts.crossContextAds) },
  { paragraph: 'us.ccpaNoSharing', when: when((facts) => facts.california && !facts.crossContextAds) },
  { paragraph: 'us.caloppaTracking', when: when((facts) => facts.california && facts.thirdPartyTracking) },
  { paragraph: 'us.caloppaNoTracking', when: when((facts) => facts.california && !facts.thirdPartyTracking) },
  { paragraph: 'us.statesAds', when: when((facts) => facts.usOther && facts.crossContextAds) },
  { paragraph: 'us.statesNoAds', when: when((facts) => facts.usOther && !facts.crossContextAds) },

  // Canada: PIPEDA consent, online behavioural advertising, Quebec's off-by-default rule.
  { heading: 'canada.heading', level: 2, when: when((facts) => facts.canada) },
  { paragraph: 'canada.pipeda', when: when((facts) => facts.canada) },
  { paragraph: 'canada.ads', when: when((facts) => facts.canada && facts.crossContextAds) },
  { paragraph: 'canada.quebec', when: when((facts) => facts.canada && facts.nonEssential) },

  { heading: 'row.heading', level: 2, when: when((facts) => facts.restOfWorld) },
  { paragraph: 'row.text', when: when((facts) => facts.restOfWorld) },

  // Premium: how the inventory is kept accurate.
  { heading: 'audits.heading', level: 2, when: extra('cookie_audits') },
  { paragraph: 'audits.text', when: extra('cookie_audits') },

  { heading: 'changes.heading', level: 2 },
  { paragraph: 'changes.text' },
  { heading: 'contact.heading', level: 2 },
  { paragraph: 'contact.text' },
];

/** The laws that make a section mandatory (the editor warns when an edit removes one, issue 6 §3). */
const requiredBy = lawRequirements(
  cookieFacts,
  {
    eprivacy: (facts) => facts.eu,
    pecr: (facts) => facts.uk,
    ccpa: (facts) => facts.california,
    usStates: (facts) => facts.usOther,
    canada: (facts) => facts.canada,
  },
  'cookiesPolicy.compliance.laws',
);

export const cookiesPolicyLibrary: ClauseLibrary = {
  values: buildValues,
  // ePrivacy Art. 5(3) / PECR reg. 6: clear and comprehensive information about what is stored and why,
  // and how to refuse; CCPA/CalOPPA and other states: tracking, sharing and opt-out signals; PIPEDA.
  blocks: markRequired(BLOCKS, {
    'what.heading': requiredBy('eprivacy', 'pecr'),
    'use.heading': requiredBy('eprivacy', 'pecr', 'ccpa', 'canada'),
    'consent.heading': requiredBy('eprivacy', 'pecr'),
    'manage.heading': requiredBy('eprivacy', 'pecr', 'canada'),
    'signals.heading': requiredBy('ccpa', 'usStates'),
    'us.heading': requiredBy('ccpa', 'usStates'),
    'canada.heading': requiredBy('canada'),
  }),
};

// ── Compliance summary ─────────────────────────────────────────────────────────────────────────

const C = 'cookiesPolicy.compliance';
const lawKey = (law: string) => `${C}.laws.${law}`;
const presentKeys = (items: (string | false)[]) =>
  items.filter((item): item is string => item !== false).map((item) => `${C}.present.${item}`);
const todoKeys = (items: (string | false)[]) =>
  items.filter((item): item is string => item !== false).map((item) => `${C}.todo.${item}`);

/**
 * Per law the document addresses: the required items it contains, and what the owner must still do
 * outside the document. Keys of the `wizard` namespace (English in locales/en/wizard/cookies-policy.json).
 */
export function cookiesPolicyCompliance(answers: Answers): ComplianceRow[] {
  const facts = cookieFacts(answers);
  const rows: ComplianceRow[] = [];
  const ads = facts.crossContextAds;
  const optOutLinks = facts.optOuts.length > 0 || facts.categories.includes('advertising');
  const consentTodos = [
    facts.nonEssential && (facts.cmp ? 'consentBanner' : 'installConsentTool'),
    facts.nonEssential && 'equalChoice',
    facts.nonEssential && 'recordConsent',
    facts.nonEssential && !facts.settingsUrl && 'settingsLink',
    facts.emailMarketing && 'emailConsent',
  ];
  const shared = [
    'cookieTypes',
    'inventory',
    'thirdParties',
    'consentRule',
    'exemptions',
    facts.nonEssential && 'withdrawal',
    'browserControls',
    optOutLinks && 'optOutLinks',
    facts.emailMarketing && 'emailPixels',
    facts.privacyPolicyUrl !== '' && 'privacyPolicyLink',
  ];

  if (facts.eu) {
    rows.push({
      law: lawKey('eprivacy'),
      present: presentKeys(shared),
      ownerTodo: todoKeys([
        ...consentTodos,
        (ads || facts.categories.includes('social')) && 'jointControllers',
        !facts.privacyPolicyUrl && 'privacyPolicy',
        'keepInventory',
        'linkPolicy',
      ]),
    });
  }

  if (facts.uk) {
    rows.push({
      law: lawKey('pecr'),
      present: presentKeys([...shared, 'ukExceptions', facts.ukStatistics && 'ukObjection']),
      ownerTodo: todoKeys([
        ...consentTodos,
        facts.ukStatistics && 'ukObjectionMeans',
        facts.ukStatistics && 'ukAnalyticsCheck',
        !facts.privacyPolicyUrl && 'privacyPolicy',
        'keepInventory',
        'linkPolicy',
      ]),
    });
  }

  if (facts.california) {
    rows.push({
      law: lawKey('ccpa'),
      present: presentKeys([
        'ccpaSharing',
        ads && 'ccpaOptOut',
        'gpc',
        'doNotTrack',
        'thirdPartyTracking',
        facts.privacyPolicyUrl !== '' && 'privacyPolicyLink',
      ]),
      ownerTodo: todoKeys([
        'ccpaApplicability',
        ads && 'doNotSellLink',
        ads && 'honourGpc',
        ads && 'displayGpcStatus',
        ads && 'bannerNotOptOut',
        ads && 'adContracts',
        'privacyPolicyCcpa',
      ]),
    });
  }

  if (facts.usOther) {
    rows.push({
      law: lawKey('usStates'),
      present: presentKeys([ads ? 'targetedAdvertising' : 'noTargetedAdvertising', 'gpc']),
      ownerTodo: todoKeys(['usApplicability', ads && 'optOutTargeted', ads && 'honourGpc']),
    });
  }

  if (facts.canada) {
    rows.push({
      law: lawKey('canada'),
      present: presentKeys([
        'pipedaConsent',
        ads && 'obaOptOut',
        facts.nonEssential && 'quebecDefault',
        'browserControls',
      ]),
      ownerTodo: todoKeys([facts.nonEssential && 'quebecOptIn', ads && 'obaConditions']),
    });
  }

  return rows;
}

/** What index.ts renders the type with: the old shape, until the library moves to defineClauseLibrary. */
export const cookiesPolicyGenerator: LegacyGenerator = {
  legacy: cookiesPolicyLibrary,
  compliance: cookiesPolicyCompliance,
};
