// Over 400 lines: the rendering, catalog, compliance and required-section tests share the profiles below.
import { describe, expect, it } from 'vitest';
import {
  DISCLAIMER_KINDS,
  type DisclaimerKind,
  disclaimerWizard,
} from '../../../shared/agreements/definitions/disclaimer';
import type { Answers } from '../../../shared/agreements/wizard-model';
import { markdownToHtml } from '../../../shared/documents/render-html';
import { providerEntry } from '../clause-helpers';
import {
  type ClauseCatalog,
  complianceOf,
  readClauseCatalogs,
  renderClauses,
  requiredSections,
} from '../clause-library';
import { checkedAnswers } from '../library-test-support';
import { disclaimerLibrary } from './library';
import { maximalDisclaimerAnswers, minimalDisclaimerAnswers } from './sample-answers';

// ── Rendering ──────────────────────────────────────────────────────────────────────────────────

const catalog = readClauseCatalogs('disclaimer').en as ClauseCatalog;

const check = (answers: Answers) => checkedAnswers(disclaimerWizard, answers);

const contextOf = (answers: Answers, premium: boolean) => ({
  answers: check(answers),
  language: 'en' as const,
  premium,
  lastUpdated: '20 November 2026',
});

function render(answers: Answers, premium = false, source: ClauseCatalog = catalog): string {
  return renderClauses(disclaimerLibrary, source, contextOf(answers, premium));
}

const minimal = minimalDisclaimerAnswers;
const maximal = maximalDisclaimerAnswers;

/** The minimal answers with other disclaimers (and their nested answers) and audiences. */
const profile = (disclaimers: DisclaimerKind[], extra: Answers = {}): Answers => ({
  ...minimal,
  disclaimers,
  ...extra,
});

/** The nested answers each disclaimer needs to be valid. */
const NESTED: Partial<Record<DisclaimerKind, Answers>> = {
  professional: { professional_fields: ['legal'] },
  testimonials: { testimonials_incentives: 'no', reviews_verification: 'verified' },
  ai_content: { ai_uses: ['text'], ai_review: 'reviewed' },
};
const only = (kind: DisclaimerKind, extra: Answers = {}) => profile([kind], { ...NESTED[kind], ...extra });

const HEADINGS: Record<DisclaimerKind, string> = {
  no_warranty: '## General information only',
  professional: '## Not professional advice',
  errors_omissions: '## Errors and omissions',
  own_risk: '## Use at your own risk',
  no_responsibility: '## No responsibility for loss',
  affiliate: '## Affiliate disclosure',
  sponsored: '## Sponsored content and advertising',
  testimonials: '## Testimonials and reviews',
  ai_content: '## Content created with artificial intelligence',
  views_expressed: '## Views expressed',
  external_links: '## Links to other websites',
  fair_use: '## Fair use and copyright',
};
const EXTRA_HEADINGS = {
  earnings: '## Earnings and results disclaimer',
  media: '## Podcasts, videos and live content',
  trademarks: '## Trademarks',
  translations: '## Translations',
};
const RIGHTS = {
  us: '__If you live in the United States:__',
  eu: '__If you live in the European Union:__',
  uk: '__If you live in the United Kingdom:__',
  canada: '__If you live in Canada:__',
  australia: '__If you live in Australia:__',
};
type Audience = keyof typeof RIGHTS;

