import {
  RETURN_ITEM_CONDITIONS,
  RETURN_NON_RETURNABLE,
  RETURN_PRODUCTS,
  type ReturnExtra,
} from '../../../shared/agreements/definitions/return-refund-policy';
import type { Answers } from '../../../shared/agreements/wizard-model';
import {
  absoluteUrl,
  addressWithoutCountry,
  type ComplianceRow,
  countryName as countryNameIn,
  emailLink,
  esc,
  joinList,
  lawRequirements,
  markRequired,
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
import { type ReturnFacts, returnFacts } from './facts';

/**
 * The Return & Refund Policy: one structure for every language. The seller's own policy comes
 * first (what it offers beyond the law), then the statutory sections the answers call for: the
 * EU/UK right of withdrawal with its model form, and the legal rights for faulty products in each
 * market. Block conditions and the compliance summary read the same facts (facts.ts).
 *
 * Lists whose entries depend on the answers are built in `values`, where the catalog is at hand,
 * and kept per render context for the `each` blocks: every word still comes from
 * content/return-refund-policy/<lang>.json.
 */

// ── Values ─────────────────────────────────────────────────────────────────────────────────────

type Lines = Record<'summary' | 'conditions' | 'excluded' | 'exceptions' | 'contact', ClauseValues[]>;

/** What `values` prepared for the `each` blocks of one render. */
const renders = new WeakMap<ClauseContext, Lines>();

function linesOf(context: ClauseContext, name: keyof Lines): ClauseValues[] {
  const lines = renders.get(context);
  if (!lines) throw new Error('return and refund policy: values must be computed before the lists');
  return lines[name];
}

/** A list item written by the owner, ending like the catalog's items. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Only UK consumers have the statutory right, which UK law calls the right to cancel. */
const ukOnly = (facts: ReturnFacts) => facts.ukCancellation && !facts.euWithdrawal;

/** Whether the document has the "legal rights" section (the damaged-items clause points to it). */
const hasLegalSection = (facts: ReturnFacts) =>
  facts.euConsumers || facts.ukConsumers || facts.usConsumers || facts.other;

/** The statutory exceptions to the right of withdrawal that matter for what the seller sells. */
function withdrawalExceptions(facts: ReturnFacts): string[] {
  const prefix = 'withdrawal.exceptions.';
  return [
    ...(facts.goods ? ['custom', 'perishable', 'hygiene', 'mixed', 'media', 'press'] : []),
    ...(facts.services || facts.subscriptions ? ['servicesPerformed', 'leisure'] : []),
    // Digital content is excepted only after consent and acknowledgement (Art. 16(m) CRD).
    ...(facts.digital && facts.digitalConsent ? ['digital'] : []),
  ].map((name) => `${prefix}${name}`);
}

function buildValues(context: ClauseContext, text: (key: string) => string): ClauseValues {
  const { answers, language } = context;
  const facts = returnFacts(answers);
  const part = (key: string, values: ClauseValues = {}) => fill(text(key), values, key);
  const list = (keys: string[], type: 'conjunction' | 'disjunction' = 'conjunction') =>
    joinList(language, keys.map(text), type);
  const link = (field: string) => escapeMarkdownUrl(absoluteUrl(str(answers, field)));

  const companyName = esc(str(answers, 'company_name'));
  const companyCountry = countryNameIn(str(answers, 'company_country'), language);
  const companyAddress = `${esc(addressWithoutCountry(str(answers, 'company_address'), str(answers, 'company_country')))}, ${companyCountry}`;
  const contactEmailLink = emailLink(str(answers, 'contact_email'));
  const phone = esc(str(answers, 'contact_phone'));
  const returnAddressAnswer = str(answers, 'return_address');
  const marketplaceNames = esc(str(answers, 'marketplace_names'));
  const functionUrl = facts.withdrawalFunctionUrl;

  const channels = [
    ...(facts.website ? [part('channel.website', { url: urlLink(str(answers, 'website_url')) })] : []),
    ...(facts.app ? [text('channel.app')] : []),
    ...(facts.marketplace
      ? [
          marketplaceNames
            ? part('channel.marketplaceNamed', { names: marketplaceNames })
            : text('channel.marketplace'),
        ]
      : []),
    ...(facts.store ? [text('channel.store')] : []),
  ];
  const windowStart =
    !facts.goods || !facts.distance
      ? 'window.purchase'
      : facts.store
        ? 'window.deliveryOrPurchase'
        : 'window.delivery';
  const returnMethods = facts.returnMethods.map((method) =>
    method === 'email'
      ? part('start.email', { contactEmailLink })
      : part(`start.${method}`, { url: link(method === 'form' ? 'return_form_url' : 'return_portal_url') }),
  );
  const statutoryAreas = [
    ...(facts.euWithdrawal ? ['area.eu'] : []),
    ...(facts.ukCancellation ? ['area.uk'] : []),
  ];

  const values: ClauseValues = {
    lastUpdated: context.lastUpdated,
    shopName: esc(str(answers, 'shop_name')),
    companyName,
    companyAddress,
    companyCountry,
    contactEmailLink,
    phone,
    phonePart: phone ? part('withdrawal.phonePart', { phone }) : '',
    channelList: joinList(language, channels),
    productList: list(
      RETURN_PRODUCTS.filter((product) => facts[product]).map((product) => `product.${product}`),
    ),
    statutoryArea: list(statutoryAreas, 'disjunction'),
    withdrawalHeading: text(ukOnly(facts) ? 'withdrawal.headingUk' : 'withdrawal.heading'),
    windowDays: facts.windowDays,
    windowStart: text(windowStart),
    refundDays: facts.refundDays,
    damageDays: facts.damageDays,
    restockingPercent: facts.restockingPercent,
    returnMethods: joinList(language, returnMethods, 'disjunction'),
    exchangeAsk: facts.exchanges === 'none' ? '' : text('start.exchangeAsk'),
    returnAddress: `${companyName}, ${returnAddressAnswer ? esc(returnAddressAnswer) : companyAddress}`,
    refundDestination: facts.refundMethod ? text(`refundTo.${facts.refundMethod}`) : '',
    statutoryExample: facts.statutory ? text('refunds.statutoryExample') : '',
    difference: text(
      facts.policy === 'full_refund' ? 'exchanges.differenceRefund' : 'exchanges.differenceCredit',
    ),
    unavailable: facts.acceptsReturns ? text(`exchanges.unavailable.${facts.policy}`) : '',
    legalPointer: hasLegalSection(facts)
      ? part('damaged.legalPointer', { legalHeading: text('legal.heading') })
      : '',
    cancelMethods: joinList(
      language,
      facts.subscriptionCancel.map((method) =>
        method === 'email' ? part('cancel.email', { contactEmailLink }) : text(`cancel.${method}`),
      ),
      'disjunction',
    ),
    marketplaceNames: marketplaceNames ? part('marketplace.names', { names: marketplaceNames }) : '',
    onlineInterface: list(
      [...(facts.website ? ['interface.website'] : []), ...(facts.app ? ['interface.app'] : [])],
      'disjunction',
    ),
    functionLink: functionUrl ? part('withdrawal.functionLink', { link: urlLink(functionUrl) }) : '',
    deliveryCosts: facts.goods ? text('withdrawal.deliveryCosts') : '',
    labelPart: facts.shipping === 'customer' ? '' : text('steps.labelPart'),
  };

  const line = (key: string) => ({ line: fill(text(key), {}, key, values) });
  const conditions = new Set(facts.conditions);
  const excluded = new Set(facts.nonReturnable);
  renders.set(context, {
    summary: [
      `summary.${facts.policy}`,
      ...(facts.statutory ? ['summary.statutory'] : []),
      ...(facts.goods ? ['summary.faulty'] : []),
      ...(facts.policy === 'full_refund' ? ['summary.refunds'] : []),
      'summary.contact',
    ].map(line),
    conditions: RETURN_ITEM_CONDITIONS.filter((item) => conditions.has(item)).map((item) =>
      line(`conditions.${item}`),
    ),
    excluded: [
      ...RETURN_NON_RETURNABLE.filter((item) => excluded.has(item)).map((item) => line(`excluded.${item}`)),
      ...(facts.nonReturnableOther
        ? [{ line: part('excluded.other', { other: sentence(esc(facts.nonReturnableOther)) }) }]
        : []),
    ],
    exceptions: withdrawalExceptions(facts).map(line),
    contact: [line('contact.email'), ...(phone ? [line('contact.phone')] : []), line('contact.postal')],
  });
  return values;
}

// ── Structure ──────────────────────────────────────────────────────────────────────────────────

/** A predicate over the facts. */
const when =
  (test: (facts: ReturnFacts) => boolean): Predicate =>
  (context) =>
    test(returnFacts(context.answers));
/** A premium extra: only in the premium version, and only when chosen. */
const extra =
  (name: ReturnExtra): Predicate =>
  (context) =>
    context.premium && returnFacts(context.answers).extras.has(name);
const lines = (name: keyof Lines, condition?: Predicate): ClauseBlock => ({
  each: (context) => linesOf(context, name),
  item: 'line',
  ...(condition ? { when: condition } : {}),
});

const goodsReturns = when((facts) => facts.goods && facts.acceptsReturns);
const statutory = when((facts) => facts.statutory);
const policyIs = (kind: ReturnFacts['policy']) => when((facts) => facts.policy === kind);
const withdrawalGoods = when((facts) => facts.statutory && facts.goods);

const BLOCKS: ClauseBlock[] = [
  { heading: 'title', level: 1 },
  { paragraph: 'lastUpdated' },
  { paragraph: 'intro' },
  { paragraph: 'introProducts' },
  { paragraph: 'introRights' },

  // Premium: the key points in a few bullets.
  { heading: 'summary.heading', level: 2, when: extra('summary') },
  { paragraph: 'summary.intro', when: extra('summary') },
  lines('summary', extra('summary')),

  // The seller's own policy: window, kind of remedy, conditions and exclusions.
  { heading: 'policy.heading', level: 2 },
  { paragraph: 'policy.full_refund', when: policyIs('full_refund') },
  { paragraph: 'policy.exchange_only', when: policyIs('exchange_only') },
  { paragraph: 'policy.store_credit', when: policyIs('store_credit') },
  { paragraph: 'policy.no_refunds', when: policyIs('no_refunds') },
  { paragraph: 'policy.faultyCarveOut', when: when((facts) => facts.policy !== 'full_refund') },
  { paragraph: 'policy.statutory', when: statutory },
  { heading: 'conditions.heading', level: 3, when: when((facts) => facts.conditions.length > 0) },
  { paragraph: 'conditions.intro', when: when((facts) => facts.conditions.length > 0) },
  lines('conditions'),
  { paragraph: 'conditions.refused', when: when((facts) => facts.conditions.length > 0) },
  {
    paragraph: 'conditions.statutory',
    when: when((facts) => facts.conditions.length > 0 && facts.statutory),
  },
  {
    heading: 'excluded.heading',
    level: 3,
    when: when((facts) => facts.nonReturnable.length > 0 || facts.nonReturnableOther !== ''),
  },
  {
    paragraph: 'excluded.intro',
    when: when((facts) => facts.nonReturnable.length > 0 || facts.nonReturnableOther !== ''),
  },
  lines('excluded'),
  {
    paragraph: 'excluded.statutory',
    when: when(
      (facts) => (facts.nonReturnable.length > 0 || facts.nonReturnableOther !== '') && facts.statutory,
    ),
  },
  { heading: 'holiday.heading', level: 3, when: extra('holiday_returns') },
  { paragraph: 'holiday.text', when: extra('holiday_returns') },
  { heading: 'gifts.heading', level: 3, when: extra('gift_returns') },
  { paragraph: 'gifts.text', when: extra('gift_returns') },

  // How to start a return, and where to send it.
  { heading: 'start.heading', level: 2, when: when((facts) => facts.acceptsReturns) },
  { paragraph: 'start.intro', when: when((facts) => facts.acceptsReturns) },
  { paragraph: 'start.confirm', when: goodsReturns },
  { paragraph: 'start.address', when: goodsReturns },
  { paragraph: 'start.store', when: when((facts) => facts.goods && facts.acceptsReturns && facts.store) },
  {
    paragraph: 'start.storeOnline',
    when: when(
      (facts) =>
        facts.goods && facts.acceptsReturns && facts.store && facts.distance && facts.storeReturnsOnline,
    ),
  },
  {
    paragraph: 'start.storeOnlineNo',
    when: when(
      (facts) =>
        facts.goods && facts.acceptsReturns && facts.store && facts.distance && !facts.storeReturnsOnline,
    ),
  },
  { heading: 'steps.heading', level: 3, when: extra('return_steps') },
  {
    list: ['steps.start', 'steps.wait', 'steps.pack', 'steps.ship', 'steps.done'],
    ordered: true,
    when: extra('return_steps'),
  },

  // Return shipping, restocking fee.
  { heading: 'shipping.heading', level: 2, when: goodsReturns },
  {
    paragraph: 'shipping.customer',
    when: when((facts) => facts.acceptsReturns && facts.shipping === 'customer'),
  },
  { paragraph: 'shipping.free', when: when((facts) => facts.acceptsReturns && facts.shipping === 'free') },
  {
    paragraph: 'shipping.label_deducted',
    when: when((facts) => facts.acceptsReturns && facts.shipping === 'label_deducted'),
  },
  { heading: 'international.heading', level: 3, when: extra('international_returns') },
  { paragraph: 'international.text', when: extra('international_returns') },
  { heading: 'restocking.heading', level: 2, when: when((facts) => facts.restockingPercent !== '') },
  { paragraph: 'restocking.text', when: when((facts) => facts.restockingPercent !== '') },
  {
    paragraph: 'restocking.statutory',
    when: when((facts) => facts.restockingPercent !== '' && facts.statutory),
  },

  // Refunds: the seller's timing and method, and refunds the law requires.
  { heading: 'refunds.heading', level: 2 },
  { paragraph: 'refunds.inspection', when: goodsReturns },
  { paragraph: 'refunds.full_refund', when: policyIs('full_refund') },
  { paragraph: 'refunds.store_credit', when: policyIs('store_credit') },
  {
    paragraph: 'refunds.shippingYes',
    when: when((facts) => facts.goods && facts.refundsOrCredit && facts.shippingRefund),
  },
  {
    paragraph: 'refunds.shippingNo',
    when: when((facts) => facts.goods && facts.refundsOrCredit && !facts.shippingRefund),
  },
  { paragraph: 'refunds.legal' },
  { heading: 'late.heading', level: 3, when: extra('late_refunds') },
  { paragraph: 'late.intro', when: extra('late_refunds') },
  { list: ['late.check', 'late.issuer', 'late.contact'], ordered: true, when: extra('late_refunds') },

  { heading: 'exchanges.heading', level: 2, when: when((facts) => facts.exchanges !== 'none') },
  { paragraph: 'exchanges.same_item', when: when((facts) => facts.exchanges === 'same_item') },
  { paragraph: 'exchanges.any_item', when: when((facts) => facts.exchanges === 'any_item') },
  { paragraph: 'exchanges.process', when: when((facts) => facts.exchanges !== 'none') },

  // Damaged, faulty or wrong items: always, whatever the policy.
  { heading: 'damaged.heading', level: 2, when: when((facts) => facts.goods) },
  { paragraph: 'damaged.report', when: when((facts) => facts.goods) },
  { paragraph: 'damaged.remedy', when: when((facts) => facts.goods) },
  { paragraph: 'damaged.rights', when: when((facts) => facts.goods) },

  // Digital content, services and subscriptions.
  { heading: 'digital.heading', level: 2, when: when((facts) => facts.digital) },
  {
    paragraph: 'digital.before_access',
    when: when((facts) => facts.digital && facts.digitalRefunds === 'before_access'),
  },
  {
    paragraph: 'digital.fourteen_days',
    when: when((facts) => facts.digital && facts.digitalRefunds === 'fourteen_days'),
  },
  {
    paragraph: 'digital.faulty_only',
    when: when((facts) => facts.digital && facts.digitalRefunds === 'faulty_only'),
  },
  { paragraph: 'digital.faulty', when: when((facts) => facts.digital) },
  { paragraph: 'digital.statutory', when: when((facts) => facts.digital && facts.statutory) },
  { heading: 'services.heading', level: 2, when: when((facts) => facts.services) },
  {
    paragraph: 'services.before_start',
    when: when((facts) => facts.services && facts.serviceRefunds === 'before_start'),
  },
  {
    paragraph: 'services.pro_rata',
    when: when((facts) => facts.services && facts.serviceRefunds === 'pro_rata'),
  },
  { paragraph: 'services.problem', when: when((facts) => facts.services) },
  { heading: 'subscriptions.heading', level: 2, when: when((facts) => facts.subscriptions) },
  { paragraph: 'subscriptions.cancel', when: when((facts) => facts.subscriptions) },
  ...(['end_of_period', 'prorated', 'renewal_window'] as const).map(
    (kind): ClauseBlock => ({
      paragraph: `subscriptions.${kind}`,
      when: when((facts) => facts.subscriptions && facts.subscriptionRefunds === kind),
    }),
  ),
  { paragraph: 'subscriptions.us', when: when((facts) => facts.subscriptions && facts.usConsumers) },

  { heading: 'marketplace.heading', level: 2, when: when((facts) => facts.marketplace) },
  { paragraph: 'marketplace.text', when: when((facts) => facts.marketplace) },
  { heading: 'business.heading', level: 2, when: when((facts) => facts.businesses) },
  { paragraph: 'business.both', when: when((facts) => facts.businesses && facts.consumers) },
  { paragraph: 'business.only', when: when((facts) => facts.businesses && !facts.consumers) },

  // The EU/UK right of withdrawal (Art. 9–16 Directive 2011/83/EU; regs. 29–38 CCR 2013), in the
  // words of the model instructions (Annex I(A)), so that nothing in it is less than the law.
  { heading: 'withdrawal.heading', level: 2, when: when((facts) => facts.euWithdrawal) },
  { heading: 'withdrawal.headingUk', level: 2, when: when(ukOnly) },
  { paragraph: 'withdrawal.intro', when: statutory },
  { paragraph: 'withdrawal.lawEu', when: when((facts) => facts.euWithdrawal) },
  { paragraph: 'withdrawal.lawUk', when: when((facts) => facts.ukCancellation) },
  { paragraph: 'withdrawal.notStore', when: when((facts) => facts.statutory && facts.store) },
  { heading: 'withdrawal.period.heading', level: 3, when: statutory },
  { paragraph: 'withdrawal.period.goods', when: withdrawalGoods },
  {
    paragraph: 'withdrawal.period.other',
    when: when((facts) => facts.statutory && (facts.digital || facts.services || facts.subscriptions)),
  },
  { heading: 'withdrawal.exercise.heading', level: 3, when: statutory },
  { paragraph: 'withdrawal.exercise', when: statutory },
  { paragraph: 'withdrawal.function', when: when((facts) => facts.euWithdrawal && facts.ownOnline) },
  { heading: 'withdrawal.effects.heading', level: 3, when: statutory },
  { paragraph: 'withdrawal.effects', when: statutory },
  { paragraph: 'withdrawal.withhold', when: withdrawalGoods },
  { paragraph: 'withdrawal.sendBack', when: withdrawalGoods },
  ...(['customer', 'free', 'label_deducted'] as const).map(
    (payer): ClauseBlock => ({
      paragraph: `withdrawal.cost.${payer}`,
      when: when((facts) => facts.statutory && facts.goods && facts.shipping === payer),
    }),
  ),
  { paragraph: 'withdrawal.value', when: withdrawalGoods },
  { paragraph: 'withdrawal.noFee', when: statutory },
  {
    paragraph: 'withdrawal.services',
    when: when((facts) => facts.statutory && (facts.services || facts.subscriptions)),
  },
  {
    paragraph: 'withdrawal.digitalConsent',
    when: when((facts) => facts.statutory && facts.digital && facts.digitalConsent),
  },
  {
    paragraph: 'withdrawal.digitalNoConsent',
    when: when((facts) => facts.statutory && facts.digital && !facts.digitalConsent),
  },
  {
    heading: 'withdrawal.exceptions.heading',
    level: 3,
    when: when((facts) => facts.statutory && withdrawalExceptions(facts).length > 0),
  },
  {
    paragraph: 'withdrawal.exceptions.intro',
    when: when((facts) => facts.statutory && withdrawalExceptions(facts).length > 0),
  },
  lines('exceptions', statutory),

  // Legal rights for faulty products, per market.
  { heading: 'legal.heading', level: 2, when: when(hasLegalSection) },
  { paragraph: 'legal.intro', when: when(hasLegalSection) },
  {
    heading: 'legal.eu.heading',
    level: 3,
    when: when((facts) => facts.euConsumers && (facts.goods || facts.digital || facts.subscriptions)),
  },
  { paragraph: 'legal.eu.goods', when: when((facts) => facts.euConsumers && facts.goods) },
  {
    paragraph: 'legal.eu.digital',
    when: when((facts) => facts.euConsumers && (facts.digital || facts.subscriptions)),
  },
  { heading: 'legal.uk.heading', level: 3, when: when((facts) => facts.ukConsumers) },
  { paragraph: 'legal.uk.goods', when: when((facts) => facts.ukConsumers && facts.goods) },
  { paragraph: 'legal.uk.digital', when: when((facts) => facts.ukConsumers && facts.digital) },
  {
    paragraph: 'legal.uk.services',
    when: when((facts) => facts.ukConsumers && (facts.services || facts.subscriptions)),
  },
  { heading: 'legal.us.heading', level: 3, when: when((facts) => facts.usConsumers) },
  { paragraph: 'legal.us.posting', when: when((facts) => facts.usConsumers) },
  { paragraph: 'legal.us.warranty', when: when((facts) => facts.usConsumers) },
  {
    paragraph: 'legal.us.mailOrder',
    when: when((facts) => facts.usConsumers && facts.goods && facts.distance),
  },
  { heading: 'legal.other.heading', level: 3, when: when((facts) => facts.other) },
  { paragraph: 'legal.other.text', when: when((facts) => facts.other) },

  { heading: 'changes.heading', level: 2 },
  { paragraph: 'changes.text' },
  { heading: 'contact.heading', level: 2 },
  { paragraph: 'contact.intro' },
  lines('contact'),

  // Annex I(B) of Directive 2011/83/EU (Schedule 3 Part B of the CCR 2013): always the last section.
  { heading: 'form.heading', level: 2, when: when((facts) => facts.euWithdrawal) },
  { heading: 'form.headingUk', level: 2, when: when(ukOnly) },
  { paragraph: 'form.intro', when: when((facts) => facts.euWithdrawal) },
  { paragraph: 'form.introUk', when: when(ukOnly) },
  {
    list: [
      'form.to',
      'form.notice',
      'form.ordered',
      'form.name',
      'form.address',
      'form.signature',
      'form.date',
    ],
    when: when((facts) => facts.euWithdrawal),
  },
  {
    list: [
      'form.to',
      'form.noticeUk',
      'form.ordered',
      'form.name',
      'form.address',
      'form.signature',
      'form.date',
    ],
    when: when(ukOnly),
  },
  { paragraph: 'form.delete', when: statutory },
  { paragraph: 'form.ukNote', when: when((facts) => facts.euWithdrawal && facts.ukCancellation) },
];

/** The laws that make a section mandatory (the editor warns when an edit removes one, issue 6 §3). */
const requiredBy = lawRequirements(
  returnFacts,
  {
    euCrd: (facts) => facts.euConsumers,
    ukCcr: (facts) => facts.ukConsumers,
    california: (facts) => facts.usConsumers,
  },
  'returnRefundPolicy.compliance.laws',
);

export const returnRefundPolicyLibrary: ClauseLibrary = {
  values: buildValues,
  // Consumer Rights Directive Art. 6(1)(h) and Annex I / UK CCRs Sch. 2-3: the withdrawal information and
  // the model form, and the legal guarantee; California Civil Code § 1723: the posted refund policy.
  blocks: markRequired(BLOCKS, {
    'policy.heading': requiredBy('california'),
    'refunds.heading': requiredBy('euCrd', 'ukCcr', 'california'),
    'withdrawal.heading': requiredBy('euCrd', 'ukCcr'),
    'withdrawal.headingUk': requiredBy('ukCcr'),
    'legal.heading': requiredBy('euCrd', 'ukCcr'),
    'form.heading': requiredBy('euCrd', 'ukCcr'),
    'form.headingUk': requiredBy('ukCcr'),
  }),
};

// ── Compliance summary ─────────────────────────────────────────────────────────────────────────

const C = 'returnRefundPolicy.compliance';
const keysOf = (kind: 'present' | 'todo', items: (string | false)[]) =>
  items.filter((item): item is string => item !== false).map((item) => `${C}.${kind}.${item}`);

/**
 * Per law the document addresses: the required items it contains, and what the owner must still do
 * outside the document. Keys of the `wizard` namespace (locales/<lang>/wizard/return-refund-policy.json).
 */
export function returnRefundPolicyCompliance(answers: Answers): ComplianceRow[] {
  const facts = returnFacts(answers);
  const rows: ComplianceRow[] = [];
  const servicesLike = facts.services || facts.subscriptions;

  for (const law of ['euCrd', 'ukCcr'] as const) {
    const consumers = law === 'euCrd' ? facts.euConsumers : facts.ukConsumers;
    if (!consumers) continue;
    const withdrawal = law === 'euCrd' ? facts.euWithdrawal : facts.ukCancellation;
    const guarantee = law === 'euCrd' ? facts.goods || facts.digital || facts.subscriptions : true;
    rows.push({
      law: `${C}.laws.${law}`,
      present: keysOf('present', [
        'traderIdentity',
        withdrawal && 'withdrawalConditions',
        withdrawal && 'withdrawalExceptions',
        withdrawal && 'refundTerms',
        withdrawal && facts.goods && 'returnCosts',
        withdrawal && facts.goods && 'diminishedValue',
        withdrawal && servicesLike && 'proportionatePayment',
        withdrawal && 'noRestockingFee',
        withdrawal && law === 'euCrd' && facts.ownOnline && 'withdrawalFunction',
        withdrawal && 'modelForm',
        guarantee && (law === 'euCrd' ? 'legalGuarantee' : 'craRights'),
      ]),
      ownerTodo: keysOf('todo', [
        withdrawal && 'preContractInfo',
        withdrawal &&
          law === 'euCrd' &&
          facts.ownOnline &&
          (facts.withdrawalFunctionUrl ? 'checkWithdrawalFunction' : 'buildWithdrawalFunction'),
        withdrawal && facts.digital && (facts.digitalConsent ? 'digitalConsentCheckout' : 'digitalNoConsent'),
        withdrawal && servicesLike && 'servicesExpressRequest',
        withdrawal && 'refundWithin14Days',
        facts.goods && 'conformityClaims',
        law === 'ukCcr' && facts.subscriptions && 'ukSubscriptions',
      ]),
    });
  }

  if (facts.usConsumers) {
    rows.push({
      law: `${C}.laws.california`,
      present: keysOf('present', [
        'refundKind',
        facts.acceptsReturns && 'timePeriod',
        'coveredMerchandise',
        'refundConditions',
        facts.restockingPercent !== '' && 'restockingFeeAmount',
        'writtenCopy',
        facts.goods && facts.distance && 'mailOrderRule',
      ]),
      ownerTodo: keysOf('todo', [
        facts.distance && 'postOnline',
        facts.store && 'storeSigns',
        facts.subscriptions && 'autoRenewal',
        facts.goods && facts.distance && 'shippingTimes',
      ]),
    });
  }
  return rows;
}

/** What index.ts renders the type with: the old shape, until the library moves to defineClauseLibrary. */
export const returnRefundPolicyGenerator: LegacyGenerator = {
  legacy: returnRefundPolicyLibrary,
  compliance: returnRefundPolicyCompliance,
};
