import { allOf, anyOf, type ClauseBlock, type Condition, condition, premiumVersion } from '../clause-library';
import type { DisclaimerFacts } from './facts';
import type { DisclaimerList } from './values';

// The disclaimers the owner chose (each one section of the document).
const generalDisclaimer = condition<DisclaimerFacts>(
  'the owner chose the general disclaimer (no warranty, “as is”)',
  (facts) => facts.disclaimers.includes('no_warranty'),
);
const notProfessionalAdvice = condition<DisclaimerFacts>(
  'the owner chose the “not professional advice” disclaimer',
  (facts) => facts.disclaimers.includes('professional'),
);
const errorsAndOmissions = condition<DisclaimerFacts>(
  'the owner chose the errors and omissions disclaimer',
  (facts) => facts.disclaimers.includes('errors_omissions'),
);
const ownRisk = condition<DisclaimerFacts>('the owner chose the “use at your own risk” disclaimer', (facts) =>
  facts.disclaimers.includes('own_risk'),
);
const noResponsibility = condition<DisclaimerFacts>(
  'the owner chose the “no responsibility for loss” disclaimer',
  (facts) => facts.disclaimers.includes('no_responsibility'),
);
const affiliateLinks = condition<DisclaimerFacts>('the owner chose the affiliate links disclosure', (facts) =>
  facts.disclaimers.includes('affiliate'),
);
const sponsoredContent = condition<DisclaimerFacts>(
  'the owner chose the sponsored content and advertising disclosure',
  (facts) => facts.disclaimers.includes('sponsored'),
);
const testimonials = condition<DisclaimerFacts>(
  'the owner chose the testimonials and reviews disclaimer',
  (facts) => facts.disclaimers.includes('testimonials'),
);
const aiContent = condition<DisclaimerFacts>(
  'the owner chose the disclaimer on content created with artificial intelligence',
  (facts) => facts.disclaimers.includes('ai_content'),
);
const viewsExpressed = condition<DisclaimerFacts>(
  'the owner chose the “views expressed” disclaimer',
  (facts) => facts.disclaimers.includes('views_expressed'),
);
const externalLinks = condition<DisclaimerFacts>(
  'the owner chose the disclaimer on links to other websites',
  (facts) => facts.disclaimers.includes('external_links'),
);
const fairUse = condition<DisclaimerFacts>('the owner chose the fair use and copyright disclaimer', (facts) =>
  facts.disclaimers.includes('fair_use'),
);

// Where the visitors and users are.
const inUnitedStates = condition<DisclaimerFacts>(
  'some visitors or users are in the United States',
  (facts) => facts.us,
);
const inEuropeanUnion = condition<DisclaimerFacts>(
  'some visitors or users are in the European Union',
  (facts) => facts.eu,
);
const inUnitedKingdom = condition<DisclaimerFacts>(
  'some visitors or users are in the United Kingdom',
  (facts) => facts.uk,
);
const inCanada = condition<DisclaimerFacts>('some visitors or users are in Canada', (facts) => facts.canada);
const inAustralia = condition<DisclaimerFacts>(
  'some visitors or users are in Australia',
  (facts) => facts.australia,
);
const withFairDealingExceptions = condition<DisclaimerFacts>(
  'some visitors or users are in the European Union, the United Kingdom, Canada or Australia',
  (facts) => facts.eu || facts.uk || facts.canada || facts.australia,
);

// The subjects of the "not professional advice" disclaimer, and the financial details.
const legalSubjects = condition<DisclaimerFacts>('the content covers legal subjects', (facts) =>
  facts.fields.includes('legal'),
);
const medicalSubjects = condition<DisclaimerFacts>(
  'the content covers medical and health subjects',
  (facts) => facts.fields.includes('medical'),
);
const fitnessSubjects = condition<DisclaimerFacts>(
  'the content covers fitness and nutrition subjects',
  (facts) => facts.fields.includes('fitness'),
);
const financialSubjects = condition<DisclaimerFacts>(
  'the content covers financial and investment subjects',
  (facts) => facts.fields.includes('financial'),
);
const taxSubjects = condition<DisclaimerFacts>('the content covers tax subjects', (facts) =>
  facts.fields.includes('tax'),
);
const cryptoAssets = condition<DisclaimerFacts>(
  'the financial content covers crypto-assets',
  (facts) => facts.crypto,
);
const leveragedTrading = condition<DisclaimerFacts>(
  'the financial content covers leveraged trading (CFDs, forex, futures, options)',
  (facts) => facts.leveraged,
);
const holdsInvestments = condition<DisclaimerFacts>(
  'the owner or the authors hold, or may hold, investments they write about',
  (facts) => facts.financialPositions,
);

