// Long on purpose: one file holds every behaviour the EULA library promises, section by section.
import { describe, expect, it } from 'vitest';
import { eulaWizard } from '../../../shared/agreements/definitions/eula';
import type { Answers } from '../../../shared/agreements/wizard-model';
import { markdownToHtml } from '../../../shared/documents/render-html';
import {
  type ClauseCatalog,
  complianceOf,
  readClauseCatalogs,
  renderClauses,
  requiredSections,
} from '../clause-library';
import { checkedAnswers } from '../library-test-support';
import { eulaLibrary } from './library';
import { maximalEulaAnswers, minimalEulaAnswers } from './sample-answers';

// ── Answer profiles ────────────────────────────────────────────────────────────────────────────

const catalog = readClauseCatalogs('eula').en as ClauseCatalog;

/** A mobile app sold from the owner's website to EU consumers, with nothing optional. */
const base = minimalEulaAnswers;
const profile = (extra: Answers): Answers => ({ ...base, ...extra });
const maximal = maximalEulaAnswers;

const check = (answers: Answers) => checkedAnswers(eulaWizard, answers);

/** Renders through the library, recording every catalog key the document reads. */
const usedKeys = new Set<string>();
function render(answers: Answers, premium = false): string {
  const recording = new Proxy(catalog, {
    get(target, key) {
      if (typeof key === 'string') usedKeys.add(key);
      return target[key as string];
    },
  });
  return renderClauses(eulaLibrary, recording, {
    answers: check(answers),
    language: 'en',
    premium,
    lastUpdated: '20 November 2026',
  });
}

const count = (text: string, part: string) => text.split(part).length - 1;

// ── Structure ──────────────────────────────────────────────────────────────────────────────────

const ALWAYS = [
  '# End-User Licence Agreement',
  '## Who may use the App',
  '## Licence to use the App',
  '## Restrictions',
  '## Intellectual property',
  '## Feedback',
  '## Your data and privacy',
  '## Updates, changes and support',
  '## Term and termination',
  '## Disclaimer of warranties',
  '## Limitation of liability',
  '## Export controls and sanctions',
  '## Changes to this Agreement',
  '## Governing law and disputes',
  '## General terms',
  '## Contact us',
];

