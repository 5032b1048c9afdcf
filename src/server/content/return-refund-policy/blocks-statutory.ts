import { allOf } from '../clause-library';
import type { ReturnBlock } from './blocks';
import {
  digitalConsent,
  euAndUkWithdrawal,
  euConsumers,
  euWithdrawal,
  legalRightsSection,
  noDigitalConsent,
  returnShipping,
  sellsAtDistance,
  sellsDigital,
  sellsDigitalOrSubscriptions,
  sellsDigitalServicesOrSubscriptions,
  sellsGoods,
  sellsGoodsDigitalOrSubscriptions,
  sellsInOtherCountries,
  sellsInStore,
  sellsOnOwnWebsiteOrApp,
  sellsServicesOrSubscriptions,
  statutoryWithdrawal,
  ukCancellation,
  ukCancellationOnly,
  ukConsumers,
  usConsumers,
  withdrawalExceptionsApply,
} from './blocks-conditions';

/**
 * The sections of the Return & Refund Policy that the law calls for: the EU/UK right of withdrawal,
 * the legal rights for faulty products in each market, and the model withdrawal form.
 */

const withdrawalForGoods = allOf(statutoryWithdrawal, sellsGoods);

/**
 * The EU/UK right of withdrawal (Art. 9–16 Directive 2011/83/EU; regs. 29–38 of the UK Consumer
 * Contracts Regulations 2013), in the words of the model instructions (Annex I(A) of the
 * Directive), so that nothing in it is less than the law. Both laws require this information
 * (Art. 6(1)(h) and Annex I of the Directive; Schedules 2 and 3 of the Regulations).
 */
export const WITHDRAWAL_BLOCKS: ReturnBlock[] = [
  { heading: 'withdrawal.heading', level: 2, when: euWithdrawal, requiredBy: ['euCrd', 'ukCcr'] },
  { heading: 'withdrawal.headingUk', level: 2, when: ukCancellationOnly, requiredBy: ['ukCcr'] },
  { paragraph: 'withdrawal.intro', when: statutoryWithdrawal },
  { paragraph: 'withdrawal.lawEu', when: euWithdrawal },
  { paragraph: 'withdrawal.lawUk', when: ukCancellation },
  { paragraph: 'withdrawal.notStore', when: allOf(statutoryWithdrawal, sellsInStore) },
  { heading: 'withdrawal.period.heading', level: 3, when: statutoryWithdrawal },
  { paragraph: 'withdrawal.period.goods', when: withdrawalForGoods },
  {
    paragraph: 'withdrawal.period.other',
    when: allOf(statutoryWithdrawal, sellsDigitalServicesOrSubscriptions),
  },
  { heading: 'withdrawal.exercise.heading', level: 3, when: statutoryWithdrawal },
  { paragraph: 'withdrawal.exercise', when: statutoryWithdrawal },
  { paragraph: 'withdrawal.function', when: allOf(euWithdrawal, sellsOnOwnWebsiteOrApp) },
  { heading: 'withdrawal.effects.heading', level: 3, when: statutoryWithdrawal },
  { paragraph: 'withdrawal.effects', when: statutoryWithdrawal },
  { paragraph: 'withdrawal.withhold', when: withdrawalForGoods },
  { paragraph: 'withdrawal.sendBack', when: withdrawalForGoods },
  {
    paragraph: 'withdrawal.cost.customer',
    when: allOf(statutoryWithdrawal, sellsGoods, returnShipping('customer')),
  },
  {
    paragraph: 'withdrawal.cost.free',
    when: allOf(statutoryWithdrawal, sellsGoods, returnShipping('free')),
  },
  {
    paragraph: 'withdrawal.cost.label_deducted',
    when: allOf(statutoryWithdrawal, sellsGoods, returnShipping('label_deducted')),
  },
  { paragraph: 'withdrawal.value', when: withdrawalForGoods },
  { paragraph: 'withdrawal.noFee', when: statutoryWithdrawal },
  { paragraph: 'withdrawal.services', when: allOf(statutoryWithdrawal, sellsServicesOrSubscriptions) },
  {
    paragraph: 'withdrawal.digitalConsent',
    when: allOf(statutoryWithdrawal, sellsDigital, digitalConsent),
  },
  {
    paragraph: 'withdrawal.digitalNoConsent',
    when: allOf(statutoryWithdrawal, sellsDigital, noDigitalConsent),
  },
  {
    heading: 'withdrawal.exceptions.heading',
    level: 3,
    when: allOf(statutoryWithdrawal, withdrawalExceptionsApply),
  },
  {
    paragraph: 'withdrawal.exceptions.intro',
    when: allOf(statutoryWithdrawal, withdrawalExceptionsApply),
  },
  { each: 'exceptions', item: 'line', when: statutoryWithdrawal },
];

/**
 * The legal rights for faulty products, per market. The EU legal guarantee and the UK Consumer
 * Rights Act make the section mandatory.
 */
export const LEGAL_RIGHTS_BLOCKS: ReturnBlock[] = [
  { heading: 'legal.heading', level: 2, when: legalRightsSection, requiredBy: ['euCrd', 'ukCcr'] },
  { paragraph: 'legal.intro', when: legalRightsSection },
  { heading: 'legal.eu.heading', level: 3, when: allOf(euConsumers, sellsGoodsDigitalOrSubscriptions) },
  { paragraph: 'legal.eu.goods', when: allOf(euConsumers, sellsGoods) },
  { paragraph: 'legal.eu.digital', when: allOf(euConsumers, sellsDigitalOrSubscriptions) },
  { heading: 'legal.uk.heading', level: 3, when: ukConsumers },
  { paragraph: 'legal.uk.goods', when: allOf(ukConsumers, sellsGoods) },
  { paragraph: 'legal.uk.digital', when: allOf(ukConsumers, sellsDigital) },
  { paragraph: 'legal.uk.services', when: allOf(ukConsumers, sellsServicesOrSubscriptions) },
  { heading: 'legal.us.heading', level: 3, when: usConsumers },
  { paragraph: 'legal.us.posting', when: usConsumers },
  { paragraph: 'legal.us.warranty', when: usConsumers },
  { paragraph: 'legal.us.mailOrder', when: allOf(usConsumers, sellsGoods, sellsAtDistance) },
  { heading: 'legal.other.heading', level: 3, when: sellsInOtherCountries },
  { paragraph: 'legal.other.text', when: sellsInOtherCountries },
];

/** The model withdrawal form (Annex I(B) of the Directive; Schedule 3 Part B of the Regulations). */
export const MODEL_FORM_BLOCKS: ReturnBlock[] = [
  { heading: 'form.heading', level: 2, when: euWithdrawal, requiredBy: ['euCrd', 'ukCcr'] },
  { heading: 'form.headingUk', level: 2, when: ukCancellationOnly, requiredBy: ['ukCcr'] },
  { paragraph: 'form.intro', when: euWithdrawal },
  { paragraph: 'form.introUk', when: ukCancellationOnly },
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
    when: euWithdrawal,
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
    when: ukCancellationOnly,
  },
  { paragraph: 'form.delete', when: statutoryWithdrawal },
  { paragraph: 'form.ukNote', when: euAndUkWithdrawal },
];
