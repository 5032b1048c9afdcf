import type { TermsExtra } from '../../../shared/agreements/definitions/terms-conditions';
import { STATES_BY_COUNTRY } from '../../../shared/countries/states';
import {
  absoluteUrl,
  addressWithoutCountry,
  countryName as countryNameIn,
  emailLink,
  esc,
  joinList,
  lawRequirements,
  markRequired,
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
  escapeMarkdownUrl,
  fill,
  type Predicate,
} from '../legacy-library';
import { termsConditionsCompliance } from './compliance';
import { COUNTRIES_WITH_ARTICLE, capCurrency, type TermsFacts, termsFacts } from './facts';

export { type TermsFacts, termsFacts } from './facts';
export { termsConditionsCompliance };

/**
 * The Terms & Conditions: one structure for every language. The consumer-law blocks follow from
 * `termsFacts` (who the customers are and where), the feature blocks from the features chosen, and
 * the premium extras from `extras` and `copyright_procedure` in the premium version only. Lists
 * whose entries depend on the answers (the summary, payment providers, contact lines) are built in
 * `values`, where the catalog is at hand, and kept per render context for the `each` blocks.
 */

// ── Values ─────────────────────────────────────────────────────────────────────────────────────

type Lines = Record<'summary' | 'paymentProviders' | 'contact', ClauseValues[]>;

/** What `values` prepared for the `each` blocks of one render. */
const renders = new WeakMap<ClauseContext, Lines>();

function linesOf(context: ClauseContext, name: keyof Lines): ClauseValues[] {
  const lines = renders.get(context);
  if (!lines) throw new Error('terms and conditions: values must be computed before the lists');
  return lines[name];
}

const stateName = (country: string, state: string): string => {
  const states = STATES_BY_COUNTRY[country as keyof typeof STATES_BY_COUNTRY] ?? [];
  const code = state.slice(country.length + 1);
  return esc(states.find(([candidate]) => candidate === code)?.[1] ?? code);
};

/**
 * The governing law and the place whose courts decide: the owner's state or province in federal
 * countries, the chosen legal system in the UK, otherwise the owner's country.
 */
function jurisdiction(
  facts: TermsFacts,
  context: ClauseContext,
  text: (key: string) => string,
): { law: string; place: string } {
  const part = (key: string, values: ClauseValues) => fill(text(key), values, key);
  const country = countryNameIn(facts.country, context.language);
  const definite = COUNTRIES_WITH_ARTICLE.has(facts.country)
    ? part('country.definite', { country })
    : country;
  const state = facts.state ? stateName(facts.country, facts.state) : '';
  if (facts.country === 'US' && facts.state === 'US_DC')
    return { law: text('law.usDistrict'), place: text('place.usDistrict') };
  if (facts.country === 'US' && state) return { law: part('law.us', { state }), place: state };
  if (facts.country === 'CA' && state) return { law: part('law.canada', { state }), place: state };
  if (state) return { law: part('law.state', { state, country }), place: state };
  if (facts.country === 'GB') {
    const system = text(`law.${facts.ukLegalSystem}`);
    return { law: system, place: system };
  }
  return { law: part('law.country', { country: definite }), place: definite };
}

