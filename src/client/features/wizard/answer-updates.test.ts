import { describe, expect, it } from 'vitest';
import { testWizard } from '../../../shared/agreements/definitions/test';
import type { Answers, Question, WizardDefinition } from '../../../shared/agreements/wizard-model';
import {
  definitionAsks,
  firstInvalidStepIndex,
  premiumExtras,
  stepIndexOwningAnswer,
  topLevelQuestions,
  withAnswer,
  withoutUnknownAnswers,
} from './answer-updates';

const questions = topLevelQuestions(testWizard);

describe('withAnswer', () => {
  it('sets one answer and keeps the others', () => {
    expect(withAnswer(questions, { platform: 'app' }, 'company_name', 'Acme')).toEqual({
      platform: 'app',
      company_name: 'Acme',
    });
  });

  it('drops the state when its country changes: the old country’s state would be wrong', () => {
    const answers = { country: 'US', state: 'US_CA', company_name: 'Acme' };
    expect(withAnswer(questions, answers, 'country', 'CA')).toEqual({ country: 'CA', company_name: 'Acme' });
    expect(withAnswer(questions, answers, 'company_name', 'Beta')).toMatchObject({ state: 'US_CA' });
  });

  it('finds dependent states among the questions nested under options too', () => {
    const nested: Question[] = [
      {
        id: 'where',
        userData: 'where',
        kind: 'single',
        label: 'l',
        options: [
          {
            value: 'abroad',
            label: 'l',
            questions: [
              { id: 'c', userData: 'c', kind: 'country', label: 'l' },
              { id: 's', userData: 's', kind: 'state', label: 'l', countryField: 'c' },
            ],
          },
        ],
      },
    ];
    expect(withAnswer(nested, { where: 'abroad', c: 'US', s: 'US_NY' }, 'c', 'AU')).toEqual({
      where: 'abroad',
      c: 'AU',
    });
  });
});

describe('finding steps', () => {
  it('names the step asking a question, for top-level, nested-option and group-entry paths', () => {
    expect(stepIndexOwningAnswer(testWizard, 'platform')).toBe(0);
    expect(stepIndexOwningAnswer(testWizard, 'newsletter_providers')).toBe(1);
    expect(stepIndexOwningAnswer(testWizard, 'contacts.2.email')).toBe(1);
    expect(stepIndexOwningAnswer(testWizard, 'send_to')).toBe(2);
    expect(stepIndexOwningAnswer(testWizard, 'nothing')).toBe(-1);
  });

  it('finds the first step that does not pass, by the engine', () => {
    expect(firstInvalidStepIndex(testWizard, {})).toBe(0);
    expect(firstInvalidStepIndex(testWizard, { platform: 'app', send_to: 'a@b.example' })).toBe(1);
    expect(
      firstInvalidStepIndex(testWizard, {
        platform: 'app',
        company_name: 'Acme',
        contact_email: 'a@acme.example',
        country: 'IT',
        send_to: 'a@acme.example',
      }),
    ).toBe(-1);
  });

  it('tells whether a definition asks a kind of question at any depth', () => {
    expect(definitionAsks(testWizard, 'country')).toBe(true);
    expect(definitionAsks(testWizard, 'providers')).toBe(true);
    const onlyText: WizardDefinition = {
      type: 'TEST',
      steps: [
        { id: 's', title: 't', sections: [{ id: 'x', title: 't', questions: [questions[1] as Question] }] },
      ],
    };
    expect(definitionAsks(onlyText, 'country')).toBe(false);
  });
});

describe('withoutUnknownAnswers', () => {
  it('removes exactly the answers the engine calls unknown', () => {
    const answers: Answers = {
      platform: 'app',
      old: 'x',
      contacts: [{ name: 'Ada' }, { name: 'Bo', pager: '1' }],
    };
    expect(withoutUnknownAnswers(testWizard, answers)).toEqual({
      platform: 'app',
      contacts: [{ name: 'Ada' }, { name: 'Bo' }],
    });
  });
});

describe('premiumExtras', () => {
  it('lists the priceExtra options and marks those the answers use', () => {
    expect(premiumExtras(testWizard, {})).toEqual([
      { key: 'features.extended_support', label: 'test.options.extendedSupport', chosen: false },
    ]);
    expect(premiumExtras(testWizard, { features: ['accounts', 'extended_support'] })).toEqual([
      { key: 'features.extended_support', label: 'test.options.extendedSupport', chosen: true },
    ]);
  });

  it('counts priceExtra questions answered inside group entries', () => {
    const definition: WizardDefinition = {
      type: 'TEST',
      steps: [
        {
          id: 's',
          title: 't',
          sections: [
            {
              id: 'x',
              title: 't',
              questions: [
                {
                  id: 'g',
                  userData: 'g',
                  kind: 'group',
                  label: 'l',
                  questions: [
                    { id: 'audit', userData: 'audit', kind: 'text', label: 'audit', priceExtra: true },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(premiumExtras(definition, { g: [{}, { audit: 'yearly' }] })).toEqual([
      { key: 'audit', label: 'audit', chosen: true },
    ]);
    expect(premiumExtras(definition, { g: [{}] })).toEqual([{ key: 'audit', label: 'audit', chosen: false }]);
  });
});
