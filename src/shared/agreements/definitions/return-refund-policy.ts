import type { AnswerOption, Condition, Question, WizardDefinition } from '../wizard-model';
import {
  companyAddressQuestion,
  companyCountryQuestion,
  companyNameQuestion,
  contactEmailQuestion,
  sendToStep,
  typeTexts,
} from './shared-questions';

/**
 * RETURN_REFUND_POLICY, four steps: basics → shop information → refund conditions → where to send it.
 * Where the seller's customers are and how it sells decide the statutory rights the document states
 * (the EU/UK 14-day right of withdrawal applies to consumers buying at a distance), so those answers
 * come first and later questions depend on them: nothing they settle is asked again. Options marked
 * `priceExtra` are extras beyond the legal minimum (docs/return-refund-policy-premium.md).
 *
 * "No refunds" is not offered to a seller whose consumers have the EU/UK right of withdrawal: the
 * engine has no per-option visibility, so the refund-policy question exists twice with the same
 * `userData` and complementary conditions. Only one is ever visible; a saved `no_refunds` answer
 * becomes `wizard.invalidOption` once EU/UK consumer sales are chosen, and the help text says why.
 */

export const RETURN_SALES_CHANNELS = ['website', 'app', 'marketplace', 'physical_store'] as const;
export type ReturnSalesChannel = (typeof RETURN_SALES_CHANNELS)[number];

/** The channels through which a contract is concluded at a distance (the withdrawal right's scope). */
export const RETURN_DISTANCE_CHANNELS = ['website', 'app', 'marketplace'] as const;

export const RETURN_PRODUCTS = ['goods', 'digital', 'services', 'subscriptions'] as const;
export type ReturnProduct = (typeof RETURN_PRODUCTS)[number];

export const RETURN_MARKETS = ['eu', 'uk', 'us', 'other'] as const;
export type ReturnMarket = (typeof RETURN_MARKETS)[number];

export const RETURN_CUSTOMERS = ['consumers', 'businesses'] as const;

export const RETURN_POLICY_KINDS = ['full_refund', 'exchange_only', 'store_credit', 'no_refunds'] as const;
export type ReturnPolicyKind = (typeof RETURN_POLICY_KINDS)[number];

/** Days in the seller's own return window; never under the 14 days of the EU/UK withdrawal right. */
export const RETURN_WINDOW_DAYS = ['14', '30', '60', '90', '180', '365'] as const;

export const RETURN_ITEM_CONDITIONS = [
  'unused',
  'original_packaging',
  'tags_attached',
  'proof_of_purchase',
] as const;

export const RETURN_NON_RETURNABLE = [
  'custom_made',
  'perishable',
  'hygiene',
  'sealed_media',
  'gift_cards',
  'final_sale',
  'hazardous',
] as const;

export const RETURN_METHODS = ['email', 'form', 'portal'] as const;

export const RETURN_SHIPPING = ['customer', 'free', 'label_deducted'] as const;

export const RESTOCKING_FEES = ['none', '5', '10', '15', '20', '25'] as const;

export const REFUND_DAYS = ['3', '5', '7', '10', '14'] as const;

export const DAMAGE_REPORT_DAYS = ['2', '7', '14', '30'] as const;

export const RETURN_EXTRAS = ['summary', 'late_refunds'] as const;
export const RETURN_GOODS_EXTRAS = [
  'return_steps',
  'gift_returns',
  'holiday_returns',
  'international_returns',
] as const;
export type ReturnExtra = (typeof RETURN_EXTRAS)[number] | (typeof RETURN_GOODS_EXTRAS)[number];

const { key, option } = typeTexts('returnRefundPolicy');
/** Options whose values are numbers: `14` is labelled by `options.days_14`, `10` by `options.percent_10`. */
const numbered = (values: readonly string[], prefix: string): AnswerOption[] =>
  values.map((value) => option(`${prefix}_${value}`, { value }));
const includes = (field: string, value: string): Condition => ({ field, includes: value });
const equals = (field: string, value: string): Condition => ({ field, equals: value });
const oneOf = (field: string, values: string[]): Condition => ({
  any: values.map((value) => equals(field, value)),
});

