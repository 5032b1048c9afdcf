import { EEA_COUNTRIES } from '../../countries/eea';
import type { Condition, Question, WizardDefinition } from '../wizard-model';
import {
  companyAddressQuestion,
  companyCountryQuestion,
  companyNameQuestion,
  contactEmailQuestion,
  platformStep,
  sendToStep,
  serviceSection,
  typeTexts,
} from './shared-questions';

/**
 * PRIVACY_POLICY, four steps: platform → website/app information → building the agreement → where
 * to send it. The laws the document addresses follow from one answer, `jurisdictions`: nothing a
 * jurisdiction implies is asked again. Questions that only matter for one law (the EU and UK
 * representatives, Do Not Track, California's sensitive-information use) are nested under that
 * jurisdiction's option; options marked `priceExtra` are extras beyond the legal minimum
 * (docs/privacy-policy-premium.md).
 */

export const PRIVACY_JURISDICTIONS = [
  'eu',
  'uk',
  'california',
  'us_other',
  'canada',
  'brazil',
  'australia',
  'rest_of_world',
] as const;
export type PrivacyJurisdiction = (typeof PRIVACY_JURISDICTIONS)[number];

export const PRIVACY_PLATFORMS = ['website', 'app', 'mobile', 'desktop', 'social'] as const;

export const PRIVACY_DATA_CATEGORIES = [
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
] as const;
export type PrivacyDataCategory = (typeof PRIVACY_DATA_CATEGORIES)[number];

export const PRIVACY_SENSITIVE_TYPES = [
  'health',
  'biometric',
  'genetic',
  'racial_ethnic',
  'political',
  'religious',
  'union',
  'sex_life',
  'government_id',
  'financial_account',
] as const;

/** The purposes the visitor chooses; the others follow from the data collected or always apply. */
export const PRIVACY_CHOSEN_PURPOSES = [
  'marketing',
  'analytics',
  'personalisation',
  'advertising',
  'remarketing',
  'affiliate',
] as const;

export const PRIVACY_EXTRAS = [
  'summary',
  'retention_schedule',
  'security_detail',
  'breach_notification',
  'teen_privacy',
] as const;
export type PrivacyExtra = (typeof PRIVACY_EXTRAS)[number];

const { key, option } = typeTexts('privacyPolicy');
const includes = (field: string, value: string): Condition => ({ field, includes: value });
const outsideEea: Condition = {
  not: { any: EEA_COUNTRIES.map((code) => ({ field: 'company_country', equals: code })) },
};

/** A representative's name, then (once named) the e-mail address and postal address to reach them. */
function representativeQuestions(prefix: 'eu' | 'uk', whenNeeded: Condition): Question[] {
  const named: Condition = { all: [whenNeeded, { field: `${prefix}_rep_name`, answered: true }] };
  return [
    {
      id: `${prefix}_rep_name`,
      userData: `${prefix}_rep_name`,
      kind: 'text',
      label: key(`questions.${prefix}RepName`),
      help: key(`help.${prefix}RepName`),
      visibleIf: whenNeeded,
      maxLength: 200,
    },
    {
      id: `${prefix}_rep_email`,
      userData: `${prefix}_rep_email`,
      kind: 'email',
      label: key(`questions.${prefix}RepEmail`),
      required: true,
      visibleIf: named,
    },
    {
      id: `${prefix}_rep_address`,
      userData: `${prefix}_rep_address`,
      kind: 'text',
      label: key(`questions.${prefix}RepAddress`),
      visibleIf: named,
      maxLength: 300,
    },
  ];
}

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