function buildValues(context: ClauseContext, text: (key: string) => string): ClauseValues {
  const { answers, language } = context;
  const facts = termsFacts(answers);
  const part = (key: string, values: ClauseValues = {}) => fill(text(key), values, key);
  const list = (keys: string[], type: 'conjunction' | 'disjunction' = 'conjunction') =>
    joinList(language, keys.map(text), type);

  const companyName = esc(str(answers, 'company_name'));
  const countryCode = str(answers, 'company_country');
  const address = esc(addressWithoutCountry(str(answers, 'company_address'), countryCode));
  const countryName = countryNameIn(countryCode, language);
  const countryInText = COUNTRIES_WITH_ARTICLE.has(countryCode)
    ? part('country.definite', { country: countryName })
    : countryName;
  const contactEmailLink = emailLink(str(answers, 'contact_email'));
  const phone = esc(str(answers, 'contact_phone'));
  const registration = esc(str(answers, 'company_registration'));
  const vat = esc(str(answers, 'vat_number'));
  const { law, place } = jurisdiction(facts, context, text);
  const venue = esc(str(answers, 'dispute_venue'));
  const adrName = esc(str(answers, 'adr_body_name'));
  const adrUrl = str(answers, 'adr_body_url');

  // The Service: each platform as a phrase, the website and social page linked.
  const websiteUrl = str(answers, 'website_url');
  const socialUrl = str(answers, 'social_page_url');
  const platformPhrases: string[] = [];
  for (const platform of ['website', 'app', 'mobile', 'desktop', 'social']) {
    if (!facts.platforms.has(platform)) continue;
    // The website's address is required whenever the website platform is chosen.
    if (platform === 'website') platformPhrases.push(part('platform.website', { url: urlLink(websiteUrl) }));
    else if (platform === 'social' && socialUrl)
      platformPhrases.push(part('platform.socialLinked', { url: urlLink(socialUrl) }));
    else platformPhrases.push(text(`platform.${platform}`));
  }

  const areas = [...(facts.euConsumers ? ['area.eu'] : []), ...(facts.ukConsumers ? ['area.uk'] : [])];
  const changeNotice = strings(answers, 'change_notice').map((method) => `changes.by.${method}`);
  const arbitrationAudience = facts.consumers ? 'consumers' : 'business';

  const values: ClauseValues = {
    lastUpdated: context.lastUpdated,
    companyName,
    serviceName: esc(str(answers, 'website_name')),
    platformList: joinList(language, platformPhrases),
    companyLocation: address
      ? part('about.locationAddress', { address, country: countryName })
      : part('about.locationCountry', { country: countryInText }),
    registrationPart: registration ? part('about.registration', { registration }) : '',
    vatPart: vat ? part('about.vat', { vat }) : '',
    contactEmailLink,
    phonePart: phone ? part('about.phone', { phone }) : '',
    privacyPolicyRef: facts.privacyPolicyUrl
      ? part('privacy.linked', { url: escapeMarkdownUrl(absoluteUrl(facts.privacyPolicyUrl)) })
      : text('privacy.unlinked'),
    refundPolicyUrl: facts.refundPolicyUrl ? escapeMarkdownUrl(absoluteUrl(facts.refundPolicyUrl)) : '',
    acceptActions: list(
      [
        'accept.action.use',
        ...(facts.accounts ? ['accept.action.account'] : []),
        ...(facts.sells ? ['accept.action.order'] : []),
      ],
      'disjunction',
    ),
    minAge: facts.minAge,
    licenceScope: text(facts.consumers ? 'service.scope.consumers' : 'service.scope.business'),
    ipExceptUserContent: facts.userContent ? text('ip.exceptUserContent') : '',
    offerings: list([
      ...[...facts.offerings].map((offering) => `purchases.offer.${offering}`),
      ...(facts.subscriptions ? ['purchases.offer.subscriptions'] : []),
    ]),
    orderRecord: text(facts.accounts ? 'purchases.record.account' : 'purchases.record.email'),
    cancelMethods: part(facts.accounts ? 'subs.cancel.account' : 'subs.cancel.link', { contactEmailLink }),
    socialPages: socialUrl ? part('social.ourPage', { url: urlLink(socialUrl) }) : text('social.ourPages'),
    consumerArea: list(areas, 'disjunction'),
    accessibilityRef: facts.accessibilityUrl
      ? part('accessibility.linked', { url: escapeMarkdownUrl(absoluteUrl(facts.accessibilityUrl)) })
      : part('accessibility.onRequest', { contactEmailLink }),
    capAmount: text(`liability.capAmount.${capCurrency(countryCode)}`),
    indemnityContent: facts.userContent ? text('indemnity.content') : '',
    closeAccount: facts.accounts ? text('termination.closeAccount') : '',
    governingLaw: law,
    courts: part(facts.country === 'US' ? 'courts.us' : 'courts.general', { place: venue || place }),
    adrBody: adrUrl ? urlLink(adrUrl, str(answers, 'adr_body_name')) : adrName,
    arbitrationProvider: text(`arb.provider.${facts.arbitrationProvider}`),
    arbitrationRules: text(`arb.rules.${facts.arbitrationProvider}.${arbitrationAudience}`),
    arbitrationFees: facts.consumers ? text('arb.fees.consumers') : '',
    changeNoticeMethods:
      changeNotice.length > 0 ? list(changeNotice, 'disjunction') : text('changes.by.notice'),
  };

  const line = (key: string, extra: ClauseValues = {}) => ({ line: fill(text(key), extra, key, values) });
  renders.set(context, {
    summary: [
      line('summary.who'),
      line(facts.consumers ? 'summary.eligibility.consumers' : 'summary.eligibility.business'),
      line('summary.rules'),
      ...(facts.userContent ? [line('summary.content')] : []),
      ...(facts.sells ? [line('summary.purchases')] : []),
      ...(facts.subscriptions ? [line('summary.subscriptions')] : []),
      line('summary.liability'),
      ...(facts.consumers ? [line('summary.consumerRights')] : []),
      line(facts.arbitration ? 'summary.disputes.arbitration' : 'summary.disputes.courts'),
    ],
    paymentProviders: facts.paymentProviders.map((answer) => providerEntry(answer, text)),
    contact: [
      line('contact.email'),
      ...(phone ? [line('contact.phone', { phone })] : []),
      ...(address ? [line('contact.postal', { postal: `${companyName}, ${address}, ${countryName}` })] : []),
    ],
  });
  return values;
}

