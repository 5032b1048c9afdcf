import { describe, expect, it } from 'vitest';
import { WIZARD_DEFINITIONS } from './definitions';
import { chosenExtras, extraDefinitions, withoutExtras } from './extras';
import type { Question } from './wizard-model';

describe('price_extra options', () => {
  it('are never inside a repeatable group (their answers live in the top-level scope)', () => {
    const inGroups = (questions: Question[], insideGroup: boolean): string[] =>
      questions.flatMap((question) => [
        ...(insideGroup && (question.priceExtra || question.options?.some((option) => option.priceExtra))
          ? [question.userData]
          : []),
        ...inGroups(question.questions ?? [], insideGroup || question.kind === 'group'),
        ...(question.options ?? []).flatMap((option) => inGroups(option.questions ?? [], insideGroup)),
      ]);
    for (const definition of Object.values(WIZARD_DEFINITIONS)) {
      const questions = definition.steps.flatMap((step) =>
        step.sections.flatMap((section) => section.questions),
      );
      expect(inGroups(questions, false), definition.type).toEqual([]);
      expect(extraDefinitions(definition).length, definition.type).toBeGreaterThan(0);
    }
  });

  const terms = WIZARD_DEFINITIONS.TERMS_CONDITIONS;
  const answers = {
    features: ['user_content'],
    copyright_procedure: 'yes',
    extras: ['summary', 'feedback'],
    company_name: 'Acme',
  };

  it('chosenExtras finds chosen options and whole-question extras not answered "no"', () => {
    expect(chosenExtras(terms, answers)).toEqual([
      'copyright_procedure',
      'extras.summary',
      'extras.feedback',
    ]);
    expect(chosenExtras(terms, { ...answers, copyright_procedure: 'no', extras: [] })).toEqual([]);
  });

  it('withoutExtras drops only the extras not kept, and leaves other answers alone', () => {
    expect(withoutExtras(terms, answers, ['extras.summary'])).toEqual({
      features: ['user_content'],
      extras: ['summary'],
      company_name: 'Acme',
    });
    expect(withoutExtras(terms, answers, [])).toEqual({ features: ['user_content'], company_name: 'Acme' });
    expect(withoutExtras(terms, answers, chosenExtras(terms, answers))).toEqual(answers);
  });
});
