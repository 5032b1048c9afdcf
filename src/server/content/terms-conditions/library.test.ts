// Long on purpose: the rendering and compliance tests share the answer profiles defined here.
import { describe, expect, it } from 'vitest';
import { termsConditionsWizard } from '../../../shared/agreements/definitions/terms-conditions';
import { providersIn } from '../../../shared/agreements/provider-catalogue';
import type { Answers } from '../../../shared/agreements/wizard-model';
import { markdownToHtml } from '../../../shared/documents/render-html';
import { type ClauseCatalog, complianceOf, readClauseCatalogs, renderClauses } from '../clause-library';
import { checkedAnswers } from '../library-test-support';
import { termsConditionsLibrary } from './library';
import { maximalTermsConditionsAnswers, minimalTermsConditionsAnswers } from './sample-answers';

// ── Rendering ──────────────────────────────────────────────────────────────────────────────────

const catalog = readClauseCatalogs('terms-conditions').en as ClauseCatalog;

const check = (answers: Answers) => checkedAnswers(termsConditionsWizard, answers);

/** Every catalog key any render asked for: "every key is used" is checked against this. */
const usedKeys = new Set<string>();
const recording = new Proxy(catalog, {
  get(target, key: string) {
    usedKeys.add(key);
    return target[key];
  },
});

function generate(answers: Answers, premium = false) {
  return renderClauses(termsConditionsLibrary, recording, {
    answers: check(answers),
    language: 'en',
    premium,
    lastUpdated: '20 November 2026',
  });
}

// ── Answer profiles ────────────────────────────────────────────────────────────────────────────

const maximal = maximalTermsConditionsAnswers;
const minimal = minimalTermsConditionsAnswers;

/** A consumer website of a Dutch business with no features, for the regions given. */
const consumers = (regions: string[], extra: Answers = {}): Answers => ({
  platforms: ['website'],
  website_name: 'Acme Shop',
  website_url: 'https://acme.example',
  company_name: 'Acme B.V.',
  company_address: 'Damrak 1, 1012 LG Amsterdam',
  company_country: 'NL',
  contact_email: 'legal@acme.example',
  customers: 'consumers',
  regions,
  min_age: '16',
  ...(regions.includes('eu') || regions.includes('uk') ? { adr: 'adr_not_willing' } : {}),
  send_to: 'owner@acme.example',
  ...extra,
});
const selling = (extra: Answers = {}): Answers => ({
  features: ['sells'],
  offerings: ['goods', 'digital', 'services'],
  subscriptions: 'yes',
  free_trial: 'yes',
  ...extra,
});
/** Purchases without subscriptions. */
const oneOff = (extra: Answers = {}): Answers => {
  const { free_trial: _trial, ...rest } = selling({ subscriptions: 'no' });
  return { ...rest, ...extra };
};
const businesses = (regions: string[], extra: Answers = {}): Answers => {
  const { min_age: _age, adr: _adr, ...rest } = consumers(regions);
  return { ...rest, customers: 'businesses_only', ...extra };
};

// ── Statutory blocks ───────────────────────────────────────────────────────────────────────────

const STATUTORY = {
  euDisputes: '__Consumers in the European Union.__ If you are a consumer habitually resident',
  euGuarantee: 'legal guarantee of conformity',
  euModifications: 'goes beyond what is needed to keep it in conformity',
  ukDisputes: '__Consumers in the United Kingdom.__ If you are a consumer living in the United Kingdom',
  ukRights: 'Under the Consumer Rights Act 2015',
  liabilityConsumers: '__If you are a consumer in ',
  adr: '__Alternative dispute resolution.__',
  withdrawal: '__Right of withdrawal for consumers in ',
  orderSteps: 'To place an order, you choose the Products, review your order at checkout',
  euRenewal: 'no more than one month',
  accessibility: '## Accessibility\n',
  usDisclaimer: 'Some US states do not allow the exclusion of implied warranties',
  usAutoRenewal: '### Automatic renewal terms for consumers in the United States',
  dsa: '### Content moderation for users in the European Union',
  onlineSafety: '### Online safety for users in the United Kingdom',
  arbitration: '### Arbitration agreement and class action waiver',
  consumerRights: '## Your rights as a consumer',
  business: 'The Service is intended only for businesses, professionals and other organisations',
};
type Statutory = keyof typeof STATUTORY;

