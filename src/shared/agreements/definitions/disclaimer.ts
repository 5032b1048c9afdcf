import type { Condition, WizardDefinition } from '../wizard-model';
import {
  companyCountryQuestion,
  companyNameQuestion,
  contactEmailQuestion,
  platformStep,
  sendToStep,
  serviceSection,
  typeTexts,
} from './shared-questions';

/**
 * DISCLAIMER: platform → website/app information → building the agreement → where to send it.
 * The owner picks the disclaimers the document contains (`disclaimers`); what only matters for one
 * of them (the professional fields, the affiliate programmes, how reviews are checked, how AI is
 * used) is nested under that option, so nothing is asked that an earlier answer settles. The
 * audiences decide which statutory statements (EU, UK, US, Canada, Australia) the document makes;
 * they are never asked again. Options marked `priceExtra` are extras beyond what the law requires
 * (docs/disclaimer-premium.md).
 */

export const DISCLAIMER_PLATFORMS = ['website', 'app', 'mobile', 'desktop', 'social'] as const;

/** Where the users are: decides the statutory statements and the laws each disclosure names. */
export const DISCLAIMER_AUDIENCES = ['us', 'eu', 'uk', 'canada', 'australia', 'rest_of_world'] as const;
export type DisclaimerAudience = (typeof DISCLAIMER_AUDIENCES)[number];

/** The disclaimers the owner can include, in the order the document shows them. */
export const DISCLAIMER_KINDS = [
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
] as const;
export type DisclaimerKind = (typeof DISCLAIMER_KINDS)[number];

export const PROFESSIONAL_FIELDS = ['legal', 'medical', 'fitness', 'financial', 'tax'] as const;
export type ProfessionalField = (typeof PROFESSIONAL_FIELDS)[number];

/** Higher-risk financial topics that get their own risk warning. */
export const FINANCIAL_TOPICS = ['crypto', 'leveraged'] as const;

/** How the owner checks that reviews come from real customers (material information under EU and UK law). */
export const REVIEW_CHECKS = ['verified', 'moderated', 'not_verified'] as const;

export const AI_USES = ['text', 'media', 'chatbot'] as const;

/** Premium clauses: useful protection that no law requires. */
export const DISCLAIMER_EXTRAS = ['earnings', 'media', 'trademarks', 'translations'] as const;
export type DisclaimerExtra = (typeof DISCLAIMER_EXTRAS)[number];

const { key, option } = typeTexts('disclaimer');
const includes = (field: string, value: string): Condition => ({ field, includes: value });
const yesNo = () => [option('no'), option('yes')];

export const disclaimerWizard: WizardDefinition = {
  type: 'DISCLAIMER',
  steps: [
    platformStep(key, option, DISCLAIMER_PLATFORMS),
    {
      id: 'information',
      title: key('steps.information'),
      sections: [
        serviceSection(key),
        {
          id: 'owner',
          title: key('sections.owner'),
          questions: [companyNameQuestion(key), companyCountryQuestion(key), contactEmailQuestion(key)],
        },
        {
          id: 'audience',
          title: key('sections.audience'),
          questions: [
            {
              id: 'audiences',
              userData: 'audiences',
              kind: 'multiple',
              label: key('questions.audiences'),
              help: key('help.audiences'),
              required: true,
              options: DISCLAIMER_AUDIENCES.map((value) => option(value)),
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
          id: 'disclaimers',
          title: key('sections.disclaimers'),
          description: key('sections.disclaimersDescription'),
          questions: [
            {
              id: 'disclaimers',
              userData: 'disclaimers',
              kind: 'multiple',
              label: key('questions.disclaimers'),
              help: key('help.disclaimers'),
              required: true,
              options: DISCLAIMER_KINDS.map((value) => {
                const label = key(`options.disclaimer_${value}`);
                const help = key(`help.disclaimer_${value}`);
                if (value === 'professional')
                  return {
                    value,
                    label,
                    help,
                    questions: [
                      {
                        id: 'professional_fields',
                        userData: 'professional_fields',
                        kind: 'multiple',
                        label: key('questions.professionalFields'),
                        required: true,
                        options: PROFESSIONAL_FIELDS.map((field) =>
                          field === 'financial'
                            ? option('field_financial', {
                                value: field,
                                questions: [
                                  {
                                    id: 'financial_positions',
                                    userData: 'financial_positions',
                                    kind: 'single',
                                    label: key('questions.financialPositions'),
                                    help: key('help.financialPositions'),
                                    required: true,
                                    options: yesNo(),
                                  },
                                  {
                                    id: 'financial_topics',
                                    userData: 'financial_topics',
                                    kind: 'multiple',
                                    label: key('questions.financialTopics'),
                                    help: key('help.financialTopics'),
                                    options: FINANCIAL_TOPICS.map((topic) =>
                                      option(`topic_${topic}`, { value: topic }),
                                    ),
                                  },
                                ],
                              })
                            : option(`field_${field}`, { value: field }),
                        ),
                      },
                    ],
                  };
                if (value === 'affiliate')
                  return {
                    value,
                    label,
                    help,
                    questions: [
                      {
                        id: 'affiliate_programs',
                        userData: 'affiliate_programs',
                        kind: 'providers',
                        label: key('questions.affiliatePrograms'),
                        help: key('help.affiliatePrograms'),
                        providerCategory: 'affiliate',
                      },
                    ],
                  };
                if (value === 'testimonials')
                  return {
                    value,
                    label,
                    help,
                    questions: [
                      {
                        id: 'testimonials_incentives',
                        userData: 'testimonials_incentives',
                        kind: 'single',
                        label: key('questions.testimonialsIncentives'),
                        help: key('help.testimonialsIncentives'),
                        required: true,
                        options: yesNo(),
                      },
                      {
                        id: 'reviews_verification',
                        userData: 'reviews_verification',
                        kind: 'single',
                        label: key('questions.reviewsVerification'),
                        help: key('help.reviewsVerification'),
                        required: true,
                        options: REVIEW_CHECKS.map((check) => option(`reviews_${check}`, { value: check })),
                      },
                    ],
                  };
                if (value === 'ai_content')
                  return {
                    value,
                    label,
                    help,
                    questions: [
                      {
                        id: 'ai_uses',
                        userData: 'ai_uses',
                        kind: 'multiple',
                        label: key('questions.aiUses'),
                        required: true,
                        options: AI_USES.map((use) => option(`ai_${use}`, { value: use })),
                      },
                      {
                        // Human review matters only for published content (Article 50(4) AI Act), not for a chatbot.
                        id: 'ai_review',
                        userData: 'ai_review',
                        kind: 'single',
                        label: key('questions.aiReview'),
                        help: key('help.aiReview'),
                        required: true,
                        visibleIf: { any: [includes('ai_uses', 'text'), includes('ai_uses', 'media')] },
                        options: [
                          option('ai_reviewed', { value: 'reviewed' }),
                          option('ai_not_reviewed', { value: 'not_reviewed' }),
                        ],
                      },
                    ],
                  };
                return { value, label, help };
              }),
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
              options: DISCLAIMER_EXTRAS.map((value) =>
                option(`extra_${value}`, { value, help: key(`help.extra_${value}`), priceExtra: true }),
              ),
            },
          ],
        },
      ],
    },
    sendToStep(key),
  ],
};