describe('EULA clause library: structure', () => {
  it.each([
    ['minimal', base],
    ['maximal', maximal],
  ])('renders the %s fixture with every section every EULA has', (_name, answers) => {
    const markdown = render(answers, true);
    for (const heading of ALWAYS) expect(markdown).toContain(`${heading}\n`);
    expect(count(markdown, '\n# ') + (markdown.startsWith('# ') ? 1 : 0)).toBe(1);
    expect(markdown).toContain('_Last updated: 20 November 2026_');
    expect(markdown).toContain('The App is licensed, not sold, to you.');
    expect(markdown).not.toMatch(/\{\{|\}\}/);
  });

  const FEATURES: [string, Answers, string][] = [
    ['accounts', {}, '## Your account'],
    ['user_content', {}, '## Your content'],
    ['purchases', { purchase_types: ['in_app'] }, '## Purchases, in-app purchases and subscriptions'],
    ['beta', {}, '## Beta and pre-release features'],
    ['third_party', {}, '## Third-party services and content'],
    ['open_source', {}, '## Open-source components'],
  ];

  it.each(FEATURES)('adds the %s section exactly when the feature is chosen', (feature, nested, heading) => {
    expect(render(base)).not.toContain(heading);
    const markdown = render(profile({ features: [feature], ...nested }));
    expect(count(markdown, `${heading}\n`)).toBe(1);
    for (const [other, , otherHeading] of FEATURES)
      if (other !== feature) expect(markdown, other).not.toContain(otherHeading);
  });

  it('writes the licence for installed and hosted software, for consumers and businesses', () => {
    const mobile = render(base);
    expect(mobile).toContain(
      'licence to download, install and use the App on devices that you own or control',
    );
    expect(mobile).toContain('solely for your own personal, non-commercial purposes.');
    expect(mobile).toContain('By downloading, installing, accessing or using the App');
    expect(mobile).not.toContain('on behalf of a company or other organisation');
    const saas = render(
      profile({
        app_types: ['saas'],
        app_url: 'app.tiny.example',
        user_type: 'businesses',
      }),
    );
    expect(saas).toContain(
      'our hosted software service, available at [app.tiny.example](https://app.tiny.example)',
    );
    expect(saas).toContain('licence to access and use the App through a supported web browser');
    expect(saas).not.toContain('download, install');
    expect(saas).toContain('the internal business purposes of you or the organisation you represent');
    expect(saas).toContain('on behalf of a company or other organisation');
    expect(saas).toContain('Updates to the parts of the App that we host take effect automatically.');
  });

  it('adds the store terms exactly for the channels chosen', () => {
    const stores: [string, string][] = [
      ['apple_app_store', "## Additional terms for apps obtained from Apple's App Store"],
      ['google_play', '## Additional terms for apps obtained from Google Play'],
      ['microsoft_store', '## Additional terms for apps obtained from the Microsoft Store'],
      ['other', '## Other distribution platforms'],
    ];
    expect(render(base)).not.toContain('additional terms for that platform');
    for (const [channel] of stores) {
      const markdown = render(
        profile({ distribution: [channel], ...(channel === 'other' ? { distribution_other: 'Steam' } : {}) }),
      );
      expect(markdown).toContain('the additional terms for that platform set out below also apply');
      for (const [otherChannel, otherHeading] of stores)
        expect(markdown.includes(otherHeading), `${channel}: ${otherChannel}`).toBe(otherChannel === channel);
    }
    expect(render(profile({ distribution: ['other'], distribution_other: 'Steam' }))).toContain(
      'If you obtained the App from Steam or another third-party platform',
    );
  });

  it("includes all ten of Apple's minimum terms, with the developer's contact details", () => {
    const markdown = render(profile({ distribution: ['apple_app_store'], contact_phone: '+49 30 1234567' }));
    for (const term of [
      'Acknowledgement',
      'Scope of licence',
      'Maintenance and support',
      'Warranty',
      'Product claims',
      'Intellectual property rights',
      'Legal compliance',
      'Developer name and address',
      'Third-party terms of agreement',
      'Third-party beneficiary',
    ])
      expect(markdown).toMatch(new RegExp(`^\\d+\\. __${term}\\.__`, 'm'));
    expect(markdown).toContain('concluded between you and Tiny GmbH only, and not with Apple Inc.');
    expect(markdown).toContain('Apple will refund the purchase price for the App to you');
    expect(markdown).toContain('not located in a country that is subject to a US Government embargo');
    expect(markdown).toContain(
      'to Tiny GmbH, Hauptstraße 1, 10115 Berlin, Germany, e-mail [hello@tiny.example](mailto:hello@tiny.example), telephone +49 30 1234567.',
    );
    expect(markdown).toContain('Apple will have the right (and will be deemed to have accepted the right)');
    expect(markdown).toContain('__Third-party rights.__ Except for Apple and its subsidiaries');
    expect(render(base)).toContain('__Third-party rights.__ No one other than you and us');
  });
});

// ── Statutory blocks ───────────────────────────────────────────────────────────────────────────

const MARKERS = {
  euWarranty: 'Directive (EU) 2019/770',
  euUpdates: '__Consumers in the European Union:__ we will inform you of and supply the Updates',
  euLiability: '__Consumers in the European Union:__ the two paragraphs in capital letters',
  ukWarranty: 'the Consumer Rights Act 2015 requires it',
  ukLiability: '__Consumers in the United Kingdom:__ the two paragraphs in capital letters',
  ukDevice: 'damages a device or digital content belonging to you',
  homeCourts: 'in the courts of the country where you live',
  consumers: '__If you are a consumer__, nothing in this Agreement',
  acl: 'guarantees that cannot be excluded under the Australian Consumer Law',
  aclLimit: 'not of a kind ordinarily acquired for personal, domestic or household use',
  usGovernment: '__US Government end users.__',
};
type Marker = keyof typeof MARKERS;

