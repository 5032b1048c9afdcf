import type {
  ReturnExtra,
  ReturnPolicyKind,
} from '../../../shared/agreements/definitions/return-refund-policy';
import type { Answers } from '../../../shared/agreements/wizard-model';
import { str, strings } from '../clause-helpers';

/**
 * What the checked answers of a Return & Refund Policy imply, computed once per answers object.
 * The clause blocks and the compliance summary both read these facts, so the document and the
 * summary cannot disagree about which laws apply or what the seller offers.
 */
export type ReturnFacts = {
  website: boolean;
  app: boolean;
  marketplace: boolean;
  store: boolean;
  /** Sold through the website, app or a marketplace: contracts concluded at a distance. */
  distance: boolean;
  /** Sold through the seller's own website or app: the EU withdrawal function (Art. 11a CRD) is needed. */
  ownOnline: boolean;
  goods: boolean;
  digital: boolean;
  services: boolean;
  subscriptions: boolean;
  consumers: boolean;
  businesses: boolean;
  eu: boolean;
  uk: boolean;
  us: boolean;
  other: boolean;
  /** EU consumers buying at a distance: the 14-day right of withdrawal (Directive 2011/83/EU). */
  euWithdrawal: boolean;
  /** UK consumers buying at a distance: the 14-day right to cancel (Consumer Contracts Regulations 2013). */
  ukCancellation: boolean;
  statutory: boolean;
  /** The legal guarantee of conformity (EU) and the Consumer Rights Act 2015 (UK) protect consumers. */
  euConsumers: boolean;
  ukConsumers: boolean;
  usConsumers: boolean;
  policy: ReturnPolicyKind;
  acceptsReturns: boolean;
  /** A refund in money or store credit for change-of-mind returns. */
  refundsOrCredit: boolean;
  windowDays: string;
  conditions: string[];
  nonReturnable: string[];
  nonReturnableOther: string;
  returnMethods: string[];
  shipping: string;
  restockingPercent: string;
  exchanges: 'none' | 'same_item' | 'any_item';
  refundMethod: string;
  refundDays: string;
  shippingRefund: boolean;
  damageDays: string;
  digitalRefunds: string;
  digitalConsent: boolean;
  serviceRefunds: string;
  subscriptionCancel: string[];
  subscriptionRefunds: string;
  storeReturnsOnline: boolean;
  withdrawalFunctionUrl: string;
  extras: Set<ReturnExtra>;
};

const factsCache = new WeakMap<Answers, ReturnFacts>();

export function returnFacts(answers: Answers): ReturnFacts {
  const cached = factsCache.get(answers);
  if (cached) return cached;
  const channels = new Set(strings(answers, 'sales_channels'));
  const products = new Set(strings(answers, 'products'));
  const markets = new Set(strings(answers, 'markets'));
  const customers = new Set(strings(answers, 'customers'));
  const distance = channels.has('website') || channels.has('app') || channels.has('marketplace');
  const consumers = customers.has('consumers');
  const eu = markets.has('eu');
  const uk = markets.has('uk');
  const policy = (str(answers, 'refund_policy') || 'no_refunds') as ReturnPolicyKind;
  const acceptsReturns = policy !== 'no_refunds';
  const goodsReturns = products.has('goods') && acceptsReturns;
  const exchanges =
    policy === 'exchange_only' ? str(answers, 'exchange_scope') : str(answers, 'exchanges') || 'none';
  const fee = str(answers, 'restocking_fee');
  const facts: ReturnFacts = {
    website: channels.has('website'),
    app: channels.has('app'),
    marketplace: channels.has('marketplace'),
    store: channels.has('physical_store'),
    distance,
    ownOnline: channels.has('website') || channels.has('app'),
    goods: products.has('goods'),
    digital: products.has('digital'),
    services: products.has('services'),
    subscriptions: products.has('subscriptions'),
    consumers,
    businesses: customers.has('businesses'),
    eu,
    uk,
    us: markets.has('us'),
    other: markets.has('other'),
    euWithdrawal: eu && consumers && distance,
    ukCancellation: uk && consumers && distance,
    statutory: (eu || uk) && consumers && distance,
    euConsumers: eu && consumers,
    ukConsumers: uk && consumers,
    usConsumers: markets.has('us') && consumers,
    policy,
    acceptsReturns,
    refundsOrCredit: policy === 'full_refund' || policy === 'store_credit',
    windowDays: str(answers, 'return_window'),
    conditions: goodsReturns ? strings(answers, 'item_condition') : [],
    nonReturnable: goodsReturns ? strings(answers, 'non_returnable') : [],
    nonReturnableOther: goodsReturns ? str(answers, 'non_returnable_other') : '',
    returnMethods: strings(answers, 'return_methods'),
    shipping: str(answers, 'return_shipping'),
    restockingPercent: goodsReturns && fee && fee !== 'none' ? fee : '',
    exchanges: (products.has('goods') && exchanges ? exchanges : 'none') as ReturnFacts['exchanges'],
    refundMethod: str(answers, 'refund_method'),
    refundDays: str(answers, 'refund_days'),
    shippingRefund: str(answers, 'shipping_refund') === 'yes',
    damageDays: str(answers, 'damage_report_days'),
    digitalRefunds: str(answers, 'digital_refunds'),
    digitalConsent: str(answers, 'digital_consent') === 'yes',
    serviceRefunds: str(answers, 'service_refunds'),
    subscriptionCancel: strings(answers, 'subscription_cancel'),
    subscriptionRefunds: str(answers, 'subscription_refunds'),
    storeReturnsOnline: str(answers, 'store_returns_online') === 'yes',
    withdrawalFunctionUrl: str(answers, 'withdrawal_function_url'),
    extras: new Set([
      ...strings(answers, 'extras'),
      ...(goodsReturns ? strings(answers, 'goods_extras') : []),
    ] as ReturnExtra[]),
  };
  factsCache.set(answers, facts);
  return facts;
}
