import type { ReturnRefundPolicyAnswers } from '../../../shared/agreements/answers.generated';
import {
  RETURN_EXTRAS,
  RETURN_GOODS_EXTRAS,
  RETURN_POLICY_KINDS,
  type ReturnExtra,
  type ReturnPolicyKind,
} from '../../../shared/agreements/definitions/return-refund-policy';
import { str, strings } from '../clause-helpers';

/** How the seller exchanges returned goods: not at all, for the same product, or for any product. */
export type ExchangeKind = 'none' | 'same_item' | 'any_item';
const EXCHANGE_KINDS: readonly ExchangeKind[] = ['none', 'same_item', 'any_item'];

/** The statutory exceptions to the right of withdrawal the document can list (catalog `withdrawal.exceptions.*`). */
export type WithdrawalException =
  | 'custom'
  | 'perishable'
  | 'hygiene'
  | 'mixed'
  | 'media'
  | 'press'
  | 'servicesPerformed'
  | 'leisure'
  | 'digital';

/**
 * What the checked answers of a Return & Refund Policy imply. The clause blocks, their values and
 * the compliance summary all read these facts, so the document and the summary cannot disagree
 * about which laws apply or what the seller offers.
 */
export type ReturnFacts = {
  // What the owner wrote, as written (values.ts escapes it).
  shopName: string;
  websiteUrl: string;
  companyName: string;
  companyAddress: string;
  /** The country code of the seller's address. */
  companyCountry: string;
  contactEmail: string;
  contactPhone: string;
  /** A return address other than the company address, or ''. */
  returnAddress: string;
  marketplaceNames: string;
  returnFormUrl: string;
  returnPortalUrl: string;
  withdrawalFunctionUrl: string;

  // How and what the seller sells, to whom and where.
  website: boolean;
  app: boolean;
  marketplace: boolean;
  store: boolean;
  /** Sold through the website, app or a marketplace: contracts concluded at a distance. */
  distance: boolean;
  /** Sold through the seller's own website or app: the EU withdrawal function is needed there. */
  ownOnline: boolean;
  goods: boolean;
  digital: boolean;
  services: boolean;
  subscriptions: boolean;
  consumers: boolean;
  businesses: boolean;
  /** Sells outside the EU, the UK and the US (to consumers or businesses). */
  other: boolean;

  // The laws that apply.
  /** EU consumers buying at a distance: the 14-day right of withdrawal (Directive 2011/83/EU). */
  euWithdrawal: boolean;
  /** UK consumers buying at a distance: the 14-day right to cancel (Consumer Contracts Regulations 2013). */
  ukCancellation: boolean;
  /** Only UK consumers have the statutory right, which UK law calls the right to cancel. */
  ukCancellationOnly: boolean;
  /** EU or UK consumers buying at a distance: the statutory right of withdrawal (or cancellation). */
  statutory: boolean;
  /** The legal guarantee of conformity (EU) protects these consumers. */
  euConsumers: boolean;
  /** The Consumer Rights Act 2015 protects these consumers. */
  ukConsumers: boolean;
  usConsumers: boolean;
  /** The document has a section on the legal rights for faulty products (in some market). */
  legalRightsSection: boolean;
  /** The statutory exceptions to the right of withdrawal that matter for what the seller sells. */
  withdrawalExceptions: WithdrawalException[];

  // The seller's own return policy.
  policy: ReturnPolicyKind;
  /** Returns for change of mind accepted: any policy but "no refunds". */
  acceptsReturns: boolean;
  /** A refund in money or store credit for change-of-mind returns. */
  refundsOrCredit: boolean;
  windowDays: string;
  /** The conditions returned goods must meet (only when goods are returnable). */
  conditions: string[];
  /** The goods that cannot be returned (only when goods are returnable). */
  nonReturnable: string[];
  nonReturnableOther: string;
  returnMethods: string[];
  /** Who pays return shipping: 'customer', 'free', 'label_deducted', or '' when not asked. */
  shipping: string;
  /** The restocking fee in percent, or '' when there is none. */
  restockingPercent: string;
  exchanges: ExchangeKind;
  refundMethod: string;
  refundDays: string;
  shippingRefund: boolean;
  damageDays: string;
  digitalRefunds: string;
  /** The buyer consents to immediate supply of digital content and so loses the right of withdrawal. */
  digitalConsent: boolean;
  serviceRefunds: string;
  subscriptionCancel: string[];
  subscriptionRefunds: string;
  storeReturnsOnline: boolean;
  /** The premium extras chosen (the goods extras only when goods are returnable). */
  extras: Set<ReturnExtra>;
};

