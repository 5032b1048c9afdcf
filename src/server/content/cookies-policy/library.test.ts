// One file for the whole library: the rendering, inventory, catalog and compliance tests share their answer profiles.
import { describe, expect, it } from 'vitest';
import {
  COOKIE_CATEGORIES,
  cookiesPolicyWizard,
} from '../../../shared/agreements/definitions/cookies-policy';
import { PROVIDER_CATALOGUE } from '../../../shared/agreements/provider-catalogue';
import type { CookieCategory } from '../../../shared/agreements/providers';
import type { Answers } from '../../../shared/agreements/wizard-model';
import { markdownToHtml } from '../../../shared/documents/render-html';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import {
  complianceOf,
  escapeMarkdownInline,
  readClauseCatalogs,
  renderClauses,
  requiredSections,
} from '../clause-library';
import { checkedAnswers } from '../library-test-support';
import { cookiesPolicyLibrary } from './library';
import { maximalCookiesPolicyAnswers, minimalCookiesPolicyAnswers } from './sample-answers';
import { durationText } from './values';

// ── Rendering ──────────────────────────────────────────────────────────────────────────────────

const catalog = readClauseCatalogs('cookies-policy').en ?? {};

/** Every catalog key any render of this file read: the dead-text check at the end uses it. */
const usedKeys = new Set<string>();
const recordingCatalog = new Proxy(catalog, {
  get(target, key) {
    if (typeof key === 'string') usedKeys.add(key);
    return target[key as string];
  },
});

const check = (answers: Answers) => checkedAnswers(cookiesPolicyWizard, answers);

function render(answers: Answers, premium = false) {
  return renderClauses(cookiesPolicyLibrary, recordingCatalog, {
    answers: check(answers),
    language: 'en',
    premium,
    lastUpdated: '20 November 2026',
  });
}

/** The document in one language (the catalogs of every language have the same keys). */
function renderIn(language: Language, answers: Answers) {
  return renderClauses(cookiesPolicyLibrary, readClauseCatalogs('cookies-policy')[language] ?? {}, {
    answers: check(answers),
    language,
    premium: false,
    lastUpdated: '20 November 2026',
  });
}

// ── Answer profiles ────────────────────────────────────────────────────────────────────────────

const minimal = minimalCookiesPolicyAnswers;
const maximal = maximalCookiesPolicyAnswers;

/** A site with the given regions; GPC is answered only where the wizard asks it (outside the US). */
const site = (regions: string[], extra: Answers = {}): Answers => {
  const inUs = regions.includes('california') || regions.includes('us_other');
  const base = Object.fromEntries(Object.entries(minimal).filter(([key]) => !(inUs && key === 'gpc')));
  return { ...base, regions, ...extra };
};

const analytics = { analytics_providers: [{ id: 'google-analytics-4' }] };
/** Analytics whose provider processes the data for the site alone: the UK statistics exception can apply. */
const statisticsOnly = { analytics_providers: [{ id: 'matomo-cloud' }] };
const ads = { advertising_providers: [{ id: 'google-adsense' }] };

// ── What the document says about services comes from what the catalogue knows of them ────────