// Affiliate programmes and testimonials.
const programmesNamed = condition<DisclaimerFacts>(
  'the owner named the affiliate programmes they take part in',
  (facts) => facts.affiliateProgrammes.length > 0,
);
const amazonProgramme = condition<DisclaimerFacts>(
  'one of the affiliate programmes is Amazon’s (Amazon Associates, or one named with “Amazon”)',
  (facts) => facts.amazon,
);
const incentives = condition<DisclaimerFacts>(
  'someone received something (payment, free product, discount) for a testimonial or review',
  (facts) => facts.incentives,
);
const noIncentives = condition<DisclaimerFacts>(
  'nobody received anything for a testimonial or review',
  (facts) => !facts.incentives,
);
const reviewsMatched = condition<DisclaimerFacts>(
  'the owner matches each review with a purchase or booking',
  (facts) => facts.reviewCheck === 'verified',
);
const reviewsModerated = condition<DisclaimerFacts>(
  'the owner moderates reviews but cannot match them with purchases',
  (facts) => facts.reviewCheck === 'moderated',
);
const reviewsNotChecked = condition<DisclaimerFacts>(
  'the owner does not check that reviews come from real customers',
  (facts) => facts.reviewCheck === 'not_verified',
);

// Artificial intelligence.
const aiPublished = condition<DisclaimerFacts>(
  'the owner publishes written content, images, audio or video made with artificial intelligence',
  (facts) => facts.aiPublished,
);
const aiReviewed = condition<DisclaimerFacts>(
  'a person always reviews AI-generated content before it is published',
  (facts) => facts.aiReviewed,
);
const aiNotAlwaysReviewed = condition<DisclaimerFacts>(
  'a person does not always review AI-generated content before it is published',
  (facts) => !facts.aiReviewed,
);
const aiChatbot = condition<DisclaimerFacts>(
  'the owner offers a chatbot or assistant run by artificial intelligence',
  (facts) => facts.aiChatbot,
);

// Premium clauses: only in the premium version, and only when the owner chose them.
const earnings = allOf(
  premiumVersion<DisclaimerFacts>(),
  condition<DisclaimerFacts>('the owner chose the earnings and results disclaimer', (facts) =>
    facts.extras.includes('earnings'),
  ),
);
const media = allOf(
  premiumVersion<DisclaimerFacts>(),
  condition<DisclaimerFacts>('the owner chose the clause on podcasts, videos and live content', (facts) =>
    facts.extras.includes('media'),
  ),
);
const trademarks = allOf(
  premiumVersion<DisclaimerFacts>(),
  condition<DisclaimerFacts>('the owner chose the trademarks clause', (facts) =>
    facts.extras.includes('trademarks'),
  ),
);
const translations = allOf(
  premiumVersion<DisclaimerFacts>(),
  condition<DisclaimerFacts>('the owner chose the translations clause', (facts) =>
    facts.extras.includes('translations'),
  ),
);

/** The laws and rules that can make a section mandatory (their names: `compliance.laws.<law>`). */
export type DisclaimerLaw = 'ftc' | 'euUcpd' | 'ukDmcc' | 'amazon' | 'health' | 'financial' | 'aiAct';

const endorsements = condition<DisclaimerFacts>(
  'the owner chose the affiliate links, sponsored content or testimonials disclosure',
  (facts) => facts.endorsements,
);

export const DISCLAIMER_LAWS: Record<DisclaimerLaw, Condition<DisclaimerFacts>> = {
  // Endorsement disclosures: the FTC Guides, the EU Unfair Commercial Practices Directive, the DMCC Act.
  ftc: allOf(endorsements, inUnitedStates),
  euUcpd: allOf(endorsements, inEuropeanUnion),
  ukDmcc: allOf(endorsements, inUnitedKingdom),
  // The Amazon Associates Program Operating Agreement's required statement.
  amazon: amazonProgramme,
  // Health and financial information warnings.
  health: anyOf(medicalSubjects, fitnessSubjects),
  financial: financialSubjects,
  // The AI Act's disclosure of AI-generated content.
  aiAct: allOf(aiContent, inEuropeanUnion),
};

