import {
  DISCLAIMER_AUDIENCES,
  type DisclaimerAudience,
  type DisclaimerExtra,
  type DisclaimerKind,
  PROFESSIONAL_FIELDS,
  type ProfessionalField,
} from '../../../shared/agreements/definitions/disclaimer';
import type { Answers, ProviderAnswer } from '../../../shared/agreements/wizard-model';
import {
  type ComplianceRow,
  countryName,
  emailLink,
  esc,
  joinList,
  lawRequirements,
  markRequired,
  providerAnswers,
  providerEntry,
  str,
  strings,
  urlLink,
} from '../clause-helpers';
import type { LegacyGenerator } from '../legacy-library';
import {
  type ClauseBlock,
  type ClauseContext,
  type ClauseLibrary,
  type ClauseValues,
  fill,
  type Predicate,
} from '../legacy-library';

/**
 * The Disclaimer: one structure for every language. What the answers imply is derived once per
 * answers object (`disclaimerFacts`): which disclaimers were chosen, which professional fields,
 * which audiences (and so which statutory statements and which laws the disclosures name), whether
 * the site is an Amazon Associate. Block conditions and the compliance summary read those facts, so
 * the document and the summary cannot disagree.
 */

// ── Facts ──────────────────────────────────────────────────────────────────────────────────────

export type DisclaimerFacts = {
  platforms: Set<string>;
  audiences: Set<DisclaimerAudience>;
  us: boolean;
  eu: boolean;
  uk: boolean;
  canada: boolean;
  australia: boolean;
  restOfWorld: boolean;
  chosen: Set<DisclaimerKind>;
  fields: ProfessionalField[];
  /** The owner or authors may hold positions in investments they write about. */
  financialPositions: boolean;
  crypto: boolean;
  leveraged: boolean;
  programmes: ProviderAnswer[];
  /** The Amazon Associates Program Operating Agreement requires its own statement. */
  amazon: boolean;
  incentives: boolean;
  reviewCheck: string;
  aiText: boolean;
  aiMedia: boolean;
  aiChatbot: boolean;
  /** AI output is published as content (text or media), rather than only answered in a chat. */
  aiPublished: boolean;
  aiReviewed: boolean;
  /** Affiliate links, sponsored content or testimonials: endorsement and advertising law applies. */
  endorsements: boolean;
  health: boolean;
  extras: Set<DisclaimerExtra>;
};

const factsCache = new WeakMap<Answers, DisclaimerFacts>();

/** Whether a programme is Amazon's: the catalogue entry, or one the owner added under a name with "Amazon". */
const isAmazon = (answer: ProviderAnswer) =>
  'id' in answer ? answer.id === 'amazon-associates' : /amazon/i.test(answer.name);

/** What the checked answers imply, computed once per answers object. */
export function disclaimerFacts(answers: Answers): DisclaimerFacts {
  const cached = factsCache.get(answers);
  if (cached) return cached;
  const audiences = new Set(strings(answers, 'audiences') as DisclaimerAudience[]);
  const chosen = new Set(strings(answers, 'disclaimers') as DisclaimerKind[]);
  // checkWizard already drops nested answers whose option is not chosen; reading them only under
  // their option keeps the facts right for any answers object.
  const fieldSet = new Set(chosen.has('professional') ? strings(answers, 'professional_fields') : []);
  const financial = fieldSet.has('financial');
  const topics = new Set(financial ? strings(answers, 'financial_topics') : []);
  const programmes = chosen.has('affiliate') ? providerAnswers(answers, 'affiliate_programs') : [];
  const testimonials = chosen.has('testimonials');
  const aiUses = new Set(chosen.has('ai_content') ? strings(answers, 'ai_uses') : []);
  const aiText = aiUses.has('text');
  const aiMedia = aiUses.has('media');
  const facts: DisclaimerFacts = {
    platforms: new Set(strings(answers, 'platforms')),
    audiences,
    us: audiences.has('us'),
    eu: audiences.has('eu'),
    uk: audiences.has('uk'),
    canada: audiences.has('canada'),
    australia: audiences.has('australia'),
    restOfWorld: audiences.has('rest_of_world'),
    chosen,
    fields: PROFESSIONAL_FIELDS.filter((field) => fieldSet.has(field)),
    financialPositions: financial && str(answers, 'financial_positions') === 'yes',
    crypto: topics.has('crypto'),
    leveraged: topics.has('leveraged'),
    programmes,
    amazon: programmes.some(isAmazon),
    incentives: testimonials && str(answers, 'testimonials_incentives') === 'yes',
    reviewCheck: testimonials ? str(answers, 'reviews_verification') : '',
    aiText,
    aiMedia,
    aiChatbot: aiUses.has('chatbot'),
    aiPublished: aiText || aiMedia,
    aiReviewed: (aiText || aiMedia) && str(answers, 'ai_review') === 'reviewed',
    endorsements: chosen.has('affiliate') || chosen.has('sponsored') || testimonials,
    health: fieldSet.has('medical') || fieldSet.has('fitness'),
    extras: new Set(strings(answers, 'extras') as DisclaimerExtra[]),
  };
  factsCache.set(answers, facts);
  return facts;
}