// ── Structure ──────────────────────────────────────────────────────────────────────────────────

/** A predicate over the facts. */
const when =
  (test: (facts: TermsFacts) => boolean): Predicate =>
  (context) =>
    test(termsFacts(context.answers));
/** A premium extra: only in the premium version, and only when chosen. */
const extra =
  (name: TermsExtra): Predicate =>
  (context) =>
    context.premium && termsFacts(context.answers).extras.has(name);
const copyrightProcedure: Predicate = (context) =>
  context.premium && termsFacts(context.answers).copyrightProcedure;
const lines = (name: keyof Lines, item: string, condition?: Predicate): ClauseBlock => ({
  each: (context) => linesOf(context, name),
  item,
  ...(condition ? { when: condition } : {}),
});
/** The same condition for a run of blocks; a block's own condition applies on top of it. */
const only = (condition: Predicate, blocks: ClauseBlock[]): ClauseBlock[] =>
  blocks.map((block) => {
    const own = block.when;
    return { ...block, when: own ? (context) => condition(context) && own(context) : condition };
  });

const consumers = when((facts) => facts.consumers);
const business = when((facts) => !facts.consumers);
const euConsumers = when((facts) => facts.euConsumers);
const ukConsumers = when((facts) => facts.ukConsumers);
const usConsumers = when((facts) => facts.usConsumers);
const euUkConsumers = when((facts) => facts.euUkConsumers);
const sells = when((facts) => facts.sells);
const subscriptions = when((facts) => facts.subscriptions);
const arbitration = when((facts) => facts.arbitration);