describe('DISCLAIMER clause library', () => {
  it('always has the title, the date, the legal rights, changes and contact', () => {
    for (const answers of [minimal, maximal]) {
      const markdown = render(answers, true);
      expect(markdown.startsWith('# Disclaimer\n\n_Last updated: 20 November 2026_\n')).toBe(true);
      for (const heading of ['## Your legal rights', '## Changes to this Disclaimer', '## Contact us'])
        expect(markdown).toContain(`${heading}\n`);
      expect(markdown).toContain('- __E-mail:__ [');
      expect(markdown).not.toMatch(/\{\{|\}\}/);
    }
    expect(render(minimal)).toContain('- __Operator:__ Jane Doe, United States of America\n');
  });

  it.each(DISCLAIMER_KINDS.map((kind) => ({ kind })))(
    'shows the $kind section exactly when it is chosen',
    ({ kind }) => {
      const markdown = render(only(kind));
      for (const other of DISCLAIMER_KINDS)
        expect(markdown.includes(`${HEADINGS[other]}\n`), other).toBe(other === kind);
      expect(render(maximal)).toContain(`${HEADINGS[kind]}\n`);
    },
  );

  it('writes one subsection per professional field, with the matching relationships', () => {
    const subsections = {
      legal: '### Legal information',
      medical: '### Medical and health information',
      fitness: '### Fitness and nutrition information',
      financial: '### Financial and investment information',
      tax: '### Tax information',
    };
    for (const field of Object.keys(subsections) as (keyof typeof subsections)[]) {
      const markdown = render(
        only('professional', {
          professional_fields: [field],
          ...(field === 'financial' ? { financial_positions: 'no' } : {}),
        }),
      );
      for (const [other, heading] of Object.entries(subsections))
        expect(markdown.includes(heading), `${field}: ${other}`).toBe(other === field);
    }
    const two = render(only('professional', { professional_fields: ['medical', 'tax'] }));
    expect(two).toContain('general information about medical and tax matters');
    expect(two).toContain('does not constitute medical or tax advice');
    expect(two).toContain('such as a doctor–patient or tax adviser–client relationship.');
  });

  it('writes the medical emergency and crisis numbers of the chosen audiences', () => {
    const medical = (audiences: string[]) =>
      render(only('professional', { professional_fields: ['medical'], audiences }));
    const us = medical(['us']);
    expect(us).toContain(
      'your local emergency number immediately (for example, 911 in the United States).__',
    );
    expect(us).toContain('call or text 988 to reach the 988 Suicide & Crisis Lifeline in the United States.');
    expect(us).toContain(
      'does not create a doctor–patient or other healthcare provider–patient relationship',
    );
    const eu = medical(['eu']);
    expect(eu).toContain('(for example, 112 anywhere in the European Union)');
    expect(eu).not.toContain('For example, you can');
    const world = medical(['rest_of_world']);
    expect(world).toContain('call your doctor or your local emergency number immediately.__');
    expect(world).toContain('a crisis line straight away.\n');
    const all = render(maximal);
    expect(all).toContain('999 or 112 in the United Kingdom, 911 in Canada or 000 in Australia)');
    expect(all).toContain('call Samaritans free on 116 123 in the United Kingdom');
  });

  it('adds the crypto, leverage and positions statements only when they apply', () => {
    const finance = (extra: Answers) =>
      render(
        only('professional', { professional_fields: ['financial'], financial_positions: 'no', ...extra }),
      );
    const plain = finance({});
    expect(plain).toContain('__Past performance is not a reliable indicator of future results.__');
    expect(plain).not.toContain('__Crypto-assets__');
    expect(plain).not.toContain('__Leveraged products__');
    expect(plain).not.toContain('may hold, buy or sell positions');
    const all = finance({ financial_positions: 'yes', financial_topics: ['crypto', 'leveraged'] });
    expect(all).toContain('__Crypto-assets__ are highly volatile');
    expect(all).toContain('__Leveraged products__, such as contracts for difference (CFDs)');
    expect(all).toContain('may hold, buy or sell positions in investments discussed on the Service');
  });

  it('states the rights no disclaimer can exclude exactly for the chosen audiences', () => {
    const cases: [string[], Audience[]][] = [
      [['us'], ['us']],
      [['eu'], ['eu']],
      [['uk'], ['uk']],
      [['canada'], ['canada']],
      [['australia'], ['australia']],
      [['rest_of_world'], []],
      [
        ['eu', 'uk'],
        ['eu', 'uk'],
      ],
      [
        ['us', 'eu', 'uk', 'canada', 'australia', 'rest_of_world'],
        ['us', 'eu', 'uk', 'canada', 'australia'],
      ],
    ];
    for (const [audiences, expected] of cases) {
      const markdown = render({ ...minimal, audiences });
      for (const audience of Object.keys(RIGHTS) as Audience[])
        expect(markdown.includes(RIGHTS[audience]), `${audiences}: ${audience}`).toBe(
          expected.includes(audience),
        );
      expect(markdown).toContain(
        'The exclusions and limitations in this Disclaimer apply only to the extent',
      );
    }
    const euUk = render({ ...minimal, audiences: ['eu', 'uk'] });
    expect(euUk).toContain('liability for death or personal injury caused by our negligence, for fraud,');
    expect(euUk).toContain('nothing in this Disclaimer affects your statutory rights');
    expect(euUk).toContain('Consumer Rights Act 2015');
    expect(render({ ...minimal, audiences: ['canada'] })).toContain(
      'article 1474 of the Civil Code of Québec',
    );
    expect(render({ ...minimal, audiences: ['australia'] })).toContain('Australian Consumer Law (Schedule 2');
  });

  it('discloses affiliate links under the FTC Endorsement Guides, lists the programmes and adds Amazon’s statement', () => {
    const amazon =
      'As Amazon requires us to state: __“As an Amazon Associate I earn from qualifying purchases.”__';
    const us = render(
      only('affiliate', { affiliate_programs: [{ id: 'amazon-associates' }, { id: 'awin' }] }),
    );
    expect(us).toContain(
      'Guides Concerning the Use of Endorsements and Testimonials in Advertising (16 CFR Part 255',
    );
    expect(us).toContain('- [Awin](https://www.awin.com/gb/privacy)\n');
    expect(us).toContain(amazon);
    expect(us).toContain('close to the link itself');
    const noAmazon = render(only('affiliate', { affiliate_programs: [{ id: 'awin' }] }));
    expect(noAmazon).not.toContain('Amazon');
    const none = render(only('affiliate'));
    expect(none).not.toContain('We take part in the following affiliate programmes');
    // An Amazon programme the owner added by name needs the statement too.
    expect(
      render(only('affiliate', { affiliate_programs: [{ custom: true, name: 'Amazon.co.uk Associates' }] })),
    ).toContain(amazon);
    // The laws named follow the audience; the FTC only for a US audience.
    const eu = render(only('affiliate', { audiences: ['eu'] }));
    expect(eu).not.toContain('16 CFR');
    expect(eu).toContain('in line with the EU Unfair Commercial Practices Directive (Directive 2005/29/EC):');
    const world = render(only('affiliate', { audiences: ['rest_of_world'] }));
    expect(world).toContain('in line with the consumer protection laws that apply to us:');
    const usWorld = render(only('affiliate', { audiences: ['us', 'rest_of_world'] }));
    expect(usWorld).toContain('as revised in 2023) and other consumer protection laws that apply to us:');
  });

  it('writes testimonials with “results may vary”, the incentives answer and how reviews are checked', () => {
    const base = render(only('testimonials'));
    expect(base).toContain('__Results may vary.__');
    expect(base).toContain('We do not offer payments, free products, discounts or any other incentive');
    expect(base).toContain('by matching it with our purchase or booking records');
    expect(base).toContain('Consumer Reviews and Testimonials (16 CFR Part 465)');
    const incentives = render(
      only('testimonials', { testimonials_incentives: 'yes', reviews_verification: 'not_verified' }),
    );
    expect(incentives).toContain(
      'We never make an incentive conditional on the testimonial or review being positive.',
    );
    expect(incentives).not.toContain('We do not offer payments');
    expect(incentives).toContain('we do not check that reviews were written by people');
    const moderated = render(only('testimonials', { reviews_verification: 'moderated', audiences: ['uk'] }));
    expect(moderated).toContain('we moderate reviews before publishing them');
    expect(moderated).toContain('in line with the UK Digital Markets, Competition and Consumers Act 2024.');
  });

  it('writes the AI notice for what is generated, the human review, the chatbot and the EU labels', () => {
    const reviewed = render(only('ai_content'));
    expect(reviewed).toContain('to help create some of the written content on the Service.');
    expect(reviewed).toContain('reviews and edits AI-assisted content before it is published');
    expect(reviewed).not.toContain('Not all AI-generated content is reviewed');
    expect(reviewed).not.toContain('chatbot');
    expect(reviewed).not.toContain('EU Artificial Intelligence Act');
    const chatbot = render(only('ai_content', { ai_uses: ['chatbot'], audiences: ['eu'] }));
    expect(chatbot).toContain('you are interacting with an AI system, not a person');
    expect(chatbot).not.toContain('to help create');
    expect(chatbot).not.toContain('EU Artificial Intelligence Act');
    const eu = render(
      only('ai_content', { ai_uses: ['media'], ai_review: 'not_reviewed', audiences: ['eu'] }),
    );
    expect(eu).toContain('some of the images, audio and video on the Service');
    expect(eu).toContain('Not all AI-generated content is reviewed by a person');
    expect(eu).toContain('Where the EU Artificial Intelligence Act requires it');
  });

  it('relies on fair use in the US and on the fair-dealing exceptions of the other audiences', () => {
    const us = render(only('fair_use'));
    expect(us).toContain('section 107 of the United States Copyright Act (17 U.S.C. § 107)');
    expect(us).not.toContain('For users outside the United States');
    const others = render(only('fair_use', { audiences: ['uk', 'australia'] }));
    expect(others).toContain(
      'including:\n\n- __United Kingdom:__ fair dealing for criticism, review, quotation and news reporting',
    );
    expect(others).toContain('- __Australia:__ fair dealing');
    expect(others).not.toContain('__European Union:__');
    expect(others).not.toContain('__Canada:__');
  });

  it('adds premium extras only to the premium version, and only when chosen', () => {
    const free = render(maximal, false);
    const premium = render(maximal, true);
    for (const heading of Object.values(EXTRA_HEADINGS)) {
      expect(free).not.toContain(`${heading}\n`);
      expect(premium).toContain(`${heading}\n`);
    }
    const earningsOnly = render({ ...maximal, extras: ['earnings'] }, true);
    expect(earningsOnly).toContain(EXTRA_HEADINGS.earnings);
    expect(earningsOnly).not.toContain(EXTRA_HEADINGS.media);
    expect(render({ ...maximal, extras: [] }, true)).not.toContain(EXTRA_HEADINGS.trademarks);
    // The free version keeps every legally required disclosure.
    for (const required of [
      '## Affiliate disclosure',
      '__Results may vary.__',
      RIGHTS.eu,
      'As an Amazon Associate',
    ])
      expect(free).toContain(required);
  });

  it('keeps answer text literal: no Markdown or HTML injection', () => {
    const evil = '_Acme_ __bold__ [x](javascript:alert(1)) <script>alert(1)</script> # h';
    const markdown = render(
      {
        ...maximal,
        company_name: evil,
        website_name: `${evil}\n- injected bullet`,
        // A closing parenthesis would end the link target early and open a second link.
        website_url: 'https://acme.example/)[click](https://phish.example)',
        social_page_url: 'https://social.example/a(b)',
        affiliate_programs: [
          { custom: true, name: evil, privacyPolicyUrl: 'https://evil.example/p)[x](https://phish.example' },
        ],
      },
      true,
    );
    const html = markdownToHtml(markdown);
    expect(html).not.toContain('<em>Acme</em>');
    expect(html).not.toContain('<strong>bold</strong>');
    expect(html).not.toContain('href="javascript');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<li>injected');
    expect(html).toContain(
      '_Acme_ __bold__ [x](javascript:alert(1)) &lt;script&gt;alert(1)&lt;/script&gt; # h',
    );
    expect(html.match(/<h1>/g)).toHaveLength(1);
    // Each URL stays one link target: no second link to the phishing address.
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs.filter((href) => href?.startsWith('https://phish'))).toEqual([]);
    expect(hrefs).toContain('https://acme.example/%29[click]%28https://phish.example%29');
    expect(hrefs).toContain('https://social.example/a%28b%29');
    expect(hrefs).toContain('https://evil.example/p%29[x]%28https://phish.example');
  });

  it('uses only the agreement Markdown subset, with http(s) and mailto links only', () => {
    const markdown = render(maximal, true);
    expect(markdown).not.toContain('**');
    expect(markdown).not.toMatch(/^\s*\* /m);
    expect(markdown).not.toMatch(/^\s*\|/m);
    expect(markdown).not.toMatch(/^#{4,}/m);
    expect(markdown).not.toMatch(/<[a-z/!]/i);
    expect(markdown).not.toMatch(/!\[/);
    expect(markdown).not.toMatch(/^[ \t]+[-\d]/m);
    expect(markdown).not.toMatch(/\n{3,}/);
    const hrefs = [...markdownToHtml(markdown).matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) expect(href).toMatch(/^(https:\/\/|mailto:)/);
  });
});

// ── Catalog ────────────────────────────────────────────────────────────────────────────────────

describe('DISCLAIMER clause catalog', () => {
  it('has no empty text and no Markdown outside the subset', () => {
    expect(catalog.title).toBe('Disclaimer');
    expect(catalog.lastUpdated).toContain('{{lastUpdated}}');
    for (const [key, text] of Object.entries(catalog)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toMatch(/\*\*|<[a-z/!]|!\[|^\s*\* |\|/i);
    }
  });

  it('uses every key of the catalog (no dead text), and has every key the library uses', () => {
    const used = new Set<string>();
    const recording = new Proxy(catalog, {
      get(target, key) {
        if (typeof key === 'string') used.add(key);
        return Reflect.get(target, key);
      },
    });
    // Profiles that together reach every branch; a missing key would make renderClauses throw.
    const profiles: Answers[] = [
      maximal,
      minimal,
      { ...maximal, platforms: ['social'], social_page_url: undefined as never },
      {
        ...maximal,
        audiences: ['rest_of_world'],
        testimonials_incentives: 'no',
        reviews_verification: 'verified',
        ai_review: 'reviewed',
      },
      { ...maximal, reviews_verification: 'not_verified' },
    ].map((answers) =>
      Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined)),
    );
    for (const answers of profiles) render(answers, true, recording);
    // The catalogue has no affiliate programme with an opt-out page today; providerEntry reads
    // `provider.optOut` as soon as one has (an advertising network shows the wording works).
    const optOut = providerEntry({ id: 'google-adsense' }, (key) => recording[key] as string);
    expect(optOut.optOut).toMatch(/^ \(\[how to opt out\]\(https:\/\//);
    // The summary's texts (compliance.*) are checked with the summary.
    expect(
      Object.keys(catalog)
        .filter((key) => !key.startsWith('compliance.'))
        .filter((key) => !used.has(key)),
    ).toEqual([]);
  });
});

// ── Compliance summary ─────────────────────────────────────────────────────────────────────────

/** A text of the English catalog (the compliance summary's texts are there, beside the clauses). */
const englishText = (key: string): unknown => readClauseCatalogs('disclaimer').en?.[key];

const disclaimerCompliance = (answers: Answers) => complianceOf(disclaimerLibrary, answers);

describe('DISCLAIMER compliance summary', () => {
  const summary = (answers: Answers) =>
    Object.fromEntries(disclaimerCompliance(check(answers)).map((row) => [row.law.split('.').pop(), row]));
  const todo = (key: string) => `compliance.todo.${key}`;
  const present = (key: string) => `compliance.present.${key}`;

  it('lists one row per law or rulebook the document addresses', () => {
    expect(summary(minimal)).toEqual({});
    expect(Object.keys(summary(only('affiliate')))).toEqual(['ftc']);
    expect(Object.keys(summary(only('sponsored', { audiences: ['eu', 'uk'] })))).toEqual([
      'euUcpd',
      'ukDmcc',
    ]);
    expect(Object.keys(summary(maximal))).toEqual([
      'ftc',
      'euUcpd',
      'ukDmcc',
      'amazon',
      'health',
      'financial',
      'aiAct',
    ]);
  });

  it('tells the owner to disclose next to each affiliate link, not only in the Disclaimer', () => {
    const affiliate = summary(only('affiliate')).ftc;
    expect(affiliate?.present).toContain(present('affiliateDisclosure'));
    expect(affiliate?.ownerTodo).toContain(todo('disclosureNearLinks'));
    expect(affiliate?.ownerTodo).not.toContain(todo('typicalResults'));
    const amazon = summary(only('affiliate', { affiliate_programs: [{ id: 'amazon-associates' }] })).amazon;
    expect(amazon?.ownerTodo).toContain(todo('amazonOnSite'));
    const reviews = summary(
      only('testimonials', { testimonials_incentives: 'yes', audiences: ['us', 'uk'] }),
    );
    expect(reviews.ftc?.ownerTodo).toEqual([
      todo('typicalResults'),
      todo('incentiveNextToReview'),
      todo('noFakeReviews'),
    ]);
    expect(reviews.ukDmcc?.ownerTodo).toContain(todo('fakeReviewSteps'));
    expect(reviews.ukDmcc?.present).toContain(present('reviewChecks'));
  });

  it('adds the health and financial rows with the to-dos of the chosen audiences', () => {
    const health = summary(only('professional', { professional_fields: ['medical'] })).health;
    expect(health?.present).toContain(present('noDoctorPatient'));
    expect(health?.ownerTodo).toContain(todo('healthNoticeInContent'));
    expect(health?.ownerTodo).not.toContain(todo('euHealthClaims'));
    expect(summary(only('professional', { professional_fields: ['legal'] })).health).toBeUndefined();
    const finance = summary(
      only('professional', {
        professional_fields: ['financial'],
        financial_positions: 'yes',
        audiences: ['uk', 'eu'],
      }),
    ).financial;
    expect(finance?.ownerTodo).toEqual([
      todo('financialPromotions'),
      todo('investmentRecommendations'),
      todo('positionsInContent'),
    ]);
    expect(finance?.present).toContain(present('positionsDisclosed'));
    const chatbot = summary(only('ai_content', { ai_uses: ['chatbot'], audiences: ['eu'] })).aiAct;
    expect(chatbot?.ownerTodo).toEqual([todo('chatbotDisclosure')]);
    expect(summary(only('ai_content')).aiAct).toBeUndefined();
  });

  it('uses keys that have English texts', () => {
    for (const row of disclaimerCompliance(check(maximal))) {
      for (const key of [row.law, ...row.present, ...row.ownerTodo])
        expect(typeof englishText(key), key).toBe('string');
    }
    // Every compliance text is reachable by some answers (no dead texts in the catalog).
    const reached = new Set(
      [maximal, { ...maximal, testimonials_incentives: 'no', ai_review: 'reviewed' }].flatMap((answers) =>
        disclaimerCompliance(check(answers)).flatMap((row) => [row.law, ...row.present, ...row.ownerTodo]),
      ),
    );
    const all = Object.keys(catalog).filter((key) => key.startsWith('compliance.'));
    expect(all.filter((key) => !reached.has(key))).toEqual([]);
  });
});

// ── Required sections ──────────────────────────────────────────────────────────────────────────

describe('DISCLAIMER required sections', () => {
  const required = (answers: Answers, premium = false) =>
    requiredSections(disclaimerLibrary, catalog, contextOf(answers, premium));
  const law = (name: string) => `compliance.laws.${name}`;

  it('marks the sections the laws that apply make mandatory, naming those laws', () => {
    expect(required(minimal)).toEqual([]);
    expect(
      required(
        only('affiliate', { affiliate_programs: [{ id: 'amazon-associates' }], audiences: ['us', 'eu'] }),
      ),
    ).toEqual([{ heading: 'Affiliate disclosure', laws: [law('ftc'), law('euUcpd'), law('amazon')] }]);
    // No endorsement law is named for the rest of the world alone.
    expect(required(only('sponsored', { audiences: ['rest_of_world'] }))).toEqual([]);
    expect(required(only('ai_content', { audiences: ['us'] }))).toEqual([]);
    expect(required(maximal)).toEqual([
      { heading: 'Medical and health information', laws: [law('health')] },
      { heading: 'Fitness and nutrition information', laws: [law('health')] },
      { heading: 'Financial and investment information', laws: [law('financial')] },
      { heading: 'Affiliate disclosure', laws: [law('ftc'), law('euUcpd'), law('ukDmcc'), law('amazon')] },
      { heading: 'Sponsored content and advertising', laws: [law('ftc'), law('euUcpd'), law('ukDmcc')] },
      { heading: 'Testimonials and reviews', laws: [law('ftc'), law('euUcpd'), law('ukDmcc')] },
      { heading: 'Content created with artificial intelligence', laws: [law('aiAct')] },
    ]);
  });
});