export const DISCLAIMER_BLOCKS: ClauseBlock<DisclaimerFacts, DisclaimerList, DisclaimerLaw>[] = [
  { heading: 'title', level: 1 },
  { paragraph: 'lastUpdated' },
  { paragraph: 'intro' },
  { paragraph: 'introPurpose' },

  // General / no warranty ("as is").
  { heading: 'general.heading', level: 2, when: generalDisclaimer },
  { paragraph: 'general.information', when: generalDisclaimer },
  { paragraph: 'general.asIs', when: generalDisclaimer },
  { paragraph: 'general.availability', when: generalDisclaimer },

  // Professional advice: a common statement, then one subsection per field with its own risks.
  { heading: 'professional.heading', level: 2, when: notProfessionalAdvice },
  { paragraph: 'professional.intro', when: notProfessionalAdvice },
  { paragraph: 'professional.relationship', when: notProfessionalAdvice },

  { heading: 'legal.heading', level: 3, when: legalSubjects },
  { paragraph: 'legal.notAdvice', when: legalSubjects },
  { paragraph: 'legal.noRelationship', when: legalSubjects },
  { paragraph: 'legal.timeLimits', when: legalSubjects },

  { heading: 'medical.heading', level: 3, when: medicalSubjects, requiredBy: ['health'] },
  { paragraph: 'medical.notAdvice', when: medicalSubjects },
  { paragraph: 'medical.consult', when: medicalSubjects },
  { paragraph: 'medical.emergency', when: medicalSubjects },
  { paragraph: 'medical.crisis', when: medicalSubjects },
  { paragraph: 'medical.noEndorsement', when: medicalSubjects },

  { heading: 'fitness.heading', level: 3, when: fitnessSubjects, requiredBy: ['health'] },
  { paragraph: 'fitness.consult', when: fitnessSubjects },
  { paragraph: 'fitness.risk', when: fitnessSubjects },
  { paragraph: 'fitness.stop', when: fitnessSubjects },
  { paragraph: 'fitness.results', when: fitnessSubjects },

  { heading: 'financial.heading', level: 3, when: financialSubjects, requiredBy: ['financial'] },
  { paragraph: 'financial.notAdvice', when: financialSubjects },
  { paragraph: 'financial.notPersonal', when: financialSubjects },
  { paragraph: 'financial.risk', when: financialSubjects },
  { paragraph: 'financial.pastPerformance', when: financialSubjects },
  { paragraph: 'financial.crypto', when: cryptoAssets },
  { paragraph: 'financial.leveraged', when: leveragedTrading },
  { paragraph: 'financial.positions', when: holdsInvestments },
  { paragraph: 'financial.ownDecision', when: financialSubjects },

  { heading: 'tax.heading', level: 3, when: taxSubjects },
  { paragraph: 'tax.notAdvice', when: taxSubjects },
  { paragraph: 'tax.consult', when: taxSubjects },

  { heading: 'errors.heading', level: 2, when: errorsAndOmissions },
  { paragraph: 'errors.text', when: errorsAndOmissions },
  { paragraph: 'errors.corrections', when: errorsAndOmissions },
  { paragraph: 'errors.report', when: errorsAndOmissions },

  { heading: 'ownRisk.heading', level: 2, when: ownRisk },
  { paragraph: 'ownRisk.text', when: ownRisk },
  { paragraph: 'ownRisk.reliance', when: ownRisk },

  { heading: 'noResponsibility.heading', level: 2, when: noResponsibility },
  { paragraph: 'noResponsibility.text', when: noResponsibility },
  { paragraph: 'noResponsibility.rights', when: noResponsibility },

  // Affiliate links: the FTC disclosure (16 CFR Part 255), the programmes, Amazon's required statement.
  {
    heading: 'affiliate.heading',
    level: 2,
    when: affiliateLinks,
    requiredBy: ['ftc', 'euUcpd', 'ukDmcc', 'amazon'],
  },
  { paragraph: 'affiliate.intro', when: affiliateLinks },
  { paragraph: 'affiliate.opinions', when: affiliateLinks },
  { paragraph: 'affiliate.nearLinks', when: affiliateLinks },
  { paragraph: 'affiliate.disclosure', when: affiliateLinks },
  { paragraph: 'affiliate.programmes', when: programmesNamed },
  { each: 'affiliateProgrammes', item: 'affiliate.programme', when: programmesNamed },
  { paragraph: 'affiliate.amazon', when: amazonProgramme },

  { heading: 'sponsored.heading', level: 2, when: sponsoredContent, requiredBy: ['ftc', 'euUcpd', 'ukDmcc'] },
  { paragraph: 'sponsored.intro', when: sponsoredContent },
  { paragraph: 'sponsored.labels', when: sponsoredContent },
  { paragraph: 'sponsored.honest', when: sponsoredContent },
  { paragraph: 'sponsored.ads', when: sponsoredContent },

  // Testimonials: typicality (16 CFR 255.2), incentives (255.5), how reviews are checked (EU and UK law
  // make this material information), no fake or suppressed reviews (16 CFR Part 465).
  { heading: 'testimonials.heading', level: 2, when: testimonials, requiredBy: ['ftc', 'euUcpd', 'ukDmcc'] },
  { paragraph: 'testimonials.intro', when: testimonials },
  { paragraph: 'testimonials.resultsVary', when: testimonials },
  { paragraph: 'testimonials.edited', when: testimonials },
  { paragraph: 'testimonials.incentives', when: incentives },
  { paragraph: 'testimonials.noIncentives', when: allOf(testimonials, noIncentives) },
  { paragraph: 'testimonials.verified', when: reviewsMatched },
  { paragraph: 'testimonials.moderated', when: reviewsModerated },
  { paragraph: 'testimonials.notVerified', when: reviewsNotChecked },
  { paragraph: 'testimonials.integrity', when: testimonials },

  { heading: 'earnings.heading', level: 2, when: earnings },
  { paragraph: 'earnings.noGuarantee', when: earnings },
  { paragraph: 'earnings.factors', when: earnings },
  { paragraph: 'earnings.examples', when: earnings },
  { paragraph: 'earnings.risk', when: earnings },

  // AI: what is generated, whether people review it, the chatbot notice, Article 50 AI Act labels.
  { heading: 'ai.heading', level: 2, when: aiContent, requiredBy: ['aiAct'] },
  { paragraph: 'ai.intro', when: aiPublished },
  { paragraph: 'ai.reviewed', when: allOf(aiPublished, aiReviewed) },
  { paragraph: 'ai.notReviewed', when: allOf(aiPublished, aiNotAlwaysReviewed) },
  { paragraph: 'ai.chatbot', when: aiChatbot },
  { paragraph: 'ai.limits', when: aiContent },
  { paragraph: 'ai.euLabels', when: allOf(aiPublished, inEuropeanUnion) },

  { heading: 'views.heading', level: 2, when: viewsExpressed },
  { paragraph: 'views.authors', when: viewsExpressed },
  { paragraph: 'views.guests', when: viewsExpressed },
  { paragraph: 'views.comments', when: viewsExpressed },

  { heading: 'media.heading', level: 2, when: media },
  { paragraph: 'media.text', when: media },
  { paragraph: 'media.guests', when: media },
  { paragraph: 'media.recorded', when: media },
  { paragraph: 'media.sponsors', when: media },
  { paragraph: 'media.dangerous', when: media },

  { heading: 'links.heading', level: 2, when: externalLinks },
  { paragraph: 'links.text', when: externalLinks },
  { paragraph: 'links.noEndorsement', when: externalLinks },
  { paragraph: 'links.policies', when: externalLinks },

  // Fair use (17 U.S.C. § 107), and the fair-dealing and quotation exceptions of the other audiences.
  { heading: 'fairUse.heading', level: 2, when: fairUse },
  { paragraph: 'fairUse.text', when: fairUse },
  { paragraph: 'fairUse.us', when: fairUse },
  { paragraph: 'fairUse.other', when: allOf(fairUse, withFairDealingExceptions) },
  { each: 'fairUseExceptions', item: 'line', when: fairUse },
  { paragraph: 'fairUse.permission', when: fairUse },
  { paragraph: 'fairUse.concerns', when: fairUse },

  { heading: 'trademarks.heading', level: 2, when: trademarks },
  { paragraph: 'trademarks.text', when: trademarks },
  { paragraph: 'trademarks.own', when: trademarks },

  { heading: 'translations.heading', level: 2, when: translations },
  { paragraph: 'translations.text', when: translations },

  // What no disclaimer can exclude, per audience: always part of the document.
  { heading: 'rights.heading', level: 2 },
  { paragraph: 'rights.general' },
  { paragraph: 'rights.us', when: inUnitedStates },
  { paragraph: 'rights.eu', when: inEuropeanUnion },
  { paragraph: 'rights.uk', when: inUnitedKingdom },
  { paragraph: 'rights.canada', when: inCanada },
  { paragraph: 'rights.australia', when: inAustralia },

  { heading: 'changes.heading', level: 2 },
  { paragraph: 'changes.text' },
  { heading: 'contact.heading', level: 2 },
  { paragraph: 'contact.text' },
  { list: ['contact.operator', 'contact.email'] },
];
