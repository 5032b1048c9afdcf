import { describe, expect, it } from 'vitest';
import {
  maximalTermsConditionsAnswers,
  minimalTermsConditionsAnswers,
} from '../../../server/content/terms-conditions/sample-answers';
import en from '../../i18n/locales/en/wizard/terms-conditions.json';
import { checkStep, checkWizard } from '../wizard-engine';
import type { Answers, Question } from '../wizard-model';
import { termsConditionsWizard as wizard } from './terms-conditions';

const walk = (question: Question): Question[] => [
  question,
  ...(question.options ?? []).flatMap((option) => (option.questions ?? []).flatMap(walk)),
  ...(question.questions ?? []).flatMap(walk),
];
const questions = wizard.steps.flatMap((step) =>
  step.sections.flatMap((section) => section.questions.flatMap(walk)),
);
const question = (id: string) => questions.find((candidate) => candidate.id === id) as Question;

/** A small, valid answer set: a German business's website for EU consumers, nothing optional. */
const base: Answers = minimalTermsConditionsAnswers;
const maximal = maximalTermsConditionsAnswers;
const with_ = (extra: Answers): Answers => ({ ...base, ...extra });
const errorsOf = (answers: Answers) => checkWizard(wizard, answers).errors;
const required = { key: 'wizard.required' };

const flatten = (node: unknown, prefix = ''): string[] =>
  node && typeof node === 'object'
    ? Object.entries(node).flatMap(([name, value]) => flatten(value, prefix ? `${prefix}.${name}` : name))
    : [prefix];