const REGION_PROFILES: { name: string; answers: Answers; markers: Marker[] }[] = [
  {
    name: 'EU consumers',
    answers: profile({}),
    markers: ['euWarranty', 'euUpdates', 'euLiability', 'homeCourts', 'consumers'],
  },
  { name: 'EU businesses', answers: profile({ user_type: 'businesses' }), markers: [] },
  {
    name: 'UK consumers',
    answers: profile({ regions: ['uk'] }),
    markers: ['ukWarranty', 'ukLiability', 'ukDevice', 'homeCourts', 'consumers'],
  },
  { name: 'US consumers', answers: profile({ regions: ['us'] }), markers: ['consumers', 'usGovernment'] },
  {
    name: 'Australian businesses',
    answers: profile({ regions: ['australia'], user_type: 'businesses' }),
    markers: ['acl', 'aclLimit'],
  },
  {
    name: 'Australian consumers',
    answers: profile({ regions: ['australia'] }),
    markers: ['acl', 'consumers'],
  },
  { name: 'rest of the world', answers: profile({ regions: ['rest_of_world'] }), markers: ['consumers'] },
  {
    name: 'everywhere, consumers and businesses',
    answers: profile({ regions: ['eu', 'uk', 'us', 'australia', 'rest_of_world'], user_type: 'both' }),
    markers: Object.keys(MARKERS) as Marker[],
  },
];

describe('EULA clause library: statutory consumer clauses', () => {
  it.each(REGION_PROFILES)('includes exactly the clauses the law requires: $name', ({ answers, markers }) => {
    const markdown = render(answers);
    for (const marker of Object.keys(MARKERS) as Marker[])
      expect(markdown.includes(MARKERS[marker]), marker).toBe(markers.includes(marker));
  });

  it('never excludes liability for death or personal injury', () => {
    for (const { answers } of REGION_PROFILES)
      expect(render(answers)).toContain('liability for death or personal injury caused by negligence');
    expect(render(profile({ regions: ['uk'] }))).toContain(
      'including liability for death or personal injury caused by our negligence',
    );
  });

  it('gives the right of withdrawal, with the model form, for what EU and UK consumers buy directly', () => {
    const sells = { features: ['purchases'], purchase_types: ['in_app'] };
    const direct = render(profile(sells));
    expect(direct).toContain('## Right of withdrawal for consumers in the European Union\n');
    expect(direct).toContain('within 14 days without giving any reason');
    expect(direct).toContain(
      'your right of withdrawal ends as soon as we begin supplying the digital content',
    );
    expect(direct).toContain('or by using the withdrawal function that we provide');
    expect(direct).toContain('### Model withdrawal form');
    expect(direct).toContain('- To Tiny GmbH, Hauptstraße 1, 10115 Berlin, Germany, e-mail');
    expect(direct).not.toContain('__Services:__');
    const uk = render(profile({ ...sells, regions: ['uk'] }));
    expect(uk).toContain('## Right of withdrawal for consumers in the United Kingdom\n');
    expect(uk).not.toContain('withdrawal function');
    const service = render(profile({ ...sells, purchase_types: ['subscriptions'], free_trial: 'no' }));
    expect(service).toContain('__Services:__');
    // App store purchases follow the store's own withdrawal procedure; businesses have no such right.
    const storeOnly = render(profile({ ...sells, distribution: ['apple_app_store'] }));
    expect(storeOnly).not.toContain('## Right of withdrawal');
    expect(storeOnly).toContain('its payment, billing, withdrawal and refund policies apply');
    expect(render(profile({ ...sells, user_type: 'businesses' }))).not.toContain('## Right of withdrawal');
    expect(render(profile({ ...sells, regions: ['us'] }))).not.toContain('## Right of withdrawal');
    expect(render(base)).not.toContain('## Right of withdrawal');
  });

  it('applies the Digital Content Directive rules on changes and content retrieval to EU consumers only', () => {
    const modification = 'You may then terminate this Agreement free of charge within 30 days';
    const retrieval = 'in a commonly used, machine-readable format';
    expect(render(base)).not.toContain(modification);
    const subscription = profile({
      features: ['purchases', 'user_content'],
      purchase_types: ['subscriptions'],
      free_trial: 'no',
    });
    const eu = render(subscription);
    expect(eu).toContain(modification);
    expect(eu).toContain(retrieval);
    expect(eu).toContain('__Content moderation in the European Union.__');
    const us = render({ ...subscription, regions: ['us'] });
    expect(us).not.toContain(modification);
    expect(us).not.toContain(retrieval);
    expect(us).not.toContain('Content moderation in the European Union');
  });
});

