import type { Condition, WizardDefinition } from '../wizard-model';
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
 * TERMS_CONDITIONS (Terms & Conditions, also called Terms of Use or Terms of Service): platform →
 * website/app information → building the agreement → where to send it. Which consumer-law blocks
 * the document needs follows from two answers, `customers` (consumers or businesses only) and
 * `regions`: nothing they imply is asked again. Questions that only matter for one situation (the
 * part of the UK whose law applies, US arbitration, the ADR statement, the EU accessibility
 * statement) are shown only in that situation; what a feature needs (subscription, trial, refund
 * policy) is nested under that feature. Options and questions marked `priceExtra` are extras beyond
 * the legal minimum (docs/terms-conditions-premium.md).
 */

export const TERMS_PLATFORMS = ['website', 'app', 'mobile', 'desktop', 'social'] as const;

export const TERMS_REGIONS = ['eu', 'uk', 'us', 'other'] as const;
export type TermsRegion = (typeof TERMS_REGIONS)[number];

export const TERMS_FEATURES = ['accounts', 'user_content', 'sells', 'advertising'] as const;
export type TermsFeature = (typeof TERMS_FEATURES)[number];

export const TERMS_OFFERINGS = ['goods', 'digital', 'services'] as const;
export type TermsOffering = (typeof TERMS_OFFERINGS)[number];

export const TERMS_MIN_AGES = ['13', '16', '18'] as const;

/** Countries whose governing law is that of a state, province or territory: asked with `company_state`. */
export const TERMS_STATE_COUNTRIES = ['US', 'CA', 'AU'] as const;

export const TERMS_UK_LEGAL_SYSTEMS = ['england_wales', 'scotland', 'northern_ireland'] as const;

export const TERMS_ARBITRATION_PROVIDERS = ['aaa', 'jams'] as const;

export const TERMS_EXTRAS = [
  'summary',
  'feedback',
  'beta_features',
  'force_majeure',
  'export_sanctions',
] as const;
export type TermsExtra = (typeof TERMS_EXTRAS)[number];

const { key, option } = typeTexts('termsConditions');
const includes = (field: string, value: string): Condition => ({ field, includes: value });
const equals = (field: string, value: string): Condition => ({ field, equals: value });
const sellsToConsumers: Condition = equals('customers', 'consumers');

