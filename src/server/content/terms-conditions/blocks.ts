import { allOf, anyOf, type ClauseBlock, type Condition, condition } from '../clause-library';
import {
  accounts,
  adrNotWilling,
  adrWilling,
  advertising,
  arbitration,
  betaFeatures,
  businessesOnly,
  consumers,
  copyrightProcedure,
  digitalServicesAct,
  euConsumers,
  euUkConsumers,
  exportSanctions,
  feedbackLicence,
  forceMajeure,
  freeTrial,
  keyPoints,
  mobileApp,
  noMobileApp,
  noRefundPolicyLinked,
  onlineSafetyAct,
  paymentProvidersNamed,
  refundPolicyLinked,
  sells,
  sellsDigitalContent,
  sellsGoods,
  sellsServices,
  socialPage,
  subscriptions,
  ukConsumers,
  usAutoRenewal,
  usConsumers,
  userContent,
  withdrawalRight,
} from './blocks-conditions';
import type { TermsFacts } from './facts';
import type { TermsList } from './values';

/**
 * The Terms & Conditions: one structure for every language. The consumer-law blocks follow from who
 * the customers are and where, the feature blocks from the features chosen, and the premium extras
 * from the extras chosen, in the premium version only.
 */

/** The laws that can make a section mandatory (their names: `compliance.laws.<law>`). */
export type TermsLaw =
  | 'contract'
  | 'euConsumer'
  | 'dsa'
  | 'ukConsumer'
  | 'onlineSafety'
  | 'usAutoRenewal'
  | 'usArbitration';

/**
 * When each law applies. Enforceable terms name the operator, the acceptance, the limits of
 * liability, the governing law and a contact; consumer law adds the pre-contract information and
 * withdrawal; the DSA and the Online Safety Act their moderation and complaint terms; US
 * auto-renewal and arbitration laws their notices.
 */
export const TERMS_LAWS: Record<TermsLaw, Condition<TermsFacts>> = {
  contract: condition('always, as the terms are a contract with every user', () => true),
  euConsumer: euConsumers,
  dsa: digitalServicesAct,
  ukConsumer: ukConsumers,
  onlineSafety: onlineSafetyAct,
  usAutoRenewal,
  usArbitration: arbitration,
};