describe('statements about services, from what the catalogue knows of them', () => {
  const catalogs = readClauseCatalogs('cookies-policy');
  /** A clause's text up to its first placeholder: what a document printing it must contain. */
  const opening = (language: Language, key: string) =>
    (catalogs[language]?.[key] ?? '').split('{{')[0] as string;
  const heading = (language: Language, key: string) => `### ${catalogs[language]?.[key]}`;

  it('claims the UK statistics exception only when every analytics cookie serves the site alone, in every language', () => {
    for (const language of LANGUAGES) {
      const claim = opening(language, 'consent.ukStatistics');
      const ownPurposes = renderIn(
        language,
        site(['uk'], { ...analytics, uk_statistics: 'exception', consent_tool: 'cmp' }),
      );
      expect(ownPurposes, language).not.toContain(claim);
      expect(ownPurposes, language).not.toContain(opening(language, 'category.analytics.ukException'));
      const addedByName = renderIn(
        language,
        site(['uk'], {
          analytics_providers: [{ id: 'matomo-cloud' }, { custom: true, name: 'Own Stats' }],
          uk_statistics: 'exception',
          consent_tool: 'cmp',
        }),
      );
      expect(addedByName, language).not.toContain(claim);
      const siteAlone = renderIn(
        language,
        site(['uk'], { ...statisticsOnly, uk_statistics: 'exception', consent_tool: 'cmp' }),
      );
      expect(siteAlone, language).toContain(claim);
    }
  });

  it('describes a cookie banner and cookie settings only when the owner has a consent tool, in every language', () => {
    for (const language of LANGUAGES) {
      const banner = opening(language, 'consent.how');
      const quebecSettings = (catalogs[language]?.['canada.quebec'] ?? '').slice(-60);
      const withoutTool = renderIn(language, site(['eu', 'canada'], { ...analytics, consent_tool: 'none' }));
      expect(withoutTool, language).not.toContain(banner);
      expect(withoutTool, language).not.toContain(quebecSettings);
      expect(withoutTool, language).toContain(catalogs[language]?.['consent.rule']);
      expect(withoutTool, language).toContain(catalogs[language]?.['canada.quebecRule']);
      const withTool = renderIn(language, site(['eu', 'canada'], { ...analytics, consent_tool: 'cmp' }));
      expect(withTool, language).toContain(banner);
      expect(withTool, language).toContain(quebecSettings);
      expect(withTool, language).not.toContain(catalogs[language]?.['consent.rule']);
    }
  });

  it('never lists a service that sets cookies among the services that do not, in every language', () => {
    const checkout = {
      payment_providers: [{ id: 'paypal' }, { id: 'klarna' }],
      misc_providers: [{ id: 'google-fonts' }],
    };
    for (const language of LANGUAGES) {
      const document = renderIn(language, site(['eu'], checkout));
      const cookieless = document.indexOf(heading(language, 'cookieless.heading'));
      const offSite = document.indexOf(heading(language, 'offSite.heading'));
      expect(cookieless, language).toBeGreaterThan(-1);
      expect(offSite, language).toBeGreaterThan(cookieless);
      const cookielessList = document.slice(cookieless, offSite);
      expect(cookielessList, language).toContain('Google Fonts');
      expect(cookielessList, language).not.toContain('PayPal');
      expect(cookielessList, language).not.toContain('Klarna');
      expect(document.slice(offSite), language).toContain('[PayPal]');
      expect(document.slice(offSite), language).toContain('[Klarna]');
    }
  });
});

// ── Law sections ───────────────────────────────────────────────────────────────────────────────

const LAW_TEXTS = {
  eprivacy: 'Article 5(3) of the ePrivacy Directive (Directive 2002/58/EC)',
  pecr: 'regulation 6 of the Privacy and Electronic Communications (EC Directive) Regulations 2003 (PECR)',
  ukExceptions: 'PECR as amended by the Data (Use and Access) Act 2025',
  consent: '## Your consent\n',
  us: '## Your privacy choices in the United States\n',
  california: '__California.__',
  caloppa: '__Tracking across websites.__',
  usStates: '__Other US states.__',
  canada: '## Visitors in Canada\n',
  row: '## Visitors in other countries\n',
};
type Law = keyof typeof LAW_TEXTS;

const PROFILES: { name: string; answers: Answers; laws: Law[] }[] = [
  { name: 'EU only', answers: site(['eu'], analytics), laws: ['eprivacy', 'consent'] },
  {
    name: 'UK only',
    answers: site(['uk'], { ...analytics, uk_statistics: 'consent' }),
    laws: ['pecr', 'ukExceptions', 'consent'],
  },
  { name: 'California only', answers: site(['california']), laws: ['us', 'california', 'caloppa'] },
  { name: 'other US states only', answers: site(['us_other']), laws: ['us', 'usStates'] },
  { name: 'Canada only', answers: site(['canada']), laws: ['canada'] },
  { name: 'rest of the world only', answers: site(['rest_of_world']), laws: ['row'] },
  { name: 'every option on', answers: maximal, laws: Object.keys(LAW_TEXTS) as Law[] },
];

