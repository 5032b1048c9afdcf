import type { Answers } from '../../../shared/agreements/wizard-model';
import { catalogueIds } from '../fixture-helpers';

/**
 * Every option on: every region, every category of own cookies, own cookie entries (first- and
 * third-party), every catalogue service plus custom ones, a consent tool with its settings page, the
 * UK statistics exception and every premium extra.
 */
export const maximalCookiesPolicyAnswers: Answers = {
  website_name: 'Acme Shop',
  website_url: 'shop.acme.example',
  privacy_policy_url: 'https://shop.acme.example/privacy',
  company_name: 'Acme Inc.',
  company_address: '1 Main Street, San Francisco, CA 94105, United States',
  contact_email: 'privacy@acme.example',
  regions: ['eu', 'uk', 'california', 'us_other', 'canada', 'rest_of_world'],
  own_cookie_categories: ['strictly_necessary', 'functionality', 'analytics', 'advertising', 'social'],
  custom_cookies: [
    {
      name: 'acme_session',
      party: 'first',
      purpose: 'Keeps you signed in to your account',
      category: 'strictly_necessary',
      duration: 'session',
    },
    {
      name: 'acme_lang',
      party: 'first',
      purpose: 'Remembers the language you chose.',
      category: 'functionality',
      duration: 'years_1',
    },
    {
      name: 'sharebar_uid',
      party: 'third',
      provider: 'ShareBar Ltd',
      purpose: 'Counts how often pages are shared on social networks.',
      category: 'social',
      duration: 'months_6',
    },
  ],
  analytics_providers: [
    ...catalogueIds('analytics'),
    { custom: true, name: 'Own Stats', privacyPolicyUrl: 'https://stats.example/privacy' },
  ],
  advertising_providers: catalogueIds('advertising'),
  remarketing_providers: catalogueIds('behavioral_remarketing'),
  affiliate_providers: [...catalogueIds('affiliate'), { custom: true, name: 'Partner Network' }],
  email_providers: [...catalogueIds('email_marketing'), { custom: true, name: 'In-house Mailer' }],
  payment_providers: catalogueIds('payments'),
  misc_providers: catalogueIds('miscellaneous'),
  consent_tool: 'cmp',
  cmp_name: 'Cookiebot',
  cookie_settings_url: 'https://shop.acme.example/cookie-settings',
  uk_statistics: 'exception',
  dnt: 'dnt_honoured',
  extras: ['summary', 'glossary', 'consent_records', 'cookie_audits'],
  send_to: 'owner@acme.example',
};

/** Only the required answers: a site for EU visitors that sets no cookie and has no consent tool. */
export const minimalCookiesPolicyAnswers: Answers = {
  website_name: 'Acme Blog',
  website_url: 'https://blog.acme.example',
  company_name: 'Acme GmbH',
  contact_email: 'hello@acme.example',
  regions: ['eu'],
  consent_tool: 'none',
  gpc: 'not_honoured',
  dnt: 'dnt_not_honoured',
  send_to: 'owner@acme.example',
};
