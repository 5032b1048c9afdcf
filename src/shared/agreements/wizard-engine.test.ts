import { describe, expect, it } from 'vitest';
import { testWizard } from './definitions/test';
import { checkStep, checkWizard, conditionHolds, isQuestionVisible } from './wizard-engine';
import type { Answers, Question } from './wizard-model';

const complete: Answers = {
  platform: 'website',
  company_name: 'Acme Ltd',
  contact_email: 'privacy@acme.example',
  website_url: 'https://acme.example',
  country: 'DE',
  send_to: 'owner@acme.example',
};

describe('conditions', () => {
  const root: Answers = { platform: 'app', features: ['newsletter'], company_name: 'X' };
  it('evaluates equals, includes, answered, all, any and not', () => {
    expect(conditionHolds({ field: 'platform', equals: 'app' }, root, root)).toBe(true);
    expect(conditionHolds({ field: 'features', includes: 'newsletter' }, root, root)).toBe(true);
    expect(conditionHolds({ field: 'features', includes: 'accounts' }, root, root)).toBe(false);
    expect(conditionHolds({ field: 'company_name', answered: true }, root, root)).toBe(true);
    expect(conditionHolds({ field: 'missing', answered: true }, root, root)).toBe(false);
    expect(
      conditionHolds(
        {
          all: [
            { field: 'platform', equals: 'app' },
            { field: 'features', includes: 'newsletter' },
          ],
        },
        root,
        root,
      ),
    ).toBe(true);
    expect(
      conditionHolds(
        {
          any: [
            { field: 'platform', equals: 'website' },
            { field: 'company_name', answered: true },
          ],
        },
        root,
        root,
      ),
    ).toBe(true);
    expect(conditionHolds({ not: { field: 'platform', equals: 'app' } }, root, root)).toBe(false);
  });

  it('reads a group entry before the top level', () => {
    const question: Question = {
      id: 'q',
      userData: 'q',
      kind: 'text',
      label: 'x',
      visibleIf: { field: 'platform', equals: 'website' },
    };
    expect(isQuestionVisible(question, { platform: 'website' }, { platform: 'app' })).toBe(true);
    expect(isQuestionVisible(question, {}, { platform: 'website' })).toBe(true);
    expect(isQuestionVisible(question, {}, { platform: 'app' })).toBe(false);
  });
});