// ── Purchases ──────────────────────────────────────────────────────────────────────────────────

describe('EULA clause library: purchases and subscriptions', () => {
  const subscription = { features: ['purchases'], purchase_types: ['subscriptions'], free_trial: 'no' };

  it('states automatic renewal, cancellation and price changes', () => {
    const markdown = render(profile(subscription));
    expect(markdown).toContain('### Subscriptions');
    expect(markdown).toContain('__A subscription renews automatically at the end of each period');
    expect(markdown).toContain(
      'You can cancel a subscription bought directly from us at any time by e-mail to',
    );
    expect(markdown).toContain('We will tell you about a price increase at least 30 days before');
    expect(markdown).toContain('Deleting the App or your account does not by itself cancel a subscription.');
    expect(markdown).not.toContain('at least 24 hours before the end of the current period');
    expect(markdown).not.toContain('free trial');
    expect(markdown).not.toContain('### Virtual currency');
    expect(render(profile({ ...subscription, features: ['purchases', 'accounts'] }))).toContain(
      'at any time in your account settings in the App or by e-mail to',
    );
  });

  it("adds Apple's 24-hour rule, the store terms and the free trial only when they apply", () => {
    const apple = render(profile({ ...subscription, distribution: ['apple_app_store'], free_trial: 'yes' }));
    expect(apple).toContain(
      'auto-renewal must be turned off at least 24 hours before the end of the current period',
    );
    expect(apple).toContain(
      "If you make a purchase through Apple's App Store, it is processed by that app store",
    );
    expect(apple).not.toContain('If you buy directly from us');
    expect(apple).toContain('__Unless you cancel before the trial ends, it converts automatically');
    const google = render(profile({ ...subscription, distribution: ['google_play', 'own_website'] }));
    expect(google).toContain('under “Payments and subscriptions”');
    expect(google).toContain('If you buy directly from us');
    expect(google).not.toContain('24 hours');
  });

  it('describes one-time purchases and virtual items', () => {
    const markdown = render(
      profile({ features: ['purchases'], purchase_types: ['paid_app', 'virtual_items'] }),
    );
    expect(markdown).toContain(
      'offered for a fee, as a one-time purchase of the App or as virtual currency or virtual items',
    );
    expect(markdown).toContain('A one-time purchase, whether of the App or of an in-app feature');
    expect(markdown).toContain('### Virtual currency and virtual items');
    expect(markdown).toContain('We show you the price of Virtual Items in real currency');
  });
});

// ── Governing law ──────────────────────────────────────────────────────────────────────────────

describe('EULA clause library: governing law', () => {
  it.each([
    [
      { company_country: 'US', home_state: 'US_NY' },
      'the State of New York and the federal laws of the United States of America',
      'state and federal courts located in the State of New York',
    ],
    [
      { company_country: 'US', home_state: 'US_DC' },
      'the District of Columbia and the federal laws',
      'courts of the District of Columbia',
    ],
    [
      { governing_law: 'other', governing_country: 'CA', governing_state: 'CA_ON' },
      'Ontario and the federal laws of Canada',
      'courts of Ontario',
    ],
    [
      { company_country: 'AU', home_state: 'AU_NSW' },
      'New South Wales and the Commonwealth laws of Australia',
      'courts of New South Wales',
    ],
    [{ company_country: 'GB', uk_law: 'scotland' }, 'the laws of Scotland, without', 'courts of Scotland'],
    [
      { governing_law: 'other', governing_country: 'GB', uk_law: 'england_wales' },
      'the laws of England and Wales, without',
      'courts of England and Wales',
    ],
    [
      { company_country: 'GB', uk_law: 'northern_ireland' },
      'the laws of Northern Ireland, without',
      'courts of Northern Ireland',
    ],
    [{ company_country: 'NL' }, 'the laws of the Netherlands, without', 'courts of the Netherlands'],
    [{}, 'the laws of Germany, without', 'courts of Germany'],
  ])('names the law and the courts: %o', (answers, law, courts) => {
    const markdown = render(profile(answers as Answers));
    expect(markdown).toContain(law);
    expect(markdown).toContain(`The ${courts} have exclusive jurisdiction`);
    expect(markdown).toContain('Convention on Contracts for the International Sale of Goods does not apply');
    expect(markdown.includes('Uniform Computer Information Transactions Act')).toBe(
      markdown.includes('federal laws of the United States'),
    );
  });
});