describe('TERMS_CONDITIONS wizard definition', () => {
  it('has four steps, unique question ids and a required send_to e-mail in the last step', () => {
    expect(wizard.type).toBe('TERMS_CONDITIONS');
    expect(wizard.steps.map((step) => step.id)).toEqual(['platform', 'information', 'build', 'send']);
    expect(new Set(questions.map((candidate) => candidate.id)).size).toBe(questions.length);
    expect(new Set(questions.map((candidate) => candidate.userData)).size).toBe(questions.length);
    const last = wizard.steps.at(-1)?.sections.flatMap((section) => section.questions) ?? [];
    expect(last).toEqual([expect.objectContaining({ id: 'send_to', userData: 'send_to', kind: 'email' })]);
    expect(last[0]?.required).toBe(true);
    expect(question('platforms').options?.map((option) => option.value)).toEqual([
      'website',
      'app',
      'mobile',
      'desktop',
      'social',
    ]);
  });

  it('labels every step, section, question and option with an English text, and has no unused label', () => {
    const used = [
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
    const texts = new Set(flatten(en));
    for (const key of used) expect(texts.has(key), key).toBe(true);
    expect([...texts].filter((key) => !used.includes(key))).toEqual([]);
  });

  it('marks only extras beyond the legal minimum as premium, never a required question', () => {
    const premium = [
      ...questions.filter((candidate) => candidate.priceExtra).map((candidate) => candidate.id),
      ...questions.flatMap((candidate) =>
        (candidate.options ?? [])
          .filter((option) => option.priceExtra)
          .map((option) => `${candidate.id}:${option.value}`),
      ),
    ];
    expect(premium).toEqual([
      'copyright_procedure',
      'extras:summary',
      'extras:feedback',
      'extras:beta_features',
      'extras:force_majeure',
      'extras:export_sanctions',
    ]);
    expect(question('copyright_procedure').required).toBeFalsy();
    expect(question('extras').required).toBeFalsy();
  });

  it('accepts the maximal and the minimal fixture and keeps every answer of the maximal one', () => {
    const max = checkWizard(wizard, maximal);
    expect(max.errors).toEqual({});
    expect(max.valid).toBe(true);
    expect(Object.keys(max.answers).sort()).toEqual(Object.keys(maximal).sort());
    expect(Object.values(max.sections).every(Boolean)).toBe(true);
    const min = checkWizard(wizard, base);
    expect(min.errors).toEqual({});
    expect(min.valid).toBe(true);
  });

  it('requires the basic answers and names each missing one', () => {
    expect(errorsOf({})).toEqual({
      platforms: required,
      website_name: required,
      company_name: required,
      company_country: required,
      contact_email: required,
      customers: required,
      regions: required,
      send_to: required,
    });
    // Once consumers in the EU are chosen, the minimum age and the ADR statement become required.
    expect(errorsOf({ ...base, min_age: undefined, adr: undefined } as never)).toEqual({
      min_age: required,
      adr: required,
    });
  });

  it('checks one step at a time', () => {
    const empty: Answers = {};
    expect(Object.keys(checkStep(wizard, 'platform', empty).errors)).toEqual(['platforms']);
    expect(Object.keys(checkStep(wizard, 'information', { platforms: ['website'] }).errors).sort()).toEqual(
      [
        'company_country',
        'company_name',
        'contact_email',
        'customers',
        'regions',
        'website_name',
        'website_url',
      ].sort(),
    );
    expect(checkStep(wizard, 'build', { customers: 'businesses_only', regions: ['other'] }).valid).toBe(true);
    expect(Object.keys(checkStep(wizard, 'send', empty).errors)).toEqual(['send_to']);
    expect(checkStep(wizard, 'information', base).valid).toBe(true);
    const sectionsOfMissing = checkWizard(wizard, { ...base, contact_email: 'nope' }).sections;
    expect(sectionsOfMissing.owner).toBe(false);
    expect(sectionsOfMissing.service).toBe(true);
  });

  it('asks for the website and social page addresses only for those platforms', () => {
    expect(errorsOf(with_({ platforms: ['app'], website_url: undefined } as never))).toEqual({});
    expect(errorsOf(with_({ website_url: undefined } as never))).toEqual({ website_url: required });
    const dropped = checkWizard(wizard, with_({ social_page_url: 'https://social.example/acme' }));
    expect(dropped.answers.social_page_url).toBeUndefined();
    const kept = checkWizard(
      wizard,
      with_({ platforms: ['website', 'social'], social_page_url: 'https://social.example/acme' }),
    );
    expect(kept.answers.social_page_url).toBe('https://social.example/acme');
  });

  it('asks for the state in federal countries and the legal system in the UK, checked against the country', () => {
    const us = { company_country: 'US' };
    expect(errorsOf(with_(us))).toEqual({ company_state: required });
    expect(errorsOf(with_({ ...us, company_state: 'US_CA' }))).toEqual({});
    expect(errorsOf(with_({ ...us, company_state: 'CA_ON' }))).toEqual({
      company_state: { key: 'wizard.invalidState' },
    });
    expect(errorsOf(with_({ company_country: 'CA', company_state: 'CA_ON' }))).toEqual({});
    expect(errorsOf(with_({ company_country: 'AU' }))).toEqual({ company_state: required });
    expect(checkWizard(wizard, with_({ company_state: 'US_CA' })).answers.company_state).toBeUndefined();
    expect(errorsOf(with_({ company_country: 'GB' }))).toEqual({ uk_legal_system: required });
    expect(errorsOf(with_({ company_country: 'GB', uk_legal_system: 'wales' }))).toEqual({
      uk_legal_system: { key: 'wizard.invalidOption' },
    });
    expect(
      checkWizard(wizard, with_({ uk_legal_system: 'scotland' })).answers.uk_legal_system,
    ).toBeUndefined();
    expect(errorsOf(with_({ company_country: 'XX' }))).toEqual({
      company_country: { key: 'wizard.invalidCountry' },
    });
  });

  it('asks the minimum age, ADR and accessibility questions only for consumers, in the regions that need them', () => {
    const businesses = checkWizard(
      wizard,
      with_({ customers: 'businesses_only', min_age: '13', adr: 'adr_willing' }),
    );
    expect(businesses.errors).toEqual({});
    expect(businesses.answers.min_age).toBeUndefined();
    expect(businesses.answers.adr).toBeUndefined();
    // Consumers outside the EU and the UK: no ADR statement.
    const usOnly = checkWizard(wizard, with_({ regions: ['us'], adr: undefined } as never));
    expect(usOnly.errors).toEqual({});
    expect(errorsOf(with_({ regions: ['uk'], adr: undefined } as never))).toEqual({ adr: required });
    // The accessibility statement: consumers in the EU who buy through the service.
    const sells = { features: ['sells'], offerings: ['digital'], subscriptions: 'no' };
    const accessibility = 'https://acme.example/accessibility';
    expect(
      checkWizard(wizard, with_({ ...sells, accessibility_url: accessibility })).answers.accessibility_url,
    ).toBe(accessibility);
    expect(
      checkWizard(wizard, with_({ accessibility_url: accessibility })).answers.accessibility_url,
    ).toBeUndefined();
    expect(
      checkWizard(wizard, with_({ ...sells, regions: ['uk'], accessibility_url: accessibility })).answers
        .accessibility_url,
    ).toBeUndefined();
  });

  it('asks about arbitration only for US businesses with US users', () => {
    const usBusiness = { company_country: 'US', company_state: 'US_NY', regions: ['us'] };
    expect(errorsOf(with_({ ...usBusiness, adr: undefined } as never))).toEqual({ arbitration: required });
    expect(errorsOf(with_({ ...usBusiness, arbitration: 'yes' }))).toEqual({
      arbitration_provider: required,
    });
    expect(errorsOf(with_({ ...usBusiness, arbitration: 'yes', arbitration_provider: 'icc' }))).toEqual({
      arbitration_provider: { key: 'wizard.invalidOption' },
    });
    expect(errorsOf(with_({ ...usBusiness, arbitration: 'yes', arbitration_provider: 'jams' }))).toEqual({});
    // A German business, or a US business without US users, is never asked.
    expect(
      checkWizard(wizard, with_({ regions: ['eu', 'us'], arbitration: 'yes' })).answers.arbitration,
    ).toBeUndefined();
    const noUsUsers = checkWizard(wizard, with_({ ...usBusiness, regions: ['eu'], arbitration: 'yes' }));
    expect(noUsUsers.errors).toEqual({});
    expect(noUsUsers.answers.arbitration).toBeUndefined();
  });

  it('nests what a feature needs under it, and drops it when the feature is not chosen', () => {
    expect(errorsOf(with_({ features: ['sells'] }))).toEqual({
      offerings: required,
      subscriptions: required,
    });
    expect(errorsOf(with_({ features: ['sells'], offerings: ['goods'], subscriptions: 'yes' }))).toEqual({
      free_trial: required,
    });
    const sells = checkWizard(
      wizard,
      with_({
        features: ['sells'],
        offerings: ['goods', 'services'],
        subscriptions: 'yes',
        free_trial: 'no',
        refund_policy_url: 'acme.example/refunds',
        payment_providers: [{ id: 'stripe' }],
      }),
    );
    expect(sells.errors).toEqual({});
    expect(sells.answers.free_trial).toBe('no');
    const notSelling = checkWizard(
      wizard,
      with_({ features: ['accounts'], offerings: ['goods'], subscriptions: 'yes', free_trial: 'yes' }),
    );
    expect(notSelling.errors).toEqual({});
    expect(notSelling.answers).not.toHaveProperty('offerings');
    expect(notSelling.answers).not.toHaveProperty('subscriptions');
    expect(notSelling.answers).not.toHaveProperty('free_trial');
    const noSubscription = checkWizard(
      wizard,
      with_({ features: ['sells'], offerings: ['digital'], subscriptions: 'no', free_trial: 'yes' }),
    );
    expect(noSubscription.answers).not.toHaveProperty('free_trial');
    // The premium copyright procedure belongs to user content.
    expect(checkWizard(wizard, with_({ copyright_procedure: 'yes' })).answers).not.toHaveProperty(
      'copyright_procedure',
    );
    expect(
      checkWizard(wizard, with_({ features: ['user_content'], copyright_procedure: 'yes' })).answers
        .copyright_procedure,
    ).toBe('yes');
    // The ADR body is named only by those willing to take part.
    expect(errorsOf(with_({ adr: 'adr_willing' }))).toEqual({ adr_body_name: required });
    expect(checkWizard(wizard, with_({ adr_body_name: 'Body' })).answers).not.toHaveProperty('adr_body_name');
  });

  it('rejects typical invalid answers with the right field errors', () => {
    expect(
      errorsOf(
        with_({
          platforms: ['website', 'fax'],
          contact_email: 'legal@',
          send_to: 'owner',
          customers: 'everyone',
          regions: ['eu', 'eu'],
          company_name: 'x'.repeat(201),
          privacy_policy_url: 'javascript:alert(1)',
          change_notice: ['pigeon'],
          features: ['sells'],
          offerings: ['goods'],
          subscriptions: 'no',
          payment_providers: [{ id: 'google-analytics-4' }, { custom: true, name: '' }],
          extras: ['summary', 'everything'],
          colour: 'blue',
        }),
      ),
    ).toEqual({
      platforms: { key: 'wizard.invalidOption' },
      contact_email: { key: 'validation.invalidEmail' },
      send_to: { key: 'validation.invalidEmail' },
      customers: { key: 'wizard.invalidOption' },
      regions: { key: 'wizard.invalidOption' },
      company_name: { key: 'wizard.tooLong', params: { max: 200 } },
      privacy_policy_url: { key: 'validation.invalidUrl' },
      change_notice: { key: 'wizard.invalidOption' },
      payment_providers: { key: 'wizard.unknownProvider' },
      extras: { key: 'wizard.invalidOption' },
      colour: { key: 'wizard.unknownAnswer', params: { field: 'colour' } },
    });
    expect(errorsOf(with_({ website_url: 'not a url' }))).toEqual({
      website_url: { key: 'validation.invalidUrl' },
    });
    expect(
      errorsOf(
        with_({
          features: ['sells'],
          offerings: ['goods'],
          subscriptions: 'no',
          payment_providers: [{ custom: true, name: ' ' }],
        }),
      ),
    ).toEqual({ payment_providers: { key: 'wizard.customProviderName' } });
    expect(errorsOf(with_({ min_age: '12' }))).toEqual({ min_age: { key: 'wizard.invalidOption' } });
  });
});
