import type { Condition, Question, WizardDefinition } from '../wizard-model';
import {
  companyAddressQuestion,
  companyCountryQuestion,
  companyNameQuestion,
  contactEmailQuestion,
  sendToStep,
  typeTexts,
} from './shared-questions';

/**
 * EULA (End-User Licence Agreement): basics → licensor information → building the agreement →
 * where to send it. What the app is and where it is distributed decides the store terms (Apple's
 * minimum terms, Google Play, Microsoft Store); where the users are and whether they are consumers
 * decides the statutory consumer clauses. Nothing those answers imply is asked again: the
 * distribution channels are asked only for installed software, the governing-law state only for
 * federal countries, the subscription trial only when subscriptions are sold. Options and
 * questions marked `priceExtra` are extras beyond the legal minimum (docs/eula-premium.md).
 */

export const EULA_APP_TYPES = ['mobile', 'desktop', 'web', 'saas'] as const;
export type EulaAppType = (typeof EULA_APP_TYPES)[number];

export const EULA_CHANNELS = [
  'apple_app_store',
  'google_play',
  'microsoft_store',
  'own_website',
  'other',
] as const;
export type EulaChannel = (typeof EULA_CHANNELS)[number];

export const EULA_REGIONS = ['eu', 'uk', 'us', 'australia', 'rest_of_world'] as const;
export type EulaRegion = (typeof EULA_REGIONS)[number];

export const EULA_USER_TYPES = ['consumers', 'businesses', 'both'] as const;
export type EulaUserType = (typeof EULA_USER_TYPES)[number];

export const EULA_MIN_AGES = ['none', '13', '16', '18'] as const;

export const EULA_FEATURES = [
  'accounts',
  'user_content',
  'purchases',
  'beta',
  'third_party',
  'open_source',
] as const;
export type EulaFeature = (typeof EULA_FEATURES)[number];

export const EULA_PURCHASE_TYPES = ['paid_app', 'in_app', 'subscriptions', 'virtual_items'] as const;
export type EulaPurchaseType = (typeof EULA_PURCHASE_TYPES)[number];

export const EULA_SUPPORT = ['email', 'page', 'none'] as const;
export type EulaSupport = (typeof EULA_SUPPORT)[number];

export const EULA_EXTRAS = ['summary', 'acceptable_use', 'indemnity', 'informal_resolution'] as const;
export type EulaExtra = (typeof EULA_EXTRAS)[number];

export const EULA_DEVICE_LIMITS = ['1', '3', '5', '10'] as const;

/** Countries whose law is state or provincial law: the governing law names the state too. */
export const EULA_FEDERAL_COUNTRIES = ['US', 'CA', 'AU'] as const;

const { key, option } = typeTexts('eula');
const includes = (field: string, value: string): Condition => ({ field, includes: value });
const isOneOf = (field: string, values: readonly string[]): Condition => ({
  any: values.map((value) => ({ field, equals: value })),
});

/** Installed software (mobile, desktop) is distributed through channels; a web app or SaaS is not. */
const installable: Condition = { any: [includes('app_types', 'mobile'), includes('app_types', 'desktop')] };
const hosted: Condition = { any: [includes('app_types', 'web'), includes('app_types', 'saas')] };

/** The governing law is UK law: its three legal systems need a choice. */
const ukLaw: Condition = {
  any: [
    {
      all: [
        { field: 'governing_law', equals: 'home' },
        { field: 'company_country', equals: 'GB' },
      ],
    },
    {
      all: [
        { field: 'governing_law', equals: 'other' },
        { field: 'governing_country', equals: 'GB' },
      ],
    },
  ],
};

/** A state of the country whose law governs; one question per country answer it depends on. */
function stateQuestion(id: string, countryField: string): Question {
  return {
    id,
    userData: id,
    kind: 'state',
    label: key(`questions.${id === 'home_state' ? 'homeState' : 'governingState'}`),
    help: key('help.governingState'),
    required: true,
    countryField,
    visibleIf: isOneOf(countryField, EULA_FEDERAL_COUNTRIES),
  };
}