describe('COOKIES_POLICY clause library', () => {
  it.each(PROFILES)(
    'validates the answers and addresses exactly the chosen laws: $name',
    ({ answers, laws }) => {
      const markdown = render(answers, true);
      for (const law of Object.keys(LAW_TEXTS) as Law[]) {
        expect(markdown.includes(LAW_TEXTS[law]), law).toBe(laws.includes(law));
      }
      for (const heading of [
        '# Cookies Policy',
        '## What cookies and similar technologies are',
        '## Cookies we use',
        '## How to manage cookies',
        '### Browser settings',
        '### Global Privacy Control and Do Not Track',
        '## Changes to this Cookies Policy',
        '## Contact us',
      ]) {
        expect(markdown).toContain(`${heading}\n`);
      }
      expect(markdown.startsWith('# Cookies Policy\n\n_Last updated: 20 November 2026_\n')).toBe(true);
      expect(markdown).not.toMatch(/\{\{|\}\}/);
    },
  );

  it('states the EU consent rule, the consent standard and the two exemptions', () => {
    const markdown = render(site(['eu'], { ...analytics, consent_tool: 'cmp' }));
    expect(markdown).toContain(
      'Consent must meet the standard of the General Data Protection Regulation (GDPR):',
    );
    expect(markdown).toContain(
      '- for the sole purpose of carrying out the transmission of a communication over an electronic communications network; or\n- where it is strictly necessary to provide an online service that you have explicitly requested.',
    );
    expect(markdown).toContain(
      'In the European Economic Area, we set these cookies only if you consent to them.',
    );
    expect(markdown).toContain('Until you make a choice, we set only strictly necessary cookies.');
    expect(markdown).toContain(
      'You can withdraw or change your consent at any time through the “Cookie settings” link on the Website.',
    );
    // Without a consent tool, withdrawal goes through the contact address.
    expect(render(site(['eu'], analytics))).toContain(
      'You can withdraw or change your consent at any time by writing to us at',
    );
    expect(markdown).not.toContain('UK GDPR');
    // Without cookies that need consent, no banner is described.
    const necessaryOnly = render(site(['eu'], { own_cookie_categories: ['strictly_necessary'] }));
    expect(necessaryOnly).toContain('The Website does not currently use cookies that need your consent');
    expect(necessaryOnly).not.toContain('our cookie banner');
  });

  it('states the UK rule, the 2026 exceptions and the statistics exception only when relied on', () => {
    const consent = render(site(['uk'], { ...analytics, uk_statistics: 'consent' }));
    expect(consent).toContain(
      'In the United Kingdom, regulation 6 of the Privacy and Electronic Communications',
    );
    expect(consent).toContain('since 5 February 2026');
    expect(consent).toContain('In the United Kingdom, we set these cookies only if you consent to them.');
    expect(consent).not.toContain('We rely on the statistical purposes exception');
    const exception = render(
      site(['uk'], { ...statisticsOnly, uk_statistics: 'exception', consent_tool: 'cmp' }),
    );
    expect(exception).toContain('We rely on the statistical purposes exception');
    expect(exception).toContain(
      'we set only strictly necessary cookies and, if you visit from the United Kingdom, the analytics cookies',
    );
    expect(exception).toContain(
      'If you visit the Website from the United Kingdom, we set these cookies without asking for your consent',
    );
    expect(exception).toContain(
      'You can object to them at any time through the “Cookie settings” link on the Website.',
    );
    // Both regions: analytics need consent in the EEA only.
    const both = render(site(['eu', 'uk'], { ...statisticsOnly, uk_statistics: 'exception' }));
    expect(both).toContain(
      'In the European Economic Area, we set these cookies only if you consent to them.',
    );
    expect(both).toContain(
      'In the United Kingdom, regulation 6 of the Privacy and Electronic Communications (EC Directive) Regulations 2003 (PECR) sets the same rule.',
    );
    expect(both).toContain('General Data Protection Regulation (GDPR) and UK GDPR');
  });

  it('writes the US notices: CCPA sharing and opt-out, GPC, CalOPPA tracking, other states', () => {
    const none = render(site(['california', 'us_other']));
    expect(none).toContain('We do not sell personal information collected through cookies');
    expect(none).toContain('We do not allow third parties to collect personally identifiable information');
    expect(none).toContain(
      'We do not process personal data collected through cookies for targeted advertising',
    );
    expect(none).toContain('We treat a GPC signal as a valid request to opt out of the sale');
    expect(none).not.toContain('Do Not Sell or Share My Personal Information');
    const advertising = render(site(['california', 'us_other'], ads));
    expect(advertising).toContain(
      'is “sharing” of personal information for cross-context behavioural advertising',
    );
    expect(advertising).toContain('“Do Not Sell or Share My Personal Information” link');
    expect(advertising).toContain(
      'The Website shows whether it has processed your Global Privacy Control signal',
    );
    expect(advertising).toContain(
      'Third parties, such as the analytics and advertising providers listed in this policy',
    );
    expect(advertising).toContain(
      'give residents the right to opt out of the processing of their personal data for targeted advertising',
    );
    // Own advertising cookies count too; a third-party video embed is tracking across sites.
    expect(render(site(['california'], { own_cookie_categories: ['advertising'] }))).toContain(
      'is “sharing”',
    );
    expect(render(site(['california'], { misc_providers: [{ id: 'youtube-embeds' }] }))).toContain(
      'Third parties, such as the analytics and advertising providers',
    );
  });

  it('writes the Canadian notice with Quebec only when cookies beyond the necessary are used', () => {
    const plain = render(site(['canada']));
    expect(plain).toContain('Personal Information Protection and Electronic Documents Act (PIPEDA)');
    expect(plain).not.toContain('__Quebec.__');
    expect(plain).not.toContain('online behavioural advertising');
    const advertising = render(site(['canada'], ads));
    expect(advertising).toContain(
      '__Quebec.__ Under section 8.1 of the Act respecting the protection of personal information',
    );
    expect(advertising).toContain('For online behavioural advertising, you can opt out at any time');
    expect(advertising).toContain(
      '[YourAdChoices, Digital Advertising Alliance of Canada](https://youradchoices.ca/)',
    );
    expect(render(site(['eu'], ads))).not.toContain('youradchoices.ca');
  });

  it('answers Global Privacy Control and Do Not Track as the owner chose', () => {
    const honoured = render(site(['eu'], { gpc: 'honoured', dnt: 'dnt_honoured' }));
    expect(honoured).toContain('we treat it as a refusal of all cookies that are not strictly necessary');
    expect(honoured).toContain('When your browser sends a DNT signal, we do not set cookies');
    const ignored = render(site(['eu']));
    expect(ignored).toContain('The Website does not currently respond to GPC signals');
    expect(ignored).toContain('the Website does not currently respond to DNT signals.');
    const us = render(site(['california']));
    expect(us).toContain('DNT signals, but it does respond to Global Privacy Control as described above.');
  });
});

