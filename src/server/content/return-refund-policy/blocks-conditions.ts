import type {
  RETURN_SHIPPING,
  ReturnExtra,
} from '../../../shared/agreements/definitions/return-refund-policy';
import { allOf, type Condition, condition, premiumVersion } from '../clause-library';
import type { ReturnFacts } from './facts';

/**
 * When the Return & Refund Policy's blocks appear, in words a lawyer reads without the code (they
 * are printed in the review edition) and as tests of the facts.
 */

// What the seller sells, how, to whom and where.
export const sellsGoods = condition<ReturnFacts>('the seller sells physical goods', (facts) => facts.goods);
export const sellsDigital = condition<ReturnFacts>(
  'the seller sells digital content',
  (facts) => facts.digital,
);
export const sellsServices = condition<ReturnFacts>('the seller sells services', (facts) => facts.services);
export const sellsSubscriptions = condition<ReturnFacts>(
  'the seller sells subscriptions',
  (facts) => facts.subscriptions,
);
export const sellsServicesOrSubscriptions = condition<ReturnFacts>(
  'the seller sells services or subscriptions',
  (facts) => facts.services || facts.subscriptions,
);
export const sellsDigitalServicesOrSubscriptions = condition<ReturnFacts>(
  'the seller sells digital content, services or subscriptions',
  (facts) => facts.digital || facts.services || facts.subscriptions,
);
export const sellsDigitalOrSubscriptions = condition<ReturnFacts>(
  'the seller sells digital content or subscriptions',
  (facts) => facts.digital || facts.subscriptions,
);
export const sellsGoodsDigitalOrSubscriptions = condition<ReturnFacts>(
  'the seller sells physical goods, digital content or subscriptions',
  (facts) => facts.goods || facts.digital || facts.subscriptions,
);
export const sellsOnMarketplaces = condition<ReturnFacts>(
  'the seller sells through online marketplaces',
  (facts) => facts.marketplace,
);
export const sellsInStore = condition<ReturnFacts>(
  'the seller sells in a physical store',
  (facts) => facts.store,
);
export const sellsAtDistance = condition<ReturnFacts>(
  'the seller sells at a distance (through a website, an app or an online marketplace)',
  (facts) => facts.distance,
);
export const sellsOnOwnWebsiteOrApp = condition<ReturnFacts>(
  'the seller sells through its own website or app',
  (facts) => facts.ownOnline,
);
export const sellsToBusinesses = condition<ReturnFacts>(
  'the seller sells to businesses',
  (facts) => facts.businesses,
);
export const sellsToConsumers = condition<ReturnFacts>(
  'the seller sells to consumers',
  (facts) => facts.consumers,
);
export const sellsToBusinessesOnly = condition<ReturnFacts>(
  'the seller sells to businesses only, not to consumers',
  (facts) => facts.businesses && !facts.consumers,
);
export const euConsumers = condition<ReturnFacts>(
  'the seller sells to consumers in the EU',
  (facts) => facts.euConsumers,
);
export const ukConsumers = condition<ReturnFacts>(
  'the seller sells to consumers in the UK',
  (facts) => facts.ukConsumers,
);
export const usConsumers = condition<ReturnFacts>(
  'the seller sells to consumers in the US',
  (facts) => facts.usConsumers,
);
export const sellsInOtherCountries = condition<ReturnFacts>(
  'the seller sells outside the EU, the UK and the US',
  (facts) => facts.other,
);
export const legalRightsSection = condition<ReturnFacts>(
  'the seller sells to consumers in the EU, the UK or the US, or sells outside those markets',
  (facts) => facts.legalRightsSection,
);

// The statutory right of withdrawal (in the UK: the right to cancel).
export const euWithdrawal = condition<ReturnFacts>(
  'the seller sells at a distance (website, app or online marketplace) to consumers in the EU',
  (facts) => facts.euWithdrawal,
);
export const ukCancellation = condition<ReturnFacts>(
  'the seller sells at a distance (website, app or online marketplace) to consumers in the UK',
  (facts) => facts.ukCancellation,
);
export const ukCancellationOnly = condition<ReturnFacts>(
  'the seller sells at a distance (website, app or online marketplace) to consumers in the UK, and does not sell in the EU',
  (facts) => facts.ukCancellationOnly,
);
export const euAndUkWithdrawal = condition<ReturnFacts>(
  'the seller sells at a distance (website, app or online marketplace) to consumers in both the EU and the UK',
  (facts) => facts.euWithdrawal && facts.ukCancellation,
);
export const statutoryWithdrawal = condition<ReturnFacts>(
  'the seller sells at a distance (website, app or online marketplace) to consumers in the EU or the UK',
  (facts) => facts.statutory,
);
export const digitalConsent = condition<ReturnFacts>(
  'at checkout, buyers of digital content consent to its immediate supply and acknowledge that they lose the right of withdrawal',
  (facts) => facts.digitalConsent,
);
export const noDigitalConsent = condition<ReturnFacts>(
  'buyers of digital content are not asked at checkout to consent to its immediate supply',
  (facts) => !facts.digitalConsent,
);
export const withdrawalExceptionsApply = condition<ReturnFacts>(
  'the seller sells physical goods, services or subscriptions, or digital content whose buyers consent to its immediate supply',
  (facts) => facts.withdrawalExceptions.length > 0,
);

// The seller's own return policy.
export const acceptsReturns = condition<ReturnFacts>(
  'the seller takes back products for a change of mind (for a refund, store credit or an exchange)',
  (facts) => facts.acceptsReturns,
);
export const goodsReturns = allOf(sellsGoods, acceptsReturns);

