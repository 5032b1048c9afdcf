import type { PrivacyPolicyAnswers } from '../../../shared/agreements/answers.generated';
import type { ProviderCategory } from '../../../shared/agreements/providers';
import {
  absoluteUrl,
  addressWithoutCountry,
  countryName as countryNameIn,
  emailLink,
  esc,
  joinList,
  providerEntry,
  urlLink,
} from '../clause-helpers';
import {
  type ClauseContext,
  type ClauseValues,
  escapeMarkdownUrl,
  fill,
  type Rendering,
  type TextOf,
} from '../clause-library';
import { PROVIDER_SECTIONS, type PrivacyFacts, type SourceKind } from './facts';
import { ccpaEntries } from './values-ccpa';

/** The lists the Privacy Policy's `each` blocks fill: one per provider category, and these. */
export type PrivacyList =
  | 'dataCategories'
  | 'sources'
  | 'purposes'
  | 'otherRecipients'
  | 'ccpa'
  | 'contact'
  | 'retention'
  | 'caRights'
  | 'usRights'
  | ProviderCategory;

/** The sources the "Where we get personal information" list names, in its order. */
const LISTED_SOURCES: SourceKind[] = [
  'direct',
  'automatic',
  'providers',
  'social',
  'partners',
  'public',
  'brokers',
];

/**
 * The values and lists of one Privacy Policy: every word from the catalog of the document's
 * language, every answer escaped (or linked, which escapes too).
 */