// ── Values ─────────────────────────────────────────────────────────────────────────────────────

/** The audiences, in document order, for which the catalog has a jurisdiction-specific phrase. */
const audiencesWith = (facts: DisclaimerFacts, ...audiences: DisclaimerAudience[]) =>
  DISCLAIMER_AUDIENCES.filter((audience) => audiences.includes(audience) && facts.audiences.has(audience));

/** What `values` prepared for the `each` blocks of one render (entries built where the catalog is at hand). */
type Lines = { programmes: ClauseValues[]; exceptions: ClauseValues[] };
const renders = new WeakMap<ClauseContext, Lines>();

function linesOf(context: ClauseContext, name: keyof Lines): ClauseValues[] {
  const lines = renders.get(context);
  if (!lines) throw new Error('disclaimer: values must be computed before the lists');
  return lines[name];
}

function buildValues(context: ClauseContext, text: (key: string) => string): ClauseValues {
  const { answers, language } = context;
  const facts = disclaimerFacts(answers);
  const list = (keys: string[], type: 'conjunction' | 'disjunction' = 'conjunction') =>
    joinList(language, keys.map(text), type);
  const part = (key: string, values: ClauseValues) => fill(text(key), values, key);

  // The Service: each platform as a phrase, the website and the social page linked.
  const websiteUrl = str(answers, 'website_url');
  const socialUrl = str(answers, 'social_page_url');
  const link = (url: string) => urlLink(url);
  const platformPhrases = ['website', 'app', 'mobile', 'desktop', 'social']
    .filter((platform) => facts.platforms.has(platform))
    .map((platform) => {
      // The website address is required whenever "website" is chosen.
      if (platform === 'website') return part('platform.website', { url: link(websiteUrl) });
      if (platform === 'social' && socialUrl) return part('platform.socialLinked', { url: link(socialUrl) });
      return text(`platform.${platform}`);
    });

  // The laws a disclosure is made under: one phrase per audience that has a specific law, and a
  // general phrase for the rest of the world (or alone when no audience names one).
  const lawsFor = (kind: 'endorsement' | 'reviews') => {
    const specific = audiencesWith(facts, 'us', 'eu', 'uk', 'canada', 'australia').map((audience) =>
      // The review rules of Canada and Australia are their general advertising laws.
      kind === 'reviews' && (audience === 'canada' || audience === 'australia')
        ? `laws.endorsement.${audience}`
        : `laws.${kind}.${audience}`,
    );
    if (specific.length === 0) return text('laws.generic');
    return list(facts.restOfWorld ? [...specific, 'laws.other'] : specific);
  };

  const emergency = audiencesWith(facts, 'us', 'eu', 'uk', 'canada', 'australia');
  // The EU has no single crisis line (112 is its emergency number, already given).
  const crisis = audiencesWith(facts, 'us', 'uk', 'canada', 'australia');

  renders.set(context, {
    programmes: facts.programmes.map((answer) => providerEntry(answer, text)),
    exceptions: audiencesWith(facts, 'eu', 'uk', 'canada', 'australia').map((audience) => ({
      line: text(`fairUse.exception.${audience}`),
    })),
  });

  return {
    lastUpdated: context.lastUpdated,
    companyName: esc(str(answers, 'company_name')),
    serviceName: esc(str(answers, 'website_name')),
    platformList: joinList(language, platformPhrases),
    country: countryName(str(answers, 'company_country'), language),
    contactEmailLink: emailLink(str(answers, 'contact_email')),
    fieldTopics: list(facts.fields.map((field) => `field.${field}`)),
    fieldAdvice: list(
      facts.fields.map((field) => `field.${field}`),
      'disjunction',
    ),
    relationships: list(
      facts.fields.map((field) => `relationship.${field}`),
      'disjunction',
    ),
    emergencyExamples:
      emergency.length > 0
        ? part('medical.emergencyExamples', {
            numbers: list(
              emergency.map((audience) => `emergency.${audience}`),
              'disjunction',
            ),
          })
        : '',
    crisisExamples:
      crisis.length > 0
        ? part('medical.crisisExamples', {
            lines: list(
              crisis.map((audience) => `crisis.${audience}`),
              'disjunction',
            ),
          })
        : '',
    endorsementLaws: lawsFor('endorsement'),
    reviewLaws: lawsFor('reviews'),
    aiOutputs: list([
      ...(facts.aiText ? ['ai.output.text'] : []),
      ...(facts.aiMedia ? ['ai.output.media'] : []),
    ]),
  };
}