const POLICY_WORDS: Record<ReturnFacts['policy'], string> = {
  full_refund: 'the seller gives a full refund for returns',
  exchange_only: 'the seller offers only exchanges for returns',
  store_credit: 'the seller gives store credit for returns',
  no_refunds: 'all sales are final: the seller takes nothing back for a change of mind',
};
export const policyIs = (kind: ReturnFacts['policy']) =>
  condition<ReturnFacts>(POLICY_WORDS[kind], (facts) => facts.policy === kind);
export const policyIsNotFullRefund = condition<ReturnFacts>(
  'the seller does not give a full refund for returns (only exchanges or store credit, or all sales are final)',
  (facts) => facts.policy !== 'full_refund',
);
export const refundsOrCredit = condition<ReturnFacts>(
  'the seller gives a full refund or store credit for returns',
  (facts) => facts.refundsOrCredit,
);
export const itemConditions = condition<ReturnFacts>(
  'the seller sets conditions that returned goods must meet',
  (facts) => facts.conditions.length > 0,
);
export const nonReturnableItems = condition<ReturnFacts>(
  'the seller lists goods that cannot be returned',
  (facts) => facts.nonReturnable.length > 0 || facts.nonReturnableOther !== '',
);
export const storeTakesOnlineReturns = condition<ReturnFacts>(
  "the seller's store takes back goods bought online",
  (facts) => facts.storeReturnsOnline,
);
export const storeRefusesOnlineReturns = condition<ReturnFacts>(
  "the seller's store does not take back goods bought online",
  (facts) => !facts.storeReturnsOnline,
);

/** Who pays for sending a return back. */
type ReturnShipping = (typeof RETURN_SHIPPING)[number];
const SHIPPING_WORDS: Record<ReturnShipping, string> = {
  customer: 'the customer pays for return shipping',
  free: 'return shipping is free for the customer',
  label_deducted: 'the seller provides a return label and deducts its cost from the refund',
};
export const returnShipping = (payer: ReturnShipping) =>
  condition<ReturnFacts>(SHIPPING_WORDS[payer], (facts) => facts.shipping === payer);

export const restockingFee = condition<ReturnFacts>(
  'the seller charges a restocking fee',
  (facts) => facts.restockingPercent !== '',
);
export const refundsDeliveryCharges = condition<ReturnFacts>(
  'the seller refunds the original delivery charges of returned items',
  (facts) => facts.shippingRefund,
);
export const keepsDeliveryCharges = condition<ReturnFacts>(
  'the seller does not refund the original delivery charges of returned items',
  (facts) => !facts.shippingRefund,
);
export const offersExchanges = condition<ReturnFacts>(
  'the seller offers exchanges',
  (facts) => facts.exchanges !== 'none',
);
export const exchangesForSameItem = condition<ReturnFacts>(
  'the seller exchanges returned items for the same product in another size or colour',
  (facts) => facts.exchanges === 'same_item',
);
export const exchangesForAnyItem = condition<ReturnFacts>(
  'the seller exchanges returned items for any other product',
  (facts) => facts.exchanges === 'any_item',
);

const DIGITAL_REFUND_WORDS = {
  before_access: 'the seller refunds digital content only before it has been downloaded or accessed',
  fourteen_days: 'the seller refunds digital content within 14 days, even after download',
  faulty_only: 'the seller refunds digital content only if it is faulty',
};
export const digitalRefunds = (kind: keyof typeof DIGITAL_REFUND_WORDS) =>
  condition<ReturnFacts>(DIGITAL_REFUND_WORDS[kind], (facts) => facts.digitalRefunds === kind);

const SERVICE_REFUND_WORDS = {
  before_start: 'the seller refunds a service in full only if it is cancelled before it begins',
  pro_rata: 'the seller refunds the part of a cancelled service not yet provided',
};
export const serviceRefunds = (kind: keyof typeof SERVICE_REFUND_WORDS) =>
  condition<ReturnFacts>(SERVICE_REFUND_WORDS[kind], (facts) => facts.serviceRefunds === kind);

const SUBSCRIPTION_REFUND_WORDS = {
  end_of_period: 'a cancelled subscription runs to the end of the paid period, without partial refunds',
  prorated: 'the seller refunds the unused part of a cancelled subscription',
  renewal_window:
    'the seller gives no partial refunds of subscriptions, but refunds a renewal cancelled within 7 days',
};
type SubscriptionRefunds = keyof typeof SUBSCRIPTION_REFUND_WORDS;
export const subscriptionRefunds = (kind: SubscriptionRefunds) =>
  condition<ReturnFacts>(SUBSCRIPTION_REFUND_WORDS[kind], (facts) => facts.subscriptionRefunds === kind);

// The premium extras, each in the premium version only and only when chosen.
const EXTRA_WORDS: Record<ReturnExtra, string> = {
  summary: 'the seller chose the “returns at a glance” summary',
  late_refunds: 'the seller chose the section on late or missing refunds',
  return_steps: 'the seller chose the step-by-step return instructions',
  gift_returns: 'the seller chose the section on returning gifts',
  holiday_returns: 'the seller chose extended returns for the holiday season',
  international_returns: 'the seller chose the section on returns from other countries',
};
export const premiumExtra = (extra: ReturnExtra): Condition<ReturnFacts> =>
  allOf(
    premiumVersion<ReturnFacts>(),
    condition<ReturnFacts>(EXTRA_WORDS[extra], (facts) => facts.extras.has(extra)),
  );