const PROFILES: { name: string; answers: Answers; blocks: Statutory[] }[] = [
  {
    name: 'EU consumers, no sales',
    answers: consumers(['eu']),
    blocks: ['euDisputes', 'euGuarantee', 'euModifications', 'liabilityConsumers', 'adr', 'consumerRights'],
  },
  {
    name: 'EU consumers, selling subscriptions',
    answers: consumers(['eu'], selling()),
    blocks: [
      'euDisputes',
      'euGuarantee',
      'euModifications',
      'liabilityConsumers',
      'adr',
      'withdrawal',
      'orderSteps',
      'euRenewal',
      'accessibility',
      'consumerRights',
    ],
  },
  {
    name: 'UK consumers, selling subscriptions',
    answers: consumers(['uk'], selling()),
    blocks: [
      'ukDisputes',
      'ukRights',
      'liabilityConsumers',
      'adr',
      'withdrawal',
      'orderSteps',
      'consumerRights',
    ],
  },
  {
    name: 'US consumers, selling subscriptions',
    answers: consumers(['us'], selling()),
    blocks: ['usDisclaimer', 'usAutoRenewal', 'consumerRights'],
  },
  {
    name: 'consumers elsewhere',
    answers: consumers(['other'], selling()),
    blocks: ['consumerRights'],
  },
  {
    name: 'businesses only, everywhere, selling subscriptions with user content',
    answers: businesses(['eu', 'uk', 'us', 'other'], { ...selling(), features: ['sells', 'user_content'] }),
    blocks: ['business', 'dsa', 'onlineSafety'],
  },
  {
    name: 'EU and UK users posting content',
    answers: consumers(['eu', 'uk'], { features: ['user_content'] }),
    blocks: [
      'euDisputes',
      'euGuarantee',
      'euModifications',
      'ukDisputes',
      'ukRights',
      'liabilityConsumers',
      'adr',
      'dsa',
      'onlineSafety',
      'consumerRights',
    ],
  },
  {
    name: 'every option on',
    answers: maximal,
    blocks: (Object.keys(STATUTORY) as Statutory[]).filter((block) => block !== 'business'),
  },
];

