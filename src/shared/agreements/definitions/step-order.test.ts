import { describe, expect, it } from 'vitest';
import { checkStep } from '../wizard-engine';
import type { Condition, Question } from '../wizard-model';
import { WIZARD_DEFINITIONS } from './index';

// A question shown because of a later step's answer would become required only after the visitor
// has passed its step, and Generate would send them back to it. Every question's conditions may
// name answers of its own step or of earlier ones only.

const fieldsOf = (condition: Condition): string[] =>
  'field' in condition
    ? [condition.field]
    : 'all' in condition
      ? condition.all.flatMap(fieldsOf)
      : 'any' in condition
        ? condition.any.flatMap(fieldsOf)
        : fieldsOf(condition.not);

/** Every question outside repeatable groups, with the index of the step that asks it. */
function questionsWithSteps(steps: { sections: { questions: Question[] }[] }[]) {
  const found: { question: Question; step: number }[] = [];
  const walk = (question: Question, step: number) => {
    found.push({ question, step });
    for (const option of question.options ?? [])
      for (const child of option.questions ?? []) walk(child, step);
  };
  steps.forEach((step, index) => {
    for (const section of step.sections) for (const question of section.questions) walk(question, index);
  });
  return found;
}

describe.each(Object.entries(WIZARD_DEFINITIONS))('%s', (_type, definition) => {
  it('shows no question because of an answer given on a later step', () => {
    const questions = questionsWithSteps(definition.steps);
    const stepOf = new Map<string, number>();
    for (const { question, step } of questions)
      if (!stepOf.has(question.userData)) stepOf.set(question.userData, step);
    const forward = questions.flatMap(({ question, step }) =>
      question.visibleIf
        ? fieldsOf(question.visibleIf)
            .filter((field) => (stepOf.get(field) ?? -1) > step)
            .map(
              (field) =>
                `${question.id} (step ${step + 1}) depends on ${field} (step ${(stepOf.get(field) ?? 0) + 1})`,
            )
        : [],
    );
    expect(forward).toEqual([]);
  });
});

describe('the California question on sensitive information', () => {
  const definition = WIZARD_DEFINITIONS.PRIVACY_POLICY;
  const answers = { jurisdictions: ['california'], data_collected: ['account'] };

  it('is asked on the step where the data is chosen, not on the one before', () => {
    const stepAsking = definition.steps.findIndex((step) =>
      JSON.stringify(step).includes('"userData":"ca_sensitive_beyond"'),
    );
    const stepOfData = definition.steps.findIndex((step) =>
      JSON.stringify(step).includes('"userData":"data_collected"'),
    );
    expect(stepAsking).toBe(stepOfData);
    const audience = definition.steps[stepAsking - 1];
    expect(checkStep(definition, audience?.id ?? '', answers).errors).not.toHaveProperty(
      'ca_sensitive_beyond',
    );
    expect(checkStep(definition, definition.steps[stepAsking]?.id ?? '', answers).errors).toHaveProperty(
      'ca_sensitive_beyond',
    );
  });
});
