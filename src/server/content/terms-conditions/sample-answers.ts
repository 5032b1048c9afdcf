import { providersIn } from '../../../shared/agreements/provider-catalogue';
import type { Answers } from '../../../shared/agreements/wizard-model';

/**
 * Every option on: every platform, region, feature, offering and premium extra, a US business (so the
 * state, arbitration and US auto-renewal questions apply) selling to consumers in the EU and the UK
 * too (so the ADR and accessibility questions apply).
 */
export const maximalTermsConditionsAnswers: Answers = {
  platforms: ['website', 'app', 'mobile', 'desktop', 'social'],
  website_name: 'Acme Cloud',
  website_url: 'acme.example',
  social_page_url: 'https://www.facebook.com/acme',
  company_name: 'Acme Inc.',
  company_address: '1 Main Street, San Francisco, CA 94105',
  company_country: 'US',
  company_state: 'US_CA',
  company_registration: 'Delaware corporation, file number 1234567',
  vat_number: 'EU372012345',
  contact_email: 'legal@acme.example',
  contact_phone: '+1 800 555 0100',
  customers: 'consumers',
  regions: ['eu', 'uk', 'us', 'other'],
  min_age: '13',
  features: ['accounts', 'user_content', 'sells', 'advertising'],
  copyright_procedure: 'yes',
  offerings: ['goods', 'digital', 'services'],
  subscriptions: 'yes',
  free_trial: 'yes',
  refund_policy_url: 'https://acme.example/refunds',
  payment_providers: [
    ...providersIn('payments')
      .slice(0, 2)
      .map((provider) => ({ id: provider.id })),
    { custom: true, name: 'Acme Pay', privacyPolicyUrl: 'https://pay.acme.example/privacy' },
  ],
  privacy_policy_url: 'https://acme.example/privacy',
  accessibility_url: 'https://acme.example/accessibility',
  change_notice: ['email', 'in_service'],
  dispute_venue: 'San Francisco County, California',
  adr: 'adr_willing',
  adr_body_name: 'Universalschlichtungsstelle des Bundes',
  adr_body_url: 'https://www.universalschlichtungsstelle.de',
  arbitration: 'yes',
  arbitration_provider: 'aaa',
  extras: ['summary', 'feedback', 'beta_features', 'force_majeure', 'export_sanctions'],
  send_to: 'owner@acme.example',
};

/** Only what is required: a website of an individual in Germany for consumers in the EU, no features. */
export const minimalTermsConditionsAnswers: Answers = {
  platforms: ['website'],
  website_name: 'Acme Blog',
  website_url: 'https://blog.acme.example',
  company_name: 'Jane Doe',
  company_country: 'DE',
  contact_email: 'jane@acme.example',
  customers: 'consumers',
  regions: ['eu'],
  min_age: '16',
  adr: 'adr_not_willing',
  send_to: 'jane@acme.example',
};
