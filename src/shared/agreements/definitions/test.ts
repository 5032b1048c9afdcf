import type { WizardDefinition } from '../wizard-model';

/**
 * TEST: a small wizard for development and tests only (customers never see it). It uses every question kind,
 * a condition, an option with nested questions, a repeatable group and a premium option.
 */
export const testWizard: WizardDefinition = {
  type: 'TEST',
  steps: [
    {
      id: 'platform',
      title: 'test.steps.platform',
      sections: [
        {
          id: 'platform',
          title: 'test.sections.platform',
          questions: [
            {
              id: 'platform',
              userData: 'platform',
              kind: 'single',
              label: 'test.questions.platform',
              required: true,
              options: [
                { value: 'website', label: 'test.options.website' },
                { value: 'app', label: 'test.options.app' },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'details',
      title: 'test.steps.details',
      sections: [
        {
          id: 'business',
          title: 'test.sections.business',
          questions: [
            {
              id: 'company_name',
              userData: 'company_name',
              kind: 'text',
              label: 'test.questions.companyName',
              required: true,
              maxLength: 200,
            },
            {
              id: 'contact_email',
              userData: 'contact_email',
              kind: 'email',
              label: 'test.questions.contactEmail',
              required: true,
            },
            {
              id: 'website_url',
              userData: 'website_url',
              kind: 'url',
              label: 'test.questions.websiteUrl',
              required: true,
              visibleIf: { field: 'platform', equals: 'website' },
            },
            {
              id: 'country',
              userData: 'country',
              kind: 'country',
              label: 'test.questions.country',
              required: true,
            },
            {
              id: 'state',
              userData: 'state',
              kind: 'state',
              label: 'test.questions.state',
              countryField: 'country',
              visibleIf: { field: 'country', equals: 'US' },
            },
          ],
        },
        {
          id: 'features',
          title: 'test.sections.features',
          questions: [
            {
              id: 'features',
              userData: 'features',
              kind: 'multiple',
              label: 'test.questions.features',
              options: [
                {
                  value: 'newsletter',
                  label: 'test.options.newsletter',
                  questions: [
                    {
                      id: 'newsletter_providers',
                      userData: 'newsletter_providers',
                      kind: 'providers',
                      label: 'test.questions.newsletterProviders',
                      providerCategory: 'email_marketing',
                      required: true,
                    },
                  ],
                },
                { value: 'accounts', label: 'test.options.accounts' },
                { value: 'extended_support', label: 'test.options.extendedSupport', priceExtra: true },
              ],
            },
            {
              id: 'contacts',
              userData: 'contacts',
              kind: 'group',
              label: 'test.questions.contacts',
              maxEntries: 5,
              questions: [
                {
                  id: 'contact_name',
                  userData: 'name',
                  kind: 'text',
                  label: 'test.questions.contactName',
                  required: true,
                  maxLength: 200,
                },
                {
                  id: 'contact_role_email',
                  userData: 'email',
                  kind: 'email',
                  label: 'test.questions.contactEmail',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'send',
      title: 'test.steps.send',
      sections: [
        {
          id: 'send',
          title: 'test.sections.send',
          questions: [
            {
              id: 'send_to',
              userData: 'send_to',
              kind: 'email',
              label: 'test.questions.sendTo',
              required: true,
            },
          ],
        },
      ],
    },
  ],
};
