import type { DisclaimerAnswers } from '../../../shared/agreements/answers.generated';
import {
  DISCLAIMER_AUDIENCES,
  DISCLAIMER_EXTRAS,
  DISCLAIMER_KINDS,
  DISCLAIMER_PLATFORMS,
  type DisclaimerAudience,
  type DisclaimerExtra,
  type DisclaimerKind,
  PROFESSIONAL_FIELDS,
  type ProfessionalField,
  REVIEW_CHECKS,
} from '../../../shared/agreements/definitions/disclaimer';
import type { ProviderAnswer } from '../../../shared/agreements/wizard-model';
import { providerAnswers, str, strings } from '../clause-helpers';

export type DisclaimerPlatform = (typeof DISCLAIMER_PLATFORMS)[number];
export type ReviewCheck = (typeof REVIEW_CHECKS)[number];

/**
 * What the Disclaimer's answers imply: which disclaimers were chosen, which professional fields,
 * which audiences (and so which statutory statements and which laws the disclosures name), whether
 * the site is an Amazon Associate. The blocks, the values and the compliance summary all read these.
 * Lists of choices keep the order of the wizard's options, which is the order the document uses.
 */
export type DisclaimerFacts = {
  companyName: string;
  /** The ISO code of the country the owner is established in. */
  companyCountry: string;
  contactEmail: string;
  serviceName: string;
  websiteUrl: string;
  socialPageUrl: string;
  platforms: DisclaimerPlatform[];
  audiences: DisclaimerAudience[];
  us: boolean;
  eu: boolean;
  uk: boolean;
  canada: boolean;
  australia: boolean;
  restOfWorld: boolean;
  disclaimers: DisclaimerKind[];
  /** The subjects of the "not professional advice" disclaimer. */
  fields: ProfessionalField[];
  /** The owner or authors may hold positions in investments they write about. */
  financialPositions: boolean;
  crypto: boolean;
  leveraged: boolean;
  affiliateProgrammes: ProviderAnswer[];
  /** The Amazon Associates Program Operating Agreement requires its own statement. */
  amazon: boolean;
  /** Someone received something for a testimonial or review. */
  incentives: boolean;
  /** How reviews are checked; '' when the testimonials disclaimer is not chosen. */
  reviewCheck: ReviewCheck | '';
  aiText: boolean;
  aiMedia: boolean;
  aiChatbot: boolean;
  /** AI output is published as content (text or media), rather than only answered in a chat. */
  aiPublished: boolean;
  /** A person always reviews published AI output before it goes out. */
  aiReviewed: boolean;
  /** Affiliate links, sponsored content or testimonials: endorsement and advertising law applies. */
  endorsements: boolean;
  /** Medical or fitness information: health content rules apply. */
  health: boolean;
  extras: DisclaimerExtra[];
};

/** The options of a question that were answered, in the wizard's order; unknown values are dropped. */
function chosenOf<Option extends string>(options: readonly Option[], answered: string[]): Option[] {
  return options.filter((option) => answered.includes(option));
}

/** Whether a programme is Amazon's: the catalogue entry, or one the owner added under a name with "Amazon". */
const isAmazon = (answer: ProviderAnswer) =>
  'id' in answer ? answer.id === 'amazon-associates' : /amazon/i.test(answer.name);

export function disclaimerFacts(answers: DisclaimerAnswers): DisclaimerFacts {
  const audiences = chosenOf(DISCLAIMER_AUDIENCES, strings(answers, 'audiences'));
  const disclaimers = chosenOf(DISCLAIMER_KINDS, strings(answers, 'disclaimers'));
  // checkWizard already drops nested answers whose option is not chosen; reading them only under
  // their option keeps the facts right for any answers object.
  const fields = disclaimers.includes('professional')
    ? chosenOf(PROFESSIONAL_FIELDS, strings(answers, 'professional_fields'))
    : [];
  const financial = fields.includes('financial');
  const topics = financial ? strings(answers, 'financial_topics') : [];
  const affiliateProgrammes = disclaimers.includes('affiliate')
    ? providerAnswers(answers, 'affiliate_programs')
    : [];
  const testimonials = disclaimers.includes('testimonials');
  const aiUses = disclaimers.includes('ai_content') ? strings(answers, 'ai_uses') : [];
  const aiText = aiUses.includes('text');
  const aiMedia = aiUses.includes('media');
  const reviewCheck = testimonials ? str(answers, 'reviews_verification') : '';
  return {
    companyName: str(answers, 'company_name'),
    companyCountry: str(answers, 'company_country'),
    contactEmail: str(answers, 'contact_email'),
    serviceName: str(answers, 'website_name'),
    websiteUrl: str(answers, 'website_url'),
    socialPageUrl: str(answers, 'social_page_url'),
    platforms: chosenOf(DISCLAIMER_PLATFORMS, strings(answers, 'platforms')),
    audiences,
    us: audiences.includes('us'),
    eu: audiences.includes('eu'),
    uk: audiences.includes('uk'),
    canada: audiences.includes('canada'),
    australia: audiences.includes('australia'),
    restOfWorld: audiences.includes('rest_of_world'),
    disclaimers,
    fields,
    financialPositions: financial && str(answers, 'financial_positions') === 'yes',
    crypto: topics.includes('crypto'),
    leveraged: topics.includes('leveraged'),
    affiliateProgrammes,
    amazon: affiliateProgrammes.some(isAmazon),
    incentives: testimonials && str(answers, 'testimonials_incentives') === 'yes',
    reviewCheck: REVIEW_CHECKS.find((check) => check === reviewCheck) ?? '',
    aiText,
    aiMedia,
    aiChatbot: aiUses.includes('chatbot'),
    aiPublished: aiText || aiMedia,
    aiReviewed: (aiText || aiMedia) && str(answers, 'ai_review') === 'reviewed',
    endorsements: disclaimers.includes('affiliate') || disclaimers.includes('sponsored') || testimonials,
    health: fields.includes('medical') || fields.includes('fitness'),
    extras: chosenOf(DISCLAIMER_EXTRAS, strings(answers, 'extras')),
  };
}
