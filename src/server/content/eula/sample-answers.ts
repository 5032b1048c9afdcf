import type { Answers } from '../../../shared/agreements/wizard-model';

/**
 * Every option on: every app type and channel, every region, consumers and businesses, every
 * feature and purchase type, a free trial, a support page, a Privacy Policy and every premium extra.
 */
export const maximalEulaAnswers: Answers = {
  app_name: 'Acme Notes',
  app_types: ['mobile', 'desktop', 'web', 'saas'],
  app_url: 'https://app.acme.example',
  distribution: ['apple_app_store', 'google_play', 'microsoft_store', 'own_website', 'other'],
  distribution_other: 'Steam or the Amazon Appstore',
  company_name: 'Acme Inc.',
  company_address: '1 Main Street, San Francisco, CA 94105',
  company_country: 'US',
  contact_email: 'legal@acme.example',
  contact_phone: '+1 415 555 0100',
  governing_law: 'home',
  home_state: 'US_CA',
  regions: ['eu', 'uk', 'us', 'australia', 'rest_of_world'],
  user_type: 'both',
  min_age: '16',
  features: ['accounts', 'user_content', 'purchases', 'beta', 'third_party', 'open_source'],
  purchase_types: ['paid_app', 'in_app', 'subscriptions', 'virtual_items'],
  free_trial: 'yes',
  oss_url: 'https://acme.example/open-source',
  support: 'page',
  support_url: 'https://acme.example/support',
  privacy_policy_url: 'https://acme.example/privacy',
  extras: ['summary', 'acceptable_use', 'indemnity', 'informal_resolution'],
  device_limit: '5',
  send_to: 'owner@acme.example',
};

/** Only the required answers: a mobile app from the owner's website, for EU consumers. */
export const minimalEulaAnswers: Answers = {
  app_name: 'Tiny App',
  app_types: ['mobile'],
  distribution: ['own_website'],
  company_name: 'Tiny GmbH',
  company_address: 'Hauptstraße 1, 10115 Berlin',
  company_country: 'DE',
  contact_email: 'hello@tiny.example',
  governing_law: 'home',
  regions: ['eu'],
  user_type: 'consumers',
  min_age: 'none',
  support: 'none',
  send_to: 'owner@tiny.example',
};