// ── Structure ──────────────────────────────────────────────────────────────────────────────────

/** A predicate over the facts. */
const when =
  (test: (facts: DisclaimerFacts, context: ClauseContext) => boolean): Predicate =>
  (context) =>
    test(disclaimerFacts(context.answers), context);
/** A disclaimer the owner chose. */
const chosen = (kind: DisclaimerKind): Predicate => when((facts) => facts.chosen.has(kind));
/** A professional field the owner chose (only asked when "professional advice" is chosen). */
const field = (name: ProfessionalField): Predicate => when((facts) => facts.fields.includes(name));
/** A premium extra: only in the premium version, and only when chosen. */
const extra = (name: DisclaimerExtra): Predicate =>
  when((facts, context) => context.premium && facts.extras.has(name));

/** A section: its heading and paragraphs, all under the same condition. */
const section = (heading: string, paragraphs: string[], condition: Predicate): ClauseBlock[] => [
  { heading, level: 2, when: condition },
  ...paragraphs.map((paragraph) => ({ paragraph, when: condition })),
];
const subsection = (heading: string, paragraphs: string[], condition: Predicate): ClauseBlock[] => [
  { heading, level: 3, when: condition },
  ...paragraphs.map((paragraph) => ({ paragraph, when: condition })),
];

const BLOCKS: ClauseBlock[] = [
  { heading: 'title', level: 1 },
  { paragraph: 'lastUpdated' },
  { paragraph: 'intro' },
  { paragraph: 'introPurpose' },

  // General / no warranty ("as is").
  ...section(
    'general.heading',
    ['general.information', 'general.asIs', 'general.availability'],
    chosen('no_warranty'),
  ),

  // Professional advice: a common statement, then one subsection per field with its own risks.
  ...section(
    'professional.heading',
    ['professional.intro', 'professional.relationship'],
    chosen('professional'),
  ),
  ...subsection(
    'legal.heading',
    ['legal.notAdvice', 'legal.noRelationship', 'legal.timeLimits'],
    field('legal'),
  ),
  ...subsection(
    'medical.heading',
    ['medical.notAdvice', 'medical.consult', 'medical.emergency', 'medical.crisis', 'medical.noEndorsement'],
    field('medical'),
  ),
  ...subsection(
    'fitness.heading',
    ['fitness.consult', 'fitness.risk', 'fitness.stop', 'fitness.results'],
    field('fitness'),
  ),
  ...subsection(
    'financial.heading',
    ['financial.notAdvice', 'financial.notPersonal', 'financial.risk', 'financial.pastPerformance'],
    field('financial'),
  ),
  { paragraph: 'financial.crypto', when: when((facts) => facts.crypto) },
  { paragraph: 'financial.leveraged', when: when((facts) => facts.leveraged) },
  { paragraph: 'financial.positions', when: when((facts) => facts.financialPositions) },
  { paragraph: 'financial.ownDecision', when: field('financial') },
  ...subsection('tax.heading', ['tax.notAdvice', 'tax.consult'], field('tax')),

  ...section(
    'errors.heading',
    ['errors.text', 'errors.corrections', 'errors.report'],
    chosen('errors_omissions'),
  ),
  ...section('ownRisk.heading', ['ownRisk.text', 'ownRisk.reliance'], chosen('own_risk')),
  ...section(
    'noResponsibility.heading',
    ['noResponsibility.text', 'noResponsibility.rights'],
    chosen('no_responsibility'),
  ),

  // Affiliate links: the FTC disclosure (16 CFR Part 255), the programmes, Amazon's required statement.
  ...section(
    'affiliate.heading',
    ['affiliate.intro', 'affiliate.opinions', 'affiliate.nearLinks', 'affiliate.disclosure'],
    chosen('affiliate'),
  ),
  { paragraph: 'affiliate.programmes', when: when((facts) => facts.programmes.length > 0) },
  {
    each: (context) => linesOf(context, 'programmes'),
    item: 'affiliate.programme',
    when: when((facts) => facts.programmes.length > 0),
  },
  { paragraph: 'affiliate.amazon', when: when((facts) => facts.amazon) },

  ...section(
    'sponsored.heading',
    ['sponsored.intro', 'sponsored.labels', 'sponsored.honest', 'sponsored.ads'],
    chosen('sponsored'),
  ),

  // Testimonials: typicality (16 CFR 255.2), incentives (255.5), how reviews are checked (EU and UK law
  // make this material information), no fake or suppressed reviews (16 CFR Part 465).
  ...section(
    'testimonials.heading',
    ['testimonials.intro', 'testimonials.resultsVary', 'testimonials.edited'],
    chosen('testimonials'),
  ),
  { paragraph: 'testimonials.incentives', when: when((facts) => facts.incentives) },
  {
    paragraph: 'testimonials.noIncentives',
    when: when((facts) => facts.chosen.has('testimonials') && !facts.incentives),
  },
  { paragraph: 'testimonials.verified', when: when((facts) => facts.reviewCheck === 'verified') },
  { paragraph: 'testimonials.moderated', when: when((facts) => facts.reviewCheck === 'moderated') },
  { paragraph: 'testimonials.notVerified', when: when((facts) => facts.reviewCheck === 'not_verified') },
  { paragraph: 'testimonials.integrity', when: chosen('testimonials') },

  // Premium: earnings claims.
  ...section(
    'earnings.heading',
    ['earnings.noGuarantee', 'earnings.factors', 'earnings.examples', 'earnings.risk'],
    extra('earnings'),
  ),

  // AI: what is generated, whether people review it, the chatbot notice, Article 50 AI Act labels.
  { heading: 'ai.heading', level: 2, when: chosen('ai_content') },
  { paragraph: 'ai.intro', when: when((facts) => facts.aiPublished) },
  { paragraph: 'ai.reviewed', when: when((facts) => facts.aiPublished && facts.aiReviewed) },
  { paragraph: 'ai.notReviewed', when: when((facts) => facts.aiPublished && !facts.aiReviewed) },
  { paragraph: 'ai.chatbot', when: when((facts) => facts.aiChatbot) },
  { paragraph: 'ai.limits', when: chosen('ai_content') },
  { paragraph: 'ai.euLabels', when: when((facts) => facts.aiPublished && facts.eu) },

  ...section('views.heading', ['views.authors', 'views.guests', 'views.comments'], chosen('views_expressed')),

  // Premium: podcasts, videos and live content.
  ...section(
    'media.heading',
    ['media.text', 'media.guests', 'media.recorded', 'media.sponsors', 'media.dangerous'],
    extra('media'),
  ),

  ...section(
    'links.heading',
    ['links.text', 'links.noEndorsement', 'links.policies'],
    chosen('external_links'),
  ),

  // Fair use (17 U.S.C. § 107), and the fair-dealing and quotation exceptions of the other audiences.
  ...section('fairUse.heading', ['fairUse.text', 'fairUse.us'], chosen('fair_use')),
  {
    paragraph: 'fairUse.other',
    when: when(
      (facts) => facts.chosen.has('fair_use') && (facts.eu || facts.uk || facts.canada || facts.australia),
    ),
  },
  { each: (context) => linesOf(context, 'exceptions'), item: 'line', when: chosen('fair_use') },
  { paragraph: 'fairUse.permission', when: chosen('fair_use') },
  { paragraph: 'fairUse.concerns', when: chosen('fair_use') },

  // Premium: trademarks and translations.
  ...section('trademarks.heading', ['trademarks.text', 'trademarks.own'], extra('trademarks')),
  ...section('translations.heading', ['translations.text'], extra('translations')),

  // What no disclaimer can exclude, per audience: always part of the document.
  { heading: 'rights.heading', level: 2 },
  { paragraph: 'rights.general' },
  { paragraph: 'rights.us', when: when((facts) => facts.us) },
  { paragraph: 'rights.eu', when: when((facts) => facts.eu) },
  { paragraph: 'rights.uk', when: when((facts) => facts.uk) },
  { paragraph: 'rights.canada', when: when((facts) => facts.canada) },
  { paragraph: 'rights.australia', when: when((facts) => facts.australia) },

  { heading: 'changes.heading', level: 2 },
  { paragraph: 'changes.text' },
  { heading: 'contact.heading', level: 2 },
  { paragraph: 'contact.text' },
  { list: ['contact.operator', 'contact.email'] },
];

