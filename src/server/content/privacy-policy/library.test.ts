// Over 400 lines: one file for the whole library's behaviour (every law's notice, providers, extras, the summary and the wizard), sharing its answer profiles.
import { describe, expect, it } from 'vitest';
import { privacyPolicyWizard } from '../../../shared/agreements/definitions/privacy-policy';
import { providersIn } from '../../../shared/agreements/provider-catalogue';
import type { ProviderCategory } from '../../../shared/agreements/providers';
import { checkWizard } from '../../../shared/agreements/wizard-engine';
import type { Answers, Question } from '../../../shared/agreements/wizard-model';
import { markdownToHtml } from '../../../shared/documents/render-html';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { complianceOf, escapeMarkdownInline, readClauseCatalogs } from '../clause-library';
import { generateAgreementMarkdown } from '../index';
import { checkedAnswers, englishWizardText } from '../library-test-support';
import { privacyPolicyLibrary } from './library';
import { maximalPrivacyPolicyAnswers } from './sample-answers';

// ── Answer profiles ────────────────────────────────────────────────────────────────────────────

const base: Answers = {
  platforms: ['website'],
  website_name: 'Acme Shop',
  website_url: 'https://acme.example',
  company_name: 'Acme Ltd',
  company_country: 'DE',
  contact_email: 'privacy@acme.example',
  has_dpo: 'no',
  children: 'children_no',
  data_collected: ['contact', 'usage'],
  automated_decisions: 'no',
  send_to: 'owner@acme.example',
};

const profile = (jurisdictions: string[], extra: Answers = {}): Answers => ({
  ...base,
  jurisdictions,
  ...(jurisdictions.includes('california') ? { dnt: 'dnt_not_honoured' } : {}),
  ...(jurisdictions.includes('california') || jurisdictions.includes('us_other') ? { sells_data: 'no' } : {}),
  ...extra,
});

const maximal = maximalPrivacyPolicyAnswers;

const check = (answers: Answers) => checkedAnswers(privacyPolicyWizard, answers);

function generate(answers: Answers, premium = false, language: Language = 'en') {
  return generateAgreementMarkdown('PRIVACY_POLICY', check(answers), {
    language,
    edition: premium ? 'premium' : 'free',
    date: new Date('2026-11-20T12:00:00Z'),
  });
}

// ── Law sections ───────────────────────────────────────────────────────────────────────────────

const LAW_HEADINGS = {
  gdpr: '### If you are in ',
  ca: '## Notice to California residents',
  caloppa: '### California Online Privacy Protection Act',
  us: '## Notice to residents of other US states',
  canada: '## Notice to residents of Canada',
  brazil: '## Notice to residents of Brazil',
  australia: '## Notice to residents of Australia',
  row: '## Users in other countries',
  coppa: '### Children under 13 in the United States (COPPA)',
};
type Law = keyof typeof LAW_HEADINGS;

const PROFILES: { name: string; answers: Answers; laws: Law[] }[] = [
  { name: 'EU only', answers: profile(['eu']), laws: ['gdpr'] },
  { name: 'UK only', answers: profile(['uk']), laws: ['gdpr'] },
  { name: 'California only', answers: profile(['california']), laws: ['ca', 'caloppa'] },
  { name: 'other US states only', answers: profile(['us_other']), laws: ['us'] },
  { name: 'Canada only', answers: profile(['canada']), laws: ['canada'] },
  { name: 'Brazil only', answers: profile(['brazil']), laws: ['brazil'] },
  { name: 'Australia only', answers: profile(['australia']), laws: ['australia'] },
  { name: 'rest of the world only', answers: profile(['rest_of_world']), laws: ['row'] },
  {
    name: 'all jurisdictions',
    answers: profile([
      'eu',
      'uk',
      'california',
      'us_other',
      'canada',
      'brazil',
      'australia',
      'rest_of_world',
    ]),
    laws: ['gdpr', 'ca', 'caloppa', 'us', 'canada', 'brazil', 'australia', 'row'],
  },
  {
    name: 'a US service for children',
    answers: profile(['california', 'us_other'], { children: 'children_yes' }),
    laws: ['ca', 'caloppa', 'us', 'coppa'],
  },
  { name: 'every option on', answers: maximal, laws: Object.keys(LAW_HEADINGS) as Law[] },
];

