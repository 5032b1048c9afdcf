import { providersIn } from '../../../shared/agreements/provider-catalogue';
import type { ProviderCategory } from '../../../shared/agreements/providers';
import type { Answers } from '../../../shared/agreements/wizard-model';

/** Catalogue answers for a provider list: the first `count` services of a category. */
export const ids = (category: ProviderCategory, count = 2) =>
  providersIn(category)
    .slice(0, count)
    .map((provider) => ({ id: provider.id }));

/** Every option on: every platform, jurisdiction, data category, purpose and premium extra. */
export const maximalPrivacyPolicyAnswers: Answers = {
  platforms: ['website', 'app', 'mobile', 'desktop', 'social'],
  website_name: 'Acme Cloud',
  website_url: 'acme.example',
  social_page_url: 'https://www.facebook.com/acme',
  company_name: 'Acme Inc.',
  company_address: '1 Main Street, San Francisco, CA 94105',
  company_country: 'US',
  contact_email: 'privacy@acme.example',
  contact_methods: [
    { method: 'toll_free', value: '+1 800 555 0100' },
    { method: 'web_form', url: 'https://acme.example/privacy-request' },
    { method: 'postal', value: 'PO Box 1, San Francisco' },
  ],
  has_dpo: 'yes',
  dpo_name: 'Jane Doe',
  dpo_email: 'dpo@acme.example',
  jurisdictions: ['eu', 'uk', 'california', 'us_other', 'canada', 'brazil', 'australia', 'rest_of_world'],
  eu_rep_name: 'EU Rep GmbH',
  eu_rep_email: 'eu@rep.example',
  eu_rep_address: 'Hauptstraße 1, 10115 Berlin, Germany',
  uk_rep_name: 'UK Rep Ltd',
  uk_rep_email: 'uk@rep.example',
  uk_rep_address: '1 High Street, London',
  dnt: 'dnt_not_honoured',
  ca_sensitive_beyond: 'yes',
  children: 'children_yes',
  data_collected: [
    'contact',
    'account',
    'payment',
    'usage',
    'precise_location',
    'communications',
    'user_content',
    'social',
    'professional',
    'demographic',
    'sensitive',
  ],
  payment_providers: ids('payments', 100),
  sensitive_types: ['health', 'biometric', 'government_id'],
  other_sources: ['social_networks', 'partners', 'public_sources', 'data_brokers'],
  purposes: ['marketing', 'analytics', 'personalisation', 'advertising', 'remarketing', 'affiliate'],
  email_providers: ids('email_marketing', 100),
  analytics_providers: ids('analytics', 100),
  advertising_providers: ids('advertising', 100),
  remarketing_providers: ids('behavioral_remarketing', 100),
  affiliate_providers: [
    ...ids('affiliate', 100),
    { custom: true, name: 'Own Network', privacyPolicyUrl: 'https://own.example/privacy' },
  ],
  misc_providers: ids('miscellaneous', 100),
  sells_data: 'yes',
  sale_recipients: ['data_brokers', 'advertising_partners', 'business_partners'],
  other_recipients: ['group', 'partners'],
  storage_location: 'the United States and the European Union',
  automated_decisions: 'yes',
  automated_logic: 'We score new sign-ups for fraud risk; high scores are refused.',
  cookies_policy_url: 'https://acme.example/cookies',
  change_notice: ['email', 'in_service'],
  extras: ['summary', 'retention_schedule', 'security_detail', 'breach_notification', 'teen_privacy'],
  send_to: 'owner@acme.example',
};