/** The laws and rules that make a section mandatory (the editor warns when an edit removes one, issue 6 §3). */
const requiredBy = lawRequirements(
  disclaimerFacts,
  {
    ftc: (facts) => facts.endorsements && facts.us,
    euUcpd: (facts) => facts.endorsements && facts.eu,
    ukDmcc: (facts) => facts.endorsements && facts.uk,
    amazon: (facts) => facts.amazon,
    health: (facts) => facts.health,
    financial: (facts) => facts.fields.includes('financial'),
    aiAct: (facts) => facts.chosen.has('ai_content') && facts.eu,
  },
  'disclaimer.compliance.laws',
);

export const disclaimerLibrary: ClauseLibrary = {
  values: buildValues,
  // Endorsement disclosures (FTC Guides, UCPD, DMCC Act), the Amazon Associates statement, health and
  // financial information warnings, and the AI Act's disclosure of AI-generated content.
  blocks: markRequired(BLOCKS, {
    'affiliate.heading': requiredBy('ftc', 'euUcpd', 'ukDmcc', 'amazon'),
    'sponsored.heading': requiredBy('ftc', 'euUcpd', 'ukDmcc'),
    'testimonials.heading': requiredBy('ftc', 'euUcpd', 'ukDmcc'),
    'medical.heading': requiredBy('health'),
    'fitness.heading': requiredBy('health'),
    'financial.heading': requiredBy('financial'),
    'ai.heading': requiredBy('aiAct'),
  }),
};

