import { allOf, type ClauseBlock, type Condition } from '../clause-library';
import {
  acceptsReturns,
  digitalRefunds,
  euConsumers,
  exchangesForAnyItem,
  exchangesForSameItem,
  goodsReturns,
  itemConditions,
  keepsDeliveryCharges,
  nonReturnableItems,
  offersExchanges,
  policyIs,
  policyIsNotFullRefund,
  premiumExtra,
  refundsDeliveryCharges,
  refundsOrCredit,
  restockingFee,
  returnShipping,
  sellsAtDistance,
  sellsDigital,
  sellsGoods,
  sellsInStore,
  sellsOnMarketplaces,
  sellsServices,
  sellsSubscriptions,
  sellsToBusinesses,
  sellsToBusinessesOnly,
  sellsToConsumers,
  serviceRefunds,
  statutoryWithdrawal,
  storeRefusesOnlineReturns,
  storeTakesOnlineReturns,
  subscriptionRefunds,
  ukConsumers,
  usConsumers,
} from './blocks-conditions';
import { LEGAL_RIGHTS_BLOCKS, MODEL_FORM_BLOCKS, WITHDRAWAL_BLOCKS } from './blocks-statutory';
import type { ReturnFacts } from './facts';
import type { ReturnList } from './values';

/**
 * The Return & Refund Policy: one structure for every language. The seller's own policy comes
 * first (what it offers beyond the law), then the statutory sections the answers call for
 * (blocks-statutory.ts): the EU/UK right of withdrawal with its model form, and the legal rights
 * for faulty products in each market.
 */

/** The laws that can make a section mandatory (names in `compliance.laws`). */
export type ReturnLaw = 'euCrd' | 'ukCcr' | 'california';

/**
 * When each law applies: the EU Consumer Rights Directive and legal guarantee, the UK Consumer
 * Contracts Regulations and Consumer Rights Act, and California's (and other US states') refund
 * disclosure laws.
 */
export const RETURN_LAWS: Record<ReturnLaw, Condition<ReturnFacts>> = {
  euCrd: euConsumers,
  ukCcr: ukConsumers,
  california: usConsumers,
};

export type ReturnBlock = ClauseBlock<ReturnFacts, ReturnList, ReturnLaw>;

