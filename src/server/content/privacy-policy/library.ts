import type {
  PrivacyDataCategory,
  PrivacyExtra,
  PrivacyJurisdiction,
} from '../../../shared/agreements/definitions/privacy-policy';
import { findProvider } from '../../../shared/agreements/provider-catalogue';
import type { ProviderCategory } from '../../../shared/agreements/providers';
import type { Answers, ProviderAnswer } from '../../../shared/agreements/wizard-model';
import { EEA_COUNTRIES } from '../../../shared/countries/eea';
import {
  absoluteUrl,
  addressWithoutCountry,
  type ComplianceRow,
  countryName as countryNameIn,
  emailLink,
  esc,
  joinList,
  lawRequirements,
  providerEntry,
  str,
  strings,
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

/**
 * The Privacy Policy (issue 4 §6): one structure for every language. What the answers imply is
 * derived once per answers object (`privacyFacts`): which laws apply, what is sold or shared, which
 * cookies are not essential. Block conditions and the compliance summary read those facts, so the
 * document and the summary cannot disagree.
 *
 * Lists whose entries depend on the answers (data categories, purposes, providers, the CCPA
 * categories) are built in `values`, where the catalog is at hand, and kept per render context for
 * the `each` blocks: every word still comes from content/privacy-policy/<lang>.json.
 */

// ── Facts ──────────────────────────────────────────────────────────────────────────────────────

const PROVIDER_FIELDS: [field: string, category: ProviderCategory][] = [
  ['payment_providers', 'payments'],
  ['email_providers', 'email_marketing'],
  ['analytics_providers', 'analytics'],
  ['advertising_providers', 'advertising'],
  ['remarketing_providers', 'behavioral_remarketing'],
  ['affiliate_providers', 'affiliate'],
  ['misc_providers', 'miscellaneous'],
];

/** The order in which the provider categories are listed in the document. */
const PROVIDER_SECTIONS: ProviderCategory[] = [
  'payments',
  'email_marketing',
  'analytics',
  'advertising',
  'behavioral_remarketing',
  'affiliate',
  'miscellaneous',
];

export type ContactMethod = { method: 'phone' | 'toll_free' | 'postal' | 'web_form'; value: string };

export type PrivacyFacts = {
  platforms: Set<string>;
  jurisdictions: Set<PrivacyJurisdiction>;
  eu: boolean;
  uk: boolean;
  /** The GDPR or the UK GDPR applies. */
  gdpr: boolean;
  california: boolean;
  usOther: boolean;
  us: boolean;
  canada: boolean;
  brazil: boolean;
  australia: boolean;
  restOfWorld: boolean;
  /** Legal bases are stated per purpose (GDPR, UK GDPR, LGPD). */
  legalBases: boolean;
  data: Set<PrivacyDataCategory>;
  sensitiveTypes: string[];
  purposes: Set<string>;
  providers: Record<ProviderCategory, ProviderAnswer[]>;
  anyProviders: boolean;
  /** Advertising or remarketing: "sharing" for cross-context behavioural advertising (CCPA), targeted advertising elsewhere. */
  ads: boolean;
  sells: boolean;
  saleRecipients: string[];
  saleOrShare: boolean;
  nonEssentialCookies: boolean;
  thirdPartyTracking: boolean;
  /** Sensitive personal information under the CPRA: special categories, log-in credentials, precise geolocation. */
  caSensitive: boolean;
  rightToLimit: boolean;
  children: boolean;
  automated: boolean;
  hasDpo: boolean;
  needsEuRep: boolean;
  hasEuRep: boolean;
  needsUkRep: boolean;
  hasUkRep: boolean;
  contactMethods: ContactMethod[];
  hasPhone: boolean;
  extras: Set<PrivacyExtra>;
};

const factsCache = new WeakMap<Answers, PrivacyFacts>();

/** What the checked answers imply, computed once per answers object. */
export function privacyFacts(answers: Answers): PrivacyFacts {
  const cached = factsCache.get(answers);
  if (cached) return cached;
  const jurisdictions = new Set(strings(answers, 'jurisdictions') as PrivacyJurisdiction[]);
  const data = new Set(strings(answers, 'data_collected') as PrivacyDataCategory[]);
  const purposes = new Set(strings(answers, 'purposes'));
  const providers = Object.fromEntries(
    PROVIDER_SECTIONS.map((category) => [category, []]),
  ) as unknown as Record<ProviderCategory, ProviderAnswer[]>;
  for (const [field, category] of PROVIDER_FIELDS) {
    const value = answers[field];
    if (Array.isArray(value)) providers[category] = value as ProviderAnswer[];
  }
  const eu = jurisdictions.has('eu');
  const uk = jurisdictions.has('uk');
  const california = jurisdictions.has('california');
  const usOther = jurisdictions.has('us_other');
  const brazil = jurisdictions.has('brazil');
  const country = str(answers, 'company_country');
  const ads = purposes.has('advertising') || purposes.has('remarketing');
  const sells = str(answers, 'sells_data') === 'yes';
  const trackingCategories: ProviderCategory[] = [
    'analytics',
    'advertising',
    'behavioral_remarketing',
    'affiliate',
  ];
  const setsOptionalCookies = (answer: ProviderAnswer, category: ProviderCategory) => {
    if (!('id' in answer)) return trackingCategories.includes(category);
    return (findProvider(answer.id)?.cookies ?? []).some(
      (cookie) => cookie.category !== 'strictly_necessary',
    );
  };
  const contactMethods = ((answers.contact_methods as Answers[] | undefined) ?? []).flatMap((entry) => {
    const method = str(entry, 'method') as ContactMethod['method'];
    const value = method === 'web_form' ? str(entry, 'url') : str(entry, 'value');
    return method && value ? [{ method, value }] : [];
  });
  const caSensitive = data.has('sensitive') || data.has('account') || data.has('precise_location');
  const facts: PrivacyFacts = {
    platforms: new Set(strings(answers, 'platforms')),
    jurisdictions,
    eu,
    uk,
    gdpr: eu || uk,
    california,
    usOther,
    us: california || usOther,
    canada: jurisdictions.has('canada'),
    brazil,
    australia: jurisdictions.has('australia'),
    restOfWorld: jurisdictions.has('rest_of_world'),
    legalBases: eu || uk || brazil,
    data,
    sensitiveTypes: data.has('sensitive') ? strings(answers, 'sensitive_types') : [],
    purposes,
    providers,
    anyProviders: PROVIDER_SECTIONS.some((category) => providers[category].length > 0),
    ads,
    sells,
    saleRecipients: sells ? strings(answers, 'sale_recipients') : [],
    saleOrShare: sells || ads,
    nonEssentialCookies:
      ads ||
      PROVIDER_SECTIONS.some((category) =>
        providers[category].some((answer) => setsOptionalCookies(answer, category)),
      ),
    thirdPartyTracking:
      ads ||
      providers.affiliate.length > 0 ||
      providers.advertising.length > 0 ||
      providers.behavioral_remarketing.length > 0 ||
      providers.analytics.some((answer) => setsOptionalCookies(answer, 'analytics')),
    caSensitive,
    rightToLimit: california && caSensitive && str(answers, 'ca_sensitive_beyond') === 'yes',
    children: str(answers, 'children') === 'children_yes',
    automated: str(answers, 'automated_decisions') === 'yes',
    hasDpo: str(answers, 'has_dpo') === 'yes' && str(answers, 'dpo_email') !== '',
    needsEuRep: eu && !(EEA_COUNTRIES as readonly string[]).includes(country),
    hasEuRep: eu && str(answers, 'eu_rep_name') !== '' && str(answers, 'eu_rep_email') !== '',
    needsUkRep: uk && country !== 'GB',
    hasUkRep: uk && str(answers, 'uk_rep_name') !== '' && str(answers, 'uk_rep_email') !== '',
    contactMethods,
    hasPhone: contactMethods.some((entry) => entry.method === 'phone' || entry.method === 'toll_free'),
    extras: new Set(strings(answers, 'extras') as PrivacyExtra[]),
  };
  factsCache.set(answers, facts);
  return facts;
}

// ── Values ─────────────────────────────────────────────────────────────────────────────────────

/** The CCPA's statutory categories (Cal. Civ. Code § 1798.140(v), (ae)) the answers can reach. */
type CcpaCategory = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'K' | 'L';
type SourceKind =
  | 'direct'
  | 'automatic'
  | 'providers'
  | 'social'
  | 'partners'
  | 'public'
  | 'brokers'
  | 'inferred';
type PurposeKey =
  | 'provide'
  | 'accounts'
  | 'orders'
  | 'support'
  | 'content'
  | 'marketing'
  | 'analytics'
  | 'personalisation'
  | 'advertising'
  | 'remarketing'
  | 'affiliate'
  | 'sensitive'
  | 'security'
  | 'legal';

const CCPA_SOURCES: Record<CcpaCategory, SourceKind[]> = {
  A: ['direct', 'automatic', 'providers', 'social', 'partners', 'public', 'brokers'],
  B: ['direct', 'providers', 'social', 'partners', 'public', 'brokers'],
  C: ['direct', 'partners', 'brokers'],
  D: ['direct', 'providers'],
  E: ['direct'],
  F: ['automatic', 'providers'],
  G: ['automatic'],
  H: ['direct'],
  I: ['direct', 'public', 'partners', 'brokers'],
  K: ['inferred', 'providers'],
  L: ['direct', 'automatic'],
};
const CCPA_PURPOSES: Record<CcpaCategory, PurposeKey[]> = {
  A: [
    'provide',
    'accounts',
    'orders',
    'support',
    'marketing',
    'analytics',
    'personalisation',
    'advertising',
    'remarketing',
    'affiliate',
    'security',
    'legal',
  ],
  B: ['provide', 'accounts', 'orders', 'support', 'marketing', 'security', 'legal'],
  C: ['provide', 'personalisation', 'sensitive', 'legal'],
  D: ['orders', 'analytics', 'marketing', 'legal'],
  E: ['sensitive', 'security'],
  F: ['provide', 'analytics', 'personalisation', 'advertising', 'remarketing', 'affiliate', 'security'],
  G: ['provide', 'analytics', 'personalisation', 'advertising', 'security'],
  H: ['provide', 'support', 'content', 'legal'],
  I: ['provide', 'marketing', 'personalisation'],
  K: ['personalisation', 'advertising', 'remarketing', 'marketing'],
  L: ['provide', 'accounts', 'sensitive', 'security'],
};
/** Which provider categories receive each CCPA category for a business purpose. */
const CCPA_RECIPIENTS: Record<CcpaCategory, ProviderCategory[]> = {
  A: ['payments', 'email_marketing', 'analytics', 'advertising', 'behavioral_remarketing', 'affiliate'],
  B: ['payments', 'email_marketing'],
  C: [],
  D: ['payments', 'analytics', 'affiliate'],
  E: [],
  F: ['analytics', 'advertising', 'behavioral_remarketing', 'affiliate'],
  G: ['analytics', 'advertising'],
  H: [],
  I: ['email_marketing'],
  K: ['advertising', 'behavioral_remarketing'],
  L: [],
};
/** The categories a sale covers, and those that advertising partners receive ("sharing"). */
const CCPA_SOLD = new Set<CcpaCategory>(['A', 'D', 'F', 'K']);
const CCPA_SHARED = new Set<CcpaCategory>(['A', 'F', 'K']);

/** The CCPA categories collected, each with the examples the answers support (clause keys). */
function ccpaCategories(facts: PrivacyFacts): [CcpaCategory, string[]][] {
  const has = (category: PrivacyDataCategory) => facts.data.has(category);
  const sensitive = new Set(facts.sensitiveTypes);
  const examples: Record<CcpaCategory, string[]> = {
    A: [
      ...(has('contact') ? ['ccpa.ex.name', 'ccpa.ex.email', 'ccpa.ex.postal'] : []),
      ...(has('account') ? ['ccpa.ex.accountName'] : []),
      ...(has('usage') || has('precise_location') ? ['ccpa.ex.ip', 'ccpa.ex.deviceIds'] : []),
      ...(has('social') ? ['ccpa.ex.socialHandle'] : []),
    ],
    B: [
      ...(has('contact') ? ['ccpa.ex.nameAddressPhone'] : []),
      ...(has('payment') ? ['ccpa.ex.billing'] : []),
      ...(has('professional') ? ['ccpa.ex.employment'] : []),
      ...(sensitive.has('health') ? ['ccpa.ex.medical'] : []),
    ],
    C: [
      ...(has('demographic') ? ['ccpa.ex.ageGender'] : []),
      ...(sensitive.has('racial_ethnic') ? ['ccpa.ex.race'] : []),
      ...(sensitive.has('religious') ? ['ccpa.ex.religion'] : []),
      ...(sensitive.has('sex_life') ? ['ccpa.ex.sexualOrientation'] : []),
      ...(sensitive.has('health') ? ['ccpa.ex.disability'] : []),
      ...(sensitive.has('genetic') ? ['ccpa.ex.geneticInformation'] : []),
    ],
    D: has('payment') ? ['ccpa.ex.purchases'] : [],
    E: sensitive.has('biometric') ? ['ccpa.ex.biometric'] : [],
    F: has('usage') ? ['ccpa.ex.browsing', 'ccpa.ex.interactions'] : [],
    G: [
      ...(has('usage') ? ['ccpa.ex.approximateLocation'] : []),
      ...(has('precise_location') ? ['ccpa.ex.preciseLocation'] : []),
    ],
    H: [
      ...(has('communications') ? ['ccpa.ex.messages'] : []),
      ...(has('user_content') ? ['ccpa.ex.uploads'] : []),
    ],
    I: has('professional') ? ['ccpa.ex.jobTitle'] : [],
    K: facts.purposes.has('personalisation') || facts.ads ? ['ccpa.ex.preferences'] : [],
    L: [
      ...(has('account') ? ['ccpa.ex.credentials'] : []),
      ...(has('precise_location') ? ['ccpa.ex.preciseLocation'] : []),
      ...facts.sensitiveTypes.map((type) => `sensitive.${type}`),
    ],
  };
  return (Object.entries(examples) as [CcpaCategory, string[]][]).filter(([, keys]) => keys.length > 0);
}

/** The purposes the document lists, in order: chosen ones and those the data implies. */
function activePurposes(facts: PrivacyFacts): PurposeKey[] {
  const active: Record<PurposeKey, boolean> = {
    provide: true,
    accounts: facts.data.has('account'),
    orders: facts.data.has('payment'),
    support: facts.data.has('communications') || facts.data.has('contact'),
    content: facts.data.has('user_content'),
    marketing: facts.purposes.has('marketing'),
    analytics: facts.purposes.has('analytics'),
    personalisation: facts.purposes.has('personalisation'),
    advertising: facts.purposes.has('advertising'),
    remarketing: facts.purposes.has('remarketing'),
    affiliate: facts.purposes.has('affiliate'),
    sensitive: facts.data.has('sensitive'),
    security: true,
    legal: true,
  };
  return (Object.keys(active) as PurposeKey[]).filter((purpose) => active[purpose]);
}

function activeSources(facts: PrivacyFacts, answers: Answers): Set<SourceKind> {
  const other = new Set(strings(answers, 'other_sources'));
  const sources = new Set<SourceKind>(['direct']);
  if (facts.data.has('usage') || facts.data.has('precise_location') || facts.nonEssentialCookies)
    sources.add('automatic');
  if (facts.anyProviders) sources.add('providers');
  if (facts.data.has('social') || other.has('social_networks')) sources.add('social');
  if (other.has('partners')) sources.add('partners');
  if (other.has('public_sources')) sources.add('public');
  if (other.has('data_brokers')) sources.add('brokers');
  if (facts.purposes.has('personalisation') || facts.ads) sources.add('inferred');
  return sources;
}

type Lines = Record<
  | 'dataCategories'
  | 'sources'
  | 'purposes'
  | 'otherRecipients'
  | 'ccpa'
  | 'contact'
  | 'retention'
  | 'caRights'
  | 'usRights'
  | ProviderCategory,
  ClauseValues[]
>;
type RenderState = { lines: Lines };

/** What `values` prepared for the `each` blocks of one render. */
const renders = new WeakMap<ClauseContext, RenderState>();

function linesOf(context: ClauseContext, name: keyof Lines): ClauseValues[] {
  const state = renders.get(context);
  if (!state) throw new Error('privacy policy: values must be computed before the lists');
  return state.lines[name];
}

function buildValues(context: ClauseContext, text: (key: string) => string): ClauseValues {
  const { answers, language } = context;
  const facts = privacyFacts(answers);
  const list = (keys: string[], type: 'conjunction' | 'disjunction' = 'conjunction') =>
    joinList(language, keys.map(text), type);
  const part = (key: string, values: ClauseValues = {}) => fill(text(key), values, key);

  const companyName = esc(str(answers, 'company_name'));
  const countryCode = str(answers, 'company_country');
  const address = addressWithoutCountry(str(answers, 'company_address'), countryCode);
  const countryName = countryNameIn(countryCode, language);
  const contactEmailLink = emailLink(str(answers, 'contact_email'));
  const storage = esc(str(answers, 'storage_location'));
  const dpoName = esc(str(answers, 'dpo_name'));
  const dpoEmailLink = facts.hasDpo ? emailLink(str(answers, 'dpo_email')) : contactEmailLink;

  // The Service: each platform as a phrase, the website and social page linked.
  const platformPhrases: string[] = [];
  const websiteUrl = str(answers, 'website_url');
  const socialUrl = str(answers, 'social_page_url');
  for (const platform of ['website', 'app', 'mobile', 'desktop', 'social']) {
    if (!facts.platforms.has(platform)) continue;
    if (platform === 'website')
      platformPhrases.push(
        websiteUrl ? part('platform.website', { url: urlLink(websiteUrl) }) : text('platform.websitePlain'),
      );
    else if (platform === 'social' && socialUrl)
      platformPhrases.push(part('platform.socialLinked', { url: urlLink(socialUrl) }));
    else platformPhrases.push(text(`platform.${platform}`));
  }

  const phones = facts.contactMethods
    .filter((entry) => entry.method === 'phone' || entry.method === 'toll_free')
    .map((entry) => esc(entry.value));
  const webForm = facts.contactMethods.find((entry) => entry.method === 'web_form');
  const requestMethods = [
    part('requests.byEmail', { contactEmailLink }),
    ...(phones.length > 0
      ? [part('requests.byPhone', { phones: joinList(language, phones, 'disjunction') })]
      : []),
    ...(webForm ? [part('requests.byForm', { url: escapeMarkdownUrl(absoluteUrl(webForm.value)) })] : []),
  ];
  const automatedLogic = esc(str(answers, 'automated_logic'));

  const gdprAreaKeys = [...(facts.eu ? ['area.eea'] : []), ...(facts.uk ? ['area.uk'] : [])];
  const lawsWithBases = [
    ...(facts.eu ? ['law.gdpr'] : []),
    ...(facts.uk ? ['law.ukGdpr'] : []),
    ...(facts.brazil ? ['law.lgpd'] : []),
  ];
  const purposes = activePurposes(facts);
  const sources = activeSources(facts, answers);
  const saleRecipients = list(facts.saleRecipients.map((recipient) => `recipient.${recipient}`));
  const usActivity = [
    ...(facts.sells ? ['us.activity.sale'] : []),
    ...(facts.ads ? ['us.activity.ads'] : []),
  ];
  const caActivity = [
    ...(facts.sells ? [part('ca.activity.sold', { recipients: saleRecipients })] : []),
    ...(facts.ads ? [text('ca.activity.shared')] : []),
  ];
  const changeNotice = strings(answers, 'change_notice').map((method) => `changes.by.${method}`);
  const cookiePurposes = [
    'cookies.purpose.operate',
    ...(facts.purposes.has('analytics') ? ['cookies.purpose.analytics'] : []),
    ...(facts.purposes.has('personalisation') ? ['cookies.purpose.personalisation'] : []),
    ...(facts.ads ? ['cookies.purpose.advertising'] : []),
    ...(facts.purposes.has('affiliate') ? ['cookies.purpose.affiliate'] : []),
  ];
  const summarySharing = facts.sells
    ? 'summary.sharing.sells'
    : facts.ads
      ? 'summary.sharing.ads'
      : 'summary.sharing.none';

  const values: ClauseValues = {
    lastUpdated: context.lastUpdated,
    companyName,
    serviceName: esc(str(answers, 'website_name')),
    platformList: joinList(language, platformPhrases),
    companyLocation: address
      ? part('who.locationAddress', { address: esc(address), country: countryName })
      : part('who.locationCountry', { country: countryName }),
    contactEmailLink,
    dpoNamePart: dpoName ? part('who.dpoName', { name: dpoName }) : '',
    dpoEmailLink,
    euRepName: esc(str(answers, 'eu_rep_name')),
    euRepEmailLink: facts.hasEuRep ? emailLink(str(answers, 'eu_rep_email')) : '',
    euRepAddressPart: str(answers, 'eu_rep_address')
      ? part('who.repAddress', { address: esc(str(answers, 'eu_rep_address')) })
      : '',
    ukRepName: esc(str(answers, 'uk_rep_name')),
    ukRepEmailLink: facts.hasUkRep ? emailLink(str(answers, 'uk_rep_email')) : '',
    ukRepAddressPart: str(answers, 'uk_rep_address')
      ? part('who.repAddress', { address: esc(str(answers, 'uk_rep_address')) })
      : '',
    officerNamePart: dpoName ? part('canada.officerName', { name: dpoName }) : '',
    officerEmailLink: dpoEmailLink,
    encarregadoNamePart: dpoName ? part('brazil.encarregadoName', { name: dpoName }) : '',
    sensitiveTypes: list(facts.sensitiveTypes.map((type) => `sensitive.${type}`)),
    lawsWithBases: list(lawsWithBases, 'disjunction'),
    gdprArea: list(gdprAreaKeys, 'disjunction'),
    gdprLaws: list([...(facts.eu ? ['law.gdprShort'] : []), ...(facts.uk ? ['law.ukGdprShort'] : [])]),
    gdprAuthorities: list(
      [...(facts.eu ? ['rights.gdpr.authorityEu'] : []), ...(facts.uk ? ['rights.gdpr.authorityUk'] : [])],
      'disjunction',
    ),
    ukAddendum: facts.uk ? text('transfers.ukAddendum') : '',
    dpfName: text(
      facts.eu && facts.uk ? 'transfers.dpf.both' : facts.uk ? 'transfers.dpf.uk' : 'transfers.dpf.eu',
    ),
    storageLocation: storage,
    storagePart: storage ? part('transfers.storagePart', { location: storage }) : '',
    auCountries: storage ? part('au.countries', { location: storage }) : text('au.countriesUnknown'),
    requestMethods: joinList(language, requestMethods, 'disjunction'),
    saleRecipients,
    caActivity: joinList(language, caActivity),
    usActivity: list(usActivity),
    gpcNote: facts.saleOrShare ? text('caloppa.gpcNote') : '',
    ccpaGroup: strings(answers, 'other_recipients').includes('group') ? text('ccpa.recipient.group') : '',
    minAge: facts.eu ? text('children.ageEu') : text('children.age'),
    cookiePurposes: list(cookiePurposes),
    cookiesPolicyLink: str(answers, 'cookies_policy_url')
      ? escapeMarkdownUrl(absoluteUrl(str(answers, 'cookies_policy_url')))
      : '',
    changeNoticeMethods: changeNotice.length > 0 ? list(changeNotice) : text('changes.by.notice'),
    dataSummary: list([...facts.data].map((category) => `data.${category}.short`)),
    purposeSummary: list(
      purposes.filter((purpose) => purpose !== 'legal').map((purpose) => `purpose.${purpose}.short`),
    ),
    summarySharing: text(summarySharing),
    automatedLogic: /[.!?]$/.test(automatedLogic) ? automatedLogic : `${automatedLogic}.`,
    nevadaSale: facts.sells ? '' : text('us.nevadaNoSale'),
  };

  const withValues = (key: string, extra: ClauseValues = {}) => ({
    line: fill(text(key), extra, key, values),
  });

  const lines: Lines = {
    dataCategories: [...facts.data].map((category) => ({
      name: text(`data.${category}.name`),
      description:
        category === 'sensitive'
          ? part('data.sensitive.description', values)
          : text(`data.${category}.description`),
    })),
    sources: (['direct', 'automatic', 'providers', 'social', 'partners', 'public', 'brokers'] as SourceKind[])
      .filter((source) => sources.has(source))
      .map((source) =>
        source === 'providers'
          ? withValues('sources.providers', {
              kinds: list(
                PROVIDER_SECTIONS.filter((category) => facts.providers[category].length > 0).map(
                  (category) => `kind.${category}`,
                ),
              ),
            })
          : withValues(`sources.${source}`),
      ),
    purposes: purposes.map((purpose) => ({
      title: text(`purpose.${purpose}.title`),
      description: text(`purpose.${purpose}.description`),
      basis: text(`purpose.${purpose}.basis`),
    })),
    otherRecipients: [
      ...strings(answers, 'other_recipients').map((recipient) => withValues(`share.others.${recipient}`)),
      withValues('share.others.advisers'),
      withValues('share.others.authorities'),
      withValues('share.others.transfer'),
      withValues('share.others.consent'),
    ],
    ccpa: ccpaCategories(facts).map(([category, examples]) => {
      const categorySources = CCPA_SOURCES[category].filter((source) => sources.has(source));
      const categoryPurposes = CCPA_PURPOSES[category].filter((purpose) => purposes.includes(purpose));
      const recipients = CCPA_RECIPIENTS[category]
        .filter((provider) => facts.providers[provider].length > 0)
        .map((provider) => `kind.${provider}`);
      const sold = facts.sells && CCPA_SOLD.has(category);
      const shared = facts.ads && CCPA_SHARED.has(category);
      return {
        name: text(`ccpa.category.${category}`),
        examples: list(examples),
        sources: list(
          categorySources.length > 0
            ? categorySources.map((source) => `ccpa.source.${source}`)
            : ['ccpa.source.direct'],
        ),
        purposes: list(
          (categoryPurposes.length > 0 ? categoryPurposes : (['provide'] as PurposeKey[])).map(
            (purpose) => `purpose.${purpose}.short`,
          ),
        ),
        disclosure: recipients.length > 0 ? part('ccpa.disclosedTo', { recipients: list(recipients) }) : '',
        saleShare: sold
          ? part(shared ? 'ccpa.soldShared' : 'ccpa.sold', { recipients: saleRecipients })
          : shared
            ? text('ccpa.shared')
            : text('ccpa.notSoldShared'),
      };
    }),
    contact: [
      withValues('contact.email'),
      ...facts.contactMethods.map((entry) =>
        entry.method === 'web_form'
          ? withValues('contact.web_form', { url: escapeMarkdownUrl(absoluteUrl(entry.value)) })
          : withValues(`contact.${entry.method}`, { value: esc(entry.value) }),
      ),
      ...(address && !facts.contactMethods.some((entry) => entry.method === 'postal')
        ? [withValues('contact.postal', { value: `${companyName}, ${esc(address)}, ${countryName}` })]
        : []),
      ...(facts.hasDpo ? [withValues('contact.dpo')] : []),
    ],
    retention: [
      ...(facts.data.has('account') ? ['retention.schedule.account'] : []),
      ...(facts.data.has('payment') ? ['retention.schedule.orders'] : []),
      ...(facts.data.has('communications') || facts.data.has('contact')
        ? ['retention.schedule.support']
        : []),
      ...(facts.data.has('user_content') ? ['retention.schedule.content'] : []),
      ...(facts.purposes.has('marketing') ? ['retention.schedule.marketing'] : []),
      ...(facts.purposes.has('analytics') ? ['retention.schedule.analytics'] : []),
      ...(facts.ads ? ['retention.schedule.advertising'] : []),
      ...(facts.data.has('usage') ? ['retention.schedule.logs'] : []),
      ...(facts.data.has('sensitive') ? ['retention.schedule.sensitive'] : []),
      'retention.schedule.legal',
    ].map((key) => withValues(key)),
    caRights: [
      'ca.rights.know',
      'ca.rights.delete',
      'ca.rights.correct',
      facts.saleOrShare ? 'ca.rights.optOut' : 'ca.rights.optOutNone',
      ...(facts.rightToLimit ? ['ca.rights.limit'] : []),
      'ca.rights.nonDiscrimination',
    ].map((key) => withValues(key)),
    usRights: [
      'us.rights.access',
      'us.rights.correct',
      'us.rights.delete',
      'us.rights.portability',
      'us.rights.optOut',
      ...(facts.data.has('sensitive') || facts.data.has('precise_location') ? ['us.rights.sensitive'] : []),
      'us.rights.thirdParties',
    ].map((key) => withValues(key)),
    payments: facts.providers.payments.map((answer) => providerEntry(answer, text)),
    email_marketing: facts.providers.email_marketing.map((answer) => providerEntry(answer, text)),
    analytics: facts.providers.analytics.map((answer) => providerEntry(answer, text)),
    advertising: facts.providers.advertising.map((answer) => providerEntry(answer, text)),
    behavioral_remarketing: facts.providers.behavioral_remarketing.map((answer) =>
      providerEntry(answer, text),
    ),
    affiliate: facts.providers.affiliate.map((answer) => providerEntry(answer, text)),
    miscellaneous: facts.providers.miscellaneous.map((answer) => providerEntry(answer, text)),
  };
  renders.set(context, { lines });
  return values;
}

// ── Structure ──────────────────────────────────────────────────────────────────────────────────

/** A predicate over the facts. */
const when =
  (test: (facts: PrivacyFacts, context: ClauseContext) => boolean): Predicate =>
  (context) =>
    test(privacyFacts(context.answers), context);
/** A premium extra: only in the premium version, and only when chosen. */
const extra = (name: PrivacyExtra): Predicate =>
  when((facts, context) => context.premium && facts.extras.has(name));
const lines = (name: keyof Lines, item: string, condition?: Predicate): ClauseBlock => ({
  each: (context) => linesOf(context, name),
  item,
  ...(condition ? { when: condition } : {}),
});

const providerSection = (category: ProviderCategory): ClauseBlock[] => {
  const listed = when((facts) => facts.providers[category].length > 0);
  return [
    { heading: `share.${category}.heading`, level: 3, when: listed },
    { paragraph: `share.${category}.intro`, when: listed },
    lines(category, 'provider.item', listed),
  ];
};

const LAW_APPLIES = {
  gdpr: (facts: PrivacyFacts) => facts.eu,
  ukGdpr: (facts: PrivacyFacts) => facts.uk,
  ccpa: (facts: PrivacyFacts) => facts.california,
  caloppa: (facts: PrivacyFacts) => facts.california,
  usStates: (facts: PrivacyFacts) => facts.usOther,
  coppa: (facts: PrivacyFacts) => facts.children && facts.us,
  pipeda: (facts: PrivacyFacts) => facts.canada,
  lgpd: (facts: PrivacyFacts) => facts.brazil,
  app: (facts: PrivacyFacts) => facts.australia,
};
type LawFacts = typeof LAW_APPLIES;
/** The laws that require a section, among those the answers make apply (the editor warns, issue 6 §3). */
const requiredBy = lawRequirements(privacyFacts, LAW_APPLIES, 'privacyPolicy.compliance.laws');
const EVERY_LAW = Object.keys(LAW_APPLIES) as (keyof LawFacts)[];

const BLOCKS: ClauseBlock[] = [
  { heading: 'title', level: 1 },
  { paragraph: 'lastUpdated' },
  { paragraph: 'intro' },
  { paragraph: 'introDefinitions' },

  // Premium: a plain-language summary, no table.
  { heading: 'summary.heading', level: 2, when: extra('summary') },
  { paragraph: 'summary.intro', when: extra('summary') },
  {
    list: [
      'summary.who',
      'summary.what',
      'summary.why',
      'summary.sharing',
      'summary.rights',
      'summary.contact',
    ],
    when: extra('summary'),
  },

  // Who we are: the controller, its representatives and its DPO (GDPR Art. 13(1)(a)-(b), Art. 27).
  { heading: 'who.heading', level: 2, requiredBy: requiredBy('gdpr', 'ukGdpr', 'lgpd', 'pipeda', 'app') },
  { paragraph: 'who.controller' },
  { paragraph: 'who.contact' },
  { paragraph: 'who.dpo', when: when((facts) => facts.hasDpo) },
  { paragraph: 'who.euRep', when: when((facts) => facts.needsEuRep && facts.hasEuRep) },
  { paragraph: 'who.ukRep', when: when((facts) => facts.needsUkRep && facts.hasUkRep) },

  // What we collect and where it comes from (Art. 13(2)(e), Art. 14(1)(d), 14(2)(f)).
  { heading: 'collect.heading', level: 2, requiredBy: requiredBy(...EVERY_LAW) },
  { paragraph: 'collect.intro' },
  lines('dataCategories', 'data.item'),
  { paragraph: 'collect.sensitiveNote', when: when((facts) => facts.data.has('sensitive')) },
  { heading: 'sources.heading', level: 3 },
  { paragraph: 'sources.intro' },
  lines('sources', 'line'),
  { heading: 'required.heading', level: 3 },
  { paragraph: 'required.text' },

  // Purposes, legal bases and legitimate interests (Art. 13(1)(c)-(d)).
  {
    heading: 'use.headingBases',
    level: 2,
    when: when((facts) => facts.legalBases),
    requiredBy: requiredBy(...EVERY_LAW),
  },
  {
    heading: 'use.heading',
    level: 2,
    when: when((facts) => !facts.legalBases),
    requiredBy: requiredBy(...EVERY_LAW),
  },
  { paragraph: 'use.introBases', when: when((facts) => facts.legalBases) },
  { paragraph: 'use.intro', when: when((facts) => !facts.legalBases) },
  lines(
    'purposes',
    'use.itemBasis',
    when((facts) => facts.legalBases),
  ),
  lines(
    'purposes',
    'use.item',
    when((facts) => !facts.legalBases),
  ),
  { paragraph: 'use.legitimateInterests', when: when((facts) => facts.legalBases) },
  {
    paragraph: 'use.consent',
    when: when((facts) => facts.legalBases && (facts.purposes.size > 0 || facts.data.has('sensitive'))),
  },
  { paragraph: 'use.compatible' },
  { heading: 'automated.heading', level: 3 },
  { paragraph: 'automated.none', when: when((facts) => !facts.automated) },
  { paragraph: 'automated.intro', when: when((facts) => facts.automated) },
  { paragraph: 'automated.rights', when: when((facts) => facts.automated) },

  // Recipients, by category, each linked to its privacy policy (Art. 13(1)(e)).
  {
    heading: 'share.heading',
    level: 2,
    requiredBy: requiredBy('gdpr', 'ukGdpr', 'ccpa', 'caloppa', 'usStates', 'lgpd', 'app'),
  },
  { paragraph: 'share.intro' },
  { paragraph: 'share.introPartners', when: when((facts) => facts.anyProviders) },
  { paragraph: 'share.noSale', when: when((facts) => !facts.sells && !facts.ads) },
  { paragraph: 'share.noSaleAds', when: when((facts) => !facts.sells && facts.ads) },
  { paragraph: 'share.noSaleAdsUs', when: when((facts) => !facts.sells && facts.ads && facts.us) },
  { paragraph: 'share.sells', when: when((facts) => facts.sells) },
  ...PROVIDER_SECTIONS.flatMap(providerSection),
  {
    paragraph: 'share.adChoices',
    when: when(
      (facts) => facts.providers.advertising.length + facts.providers.behavioral_remarketing.length > 0,
    ),
  },
  {
    paragraph: 'share.jointControl',
    when: when((facts) => facts.gdpr && facts.providers.behavioral_remarketing.length > 0),
  },
  { heading: 'share.others.heading', level: 3 },
  { paragraph: 'share.others.intro' },
  lines('otherRecipients', 'line'),

  // International transfers and safeguards (Art. 13(1)(f)).
  { heading: 'transfers.heading', level: 2 },
  { paragraph: 'transfers.intro' },
  {
    paragraph: 'transfers.location',
    when: (context) => str(context.answers, 'storage_location') !== '',
  },
  { paragraph: 'transfers.gdpr', when: when((facts) => facts.gdpr) },

  // Retention (Art. 13(2)(a); CCPA § 1798.100(a)(3)).
  { heading: 'retention.heading', level: 2, requiredBy: requiredBy('gdpr', 'ukGdpr', 'ccpa') },
  { paragraph: 'retention.intro' },
  {
    list: [
      'retention.criteria.nature',
      'retention.criteria.purposes',
      'retention.criteria.relationship',
      'retention.criteria.legal',
      'retention.criteria.claims',
      'retention.criteria.consent',
    ],
  },
  { heading: 'retention.schedule.heading', level: 3, when: extra('retention_schedule') },
  { paragraph: 'retention.schedule.intro', when: extra('retention_schedule') },
  lines('retention', 'line', extra('retention_schedule')),
  { paragraph: 'retention.schedule.note', when: extra('retention_schedule') },

  // Security; premium detail and breach commitment.
  { heading: 'security.heading', level: 2 },
  { paragraph: 'security.text' },
  { paragraph: 'security.password', when: when((facts) => facts.data.has('account')) },
  { heading: 'security.detail.heading', level: 3, when: extra('security_detail') },
  { paragraph: 'security.detail.intro', when: extra('security_detail') },
  {
    list: [
      'security.detail.encryption',
      'security.detail.access',
      'security.detail.monitoring',
      'security.detail.patching',
      'security.detail.backups',
      'security.detail.vendors',
      'security.detail.staff',
      'security.detail.minimisation',
      'security.detail.testing',
    ],
    when: extra('security_detail'),
  },
  { heading: 'breach.heading', level: 3, when: extra('breach_notification') },
  { paragraph: 'breach.text', when: extra('breach_notification') },
  { paragraph: 'breach.individuals', when: extra('breach_notification') },

  // Rights: the GDPR and UK GDPR list here; each other law in its own notice below.
  { heading: 'rights.heading', level: 2, requiredBy: requiredBy('gdpr', 'ukGdpr', 'lgpd', 'pipeda', 'app') },
  { paragraph: 'rights.intro' },
  { heading: 'rights.gdpr.heading', level: 3, when: when((facts) => facts.gdpr) },
  { paragraph: 'rights.gdpr.intro', when: when((facts) => facts.gdpr) },
  {
    list: [
      'rights.gdpr.access',
      'rights.gdpr.rectification',
      'rights.gdpr.erasure',
      'rights.gdpr.restriction',
      'rights.gdpr.portability',
      'rights.gdpr.objection',
      'rights.gdpr.withdraw',
      'rights.gdpr.automated',
      'rights.gdpr.complaint',
    ],
    when: when((facts) => facts.gdpr),
  },
  { paragraph: 'rights.gdpr.objectionNotice', when: when((facts) => facts.gdpr) },
  { paragraph: 'rights.gdpr.exercise', when: when((facts) => facts.gdpr) },
  { paragraph: 'rights.gdpr.ukComplaints', when: when((facts) => facts.uk) },
  { paragraph: 'rights.general', when: when((facts) => !facts.gdpr) },
  { paragraph: 'rights.marketing' },

  // California: CCPA/CPRA notice, then CalOPPA.
  {
    heading: 'ca.heading',
    level: 2,
    when: when((facts) => facts.california),
    requiredBy: requiredBy('ccpa'),
  },
  { paragraph: 'ca.intro', when: when((facts) => facts.california) },
  { heading: 'ca.categories.heading', level: 3, when: when((facts) => facts.california) },
  { paragraph: 'ca.categories.intro', when: when((facts) => facts.california) },
  lines(
    'ccpa',
    'ccpa.item',
    when((facts) => facts.california),
  ),
  { paragraph: 'ca.retention', when: when((facts) => facts.california) },
  { heading: 'ca.sensitive.heading', level: 3, when: when((facts) => facts.california && facts.caSensitive) },
  {
    paragraph: 'ca.sensitive.permitted',
    when: when((facts) => facts.california && facts.caSensitive && !facts.rightToLimit),
  },
  { paragraph: 'ca.sensitive.limit', when: when((facts) => facts.rightToLimit) },
  { heading: 'ca.sale.heading', level: 3, when: when((facts) => facts.california) },
  { paragraph: 'ca.sale.none', when: when((facts) => facts.california && !facts.saleOrShare) },
  { paragraph: 'ca.sale.some', when: when((facts) => facts.california && facts.saleOrShare) },
  { paragraph: 'ca.sale.minorsOptIn', when: when((facts) => facts.california && facts.children) },
  { paragraph: 'ca.sale.minorsNone', when: when((facts) => facts.california && !facts.children) },
  { heading: 'ca.rights.heading', level: 3, when: when((facts) => facts.california) },
  { paragraph: 'ca.rights.intro', when: when((facts) => facts.california) },
  lines(
    'caRights',
    'line',
    when((facts) => facts.california),
  ),
  { heading: 'ca.requests.heading', level: 3, when: when((facts) => facts.california) },
  { paragraph: 'ca.requests.submit', when: when((facts) => facts.california) },
  { paragraph: 'ca.requests.verify', when: when((facts) => facts.california) },
  { paragraph: 'ca.requests.agents', when: when((facts) => facts.california) },
  { paragraph: 'ca.requests.incentives', when: when((facts) => facts.california) },
  { heading: 'ca.gpc.heading', level: 3, when: when((facts) => facts.california && facts.saleOrShare) },
  { paragraph: 'ca.gpc.text', when: when((facts) => facts.california && facts.saleOrShare) },
  { paragraph: 'ca.shineTheLight', when: when((facts) => facts.california) },
  { heading: 'caloppa.heading', level: 3, when: when((facts) => facts.california) },
  {
    paragraph: 'caloppa.dntHonoured',
    when: when((facts, context) => facts.california && str(context.answers, 'dnt') === 'dnt_honoured'),
  },
  {
    paragraph: 'caloppa.dntNotHonoured',
    when: when((facts, context) => facts.california && str(context.answers, 'dnt') !== 'dnt_honoured'),
  },
  { paragraph: 'caloppa.tracking', when: when((facts) => facts.california && facts.thirdPartyTracking) },
  { paragraph: 'caloppa.noTracking', when: when((facts) => facts.california && !facts.thirdPartyTracking) },
  { paragraph: 'caloppa.review', when: when((facts) => facts.california) },
  { paragraph: 'caloppa.changes', when: when((facts) => facts.california) },
  {
    paragraph: 'caloppa.minors',
    when: when((facts) => facts.california && facts.data.has('user_content') && facts.data.has('account')),
  },

  // Other US state laws: rights, opt-outs and the appeal process.
  {
    heading: 'us.heading',
    level: 2,
    when: when((facts) => facts.usOther),
    requiredBy: requiredBy('usStates'),
  },
  { paragraph: 'us.intro', when: when((facts) => facts.usOther) },
  lines(
    'usRights',
    'line',
    when((facts) => facts.usOther),
  ),
  { paragraph: 'us.optOut', when: when((facts) => facts.usOther && facts.saleOrShare) },
  { paragraph: 'us.noSale', when: when((facts) => facts.usOther && !facts.saleOrShare) },
  { paragraph: 'us.exercise', when: when((facts) => facts.usOther) },
  { heading: 'us.appeal.heading', level: 3, when: when((facts) => facts.usOther) },
  { paragraph: 'us.appeal.text', when: when((facts) => facts.usOther) },
  { paragraph: 'us.nevada', when: when((facts) => facts.usOther) },

  // Canada (PIPEDA, Quebec).
  {
    heading: 'canada.heading',
    level: 2,
    when: when((facts) => facts.canada),
    requiredBy: requiredBy('pipeda'),
  },
  { paragraph: 'canada.intro', when: when((facts) => facts.canada) },
  { paragraph: 'canada.consent', when: when((facts) => facts.canada) },
  { paragraph: 'canada.access', when: when((facts) => facts.canada) },
  { paragraph: 'canada.officer', when: when((facts) => facts.canada) },
  { paragraph: 'canada.transfers', when: when((facts) => facts.canada) },
  { paragraph: 'canada.quebec', when: when((facts) => facts.canada) },
  { paragraph: 'canada.complaint', when: when((facts) => facts.canada) },

  // Brazil (LGPD).
  {
    heading: 'brazil.heading',
    level: 2,
    when: when((facts) => facts.brazil),
    requiredBy: requiredBy('lgpd'),
  },
  { paragraph: 'brazil.intro', when: when((facts) => facts.brazil) },
  { paragraph: 'brazil.rightsIntro', when: when((facts) => facts.brazil) },
  {
    list: [
      'brazil.rights.confirmation',
      'brazil.rights.access',
      'brazil.rights.correction',
      'brazil.rights.anonymisation',
      'brazil.rights.portability',
      'brazil.rights.deletion',
      'brazil.rights.sharing',
      'brazil.rights.consentInfo',
      'brazil.rights.revocation',
      'brazil.rights.opposition',
      'brazil.rights.review',
    ],
    when: when((facts) => facts.brazil),
  },
  { paragraph: 'brazil.exercise', when: when((facts) => facts.brazil) },
  { paragraph: 'brazil.encarregado', when: when((facts) => facts.brazil) },
  { paragraph: 'brazil.transfers', when: when((facts) => facts.brazil) },

  // Australia (Privacy Act 1988, APPs).
  { heading: 'au.heading', level: 2, when: when((facts) => facts.australia), requiredBy: requiredBy('app') },
  { paragraph: 'au.intro', when: when((facts) => facts.australia) },
  { paragraph: 'au.anonymity', when: when((facts) => facts.australia) },
  { paragraph: 'au.access', when: when((facts) => facts.australia) },
  { paragraph: 'au.overseas', when: when((facts) => facts.australia) },
  { paragraph: 'au.complaints', when: when((facts) => facts.australia) },

  // Everyone else.
  { heading: 'row.heading', level: 2, when: when((facts) => facts.restOfWorld) },
  { paragraph: 'row.text', when: when((facts) => facts.restOfWorld) },

  // Children: a statement always; the COPPA notice and the GDPR/LGPD rules when the service is for children.
  { heading: 'children.heading', level: 2 },
  { paragraph: 'children.notDirected', when: when((facts) => !facts.children) },
  { paragraph: 'children.directed', when: when((facts) => facts.children) },
  {
    heading: 'coppa.heading',
    level: 3,
    when: when((facts) => facts.children && facts.us),
    requiredBy: requiredBy('coppa'),
  },
  { paragraph: 'coppa.intro', when: when((facts) => facts.children && facts.us) },
  { paragraph: 'coppa.collect', when: when((facts) => facts.children && facts.us) },
  { paragraph: 'coppa.consent', when: when((facts) => facts.children && facts.us) },
  { paragraph: 'coppa.rights', when: when((facts) => facts.children && facts.us) },
  { paragraph: 'coppa.retention', when: when((facts) => facts.children && facts.us) },
  { paragraph: 'children.gdpr', when: when((facts) => facts.children && facts.gdpr) },
  { paragraph: 'children.brazil', when: when((facts) => facts.children && facts.brazil) },

  // Premium: teenage users.
  { heading: 'teen.heading', level: 3, when: extra('teen_privacy') },
  { paragraph: 'teen.intro', when: extra('teen_privacy') },
  {
    list: ['teen.defaults', 'teen.minimise', 'teen.ads', 'teen.content', 'teen.parents'],
    when: extra('teen_privacy'),
  },

  // Cookies, links, social pages, changes, contact.
  { heading: 'cookies.heading', level: 2 },
  { paragraph: 'cookies.intro' },
  { paragraph: 'cookies.policy', when: (context) => str(context.answers, 'cookies_policy_url') !== '' },
  { paragraph: 'cookies.noPolicy', when: (context) => str(context.answers, 'cookies_policy_url') === '' },
  { paragraph: 'cookies.consent', when: when((facts) => facts.gdpr && facts.nonEssentialCookies) },
  {
    paragraph: 'cookies.mobile',
    when: when((facts) => facts.platforms.has('mobile') && (facts.ads || facts.purposes.has('analytics'))),
  },

  { heading: 'links.heading', level: 2 },
  { paragraph: 'links.text' },
  { paragraph: 'links.social', when: when((facts) => facts.platforms.has('social')) },
  { paragraph: 'links.socialJoint', when: when((facts) => facts.platforms.has('social') && facts.gdpr) },

  { heading: 'changes.heading', level: 2, requiredBy: requiredBy('caloppa') },
  { paragraph: 'changes.text' },

  { heading: 'contact.heading', level: 2, requiredBy: requiredBy(...EVERY_LAW) },
  { paragraph: 'contact.intro' },
  lines('contact', 'line'),
];

export const privacyPolicyLibrary: ClauseLibrary = { values: buildValues, blocks: BLOCKS };

// ── Compliance summary ─────────────────────────────────────────────────────────────────────────

const C = 'privacyPolicy.compliance';
const lawKey = (law: string) => `${C}.laws.${law}`;
const presentKeys = (items: (string | false)[]) =>
  items.filter((item): item is string => item !== false).map((item) => `${C}.present.${item}`);
const todoKeys = (items: (string | false)[]) =>
  items.filter((item): item is string => item !== false).map((item) => `${C}.todo.${item}`);

/**
 * Per law the document addresses: the required items it contains, and what the owner must still do
 * outside the document. Keys of the `wizard` namespace (English in locales/en/wizard/privacy-policy.json).
 */
export function privacyPolicyCompliance(answers: Answers): ComplianceRow[] {
  const facts = privacyFacts(answers);
  const rows: ComplianceRow[] = [];
  const marketing = facts.purposes.has('marketing');
  const riskyProcessing =
    facts.data.has('sensitive') || facts.automated || facts.data.has('precise_location');

  for (const law of ['gdpr', 'ukGdpr'] as const) {
    const applies = law === 'gdpr' ? facts.eu : facts.uk;
    if (!applies) continue;
    const needsRep = law === 'gdpr' ? facts.needsEuRep : facts.needsUkRep;
    const hasRep = law === 'gdpr' ? facts.hasEuRep : facts.hasUkRep;
    rows.push({
      law: lawKey(law),
      present: presentKeys([
        'controllerIdentity',
        'contactDetails',
        facts.hasDpo && 'dpoContact',
        needsRep && hasRep && 'representative',
        'purposesAndBases',
        'legitimateInterests',
        'categoriesAndSources',
        'recipients',
        'transfers',
        'retention',
        'gdprRights',
        'withdrawConsent',
        'complaint',
        'statutoryRequirement',
        'automatedDecisions',
      ]),
      ownerTodo: todoKeys([
        needsRep && !hasRep && (law === 'gdpr' ? 'appointEuRepresentative' : 'appointUkRepresentative'),
        facts.nonEssentialCookies && 'cookieBanner',
        facts.anyProviders && 'processorAgreements',
        'transferMechanisms',
        marketing && 'marketingConsent',
        riskyProcessing && 'dpia',
        'recordsOfProcessing',
        'breachProcedure',
        law === 'ukGdpr' && 'icoFee',
      ]),
    });
  }

  if (facts.california) {
    rows.push({
      law: lawKey('ccpa'),
      present: presentKeys([
        'ccpaCategories',
        'ccpaSourcesPurposes',
        'ccpaThirdParties',
        'ccpaSaleSharing',
        facts.caSensitive && 'ccpaSensitive',
        'ccpaMinors',
        'ccpaRights',
        'ccpaRequests',
        'ccpaAgents',
        'nonDiscrimination',
        facts.saleOrShare && 'gpc',
        'retention',
      ]),
      ownerTodo: todoKeys([
        'ccpaApplicability',
        facts.saleOrShare && 'doNotSellLink',
        facts.saleOrShare && 'honourGpc',
        facts.rightToLimit && 'limitLink',
        !facts.hasPhone && 'tollFreeNumber',
        'noticeAtCollection',
        'serviceProviderContracts',
        'requestRecords',
        'annualReview',
      ]),
    });
    rows.push({
      law: lawKey('caloppa'),
      present: presentKeys([
        'caloppaCategories',
        'doNotTrack',
        'thirdPartyTracking',
        'reviewProcess',
        'changeProcess',
        'effectiveDate',
      ]),
      ownerTodo: todoKeys([
        'conspicuousLink',
        (facts.platforms.has('mobile') || facts.platforms.has('desktop') || facts.platforms.has('app')) &&
          'appStoreLink',
      ]),
    });
  }

  if (facts.usOther) {
    rows.push({
      law: lawKey('usStates'),
      present: presentKeys([
        'usCategoriesPurposes',
        'usRights',
        facts.saleOrShare ? 'usOptOut' : 'usNoSale',
        'usAppeal',
        'usNevada',
      ]),
      ownerTodo: todoKeys([
        'usApplicability',
        facts.saleOrShare && 'usOptOutLink',
        facts.saleOrShare && 'honourGpc',
        (facts.data.has('sensitive') || facts.data.has('precise_location')) && 'sensitiveConsent',
        (facts.saleOrShare || facts.data.has('sensitive')) && 'dataProtectionAssessment',
        'appealProcess',
        facts.anyProviders && 'processorContractsUs',
      ]),
    });
  }

  if (facts.us) {
    rows.push({
      law: lawKey('coppa'),
      present: presentKeys(
        facts.children
          ? ['coppaOperator', 'coppaCollection', 'coppaConsent', 'coppaParentalRights', 'coppaRetention']
          : ['childrenNotDirected'],
      ),
      ownerTodo: todoKeys(
        facts.children
          ? [
              'parentalConsent',
              'directNotice',
              'coppaSecurityProgramme',
              'coppaRetentionPolicy',
              'coppaThirdParties',
              (!str(answers, 'company_address') || !facts.hasPhone) && 'coppaOperatorContact',
            ]
          : ['ageScreening'],
      ),
    });
  }

  if (facts.canada) {
    rows.push({
      law: lawKey('pipeda'),
      present: presentKeys([
        'pipedaPurposes',
        'pipedaConsent',
        'pipedaAccess',
        'pipedaOfficer',
        'pipedaTransfers',
        'pipedaComplaint',
      ]),
      ownerTodo: todoKeys([!facts.hasDpo && 'designateOfficer', 'breachRecords', 'quebecPia']),
    });
  }

  if (facts.brazil) {
    rows.push({
      law: lawKey('lgpd'),
      present: presentKeys(['lgpdBases', 'lgpdRights', 'lgpdEncarregado', 'lgpdTransfers', 'lgpdSharing']),
      ownerTodo: todoKeys([
        !facts.hasDpo && 'appointEncarregado',
        'anpdIncidents',
        facts.data.has('sensitive') && 'ripd',
        'lgpdTransferClauses',
      ]),
    });
  }

  if (facts.australia) {
    rows.push({
      law: lawKey('app'),
      present: presentKeys([
        'appKinds',
        'appPurposes',
        'appAnonymity',
        'appAccess',
        'appOverseas',
        'appComplaints',
      ]),
      ownerTodo: todoKeys(['appApplicability', 'collectionNotices', 'ndbScheme']),
    });
  }

  return rows;
}

/** What index.ts renders the type with: the old shape, until the library moves to defineClauseLibrary. */
export const privacyPolicyGenerator: LegacyGenerator = {
  legacy: privacyPolicyLibrary,
  compliance: privacyPolicyCompliance,
};
