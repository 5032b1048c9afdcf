import { allOf, type ClauseBlock, type Condition } from '../clause-library';
import {
  acceptableUseRules,
  accounts,
  anyAppStore,
  apple,
  appStoreOrOtherPlatform,
  australianUsers,
  beta,
  businesses,
  consumers,
  deviceLimit,
  euConsumers,
  euOrUkConsumers,
  euUsers,
  everyEula,
  freeTrial,
  google,
  informalResolution,
  installable,
  microsoft,
  minimumAge,
  noAppStore,
  noMinimumAge,
  noSupport,
  oneTimePurchases,
  openSource,
  otherPlatforms,
  outsideAppStores,
  plainLanguageSummary,
  purchases,
  subscriptions,
  suppliedOverTime,
  supportByEmail,
  supportPage,
  thirdParty,
  ukConsumers,
  userContent,
  userIndemnity,
  usGoverningLaw,
  usUsers,
  virtualItems,
  withdrawalRight,
} from './blocks-conditions';
import type { EulaFacts } from './facts';
import type { EulaList } from './values';

/**
 * The EULA's structure, one for every language. The order follows the paid generators: licence,
 * restrictions and ownership first, then the optional features, money, ending the agreement, the
 * warranty and liability clauses with their statutory consumer exceptions, the store terms, and
 * the boilerplate. Statutory blocks depend on the answers only; premium extras also on the version.
 */

/** The laws and store rules that make a section mandatory (the editor warns when an edit removes one). */
export type EulaLaw =
  | 'apple'
  | 'googlePlay'
  | 'microsoftStore'
  | 'euConsumer'
  | 'dsa'
  | 'ukConsumer'
  | 'australianConsumerLaw'
  | 'usAutoRenewal'
  | 'openSource'
  | 'exportControls';

/**
 * When each law applies: Apple's minimum terms and the other stores' terms; consumer law's
 * withdrawal and statutory rights; the DSA's moderation terms; auto-renewal disclosures;
 * open-source notices; export controls.
 */
export const EULA_LAWS: Record<EulaLaw, Condition<EulaFacts>> = {
  apple,
  googlePlay: google,
  microsoftStore: microsoft,
  euConsumer: euConsumers,
  dsa: allOf(euUsers, userContent),
  ukConsumer: ukConsumers,
  australianConsumerLaw: australianUsers,
  usAutoRenewal: allOf(usUsers, subscriptions),
  openSource,
  exportControls: everyEula,
};