// ── Inventory ──────────────────────────────────────────────────────────────────────────────────

const CATEGORY_HEADINGS: Record<CookieCategory, string> = {
  strictly_necessary: '### Strictly necessary cookies',
  functionality: '### Functionality cookies',
  analytics: '### Analytics cookies',
  advertising: '### Advertising and targeting cookies',
  social: '### Social media cookies',
};

/** The Markdown of one category section (up to the next heading). */
const section = (markdown: string, heading: string) => {
  const start = markdown.indexOf(`${heading}\n`);
  if (start < 0) return '';
  const rest = markdown.slice(start + heading.length + 1);
  const end = rest.search(/^#{1,3} /m);
  return end < 0 ? rest : rest.slice(0, end);
};

describe('COOKIES_POLICY cookie inventory', () => {
  it('lists every cookie of every catalogue service chosen, in its category, with its provider and lifetime', () => {
    const markdown = render(maximal);
    for (const provider of PROVIDER_CATALOGUE) {
      for (const cookie of provider.cookies) {
        const category = section(markdown, CATEGORY_HEADINGS[cookie.category]);
        const line = category
          .split('\n')
          .find((candidate) =>
            candidate.startsWith(`- __${escapeMarkdownInline(cookie.name)}__ (${cookie.party}-party, `),
          );
        expect(line, `${provider.id} ${cookie.name}`).toBeDefined();
        expect(line).toContain(`[${escapeMarkdownInline(provider.name)}](${provider.privacyPolicyUrl})`);
        expect(line).toContain(catalog[`cookie.${cookie.name}`]);
      }
    }
    // One line per cookie, naming every service that sets it, with the longest lifetime.
    const ide = markdown.split('\n').filter((line) => line.startsWith('- __IDE__'));
    expect(ide).toHaveLength(1);
    expect(ide[0]).toContain('[Google Ad Manager](https://policies.google.com/privacy), [Google Ads](');
    expect(ide[0]).toContain('_Lifetime:_ 13 months.');
    const muid = markdown.split('\n').filter((line) => line.startsWith('- __MUID__'));
    expect(muid).toHaveLength(1);
    expect(muid[0]).toContain('[Microsoft Clarity]');
    expect(muid[0]).toContain('_Lifetime:_ 13 months.');
    expect(markdown).toContain(
      '- __\\_ga__ (first-party, set by [Google Analytics 4](https://policies.google.com/privacy) and [Google Analytics for Firebase](https://firebase.google.com/support/privacy)): Distinguishes visitors',
    );
    expect(markdown).toContain(
      '- __YSC__ (third-party, set by [YouTube \\(embedded videos\\)](https://policies.google.com/privacy)):',
    );
    expect(markdown).toContain('_Lifetime:_ until you close your browser (session cookie).');
    expect(markdown).toContain('_Lifetime:_ 30 minutes.');
    expect(markdown).toContain('_Lifetime:_ 1 day.');
  });

  it('lists only the services chosen, and each category exactly when something uses it', () => {
    const markdown = render(site(['eu'], { analytics_providers: [{ id: 'hotjar' }] }));
    expect(markdown).toContain('- __\\_hjSessionUser\\_*__ (first-party, set by [Hotjar]');
    expect(markdown).not.toContain('Google Analytics');
    for (const category of COOKIE_CATEGORIES)
      expect(markdown.includes(CATEGORY_HEADINGS[category]), category).toBe(category === 'analytics');

    for (const category of COOKIE_CATEGORIES) {
      const own = render(site(['eu'], { own_cookie_categories: [category] }));
      for (const other of COOKIE_CATEGORIES)
        expect(own.includes(CATEGORY_HEADINGS[other]), `${category}/${other}`).toBe(other === category);
      expect(own).toContain(catalog[`category.${category}.own`]);
    }
    // The consent tool's own cookie is strictly necessary.
    const cmp = render(site(['eu'], { consent_tool: 'cmp', cmp_name: 'Cookiebot' }));
    expect(cmp).toContain(CATEGORY_HEADINGS.strictly_necessary);
    expect(cmp).toContain('the cookie in which our consent tool (Cookiebot) records the choices you make');
  });

  it('says so when the website uses no cookie at all', () => {
    const markdown = render(minimal);
    expect(markdown).toContain('The Website does not currently use cookies or similar technologies');
    for (const heading of Object.values(CATEGORY_HEADINGS)) expect(markdown).not.toContain(heading);
    expect(markdown).not.toContain('### Opting out of third-party cookies');
    expect(markdown).not.toContain('the law does not require your consent for strictly necessary cookies');
  });

  it('lists the owner’s own cookies and the services without catalogue cookies', () => {
    const markdown = render(maximal);
    expect(section(markdown, CATEGORY_HEADINGS.strictly_necessary)).toContain(
      '- __acme\\_session__ (first-party, set by us): Keeps you signed in to your account. _Lifetime:_ until you close your browser (session cookie).',
    );
    expect(section(markdown, CATEGORY_HEADINGS.functionality)).toContain(
      '- __acme\\_lang__ (first-party, set by us): Remembers the language you chose. _Lifetime:_ 1 year.',
    );
    expect(section(markdown, CATEGORY_HEADINGS.social)).toContain(
      '- __sharebar\\_uid__ (third-party, set by ShareBar Ltd): Counts how often pages are shared on social networks. _Lifetime:_ 6 months.',
    );
    // Custom services: listed in the category their kind sets, or as other services.
    expect(section(markdown, CATEGORY_HEADINGS.analytics)).toContain(
      '- [Own Stats](https://stats.example/privacy) may also set cookies of this category;',
    );
    expect(section(markdown, CATEGORY_HEADINGS.advertising)).toContain(
      '- Partner Network may also set cookies',
    );
    expect(section(markdown, '### Other services that may set cookies')).toContain('- In-house Mailer\n');
    // Catalogue services that set no cookie on the site: those that set none at all, and those that
    // use cookies or similar identifiers only in their own windows, frames or e-mails.
    const cookieless = section(markdown, '### Services that do not set cookies on the Website');
    const offSite = section(
      markdown,
      '### Services that use cookies in their own windows, frames or e-mails',
    );
    for (const provider of PROVIDER_CATALOGUE.filter((candidate) => candidate.cookies.length === 0)) {
      const entry = `- [${escapeMarkdownInline(provider.name)}](${provider.privacyPolicyUrl})`;
      expect(provider.setsIdentifiers === 'none' ? cookieless : offSite, provider.id).toContain(entry);
      expect(provider.setsIdentifiers === 'none' ? offSite : cookieless, provider.id).not.toContain(entry);
    }
    expect(cookieless).not.toContain('Stripe');
    expect(render(site(['eu'], analytics))).not.toContain('### Services that do not set cookies');
  });

  it('lists each service’s opt-out page once, and the industry tools only with advertising cookies', () => {
    const markdown = render(maximal);
    const optOuts = section(markdown, '### Opting out of third-party cookies');
    for (const provider of PROVIDER_CATALOGUE.filter((candidate) => candidate.optOutUrl)) {
      const url = `](${provider.optOutUrl})`;
      expect(optOuts.split(url).length - 1, provider.id).toBe(1);
    }
    expect(optOuts).toContain(
      '- Google Analytics 4: [manage your choices](https://tools.google.com/dlpage/gaoptout)',
    );
    for (const tool of ['optout.aboutads.info', 'optout.networkadvertising.org', 'www.youronlinechoices.eu'])
      expect(optOuts).toContain(tool);
    const analyticsOnly = render(site(['eu'], analytics));
    expect(analyticsOnly).toContain('### Opting out of third-party cookies');
    expect(analyticsOnly).not.toContain('youronlinechoices');
    expect(render(site(['eu'], { analytics_providers: [{ id: 'hotjar' }] }))).not.toContain(
      '### Opting out of third-party cookies',
    );
  });

  it('has a purpose for every catalogue cookie and writes every lifetime in words', () => {
    for (const provider of PROVIDER_CATALOGUE)
      for (const cookie of provider.cookies)
        expect(catalog[`cookie.${cookie.name}`], cookie.name).toBeTruthy();
    const text = (key: string) => {
      usedKeys.add(key);
      const value = catalog[key];
      if (value === undefined) throw new Error(`missing ${key}`);
      return value;
    };
    expect(durationText({ session: true }, 'en', text)).toBe('until you close your browser (session cookie)');
    const expected = { minute: 'minute', hour: 'hour', day: 'day', month: 'month', year: 'year' } as const;
    for (const [unit, word] of Object.entries(expected) as [keyof typeof expected, string][]) {
      expect(durationText({ amount: 1, unit }, 'en', text)).toBe(`1 ${word}`);
      expect(durationText({ amount: 13, unit }, 'en', text)).toBe(`13 ${word}s`);
    }
  });
});

// ── Optional blocks, premium, escaping, Markdown ───────────────────────────────────────────────

describe('COOKIES_POLICY optional blocks', () => {
  it('links the Privacy Policy and the cookie settings page when given', () => {
    const linked = render(
      site(['eu'], {
        ...analytics,
        privacy_policy_url: 'acme.example/privacy',
        consent_tool: 'cmp',
        cookie_settings_url: 'https://acme.example/cookies#settings',
      }),
    );
    expect(linked).toContain('Our [Privacy Policy](https://acme.example/privacy) explains');
    expect(linked).toContain(
      'at any time on our [cookie settings page](https://acme.example/cookies#settings)',
    );
    expect(linked).toContain('or refuse them in our cookie settings.');
    const plain = render(site(['eu'], analytics));
    expect(plain).toContain('Our Privacy Policy, available on the Website, explains');
    expect(plain).not.toContain('### Cookie settings on the Website');
    expect(plain).not.toContain('refuse them in our cookie settings');
  });

  it('describes pixels in e-mails exactly when an e-mail service is chosen', () => {
    const email = render(site(['eu'], { email_providers: [{ id: 'mailchimp' }] }));
    expect(email).toContain('## Pixels in our e-mails');
    expect(email).toContain(
      'In the European Economic Area, we use these pixels only with your consent. You can',
    );
    expect(render(site(['california'], { email_providers: [{ id: 'mailchimp' }] }))).toContain(
      'We use this information to measure and improve our e-mails. You can prevent it',
    );
    expect(render(site(['eu']))).not.toContain('## Pixels in our e-mails');
  });

  it('includes the postal address in the contact section only when given', () => {
    expect(render(site(['eu'], { company_address: '1 Main St' }))).toContain(
      'by e-mail at [hello@acme.example](mailto:hello@acme.example) or by post at 1 Main St.',
    );
    expect(render(minimal)).toContain('by e-mail at [hello@acme.example](mailto:hello@acme.example).');
  });

  it('adds premium extras only to the premium version, and only those chosen', () => {
    const extras = [
      '## Cookies at a glance',
      '### Key terms',
      '### How we record your choices',
      '## How we keep this list up to date',
    ];
    const free = render(maximal, false);
    const premium = render(maximal, true);
    for (const heading of extras) {
      expect(free).not.toContain(heading);
      expect(premium).toContain(`${heading}\n`);
    }
    const glossaryOnly = render({ ...maximal, extras: ['glossary'] }, true);
    expect(glossaryOnly).toContain('### Key terms');
    expect(glossaryOnly).not.toContain('## Cookies at a glance');
    // Consent records describe the banner's log: not without a consent tool.
    const noTool = render(site(['eu'], { ...analytics, extras: ['consent_records', 'summary'] }), true);
    expect(noTool).not.toContain('### How we record your choices');
    expect(noTool).toContain(
      '- __Your choice:__ where the law requires it, we use cookies that are not strictly necessary only if you agree',
    );
    const nothing = render(site(['california'], { extras: ['summary'] }), true);
    expect(nothing).toContain('- __What we use:__ the Website does not currently use cookies');
    expect(nothing).toContain('- __Who sets them:__ only we do');
    expect(nothing).toContain(
      '- __Your choice:__ you can refuse or delete cookies at any time in your browser',
    );
    expect(premium).toContain(
      '- __What we use:__ strictly necessary cookies, functionality cookies, analytics cookies, advertising cookies and social media cookies,',
    );
    // The free version still has everything the laws require.
    for (const required of ['## Your consent', '### Opting out of third-party cookies', '__California.__'])
      expect(free).toContain(required);
  });

  it('keeps answer text literal: no Markdown or HTML injection', () => {
    const evil = '_Acme_ __bold__ [x](javascript:alert(1)) <script>x</script> # h';
    const markdown = render(
      {
        ...maximal,
        company_name: evil,
        website_name: evil,
        company_address: `${evil}\n- injected bullet`,
        cmp_name: evil,
        custom_cookies: [
          {
            name: evil,
            party: 'third',
            provider: evil,
            purpose: `${evil}\n\n# injected heading {{contactEmailLink}}`,
            category: 'analytics',
            duration: 'days_7',
          },
        ],
        misc_providers: [{ custom: true, name: evil }],
        analytics_providers: [{ custom: true, name: evil, privacyPolicyUrl: 'https://evil.example/a)b(c' }],
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
    expect(html).toContain('_Acme_ __bold__ [x](javascript:alert(1)) &lt;script&gt;x&lt;/script&gt; # h');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    // Placeholders in answers stay literal: values are filled in once, never re-read as templates.
    expect(html).toContain('# injected heading {{contactEmailLink}}');
    // A URL answer stays one https link (see the report on escapeMarkdownUrl and parentheses).
    expect(html).toContain('<a href="https://evil.example/a');
    for (const [, href] of html.matchAll(/href="([^"]+)"/g)) expect(href).toMatch(/^(https:\/\/|mailto:)/);
  });

  it('uses only the agreement Markdown subset and safe links', () => {
    const markdown = render(maximal, true);
    expect(markdown).not.toContain('**');
    expect(markdown).not.toMatch(/^\s*\* /m);
    expect(markdown).not.toMatch(/^\s*\|/m);
    expect(markdown).not.toMatch(/^#{4,}/m);
    expect(markdown).not.toMatch(/^[ \t]+[-\d]/m);
    expect(markdown).not.toMatch(/<[a-z/!]/i);
    const html = markdownToHtml(markdown);
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(hrefs.length).toBeGreaterThan(100);
    for (const href of hrefs) expect(href).toMatch(/^(https:\/\/|mailto:)/);
    // Cookie names render as bold literal names, underscores included.
    expect(html).toContain('<strong>__stripe_mid</strong>');
    expect(html).toContain('<strong>_ga_*</strong>');
  });
});

// ── Catalog ────────────────────────────────────────────────────────────────────────────────────

describe('COOKIES_POLICY clause catalog', () => {
  it('has no empty text and nothing outside the Markdown subset', () => {
    for (const [key, text] of Object.entries(catalog)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toMatch(/\*\*|<[a-z/!]|!\[|^\s*\|/im);
    }
    expect(catalog.title).toBe('Cookies Policy');
    expect(catalog.lastUpdated).toContain('{{lastUpdated}}');
  });

  it('uses every clause of the catalog, and every clause it uses exists', () => {
    usedKeys.clear();
    // Profiles that together reach every branch of the structure.
    const coverage: [Answers, boolean][] = [
      [maximal, true],
      [minimal, true],
      [site(['eu'], { ...analytics, gpc: 'honoured', extras: ['summary'] }), true],
      [site(['uk'], { ...statisticsOnly, uk_statistics: 'exception', consent_tool: 'cmp' }), false],
      [site(['eu', 'uk'], { ...statisticsOnly, uk_statistics: 'exception' }), false],
      [site(['california', 'us_other'], { extras: ['summary'] }), true],
      [site(['canada'], ads), false],
    ];
    for (const [answers, premium] of coverage) render(answers, premium);
    const text = (key: string) => {
      usedKeys.add(key);
      return catalog[key] ?? '';
    };
    for (const unit of ['minute', 'hour', 'day', 'month', 'year'] as const)
      for (const amount of [1, 2]) durationText({ amount, unit }, 'en', text);
    // The summary's texts (compliance.*) are checked with the summary.
    expect(
      Object.keys(catalog)
        .filter((key) => !key.startsWith('compliance.'))
        .filter((key) => !usedKeys.has(key)),
    ).toEqual([]);
    expect([...usedKeys].filter((key) => !(key in catalog))).toEqual([]);
  });
});

// ── Compliance summary ─────────────────────────────────────────────────────────────────────────

/** A text of the English catalog (the compliance summary's texts are there, beside the clauses). */
const englishText = (key: string): unknown => readClauseCatalogs('cookies-policy').en?.[key];

describe('cookiesPolicyCompliance', () => {
  const summary = (answers: Answers) =>
    Object.fromEntries(
      complianceOf(cookiesPolicyLibrary, check(answers)).map((row) => [row.law.split('.').pop(), row]),
    );
  const todo = (key: string) => `compliance.todo.${key}`;
  const present = (key: string) => `compliance.present.${key}`;

  it('lists one row per law the document addresses', () => {
    expect(Object.keys(summary(minimal))).toEqual(['eprivacy']);
    expect(Object.keys(summary(site(['rest_of_world'])))).toEqual([]);
    expect(Object.keys(summary(maximal))).toEqual(['eprivacy', 'pecr', 'ccpa', 'usStates', 'canada']);
  });

  it('names the consent banner to-dos when cookies need consent, and the tool to install when there is none', () => {
    expect(summary(minimal).eprivacy?.ownerTodo).not.toContain(todo('consentBanner'));
    expect(summary(minimal).eprivacy?.ownerTodo).not.toContain(todo('installConsentTool'));
    const noTool = summary(site(['eu'], analytics)).eprivacy;
    expect(noTool?.ownerTodo).toContain(todo('installConsentTool'));
    expect(noTool?.ownerTodo).toContain(todo('equalChoice'));
    expect(noTool?.ownerTodo).toContain(todo('recordConsent'));
    expect(noTool?.ownerTodo).toContain(todo('settingsLink'));
    const tool = summary(
      site(['eu'], { ...analytics, consent_tool: 'cmp', cookie_settings_url: 'https://a.example/c' }),
    );
    expect(tool.eprivacy?.ownerTodo).toContain(todo('consentBanner'));
    expect(tool.eprivacy?.ownerTodo).not.toContain(todo('settingsLink'));
    expect(summary(site(['eu'], { email_providers: [{ id: 'mailchimp' }] })).eprivacy?.ownerTodo).toContain(
      todo('emailConsent'),
    );
    expect(summary(site(['eu'], ads)).eprivacy?.ownerTodo).toContain(todo('jointControllers'));
  });

  it('names the UK objection to-dos only with the statistics exception', () => {
    const exception = summary(site(['uk'], { ...statisticsOnly, uk_statistics: 'exception' })).pecr;
    expect(exception?.present).toContain(present('ukObjection'));
    expect(exception?.ownerTodo).not.toContain(todo('ukStatisticsUnavailable'));
    expect(exception?.ownerTodo).toContain(todo('ukObjectionMeans'));
    expect(exception?.ownerTodo).toContain(todo('ukAnalyticsCheck'));
    const consent = summary(site(['uk'], { ...analytics, uk_statistics: 'consent' })).pecr;
    expect(consent?.ownerTodo).not.toContain(todo('ukObjectionMeans'));
  });

  it('tells the owner when the exception they chose cannot apply', () => {
    const ownPurposes = summary(site(['uk'], { ...analytics, uk_statistics: 'exception' })).pecr;
    expect(ownPurposes?.ownerTodo).toContain(todo('ukStatisticsUnavailable'));
    expect(ownPurposes?.ownerTodo).not.toContain(todo('ukObjectionMeans'));
    expect(ownPurposes?.present).not.toContain(present('ukObjection'));
    const consent = summary(site(['uk'], { ...analytics, uk_statistics: 'consent' })).pecr;
    expect(consent?.ownerTodo).not.toContain(todo('ukStatisticsUnavailable'));
  });

  it('names the CCPA opt-out to-dos only when cookies are used for cross-context advertising', () => {
    const sharing = summary(site(['california'], ads)).ccpa;
    for (const key of ['doNotSellLink', 'honourGpc', 'displayGpcStatus', 'bannerNotOptOut', 'adContracts'])
      expect(sharing?.ownerTodo).toContain(todo(key));
    expect(sharing?.present).toContain(present('ccpaOptOut'));
    const none = summary(site(['california'], analytics)).ccpa;
    expect(none?.ownerTodo).not.toContain(todo('doNotSellLink'));
    expect(none?.present).not.toContain(present('ccpaOptOut'));
    expect(summary(site(['canada'], ads)).canada?.ownerTodo).toEqual([
      todo('quebecOptIn'),
      todo('obaConditions'),
    ]);
  });

  it('uses keys that have English texts', () => {
    for (const answers of [maximal, minimal, site(['eu'], analytics), site(['us_other'])]) {
      for (const row of complianceOf(cookiesPolicyLibrary, check(answers))) {
        for (const key of [row.law, ...row.present, ...row.ownerTodo])
          expect(typeof englishText(key), key).toBe('string');
      }
    }
  });
});

// ── Required sections ──────────────────────────────────────────────────────────────────────────

describe('COOKIES_POLICY required sections', () => {
  const sectionsOf = (answers: Answers) =>
    requiredSections(cookiesPolicyLibrary, catalog, {
      answers: check(answers),
      language: 'en',
      premium: false,
      lastUpdated: '',
    });
  const required = (answers: Answers) =>
    sectionsOf(answers).map(({ heading, laws }) => [heading, laws.map((law) => law.split('.').pop())]);

  it('marks the sections each law that applies requires, naming the laws with the compliance summary’s keys', () => {
    expect(required(maximal)).toEqual([
      ['What cookies and similar technologies are', ['eprivacy', 'pecr']],
      ['Cookies we use', ['eprivacy', 'pecr', 'ccpa', 'canada']],
      ['Your consent', ['eprivacy', 'pecr']],
      ['How to manage cookies', ['eprivacy', 'pecr', 'canada']],
      ['Global Privacy Control and Do Not Track', ['ccpa', 'usStates']],
      ['Your privacy choices in the United States', ['ccpa', 'usStates']],
      ['Visitors in Canada', ['canada']],
    ]);
    expect(required(site(['canada']))).toEqual([
      ['Cookies we use', ['canada']],
      ['How to manage cookies', ['canada']],
      ['Visitors in Canada', ['canada']],
    ]);
    expect(required(site(['rest_of_world']))).toEqual([]);
    for (const key of sectionsOf(maximal).flatMap((section) => section.laws))
      expect(typeof englishText(key), key).toBe('string');
  });
});