export const termsConditionsWizard: WizardDefinition = {
  type: 'TERMS_CONDITIONS',
  steps: [
    platformStep(key, option, TERMS_PLATFORMS),
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
            companyCountryQuestion(key, { help: true }),
            {
              // The governing law of a federal country is a state's (or province's) law.
              id: 'company_state',
              userData: 'company_state',
              kind: 'state',
              label: key('questions.companyState'),
              required: true,
              countryField: 'company_country',
              visibleIf: { any: TERMS_STATE_COUNTRIES.map((code) => equals('company_country', code)) },
            },
            {
              // The UK has three legal systems; the courts and law follow the owner's choice.
              id: 'uk_legal_system',
              userData: 'uk_legal_system',
              kind: 'single',
              label: key('questions.ukLegalSystem'),
              required: true,
              visibleIf: equals('company_country', 'GB'),
              options: TERMS_UK_LEGAL_SYSTEMS.map((value) => option(value)),
            },
            {
              id: 'company_registration',
              userData: 'company_registration',
              kind: 'text',
              label: key('questions.companyRegistration'),
              help: key('help.companyRegistration'),
              maxLength: 300,
            },
            {
              id: 'vat_number',
              userData: 'vat_number',
              kind: 'text',
              label: key('questions.vatNumber'),
              help: key('help.vatNumber'),
              maxLength: 50,
            },
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
          id: 'audience',
          title: key('sections.audience'),
          questions: [
            {
              id: 'customers',
              userData: 'customers',
              kind: 'single',
              label: key('questions.customers'),
              help: key('help.customers'),
              required: true,
              options: [option('consumers'), option('businesses_only')],
            },
            {
              id: 'regions',
              userData: 'regions',
              kind: 'multiple',
              label: key('questions.regions'),
              help: key('help.regions'),
              required: true,
              options: TERMS_REGIONS.map((value) => option(`region_${value}`, { value })),
            },
            {
              // Businesses-only services require users who can bind an organisation: 18, not asked.
              id: 'min_age',
              userData: 'min_age',
              kind: 'single',
              label: key('questions.minAge'),
              help: key('help.minAge'),
              required: true,
              visibleIf: sellsToConsumers,
              options: TERMS_MIN_AGES.map((value) => option(`age_${value}`, { value })),
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
          id: 'features',
          title: key('sections.features'),
          questions: [
            {
              id: 'features',
              userData: 'features',
              kind: 'multiple',
              label: key('questions.features'),
              help: key('help.features'),
              options: [
                option('accounts'),
                option('user_content', {
                  questions: [
                    {
                      id: 'copyright_procedure',
                      userData: 'copyright_procedure',
                      kind: 'single',
                      label: key('questions.copyrightProcedure'),
                      help: key('help.copyrightProcedure'),
                      priceExtra: true,
                      options: [option('no'), option('yes')],
                    },
                  ],
                }),
                option('sells', {
                  questions: [
                    {
                      id: 'offerings',
                      userData: 'offerings',
                      kind: 'multiple',
                      label: key('questions.offerings'),
                      required: true,
                      options: TERMS_OFFERINGS.map((value) => option(`offering_${value}`, { value })),
                    },
                    {
                      id: 'subscriptions',
                      userData: 'subscriptions',
                      kind: 'single',
                      label: key('questions.subscriptions'),
                      help: key('help.subscriptions'),
                      required: true,
                      options: [
                        option('no'),
                        option('yes', {
                          questions: [
                            {
                              id: 'free_trial',
                              userData: 'free_trial',
                              kind: 'single',
                              label: key('questions.freeTrial'),
                              required: true,
                              options: [option('no'), option('yes')],
                            },
                          ],
                        }),
                      ],
                    },
                    {
                      id: 'refund_policy_url',
                      userData: 'refund_policy_url',
                      kind: 'url',
                      label: key('questions.refundPolicyUrl'),
                      help: key('help.refundPolicyUrl'),
                    },
                    {
                      id: 'payment_providers',
                      userData: 'payment_providers',
                      kind: 'providers',
                      label: key('questions.paymentProviders'),
                      help: key('help.paymentProviders'),
                      providerCategory: 'payments',
                    },
                  ],
                }),
                option('advertising'),
              ],
            },
          ],
        },
        {
          id: 'policies',
          title: key('sections.policies'),
          questions: [
            {
              id: 'privacy_policy_url',
              userData: 'privacy_policy_url',
              kind: 'url',
              label: key('questions.privacyPolicyUrl'),
              help: key('help.privacyPolicyUrl'),
            },
            {
              // The European Accessibility Act: e-commerce services for consumers in the EU.
              id: 'accessibility_url',
              userData: 'accessibility_url',
              kind: 'url',
              label: key('questions.accessibilityUrl'),
              help: key('help.accessibilityUrl'),
              visibleIf: {
                all: [sellsToConsumers, includes('regions', 'eu'), includes('features', 'sells')],
              },
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
          id: 'disputes',
          title: key('sections.disputes'),
          questions: [
            {
              id: 'dispute_venue',
              userData: 'dispute_venue',
              kind: 'text',
              label: key('questions.disputeVenue'),
              help: key('help.disputeVenue'),
              maxLength: 200,
            },
            {
              // EU ADR Directive / German VSBG / UK ADR Regulations: say whether you take part.
              id: 'adr',
              userData: 'adr',
              kind: 'single',
              label: key('questions.adr'),
              help: key('help.adr'),
              required: true,
              visibleIf: {
                all: [sellsToConsumers, { any: [includes('regions', 'eu'), includes('regions', 'uk')] }],
              },
              options: [
                option('adr_not_willing'),
                option('adr_willing', {
                  questions: [
                    {
                      id: 'adr_body_name',
                      userData: 'adr_body_name',
                      kind: 'text',
                      label: key('questions.adrBodyName'),
                      required: true,
                      maxLength: 200,
                    },
                    {
                      id: 'adr_body_url',
                      userData: 'adr_body_url',
                      kind: 'url',
                      label: key('questions.adrBodyUrl'),
                    },
                  ],
                }),
              ],
            },
            {
              // Arbitration with a class-action waiver is a US practice, for US businesses' US users.
              id: 'arbitration',
              userData: 'arbitration',
              kind: 'single',
              label: key('questions.arbitration'),
              help: key('help.arbitration'),
              required: true,
              visibleIf: { all: [equals('company_country', 'US'), includes('regions', 'us')] },
              options: [
                option('no'),
                option('yes', {
                  questions: [
                    {
                      id: 'arbitration_provider',
                      userData: 'arbitration_provider',
                      kind: 'single',
                      label: key('questions.arbitrationProvider'),
                      required: true,
                      options: TERMS_ARBITRATION_PROVIDERS.map((value) =>
                        option(`provider_${value}`, { value }),
                      ),
                    },
                  ],
                }),
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
              options: TERMS_EXTRAS.map((value) => option(`extra_${value}`, { value, priceExtra: true })),
            },
          ],
        },
      ],
    },
    sendToStep(key),
  ],
};