describe('TERMS_CONDITIONS clause library', () => {
  it.each(PROFILES)('shows exactly the statutory blocks the answers need: $name', ({ answers, blocks }) => {
    const markdown = generate(answers, true);
    for (const block of Object.keys(STATUTORY) as Statutory[]) {
      expect(markdown.includes(STATUTORY[block]), block).toBe(blocks.includes(block));
    }
    for (const heading of [
      '# Terms and Conditions',
      '## Agreement to these Terms',
      '## About us',
      '## Eligibility',
      '## Using the Service',
      '## Intellectual property',
      '## Acceptable use',
      '## Third-party links and services',
      '## Privacy',
      '## Disclaimers',
      '## Limitation of liability',
      '## Indemnity',
      '## Suspension and termination',
      '## Governing law and disputes',
      '## Changes to these Terms',
      '## General terms',
      '## Contact us',
    ]) {
      expect(markdown).toContain(`${heading}\n`);
    }
    expect(markdown).toContain('_Last updated: 20 November 2026_');
    expect(markdown).not.toMatch(/\{\{|\}\}/);
    // No liability exclusion without the death and personal injury carve-out, for anyone.
    expect(markdown).toContain(
      'Nothing in these Terms excludes or limits our liability for death or personal injury',
    );
  });

  it('never links the closed EU online dispute resolution platform', () => {
    for (const { answers } of PROFILES) {
      const markdown = generate(answers, true);
      expect(markdown).not.toMatch(/ec\.europa\.eu\/consumers\/odr|online dispute resolution platform/i);
    }
  });

  it('states the ADR position: willing with the named body, or neither obliged nor willing', () => {
    const willing = generate(
      consumers(['eu'], {
        adr: 'adr_willing',
        adr_body_name: 'Geschillencommissie',
        adr_body_url: 'https://www.degeschillencommissie.nl',
      }),
    );
    expect(willing).toContain(
      'we are willing to take part in dispute resolution proceedings before [Geschillencommissie](https://www.degeschillencommissie.nl), a consumer dispute resolution body',
    );
    expect(willing).not.toContain('neither obliged nor willing');
    const unnamedUrl = generate(
      consumers(['uk'], { adr: 'adr_willing', adr_body_name: 'Ombudsman Services' }),
    );
    expect(unnamedUrl).toContain('proceedings before Ombudsman Services, a consumer');
    expect(generate(consumers(['eu']))).toContain('We are neither obliged nor willing to take part');
  });

  it('adds each optional block exactly when its feature or platform is chosen', () => {
    const blocks: [string, Answers, string][] = [
      ['accounts', { features: ['accounts'] }, '## Your account\n'],
      ['user content', { features: ['user_content'] }, '## Content you submit\n'],
      ['purchases', oneOff(), '## Purchases\n'],
      ['subscriptions', selling(), '## Subscriptions and automatic renewal\n'],
      ['free trial', selling(), '__Free trials.__'],
      ['advertising', { features: ['advertising'] }, '## Advertising\n'],
      ['mobile apps', { platforms: ['website', 'mobile'] }, '## Mobile apps\n'],
      [
        'social pages',
        { platforms: ['website', 'social'] },
        'When you interact with us on social media platforms',
      ],
      [
        'payment providers',
        selling({ payment_providers: [{ id: 'stripe' }] }),
        '- [Stripe](https://stripe.com/privacy)',
      ],
      [
        'refund policy',
        selling({ refund_policy_url: 'acme.example/refunds' }),
        '[Return and Refund Policy](https://acme.example/refunds)',
      ],
      ['delivery', selling({ offerings: ['goods'] }), 'Delivery charges, if any'],
      ['CISG exclusion', selling({ offerings: ['goods'] }), 'International Sale of Goods does not apply'],
    ];
    const plain = generate(consumers(['eu']));
    for (const [name, extra, text] of blocks) {
      expect(generate(consumers(['eu'], extra)), name).toContain(text);
      expect(plain, name).not.toContain(text);
    }
    // Purchases without a subscription or trial, digital only: no delivery, no subscription section.
    const digital = generate(consumers(['eu'], oneOff({ offerings: ['digital'] })));
    expect(digital).not.toContain('## Subscriptions');
    expect(digital).not.toContain('Delivery charges');
    expect(digital).toContain(
      'For digital content not supplied on a tangible medium, you lose the right to withdraw',
    );
    expect(digital).not.toContain('For goods, we may withhold the refund');
    expect(digital).toContain('payments are non-refundable');
  });

  it('adds the premium extras only to the premium version, and only those chosen', () => {
    const extras = [
      '## Key points\n',
      '__Feedback.__',
      '__Beta and preview features.__',
      '__Events outside our control.__',
      '__Export controls and sanctions.__',
      '### Copyright complaints\n',
    ];
    const free = generate(maximal, false);
    const premium = generate(maximal, true);
    for (const text of extras) {
      expect(free).not.toContain(text);
      expect(premium).toContain(text);
    }
    const someExtras = generate({ ...maximal, extras: ['feedback'], copyright_procedure: 'no' }, true);
    expect(someExtras).toContain('__Feedback.__');
    for (const text of extras.filter((candidate) => candidate !== '__Feedback.__'))
      expect(someExtras).not.toContain(text);
    // The free version keeps everything the law requires.
    for (const block of Object.keys(STATUTORY) as Statutory[])
      if (block !== 'business') expect(free.includes(STATUTORY[block]), block).toBe(true);
  });

  it('writes the governing law and courts from the owner’s country, state or UK legal system', () => {
    const cases: [Answers, string, string][] = [
      [{}, 'the laws of the Netherlands', 'the courts of the Netherlands have exclusive jurisdiction'],
      [{ company_country: 'DE' }, 'the laws of Germany', 'the courts of Germany have'],
      [
        { company_country: 'US', company_state: 'US_NY' },
        'the laws of the State of New York and the federal laws of the United States applicable there',
        'the state and federal courts located in New York have',
      ],
      [
        { company_country: 'US', company_state: 'US_DC' },
        'the laws of the District of Columbia and the federal laws',
        'courts located in the District of Columbia have',
      ],
      [
        { company_country: 'CA', company_state: 'CA_QC' },
        'the laws of Québec and the federal laws of Canada applicable there',
        'the courts of Québec have',
      ],
      [
        { company_country: 'AU', company_state: 'AU_NSW' },
        'the laws of New South Wales, Australia',
        'the courts of New South Wales have',
      ],
      [
        { company_country: 'GB', uk_legal_system: 'scotland' },
        'the laws of Scotland',
        'the courts of Scotland have',
      ],
      [
        { company_country: 'GB', uk_legal_system: 'england_wales' },
        'the laws of England and Wales',
        'the courts of England and Wales have',
      ],
      [{ dispute_venue: 'Rotterdam' }, 'the laws of the Netherlands', 'the courts of Rotterdam have'],
    ];
    for (const [extra, law, courts] of cases) {
      const markdown = generate(consumers(['other'], extra));
      expect(markdown).toContain(law);
      expect(markdown).toContain(courts);
    }
    expect(generate(consumers(['other'], { company_address: undefined } as never))).toContain(
      'operated by Acme B.V., established in the Netherlands.',
    );
    expect(generate(consumers(['other'], { company_country: 'GB', uk_legal_system: 'scotland' }))).toContain(
      'one hundred pounds sterling (GBP 100)',
    );
    expect(generate(consumers(['other']))).toContain('one hundred euros (EUR 100)');
    expect(generate(consumers(['other'], { company_country: 'JP' }))).toContain(
      'one hundred US dollars (USD 100)',
    );
  });

  it('writes the US arbitration agreement with the chosen provider, only for US users', () => {
    const usBusiness = { company_country: 'US', company_state: 'US_CA', arbitration: 'yes' };
    const aaa = generate(consumers(['us'], { ...usBusiness, arbitration_provider: 'aaa' }));
    expect(aaa).toContain(
      '__Notice to users in the United States: these Terms contain an arbitration agreement',
    );
    expect(aaa).toContain(
      '[American Arbitration Association](https://www.adr.org/) (AAA) under its Consumer Arbitration Rules',
    );
    expect(aaa).toContain('those rules limit the fees you pay');
    expect(aaa).toContain('This section applies if you live in the United States');
    expect(aaa).toContain('__Right to opt out.__');
    const jams = generate(businesses(['us'], { ...usBusiness, arbitration_provider: 'jams' }));
    expect(jams).toContain(
      '[JAMS](https://www.jamsadr.com/) under its Comprehensive Arbitration Rules & Procedures',
    );
    expect(jams).not.toContain('those rules limit the fees you pay');
    const declined = generate(consumers(['us'], { ...usBusiness, arbitration: 'no' }));
    expect(declined).not.toContain('arbitration');
  });

  it('describes subscriptions, cancellation and US automatic renewal terms', () => {
    const withAccounts = generate(consumers(['us'], selling({ features: ['sells', 'accounts'] })));
    expect(withAccounts).toContain(
      '__You can cancel your subscription at any time__ online in your account settings or by e-mail to [legal@acme.example](mailto:legal@acme.example).',
    );
    expect(withAccounts).toContain(
      '__At the end of each billing period, your subscription renews automatically',
    );
    expect(withAccounts).toContain('between 7 and 30 days before it takes effect');
    const withoutAccounts = generate(consumers(['us'], selling()));
    expect(withoutAccounts).toContain('online, using the cancellation link in the Service');
    expect(generate(businesses(['us'], selling()))).not.toContain('Automatic renewal terms for consumers');
  });

  it('keeps answer text literal: no Markdown or HTML injection', () => {
    const evil = '_Acme_ __bold__ [x](javascript:alert(1)) <script>x</script> # h';
    const markdown = generate(
      {
        ...maximal,
        company_name: evil,
        website_name: evil,
        company_address: `${evil}\n- injected bullet`,
        company_registration: `${evil}\n\n# injected heading`,
        vat_number: '[v](javascript:x)',
        contact_phone: '_+1_ <b>',
        dispute_venue: `${evil} {{contactEmailLink}}`,
        adr_body_name: evil,
        payment_providers: [{ custom: true, name: evil }],
      },
      true,
    );
    const html = markdownToHtml(markdown);
    expect(html).not.toContain('<em>Acme</em>');
    expect(html).not.toContain('<strong>bold</strong>');
    expect(html).not.toContain('href="javascript');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<h1>injected');
    expect(html).not.toContain('<li>injected');
    expect(html).toContain('_Acme_ __bold__ [x](javascript:alert(1)) &lt;script&gt;x&lt;/script&gt; # h');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    // Placeholders in answers stay literal: values are filled in once, never re-read as templates.
    expect(html).toContain('# h {{contactEmailLink}}');
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '');
    for (const href of hrefs) expect(href).toMatch(/^(https:\/\/|mailto:)/);
  });

  it('uses only the agreement Markdown subset', () => {
    const markdown = generate(maximal, true);
    expect(markdown).not.toContain('**');
    expect(markdown).not.toMatch(/^\s*\* /m);
    expect(markdown).not.toMatch(/^\s*\|/m);
    expect(markdown).not.toMatch(/!\[/);
    expect(markdown).not.toMatch(/<[a-z/!]/i);
    expect(markdown).not.toMatch(/^#{4,}/m);
    expect(markdown).not.toMatch(/^[ \t]+[-\d]/m);
    expect(markdown).not.toMatch(/\n{3,}/);
    const html = markdownToHtml(markdown);
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(href).toMatch(/^(https:\/\/|mailto:)/);
  });

  it('renders every catalogue payment provider', () => {
    const markdown = generate(
      consumers(['eu'], selling({ payment_providers: providersIn('payments').map(({ id }) => ({ id })) })),
    );
    for (const provider of providersIn('payments'))
      expect(markdown).toContain(`](${provider.privacyPolicyUrl})`);
  });

  it('renders the minimal answers as a complete document', () => {
    const markdown = generate(minimal);
    expect(markdown).toContain('The Service is operated by Jane Doe, established in Germany.');
    expect(markdown).toContain('our Privacy Policy, which is available on the Service');
    expect(markdown).not.toContain('## Purchases');
    expect(markdown).not.toContain('## Your account');
    expect(markdown).toContain('- By e-mail: [jane@acme.example](mailto:jane@acme.example)');
    expect(markdown).not.toContain('By post');
  });

  it('has a catalog where every text is non-empty, every key is used and every used key exists', () => {
    // Renders covering every branch; renderClauses throws on a missing key, the recorder notes the used ones.
    const extraProfiles: Answers[] = [
      businesses(['us'], {
        company_country: 'US',
        company_state: 'US_DC',
        arbitration: 'yes',
        arbitration_provider: 'jams',
      }),
      businesses(['other'], {
        company_country: 'GB',
        uk_legal_system: 'northern_ireland',
        features: ['sells'],
        offerings: ['services'],
        subscriptions: 'no',
      }),
      consumers(['other'], {
        company_country: 'CA',
        company_state: 'CA_ON',
        company_address: undefined,
      } as never),
      consumers(['other'], { company_country: 'AU', company_state: 'AU_VIC' }),
      consumers(
        ['eu'],
        selling({ features: ['sells', 'accounts'], accessibility_url: 'https://acme.example/a11y' }),
      ),
      consumers(['us'], {
        ...selling(),
        company_country: 'US',
        company_state: 'US_TX',
        arbitration: 'yes',
        arbitration_provider: 'jams',
        change_notice: ['email'],
      }),
      consumers(['eu'], { adr: 'adr_willing', adr_body_name: 'Body' }),
      { ...maximal, platforms: ['website'], min_age: '18' },
    ];
    for (const answers of [...PROFILES.map((profile) => profile.answers), ...extraProfiles, minimal]) {
      generate(answers, false);
      generate(answers, true);
    }
    // The summary's texts (compliance.*) are checked with the summary.
    const keys = Object.keys(catalog).filter((key) => !key.startsWith('compliance.'));
    expect(keys.filter((key) => !usedKeys.has(key))).toEqual([]);
    for (const [key, text] of Object.entries(catalog)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toMatch(/\*\*|<[a-z/!]|!\[|^\s*\* |\|/im);
    }
  });
});

// ── Compliance summary ─────────────────────────────────────────────────────────────────────────

/** A text of the English catalog (the compliance summary's texts are there, beside the clauses). */
const englishText = (key: string): unknown => readClauseCatalogs('terms-conditions').en?.[key];

describe('TERMS_CONDITIONS compliance summary', () => {
  const summary = (answers: Answers) =>
    Object.fromEntries(
      complianceOf(termsConditionsLibrary, check(answers)).map((row) => [row.law.split('.').pop(), row]),
    );
  const todo = (key: string) => `compliance.todo.${key}`;
  const present = (key: string) => `compliance.present.${key}`;

  it('lists one row per law the document addresses', () => {
    expect(Object.keys(summary(minimal))).toEqual(['contract', 'euConsumer']);
    expect(Object.keys(summary(consumers(['other'])))).toEqual(['contract']);
    expect(Object.keys(summary(businesses(['eu', 'uk'])))).toEqual(['contract']);
    expect(Object.keys(summary(maximal))).toEqual([
      'contract',
      'euConsumer',
      'dsa',
      'ukConsumer',
      'onlineSafety',
      'usAutoRenewal',
      'usArbitration',
    ]);
  });

  it('names what the owner must still do outside the document', () => {
    const min = summary(minimal);
    expect(min.contract?.ownerTodo).toEqual(
      expect.arrayContaining([todo('clickwrap'), todo('publishPrivacyPolicy')]),
    );
    expect(min.euConsumer?.ownerTodo).toEqual(
      expect.arrayContaining([todo('geographicAddress'), todo('telephone'), todo('legalNotice')]),
    );
    expect(min.euConsumer?.ownerTodo).not.toContain(todo('orderButton'));
    expect(min.euConsumer?.present).not.toContain(present('withdrawal'));

    const max = summary(maximal);
    expect(max.contract?.ownerTodo).not.toContain(todo('publishPrivacyPolicy'));
    expect(max.euConsumer?.present).toEqual(
      expect.arrayContaining([
        present('withdrawal'),
        present('subscriptionTermination'),
        present('adrStatement'),
      ]),
    );
    expect(max.euConsumer?.ownerTodo).toEqual(
      expect.arrayContaining([
        todo('orderButton'),
        todo('cancellationButton'),
        todo('withdrawalInformation'),
      ]),
    );
    expect(max.euConsumer?.ownerTodo).not.toContain(todo('geographicAddress'));
    expect(max.dsa?.ownerTodo).toContain(todo('dsaLegalRepresentative'));
    expect(max.usAutoRenewal?.present).toContain(present('trialTerms'));
    expect(max.usAutoRenewal?.ownerTodo).toEqual(
      expect.arrayContaining([todo('affirmativeConsent'), todo('onlineCancellation')]),
    );
    expect(max.usArbitration?.ownerTodo).toContain(todo('arbitrationProviderRules'));
    expect(max.ukConsumer?.ownerTodo).toEqual(
      expect.arrayContaining([todo('dmccaSubscriptions'), todo('allInclusivePrices'), todo('fakeReviews')]),
    );

    const euBusinessDsa = summary(consumers(['eu'], { features: ['user_content'] }));
    expect(euBusinessDsa.dsa?.ownerTodo).not.toContain(todo('dsaLegalRepresentative'));
    expect(summary(consumers(['eu'], selling())).contract?.ownerTodo).toContain(todo('publishRefundPolicy'));
  });

  it('uses keys that have English texts, and every compliance text is used', () => {
    const used = new Set<string>();
    for (const answers of [maximal, minimal, consumers(['eu'], oneOff())])
      for (const row of complianceOf(termsConditionsLibrary, check(answers)))
        for (const key of [row.law, ...row.present, ...row.ownerTodo]) {
          expect(typeof englishText(key), key).toBe('string');
          used.add(key);
        }
    const all = Object.keys(catalog).filter((key) => key.startsWith('compliance.'));
    expect(all.filter((key) => !used.has(key))).toEqual([]);
  });
});