const sellsGoods = includes('products', 'goods');
const sellsAtDistance: Condition = {
  any: RETURN_DISTANCE_CHANNELS.map((channel) => includes('sales_channels', channel)),
};
const sellsOnline: Condition = {
  any: [includes('sales_channels', 'website'), includes('sales_channels', 'app')],
};
const toConsumers = includes('customers', 'consumers');
/** EU or UK consumers buying at a distance: the statutory 14-day right of withdrawal (cancellation) applies. */
export const STATUTORY_WITHDRAWAL: Condition = {
  all: [toConsumers, sellsAtDistance, { any: [includes('markets', 'eu'), includes('markets', 'uk')] }],
};
/** The seller accepts returns for change of mind (any policy but "no refunds"). */
const acceptsReturns = oneOf('refund_policy', ['full_refund', 'exchange_only', 'store_credit']);
const refundsOrCredit = oneOf('refund_policy', ['full_refund', 'store_credit']);
const goodsReturns: Condition = { all: [sellsGoods, acceptsReturns] };

const refundPolicyQuestion = (id: string, statutory: boolean): Question => ({
  id,
  userData: 'refund_policy',
  kind: 'single',
  label: key('questions.refundPolicy'),
  help: key(statutory ? 'help.refundPolicyStatutory' : 'help.refundPolicy'),
  required: true,
  visibleIf: statutory ? STATUTORY_WITHDRAWAL : { not: STATUTORY_WITHDRAWAL },
  options: RETURN_POLICY_KINDS.filter((kind) => !statutory || kind !== 'no_refunds').map((kind) =>
    option(kind),
  ),
});

const urlQuestion = (id: string, labelKey: string): Question => ({
  id,
  userData: id,
  kind: 'url',
  label: key(`questions.${labelKey}`),
  required: true,
});

