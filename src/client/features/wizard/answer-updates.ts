import { checkStep, checkWizard } from '../../../shared/agreements/wizard-engine';
import type {
  Answers,
  AnswerValue,
  Question,
  QuestionKind,
  WizardDefinition,
} from '../../../shared/agreements/wizard-model';
import { entriesOf } from './answer-values';

/**
 * Pure operations on a wizard's answers. Whether an answer is visible or valid is always the
 * engine's call (wizard-engine.ts); these only place, move and find answers in the definition's shape.
 */

/** The questions that store answers in one scope: its own and those nested under its options. */
function scopeQuestions(questions: Question[]): Question[] {
  return questions.flatMap((question) => [
    question,
    ...scopeQuestions((question.options ?? []).flatMap((option) => option.questions ?? [])),
  ]);
}

/**
 * Sets one answer of a scope (the top level or a group entry). Changing a country also drops the
 * state answers that depend on it: a state of the old country would be wrong for the new one.
 */
export function withAnswer(
  questions: Question[],
  scope: Answers,
  userData: string,
  value: AnswerValue,
): Answers {
  const next: Answers = { ...scope, [userData]: value };
  const changed = scopeQuestions(questions).find((question) => question.userData === userData);
  if (changed?.kind === 'country') {
    for (const question of scopeQuestions(questions)) {
      if (question.kind === 'state' && question.countryField === userData) delete next[question.userData];
    }
  }
  return next;
}

/** Whether any question of the definition, at any depth, is of this kind (e.g. to load the countries). */
export function definitionAsks(definition: WizardDefinition, kind: QuestionKind): boolean {
  const asks = (questions: Question[]): boolean =>
    scopeQuestions(questions).some((question) => question.kind === kind || asks(question.questions ?? []));
  return asks(topLevelQuestions(definition));
}

/** Every question asked at the top level of a definition, all steps together. */
export function topLevelQuestions(definition: WizardDefinition): Question[] {
  return definition.steps.flatMap((step) => step.sections.flatMap((section) => section.questions));
}

function withoutAnswerAt(scope: Answers, path: string[]): Answers {
  const [key, index, ...rest] = path;
  if (key === undefined || !(key in scope)) return scope;
  if (index === undefined) {
    const { [key]: _removed, ...kept } = scope;
    return kept;
  }
  const entries = entriesOf(scope[key]);
  const position = Number(index);
  const entry = entries[position];
  if (!entry) return scope;
  return {
    ...scope,
    [key]: entries.map((item, at) => (at === position ? withoutAnswerAt(entry, rest) : item)),
  };
}

/**
 * Drops answers the definition does not ask for (the engine names them `wizard.unknownAnswer`),
 * e.g. answers saved in this browser before a question was renamed. Left in, they would make the
 * wizard invalid with no question on any step to correct.
 */
export function withoutUnknownAnswers(definition: WizardDefinition, answers: Answers): Answers {
  const { errors } = checkWizard(definition, answers);
  let result = answers;
  for (const [path, error] of Object.entries(errors)) {
    if (error.key === 'wizard.unknownAnswer') result = withoutAnswerAt(result, path.split('.'));
  }
  return result;
}

/** The first of the definition's steps whose answers do not pass, or -1 when every step passes. */
export function firstInvalidStepIndex(definition: WizardDefinition, answers: Answers): number {
  return definition.steps.findIndex((step) => !checkStep(definition, step.id, answers).valid);
}

/** The step asking the question an answer path (`company_name`, `contacts.1.email`) belongs to, or -1. */
export function stepIndexOwningAnswer(definition: WizardDefinition, path: string): number {
  const top = path.split('.')[0];
  return definition.steps.findIndex((step) =>
    scopeQuestions(step.sections.flatMap((section) => section.questions)).some(
      (question) => question.userData === top,
    ),
  );
}

/**
 * A premium extra, an option or question only the premium version includes (shown with the
 * price_extra badge): its key in the price list (`<answer>` or `<answer>.<option>`), label and
 * whether chosen.
 */
export type PremiumExtra = { key: string; label: string; chosen: boolean };

/**
 * The premium extras of a definition, each marked when the visitor's answers use it. `answers` are
 * the engine's clean answers: only visible, answered, valid questions are in them.
 */
export function premiumExtras(definition: WizardDefinition, answers: Answers): PremiumExtra[] {
  const extras: PremiumExtra[] = [];
  const collect = (questions: Question[], scopes: Answers[]) => {
    for (const question of questions) {
      const values = scopes.map((scope) => scope[question.userData]).filter((value) => value !== undefined);
      if (question.priceExtra)
        extras.push({ key: question.userData, label: question.label, chosen: values.length > 0 });
      for (const option of question.options ?? []) {
        if (option.priceExtra) {
          const chosen = values.some(
            (value) =>
              value === option.value || (Array.isArray(value) && (value as unknown[]).includes(option.value)),
          );
          extras.push({ key: `${question.userData}.${option.value}`, label: option.label, chosen });
        }
        collect(option.questions ?? [], scopes);
      }
      if (question.kind === 'group') {
        collect(
          question.questions ?? [],
          scopes.flatMap((scope) => entriesOf(scope[question.userData])),
        );
      }
    }
  };
  collect(topLevelQuestions(definition), [answers]);
  return extras;
}