// ── Compliance summary ─────────────────────────────────────────────────────────────────────────

const C = 'disclaimer.compliance';
const presentKeys = (items: (string | false)[]) =>
  items.filter((item): item is string => item !== false).map((item) => `${C}.present.${item}`);
const todoKeys = (items: (string | false)[]) =>
  items.filter((item): item is string => item !== false).map((item) => `${C}.todo.${item}`);

/**
 * Per law or rulebook the document addresses: the items it contains, and what the owner must still
 * do outside it. A disclaimer cannot carry a disclosure on its own: the endorsement rules want it
 * next to each link, review and post, which is what most to-dos say. Keys of the `wizard`
 * namespace (English in locales/en/wizard/disclaimer.json).
 */
export function disclaimerCompliance(answers: Answers): ComplianceRow[] {
  const facts = disclaimerFacts(answers);
  const rows: ComplianceRow[] = [];
  const affiliate = facts.chosen.has('affiliate');
  const sponsored = facts.chosen.has('sponsored');
  const testimonials = facts.chosen.has('testimonials');
  const social = facts.platforms.has('social');

  if (facts.endorsements && facts.us) {
    rows.push({
      law: `${C}.laws.ftc`,
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
      law: `${C}.laws.${law}`,
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
      law: `${C}.laws.amazon`,
      present: presentKeys(['amazonStatement']),
      ownerTodo: todoKeys(['amazonOnSite', 'amazonLinkLabels']),
    });
  }

  if (facts.health) {
    const medical = facts.fields.includes('medical');
    const fitness = facts.fields.includes('fitness');
    rows.push({
      law: `${C}.laws.health`,
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
      law: `${C}.laws.financial`,
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

  if (facts.chosen.has('ai_content') && facts.eu) {
    rows.push({
      law: `${C}.laws.aiAct`,
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

/** What index.ts renders the type with: the old shape, until the library moves to defineClauseLibrary. */
export const disclaimerGenerator: LegacyGenerator = {
  legacy: disclaimerLibrary,
  compliance: disclaimerCompliance,
};
