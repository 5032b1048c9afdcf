import type { ProviderCategory } from '../../../shared/agreements/providers';
import { allOf, anyOf, type ClauseBlock, type Condition, not } from '../clause-library';
import {
  advertises,
  analyticsPurpose,
  anyServiceProviders,
  australiaUsers,
  automatedDecisions,
  brazilUsers,
  breachNotificationExtra,
  californiaUsers,
  canadaUsers,
  collectsAccounts,
  collectsSensitiveData,
  cookiesPolicyLinked,
  dataProtectionOfficerAppointed,
  euRepresentative,
  euUsers,
  forChildren,
  furtherPurposes,
  gdprUsers,
  legalBasesStated,
  mobileApp,
  nonEssentialCookies,
  otherUsStateUsers,
  retentionScheduleExtra,
  securityDetailExtra,
  sellsData,
  servicesListed,
  socialMediaPage,
  storageLocationGiven,
  summaryExtra,
  ukRepresentative,
  ukUsers,
  usUsers,
} from './blocks-conditions';
import { JURISDICTION_AND_CHILDREN_BLOCKS } from './blocks-notices';
import { PROVIDER_SECTIONS, type PrivacyFacts } from './facts';
import type { PrivacyList } from './values';

/**
 * The Privacy Policy's structure, one for every language: who is responsible, what is collected
 * and why, who receives it, transfers, retention, security and rights; then the notice of each
 * jurisdiction the owner chose and children's privacy (blocks-notices.ts); then cookies, links,
 * changes and contact.
 */

/** The laws that can make a section mandatory (their names: `compliance.laws.<law>`). */
export type PrivacyLaw =
  | 'gdpr'
  | 'ukGdpr'
  | 'ccpa'
  | 'caloppa'
  | 'usStates'
  | 'coppa'
  | 'pipeda'
  | 'lgpd'
  | 'app';

export const PRIVACY_POLICY_LAWS: Record<PrivacyLaw, Condition<PrivacyFacts>> = {
  gdpr: euUsers,
  ukGdpr: ukUsers,
  ccpa: californiaUsers,
  caloppa: californiaUsers,
  usStates: otherUsStateUsers,
  coppa: allOf(forChildren, usUsers),
  pipeda: canadaUsers,
  lgpd: brazilUsers,
  app: australiaUsers,
};

/** Sections every one of the laws requires. */
const EVERY_LAW: PrivacyLaw[] = [
  'gdpr',
  'ukGdpr',
  'ccpa',
  'caloppa',
  'usStates',
  'coppa',
  'pipeda',
  'lgpd',
  'app',
];

type PrivacyBlock = ClauseBlock<PrivacyFacts, PrivacyList, PrivacyLaw>;

/** A category of services: its heading, its introduction and the services chosen, when there are any. */
const providerSection = (category: ProviderCategory): PrivacyBlock[] => {
  const listed = servicesListed(category);
  return [
    { heading: `share.${category}.heading`, level: 3, when: listed },
    { paragraph: `share.${category}.intro`, when: listed },
    { each: category, item: 'provider.item', when: listed },
  ];
};

