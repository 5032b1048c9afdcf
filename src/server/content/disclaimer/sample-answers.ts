import type { Answers } from '../../../shared/agreements/wizard-model';

/**
 * Every option on: every platform and audience, every disclaimer with every nested choice, two
 * affiliate programmes from the catalogue (Amazon among them) and one added by the owner, and every
 * premium extra.
 */
export const maximalDisclaimerAnswers: Answers = {
  platforms: ['website', 'app', 'mobile', 'desktop', 'social'],
  website_name: 'Acme Health & Money',
  website_url: 'acme.example',
  social_page_url: 'https://www.youtube.com/@acme',
  company_name: 'Acme Media Ltd',
  company_country: 'GB',
  contact_email: 'hello@acme.example',
  audiences: ['us', 'eu', 'uk', 'canada', 'australia', 'rest_of_world'],
  disclaimers: [
    'no_warranty',
    'professional',
    'errors_omissions',
    'own_risk',
    'no_responsibility',
    'affiliate',
    'sponsored',
    'testimonials',
    'ai_content',
    'views_expressed',
    'external_links',
    'fair_use',
  ],
  professional_fields: ['legal', 'medical', 'fitness', 'financial', 'tax'],
  financial_positions: 'yes',
  financial_topics: ['crypto', 'leveraged'],
  affiliate_programs: [
    { id: 'amazon-associates' },
    { id: 'awin' },
    { custom: true, name: 'Own Partner Network', privacyPolicyUrl: 'https://partners.example/privacy' },
  ],
  testimonials_incentives: 'yes',
  reviews_verification: 'moderated',
  ai_uses: ['text', 'media', 'chatbot'],
  ai_review: 'not_reviewed',
  extras: ['earnings', 'media', 'trademarks', 'translations'],
  send_to: 'owner@acme.example',
};

/** Only what the wizard requires: one platform without a website, one audience, one disclaimer. */
export const minimalDisclaimerAnswers: Answers = {
  platforms: ['mobile'],
  website_name: 'Acme Notes',
  company_name: 'Jane Doe',
  company_country: 'US',
  contact_email: 'jane@acme.example',
  audiences: ['us'],
  disclaimers: ['no_warranty'],
  send_to: 'jane@acme.example',
};