export const EULA_BLOCKS: ClauseBlock<EulaFacts, EulaList, EulaLaw>[] = [
  { heading: 'title', level: 1 },
  { paragraph: 'lastUpdated' },
  { paragraph: 'intro' },
  { paragraph: 'intro.accept' },
  { paragraph: 'intro.organisation', when: businesses },
  { paragraph: 'intro.stores', when: appStoreOrOtherPlatform },

  // Premium: the key points in plain language.
  { heading: 'summary.heading', level: 2, when: plainLanguageSummary },
  { paragraph: 'summary.intro', when: plainLanguageSummary },
  { each: 'summary', item: 'line', when: plainLanguageSummary },

  { heading: 'eligibility.heading', level: 2 },
  { paragraph: 'eligibility.minAge', when: minimumAge },
  { paragraph: 'eligibility.anyAge', when: noMinimumAge },
  { paragraph: 'eligibility.law' },

  // The licence: "licensed, not sold", its scope and its purpose.
  { heading: 'licence.heading', level: 2 },
  { paragraph: 'licence.grant' },
  { paragraph: 'licence.devices', when: allOf(deviceLimit, noAppStore) },
  { paragraph: 'licence.devicesStore', when: allOf(deviceLimit, anyAppStore) },
  { paragraph: 'licence.reserved' },
  { paragraph: 'licence.equipment' },

  { heading: 'restrictions.heading', level: 2 },
  { paragraph: 'restrictions.intro' },
  {
    list: [
      'restrictions.copy',
      'restrictions.reverse',
      'restrictions.distribute',
      'restrictions.notices',
      'restrictions.circumvent',
      'restrictions.interfere',
      'restrictions.automated',
      'restrictions.ai',
      'restrictions.compete',
      'restrictions.unlawful',
      'restrictions.highRisk',
    ],
  },
  { paragraph: 'restrictions.openSource', when: openSource },

  // Premium: detailed conduct rules.
  { heading: 'acceptableUse.heading', level: 2, when: acceptableUseRules },
  { paragraph: 'acceptableUse.intro', when: acceptableUseRules },
  {
    list: [
      'acceptableUse.illegal',
      'acceptableUse.rights',
      'acceptableUse.impersonation',
      'acceptableUse.spam',
      'acceptableUse.harvest',
      'acceptableUse.probe',
      'acceptableUse.cheat',
      'acceptableUse.minors',
    ],
    when: acceptableUseRules,
  },
  { paragraph: 'acceptableUse.enforcement', when: acceptableUseRules },

  { heading: 'ip.heading', level: 2 },
  { paragraph: 'ip.ownership' },
  { paragraph: 'ip.trademarks' },

  { heading: 'accounts.heading', level: 2, when: accounts },
  { paragraph: 'accounts.text', when: accounts },
  { paragraph: 'accounts.security', when: accounts },

  { heading: 'content.heading', level: 2, when: userContent, requiredBy: ['dsa'] },
  { paragraph: 'content.ownership', when: userContent },
  { paragraph: 'content.licence', when: userContent },
  { paragraph: 'content.responsibility', when: userContent },
  { paragraph: 'content.backups', when: userContent },
  // EU Digital Services Act, Art. 14, 16, 17 and 20(6): hosting services state their moderation rules.
  { paragraph: 'content.dsa', when: allOf(userContent, euUsers) },

  { heading: 'feedback.heading', level: 2 },
  { paragraph: 'feedback.text' },

  { heading: 'beta.heading', level: 2, when: beta },
  { paragraph: 'beta.text', when: beta },
  { paragraph: 'beta.warranty', when: beta },
  { paragraph: 'beta.confidential', when: beta },

  { heading: 'thirdParty.heading', level: 2, when: thirdParty },
  { paragraph: 'thirdParty.text', when: thirdParty },
  { paragraph: 'thirdParty.availability', when: thirdParty },

  { heading: 'openSource.heading', level: 2, when: openSource, requiredBy: ['openSource'] },
  { paragraph: 'openSource.text', when: openSource },
  { paragraph: 'openSource.notices', when: openSource },

  { heading: 'privacy.heading', level: 2 },
  { paragraph: 'privacy.text' },
  { paragraph: 'privacy.technical' },

  // Updates and support; the EU consumer rules on updates (DCD Art. 8) and modifications (Art. 19).
  { heading: 'updates.heading', level: 2 },
  { paragraph: 'updates.text' },
  { paragraph: 'updates.required', when: installable },
  { paragraph: 'updates.changes' },
  { paragraph: 'updates.euConformity', when: euConsumers },
  { paragraph: 'updates.euModification', when: allOf(euConsumers, suppliedOverTime) },
  { paragraph: 'support.email', when: supportByEmail },
  { paragraph: 'support.page', when: supportPage },
  { paragraph: 'support.none', when: noSupport },

  // Money: how purchases are made and refunded, subscriptions, virtual items.
  { heading: 'purchases.heading', level: 2, when: purchases },
  { paragraph: 'purchases.intro', when: purchases },
  { paragraph: 'purchases.stores', when: allOf(purchases, anyAppStore) },
  { paragraph: 'purchases.direct', when: allOf(purchases, outsideAppStores) },
  { paragraph: 'purchases.oneTime', when: oneTimePurchases },
  { paragraph: 'purchases.refunds', when: purchases },
  { heading: 'subscriptions.heading', level: 3, when: subscriptions, requiredBy: ['usAutoRenewal'] },
  { paragraph: 'subscriptions.renewal', when: subscriptions },
  { paragraph: 'subscriptions.cancelStore', when: allOf(subscriptions, anyAppStore) },
  { paragraph: 'subscriptions.cancelApple', when: allOf(subscriptions, apple) },
  { paragraph: 'subscriptions.cancelDirect', when: allOf(subscriptions, outsideAppStores) },
  { paragraph: 'subscriptions.effect', when: subscriptions },
  { paragraph: 'subscriptions.priceChanges', when: subscriptions },
  { paragraph: 'subscriptions.trial', when: freeTrial },
  { heading: 'virtual.heading', level: 3, when: virtualItems },
  { paragraph: 'virtual.text', when: virtualItems },
  { paragraph: 'virtual.expiry', when: virtualItems },

  // EU Consumer Rights Directive Art. 9–16 (and Art. 11a's withdrawal function), UK CCR 2013.
  {
    heading: 'withdrawal.heading',
    level: 2,
    when: withdrawalRight,
    requiredBy: ['euConsumer', 'ukConsumer'],
  },
  { paragraph: 'withdrawal.right', when: withdrawalRight },
  { paragraph: 'withdrawal.digitalContent', when: withdrawalRight },
  { paragraph: 'withdrawal.services', when: allOf(withdrawalRight, suppliedOverTime) },
  { paragraph: 'withdrawal.exercise', when: withdrawalRight },
  { paragraph: 'withdrawal.effects', when: withdrawalRight },
  { paragraph: 'withdrawal.stores', when: allOf(withdrawalRight, anyAppStore) },
  {
    heading: 'withdrawal.form.heading',
    level: 3,
    when: withdrawalRight,
    requiredBy: ['euConsumer', 'ukConsumer'],
  },
  { paragraph: 'withdrawal.form.intro', when: withdrawalRight },
  {
    list: [
      'withdrawal.form.to',
      'withdrawal.form.notice',
      'withdrawal.form.ordered',
      'withdrawal.form.name',
      'withdrawal.form.address',
      'withdrawal.form.signature',
      'withdrawal.form.date',
    ],
    when: withdrawalRight,
  },
  { paragraph: 'withdrawal.form.delete', when: withdrawalRight },

  { heading: 'termination.heading', level: 2 },
  { paragraph: 'termination.term' },
  { paragraph: 'termination.byYou' },
  { paragraph: 'termination.subscriptions', when: subscriptions },
  { paragraph: 'termination.byUs' },
  { paragraph: 'termination.discontinue' },
  { paragraph: 'termination.effects' },
  // Digital Content Directive Art. 16(3)–(4): the consumer's content after termination.
  { paragraph: 'termination.euContent', when: allOf(euConsumers, userContent) },

  {
    heading: 'warranty.heading',
    level: 2,
    requiredBy: ['euConsumer', 'ukConsumer', 'australianConsumerLaw'],
  },
  { paragraph: 'warranty.disclaimer' },
  { paragraph: 'warranty.noGuarantee' },
  { paragraph: 'warranty.jurisdictions' },
  { paragraph: 'warranty.consumers', when: consumers },
  { paragraph: 'warranty.eu', when: euConsumers },
  { paragraph: 'warranty.uk', when: ukConsumers },
  // Competition and Consumer Regulations 2010 reg. 90 text; ACL s. 64A for non-consumer goods.
  { paragraph: 'warranty.australia', when: australianUsers },
  { paragraph: 'warranty.australiaLimit', when: allOf(australianUsers, businesses) },

  { heading: 'liability.heading', level: 2 },
  { paragraph: 'liability.exclusion' },
  { paragraph: 'liability.cap' },
  { paragraph: 'liability.basis' },
  { paragraph: 'liability.unlimited' },
  { paragraph: 'liability.eu', when: euConsumers },
  { paragraph: 'liability.uk', when: ukConsumers },
  { paragraph: 'liability.ukDevice', when: ukConsumers },

  // Premium: the user's indemnity (never against EU/UK consumers).
  { heading: 'indemnity.heading', level: 2, when: userIndemnity },
  { paragraph: 'indemnity.text', when: userIndemnity },
  { paragraph: 'indemnity.consumers', when: allOf(userIndemnity, euOrUkConsumers) },

  { heading: 'export.heading', level: 2, requiredBy: ['exportControls'] },
  { paragraph: 'export.text' },
  { paragraph: 'export.representation' },
  { paragraph: 'export.government', when: usUsers },

  // Apple's "Instructions for Minimum Terms of Developer's End-User License Agreement", all ten.
  { heading: 'apple.heading', level: 2, when: apple, requiredBy: ['apple'] },
  { paragraph: 'apple.intro', when: apple },
  {
    list: [
      'apple.acknowledgement',
      'apple.scope',
      'apple.support',
      'apple.warranty',
      'apple.claims',
      'apple.ip',
      'apple.legal',
      'apple.contact',
      'apple.thirdPartyTerms',
      'apple.beneficiary',
    ],
    ordered: true,
    when: apple,
  },
  { heading: 'google.heading', level: 2, when: google, requiredBy: ['googlePlay'] },
  { paragraph: 'google.text', when: google },
  { paragraph: 'google.purchases', when: allOf(google, purchases) },
  { heading: 'microsoft.heading', level: 2, when: microsoft, requiredBy: ['microsoftStore'] },
  { paragraph: 'microsoft.text', when: microsoft },
  { heading: 'otherChannels.heading', level: 2, when: otherPlatforms },
  { paragraph: 'otherChannels.text', when: otherPlatforms },

  { heading: 'changes.heading', level: 2 },
  { paragraph: 'changes.text' },
  { paragraph: 'changes.acceptance' },
  { paragraph: 'changes.consumers', when: euOrUkConsumers },

  // Governing law; consumers keep their home law (Rome I Art. 6(2)) and home courts (Brussels I bis Art. 18, CJJA 1982 s. 15B).
  { heading: 'law.heading', level: 2 },
  { paragraph: 'law.governing' },
  { paragraph: 'law.ucita', when: usGoverningLaw },
  { paragraph: 'law.courts' },
  { paragraph: 'law.consumers', when: consumers },
  { paragraph: 'law.euUkConsumers', when: euOrUkConsumers },
  { paragraph: 'law.informal', when: informalResolution },

  { heading: 'general.heading', level: 2 },
  {
    list: [
      'general.entire',
      'general.severability',
      'general.waiver',
      'general.assignment',
      'general.thirdParties',
      'general.forceMajeure',
      'general.notices',
      'general.interpretation',
    ],
  },

  { heading: 'contact.heading', level: 2 },
  { paragraph: 'contact.intro' },
  { each: 'contact', item: 'line' },
];