const BLOCKS: ClauseBlock[] = [
  { heading: 'title', level: 1 },
  { paragraph: 'lastUpdated' },
  { paragraph: 'intro' },
  { paragraph: 'introRead' },
  // A conspicuous notice up front is what US courts look for before enforcing arbitration.
  { paragraph: 'introArbitration', when: arbitration },

  ...only(extra('summary'), [
    { heading: 'summary.heading', level: 2 },
    { paragraph: 'summary.intro' },
    lines('summary', 'line'),
  ]),

  { heading: 'accept.heading', level: 2 },
  { paragraph: 'accept.text' },
  { paragraph: 'accept.organisation' },
  { paragraph: 'accept.additional' },

  // Who the provider is (E-Commerce Directive Art. 5, Consumer Rights Directive Art. 6(1)(b)-(c)).
  { heading: 'about.heading', level: 2 },
  { paragraph: 'about.identity' },
  { paragraph: 'about.contact' },

  { heading: 'eligibility.heading', level: 2 },
  { paragraph: 'eligibility.age', when: consumers },
  // Minors may lack capacity to contract even above the minimum age (majority is 19 or 21 in some places).
  { paragraph: 'eligibility.minors', when: consumers },
  { paragraph: 'eligibility.removal', when: consumers },
  { paragraph: 'eligibility.business', when: business },

  ...only(
    when((facts) => facts.accounts),
    [
      { heading: 'accounts.heading', level: 2 },
      { paragraph: 'accounts.register' },
      { paragraph: 'accounts.security' },
      { paragraph: 'accounts.closing' },
    ],
  ),

  { heading: 'service.heading', level: 2 },
  { paragraph: 'service.licence' },
  { paragraph: 'service.changes' },
  { paragraph: 'service.availability' },
  { paragraph: 'service.beta', when: extra('beta_features') },

  { heading: 'ip.heading', level: 2 },
  { paragraph: 'ip.ours' },
  { paragraph: 'ip.marks' },
  { paragraph: 'ip.feedback', when: extra('feedback') },

  ...only(
    when((facts) => facts.userContent),
    [
      { heading: 'content.heading', level: 2 },
      { paragraph: 'content.ownership' },
      { paragraph: 'content.licence' },
      { paragraph: 'content.responsibility' },
      { paragraph: 'content.moderation' },
      { paragraph: 'content.others' },
      { paragraph: 'content.report' },
    ],
  ),
  // EU Digital Services Act: Art. 14 (terms), 16 (notices), 17 (reasons), 20-21 and 23 (platforms), 11-12.
  ...only(
    when((facts) => facts.dsa),
    [
      { heading: 'dsa.heading', level: 3 },
      { paragraph: 'dsa.intro' },
      { paragraph: 'dsa.restrictions' },
      { paragraph: 'dsa.notice' },
      { paragraph: 'dsa.reasons' },
      { paragraph: 'dsa.complaints' },
      { paragraph: 'dsa.misuse' },
      { paragraph: 'dsa.contact' },
    ],
  ),
  // UK Online Safety Act 2023: terms must say how users are protected from illegal content, and how to complain.
  ...only(
    when((facts) => facts.onlineSafety),
    [
      { heading: 'osa.heading', level: 3 },
      { paragraph: 'osa.intro' },
      { paragraph: 'osa.measures' },
      { paragraph: 'osa.reporting' },
      { paragraph: 'osa.complaints' },
    ],
  ),
  ...only(copyrightProcedure, [
    { heading: 'copyright.heading', level: 3 },
    { paragraph: 'copyright.intro' },
    {
      list: [
        'copyright.notice.signature',
        'copyright.notice.work',
        'copyright.notice.material',
        'copyright.notice.contact',
        'copyright.notice.goodFaith',
        'copyright.notice.accuracy',
      ],
    },
    { paragraph: 'copyright.counter' },
    { paragraph: 'copyright.repeat' },
  ]),

  { heading: 'use.heading', level: 2 },
  { paragraph: 'use.intro' },
  {
    list: [
      'use.law',
      'use.rights',
      'use.harmful',
      'use.others',
      'use.impersonate',
      'use.spam',
      'use.malware',
      'use.security',
      'use.interfere',
      'use.scraping',
      'use.ai',
      'use.reverse',
      'use.resell',
      'use.circumvent',
      'use.help',
    ],
  },
  { paragraph: 'use.consequences' },

  ...only(sells, [
    { heading: 'purchases.heading', level: 2 },
    { paragraph: 'purchases.intro' },
    { paragraph: 'purchases.order' },
    // E-Commerce Directive Art. 10-11: the technical steps, correcting errors, the stored contract, languages.
    { paragraph: 'purchases.steps', when: euUkConsumers },
    { paragraph: 'purchases.availability' },
    { heading: 'pricing.heading', level: 3 },
    { paragraph: 'pricing.prices' },
    { paragraph: 'pricing.taxConsumers', when: consumers },
    { paragraph: 'pricing.taxBusiness', when: business },
    { paragraph: 'pricing.delivery', when: when((facts) => facts.offerings.has('goods')) },
    { paragraph: 'pricing.errors' },
    { paragraph: 'pricing.changes' },
    { paragraph: 'pricing.payment' },
    { paragraph: 'pricing.providers', when: when((facts) => facts.paymentProviders.length > 0) },
    lines('paymentProviders', 'pricing.provider'),
    { heading: 'refunds.heading', level: 3 },
    { paragraph: 'refunds.policy', when: when((facts) => facts.refundPolicyUrl !== '') },
    { paragraph: 'refunds.noPolicy', when: when((facts) => facts.refundPolicyUrl === '') },
  ]),
  // Consumer Rights Directive Art. 9-16 / Consumer Contracts Regulations 2013: the 14-day withdrawal right.
  ...only(
    when((facts) => facts.sells && facts.euUkConsumers),
    [
      { paragraph: 'withdrawal.text' },
      { paragraph: 'withdrawal.refund' },
      { paragraph: 'withdrawal.goods', when: when((facts) => facts.offerings.has('goods')) },
      {
        paragraph: 'withdrawal.services',
        when: when((facts) => facts.offerings.has('services') || facts.subscriptions),
      },
      { paragraph: 'withdrawal.digital', when: when((facts) => facts.offerings.has('digital')) },
    ],
  ),
  { paragraph: 'refunds.statutory', when: when((facts) => facts.sells && facts.consumers) },

  ...only(subscriptions, [
    { heading: 'subs.heading', level: 2 },
    { paragraph: 'subs.renewal' },
    { paragraph: 'subs.checkout' },
    { paragraph: 'subs.cancel' },
    { paragraph: 'subs.trial', when: when((facts) => facts.freeTrial) },
    { paragraph: 'subs.priceChanges' },
    { paragraph: 'subs.failed' },
    // German § 309 No. 9 BGB sets the strictest EU rule: after the first term, one month's notice at most.
    { paragraph: 'subs.euRenewal', when: euConsumers },
  ]),
  // ROSCA, California's Automatic Renewal Law (as amended by AB 2863) and similar state laws.
  ...only(
    when((facts) => facts.usAutoRenewal),
    [{ heading: 'usAr.heading', level: 3 }, { paragraph: 'usAr.text' }],
  ),

  ...only(
    when((facts) => facts.advertising),
    [{ heading: 'ads.heading', level: 2 }, { paragraph: 'ads.text' }],
  ),

  { heading: 'links.heading', level: 2 },
  { paragraph: 'links.text' },
  { paragraph: 'links.social', when: when((facts) => facts.platforms.has('social')) },

  // Apple's "Instructions for Minimum Terms of Developer's End-User License Agreement".
  ...only(
    when((facts) => facts.platforms.has('mobile')),
    [
      { heading: 'apps.heading', level: 2 },
      { paragraph: 'apps.stores' },
      { paragraph: 'apps.appleIntro' },
      {
        list: [
          'apps.apple.parties',
          'apps.apple.licence',
          'apps.apple.support',
          'apps.apple.warranty',
          'apps.apple.claims',
          'apps.apple.ip',
          'apps.apple.sanctions',
          'apps.apple.thirdParty',
          'apps.apple.beneficiary',
        ],
      },
      { paragraph: 'apps.contact' },
    ],
  ),

  { heading: 'privacy.heading', level: 2 },
  { paragraph: 'privacy.text' },

  ...only(consumers, [
    { heading: 'consumer.heading', level: 2 },
    { paragraph: 'consumer.general' },
    // Directives (EU) 2019/770 (digital content, Art. 19 modifications) and 2019/771 (goods).
    { paragraph: 'consumer.euGuarantee', when: euConsumers },
    { paragraph: 'consumer.euModifications', when: euConsumers },
    { paragraph: 'consumer.ukRights', when: ukConsumers },
  ]),

  // European Accessibility Act (Directive (EU) 2019/882), Annex V: the information belongs in the terms.
  ...only(
    when((facts) => facts.euConsumers && facts.sells),
    [{ heading: 'accessibility.heading', level: 2 }, { paragraph: 'accessibility.text' }],
  ),

  { heading: 'disclaimer.heading', level: 2 },
  { paragraph: 'disclaimer.asIs' },
  { paragraph: 'disclaimer.information' },
  { paragraph: 'disclaimer.consumers', when: consumers },
  { paragraph: 'disclaimer.us', when: usConsumers },

  { heading: 'liability.heading', level: 2 },
  { paragraph: 'liability.exclusions' },
  { paragraph: 'liability.cap' },
  // Unfair Terms Directive Annex (a), Consumer Rights Act 2015 s. 65, UCTA 1977 s. 2(1).
  { paragraph: 'liability.unlimited' },
  { paragraph: 'liability.consumers', when: euUkConsumers },
  { paragraph: 'liability.us', when: usConsumers },

  { heading: 'indemnity.heading', level: 2 },
  { paragraph: 'indemnity.text' },
  { paragraph: 'indemnity.consumers', when: euUkConsumers },

  { heading: 'termination.heading', level: 2 },
  { paragraph: 'termination.byYou' },
  { paragraph: 'termination.byUs' },
  { paragraph: 'termination.paid', when: sells },
  { paragraph: 'termination.effect' },

  { heading: 'disputes.heading', level: 2 },
  { paragraph: 'disputes.informal' },
  { paragraph: 'disputes.law' },
  { paragraph: 'disputes.cisg', when: when((facts) => facts.offerings.has('goods')) },
  { paragraph: 'disputes.courts' },
  // Rome I Art. 6(2) and Brussels I bis Art. 18; the UK kept both rules for its consumers.
  { paragraph: 'disputes.euConsumers', when: euConsumers },
  { paragraph: 'disputes.ukConsumers', when: ukConsumers },
  // ADR Directive Art. 13 / § 36 VSBG / UK ADR Regulations 2015; the EU ODR platform closed in July 2025.
  { paragraph: 'disputes.adrWilling', when: when((facts) => facts.euUkConsumers && facts.adrWilling) },
  { paragraph: 'disputes.adrNotWilling', when: when((facts) => facts.euUkConsumers && !facts.adrWilling) },
  ...only(arbitration, [
    { heading: 'arb.heading', level: 3 },
    { paragraph: 'arb.scope' },
    { paragraph: 'arb.informal' },
    { paragraph: 'arb.rules' },
    { paragraph: 'arb.classWaiver' },
    { paragraph: 'arb.jury' },
    { paragraph: 'arb.exceptions' },
    { paragraph: 'arb.optOut' },
    { paragraph: 'arb.changes' },
  ]),

  { heading: 'changes.heading', level: 2 },
  { paragraph: 'changes.text' },
  { paragraph: 'changes.accept' },
  { paragraph: 'changes.orders', when: sells },
  { paragraph: 'changes.subscriptions', when: subscriptions },

  { heading: 'general.heading', level: 2 },
  { paragraph: 'general.entire' },
  { paragraph: 'general.severability' },
  { paragraph: 'general.waiver' },
  { paragraph: 'general.assignment' },
  { paragraph: 'general.thirdParties', when: when((facts) => !facts.platforms.has('mobile')) },
  { paragraph: 'general.thirdPartiesApple', when: when((facts) => facts.platforms.has('mobile')) },
  { paragraph: 'general.relationship' },
  { paragraph: 'general.communications' },
  { paragraph: 'general.forceMajeure', when: extra('force_majeure') },
  { paragraph: 'general.export', when: extra('export_sanctions') },

  { heading: 'contact.heading', level: 2 },
  { paragraph: 'contact.intro' },
  lines('contact', 'line'),
];

