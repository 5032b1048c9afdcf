import { describe, expect, it } from 'vitest';
import {
  maximalCookiesPolicyAnswers,
  minimalCookiesPolicyAnswers,
} from '../../../server/content/cookies-policy/sample-answers';
import wizardEn from '../../i18n/locales/en/wizard/cookies-policy.json';
import { providersIn } from '../provider-catalogue';
import { PROVIDER_CATEGORIES } from '../providers';
import { checkStep, checkWizard } from '../wizard-engine';
import type { Answers, Question } from '../wizard-model';
import {
  COOKIE_DURATION_OPTIONS,
  COOKIE_PROVIDER_FIELDS,
  cookiesPolicyWizard as wizard,
} from './cookies-policy';

const walk = (question: Question): Question[] => [
  question,
  ...(question.options ?? []).flatMap((option) => (option.questions ?? []).flatMap(walk)),
  ...(question.questions ?? []).flatMap(walk),
];
const questions = wizard.steps.flatMap((step) =>
  step.sections.flatMap((section) => section.questions.flatMap(walk)),
);
const question = (id: string) => questions.find((candidate) => candidate.id === id);

const englishText = (key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], wizardEn);

const check = (answers: Answers) => checkWizard(wizard, answers);
const minimal = minimalCookiesPolicyAnswers;
const maximal = maximalCookiesPolicyAnswers;
/** The minimal answers without one of them. */
const without = (field: string): Answers =>
  Object.fromEntries(Object.entries(minimal).filter(([key]) => key !== field));

const cookie = (extra: Answers = {}): Answers => ({
  name: 'acme_session',
  party: 'first',
  purpose: 'Keeps you signed in.',
  category: 'strictly_necessary',
  duration: 'session',
  ...extra,
});

describe('COOKIES_POLICY wizard definition', () => {
  it('has the three steps of the spec, unique question ids and a send_to e-mail question last', () => {
    expect(wizard.type).toBe('COOKIES_POLICY');
    expect(wizard.steps.map((step) => step.id)).toEqual(['information', 'build', 'send']);
    expect(new Set(questions.map((candidate) => candidate.id)).size).toBe(questions.length);
    expect(new Set(questions.map((candidate) => candidate.userData)).size).toBe(questions.length);
    const last = wizard.steps.at(-1)?.sections.flatMap((section) => section.questions) ?? [];
    expect(last).toEqual([
      expect.objectContaining({ id: 'send_to', userData: 'send_to', kind: 'email', required: true }),
    ]);
    expect(last[0]?.visibleIf).toBeUndefined();
  });

  it('offers one provider list per catalogue category', () => {
    const lists = questions.filter((candidate) => candidate.kind === 'providers');
    expect(lists.map((list) => list.providerCategory).sort()).toEqual([...PROVIDER_CATEGORIES].sort());
    expect(lists.map((list) => list.userData)).toEqual(COOKIE_PROVIDER_FIELDS.map(([field]) => field));
    expect(lists.every((list) => !list.required && !list.visibleIf)).toBe(true);
  });

  it('marks only the extras as premium', () => {
    const premium = questions.flatMap((candidate) =>
      (candidate.options ?? []).filter((option) => option.priceExtra).map((option) => option.value),
    );
    expect(premium).toEqual(['summary', 'glossary', 'consent_records', 'cookie_audits']);
    expect(questions.some((candidate) => candidate.priceExtra)).toBe(false);
  });

  it('has an English text for every step, section, question, option and help', () => {
    const keys = [
      ...wizard.steps.flatMap((step) => [
        step.title,
        ...step.sections.flatMap((section) => [
          section.title,
          ...(section.description ? [section.description] : []),
        ]),
      ]),
      ...questions.flatMap((candidate) => [
        candidate.label,
        ...(candidate.help ? [candidate.help] : []),
        ...(candidate.options ?? []).flatMap((option) => [
          option.label,
          ...(option.help ? [option.help] : []),
        ]),
      ]),
    ];
    for (const key of keys) {
      expect(key.startsWith('cookiesPolicy.'), key).toBe(true);
      expect(typeof englishText(key), key).toBe('string');
    }
  });

  it('offers every duration option as a catalogue duration', () => {
    const values = question('custom_cookie_duration')?.options?.map((option) => option.value);
    expect(values).toEqual(Object.keys(COOKIE_DURATION_OPTIONS));
  });
});

