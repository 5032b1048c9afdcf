import { describe, expect, it } from 'vitest';
import { maximalEulaAnswers, minimalEulaAnswers } from '../../../server/content/eula/sample-answers';
import wizardEn from '../../i18n/locales/en/wizard/eula.json';
import { checkStep, checkWizard } from '../wizard-engine';
import type { Answers, Question } from '../wizard-model';
import { eulaWizard } from './eula';

const walk = (question: Question): Question[] => [
  question,
  ...(question.options ?? []).flatMap((option) => (option.questions ?? []).flatMap(walk)),
  ...(question.questions ?? []).flatMap(walk),
];
const questions = eulaWizard.steps.flatMap((step) =>
  step.sections.flatMap((section) => section.questions.flatMap(walk)),
);

const englishText = (key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], wizardEn);

const check = (answers: Answers) => checkWizard(eulaWizard, answers);
const minimal = minimalEulaAnswers;
const maximal = maximalEulaAnswers;

describe('EULA wizard definition', () => {
  it('has the four steps of the spec, unique question ids and a send_to e-mail question last', () => {
    expect(eulaWizard.type).toBe('EULA');
    expect(eulaWizard.steps.map((step) => step.id)).toEqual(['basics', 'information', 'build', 'send']);
    expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
    expect(new Set(questions.map((question) => question.userData)).size).toBe(questions.length);
    const last = eulaWizard.steps.at(-1)?.sections.flatMap((section) => section.questions) ?? [];
    expect(last).toEqual([
      expect.objectContaining({ id: 'send_to', userData: 'send_to', kind: 'email', required: true }),
    ]);
    expect(last[0]?.visibleIf).toBeUndefined();
  });

  it('has an English text for every step, section, question, option and help', () => {
    const keys = [
      ...eulaWizard.steps.flatMap((step) => [
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
    for (const key of keys) {
      expect(key.startsWith('eula.'), key).toBe(true);
      expect(typeof englishText(key), key).toBe('string');
    }
  });

  it('marks only extras beyond the legal minimum as premium', () => {
    const premium = questions.flatMap((question) => [
      ...(question.priceExtra ? [question.id] : []),
      ...(question.options ?? []).filter((option) => option.priceExtra).map((option) => option.value),
    ]);
    expect(premium.sort()).toEqual(
      ['acceptable_use', 'device_limit', 'indemnity', 'informal_resolution', 'summary'].sort(),
    );
  });
});

describe('EULA answers', () => {
  it('accepts the maximal and minimal fixtures and keeps every answer they give', () => {
    for (const answers of [maximal, minimal]) {
      const result = check(answers);
      expect(result.errors).toEqual({});
      expect(result.valid).toBe(true);
      expect(Object.keys(result.answers).sort()).toEqual(Object.keys(answers).sort());
    }
  });

  it('requires the basics, the licensor, the law, the audience, support and send_to', () => {
    const result = check({});
    expect(result.valid).toBe(false);
    const required = Object.entries(result.errors)
      .filter(([, error]) => error.key === 'wizard.required')
      .map(([path]) => path)
      .sort();
    expect(required).toEqual(
      [
        'app_name',
        'app_types',
        'company_name',
        'company_address',
        'company_country',
        'contact_email',
        'governing_law',
        'regions',
        'user_type',
        'min_age',
        'support',
        'send_to',
      ].sort(),
    );
    // Optional questions are not required.
    for (const optional of ['contact_phone', 'features', 'privacy_policy_url', 'extras'])
      expect(result.errors[optional]).toBeUndefined();
  });

  it('checks one step at a time', () => {
    const basics = checkStep(eulaWizard, 'basics', { app_name: 'X', app_types: ['web'] });
    expect(basics.errors).toEqual({ app_url: { key: 'wizard.required' } });
    expect(checkStep(eulaWizard, 'basics', minimal).valid).toBe(true);
    const information = checkStep(eulaWizard, 'information', { ...minimal, company_address: '' });
    expect(information.errors).toEqual({ company_address: { key: 'wizard.required' } });
    expect(checkStep(eulaWizard, 'send', { ...minimal, send_to: 'nope' }).errors).toEqual({
      send_to: { key: 'validation.invalidEmail' },
    });
  });

  it('asks the distribution channels only for installed software, the web address only for hosted software', () => {
    const web = check({ ...minimal, app_types: ['saas'], distribution: ['apple_app_store'] });
    expect(web.errors).toEqual({ app_url: { key: 'wizard.required' } });
    expect(web.answers.distribution).toBeUndefined();
    const mobile = check({ ...minimal, distribution: [], app_url: 'https://x.example' });
    expect(mobile.errors).toEqual({ distribution: { key: 'wizard.required' } });
    expect(mobile.answers.app_url).toBeUndefined();
    const other = check({ ...minimal, distribution: ['other'] });
    expect(other.errors).toEqual({ distribution_other: { key: 'wizard.required' } });
    expect(
      check({ ...minimal, distribution: ['own_website'], distribution_other: 'Steam' }).answers,
    ).not.toHaveProperty('distribution_other');
  });

  it('asks the state of a federal governing law, and the UK legal system, only where they exist', () => {
    const usHome = check({ ...minimal, company_country: 'US' });
    expect(usHome.errors).toEqual({ home_state: { key: 'wizard.required' } });
    expect(check({ ...minimal, company_country: 'US', home_state: 'US_NY' }).valid).toBe(true);
    expect(check({ ...minimal, company_country: 'US', home_state: 'CA_ON' }).errors).toEqual({
      home_state: { key: 'wizard.invalidState' },
    });
    // Germany has states in the catalogue, but its contract law is federal: no state question.
    expect(check({ ...minimal, home_state: 'DE_BE' }).answers.home_state).toBeUndefined();

    const other = check({ ...minimal, governing_law: 'other' });
    expect(other.errors).toEqual({ governing_country: { key: 'wizard.required' } });
    const canada = check({ ...minimal, governing_law: 'other', governing_country: 'CA' });
    expect(canada.errors).toEqual({ governing_state: { key: 'wizard.required' } });
    expect(
      check({ ...minimal, governing_law: 'other', governing_country: 'CA', governing_state: 'CA_ON' }).valid,
    ).toBe(true);
    // The home state is not asked when another country's law is chosen.
    const switched = check({
      ...minimal,
      company_country: 'US',
      home_state: 'US_NY',
      governing_law: 'other',
      governing_country: 'IE',
    });
    expect(switched.valid).toBe(true);
    expect(switched.answers.home_state).toBeUndefined();

    expect(check({ ...minimal, company_country: 'GB' }).errors).toEqual({
      uk_law: { key: 'wizard.required' },
    });
    expect(check({ ...minimal, governing_law: 'other', governing_country: 'GB' }).errors).toEqual({
      uk_law: { key: 'wizard.required' },
    });
    expect(check({ ...minimal, company_country: 'GB', uk_law: 'scotland' }).valid).toBe(true);
    expect(
      check({
        ...minimal,
        company_country: 'GB',
        governing_law: 'other',
        governing_country: 'IE',
        uk_law: 'scotland',
      }).answers.uk_law,
    ).toBeUndefined();
  });

  it('nests the purchase, subscription, open-source and support questions under their options', () => {
    const purchases = check({ ...minimal, features: ['purchases'] });
    expect(purchases.errors).toEqual({ purchase_types: { key: 'wizard.required' } });
    const subscriptions = check({ ...minimal, features: ['purchases'], purchase_types: ['subscriptions'] });
    expect(subscriptions.errors).toEqual({ free_trial: { key: 'wizard.required' } });
    const oneOff = check({
      ...minimal,
      features: ['purchases'],
      purchase_types: ['in_app'],
      free_trial: 'yes',
    });
    expect(oneOff.valid).toBe(true);
    expect(oneOff.answers.free_trial).toBeUndefined();
    // Purchase types are dropped with the purchases feature.
    const dropped = check({ ...minimal, features: ['beta'], purchase_types: ['in_app'] });
    expect(dropped.answers.purchase_types).toBeUndefined();
    expect(check({ ...minimal, features: ['open_source'] }).valid).toBe(true);
    expect(check({ ...minimal, features: ['open_source'], oss_url: 'not a url' }).errors).toEqual({
      oss_url: { key: 'validation.invalidUrl' },
    });
    expect(check({ ...minimal, support: 'page' }).errors).toEqual({
      support_url: { key: 'wizard.required' },
    });
    expect(
      check({ ...minimal, support: 'email', support_url: 'https://x.example' }).answers.support_url,
    ).toBeUndefined();
  });

  it('offers the device limit only for installed software', () => {
    expect(check({ ...minimal, device_limit: '3' }).answers.device_limit).toBe('3');
    const web = check({ ...minimal, app_types: ['web'], app_url: 'https://x.example', device_limit: '3' });
    expect(web.valid).toBe(true);
    expect(web.answers.device_limit).toBeUndefined();
  });

  it('rejects invalid values with the right field errors', () => {
    const result = check({
      ...minimal,
      app_types: ['mobile', 'console'],
      regions: ['mars'],
      user_type: 'robots',
      min_age: '21',
      company_country: 'XX',
      contact_email: 'not-an-email',
      privacy_policy_url: 'javascript:alert(1)',
      app_name: 'x'.repeat(201),
      extras: ['summary', 'summary'],
      surprise: 'yes',
    });
    expect(result.errors).toEqual({
      app_types: { key: 'wizard.invalidOption' },
      regions: { key: 'wizard.invalidOption' },
      user_type: { key: 'wizard.invalidOption' },
      min_age: { key: 'wizard.invalidOption' },
      company_country: { key: 'wizard.invalidCountry' },
      contact_email: { key: 'validation.invalidEmail' },
      privacy_policy_url: { key: 'validation.invalidUrl' },
      app_name: { key: 'wizard.tooLong', params: { max: 200 } },
      extras: { key: 'wizard.invalidOption' },
      surprise: { key: 'wizard.unknownAnswer', params: { field: 'surprise' } },
    });
    expect(result.sections).toMatchObject({ app: false, licensor: false, law: true, send: true });
  });
});
