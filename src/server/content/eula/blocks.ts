import type { EulaExtra } from '../../../shared/agreements/definitions/eula';
import type { ClauseBlock, ClauseContext, Predicate } from '../legacy-library';
import { type EulaFacts, eulaFacts } from './facts';
import { type EulaLines, linesOf } from './values';

/**
 * The EULA's structure, one for every language. The order follows the paid generators: licence,
 * restrictions and ownership first, then the optional features, money, ending the agreement, the
 * warranty and liability clauses with their statutory consumer exceptions, the store terms, and
 * the boilerplate. Statutory blocks depend on facts only; premium extras also on `premium`.
 */

/** A predicate over the facts. */
const when =
  (test: (facts: EulaFacts, context: ClauseContext) => boolean): Predicate =>
  (context) =>
    test(eulaFacts(context.answers), context);

/** A premium extra: only in the premium version, and only when chosen. */
const extra = (name: EulaExtra): Predicate =>
  when((facts, context) => context.premium && facts.extras.has(name));

const lines = (name: keyof EulaLines, condition?: Predicate): ClauseBlock => ({
  each: (context) => linesOf(context, name),
  item: 'line',
  ...(condition ? { when: condition } : {}),
});

/** A heading and its paragraphs, all under one condition. */
const section = (
  heading: string,
  paragraphs: string[],
  condition: Predicate,
  level: 2 | 3 = 2,
): ClauseBlock[] => [
  { heading, level, when: condition },
  ...paragraphs.map((paragraph) => ({ paragraph, when: condition })),
];

const euOrUkConsumers = when((facts) => facts.euConsumers || facts.ukConsumers);
/** The statutory withdrawal right, for what consumers buy from the owner; app stores run their own. */
const withdrawal = when(
  (facts) => (facts.euConsumers || facts.ukConsumers) && facts.purchases && facts.direct,
);
const subscriptions = when((facts) => facts.subscriptions);