/** The laws that make a section mandatory (the editor warns when an edit removes one, issue 6 §3). */
const requiredBy = lawRequirements(
  termsFacts,
  {
    contract: () => true,
    euConsumer: (facts) => facts.euConsumers,
    dsa: (facts) => facts.dsa,
    ukConsumer: (facts) => facts.ukConsumers,
    onlineSafety: (facts) => facts.onlineSafety,
    usAutoRenewal: (facts) => facts.usAutoRenewal,
    usArbitration: (facts) => facts.arbitration,
  },
  'termsConditions.compliance.laws',
);

export const termsConditionsLibrary: ClauseLibrary = {
  values: buildValues,
  // Enforceable terms name the operator, the acceptance, the limits of liability, the governing law and
  // a contact; consumer law adds the pre-contract information and withdrawal; the DSA and the Online
  // Safety Act their moderation and complaint terms; US auto-renewal and arbitration laws their notices.
  blocks: markRequired(BLOCKS, {
    'accept.heading': requiredBy('contract'),
    'about.heading': requiredBy('contract', 'euConsumer', 'ukConsumer'),
    'purchases.heading': requiredBy('euConsumer', 'ukConsumer'),
    'refunds.heading': requiredBy('euConsumer', 'ukConsumer'),
    'consumer.heading': requiredBy('euConsumer', 'ukConsumer'),
    'dsa.heading': requiredBy('dsa'),
    'osa.heading': requiredBy('onlineSafety'),
    'subs.heading': requiredBy('usAutoRenewal'),
    'usAr.heading': requiredBy('usAutoRenewal'),
    'liability.heading': requiredBy('contract'),
    'disputes.heading': requiredBy('contract'),
    'arb.heading': requiredBy('usArbitration'),
    'contact.heading': requiredBy('contract', 'euConsumer', 'dsa'),
  }),
};

/** What index.ts renders the type with: the old shape, until the library moves to defineClauseLibrary. */
export const termsConditionsGenerator: LegacyGenerator = {
  legacy: termsConditionsLibrary,
  compliance: termsConditionsCompliance,
};