export const eulaWizard: WizardDefinition = {
  type: 'EULA',
  steps: [
    {
      id: 'basics',
      title: key('steps.basics'),
      sections: [
        {
          id: 'app',
          title: key('sections.app'),
          questions: [
            {
              id: 'app_name',
              userData: 'app_name',
              kind: 'text',
              label: key('questions.appName'),
              required: true,
              maxLength: 200,
            },
            {
              id: 'app_types',
              userData: 'app_types',
              kind: 'multiple',
              label: key('questions.appTypes'),
              help: key('help.appTypes'),
              required: true,
              options: EULA_APP_TYPES.map((value) => option(value)),
            },
            {
              id: 'app_url',
              userData: 'app_url',
              kind: 'url',
              label: key('questions.appUrl'),
              help: key('help.appUrl'),
              required: true,
              visibleIf: hosted,
            },
            {
              id: 'distribution',
              userData: 'distribution',
              kind: 'multiple',
              label: key('questions.distribution'),
              help: key('help.distribution'),
              required: true,
              visibleIf: installable,
              options: EULA_CHANNELS.map((value) =>
                value === 'other'
                  ? option('channel_other', {
                      value,
                      questions: [
                        {
                          id: 'distribution_other',
                          userData: 'distribution_other',
                          kind: 'text',
                          label: key('questions.distributionOther'),
                          help: key('help.distributionOther'),
                          required: true,
                          maxLength: 200,
                        },
                      ],
                    })
                  : option(`channel_${value}`, { value }),
              ),
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
          id: 'licensor',
          title: key('sections.licensor'),
          description: key('sections.licensorDescription'),
          questions: [
            companyNameQuestion(key),
            // Always required: Apple's minimum terms and EU consumer law both ask for the address.
            companyAddressQuestion(key, { required: true }),
            companyCountryQuestion(key),
            contactEmailQuestion(key),
            {
              id: 'contact_phone',
              userData: 'contact_phone',
              kind: 'text',
              label: key('questions.contactPhone'),
              help: key('help.contactPhone'),
              maxLength: 50,
            },
          ],
        },
        {
          id: 'law',
          title: key('sections.law'),
          questions: [
            {
              id: 'governing_law',
              userData: 'governing_law',
              kind: 'single',
              label: key('questions.governingLaw'),
              help: key('help.governingLaw'),
              required: true,
              options: [
                option('law_home', {
                  value: 'home',
                  questions: [stateQuestion('home_state', 'company_country')],
                }),
                option('law_other', {
                  value: 'other',
                  questions: [
                    {
                      id: 'governing_country',
                      userData: 'governing_country',
                      kind: 'country',
                      label: key('questions.governingCountry'),
                      required: true,
                    },
                    stateQuestion('governing_state', 'governing_country'),
                  ],
                }),
              ],
            },
            {
              id: 'uk_law',
              userData: 'uk_law',
              kind: 'single',
              label: key('questions.ukLaw'),
              help: key('help.ukLaw'),
              required: true,
              visibleIf: ukLaw,
              options: ['england_wales', 'scotland', 'northern_ireland'].map((value) => option(value)),
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
              options: EULA_REGIONS.map((value) => option(value)),
            },
            {
              id: 'user_type',
              userData: 'user_type',
              kind: 'single',
              label: key('questions.userType'),
              help: key('help.userType'),
              required: true,
              options: EULA_USER_TYPES.map((value) => option(`users_${value}`, { value })),
            },
            {
              id: 'min_age',
              userData: 'min_age',
              kind: 'single',
              label: key('questions.minAge'),
              help: key('help.minAge'),
              required: true,
              options: EULA_MIN_AGES.map((value) => option(`age_${value}`, { value })),
            },
          ],
        },
        {
          id: 'features',
          title: key('sections.features'),
          questions: [
            {
              id: 'features',
              userData: 'features',
              kind: 'multiple',
              label: key('questions.features'),
              help: key('help.features'),
              options: EULA_FEATURES.map((value) => {
                if (value === 'purchases')
                  return option('feature_purchases', {
                    value,
                    questions: [
                      {
                        id: 'purchase_types',
                        userData: 'purchase_types',
                        kind: 'multiple',
                        label: key('questions.purchaseTypes'),
                        required: true,
                        options: EULA_PURCHASE_TYPES.map((type) =>
                          type === 'subscriptions'
                            ? option('purchase_subscriptions', {
                                value: type,
                                questions: [
                                  {
                                    id: 'free_trial',
                                    userData: 'free_trial',
                                    kind: 'single',
                                    label: key('questions.freeTrial'),
                                    help: key('help.freeTrial'),
                                    required: true,
                                    options: [
                                      option('trial_no', { value: 'no' }),
                                      option('trial_yes', { value: 'yes' }),
                                    ],
                                  },
                                ],
                              })
                            : option(`purchase_${type}`, { value: type }),
                        ),
                      },
                    ],
                  });
                if (value === 'open_source')
                  return option('feature_open_source', {
                    value,
                    questions: [
                      {
                        id: 'oss_url',
                        userData: 'oss_url',
                        kind: 'url',
                        label: key('questions.ossUrl'),
                        help: key('help.ossUrl'),
                      },
                    ],
                  });
                return option(`feature_${value}`, { value });
              }),
            },
          ],
        },
        {
          id: 'service',
          title: key('sections.service'),
          questions: [
            {
              id: 'support',
              userData: 'support',
              kind: 'single',
              label: key('questions.support'),
              help: key('help.support'),
              required: true,
              options: EULA_SUPPORT.map((value) =>
                value === 'page'
                  ? option('support_page', {
                      value,
                      questions: [
                        {
                          id: 'support_url',
                          userData: 'support_url',
                          kind: 'url',
                          label: key('questions.supportUrl'),
                          required: true,
                        },
                      ],
                    })
                  : option(`support_${value}`, { value }),
              ),
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
          id: 'extras',
          title: key('sections.extras'),
          description: key('sections.extrasDescription'),
          questions: [
            {
              id: 'extras',
              userData: 'extras',
              kind: 'multiple',
              label: key('questions.extras'),
              options: EULA_EXTRAS.map((value) => option(`extra_${value}`, { value, priceExtra: true })),
            },
            {
              // A device limit only means something for installed copies.
              id: 'device_limit',
              userData: 'device_limit',
              kind: 'single',
              label: key('questions.deviceLimit'),
              help: key('help.deviceLimit'),
              priceExtra: true,
              visibleIf: installable,
              options: EULA_DEVICE_LIMITS.map((value) => option(`devices_${value}`, { value })),
            },
          ],
        },
      ],
    },
    sendToStep(key),
  ],
};
