import { expect } from 'vitest';
import { checkWizard } from '../../shared/agreements/wizard-engine';
import type { Answers, WizardDefinition } from '../../shared/agreements/wizard-model';
import { readNamespace } from '../i18n';

/** Test support: the answers as the engine keeps them, failing the test when it refuses any. */
export function checkedAnswers(definition: WizardDefinition, answers: Answers): Answers {
  const checked = checkWizard(definition, answers);
  expect(checked.errors).toEqual({});
  expect(checked.valid).toBe(true);
  return checked.answers;
}

/** Test support: the English `wizard` namespace (every type's labels and compliance texts). */
export const ENGLISH_WIZARD_TEXTS = readNamespace('en', 'wizard');

/** Test support: the English text of a `wizard` namespace key (compliance rows, labels), or undefined. */
export const englishWizardText = (key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      ENGLISH_WIZARD_TEXTS,
    );