export const PRIVACY_POLICY_BLOCKS: PrivacyBlock[] = [
  { heading: 'title', level: 1 },
  { paragraph: 'lastUpdated' },
  { paragraph: 'intro' },
  { paragraph: 'introDefinitions' },

  // Premium: a plain-language summary, no table.
  { heading: 'summary.heading', level: 2, when: summaryExtra },
  { paragraph: 'summary.intro', when: summaryExtra },
  {
    list: [
      'summary.who',
      'summary.what',
      'summary.why',
      'summary.sharing',
      'summary.rights',
      'summary.contact',
    ],
    when: summaryExtra,
  },

  // Who we are: the controller, its representatives and its DPO (GDPR Art. 13(1)(a)-(b), Art. 27).
  { heading: 'who.heading', level: 2, requiredBy: ['gdpr', 'ukGdpr', 'lgpd', 'pipeda', 'app'] },
  { paragraph: 'who.controller' },
  { paragraph: 'who.contact' },
  { paragraph: 'who.dpo', when: dataProtectionOfficerAppointed },
  { paragraph: 'who.euRep', when: euRepresentative },
  { paragraph: 'who.ukRep', when: ukRepresentative },

  // What we collect and where it comes from (Art. 13(2)(e), Art. 14(1)(d), 14(2)(f)).
  { heading: 'collect.heading', level: 2, requiredBy: EVERY_LAW },
  { paragraph: 'collect.intro' },
  { each: 'dataCategories', item: 'data.item' },
  { paragraph: 'collect.sensitiveNote', when: collectsSensitiveData },
  { heading: 'sources.heading', level: 3 },
  { paragraph: 'sources.intro' },
  { each: 'sources', item: 'line' },
  { heading: 'required.heading', level: 3 },
  { paragraph: 'required.text' },

  // Purposes, legal bases and legitimate interests (Art. 13(1)(c)-(d)).
  { heading: 'use.headingBases', level: 2, when: legalBasesStated, requiredBy: EVERY_LAW },
  { heading: 'use.heading', level: 2, when: not(legalBasesStated), requiredBy: EVERY_LAW },
  { paragraph: 'use.introBases', when: legalBasesStated },
  { paragraph: 'use.intro', when: not(legalBasesStated) },
  { each: 'purposes', item: 'use.itemBasis', when: legalBasesStated },
  { each: 'purposes', item: 'use.item', when: not(legalBasesStated) },
  { paragraph: 'use.legitimateInterests', when: legalBasesStated },
  { paragraph: 'use.consent', when: allOf(legalBasesStated, anyOf(furtherPurposes, collectsSensitiveData)) },
  { paragraph: 'use.compatible' },
  { heading: 'automated.heading', level: 3 },
  { paragraph: 'automated.none', when: not(automatedDecisions) },
  { paragraph: 'automated.intro', when: automatedDecisions },
  { paragraph: 'automated.rights', when: automatedDecisions },

  // Recipients, by category, each linked to its privacy policy (Art. 13(1)(e)).
  {
    heading: 'share.heading',
    level: 2,
    requiredBy: ['gdpr', 'ukGdpr', 'ccpa', 'caloppa', 'usStates', 'lgpd', 'app'],
  },
  { paragraph: 'share.intro' },
  { paragraph: 'share.introPartners', when: anyServiceProviders },
  { paragraph: 'share.noSale', when: allOf(not(sellsData), not(advertises)) },
  { paragraph: 'share.noSaleAds', when: allOf(not(sellsData), advertises) },
  { paragraph: 'share.noSaleAdsUs', when: allOf(not(sellsData), advertises, usUsers) },
  { paragraph: 'share.sells', when: sellsData },
  ...PROVIDER_SECTIONS.flatMap(providerSection),
  {
    paragraph: 'share.adChoices',
    when: anyOf(servicesListed('advertising'), servicesListed('behavioral_remarketing')),
  },
  { paragraph: 'share.jointControl', when: allOf(gdprUsers, servicesListed('behavioral_remarketing')) },
  { heading: 'share.others.heading', level: 3 },
  { paragraph: 'share.others.intro' },
  { each: 'otherRecipients', item: 'line' },

  // International transfers and safeguards (Art. 13(1)(f)).
  { heading: 'transfers.heading', level: 2 },
  { paragraph: 'transfers.intro' },
  { paragraph: 'transfers.location', when: storageLocationGiven },
  { paragraph: 'transfers.gdpr', when: gdprUsers },

  // Retention (Art. 13(2)(a); CCPA § 1798.100(a)(3)).
  { heading: 'retention.heading', level: 2, requiredBy: ['gdpr', 'ukGdpr', 'ccpa'] },
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
  { heading: 'retention.schedule.heading', level: 3, when: retentionScheduleExtra },
  { paragraph: 'retention.schedule.intro', when: retentionScheduleExtra },
  { each: 'retention', item: 'line', when: retentionScheduleExtra },
  { paragraph: 'retention.schedule.note', when: retentionScheduleExtra },

  // Security; premium detail and breach commitment.
  { heading: 'security.heading', level: 2 },
  { paragraph: 'security.text' },
  { paragraph: 'security.password', when: collectsAccounts },
  { heading: 'security.detail.heading', level: 3, when: securityDetailExtra },
  { paragraph: 'security.detail.intro', when: securityDetailExtra },
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
    when: securityDetailExtra,
  },
  { heading: 'breach.heading', level: 3, when: breachNotificationExtra },
  { paragraph: 'breach.text', when: breachNotificationExtra },
  { paragraph: 'breach.individuals', when: breachNotificationExtra },

  // Rights: the GDPR and UK GDPR list here; each other law in its own notice below.
  { heading: 'rights.heading', level: 2, requiredBy: ['gdpr', 'ukGdpr', 'lgpd', 'pipeda', 'app'] },
  { paragraph: 'rights.intro' },
  { heading: 'rights.gdpr.heading', level: 3, when: gdprUsers },
  { paragraph: 'rights.gdpr.intro', when: gdprUsers },
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
    when: gdprUsers,
  },
  { paragraph: 'rights.gdpr.objectionNotice', when: gdprUsers },
  { paragraph: 'rights.gdpr.exercise', when: gdprUsers },
  { paragraph: 'rights.gdpr.ukComplaints', when: ukUsers },
  { paragraph: 'rights.general', when: not(gdprUsers) },
  { paragraph: 'rights.marketing' },

  ...JURISDICTION_AND_CHILDREN_BLOCKS,

  // Cookies, links, social pages, changes, contact.
  { heading: 'cookies.heading', level: 2 },
  { paragraph: 'cookies.intro' },
  { paragraph: 'cookies.policy', when: cookiesPolicyLinked },
  { paragraph: 'cookies.noPolicy', when: not(cookiesPolicyLinked) },
  { paragraph: 'cookies.consent', when: allOf(gdprUsers, nonEssentialCookies) },
  // A service directed to children says nothing of advertising identifiers: under COPPA they may
  // serve only the support of internal operations, never advertising.
  {
    paragraph: 'cookies.mobile',
    when: allOf(mobileApp, anyOf(advertises, analyticsPurpose), not(forChildren)),
  },

  { heading: 'links.heading', level: 2 },
  { paragraph: 'links.text' },
  { paragraph: 'links.social', when: socialMediaPage },
  { paragraph: 'links.socialJoint', when: allOf(socialMediaPage, gdprUsers) },

  { heading: 'changes.heading', level: 2, requiredBy: ['caloppa'] },
  { paragraph: 'changes.text' },

  { heading: 'contact.heading', level: 2, requiredBy: EVERY_LAW },
  { paragraph: 'contact.intro' },
  { each: 'contact', item: 'line' },
];
