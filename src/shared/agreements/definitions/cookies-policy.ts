import type { CookieCategory, CookieDuration } from '../providers';
import type { Condition, Question, WizardDefinition } from '../wizard-model';
import { companyNameQuestion, sendToStep, typeTexts } from './shared-questions';

/**
 * COOKIES_POLICY, three steps: website information → building the agreement → where to send it.
 * The cookie inventory is built from the services chosen (each catalogue provider's `cookies`) and
 * the owner's own cookies; the laws the document addresses follow from one answer, `regions`.
 * Questions that only matter for one law (the UK statistics exception, Global Privacy Control
 * outside the US) are shown only when that law applies; options marked `priceExtra` are extras
 * beyond the legal minimum (docs/cookies-policy-premium.md).
 */

export const COOKIE_REGIONS = ['eu', 'uk', 'california', 'us_other', 'canada', 'rest_of_world'] as const;
export type CookieRegion = (typeof COOKIE_REGIONS)[number];

/** The cookie categories, in the order the document lists them (the catalogue's `CookieCategory`). */
export const COOKIE_CATEGORIES = [
  'strictly_necessary',
  'functionality',
  'analytics',
  'advertising',
  'social',
] as const satisfies readonly CookieCategory[];

/**
 * The lifetimes offered for the owner's own cookie entries, as the catalogue's `CookieDuration`, so
 * that the document writes every lifetime in words in its own language.
 */
export const COOKIE_DURATION_OPTIONS = {
  session: { session: true },
  minutes_30: { amount: 30, unit: 'minute' },
  hours_1: { amount: 1, unit: 'hour' },
  hours_24: { amount: 24, unit: 'hour' },
  days_7: { amount: 7, unit: 'day' },
  days_30: { amount: 30, unit: 'day' },
  months_1: { amount: 1, unit: 'month' },
  months_3: { amount: 3, unit: 'month' },
  months_6: { amount: 6, unit: 'month' },
  years_1: { amount: 1, unit: 'year' },
  months_13: { amount: 13, unit: 'month' },
  years_2: { amount: 2, unit: 'year' },
} as const satisfies Record<string, CookieDuration>;
export type CookieDurationOption = keyof typeof COOKIE_DURATION_OPTIONS;

export const COOKIES_EXTRAS = ['summary', 'glossary', 'consent_records', 'cookie_audits'] as const;
export type CookiesExtra = (typeof COOKIES_EXTRAS)[number];

/** The provider lists of step 2: answer key, catalogue category, label. */
export const COOKIE_PROVIDER_FIELDS = [
  ['analytics_providers', 'analytics', 'analyticsProviders'],
  ['advertising_providers', 'advertising', 'advertisingProviders'],
  ['remarketing_providers', 'behavioral_remarketing', 'remarketingProviders'],
  ['affiliate_providers', 'affiliate', 'affiliateProviders'],
  ['email_providers', 'email_marketing', 'emailProviders'],
  ['payment_providers', 'payments', 'paymentProviders'],
  ['misc_providers', 'miscellaneous', 'miscProviders'],
] as const;

const { key, option } = typeTexts('cookiesPolicy');
const includes = (field: string, value: string): Condition => ({ field, includes: value });
const inUs: Condition = { any: [includes('regions', 'california'), includes('regions', 'us_other')] };

/** One cookie the owner describes: the catalogue cannot know the site's own cookies. */
const customCookieQuestions: Question[] = [
  {
    id: 'custom_cookie_name',
    userData: 'name',
    kind: 'text',
    label: key('questions.cookieName'),
    help: key('help.cookieName'),
    required: true,
    maxLength: 100,
  },
  {
    id: 'custom_cookie_party',
    userData: 'party',
    kind: 'single',
    label: key('questions.cookieParty'),
    help: key('help.cookieParty'),
    required: true,
    options: [
      option('party_first', { value: 'first' }),
      option('party_third', {
        value: 'third',
        questions: [
          {
            id: 'custom_cookie_provider',
            userData: 'provider',
            kind: 'text',
            label: key('questions.cookieProvider'),
            required: true,
            maxLength: 200,
          },
        ],
      }),
    ],
  },
  {
    id: 'custom_cookie_purpose',
    userData: 'purpose',
    kind: 'text',
    label: key('questions.cookiePurpose'),
    help: key('help.cookiePurpose'),
    required: true,
    maxLength: 500,
  },
  {
    id: 'custom_cookie_category',
    userData: 'category',
    kind: 'single',
    label: key('questions.cookieCategory'),
    required: true,
    options: COOKIE_CATEGORIES.map((value) => option(`category_${value}`, { value })),
  },
  {
    id: 'custom_cookie_duration',
    userData: 'duration',
    kind: 'single',
    label: key('questions.cookieDuration'),
    required: true,
    options: (Object.keys(COOKIE_DURATION_OPTIONS) as CookieDurationOption[]).map((value) =>
      option(`duration_${value}`, { value }),
    ),
  },
];

function providers(id: string, category: Question['providerCategory'], labelKey: string): Question {
  return {
    id,
    userData: id,
    kind: 'providers',
    label: key(`questions.${labelKey}`),
    help: key('help.providers'),
    providerCategory: category,
  };
}