export const returnRefundPolicyWizard: WizardDefinition = {
  type: 'RETURN_REFUND_POLICY',
  steps: [
    {
      id: 'basics',
      title: key('steps.basics'),
      sections: [
        {
          id: 'basics',
          title: key('sections.basics'),
          questions: [
            {
              id: 'sales_channels',
              userData: 'sales_channels',
              kind: 'multiple',
              label: key('questions.salesChannels'),
              required: true,
              options: [
                option('website'),
                option('app'),
                option('marketplace', {
                  questions: [
                    {
                      id: 'marketplace_names',
                      userData: 'marketplace_names',
                      kind: 'text',
                      label: key('questions.marketplaceNames'),
                      help: key('help.marketplaceNames'),
                      maxLength: 200,
                    },
                  ],
                }),
                option('physical_store', {
                  questions: [
                    {
                      id: 'store_returns_online',
                      userData: 'store_returns_online',
                      kind: 'single',
                      label: key('questions.storeReturnsOnline'),
                      required: true,
                      // Only a seller that also sells at a distance has online orders to take back in store.
                      visibleIf: { all: [sellsAtDistance, sellsGoods] },
                      options: [option('yes'), option('no')],
                    },
                  ],
                }),
              ],
            },
            {
              id: 'products',
              userData: 'products',
              kind: 'multiple',
              label: key('questions.products'),
              required: true,
              options: RETURN_PRODUCTS.map((product) => option(product)),
            },
          ],
        },
      ],
    },
    {
      id: 'information',
      title: key('steps.information'),
      sections: [
        {
          id: 'shop',
          title: key('sections.shop'),
          questions: [
            {
              id: 'shop_name',
              userData: 'shop_name',
              kind: 'text',
              label: key('questions.shopName'),
              required: true,
              maxLength: 200,
            },
            {
              id: 'website_url',
              userData: 'website_url',
              kind: 'url',
              label: key('questions.websiteUrl'),
              required: true,
              visibleIf: includes('sales_channels', 'website'),
            },
          ],
        },
        {
          id: 'owner',
          title: key('sections.owner'),
          description: key('sections.ownerDescription'),
          questions: [
            companyNameQuestion(key),
            companyAddressQuestion(key, { required: true }),
            companyCountryQuestion(key),
            contactEmailQuestion(key),
            {
              id: 'contact_phone',
              userData: 'contact_phone',
              kind: 'text',
              label: key('questions.contactPhone'),
              maxLength: 50,
            },
          ],
        },
        {
          id: 'customers',
          title: key('sections.customers'),
          questions: [
            {
              id: 'customers',
              userData: 'customers',
              kind: 'multiple',
              label: key('questions.customers'),
              help: key('help.customers'),
              required: true,
              options: RETURN_CUSTOMERS.map((customer) => option(customer)),
            },
            {
              id: 'markets',
              userData: 'markets',
              kind: 'multiple',
              label: key('questions.markets'),
              help: key('help.markets'),
              required: true,
              options: [
                option('eu', {
                  questions: [
                    {
                      id: 'withdrawal_function_url',
                      userData: 'withdrawal_function_url',
                      kind: 'url',
                      label: key('questions.withdrawalFunctionUrl'),
                      help: key('help.withdrawalFunctionUrl'),
                      // Article 11a of Directive 2011/83/EU: contracts concluded through an online interface.
                      visibleIf: { all: [toConsumers, sellsOnline] },
                    },
                  ],
                }),
                option('uk'),
                option('us'),
                option('other'),
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'refunds',
      title: key('steps.refunds'),
      sections: [
        {
          id: 'policy',
          title: key('sections.policy'),
          questions: [
            refundPolicyQuestion('refund_policy', false),
            refundPolicyQuestion('refund_policy_statutory', true),
            {
              id: 'return_window',
              userData: 'return_window',
              kind: 'single',
              label: key('questions.returnWindow'),
              help: key('help.returnWindow'),
              required: true,
              visibleIf: acceptsReturns,
              options: numbered(RETURN_WINDOW_DAYS, 'days'),
            },
            {
              id: 'return_methods',
              userData: 'return_methods',
              kind: 'multiple',
              label: key('questions.returnMethods'),
              required: true,
              visibleIf: acceptsReturns,
              options: [
                option('method_email', { value: 'email' }),
                option('method_form', {
                  value: 'form',
                  questions: [urlQuestion('return_form_url', 'returnFormUrl')],
                }),
                option('method_portal', {
                  value: 'portal',
                  questions: [urlQuestion('return_portal_url', 'returnPortalUrl')],
                }),
              ],
            },
            {
              id: 'refund_method',
              userData: 'refund_method',
              kind: 'single',
              label: key('questions.refundMethod'),
              required: true,
              visibleIf: equals('refund_policy', 'full_refund'),
              options: [
                option('refund_original', { value: 'original' }),
                option('refund_original_or_credit', { value: 'original_or_credit' }),
              ],
            },
            {
              id: 'refund_days',
              userData: 'refund_days',
              kind: 'single',
              label: key('questions.refundDays'),
              help: key('help.refundDays'),
              required: true,
              visibleIf: refundsOrCredit,
              options: numbered(REFUND_DAYS, 'days'),
            },
          ],
        },
        {
          id: 'by_product',
          title: key('sections.byProduct'),
          description: key('sections.byProductDescription'),
          questions: [
            {
              id: 'item_condition',
              userData: 'item_condition',
              kind: 'multiple',
              label: key('questions.itemCondition'),
              help: key('help.itemCondition'),
              visibleIf: goodsReturns,
              options: RETURN_ITEM_CONDITIONS.map((condition) =>
                option(`condition_${condition}`, { value: condition }),
              ),
            },
            {
              id: 'non_returnable',
              userData: 'non_returnable',
              kind: 'multiple',
              label: key('questions.nonReturnable'),
              help: key('help.nonReturnable'),
              visibleIf: goodsReturns,
              options: RETURN_NON_RETURNABLE.map((item) => option(`excluded_${item}`, { value: item })),
            },
            {
              id: 'non_returnable_other',
              userData: 'non_returnable_other',
              kind: 'text',
              label: key('questions.nonReturnableOther'),
              visibleIf: goodsReturns,
              maxLength: 300,
            },
            {
              id: 'return_shipping',
              userData: 'return_shipping',
              kind: 'single',
              label: key('questions.returnShipping'),
              required: true,
              visibleIf: goodsReturns,
              options: RETURN_SHIPPING.map((payer) => option(`shipping_${payer}`, { value: payer })),
            },
            {
              id: 'return_address',
              userData: 'return_address',
              kind: 'text',
              label: key('questions.returnAddress'),
              help: key('help.returnAddress'),
              visibleIf: goodsReturns,
              maxLength: 300,
            },
            {
              id: 'restocking_fee',
              userData: 'restocking_fee',
              kind: 'single',
              label: key('questions.restockingFee'),
              help: key('help.restockingFee'),
              required: true,
              visibleIf: goodsReturns,
              options: [
                option('fee_none', { value: 'none' }),
                ...numbered(RESTOCKING_FEES.slice(1), 'percent'),
              ],
            },
            {
              id: 'exchanges',
              userData: 'exchanges',
              kind: 'single',
              label: key('questions.exchanges'),
              required: true,
              visibleIf: { all: [sellsGoods, refundsOrCredit] },
              options: ['none', 'same_item', 'any_item'].map((kind) =>
                option(`exchange_${kind}`, { value: kind }),
              ),
            },
            {
              // With "exchanges only" an exchange is the policy itself: only its scope is asked.
              id: 'exchange_scope',
              userData: 'exchange_scope',
              kind: 'single',
              label: key('questions.exchangeScope'),
              required: true,
              visibleIf: { all: [sellsGoods, equals('refund_policy', 'exchange_only')] },
              options: ['same_item', 'any_item'].map((kind) => option(`exchange_${kind}`, { value: kind })),
            },
            {
              id: 'shipping_refund',
              userData: 'shipping_refund',
              kind: 'single',
              label: key('questions.shippingRefund'),
              help: key('help.shippingRefund'),
              required: true,
              visibleIf: { all: [sellsGoods, refundsOrCredit] },
              options: [option('yes'), option('no')],
            },
            {
              id: 'damage_report_days',
              userData: 'damage_report_days',
              kind: 'single',
              label: key('questions.damageReportDays'),
              help: key('help.damageReportDays'),
              required: true,
              visibleIf: sellsGoods,
              options: numbered(DAMAGE_REPORT_DAYS, 'days'),
            },
            {
              id: 'digital_refunds',
              userData: 'digital_refunds',
              kind: 'single',
              label: key('questions.digitalRefunds'),
              required: true,
              visibleIf: includes('products', 'digital'),
              options: ['before_access', 'fourteen_days', 'faulty_only'].map((kind) =>
                option(`digital_${kind}`, { value: kind }),
              ),
            },
            {
              id: 'digital_consent',
              userData: 'digital_consent',
              kind: 'single',
              label: key('questions.digitalConsent'),
              help: key('help.digitalConsent'),
              required: true,
              visibleIf: { all: [includes('products', 'digital'), STATUTORY_WITHDRAWAL] },
              options: [option('yes'), option('no')],
            },
            {
              id: 'service_refunds',
              userData: 'service_refunds',
              kind: 'single',
              label: key('questions.serviceRefunds'),
              required: true,
              visibleIf: includes('products', 'services'),
              options: ['before_start', 'pro_rata'].map((kind) => option(`service_${kind}`, { value: kind })),
            },
            {
              id: 'subscription_cancel',
              userData: 'subscription_cancel',
              kind: 'multiple',
              label: key('questions.subscriptionCancel'),
              required: true,
              visibleIf: includes('products', 'subscriptions'),
              options: ['account', 'email'].map((kind) => option(`cancel_${kind}`, { value: kind })),
            },
            {
              id: 'subscription_refunds',
              userData: 'subscription_refunds',
              kind: 'single',
              label: key('questions.subscriptionRefunds'),
              required: true,
              visibleIf: includes('products', 'subscriptions'),
              options: ['end_of_period', 'prorated', 'renewal_window'].map((kind) =>
                option(`subscription_${kind}`, { value: kind }),
              ),
            },
          ],
        },
        {
          id: 'extras',
          title: key('sections.extras'),
          description: key('sections.extrasDescription'),
          questions: [
            {
              id: 'extras',
              userData: 'extras',
              kind: 'multiple',
              label: key('questions.extras'),
              options: RETURN_EXTRAS.map((extra) =>
                option(`extra_${extra}`, { value: extra, priceExtra: true }),
              ),
            },
            {
              id: 'goods_extras',
              userData: 'goods_extras',
              kind: 'multiple',
              label: key('questions.goodsExtras'),
              visibleIf: goodsReturns,
              options: RETURN_GOODS_EXTRAS.map((extra) =>
                option(`extra_${extra}`, { value: extra, priceExtra: true }),
              ),
            },
          ],
        },
      ],
    },
    sendToStep(key),
  ],
};