export const TERMS_BLOCKS: ClauseBlock<TermsFacts, TermsList, TermsLaw>[] = [
  { heading: 'title', level: 1 },
  { paragraph: 'lastUpdated' },
  { paragraph: 'intro' },
  { paragraph: 'introRead' },
  // A conspicuous notice up front is what US courts look for before enforcing arbitration.
  { paragraph: 'introArbitration', when: arbitration },

  { heading: 'summary.heading', level: 2, when: keyPoints },
  { paragraph: 'summary.intro', when: keyPoints },
  { each: 'summary', item: 'line', when: keyPoints },

  { heading: 'accept.heading', level: 2, requiredBy: ['contract'] },
  { paragraph: 'accept.text' },
  { paragraph: 'accept.organisation' },
  { paragraph: 'accept.additional' },

  // Who the provider is (E-Commerce Directive Art. 5, Consumer Rights Directive Art. 6(1)(b)-(c)).
  { heading: 'about.heading', level: 2, requiredBy: ['contract', 'euConsumer', 'ukConsumer'] },
  { paragraph: 'about.identity' },
  { paragraph: 'about.contact' },

  { heading: 'eligibility.heading', level: 2 },
  { paragraph: 'eligibility.age', when: consumers },
  // Minors may lack capacity to contract even above the minimum age (majority is 19 or 21 in some places).
  { paragraph: 'eligibility.minors', when: consumers },
  { paragraph: 'eligibility.removal', when: consumers },
  { paragraph: 'eligibility.business', when: businessesOnly },

  { heading: 'accounts.heading', level: 2, when: accounts },
  { paragraph: 'accounts.register', when: accounts },
  { paragraph: 'accounts.security', when: accounts },
  { paragraph: 'accounts.closing', when: accounts },

  { heading: 'service.heading', level: 2 },
  { paragraph: 'service.licence' },
  { paragraph: 'service.changes' },
  { paragraph: 'service.availability' },
  { paragraph: 'service.beta', when: betaFeatures },

  { heading: 'ip.heading', level: 2 },
  { paragraph: 'ip.ours' },
  { paragraph: 'ip.marks' },
  { paragraph: 'ip.feedback', when: feedbackLicence },

  { heading: 'content.heading', level: 2, when: userContent },
  { paragraph: 'content.ownership', when: userContent },
  { paragraph: 'content.licence', when: userContent },
  { paragraph: 'content.responsibility', when: userContent },
  { paragraph: 'content.moderation', when: userContent },
  { paragraph: 'content.others', when: userContent },
  { paragraph: 'content.report', when: userContent },
  // EU Digital Services Act: Art. 14 (terms), 16 (notices), 17 (reasons), 20-21 and 23 (platforms), 11-12.
  { heading: 'dsa.heading', level: 3, when: digitalServicesAct, requiredBy: ['dsa'] },
  { paragraph: 'dsa.intro', when: digitalServicesAct },
  { paragraph: 'dsa.restrictions', when: digitalServicesAct },
  { paragraph: 'dsa.notice', when: digitalServicesAct },
  { paragraph: 'dsa.reasons', when: digitalServicesAct },
  { paragraph: 'dsa.complaints', when: digitalServicesAct },
  { paragraph: 'dsa.misuse', when: digitalServicesAct },
  { paragraph: 'dsa.contact', when: digitalServicesAct },
  // UK Online Safety Act 2023: terms must say how users are protected from illegal content, and how to complain.
  { heading: 'osa.heading', level: 3, when: onlineSafetyAct, requiredBy: ['onlineSafety'] },
  { paragraph: 'osa.intro', when: onlineSafetyAct },
  { paragraph: 'osa.measures', when: onlineSafetyAct },
  { paragraph: 'osa.reporting', when: onlineSafetyAct },
  { paragraph: 'osa.complaints', when: onlineSafetyAct },
  { heading: 'copyright.heading', level: 3, when: copyrightProcedure },
  { paragraph: 'copyright.intro', when: copyrightProcedure },
  {
    list: [
      'copyright.notice.signature',
      'copyright.notice.work',
      'copyright.notice.material',
      'copyright.notice.contact',
      'copyright.notice.goodFaith',
      'copyright.notice.accuracy',
    ],
    when: copyrightProcedure,
  },
  { paragraph: 'copyright.counter', when: copyrightProcedure },
  { paragraph: 'copyright.repeat', when: copyrightProcedure },

  { heading: 'use.heading', level: 2 },
  { paragraph: 'use.intro' },
  {
    list: [
      'use.law',
      'use.rights',
      'use.harmful',
      'use.others',
      'use.impersonate',
      'use.spam',
      'use.malware',
      'use.security',
      'use.interfere',
      'use.scraping',
      'use.ai',
      'use.reverse',
      'use.resell',
      'use.circumvent',
      'use.help',
    ],
  },
  { paragraph: 'use.consequences' },

  { heading: 'purchases.heading', level: 2, when: sells, requiredBy: ['euConsumer', 'ukConsumer'] },
  { paragraph: 'purchases.intro', when: sells },
  { paragraph: 'purchases.order', when: sells },
  // E-Commerce Directive Art. 10-11: the technical steps, correcting errors, the stored contract, languages.
  { paragraph: 'purchases.steps', when: allOf(sells, euUkConsumers) },
  { paragraph: 'purchases.availability', when: sells },
  { heading: 'pricing.heading', level: 3, when: sells },
  { paragraph: 'pricing.prices', when: sells },
  { paragraph: 'pricing.taxConsumers', when: allOf(sells, consumers) },
  { paragraph: 'pricing.taxBusiness', when: allOf(sells, businessesOnly) },
  { paragraph: 'pricing.delivery', when: sellsGoods },
  { paragraph: 'pricing.errors', when: sells },
  { paragraph: 'pricing.changes', when: sells },
  { paragraph: 'pricing.payment', when: sells },
  { paragraph: 'pricing.providers', when: paymentProvidersNamed },
  { each: 'paymentProviders', item: 'pricing.provider', when: sells },
  { heading: 'refunds.heading', level: 3, when: sells, requiredBy: ['euConsumer', 'ukConsumer'] },
  { paragraph: 'refunds.policy', when: refundPolicyLinked },
  { paragraph: 'refunds.noPolicy', when: allOf(sells, noRefundPolicyLinked) },
  // Consumer Rights Directive Art. 9-16 / Consumer Contracts Regulations 2013: the 14-day withdrawal right.
  { paragraph: 'withdrawal.text', when: withdrawalRight },
  { paragraph: 'withdrawal.refund', when: withdrawalRight },
  { paragraph: 'withdrawal.goods', when: allOf(withdrawalRight, sellsGoods) },
  { paragraph: 'withdrawal.services', when: allOf(withdrawalRight, anyOf(sellsServices, subscriptions)) },
  { paragraph: 'withdrawal.digital', when: allOf(withdrawalRight, sellsDigitalContent) },
  { paragraph: 'refunds.statutory', when: allOf(sells, consumers) },

  { heading: 'subs.heading', level: 2, when: subscriptions, requiredBy: ['usAutoRenewal'] },
  { paragraph: 'subs.renewal', when: subscriptions },
  { paragraph: 'subs.checkout', when: subscriptions },
  { paragraph: 'subs.cancel', when: subscriptions },
  { paragraph: 'subs.trial', when: freeTrial },
  { paragraph: 'subs.priceChanges', when: subscriptions },
  { paragraph: 'subs.failed', when: subscriptions },
  // German § 309 No. 9 BGB sets the strictest EU rule: after the first term, one month's notice at most.
  { paragraph: 'subs.euRenewal', when: allOf(subscriptions, euConsumers) },
  // ROSCA, California's Automatic Renewal Law (as amended by AB 2863) and similar state laws.
  { heading: 'usAr.heading', level: 3, when: usAutoRenewal, requiredBy: ['usAutoRenewal'] },
  { paragraph: 'usAr.text', when: usAutoRenewal },

  { heading: 'ads.heading', level: 2, when: advertising },
  { paragraph: 'ads.text', when: advertising },

  { heading: 'links.heading', level: 2 },
  { paragraph: 'links.text' },
  { paragraph: 'links.social', when: socialPage },

  // Apple's "Instructions for Minimum Terms of Developer's End-User License Agreement".
  { heading: 'apps.heading', level: 2, when: mobileApp },
  { paragraph: 'apps.stores', when: mobileApp },
  { paragraph: 'apps.appleIntro', when: mobileApp },
  {
    list: [
      'apps.apple.parties',
      'apps.apple.licence',
      'apps.apple.support',
      'apps.apple.warranty',
      'apps.apple.claims',
      'apps.apple.ip',
      'apps.apple.sanctions',
      'apps.apple.thirdParty',
      'apps.apple.beneficiary',
    ],
    when: mobileApp,
  },
  { paragraph: 'apps.contact', when: mobileApp },

  { heading: 'privacy.heading', level: 2 },
  { paragraph: 'privacy.text' },

  { heading: 'consumer.heading', level: 2, when: consumers, requiredBy: ['euConsumer', 'ukConsumer'] },
  { paragraph: 'consumer.general', when: consumers },
  // Directives (EU) 2019/770 (digital content, Art. 19 modifications) and 2019/771 (goods).
  { paragraph: 'consumer.euGuarantee', when: euConsumers },
  { paragraph: 'consumer.euModifications', when: euConsumers },
  { paragraph: 'consumer.ukRights', when: ukConsumers },

  // European Accessibility Act (Directive (EU) 2019/882), Annex V: the information belongs in the terms.
  { heading: 'accessibility.heading', level: 2, when: allOf(euConsumers, sells) },
  { paragraph: 'accessibility.text', when: allOf(euConsumers, sells) },

  { heading: 'disclaimer.heading', level: 2 },
  { paragraph: 'disclaimer.asIs' },
  { paragraph: 'disclaimer.information' },
  { paragraph: 'disclaimer.consumers', when: consumers },
  { paragraph: 'disclaimer.us', when: usConsumers },

  { heading: 'liability.heading', level: 2, requiredBy: ['contract'] },
  { paragraph: 'liability.exclusions' },
  { paragraph: 'liability.cap' },
  // Unfair Terms Directive Annex (a), Consumer Rights Act 2015 s. 65, UCTA 1977 s. 2(1).
  { paragraph: 'liability.unlimited' },
  { paragraph: 'liability.consumers', when: euUkConsumers },
  { paragraph: 'liability.us', when: usConsumers },

  { heading: 'indemnity.heading', level: 2 },
  { paragraph: 'indemnity.text' },
  { paragraph: 'indemnity.consumers', when: euUkConsumers },

  { heading: 'termination.heading', level: 2 },
  { paragraph: 'termination.byYou' },
  { paragraph: 'termination.byUs' },
  { paragraph: 'termination.paid', when: sells },
  { paragraph: 'termination.effect' },

  { heading: 'disputes.heading', level: 2, requiredBy: ['contract'] },
  { paragraph: 'disputes.informal' },
  { paragraph: 'disputes.law' },
  { paragraph: 'disputes.cisg', when: sellsGoods },
  { paragraph: 'disputes.courts' },
  // Rome I Art. 6(2) and Brussels I bis Art. 18; the UK kept both rules for its consumers.
  { paragraph: 'disputes.euConsumers', when: euConsumers },
  { paragraph: 'disputes.ukConsumers', when: ukConsumers },
  // ADR Directive Art. 13 / § 36 VSBG / UK ADR Regulations 2015; the EU ODR platform closed in July 2025.
  { paragraph: 'disputes.adrWilling', when: allOf(euUkConsumers, adrWilling) },
  { paragraph: 'disputes.adrNotWilling', when: allOf(euUkConsumers, adrNotWilling) },
  { heading: 'arb.heading', level: 3, when: arbitration, requiredBy: ['usArbitration'] },
  { paragraph: 'arb.scope', when: arbitration },
  { paragraph: 'arb.informal', when: arbitration },
  { paragraph: 'arb.rules', when: arbitration },
  { paragraph: 'arb.classWaiver', when: arbitration },
  { paragraph: 'arb.jury', when: arbitration },
  { paragraph: 'arb.exceptions', when: arbitration },
  { paragraph: 'arb.optOut', when: arbitration },
  { paragraph: 'arb.changes', when: arbitration },

  { heading: 'changes.heading', level: 2 },
  { paragraph: 'changes.text' },
  { paragraph: 'changes.accept' },
  { paragraph: 'changes.orders', when: sells },
  { paragraph: 'changes.subscriptions', when: subscriptions },

  { heading: 'general.heading', level: 2 },
  { paragraph: 'general.entire' },
  { paragraph: 'general.severability' },
  { paragraph: 'general.waiver' },
  { paragraph: 'general.assignment' },
  { paragraph: 'general.thirdParties', when: noMobileApp },
  { paragraph: 'general.thirdPartiesApple', when: mobileApp },
  { paragraph: 'general.relationship' },
  { paragraph: 'general.communications' },
  { paragraph: 'general.forceMajeure', when: forceMajeure },
  { paragraph: 'general.export', when: exportSanctions },

  { heading: 'contact.heading', level: 2, requiredBy: ['contract', 'euConsumer', 'dsa'] },
  { paragraph: 'contact.intro' },
  { each: 'contact', item: 'line' },
];