describe('PRIVACY_POLICY clause library', () => {
  it.each(PROFILES)('validates the answers and shows exactly the chosen laws: $name', ({ answers, laws }) => {
    const markdown = generate(answers, true);
    for (const law of Object.keys(LAW_HEADINGS) as Law[]) {
      expect(markdown.includes(LAW_HEADINGS[law]), `${law} section`).toBe(laws.includes(law));
    }
    // Sections every policy has, whatever the jurisdictions.
    for (const heading of [
      '# Privacy Policy',
      '## Who we are and how to contact us',
      '## Personal information we collect',
      '### Where we get personal information',
      '## How we share personal information',
      '## International transfers',
      '## How long we keep personal information',
      '## How we protect personal information',
      '## Your privacy rights',
      "## Children's privacy",
      '## Cookies and similar technologies',
      '## Links to other websites and services',
      '## Changes to this Privacy Policy',
      '## Contact us',
    ]) {
      expect(markdown).toContain(`${heading}\n`);
    }
    expect(markdown).toContain('_Last updated: 20 November 2026_');
    expect(markdown).not.toMatch(/\{\{|\}\}/);
  });

  it('writes the GDPR notice: legal bases, legitimate interests, rights, complaint, DPO and representative', () => {
    const markdown = generate(
      profile(['eu'], {
        company_country: 'US',
        has_dpo: 'yes',
        dpo_email: 'dpo@acme.example',
        eu_rep_name: 'Rep GmbH',
        eu_rep_email: 'rep@rep.example',
      }),
    );
    expect(markdown).toContain('## How we use personal information and our legal bases');
    expect(markdown).toContain('_Legal basis:_ the performance of a contract');
    expect(markdown).toContain('Where we rely on our legitimate interests, we have weighed them');
    for (const right of [
      'Access',
      'Rectification',
      'Erasure',
      'Restriction',
      'Data portability',
      'Objection',
    ]) {
      expect(markdown).toContain(`- __${right}.__`);
    }
    expect(markdown).toContain('__Withdrawal of consent.__');
    expect(markdown).toContain('(https://www.edpb.europa.eu/about-edpb/about-edpb/members_en)');
    expect(markdown).not.toContain('ico.org.uk');
    expect(markdown).toContain(
      'We have appointed a data protection officer, who can be contacted at [dpo@acme.example]',
    );
    expect(markdown).toContain(
      'appointed Rep GmbH as our representative in the European Union under Article 27',
    );
    expect(markdown).toContain('standard contractual clauses');
    expect(markdown).toContain('### Whether you have to provide personal information');
    expect(markdown).toContain('We do not make decisions based solely on automated processing');
    // A business established in the EEA has no representative, even if one is named by mistake.
    const established = generate(profile(['eu']));
    expect(established).not.toContain('representative in the European Union');
    // Without GDPR or LGPD, no legal bases.
    expect(generate(profile(['australia']))).not.toContain('_Legal basis:_');
  });

  it('writes the CCPA and CalOPPA notice from the answers', () => {
    const plain = generate(profile(['california']));
    expect(plain).toContain(
      '- __Identifiers__, such as your name, e-mail address, postal address, IP address',
    );
    expect(plain).toContain('__Internet or other electronic network activity information__');
    expect(plain).toContain(
      'We do not sell personal information or share it for cross-context behavioural advertising',
    );
    expect(plain).toContain(
      'We have no actual knowledge that we sell or share the personal information of consumers under 16',
    );
    expect(plain).toContain(
      '__Right to opt out of sale and sharing.__ You have the right to direct a business not to sell',
    );
    expect(plain).toContain('the Service does not currently respond to them.');
    expect(plain).toContain('We do not allow third parties to collect personally identifiable information');
    expect(plain).toContain('This Privacy Policy is effective as of 20 November 2026.');
    expect(plain).not.toContain('Do Not Sell or Share My Personal Information');
    expect(plain).not.toContain('Sensitive personal information');

    const advertising = generate(
      profile(['california'], {
        purposes: ['advertising'],
        advertising_providers: [{ id: 'google-adsense' }],
        data_collected: ['contact', 'usage', 'account'],
        ca_sensitive_beyond: 'no',
        dnt: 'dnt_honoured',
      }),
    );
    expect(advertising).toContain('shared personal information with advertising and remarketing partners');
    expect(advertising).toContain('“Do Not Sell or Share My Personal Information” link');
    expect(advertising).toContain('[Global Privacy Control](https://globalprivacycontrol.org/)');
    expect(advertising).toContain('__Sensitive personal information__, such as account log-in credentials.');
    expect(advertising).toContain('We do not use it to infer characteristics about you.');
    expect(advertising).not.toContain('Limit the Use of My Sensitive Personal Information');
    expect(advertising).toContain('we treat it as a request not to track you');
    expect(advertising).toContain('Third parties, such as the analytics, advertising and affiliate partners');

    const limit = generate(
      profile(['california'], {
        data_collected: ['contact', 'sensitive'],
        sensitive_types: ['health'],
        ca_sensitive_beyond: 'yes',
      }),
    );
    expect(limit).toContain('“Limit the Use of My Sensitive Personal Information” link');
    expect(limit).toContain('__Right to limit the use of sensitive personal information.__');

    const selling = generate(
      profile(['california'], { sells_data: 'yes', sale_recipients: ['data_brokers'] }),
    );
    expect(selling).toContain('_Sold to:_ data brokers.');
    expect(selling).toContain('We sell certain personal information to data brokers.');
  });

  it('writes the other US states notice with the appeal process', () => {
    const markdown = generate(profile(['us_other'], { purposes: ['remarketing'] }));
    expect(markdown).toContain('### How to appeal our decision');
    expect(markdown).toContain('“Privacy request appeal”');
    expect(markdown).toContain('Attorney General of your state');
    expect(markdown).toContain('We process personal data for targeted advertising.');
    expect(markdown).toContain('__Opt-out.__');
  });

  it('writes the COPPA notice only for services directed to children in the US', () => {
    expect(generate(profile(['california'], { children: 'children_yes' }))).toContain(
      'verifiable parental consent',
    );
    const notDirected = generate(profile(['california']));
    expect(notDirected).toContain(
      'The Service is not directed to children under 13, and we do not knowingly collect',
    );
    expect(notDirected).not.toContain('COPPA');
    expect(generate(profile(['eu']))).toContain('up to 16 in the European Union');
    const euChildren = generate(profile(['eu'], { children: 'children_yes' }));
    expect(euChildren).toContain('the person holding parental responsibility');
    expect(euChildren).not.toContain('COPPA');
  });

  it('says nothing of advertising identifiers in a service directed to children, in every language', () => {
    const catalogs = readClauseCatalogs('privacy-policy');
    const app = { platforms: ['website', 'mobile'], purposes: ['analytics', 'advertising'] };
    for (const language of LANGUAGES) {
      const sentence = catalogs[language]?.['cookies.mobile'] as string;
      expect(generate(profile(['california'], app), false, language), language).toContain(sentence);
      const forChildren = generate(
        profile(['california'], { ...app, children: 'children_yes' }),
        false,
        language,
      );
      expect(forChildren, language).not.toContain(sentence);
    }
  });

  it('writes the PIPEDA, LGPD and Australian Privacy Principles notices', () => {
    const canada = generate(profile(['canada'], { storage_location: 'the United States' }));
    expect(canada).toContain('Personal Information Protection and Electronic Documents Act (PIPEDA)');
    expect(canada).toContain('Our privacy officer is accountable for our compliance');
    expect(canada).toContain('outside Canada, including in the United States, where');
    expect(canada).toContain('(https://www.priv.gc.ca/en/report-a-concern/)');
    const brazil = generate(
      profile(['brazil'], { has_dpo: 'yes', dpo_name: 'Ana Silva', dpo_email: 'dpo@acme.example' }),
    );
    expect(brazil).toContain('Under Article 18 of the LGPD, you have the right to:');
    expect(brazil).toContain('(encarregado), Ana Silva, can be contacted at [dpo@acme.example]');
    expect(brazil).toContain('_Legal basis:_');
    const australia = generate(profile(['australia']));
    expect(australia).toContain('Australian Privacy Principles (APPs)');
    expect(australia).toContain('anonymously or by using a pseudonym');
    expect(australia).toContain('[Office of the Australian Information Commissioner]');
  });

  it('lists each provider category with its chosen services, linked to their privacy policies', () => {
    const categories: [ProviderCategory, string, string][] = [
      ['payments', 'payment_providers', '### Payment providers'],
      ['email_marketing', 'email_providers', '### E-mail service providers'],
      ['analytics', 'analytics_providers', '### Analytics providers'],
      ['advertising', 'advertising_providers', '### Advertising partners'],
      ['behavioral_remarketing', 'remarketing_providers', '### Remarketing partners'],
      ['affiliate', 'affiliate_providers', '### Affiliate programmes'],
      ['miscellaneous', 'misc_providers', '### Other service providers'],
    ];
    const markdown = generate(maximal);
    for (const [category, , heading] of categories) {
      expect(markdown).toContain(heading);
      for (const provider of providersIn(category)) {
        const link = `- [${escapeMarkdownInline(provider.name)}](${provider.privacyPolicyUrl})`;
        expect(markdown, provider.id).toContain(link);
        if (provider.optOutUrl)
          expect(markdown).toContain(`${link} ([how to opt out](${provider.optOutUrl}))`);
      }
    }
    // Only the chosen services, and no section for a category without any.
    const some = generate(
      profile(['eu'], { purposes: ['analytics'], analytics_providers: [{ id: 'plausible' }] }),
    );
    expect(some).toContain('### Analytics providers');
    expect(some).toContain('- [Plausible Analytics](https://plausible.io/privacy)');
    expect(some).not.toContain('Google Analytics');
    for (const [, , heading] of categories.filter(([category]) => category !== 'analytics'))
      expect(some).not.toContain(heading);
    const html = markdownToHtml(markdown);
    expect(html).toContain(
      '<a href="https://stripe.com/privacy" rel="noopener noreferrer nofollow">Stripe</a>',
    );
  });

  it('renders custom providers, with or without a privacy policy', () => {
    const markdown = generate(
      profile(['eu'], {
        purposes: ['marketing'],
        email_providers: [
          { custom: true, name: 'In-house Mailer' },
          { custom: true, name: 'Mail Co (EU)', privacyPolicyUrl: 'mailco.example/privacy' },
        ],
      }),
    );
    expect(markdown).toContain('- In-house Mailer\n');
    expect(markdown).toContain('- [Mail Co \\(EU\\)](https://mailco.example/privacy)');
    expect(markdownToHtml(markdown)).toContain(
      '<a href="https://mailco.example/privacy" rel="noopener noreferrer nofollow">Mail Co (EU)</a>',
    );
  });

  it('keeps answer text literal: no Markdown or HTML injection', () => {
    const evil = '_Evil_ __bold__ [click](javascript:alert(1)) <script>x</script> # h';
    const markdown = generate({
      ...maximal,
      company_name: evil,
      website_name: evil,
      company_address: `${evil}\n- injected bullet`,
      dpo_name: evil,
      eu_rep_name: evil,
      uk_rep_address: evil,
      storage_location: `${evil} {{contactEmailLink}}`,
      automated_logic: `${evil}\n\n# injected heading`,
      contact_methods: [{ method: 'postal', value: evil }],
      affiliate_providers: [{ custom: true, name: evil }],
    });
    const html = markdownToHtml(markdown);
    expect(html).not.toContain('<em>Evil</em>');
    expect(html).not.toContain('<strong>bold</strong>');
    expect(html).not.toContain('href="javascript');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<h1>injected');
    expect(html).not.toContain('<li>injected');
    expect(html).toContain('_Evil_ __bold__ [click](javascript:alert(1)) &lt;script&gt;x&lt;/script&gt; # h');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    // Placeholders in answers stay literal: values are filled in once, never re-read as templates.
    expect(html).toContain('# h {{contactEmailLink}}');
  });

  it('adds premium extras only to the premium version', () => {
    const extras = [
      '## Privacy at a glance',
      '### Retention schedule',
      '### Our security measures',
      '### If a data breach occurs',
      '### Teenage users',
    ];
    const free = generate(maximal, false);
    const premium = generate(maximal, true);
    for (const heading of extras) {
      expect(free).not.toContain(heading);
      expect(premium).toContain(`${heading}\n`);
    }
    // Chosen extras only.
    const summaryOnly = generate({ ...maximal, extras: ['summary'] }, true);
    expect(summaryOnly).toContain('## Privacy at a glance');
    expect(summaryOnly).not.toContain('### Retention schedule');
    // The free version still has everything the laws require.
    for (const required of [
      '## Notice to California residents',
      '### How to appeal our decision',
      '## How long we keep',
    ]) {
      expect(free).toContain(required);
    }
  });

  it('uses only the agreement Markdown subset', () => {
    const markdown = generate(maximal, true);
    expect(markdown).not.toContain('**');
    expect(markdown).not.toMatch(/^\s*\* /m);
    expect(markdown).not.toMatch(/^\s*\|/m);
    expect(markdown).not.toMatch(/^#{4,}/m);
    expect(markdown).not.toMatch(/^[ \t]+[-\d]/m);
    const html = markdownToHtml(markdown);
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(hrefs.length).toBeGreaterThan(50);
    for (const href of hrefs) expect(href).toMatch(/^(https:\/\/|mailto:)/);
  });
});

// ── Compliance summary ─────────────────────────────────────────────────────────────────────────

/** A text of the English catalog (the compliance summary's texts are there, beside the clauses). */
const englishText = (key: string): unknown => readClauseCatalogs('privacy-policy').en?.[key];

describe('the Privacy Policy compliance summary', () => {
  const summary = (answers: Answers) => {
    const rows = complianceOf(privacyPolicyLibrary, check(answers));
    return Object.fromEntries(rows.map((row) => [row.law.split('.').pop(), row]));
  };
  const todo = (key: string) => `compliance.todo.${key}`;
  const present = (key: string) => `compliance.present.${key}`;

  it('lists one row per law the document addresses', () => {
    expect(Object.keys(summary(profile(['eu'])))).toEqual(['gdpr']);
    expect(Object.keys(summary(profile(['california'])))).toEqual(['ccpa', 'caloppa', 'coppa']);
    expect(Object.keys(summary(maximal))).toEqual([
      'gdpr',
      'ukGdpr',
      'ccpa',
      'caloppa',
      'usStates',
      'coppa',
      'pipeda',
      'lgpd',
      'app',
    ]);
  });

  it('names the owner’s to-dos: opt-out link, cookie banner, representative, toll-free number', () => {
    const selling = summary(
      profile(['california'], { purposes: ['remarketing'], remarketing_providers: [{ id: 'meta-pixel' }] }),
    );
    expect(selling.ccpa?.ownerTodo).toContain(todo('doNotSellLink'));
    expect(selling.ccpa?.ownerTodo).toContain(todo('honourGpc'));
    expect(selling.ccpa?.ownerTodo).toContain(todo('tollFreeNumber'));
    expect(selling.ccpa?.present).toContain(present('gpc'));
    expect(summary(profile(['california'])).ccpa?.ownerTodo).not.toContain(todo('doNotSellLink'));
    expect(summary(maximal).ccpa?.ownerTodo).not.toContain(todo('tollFreeNumber'));
    expect(summary(maximal).ccpa?.ownerTodo).toContain(todo('limitLink'));

    const analytics = summary(
      profile(['eu'], { purposes: ['analytics'], analytics_providers: [{ id: 'google-analytics-4' }] }),
    );
    expect(analytics.gdpr?.ownerTodo).toContain(todo('cookieBanner'));
    const cookieless = summary(
      profile(['eu'], { purposes: ['analytics'], analytics_providers: [{ id: 'plausible' }] }),
    );
    expect(cookieless.gdpr?.ownerTodo).not.toContain(todo('cookieBanner'));

    const outside = summary(profile(['eu'], { company_country: 'US' }));
    expect(outside.gdpr?.ownerTodo).toContain(todo('appointEuRepresentative'));
    const represented = summary(
      profile(['eu'], { company_country: 'US', eu_rep_name: 'Rep', eu_rep_email: 'rep@rep.example' }),
    );
    expect(represented.gdpr?.ownerTodo).not.toContain(todo('appointEuRepresentative'));
    expect(represented.gdpr?.present).toContain(present('representative'));
    expect(summary(profile(['brazil'])).lgpd?.ownerTodo).toContain(todo('appointEncarregado'));
    expect(summary(profile(['california'], { children: 'children_yes' })).coppa?.ownerTodo).toContain(
      todo('parentalConsent'),
    );
  });

  it('uses keys that have English texts', () => {
    for (const row of complianceOf(privacyPolicyLibrary, check(maximal))) {
      for (const key of [row.law, ...row.present, ...row.ownerTodo])
        expect(typeof englishText(key), key).toBe('string');
    }
  });
});

// ── Definition ─────────────────────────────────────────────────────────────────────────────────

describe('PRIVACY_POLICY wizard definition', () => {
  const walk = (question: Question): Question[] => [
    question,
    ...(question.options ?? []).flatMap((option) => (option.questions ?? []).flatMap(walk)),
    ...(question.questions ?? []).flatMap(walk),
  ];
  const questions = privacyPolicyWizard.steps.flatMap((step) =>
    step.sections.flatMap((section) => section.questions.flatMap(walk)),
  );

  it('has four steps, unique question ids and a send_to e-mail question', () => {
    expect(privacyPolicyWizard.steps.map((step) => step.id)).toEqual([
      'platform',
      'information',
      'build',
      'send',
    ]);
    expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
    expect(questions.find((question) => question.userData === 'send_to')?.kind).toBe('email');
    const providerCategories = questions.flatMap((question) => question.providerCategory ?? []);
    expect(providerCategories.sort()).toEqual(
      [
        'advertising',
        'affiliate',
        'analytics',
        'behavioral_remarketing',
        'email_marketing',
        'miscellaneous',
        'payments',
      ].sort(),
    );
  });

  it('has an English text for every label', () => {
    const keys = [
      ...privacyPolicyWizard.steps.flatMap((step) => [
        step.title,
        ...step.sections.flatMap((section) => [
          section.title,
          ...(section.description ? [section.description] : []),
        ]),
      ]),
      ...questions.flatMap((question) => [
        question.label,
        ...(question.help ? [question.help] : []),
        ...(question.options ?? []).flatMap((option) => [
          option.label,
          ...(option.help ? [option.help] : []),
        ]),
      ]),
    ];
    for (const key of keys) expect(typeof englishWizardText(key), key).toBe('string');
  });

  it('asks for representatives, DPO details and California questions only when they apply', () => {
    const euInside = checkWizard(privacyPolicyWizard, profile(['eu'], { eu_rep_name: 'Rep' }));
    expect(euInside.answers.eu_rep_name).toBeUndefined();
    const euOutside = checkWizard(
      privacyPolicyWizard,
      profile(['eu'], { company_country: 'US', eu_rep_name: 'Rep' }),
    );
    expect(euOutside.errors).toEqual({ eu_rep_email: { key: 'wizard.required' } });
    const dpo = checkWizard(privacyPolicyWizard, { ...profile(['eu']), has_dpo: 'yes' });
    expect(dpo.errors).toEqual({ dpo_email: { key: 'wizard.required' } });
    const california = checkWizard(privacyPolicyWizard, { ...profile(['eu']), dnt: 'dnt_honoured' });
    expect(california.answers.dnt).toBeUndefined();
    const missing = checkWizard(privacyPolicyWizard, { ...profile(['california']), dnt: undefined } as never);
    expect(missing.errors.dnt).toEqual({ key: 'wizard.required' });
    const group = checkWizard(privacyPolicyWizard, {
      ...profile(['eu']),
      contact_methods: [{ method: 'web_form', url: 'not a url' }, { method: 'phone' }],
    });
    expect(group.errors).toEqual({
      'contact_methods.0.url': { key: 'validation.invalidUrl' },
      'contact_methods.1.value': { key: 'wizard.required' },
    });
  });
});
