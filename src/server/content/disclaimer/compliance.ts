import type { ComplianceRow } from '../clause-library';
import type { DisclaimerFacts } from './facts';

/** Where the summary's texts are: keys of the `wizard` namespace (English in locales/en/wizard/disclaimer.json). */
const KEYS = 'compliance';

/** The i18n keys of the items that apply (`false` for those that do not). */
const presentKeys = (items: (string | false)[]) =>
  items.filter((item): item is string => item !== false).map((item) => `${KEYS}.present.${item}`);
const todoKeys = (items: (string | false)[]) =>
  items.filter((item): item is string => item !== false).map((item) => `${KEYS}.todo.${item}`);

/**
 * Per law or rulebook the document addresses: the items it contains, and what the owner must still
 * do outside it. A disclaimer cannot carry a disclosure on its own: the endorsement rules want it
 * next to each link, review and post, which is what most to-dos say.
 */
export function disclaimerCompliance(facts: DisclaimerFacts): ComplianceRow[] {
  const rows: ComplianceRow[] = [];
  const affiliate = facts.disclaimers.includes('affiliate');
  const sponsored = facts.disclaimers.includes('sponsored');
  const testimonials = facts.disclaimers.includes('testimonials');
  const social = facts.platforms.includes('social');

  if (facts.endorsements && facts.us) {
    rows.push({
      law: `${KEYS}.laws.ftc`,
      present: presentKeys([
        affiliate && 'affiliateDisclosure',
        sponsored && 'sponsoredLabels',
        (affiliate || sponsored) && 'honestOpinions',
        testimonials && 'resultsVary',
        testimonials && (facts.incentives ? 'incentivesDisclosed' : 'noIncentives'),
        testimonials && 'reviewIntegrity',
      ]),
      ownerTodo: todoKeys([
        affiliate && 'disclosureNearLinks',
        sponsored && 'labelSponsored',
        (affiliate || sponsored) && social && 'platformTools',
        testimonials && 'typicalResults',
        testimonials && facts.incentives && 'incentiveNextToReview',
        testimonials && 'noFakeReviews',
      ]),
    });
  }

  // The EU and the UK: hidden advertising is banned outright, and how reviews are checked is material information.
  for (const [law, applies] of [
    ['euUcpd', facts.eu],
    ['ukDmcc', facts.uk],
  ] as const) {
    if (!facts.endorsements || !applies) continue;
    rows.push({
      law: `${KEYS}.laws.${law}`,
      present: presentKeys([
        affiliate && 'affiliateDisclosure',
        sponsored && 'sponsoredLabels',
        testimonials && 'reviewChecks',
        testimonials && 'reviewIntegrity',
      ]),
      ownerTodo: todoKeys([
        (affiliate || sponsored) && 'commercialIntent',
        testimonials && 'reviewChecksAtReviews',
        testimonials && law === 'ukDmcc' && 'fakeReviewSteps',
      ]),
    });
  }

  if (facts.amazon) {
    rows.push({
      law: `${KEYS}.laws.amazon`,
      present: presentKeys(['amazonStatement']),
      ownerTodo: todoKeys(['amazonOnSite', 'amazonLinkLabels']),
    });
  }

  if (facts.health) {
    const medical = facts.fields.includes('medical');
    const fitness = facts.fields.includes('fitness');
    rows.push({
      law: `${KEYS}.laws.health`,
      present: presentKeys([
        medical && 'notMedicalAdvice',
        medical && 'noDoctorPatient',
        medical && 'emergencyNumbers',
        fitness && 'fitnessConsult',
        fitness && 'stopExercise',
      ]),
      ownerTodo: todoKeys([
        'healthNoticeInContent',
        'healthClaims',
        (facts.eu || facts.uk) && 'euHealthClaims',
        'expertReview',
      ]),
    });
  }

  if (facts.fields.includes('financial')) {
    rows.push({
      law: `${KEYS}.laws.financial`,
      present: presentKeys([
        'notInvestmentAdvice',
        'notPersonal',
        'riskWarning',
        'pastPerformance',
        facts.crypto && 'cryptoRisk',
        facts.leveraged && 'leverageRisk',
        facts.financialPositions && 'positionsDisclosed',
      ]),
      ownerTodo: todoKeys([
        facts.us && 'publisherExclusion',
        facts.uk && 'financialPromotions',
        facts.eu && 'investmentRecommendations',
        facts.australia && 'afsLicence',
        facts.financialPositions && 'positionsInContent',
      ]),
    });
  }

  if (facts.disclaimers.includes('ai_content') && facts.eu) {
    rows.push({
      law: `${KEYS}.laws.aiAct`,
      present: presentKeys([
        'aiNotice',
        facts.aiPublished && 'aiLabelsCommitment',
        facts.aiChatbot && 'chatbotNotice',
      ]),
      ownerTodo: todoKeys([
        facts.aiPublished && 'labelDeepFakes',
        facts.aiText && !facts.aiReviewed && 'labelAiText',
        facts.aiChatbot && 'chatbotDisclosure',
      ]),
    });
  }

  return rows;
}