export const privacyPolicyWizard: WizardDefinition = {
  type: 'PRIVACY_POLICY',
  steps: [
    platformStep(key, option, PRIVACY_PLATFORMS),
    {
      id: 'information',
      title: key('steps.information'),
      sections: [
        serviceSection(key),
        {
          id: 'owner',
          title: key('sections.owner'),
          description: key('sections.ownerDescription'),
          questions: [
            companyNameQuestion(key),
            companyAddressQuestion(key),
            companyCountryQuestion(key),
            contactEmailQuestion(key),
            {
              id: 'contact_methods',
              userData: 'contact_methods',
              kind: 'group',
              label: key('questions.contactMethods'),
              help: key('help.contactMethods'),
              maxEntries: 5,
              questions: [
                {
                  id: 'contact_method',
                  userData: 'method',
                  kind: 'single',
                  label: key('questions.contactMethod'),
                  required: true,
                  options: ['phone', 'toll_free', 'postal', 'web_form'].map((value) =>
                    option(`contact_${value}`, { value }),
                  ),
                },
                {
                  id: 'contact_method_value',
                  userData: 'value',
                  kind: 'text',
                  label: key('questions.contactMethodValue'),
                  required: true,
                  maxLength: 300,
                  visibleIf: {
                    any: ['phone', 'toll_free', 'postal'].map((value) => ({
                      field: 'method',
                      equals: value,
                    })),
                  },
                },
                {
                  id: 'contact_method_url',
                  userData: 'url',
                  kind: 'url',
                  label: key('questions.contactMethodUrl'),
                  required: true,
                  visibleIf: { field: 'method', equals: 'web_form' },
                },
              ],
            },
            {
              id: 'has_dpo',
              userData: 'has_dpo',
              kind: 'single',
              label: key('questions.hasDpo'),
              help: key('help.hasDpo'),
              required: true,
              options: [
                option('no'),
                option('yes', {
                  questions: [
                    {
                      id: 'dpo_name',
                      userData: 'dpo_name',
                      kind: 'text',
                      label: key('questions.dpoName'),
                      maxLength: 200,
                    },
                    {
                      id: 'dpo_email',
                      userData: 'dpo_email',
                      kind: 'email',
                      label: key('questions.dpoEmail'),
                      required: true,
                    },
                  ],
                }),
              ],
            },
          ],
        },
        {
          id: 'audience',
          title: key('sections.audience'),
          questions: [
            {
              id: 'jurisdictions',
              userData: 'jurisdictions',
              kind: 'multiple',
              label: key('questions.jurisdictions'),
              help: key('help.jurisdictions'),
              required: true,
              options: [
                option('eu', { questions: representativeQuestions('eu', outsideEea) }),
                option('uk', {
                  questions: representativeQuestions('uk', {
                    not: { field: 'company_country', equals: 'GB' },
                  }),
                }),
                option('california', {
                  questions: [
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
                }),
                option('us_other'),
                option('canada'),
                option('brazil'),
                option('australia'),
                option('rest_of_world'),
              ],
            },
            {
              id: 'children',
              userData: 'children',
              kind: 'single',
              label: key('questions.children'),
              help: key('help.children'),
              required: true,
              options: [option('children_no'), option('children_yes')],
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
          id: 'data',
          title: key('sections.data'),
          questions: [
            {
              id: 'data_collected',
              userData: 'data_collected',
              kind: 'multiple',
              label: key('questions.dataCollected'),
              required: true,
              options: PRIVACY_DATA_CATEGORIES.map((value) => {
                if (value === 'payment')
                  return option('data_payment', {
                    value,
                    questions: [providers('payment_providers', 'payments', 'paymentProviders')],
                  });
                if (value === 'sensitive')
                  return option('data_sensitive', {
                    value,
                    questions: [
                      {
                        id: 'sensitive_types',
                        userData: 'sensitive_types',
                        kind: 'multiple',
                        label: key('questions.sensitiveTypes'),
                        required: true,
                        options: PRIVACY_SENSITIVE_TYPES.map((type) =>
                          option(`sensitive_${type}`, { value: type }),
                        ),
                      },
                    ],
                  });
                return option(`data_${value}`, { value });
              }),
            },
            // Asked here, where the data it depends on is chosen: California's rules on sensitive
            // personal information apply once the site collects any of it.
            {
              id: 'ca_sensitive_beyond',
              userData: 'ca_sensitive_beyond',
              kind: 'single',
              label: key('questions.caSensitiveBeyond'),
              help: key('help.caSensitiveBeyond'),
              required: true,
              visibleIf: {
                all: [
                  includes('jurisdictions', 'california'),
                  {
                    any: ['sensitive', 'account', 'precise_location'].map((value) =>
                      includes('data_collected', value),
                    ),
                  },
                ],
              },
              options: [option('no'), option('yes')],
            },
            {
              id: 'other_sources',
              userData: 'other_sources',
              kind: 'multiple',
              label: key('questions.otherSources'),
              help: key('help.otherSources'),
              options: ['social_networks', 'partners', 'public_sources', 'data_brokers'].map((value) =>
                option(`source_${value}`, { value }),
              ),
            },
          ],
        },
        {
          id: 'purposes',
          title: key('sections.purposes'),
          questions: [
            {
              id: 'purposes',
              userData: 'purposes',
              kind: 'multiple',
              label: key('questions.purposes'),
              help: key('help.purposes'),
              options: [
                option('purpose_marketing', {
                  value: 'marketing',
                  questions: [providers('email_providers', 'email_marketing', 'emailProviders')],
                }),
                option('purpose_analytics', {
                  value: 'analytics',
                  questions: [providers('analytics_providers', 'analytics', 'analyticsProviders')],
                }),
                option('purpose_personalisation', { value: 'personalisation' }),
                option('purpose_advertising', {
                  value: 'advertising',
                  questions: [providers('advertising_providers', 'advertising', 'advertisingProviders')],
                }),
                option('purpose_remarketing', {
                  value: 'remarketing',
                  questions: [
                    providers('remarketing_providers', 'behavioral_remarketing', 'remarketingProviders'),
                  ],
                }),
                option('purpose_affiliate', {
                  value: 'affiliate',
                  questions: [providers('affiliate_providers', 'affiliate', 'affiliateProviders')],
                }),
              ],
            },
            providers('misc_providers', 'miscellaneous', 'miscProviders'),
          ],
        },
        {
          id: 'sharing',
          title: key('sections.sharing'),
          questions: [
            {
              id: 'sells_data',
              userData: 'sells_data',
              kind: 'single',
              label: key('questions.sellsData'),
              help: key('help.sellsData'),
              required: true,
              visibleIf: {
                any: [includes('jurisdictions', 'california'), includes('jurisdictions', 'us_other')],
              },
              options: [
                option('no'),
                option('yes', {
                  questions: [
                    {
                      id: 'sale_recipients',
                      userData: 'sale_recipients',
                      kind: 'multiple',
                      label: key('questions.saleRecipients'),
                      required: true,
                      options: ['data_brokers', 'advertising_partners', 'business_partners'].map((value) =>
                        option(`recipient_${value}`, { value }),
                      ),
                    },
                  ],
                }),
              ],
            },
            {
              id: 'other_recipients',
              userData: 'other_recipients',
              kind: 'multiple',
              label: key('questions.otherRecipients'),
              options: ['group', 'partners'].map((value) => option(`recipient_${value}`, { value })),
            },
            {
              id: 'storage_location',
              userData: 'storage_location',
              kind: 'text',
              label: key('questions.storageLocation'),
              help: key('help.storageLocation'),
              maxLength: 300,
            },
          ],
        },
        {
          id: 'practices',
          title: key('sections.practices'),
          questions: [
            {
              id: 'automated_decisions',
              userData: 'automated_decisions',
              kind: 'single',
              label: key('questions.automatedDecisions'),
              help: key('help.automatedDecisions'),
              required: true,
              options: [
                option('no'),
                option('yes', {
                  questions: [
                    {
                      id: 'automated_logic',
                      userData: 'automated_logic',
                      kind: 'text',
                      label: key('questions.automatedLogic'),
                      help: key('help.automatedLogic'),
                      required: true,
                      multiline: true,
                      maxLength: 2000,
                    },
                  ],
                }),
              ],
            },
            {
              id: 'cookies_policy_url',
              userData: 'cookies_policy_url',
              kind: 'url',
              label: key('questions.cookiesPolicyUrl'),
              help: key('help.cookiesPolicyUrl'),
            },
            {
              id: 'change_notice',
              userData: 'change_notice',
              kind: 'multiple',
              label: key('questions.changeNotice'),
              options: [
                option('notice_email', { value: 'email' }),
                option('notice_in_service', { value: 'in_service' }),
              ],
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
              options: PRIVACY_EXTRAS.map((value) => option(`extra_${value}`, { value, priceExtra: true })),
            },
          ],
        },
      ],
    },
    sendToStep(key),
  ],
};