// ── Premium ────────────────────────────────────────────────────────────────────────────────────

describe('EULA clause library: premium extras', () => {
  const EXTRAS = [
    '## This Agreement at a glance',
    '## Acceptable use',
    '## Indemnification',
    '__Informal resolution first.__',
    'you may install and use the App on up to five devices',
  ];

  it('adds premium extras only to the premium version, and only when chosen', () => {
    const free = render(maximal, false);
    const premium = render(maximal, true);
    for (const extra of EXTRAS) {
      expect(free).not.toContain(extra);
      expect(count(premium, extra), extra).toBe(1);
    }
    const { device_limit: _limit, ...unlimited } = maximal;
    const summaryOnly = render({ ...unlimited, extras: ['summary'] }, true);
    expect(summaryOnly).toContain('## This Agreement at a glance');
    for (const extra of EXTRAS.slice(1)) expect(summaryOnly).not.toContain(extra);
    // The free version keeps everything the law and the stores require.
    for (const required of [
      "## Additional terms for apps obtained from Apple's App Store",
      '## Right of withdrawal for consumers in the European Union and the United Kingdom',
      '## Limitation of liability',
      '### Subscriptions',
    ])
      expect(free).toContain(required);
  });

  it('words the device limit for store copies and protects EU/UK consumers from the indemnity', () => {
    const direct = render(profile({ device_limit: '1', extras: ['indemnity'] }), true);
    expect(direct).toContain('You may install and use the App on up to one device that you own or control');
    expect(direct).toContain(
      'This section does not apply to you if you are a consumer living in the European Union.',
    );
    const store = render(profile({ distribution: ['google_play'], device_limit: '10' }), true);
    expect(store).toContain(
      'Unless the terms of the app store from which you obtained the App allow use on more devices',
    );
    expect(store).toContain('up to ten devices');
    const business = render(profile({ user_type: 'businesses', extras: ['indemnity'] }), true);
    expect(business).toContain('## Indemnification');
    expect(business).not.toContain('This section does not apply to you');
  });
});

// ── Safety and catalog hygiene ─────────────────────────────────────────────────────────────────

