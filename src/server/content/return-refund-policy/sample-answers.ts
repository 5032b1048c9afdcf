import type { Answers } from '../../../shared/agreements/wizard-model';

/**
 * Every option on: every channel, product, market and customer type, every return method, item
 * condition, exclusion and premium extra. EU and UK consumers buy online, so "no refunds" is not
 * available and the statutory sections and the model withdrawal form are included.
 */
export const maximalReturnRefundPolicyAnswers: Answers = {
  sales_channels: ['website', 'app', 'marketplace', 'physical_store'],
  marketplace_names: 'Amazon and eBay',
  store_returns_online: 'yes',
  products: ['goods', 'digital', 'services', 'subscriptions'],
  shop_name: 'Acme Outdoor',
  website_url: 'https://shop.acme.example',
  company_name: 'Acme Outdoor GmbH',
  company_address: 'Hauptstraße 1, 10115 Berlin',
  company_country: 'DE',
  contact_email: 'returns@acme.example',
  contact_phone: '+49 30 1234567',
  customers: ['consumers', 'businesses'],
  markets: ['eu', 'uk', 'us', 'other'],
  withdrawal_function_url: 'https://shop.acme.example/withdraw',
  refund_policy: 'full_refund',
  return_window: '30',
  return_methods: ['email', 'form', 'portal'],
  return_form_url: 'https://shop.acme.example/returns/form',
  return_portal_url: 'https://returns.acme.example',
  refund_method: 'original_or_credit',
  refund_days: '5',
  item_condition: ['unused', 'original_packaging', 'tags_attached', 'proof_of_purchase'],
  non_returnable: [
    'custom_made',
    'perishable',
    'hygiene',
    'sealed_media',
    'gift_cards',
    'final_sale',
    'hazardous',
  ],
  non_returnable_other: 'Gas canisters for camping stoves',
  return_shipping: 'label_deducted',
  return_address: 'Returns Centre, Lagerweg 5, 14974 Ludwigsfelde, Germany',
  restocking_fee: '15',
  exchanges: 'any_item',
  shipping_refund: 'yes',
  damage_report_days: '14',
  digital_refunds: 'before_access',
  digital_consent: 'yes',
  service_refunds: 'pro_rata',
  subscription_cancel: ['account', 'email'],
  subscription_refunds: 'renewal_window',
  extras: ['summary', 'late_refunds'],
  goods_extras: ['return_steps', 'gift_returns', 'holiday_returns', 'international_returns'],
  send_to: 'owner@acme.example',
};

/** Only the required answers: a US seller of digital content with a "no refunds" policy. */
export const minimalReturnRefundPolicyAnswers: Answers = {
  sales_channels: ['app'],
  products: ['digital'],
  shop_name: 'Pixel Presets',
  company_name: 'Pixel Presets LLC',
  company_address: '1 Main Street, Austin, TX 78701',
  company_country: 'US',
  contact_email: 'help@pixel.example',
  customers: ['consumers'],
  markets: ['us'],
  refund_policy: 'no_refunds',
  digital_refunds: 'faulty_only',
  send_to: 'owner@pixel.example',
};