export const EULA_BLOCKS: ClauseBlock[] = [
  { heading: 'title', level: 1 },
  { paragraph: 'lastUpdated' },
  { paragraph: 'intro' },
  { paragraph: 'intro.accept' },
  { paragraph: 'intro.organisation', when: when((facts) => facts.businesses) },
  { paragraph: 'intro.stores', when: when((facts) => facts.anyStore || facts.otherChannel) },

  // Premium: the key points in plain language.
  { heading: 'summary.heading', level: 2, when: extra('summary') },
  { paragraph: 'summary.intro', when: extra('summary') },
  lines('summary', extra('summary')),

  { heading: 'eligibility.heading', level: 2 },
  { paragraph: 'eligibility.minAge', when: when((facts) => facts.minAge !== 'none') },
  { paragraph: 'eligibility.anyAge', when: when((facts) => facts.minAge === 'none') },
  { paragraph: 'eligibility.law' },

  // The licence: "licensed, not sold", its scope and its purpose.
  { heading: 'licence.heading', level: 2 },
  { paragraph: 'licence.grant' },
  { paragraph: 'licence.devices', when: extraDevices(false) },
  { paragraph: 'licence.devicesStore', when: extraDevices(true) },
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
  { paragraph: 'restrictions.openSource', when: when((facts) => facts.openSource) },

  // Premium: detailed conduct rules.
  { heading: 'acceptableUse.heading', level: 2, when: extra('acceptable_use') },
  { paragraph: 'acceptableUse.intro', when: extra('acceptable_use') },
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
    when: extra('acceptable_use'),
  },
  { paragraph: 'acceptableUse.enforcement', when: extra('acceptable_use') },

  ...section('ip.heading', ['ip.ownership', 'ip.trademarks'], () => true),
  ...section(
    'accounts.heading',
    ['accounts.text', 'accounts.security'],
    when((facts) => facts.accounts),
  ),
  ...section(
    'content.heading',
    ['content.ownership', 'content.licence', 'content.responsibility', 'content.backups'],
    when((facts) => facts.userContent),
  ),
  // EU Digital Services Act, Art. 14, 16, 17 and 20(6): hosting services state their moderation rules.
  { paragraph: 'content.dsa', when: when((facts) => facts.userContent && facts.eu) },
  ...section('feedback.heading', ['feedback.text'], () => true),
  ...section(
    'beta.heading',
    ['beta.text', 'beta.warranty', 'beta.confidential'],
    when((facts) => facts.beta),
  ),
  ...section(
    'thirdParty.heading',
    ['thirdParty.text', 'thirdParty.availability'],
    when((facts) => facts.thirdParty),
  ),
  ...section(
    'openSource.heading',
    ['openSource.text', 'openSource.notices'],
    when((facts) => facts.openSource),
  ),
  ...section('privacy.heading', ['privacy.text', 'privacy.technical'], () => true),

  // Updates and support; the EU consumer rules on updates (DCD Art. 8) and modifications (Art. 19).
  { heading: 'updates.heading', level: 2 },
  { paragraph: 'updates.text' },
  { paragraph: 'updates.required', when: when((facts) => facts.installable) },
  { paragraph: 'updates.changes' },
  { paragraph: 'updates.euConformity', when: when((facts) => facts.euConsumers) },
  { paragraph: 'updates.euModification', when: when((facts) => facts.euConsumers && facts.continuous) },
  { paragraph: 'support.email', when: when((facts) => facts.support === 'email') },
  { paragraph: 'support.page', when: when((facts) => facts.support === 'page') },
  { paragraph: 'support.none', when: when((facts) => facts.support === 'none') },

  // Money: how purchases are made and refunded, subscriptions, virtual items.
  { heading: 'purchases.heading', level: 2, when: when((facts) => facts.purchases) },
  { paragraph: 'purchases.intro', when: when((facts) => facts.purchases) },
  { paragraph: 'purchases.stores', when: when((facts) => facts.purchases && facts.anyStore) },
  { paragraph: 'purchases.direct', when: when((facts) => facts.purchases && facts.direct) },
  { paragraph: 'purchases.oneTime', when: when((facts) => facts.oneTime) },
  { paragraph: 'purchases.refunds', when: when((facts) => facts.purchases) },
  { heading: 'subscriptions.heading', level: 3, when: subscriptions },
  { paragraph: 'subscriptions.renewal', when: subscriptions },
  { paragraph: 'subscriptions.cancelStore', when: when((facts) => facts.subscriptions && facts.anyStore) },
  { paragraph: 'subscriptions.cancelApple', when: when((facts) => facts.subscriptions && facts.apple) },
  { paragraph: 'subscriptions.cancelDirect', when: when((facts) => facts.subscriptions && facts.direct) },
  { paragraph: 'subscriptions.effect', when: subscriptions },
  { paragraph: 'subscriptions.priceChanges', when: subscriptions },
  { paragraph: 'subscriptions.trial', when: when((facts) => facts.freeTrial) },
  ...section(
    'virtual.heading',
    ['virtual.text', 'virtual.expiry'],
    when((facts) => facts.virtualItems),
    3,
  ),

  // EU Consumer Rights Directive Art. 9–16 (and Art. 11a's withdrawal function), UK CCR 2013.
  { heading: 'withdrawal.heading', level: 2, when: withdrawal },
  { paragraph: 'withdrawal.right', when: withdrawal },
  { paragraph: 'withdrawal.digitalContent', when: withdrawal },
  {
    paragraph: 'withdrawal.services',
    when: when((facts, context) => withdrawal(context) && facts.continuous),
  },
  { paragraph: 'withdrawal.exercise', when: withdrawal },
  { paragraph: 'withdrawal.effects', when: withdrawal },
  { paragraph: 'withdrawal.stores', when: when((facts, context) => withdrawal(context) && facts.anyStore) },
  { heading: 'withdrawal.form.heading', level: 3, when: withdrawal },
  { paragraph: 'withdrawal.form.intro', when: withdrawal },
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
    when: withdrawal,
  },
  { paragraph: 'withdrawal.form.delete', when: withdrawal },

  { heading: 'termination.heading', level: 2 },
  { paragraph: 'termination.term' },
  { paragraph: 'termination.byYou' },
  { paragraph: 'termination.subscriptions', when: subscriptions },
  { paragraph: 'termination.byUs' },
  { paragraph: 'termination.discontinue' },
  { paragraph: 'termination.effects' },
  // Digital Content Directive Art. 16(3)–(4): the consumer's content after termination.
  { paragraph: 'termination.euContent', when: when((facts) => facts.euConsumers && facts.userContent) },

  { heading: 'warranty.heading', level: 2 },
  { paragraph: 'warranty.disclaimer' },
  { paragraph: 'warranty.noGuarantee' },
  { paragraph: 'warranty.jurisdictions' },
  { paragraph: 'warranty.consumers', when: when((facts) => facts.consumers) },
  { paragraph: 'warranty.eu', when: when((facts) => facts.euConsumers) },
  { paragraph: 'warranty.uk', when: when((facts) => facts.ukConsumers) },
  // Competition and Consumer Regulations 2010 reg. 90 text; ACL s. 64A for non-consumer goods.
  { paragraph: 'warranty.australia', when: when((facts) => facts.australia) },
  { paragraph: 'warranty.australiaLimit', when: when((facts) => facts.australia && facts.businesses) },

  { heading: 'liability.heading', level: 2 },
  { paragraph: 'liability.exclusion' },
  { paragraph: 'liability.cap' },
  { paragraph: 'liability.basis' },
  { paragraph: 'liability.unlimited' },
  { paragraph: 'liability.eu', when: when((facts) => facts.euConsumers) },
  { paragraph: 'liability.uk', when: when((facts) => facts.ukConsumers) },
  { paragraph: 'liability.ukDevice', when: when((facts) => facts.ukConsumers) },

  // Premium: the user's indemnity (never against EU/UK consumers).
  { heading: 'indemnity.heading', level: 2, when: extra('indemnity') },
  { paragraph: 'indemnity.text', when: extra('indemnity') },
  {
    paragraph: 'indemnity.consumers',
    when: (context) => extra('indemnity')(context) && euOrUkConsumers(context),
  },

  { heading: 'export.heading', level: 2 },
  { paragraph: 'export.text' },
  { paragraph: 'export.representation' },
  { paragraph: 'export.government', when: when((facts) => facts.us) },

  // Apple's "Instructions for Minimum Terms of Developer's End-User License Agreement", all ten.
  { heading: 'apple.heading', level: 2, when: when((facts) => facts.apple) },
  { paragraph: 'apple.intro', when: when((facts) => facts.apple) },
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
    when: when((facts) => facts.apple),
  },
  { heading: 'google.heading', level: 2, when: when((facts) => facts.google) },
  { paragraph: 'google.text', when: when((facts) => facts.google) },
  { paragraph: 'google.purchases', when: when((facts) => facts.google && facts.purchases) },
  ...section(
    'microsoft.heading',
    ['microsoft.text'],
    when((facts) => facts.microsoft),
  ),
  ...section(
    'otherChannels.heading',
    ['otherChannels.text'],
    when((facts) => facts.otherChannel),
  ),

  { heading: 'changes.heading', level: 2 },
  { paragraph: 'changes.text' },
  { paragraph: 'changes.acceptance' },
  { paragraph: 'changes.consumers', when: euOrUkConsumers },

  // Governing law; consumers keep their home law (Rome I Art. 6(2)) and home courts (Brussels I bis Art. 18, CJJA 1982 s. 15B).
  { heading: 'law.heading', level: 2 },
  { paragraph: 'law.governing' },
  { paragraph: 'law.ucita', when: when((facts) => facts.lawCountry === 'US') },
  { paragraph: 'law.courts' },
  { paragraph: 'law.consumers', when: when((facts) => facts.consumers) },
  { paragraph: 'law.euUkConsumers', when: euOrUkConsumers },
  { paragraph: 'law.informal', when: extra('informal_resolution') },

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
  lines('contact'),
];

/** Premium device limit: worded for apps that an app store also distributes, or not. */
function extraDevices(viaStore: boolean): Predicate {
  return when((facts, context) => context.premium && facts.deviceLimit !== '' && facts.anyStore === viaStore);
}