describe('EULA clause library: answers stay literal', () => {
  it('keeps hostile answer text literal: no Markdown or HTML injection', () => {
    const evil = '_Acme_ __bold__ [x](javascript:alert(1)) <script>alert(1)</script> # h';
    const markdown = render(
      {
        ...maximal,
        app_name: evil,
        company_name: evil,
        company_address: `${evil}\n- injected bullet\n\n# injected heading`,
        contact_phone: evil.slice(0, 50),
        distribution_other: `${evil} {{contactEmailLink}}`,
      },
      true,
    );
    const html = markdownToHtml(markdown);
    expect(html).not.toContain('<em>Acme</em>');
    expect(html).not.toContain('<strong>bold</strong>');
    expect(html).not.toContain('href="javascript');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<h1>injected');
    expect(html).not.toContain('<li>injected');
    expect(html).toContain(
      '_Acme_ __bold__ [x](javascript:alert(1)) &lt;script&gt;alert(1)&lt;/script&gt; # h',
    );
    expect(html.match(/<h1>/g)).toHaveLength(1);
    // Placeholders in answers stay literal: values are filled in once, never read again as templates.
    expect(html).toContain('# h {{contactEmailLink}}');
  });

  it('uses only the agreement Markdown subset, with https and mailto links only', () => {
    const markdown = render(maximal, true);
    expect(markdown).not.toContain('**');
    expect(markdown).not.toMatch(/^\s*\* /m);
    expect(markdown).not.toMatch(/^\s*\|/m);
    expect(markdown).not.toMatch(/^#{4,}/m);
    expect(markdown).not.toMatch(/^[ \t]+[-\d]/m);
    expect(markdown).not.toMatch(/!\[|<[a-z/!]/i);
    const hrefs = [...markdownToHtml(markdown).matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(href).toMatch(/^(https:\/\/|mailto:)/);
  });
});

/** Answer profiles that, together, reach every branch of the library. */
const COVERAGE: [Answers, boolean][] = [
  [maximal, true],
  [maximal, false],
  [base, false],
  ...REGION_PROFILES.map(({ answers }): [Answers, boolean] => [answers, false]),
  [profile({ app_types: ['web'], app_url: 'https://x.example', user_type: 'both', min_age: '13' }), false],
  [profile({ company_country: 'US', home_state: 'US_DC', support: 'email', device_limit: '1' }), true],
  [profile({ device_limit: '3' }), true],
  [profile({ device_limit: '10' }), true],
  [
    profile({
      company_country: 'NL',
      features: ['purchases'],
      purchase_types: ['subscriptions'],
      free_trial: 'no',
    }),
    false,
  ],
  [
    profile({
      governing_law: 'other',
      governing_country: 'CA',
      governing_state: 'CA_QC',
      features: ['open_source'],
    }),
    false,
  ],
  [profile({ company_country: 'AU', home_state: 'AU_VIC' }), false],
  [profile({ company_country: 'GB', uk_law: 'england_wales' }), false],
  [profile({ company_country: 'GB', uk_law: 'scotland' }), false],
  [profile({ company_country: 'GB', uk_law: 'northern_ireland' }), false],
];

describe('EULA clause catalog', () => {
  it('has text for every key the library reads, and every key is read by some document', () => {
    usedKeys.clear();
    for (const [answers, premium] of COVERAGE) render(answers, premium);
    // The summary's texts (compliance.*) are checked with the summary.
    const unused = Object.keys(catalog)
      .filter((key) => !key.startsWith('compliance.'))
      .filter((key) => !usedKeys.has(key));
    expect(unused).toEqual([]);
    const missing = [...usedKeys].filter((key) => !(key in catalog));
    expect(missing).toEqual([]);
  });

  it('has no empty text and nothing outside the Markdown subset', () => {
    for (const [key, text] of Object.entries(catalog)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toMatch(/\*\*|^\s*\* |<[a-z/!]|!\[|\t|\n/i);
      expect(text, key).not.toMatch(/TODO|lorem/i);
    }
    expect(catalog.title).toBe('End-User Licence Agreement');
    expect(catalog.lastUpdated).toContain('{{lastUpdated}}');
  });
});

// ── Compliance summary ─────────────────────────────────────────────────────────────────────────

/** A text of the English catalog (the compliance summary's texts are there, beside the clauses). */
const englishText = (key: string): unknown => readClauseCatalogs('eula').en?.[key];

describe('EULA compliance summary', () => {
  const summary = (answers: Answers) =>
    Object.fromEntries(
      complianceOf(eulaLibrary, check(answers)).map((row) => [row.law.split('.').pop(), row]),
    );
  const todo = (key: string) => `compliance.todo.${key}`;
  const present = (key: string) => `compliance.present.${key}`;

  it('lists one row per set of rules the document addresses', () => {
    expect(Object.keys(summary(base))).toEqual(['euConsumer', 'exportControls']);
    expect(Object.keys(summary(profile({ user_type: 'businesses', regions: ['us'] })))).toEqual([
      'exportControls',
    ]);
    expect(Object.keys(summary(maximal))).toEqual([
      'apple',
      'googlePlay',
      'microsoftStore',
      'euConsumer',
      'dsa',
      'ukConsumer',
      'australianConsumerLaw',
      'usAutoRenewal',
      'openSource',
      'exportControls',
    ]);
  });

  it("lists Apple's ten minimum terms and the owner's App Store to-dos", () => {
    const apple = summary(profile({ distribution: ['apple_app_store'] })).apple;
    expect(apple?.present).toHaveLength(10);
    expect(apple?.ownerTodo).toEqual([
      todo('appleUploadEula'),
      todo('appleAddPhone'),
      todo('storePrivacyPolicy'),
    ]);
    const complete = summary(maximal).apple;
    expect(complete?.ownerTodo).not.toContain(todo('appleAddPhone'));
    expect(complete?.ownerTodo).not.toContain(todo('storePrivacyPolicy'));
    expect(complete?.ownerTodo).toContain(todo('appleSubscriptionDisclosure'));
  });

  it('names the EU consumer to-dos that follow from the answers', () => {
    const minimalRow = summary(base).euConsumer;
    expect(minimalRow?.present).toContain(present('euConformity'));
    expect(minimalRow?.present).not.toContain(present('euWithdrawal'));
    expect(minimalRow?.ownerTodo).toContain(todo('vsbgStatement'));
    expect(minimalRow?.ownerTodo).toContain(todo('cyberResilience'));
    expect(minimalRow?.ownerTodo).not.toContain(todo('withdrawalFunction'));
    const selling = summary(
      profile({ features: ['purchases'], purchase_types: ['subscriptions'], free_trial: 'no' }),
    ).euConsumer;
    expect(selling?.present).toContain(present('euWithdrawal'));
    expect(selling?.present).toContain(present('euModification'));
    expect(selling?.ownerTodo).toContain(todo('withdrawalFunction'));
    expect(selling?.ownerTodo).toContain(todo('cancellationButton'));
    const dsaOutside = summary(
      profile({ company_country: 'US', home_state: 'US_NY', features: ['user_content'] }),
    ).dsa;
    expect(dsaOutside?.ownerTodo).toContain(todo('dsaLegalRepresentative'));
    expect(summary(profile({ features: ['user_content'] })).dsa?.ownerTodo).not.toContain(
      todo('dsaLegalRepresentative'),
    );
  });

  it('uses keys that have English texts', () => {
    for (const answers of [maximal, base]) {
      for (const row of complianceOf(eulaLibrary, check(answers)))
        for (const key of [row.law, ...row.present, ...row.ownerTodo])
          expect(typeof englishText(key), key).toBe('string');
    }
    const defined = Object.keys(readClauseCatalogs('eula').en ?? {}).filter((key) =>
      key.startsWith('compliance.'),
    );
    const used = new Set(
      [
        maximal,
        base,
        ...COVERAGE.map(([answers]) => answers),
        profile({ distribution: ['apple_app_store', 'google_play'] }),
      ]
        .flatMap((answers) => complianceOf(eulaLibrary, check(answers)))
        .flatMap((row) => [row.law, ...row.present, ...row.ownerTodo]),
    );
    expect(defined.filter((key) => !used.has(key))).toEqual([]);
  });
});

// ── Required sections ──────────────────────────────────────────────────────────────────────────

describe('EULA required sections', () => {
  const required = (answers: Answers) =>
    requiredSections(eulaLibrary, catalog, {
      answers: check(answers),
      language: 'en',
      premium: false,
      lastUpdated: '',
    });
  const law = (name: string) => `compliance.laws.${name}`;

  it('marks the sections that the laws which apply make mandatory, naming those laws', () => {
    expect(required(base)).toEqual([
      { heading: 'Disclaimer of warranties', laws: [law('euConsumer')] },
      { heading: 'Export controls and sanctions', laws: [law('exportControls')] },
    ]);
    expect(required(maximal)).toEqual([
      { heading: 'Your content', laws: [law('dsa')] },
      { heading: 'Open-source components', laws: [law('openSource')] },
      { heading: 'Subscriptions', laws: [law('usAutoRenewal')] },
      {
        heading: 'Right of withdrawal for consumers in the European Union and the United Kingdom',
        laws: [law('euConsumer'), law('ukConsumer')],
      },
      { heading: 'Model withdrawal form', laws: [law('euConsumer'), law('ukConsumer')] },
      {
        heading: 'Disclaimer of warranties',
        laws: [law('euConsumer'), law('ukConsumer'), law('australianConsumerLaw')],
      },
      { heading: 'Export controls and sanctions', laws: [law('exportControls')] },
      { heading: "Additional terms for apps obtained from Apple's App Store", laws: [law('apple')] },
      { heading: 'Additional terms for apps obtained from Google Play', laws: [law('googlePlay')] },
      {
        heading: 'Additional terms for apps obtained from the Microsoft Store',
        laws: [law('microsoftStore')],
      },
    ]);
  });

  it('names no law that does not apply: business users keep the warranty section unmarked', () => {
    expect(required(profile({ user_type: 'businesses', regions: ['us'] }))).toEqual([
      { heading: 'Export controls and sanctions', laws: [law('exportControls')] },
    ]);
  });
});