const SELLER_POLICY_BLOCKS: ReturnBlock[] = [
  { heading: 'title', level: 1 },
  { paragraph: 'lastUpdated' },
  { paragraph: 'intro' },
  { paragraph: 'introProducts' },
  { paragraph: 'introRights' },

  // Premium: the key points in a few bullets.
  { heading: 'summary.heading', level: 2, when: premiumExtra('summary') },
  { paragraph: 'summary.intro', when: premiumExtra('summary') },
  { each: 'summary', item: 'line', when: premiumExtra('summary') },

  // The seller's own policy: window, kind of remedy, conditions and exclusions. California requires
  // a posted refund policy (Civil Code § 1723).
  { heading: 'policy.heading', level: 2, requiredBy: ['california'] },
  { paragraph: 'policy.full_refund', when: policyIs('full_refund') },
  { paragraph: 'policy.exchange_only', when: policyIs('exchange_only') },
  { paragraph: 'policy.store_credit', when: policyIs('store_credit') },
  { paragraph: 'policy.no_refunds', when: policyIs('no_refunds') },
  { paragraph: 'policy.faultyCarveOut', when: policyIsNotFullRefund },
  { paragraph: 'policy.statutory', when: statutoryWithdrawal },
  { heading: 'conditions.heading', level: 3, when: itemConditions },
  { paragraph: 'conditions.intro', when: itemConditions },
  { each: 'conditions', item: 'line' },
  { paragraph: 'conditions.refused', when: itemConditions },
  { paragraph: 'conditions.statutory', when: allOf(itemConditions, statutoryWithdrawal) },
  { heading: 'excluded.heading', level: 3, when: nonReturnableItems },
  { paragraph: 'excluded.intro', when: nonReturnableItems },
  { each: 'excluded', item: 'line' },
  { paragraph: 'excluded.statutory', when: allOf(nonReturnableItems, statutoryWithdrawal) },
  { heading: 'holiday.heading', level: 3, when: premiumExtra('holiday_returns') },
  { paragraph: 'holiday.text', when: premiumExtra('holiday_returns') },
  { heading: 'gifts.heading', level: 3, when: premiumExtra('gift_returns') },
  { paragraph: 'gifts.text', when: premiumExtra('gift_returns') },

  // How to start a return, and where to send it.
  { heading: 'start.heading', level: 2, when: acceptsReturns },
  { paragraph: 'start.intro', when: acceptsReturns },
  { paragraph: 'start.confirm', when: goodsReturns },
  { paragraph: 'start.address', when: goodsReturns },
  { paragraph: 'start.store', when: allOf(goodsReturns, sellsInStore) },
  {
    paragraph: 'start.storeOnline',
    when: allOf(goodsReturns, sellsInStore, sellsAtDistance, storeTakesOnlineReturns),
  },
  {
    paragraph: 'start.storeOnlineNo',
    when: allOf(goodsReturns, sellsInStore, sellsAtDistance, storeRefusesOnlineReturns),
  },
  { heading: 'steps.heading', level: 3, when: premiumExtra('return_steps') },
  {
    list: ['steps.start', 'steps.wait', 'steps.pack', 'steps.ship', 'steps.done'],
    ordered: true,
    when: premiumExtra('return_steps'),
  },

  // Return shipping, restocking fee.
  { heading: 'shipping.heading', level: 2, when: goodsReturns },
  { paragraph: 'shipping.customer', when: allOf(acceptsReturns, returnShipping('customer')) },
  { paragraph: 'shipping.free', when: allOf(acceptsReturns, returnShipping('free')) },
  { paragraph: 'shipping.label_deducted', when: allOf(acceptsReturns, returnShipping('label_deducted')) },
  { heading: 'international.heading', level: 3, when: premiumExtra('international_returns') },
  { paragraph: 'international.text', when: premiumExtra('international_returns') },
  { heading: 'restocking.heading', level: 2, when: restockingFee },
  { paragraph: 'restocking.text', when: restockingFee },
  { paragraph: 'restocking.statutory', when: allOf(restockingFee, statutoryWithdrawal) },

  // Refunds: the seller's timing and method, and refunds the law requires. The EU and UK rules on
  // refunds after a withdrawal, and California's refund disclosure, make the section mandatory.
  { heading: 'refunds.heading', level: 2, requiredBy: ['euCrd', 'ukCcr', 'california'] },
  { paragraph: 'refunds.inspection', when: goodsReturns },
  { paragraph: 'refunds.full_refund', when: policyIs('full_refund') },
  { paragraph: 'refunds.store_credit', when: policyIs('store_credit') },
  { paragraph: 'refunds.shippingYes', when: allOf(sellsGoods, refundsOrCredit, refundsDeliveryCharges) },
  { paragraph: 'refunds.shippingNo', when: allOf(sellsGoods, refundsOrCredit, keepsDeliveryCharges) },
  { paragraph: 'refunds.legal' },
  { heading: 'late.heading', level: 3, when: premiumExtra('late_refunds') },
  { paragraph: 'late.intro', when: premiumExtra('late_refunds') },
  {
    list: ['late.check', 'late.issuer', 'late.contact'],
    ordered: true,
    when: premiumExtra('late_refunds'),
  },

  { heading: 'exchanges.heading', level: 2, when: offersExchanges },
  { paragraph: 'exchanges.same_item', when: exchangesForSameItem },
  { paragraph: 'exchanges.any_item', when: exchangesForAnyItem },
  { paragraph: 'exchanges.process', when: offersExchanges },

  // Damaged, faulty or wrong items: always, whatever the policy.
  { heading: 'damaged.heading', level: 2, when: sellsGoods },
  { paragraph: 'damaged.report', when: sellsGoods },
  { paragraph: 'damaged.remedy', when: sellsGoods },
  { paragraph: 'damaged.rights', when: sellsGoods },

  // Digital content, services and subscriptions.
  { heading: 'digital.heading', level: 2, when: sellsDigital },
  { paragraph: 'digital.before_access', when: allOf(sellsDigital, digitalRefunds('before_access')) },
  { paragraph: 'digital.fourteen_days', when: allOf(sellsDigital, digitalRefunds('fourteen_days')) },
  { paragraph: 'digital.faulty_only', when: allOf(sellsDigital, digitalRefunds('faulty_only')) },
  { paragraph: 'digital.faulty', when: sellsDigital },
  { paragraph: 'digital.statutory', when: allOf(sellsDigital, statutoryWithdrawal) },
  { heading: 'services.heading', level: 2, when: sellsServices },
  { paragraph: 'services.before_start', when: allOf(sellsServices, serviceRefunds('before_start')) },
  { paragraph: 'services.pro_rata', when: allOf(sellsServices, serviceRefunds('pro_rata')) },
  { paragraph: 'services.problem', when: sellsServices },
  { heading: 'subscriptions.heading', level: 2, when: sellsSubscriptions },
  { paragraph: 'subscriptions.cancel', when: sellsSubscriptions },
  {
    paragraph: 'subscriptions.end_of_period',
    when: allOf(sellsSubscriptions, subscriptionRefunds('end_of_period')),
  },
  { paragraph: 'subscriptions.prorated', when: allOf(sellsSubscriptions, subscriptionRefunds('prorated')) },
  {
    paragraph: 'subscriptions.renewal_window',
    when: allOf(sellsSubscriptions, subscriptionRefunds('renewal_window')),
  },
  { paragraph: 'subscriptions.us', when: allOf(sellsSubscriptions, usConsumers) },

  { heading: 'marketplace.heading', level: 2, when: sellsOnMarketplaces },
  { paragraph: 'marketplace.text', when: sellsOnMarketplaces },
  { heading: 'business.heading', level: 2, when: sellsToBusinesses },
  { paragraph: 'business.both', when: allOf(sellsToBusinesses, sellsToConsumers) },
  { paragraph: 'business.only', when: sellsToBusinessesOnly },
];

const CLOSING_BLOCKS: ReturnBlock[] = [
  { heading: 'changes.heading', level: 2 },
  { paragraph: 'changes.text' },
  { heading: 'contact.heading', level: 2 },
  { paragraph: 'contact.intro' },
  { each: 'contact', item: 'line' },
];

/** The whole document, in order; the model form is always the last section. */
export const RETURN_BLOCKS: ReturnBlock[] = [
  ...SELLER_POLICY_BLOCKS,
  ...WITHDRAWAL_BLOCKS,
  ...LEGAL_RIGHTS_BLOCKS,
  ...CLOSING_BLOCKS,
  ...MODEL_FORM_BLOCKS,
];