export function renderPrivacyPolicy(
  facts: PrivacyFacts,
  context: ClauseContext<PrivacyPolicyAnswers>,
  text: TextOf,
): Rendering<PrivacyList> {
  const { language } = context;
  const list = (keys: string[], type: 'conjunction' | 'disjunction' = 'conjunction') =>
    joinList(language, keys.map(text), type);
  const part = (key: string, values: ClauseValues = {}) => fill(text(key), values, key);

  const companyName = esc(facts.companyName);
  const address = addressWithoutCountry(facts.companyAddress, facts.companyCountry);
  const countryName = countryNameIn(facts.companyCountry, language);
  const contactEmailLink = emailLink(facts.contactEmail);
  const storage = esc(facts.storageLocation);
  const dpoName = esc(facts.dpoName);
  const dpoEmailLink = facts.hasDpo ? emailLink(facts.dpoEmail) : contactEmailLink;

  // The Service: each platform as a phrase, the website and social page linked.
  const platformPhrases: string[] = [];
  for (const platform of ['website', 'app', 'mobile', 'desktop', 'social'] as const) {
    if (!facts.platforms.has(platform)) continue;
    if (platform === 'website')
      platformPhrases.push(
        facts.websiteUrl
          ? part('platform.website', { url: urlLink(facts.websiteUrl) })
          : text('platform.websitePlain'),
      );
    else if (platform === 'social' && facts.socialPageUrl)
      platformPhrases.push(part('platform.socialLinked', { url: urlLink(facts.socialPageUrl) }));
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
  const automatedLogic = esc(facts.automatedLogic);

  const gdprAreaKeys = [...(facts.eu ? ['area.eea'] : []), ...(facts.uk ? ['area.uk'] : [])];
  const lawsWithBases = [
    ...(facts.eu ? ['law.gdpr'] : []),
    ...(facts.uk ? ['law.ukGdpr'] : []),
    ...(facts.brazil ? ['law.lgpd'] : []),
  ];
  const saleRecipients = list(facts.saleRecipients.map((recipient) => `recipient.${recipient}`));
  const usActivity = [
    ...(facts.sells ? ['us.activity.sale'] : []),
    ...(facts.ads ? ['us.activity.ads'] : []),
  ];
  const caActivity = [
    ...(facts.sells ? [part('ca.activity.sold', { recipients: saleRecipients })] : []),
    ...(facts.ads ? [text('ca.activity.shared')] : []),
  ];
  const changeNotice = facts.changeNotice.map((method) => `changes.by.${method}`);
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
  const { euRepresentative, ukRepresentative } = facts;

  const values: ClauseValues = {
    lastUpdated: context.lastUpdated,
    companyName,
    serviceName: esc(facts.websiteName),
    platformList: joinList(language, platformPhrases),
    companyLocation: address
      ? part('who.locationAddress', { address: esc(address), country: countryName })
      : part('who.locationCountry', { country: countryName }),
    contactEmailLink,
    dpoNamePart: dpoName ? part('who.dpoName', { name: dpoName }) : '',
    dpoEmailLink,
    euRepName: esc(euRepresentative.name),
    euRepEmailLink: facts.hasEuRep ? emailLink(euRepresentative.email) : '',
    euRepAddressPart: euRepresentative.address
      ? part('who.repAddress', { address: esc(euRepresentative.address) })
      : '',
    ukRepName: esc(ukRepresentative.name),
    ukRepEmailLink: facts.hasUkRep ? emailLink(ukRepresentative.email) : '',
    ukRepAddressPart: ukRepresentative.address
      ? part('who.repAddress', { address: esc(ukRepresentative.address) })
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
    ccpaGroup: facts.otherRecipients.includes('group') ? text('ccpa.recipient.group') : '',
    minAge: facts.eu ? text('children.ageEu') : text('children.age'),
    cookiePurposes: list(cookiePurposes),
    cookiesPolicyLink: facts.cookiesPolicyUrl ? escapeMarkdownUrl(absoluteUrl(facts.cookiesPolicyUrl)) : '',
    changeNoticeMethods: changeNotice.length > 0 ? list(changeNotice) : text('changes.by.notice'),
    dataSummary: list([...facts.data].map((category) => `data.${category}.short`)),
    purposeSummary: list(
      facts.listedPurposes
        .filter((purpose) => purpose !== 'legal')
        .map((purpose) => `purpose.${purpose}.short`),
    ),
    summarySharing: text(summarySharing),
    // The owner's description ends a sentence of the document.
    automatedLogic: /[.!?]$/.test(automatedLogic) ? automatedLogic : `${automatedLogic}.`,
    nevadaSale: facts.sells ? '' : text('us.nevadaNoSale'),
  };

  /** A list entry that is a whole clause, filled with its own values and then the document's. */
  const line = (key: string, own: ClauseValues = {}): ClauseValues => ({
    line: fill(text(key), own, key, values),
  });
  const providers = (category: ProviderCategory) =>
    facts.providers[category].map((answer) => providerEntry(answer, text));

  const lists: Record<PrivacyList, ClauseValues[]> = {
    dataCategories: [...facts.data].map((category) => ({
      name: text(`data.${category}.name`),
      description:
        category === 'sensitive'
          ? part('data.sensitive.description', values)
          : text(`data.${category}.description`),
    })),
    sources: LISTED_SOURCES.filter((source) => facts.sources.has(source)).map((source) =>
      source === 'providers'
        ? line('sources.providers', {
            kinds: list(
              PROVIDER_SECTIONS.filter((category) => facts.providers[category].length > 0).map(
                (category) => `kind.${category}`,
              ),
            ),
          })
        : line(`sources.${source}`),
    ),
    purposes: facts.listedPurposes.map((purpose) => ({
      title: text(`purpose.${purpose}.title`),
      description: text(`purpose.${purpose}.description`),
      basis: text(`purpose.${purpose}.basis`),
    })),
    otherRecipients: [
      ...facts.otherRecipients.map((recipient) => line(`share.others.${recipient}`)),
      line('share.others.advisers'),
      line('share.others.authorities'),
      line('share.others.transfer'),
      line('share.others.consent'),
    ],
    ccpa: ccpaEntries(facts, language, text, saleRecipients),
    contact: [
      line('contact.email'),
      ...facts.contactMethods.map((entry) =>
        entry.method === 'web_form'
          ? line('contact.web_form', { url: escapeMarkdownUrl(absoluteUrl(entry.value)) })
          : line(`contact.${entry.method}`, { value: esc(entry.value) }),
      ),
      // Without a postal contact method, the company's address is the postal one.
      ...(address && !facts.contactMethods.some((entry) => entry.method === 'postal')
        ? [line('contact.postal', { value: `${companyName}, ${esc(address)}, ${countryName}` })]
        : []),
      ...(facts.hasDpo ? [line('contact.dpo')] : []),
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
    ].map((key) => line(key)),
    caRights: [
      'ca.rights.know',
      'ca.rights.delete',
      'ca.rights.correct',
      facts.saleOrShare ? 'ca.rights.optOut' : 'ca.rights.optOutNone',
      ...(facts.rightToLimit ? ['ca.rights.limit'] : []),
      'ca.rights.nonDiscrimination',
    ].map((key) => line(key)),
    usRights: [
      'us.rights.access',
      'us.rights.correct',
      'us.rights.delete',
      'us.rights.portability',
      'us.rights.optOut',
      ...(facts.data.has('sensitive') || facts.data.has('precise_location') ? ['us.rights.sensitive'] : []),
      'us.rights.thirdParties',
    ].map((key) => line(key)),
    payments: providers('payments'),
    email_marketing: providers('email_marketing'),
    analytics: providers('analytics'),
    advertising: providers('advertising'),
    behavioral_remarketing: providers('behavioral_remarketing'),
    affiliate: providers('affiliate'),
    miscellaneous: providers('miscellaneous'),
  };
  return { values, lists };
}