describe('checkWizard', () => {
  it('accepts complete answers and returns only what it checked', () => {
    const result = checkWizard(testWizard, { ...complete, company_name: '  Acme Ltd  ' });
    expect(result.valid).toBe(true);
    expect(result.errors).toEqual({});
    expect(result.answers.company_name).toBe('Acme Ltd');
    expect(Object.values(result.sections).every(Boolean)).toBe(true);
  });

  it('marks missing required answers and the sections they belong to', () => {
    const result = checkWizard(testWizard, { platform: 'website' });
    expect(result.valid).toBe(false);
    expect(result.errors).toMatchObject({
      company_name: { key: 'wizard.required' },
      contact_email: { key: 'wizard.required' },
      website_url: { key: 'wizard.required' },
      send_to: { key: 'wizard.required' },
    });
    expect(result.sections).toEqual({ platform: true, business: false, features: true, send: false });
  });

  it('checks a question only while it is visible, and drops answers to hidden ones', () => {
    const asApp = checkWizard(testWizard, { ...complete, platform: 'app', website_url: 'not a url' });
    expect(asApp.valid).toBe(true);
    expect(asApp.answers.website_url).toBeUndefined();
    const asWebsite = checkWizard(testWizard, { ...complete, website_url: 'not a url' });
    expect(asWebsite.errors.website_url).toEqual({ key: 'validation.invalidUrl' });
  });

  it('asks nested questions only when their option is chosen', () => {
    expect(checkWizard(testWizard, { ...complete, features: ['accounts'] }).valid).toBe(true);
    const withNewsletter = checkWizard(testWizard, { ...complete, features: ['newsletter'] });
    expect(withNewsletter.errors.newsletter_providers).toEqual({ key: 'wizard.required' });
    const answered = checkWizard(testWizard, {
      ...complete,
      features: ['newsletter'],
      newsletter_providers: [{ id: 'mailchimp' }],
    });
    expect(answered.valid).toBe(true);
    // An answer to a nested question whose option is not chosen is ignored, not an error.
    const stale = checkWizard(testWizard, {
      ...complete,
      features: ['accounts'],
      newsletter_providers: [{ id: 'mailchimp' }],
    });
    expect(stale.valid).toBe(true);
    expect(stale.answers.newsletter_providers).toBeUndefined();
  });

  it('checks provider lists: catalogue entries of the right category, or named custom ones', () => {
    const check = (providers: unknown) =>
      checkWizard(testWizard, {
        ...complete,
        features: ['newsletter'],
        newsletter_providers: providers as Answers[string],
      }).errors.newsletter_providers;
    expect(
      check([
        { id: 'mailchimp' },
        { custom: true, name: 'Our own mailer', privacyPolicyUrl: 'https://mail.example/privacy' },
      ]),
    ).toBeUndefined();
    expect(check([{ id: 'no-such-service' }])).toEqual({ key: 'wizard.unknownProvider' });
    expect(check([{ id: 'stripe' }])).toEqual({ key: 'wizard.unknownProvider' });
    expect(check([{ custom: true, name: '' }])).toEqual({ key: 'wizard.customProviderName' });
    expect(check([{ custom: true, name: 'X', privacyPolicyUrl: 'javascript:alert(1)' }])).toEqual({
      key: 'validation.invalidUrl',
    });
    expect(check([{ custom: true, name: 'X', extra: 1 }])).toEqual({ key: 'wizard.invalidValue' });
    expect(check([{ id: 'mailchimp' }, { id: 'mailchimp' }])).toEqual({ key: 'wizard.invalidValue' });
  });

  it('checks each entry of a repeatable group on its own, with paths naming the entry', () => {
    const result = checkWizard(testWizard, {
      ...complete,
      contacts: [{ name: 'Ann', email: 'ann@acme.example' }, { email: 'not-an-email' }],
    });
    expect(result.errors).toEqual({
      'contacts.1.name': { key: 'wizard.required' },
      'contacts.1.email': { key: 'validation.invalidEmail' },
    });
    expect(result.sections.features).toBe(false);
    const tooMany = checkWizard(testWizard, {
      ...complete,
      contacts: Array.from({ length: 6 }, () => ({ name: 'X' })),
    });
    expect(tooMany.errors.contacts).toEqual({ key: 'wizard.tooManyEntries', params: { max: 5 } });
    expect(
      checkWizard(testWizard, { ...complete, contacts: [{ name: 'X', role: 'boss' }] }).errors[
        'contacts.0.role'
      ],
    ).toMatchObject({
      key: 'wizard.unknownAnswer',
    });
  });

  it('refuses values of the wrong kind, unknown answers, oversized text, bad countries and states', () => {
    const result = checkWizard(testWizard, {
      ...complete,
      platform: 'desktop',
      features: 'newsletter',
      company_name: 'x'.repeat(201),
      country: 'XX',
      admin: 'yes',
    } as unknown as Answers);
    expect(result.errors).toMatchObject({
      platform: { key: 'wizard.invalidOption' },
      features: { key: 'wizard.invalidOption' },
      company_name: { key: 'wizard.tooLong', params: { max: 200 } },
      country: { key: 'wizard.invalidCountry' },
      admin: { key: 'wizard.unknownAnswer' },
    });
    expect(checkWizard(testWizard, { ...complete, country: 'US', state: 'US_CA' }).valid).toBe(true);
    expect(checkWizard(testWizard, { ...complete, country: 'US', state: 'DE_BY' }).errors.state).toEqual({
      key: 'wizard.invalidState',
    });
  });
});

describe('checkStep', () => {
  it('only reports the problems of the given step', () => {
    const result = checkStep(testWizard, 'platform', { platform: 'website' });
    expect(result.valid).toBe(true);
    expect(checkStep(testWizard, 'details', { platform: 'website' }).valid).toBe(false);
    expect(checkStep(testWizard, 'platform', {}).errors).toEqual({ platform: { key: 'wizard.required' } });
  });
});