describe('COOKIES_POLICY answers', () => {
  it('accepts the maximal and the minimal answers, keeping every visible answer', () => {
    const max = check(maximal);
    expect(max.errors).toEqual({});
    expect(max.valid).toBe(true);
    expect(Object.values(max.sections).every(Boolean)).toBe(true);
    expect(Object.keys(max.answers).sort()).toEqual(Object.keys(maximal).sort());
    expect(max.answers.custom_cookies).toHaveLength(3);
    const min = check(minimal);
    expect(min.errors).toEqual({});
    expect(min.answers).toEqual(minimal);
  });

  it('requires the website, owner, regions, consent tool, signals and send_to answers', () => {
    for (const field of [
      'website_name',
      'website_url',
      'company_name',
      'contact_email',
      'regions',
      'consent_tool',
      'gpc',
      'dnt',
      'send_to',
    ]) {
      expect(check(without(field)).errors, field).toEqual({ [field]: { key: 'wizard.required' } });
    }
  });

  it('rejects malformed answers with the right field errors', () => {
    const result = check({
      ...minimal,
      website_url: 'not a url',
      contact_email: 'nobody',
      privacy_policy_url: 'javascript:alert(1)',
      regions: ['eu', 'mars'],
      own_cookie_categories: ['tasty'],
      analytics_providers: [{ id: 'google-adsense' }],
      misc_providers: [{ custom: true, name: ' ' }],
      consent_tool: 'maybe',
      website_name: 'x'.repeat(201),
      surprise: 'yes',
    });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      website_url: { key: 'validation.invalidUrl' },
      contact_email: { key: 'validation.invalidEmail' },
      privacy_policy_url: { key: 'validation.invalidUrl' },
      regions: { key: 'wizard.invalidOption' },
      own_cookie_categories: { key: 'wizard.invalidOption' },
      analytics_providers: { key: 'wizard.unknownProvider' },
      misc_providers: { key: 'wizard.customProviderName' },
      consent_tool: { key: 'wizard.invalidOption' },
      website_name: { key: 'wizard.tooLong', params: { max: 200 } },
      surprise: { key: 'wizard.unknownAnswer', params: { field: 'surprise' } },
    });
  });

  it('asks for the consent tool details only when there is a consent tool', () => {
    const none = check({
      ...minimal,
      cmp_name: 'Cookiebot',
      cookie_settings_url: 'https://a.example/cookies',
    });
    expect(none.errors).toEqual({});
    expect(none.answers.cmp_name).toBeUndefined();
    expect(none.answers.cookie_settings_url).toBeUndefined();
    const cmp = check({ ...minimal, consent_tool: 'cmp', cookie_settings_url: 'not a url' });
    expect(cmp.errors).toEqual({ cookie_settings_url: { key: 'validation.invalidUrl' } });
    const optional = check({ ...minimal, consent_tool: 'cmp' });
    expect(optional.valid).toBe(true);
  });

  it('asks about the UK statistics exception only for UK visitors with analytics cookies', () => {
    const uk = { ...minimal, regions: ['uk'] };
    expect(check({ ...uk, uk_statistics: 'exception' }).answers.uk_statistics).toBeUndefined();
    expect(check({ ...uk, own_cookie_categories: ['analytics'] }).errors).toEqual({
      uk_statistics: { key: 'wizard.required' },
    });
    expect(check({ ...uk, analytics_providers: [{ id: 'plausible' }] }).errors).toEqual({
      uk_statistics: { key: 'wizard.required' },
    });
    const euOnly = check({ ...minimal, own_cookie_categories: ['analytics'], uk_statistics: 'exception' });
    expect(euOnly.errors).toEqual({});
    expect(euOnly.answers.uk_statistics).toBeUndefined();
    const answered = check({ ...uk, own_cookie_categories: ['analytics'], uk_statistics: 'exception' });
    expect(answered.valid).toBe(true);
    expect(answered.answers.uk_statistics).toBe('exception');
  });

  it('asks about Global Privacy Control only outside the US, where the law does not settle it', () => {
    for (const region of ['california', 'us_other']) {
      const us = check({ ...without('gpc'), regions: ['eu', region] });
      expect(us.errors, region).toEqual({});
      expect(check({ ...minimal, regions: [region] }).answers.gpc, region).toBeUndefined();
    }
    expect(check({ ...without('gpc'), regions: ['canada'] }).errors).toEqual({
      gpc: { key: 'wizard.required' },
    });
  });

  it('checks each own cookie entry, with the provider asked only for third-party cookies', () => {
    const result = check({
      ...minimal,
      custom_cookies: [
        cookie(),
        cookie({ party: 'third' }),
        cookie({ name: '', duration: 'forever', category: 'tasty' }),
        cookie({ party: 'first', provider: 'Ignored Ltd' }),
      ],
    });
    expect(result.errors).toEqual({
      'custom_cookies.1.provider': { key: 'wizard.required' },
      'custom_cookies.2.name': { key: 'wizard.required' },
      'custom_cookies.2.duration': { key: 'wizard.invalidOption' },
      'custom_cookies.2.category': { key: 'wizard.invalidOption' },
    });
    expect(result.sections.own_cookies).toBe(false);
    const valid = check({
      ...minimal,
      custom_cookies: [
        cookie({ party: 'third', provider: 'Share Ltd' }),
        cookie({ provider: 'Ignored Ltd' }),
      ],
    });
    expect(valid.errors).toEqual({});
    expect((valid.answers.custom_cookies as Answers[])[1]).toEqual(cookie());
    const tooMany = check({ ...minimal, custom_cookies: Array.from({ length: 51 }, () => cookie()) });
    expect(tooMany.errors).toEqual({ custom_cookies: { key: 'wizard.tooManyEntries', params: { max: 50 } } });
  });

  it('accepts every catalogue service in its own list and custom services', () => {
    for (const [field, category] of COOKIE_PROVIDER_FIELDS) {
      const all = providersIn(category).map((provider) => ({ id: provider.id }));
      const result = check({ ...minimal, [field]: [...all, { custom: true, name: 'Own Service' }] });
      expect(result.errors, field).toEqual({});
    }
  });

  it('lets each step go on only when its own questions pass', () => {
    const broken = { ...minimal, website_url: '', dnt: '' };
    expect(checkStep(wizard, 'information', broken).errors).toEqual({
      website_url: { key: 'wizard.required' },
    });
    expect(checkStep(wizard, 'build', broken).errors).toEqual({ dnt: { key: 'wizard.required' } });
    expect(checkStep(wizard, 'send', broken).valid).toBe(true);
    expect(checkStep(wizard, 'send', without('send_to')).errors).toEqual({
      send_to: { key: 'wizard.required' },
    });
  });
});