export const cookiesPolicyWizard: WizardDefinition = {
  type: 'COOKIES_POLICY',
  steps: [
    {
      id: 'information',
      title: key('steps.information'),
      sections: [
        {
          id: 'website',
          title: key('sections.website'),
          questions: [
            {
              id: 'website_name',
              userData: 'website_name',
              kind: 'text',
              label: key('questions.websiteName'),
              required: true,
              maxLength: 200,
            },
            {
              id: 'website_url',
              userData: 'website_url',
              kind: 'url',
              label: key('questions.websiteUrl'),
              required: true,
            },
            {
              id: 'privacy_policy_url',
              userData: 'privacy_policy_url',
              kind: 'url',
              label: key('questions.privacyPolicyUrl'),
              help: key('help.privacyPolicyUrl'),
            },
          ],
        },
        {
          id: 'owner',
          title: key('sections.owner'),
          questions: [
            companyNameQuestion(key),
            {
              id: 'company_address',
              userData: 'company_address',
              kind: 'text',
              label: key('questions.companyAddress'),
              maxLength: 300,
            },
            {
              id: 'contact_email',
              userData: 'contact_email',
              kind: 'email',
              label: key('questions.contactEmail'),
              required: true,
            },
          ],
        },
        {
          id: 'audience',
          title: key('sections.audience'),
          questions: [
            {
              id: 'regions',
              userData: 'regions',
              kind: 'multiple',
              label: key('questions.regions'),
              help: key('help.regions'),
              required: true,
              options: COOKIE_REGIONS.map((value) => option(value)),
            },
          ],
        },
        {
          id: 'own_cookies',
          title: key('sections.ownCookies'),
          description: key('sections.ownCookiesDescription'),
          questions: [
            {
              id: 'own_cookie_categories',
              userData: 'own_cookie_categories',
              kind: 'multiple',
              label: key('questions.ownCookieCategories'),
              help: key('help.ownCookieCategories'),
              options: COOKIE_CATEGORIES.map((value) => option(`own_${value}`, { value })),
            },
            {
              id: 'custom_cookies',
              userData: 'custom_cookies',
              kind: 'group',
              label: key('questions.customCookies'),
              help: key('help.customCookies'),
              maxEntries: 50,
              questions: customCookieQuestions,
            },
          ],
        },
      ],
    },
    {
      id: 'build',
      title: key('steps.build'),
      sections: [
        {
          id: 'services',
          title: key('sections.services'),
          description: key('sections.servicesDescription'),
          questions: COOKIE_PROVIDER_FIELDS.map(([field, category, label]) =>
            providers(field, category, label),
          ),
        },
        {
          id: 'choices',
          title: key('sections.choices'),
          questions: [
            {
              id: 'consent_tool',
              userData: 'consent_tool',
              kind: 'single',
              label: key('questions.consentTool'),
              help: key('help.consentTool'),
              required: true,
              options: [
                option('consent_cmp', {
                  value: 'cmp',
                  questions: [
                    {
                      id: 'cmp_name',
                      userData: 'cmp_name',
                      kind: 'text',
                      label: key('questions.cmpName'),
                      help: key('help.cmpName'),
                      maxLength: 100,
                    },
                    {
                      id: 'cookie_settings_url',
                      userData: 'cookie_settings_url',
                      kind: 'url',
                      label: key('questions.cookieSettingsUrl'),
                      help: key('help.cookieSettingsUrl'),
                    },
                  ],
                }),
                option('consent_none', { value: 'none' }),
              ],
            },
            {
              // Since 5 February 2026 PECR (as amended by the Data (Use and Access) Act 2025) lets UK
              // sites set analytics cookies used only to improve the service without consent, if
              // visitors can object. Only asked when the site has analytics cookies and UK visitors.
              id: 'uk_statistics',
              userData: 'uk_statistics',
              kind: 'single',
              label: key('questions.ukStatistics'),
              help: key('help.ukStatistics'),
              required: true,
              visibleIf: {
                all: [
                  includes('regions', 'uk'),
                  {
                    any: [
                      includes('own_cookie_categories', 'analytics'),
                      { field: 'analytics_providers', answered: true },
                    ],
                  },
                ],
              },
              options: [
                option('uk_consent', { value: 'consent' }),
                option('uk_exception', { value: 'exception' }),
              ],
            },
            {
              // In the US the document always honours GPC (the CCPA and several state laws require it
              // from businesses that sell or share data); elsewhere it is the owner's choice.
              id: 'gpc',
              userData: 'gpc',
              kind: 'single',
              label: key('questions.gpc'),
              help: key('help.gpc'),
              required: true,
              visibleIf: { not: inUs },
              options: [
                option('gpc_honoured', { value: 'honoured' }),
                option('gpc_not_honoured', { value: 'not_honoured' }),
              ],
            },
            {
              id: 'dnt',
              userData: 'dnt',
              kind: 'single',
              label: key('questions.dnt'),
              help: key('help.dnt'),
              required: true,
              options: [option('dnt_not_honoured'), option('dnt_honoured')],
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
              options: COOKIES_EXTRAS.map((value) => option(`extra_${value}`, { value, priceExtra: true })),
            },
          ],
        },
      ],
    },
    sendToStep(key),
  ],
};
