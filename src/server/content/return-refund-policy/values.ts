import type { ReturnRefundPolicyAnswers } from '../../../shared/agreements/answers.generated';
import {
  RETURN_ITEM_CONDITIONS,
  RETURN_NON_RETURNABLE,
  RETURN_PRODUCTS,
} from '../../../shared/agreements/definitions/return-refund-policy';
import {
  absoluteUrl,
  addressWithoutCountry,
  countryName,
  emailLink,
  esc,
  joinList,
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
import type { ReturnFacts } from './facts';

/**
 * The lists the Return & Refund Policy's `each` blocks fill, one catalog `line` per entry: the
 * premium summary, the conditions returned goods must meet, the goods that cannot be returned, the
 * statutory exceptions to the right of withdrawal, and the ways to contact the seller.
 */
export type ReturnList = 'summary' | 'conditions' | 'excluded' | 'exceptions' | 'contact';

/** A list item written by the owner, ending like the catalog's items. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The placeholder values and lists of one document: every word comes from the catalog or the answers. */
export function renderReturnRefundPolicy(
  facts: ReturnFacts,
  context: ClauseContext<ReturnRefundPolicyAnswers>,
  text: TextOf,
): Rendering<ReturnList> {
  const { language } = context;
  const part = (key: string, values: ClauseValues = {}) => fill(text(key), values, key);
  const list = (keys: string[], type: 'conjunction' | 'disjunction' = 'conjunction') =>
    joinList(language, keys.map(text), type);
  const link = (url: string) => escapeMarkdownUrl(absoluteUrl(url));

  const companyName = esc(facts.companyName);
  const companyCountry = countryName(facts.companyCountry, language);
  const companyAddress = `${esc(addressWithoutCountry(facts.companyAddress, facts.companyCountry))}, ${companyCountry}`;
  const contactEmailLink = emailLink(facts.contactEmail);
  const phone = esc(facts.contactPhone);
  const marketplaceNames = esc(facts.marketplaceNames);

  const channels = [
    ...(facts.website ? [part('channel.website', { url: urlLink(facts.websiteUrl) })] : []),
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
  // The return window runs from delivery for goods sold at a distance, else from the purchase.
  const windowStart =
    !facts.goods || !facts.distance
      ? 'window.purchase'
      : facts.store
        ? 'window.deliveryOrPurchase'
        : 'window.delivery';
  const returnMethods = facts.returnMethods.map((method) =>
    method === 'email'
      ? part('start.email', { contactEmailLink })
      : part(`start.${method}`, {
          url: link(method === 'form' ? facts.returnFormUrl : facts.returnPortalUrl),
        }),
  );
  const statutoryAreas = [
    ...(facts.euWithdrawal ? ['area.eu'] : []),
    ...(facts.ukCancellation ? ['area.uk'] : []),
  ];

  const values: ClauseValues = {
    lastUpdated: context.lastUpdated,
    shopName: esc(facts.shopName),
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
    withdrawalHeading: text(facts.ukCancellationOnly ? 'withdrawal.headingUk' : 'withdrawal.heading'),
    windowDays: facts.windowDays,
    windowStart: text(windowStart),
    refundDays: facts.refundDays,
    damageDays: facts.damageDays,
    restockingPercent: facts.restockingPercent,
    returnMethods: joinList(language, returnMethods, 'disjunction'),
    exchangeAsk: facts.exchanges === 'none' ? '' : text('start.exchangeAsk'),
    returnAddress: `${companyName}, ${facts.returnAddress ? esc(facts.returnAddress) : companyAddress}`,
    refundDestination: facts.refundMethod ? text(`refundTo.${facts.refundMethod}`) : '',
    statutoryExample: facts.statutory ? text('refunds.statutoryExample') : '',
    difference: text(
      facts.policy === 'full_refund' ? 'exchanges.differenceRefund' : 'exchanges.differenceCredit',
    ),
    unavailable: facts.acceptsReturns ? text(`exchanges.unavailable.${facts.policy}`) : '',
    legalPointer: facts.legalRightsSection
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
    functionLink: facts.withdrawalFunctionUrl
      ? part('withdrawal.functionLink', { link: urlLink(facts.withdrawalFunctionUrl) })
      : '',
    deliveryCosts: facts.goods ? text('withdrawal.deliveryCosts') : '',
    labelPart: facts.shipping === 'customer' ? '' : text('steps.labelPart'),
  };

  // A catalog sentence as a list entry, its placeholders filled from the document's values.
  const line = (key: string) => ({ line: fill(text(key), {}, key, values) });
  const conditions = new Set(facts.conditions);
  const excluded = new Set(facts.nonReturnable);
  const lists: Record<ReturnList, ClauseValues[]> = {
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
    exceptions: facts.withdrawalExceptions.map((name) => line(`withdrawal.exceptions.${name}`)),
    contact: [line('contact.email'), ...(phone ? [line('contact.phone')] : []), line('contact.postal')],
  };
  return { values, lists };
}
