import { describe, expect, it } from 'vitest';
import {
  maximalDisclaimerAnswers,
  minimalDisclaimerAnswers,
} from '../../../server/content/disclaimer/sample-answers';
import { readNamespace } from '../../../server/i18n';
import { checkStep, checkWizard } from '../wizard-engine';
import type { Answers, Question } from '../wizard-model';
import { DISCLAIMER_EXTRAS, DISCLAIMER_KINDS, disclaimerWizard } from './disclaimer';

const walk = (question: Question): Question[] => [
  question,
  ...(question.options ?? []).flatMap((option) => (option.questions ?? []).flatMap(walk)),
  ...(question.questions ?? []).flatMap(walk),
];
const questions = disclaimerWizard.steps.flatMap((step) =>
  step.sections.flatMap((section) => section.questions.flatMap(walk)),
);

const minimal = minimalDisclaimerAnswers;
const maximal = maximalDisclaimerAnswers;
const withDisclaimers = (disclaimers: string[], extra: Answers = {}): Answers => ({
  ...minimal,
  disclaimers,
  ...extra,
});

const wizardTexts = readNamespace('en', 'wizard');
const englishText = (key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], wizardTexts);

describe('DISCLAIMER wizard definition', () => {
  it('has the four steps, unique question ids and a required send_to e-mail question last', () => {
    expect(disclaimerWizard.type).toBe('DISCLAIMER');
    expect(disclaimerWizard.steps.map((step) => step.id)).toEqual([
      'platform',
      'information',
      'build',
      'send',
    ]);
    expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
    expect(new Set(questions.map((question) => question.userData)).size).toBe(questions.length);
    const last = disclaimerWizard.steps.at(-1)?.sections.at(-1)?.questions.at(-1);
    expect(last).toMatchObject({ id: 'send_to', userData: 'send_to', kind: 'email', required: true });
    expect(questions.find((question) => question.kind === 'providers')?.providerCategory).toBe('affiliate');
  });

  it('has an English text for every step, section, question, option and help key', () => {
    const keys = [
      ...disclaimerWizard.steps.flatMap((step) => [
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
      expect(key.startsWith('disclaimer.'), key).toBe(true);
      expect(typeof englishText(key), key).toBe('string');
    }
  });

  it('marks exactly the premium extras as priceExtra, and nothing the law requires', () => {
    const premium = questions.flatMap((question) =>
      (question.options ?? []).filter((option) => option.priceExtra).map((option) => option.value),
    );
    expect(premium).toEqual([...DISCLAIMER_EXTRAS]);
    expect(questions.some((question) => question.priceExtra)).toBe(false);
    const disclaimers = questions.find((question) => question.id === 'disclaimers');
    expect(disclaimers?.options?.map((option) => option.value)).toEqual([...DISCLAIMER_KINDS]);
  });

  it('accepts the minimal and the maximal answers', () => {
    for (const answers of [minimal, maximal]) {
      const result = checkWizard(disclaimerWizard, answers);
      expect(result.errors).toEqual({});
      expect(result.valid).toBe(true);
      expect(Object.values(result.sections).every(Boolean)).toBe(true);
    }
    // Every answer of the maximal profile is asked, so none is dropped.
    expect(Object.keys(checkWizard(disclaimerWizard, maximal).answers).sort()).toEqual(
      Object.keys(maximal).sort(),
    );
  });

  it('requires the platform, the owner, the audience, at least one disclaimer and send_to', () => {
    const result = checkWizard(disclaimerWizard, {});
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      platforms: { key: 'wizard.required' },
      website_name: { key: 'wizard.required' },
      company_name: { key: 'wizard.required' },
      company_country: { key: 'wizard.required' },
      contact_email: { key: 'wizard.required' },
      audiences: { key: 'wizard.required' },
      disclaimers: { key: 'wizard.required' },
      send_to: { key: 'wizard.required' },
    });
    expect(checkWizard(disclaimerWizard, { ...minimal, disclaimers: [] }).errors).toEqual({
      disclaimers: { key: 'wizard.required' },
    });
  });

  it('checks one step at a time', () => {
    expect(checkStep(disclaimerWizard, 'platform', {}).errors).toEqual({
      platforms: { key: 'wizard.required' },
    });
    const information = checkStep(disclaimerWizard, 'information', { platforms: ['website'] });
    expect(Object.keys(information.errors).sort()).toEqual(
      ['audiences', 'company_country', 'company_name', 'contact_email', 'website_name', 'website_url'].sort(),
    );
    expect(checkStep(disclaimerWizard, 'build', minimal).valid).toBe(true);
    expect(checkStep(disclaimerWizard, 'send', { ...minimal, send_to: '' }).errors).toEqual({
      send_to: { key: 'wizard.required' },
    });
  });

  it('asks for the website address only for a website, and the social page only for a social page', () => {
    const website = checkWizard(disclaimerWizard, { ...minimal, platforms: ['website'] });
    expect(website.errors).toEqual({ website_url: { key: 'wizard.required' } });
    const app = checkWizard(disclaimerWizard, {
      ...minimal,
      website_url: 'https://acme.example',
      social_page_url: 'https://social.example/acme',
    });
    // Neither question is visible for a mobile app: their answers are dropped, not validated.
    expect(app.errors).toEqual({});
    expect(app.answers.website_url).toBeUndefined();
    expect(app.answers.social_page_url).toBeUndefined();
  });

  it('asks the professional fields only under "not professional advice", and the financial questions only for finance', () => {
    expect(checkWizard(disclaimerWizard, withDisclaimers(['professional'])).errors).toEqual({
      professional_fields: { key: 'wizard.required' },
    });
    const medical = checkWizard(
      disclaimerWizard,
      withDisclaimers(['professional'], { professional_fields: ['medical'] }),
    );
    expect(medical.valid).toBe(true);
    const financial = checkWizard(
      disclaimerWizard,
      withDisclaimers(['professional'], { professional_fields: ['financial'] }),
    );
    expect(financial.errors).toEqual({ financial_positions: { key: 'wizard.required' } });
    // Nested answers of an option that is not chosen are dropped.
    const dropped = checkWizard(disclaimerWizard, {
      ...withDisclaimers(['no_warranty']),
      professional_fields: ['financial'],
      financial_positions: 'yes',
      financial_topics: ['crypto'],
    });
    expect(dropped.valid).toBe(true);
    expect(dropped.answers).not.toHaveProperty('professional_fields');
    expect(dropped.answers).not.toHaveProperty('financial_positions');
    expect(dropped.answers).not.toHaveProperty('financial_topics');
  });

  it('asks about incentives and review checks under testimonials, and human review only for published AI content', () => {
    expect(checkWizard(disclaimerWizard, withDisclaimers(['testimonials'])).errors).toEqual({
      testimonials_incentives: { key: 'wizard.required' },
      reviews_verification: { key: 'wizard.required' },
    });
    expect(checkWizard(disclaimerWizard, withDisclaimers(['ai_content'])).errors).toEqual({
      ai_uses: { key: 'wizard.required' },
    });
    const chatbot = checkWizard(
      disclaimerWizard,
      withDisclaimers(['ai_content'], { ai_uses: ['chatbot'], ai_review: 'reviewed' }),
    );
    expect(chatbot.valid).toBe(true);
    expect(chatbot.answers.ai_review).toBeUndefined();
    expect(
      checkWizard(disclaimerWizard, withDisclaimers(['ai_content'], { ai_uses: ['text'] })).errors,
    ).toEqual({
      ai_review: { key: 'wizard.required' },
    });
  });

  it('accepts affiliate programmes from the catalogue or added by the owner, and nothing else', () => {
    const ok = checkWizard(
      disclaimerWizard,
      withDisclaimers(['affiliate'], {
        affiliate_programs: [{ id: 'amazon-associates' }, { custom: true, name: 'My Network' }],
      }),
    );
    expect(ok.valid).toBe(true);
    // The programmes list is optional.
    expect(checkWizard(disclaimerWizard, withDisclaimers(['affiliate'])).valid).toBe(true);
    const wrongCategory = checkWizard(
      disclaimerWizard,
      withDisclaimers(['affiliate'], { affiliate_programs: [{ id: 'google-analytics-4' }] }),
    );
    expect(wrongCategory.errors).toEqual({ affiliate_programs: { key: 'wizard.unknownProvider' } });
    const badUrl = checkWizard(
      disclaimerWizard,
      withDisclaimers(['affiliate'], {
        affiliate_programs: [{ custom: true, name: 'X', privacyPolicyUrl: 'not a url' }],
      }),
    );
    expect(badUrl.errors).toEqual({ affiliate_programs: { key: 'validation.invalidUrl' } });
  });

  it('rejects typical invalid answers with the right field errors', () => {
    const result = checkWizard(disclaimerWizard, {
      ...minimal,
      platforms: ['website', 'fax'],
      website_url: 'not a url',
      company_country: 'XX',
      contact_email: 'nobody',
      audiences: ['mars'],
      disclaimers: ['no_warranty', 'no_warranty'],
      extras: ['summary'],
      send_to: 'owner@',
      surprise: 'x',
    });
    expect(result.errors).toEqual({
      platforms: { key: 'wizard.invalidOption' },
      // Visibility reads the answers as sent: "website" is among them, so its address is checked.
      website_url: { key: 'validation.invalidUrl' },
      company_country: { key: 'wizard.invalidCountry' },
      contact_email: { key: 'validation.invalidEmail' },
      audiences: { key: 'wizard.invalidOption' },
      disclaimers: { key: 'wizard.invalidOption' },
      extras: { key: 'wizard.invalidOption' },
      send_to: { key: 'validation.invalidEmail' },
      surprise: { key: 'wizard.unknownAnswer', params: { field: 'surprise' } },
    });
    expect(result.sections).toMatchObject({ platform: false, owner: false, audience: false, send: false });
    const tooLong = checkWizard(disclaimerWizard, { ...minimal, company_name: 'x'.repeat(201) });
    expect(tooLong.errors).toEqual({ company_name: { key: 'wizard.tooLong', params: { max: 200 } } });
    const badReview = checkWizard(
      disclaimerWizard,
      withDisclaimers(['testimonials'], {
        testimonials_incentives: 'maybe',
        reviews_verification: 'verified',
      }),
    );
    expect(badReview.errors).toEqual({ testimonials_incentives: { key: 'wizard.invalidOption' } });
  });
});