/** The options of `allowed` that were chosen, in the order of `allowed`. */
function chosenAmong<T extends string>(allowed: readonly T[], chosen: readonly string[]): T[] {
  return allowed.filter((option) => chosen.includes(option));
}

/** The statutory exceptions to the right of withdrawal that matter for what the seller sells. */
function withdrawalExceptionsFor(
  products: ReadonlySet<string>,
  digitalConsent: boolean,
): WithdrawalException[] {
  return [
    ...(products.has('goods')
      ? (['custom', 'perishable', 'hygiene', 'mixed', 'media', 'press'] as const)
      : []),
    ...(products.has('services') || products.has('subscriptions')
      ? (['servicesPerformed', 'leisure'] as const)
      : []),
    // Digital content is excepted only after the buyer's express consent and acknowledgement.
    ...(products.has('digital') && digitalConsent ? (['digital'] as const) : []),
  ];
}

export function returnFacts(answers: ReturnRefundPolicyAnswers): ReturnFacts {
  const channels = new Set(strings(answers, 'sales_channels'));
  const products = new Set(strings(answers, 'products'));
  const markets = new Set(strings(answers, 'markets'));
  const customers = new Set(strings(answers, 'customers'));
  const distance = channels.has('website') || channels.has('app') || channels.has('marketplace');
  const consumers = customers.has('consumers');
  const eu = markets.has('eu');
  const uk = markets.has('uk');
  const euWithdrawal = eu && consumers && distance;
  const ukCancellation = uk && consumers && distance;
  const euConsumers = eu && consumers;
  const ukConsumers = uk && consumers;
  const usConsumers = markets.has('us') && consumers;
  const policy = chosenAmong(RETURN_POLICY_KINDS, [str(answers, 'refund_policy')])[0] ?? 'no_refunds';
  const acceptsReturns = policy !== 'no_refunds';
  const goodsReturns = products.has('goods') && acceptsReturns;
  // An exchange-only policy asks which products a return can be exchanged for; the others ask
  // whether exchanges are offered besides.
  const exchangeAnswer =
    policy === 'exchange_only' ? str(answers, 'exchange_scope') : str(answers, 'exchanges');
  const fee = str(answers, 'restocking_fee');
  const digitalConsent = str(answers, 'digital_consent') === 'yes';
  return {
    shopName: str(answers, 'shop_name'),
    websiteUrl: str(answers, 'website_url'),
    companyName: str(answers, 'company_name'),
    companyAddress: str(answers, 'company_address'),
    companyCountry: str(answers, 'company_country'),
    contactEmail: str(answers, 'contact_email'),
    contactPhone: str(answers, 'contact_phone'),
    returnAddress: str(answers, 'return_address'),
    marketplaceNames: str(answers, 'marketplace_names'),
    returnFormUrl: str(answers, 'return_form_url'),
    returnPortalUrl: str(answers, 'return_portal_url'),
    withdrawalFunctionUrl: str(answers, 'withdrawal_function_url'),

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
    other: markets.has('other'),

    euWithdrawal,
    ukCancellation,
    ukCancellationOnly: ukCancellation && !euWithdrawal,
    statutory: euWithdrawal || ukCancellation,
    euConsumers,
    ukConsumers,
    usConsumers,
    legalRightsSection: euConsumers || ukConsumers || usConsumers || markets.has('other'),
    withdrawalExceptions: withdrawalExceptionsFor(products, digitalConsent),

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
    exchanges: (products.has('goods') && chosenAmong(EXCHANGE_KINDS, [exchangeAnswer])[0]) || 'none',
    refundMethod: str(answers, 'refund_method'),
    refundDays: str(answers, 'refund_days'),
    shippingRefund: str(answers, 'shipping_refund') === 'yes',
    damageDays: str(answers, 'damage_report_days'),
    digitalRefunds: str(answers, 'digital_refunds'),
    digitalConsent,
    serviceRefunds: str(answers, 'service_refunds'),
    subscriptionCancel: strings(answers, 'subscription_cancel'),
    subscriptionRefunds: str(answers, 'subscription_refunds'),
    storeReturnsOnline: str(answers, 'store_returns_online') === 'yes',
    extras: new Set(
      chosenAmong(
        [...RETURN_EXTRAS, ...RETURN_GOODS_EXTRAS],
        [...strings(answers, 'extras'), ...(goodsReturns ? strings(answers, 'goods_extras') : [])],
      ),
    ),
  };
}
