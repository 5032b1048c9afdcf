import type { Answers, AnswerValue, Question, WizardDefinition } from './wizard-model';

/**
 * The price_extra options of a wizard (shown with a price_extra badge, charged at the checkout):
 * options and questions marked `priceExtra` are priced one by one on top of the premium version.
 * Each has a key: `<userData>.<value>` for an option, `<userData>` for a whole question. Extras are
 * asked at the top level or under an option, never inside a repeatable group (extras.test.ts checks
 * every definition), so they all live in the answers' top-level scope.
 */
export type ExtraDefinition = { key: string; label: string };

function eachQuestion(questions: Question[], visit: (question: Question) => void): void {
  for (const question of questions) {
    visit(question);
    for (const option of question.options ?? []) eachQuestion(option.questions ?? [], visit);
  }
}

function topLevel(definition: WizardDefinition): Question[] {
  return definition.steps.flatMap((step) => step.sections.flatMap((section) => section.questions));
}

/** Every extra the definition offers, in the order the wizard asks them. */
export function extraDefinitions(definition: WizardDefinition): ExtraDefinition[] {
  const extras: ExtraDefinition[] = [];
  eachQuestion(topLevel(definition), (question) => {
    if (question.priceExtra) extras.push({ key: question.userData, label: question.label });
    for (const option of question.options ?? [])
      if (option.priceExtra)
        extras.push({ key: `${question.userData}.${option.value}`, label: option.label });
  });
  return extras;
}

const includesValue = (answer: AnswerValue | undefined, value: string) =>
  answer === value || (Array.isArray(answer) && (answer as unknown[]).includes(value));

/** A whole-question extra is chosen when answered with anything but "no". */
const questionChosen = (answer: AnswerValue | undefined) =>
  answer !== undefined && answer !== 'no' && !(Array.isArray(answer) && answer.length === 0);

/** The keys of the extras the (clean) answers choose. */
export function chosenExtras(definition: WizardDefinition, answers: Answers): string[] {
  const chosen: string[] = [];
  eachQuestion(topLevel(definition), (question) => {
    const answer = answers[question.userData];
    if (question.priceExtra && questionChosen(answer)) chosen.push(question.userData);
    for (const option of question.options ?? [])
      if (option.priceExtra && includesValue(answer, option.value))
        chosen.push(`${question.userData}.${option.value}`);
  });
  return chosen;
}

/**
 * The answers without the extras not in `keep`: what the text of a paid agreement is generated
 * from while extras added after its payment are still unpaid.
 */
export function withoutExtras(
  definition: WizardDefinition,
  answers: Answers,
  keep: readonly string[],
): Answers {
  const kept = new Set(keep);
  const result: Answers = { ...answers };
  eachQuestion(topLevel(definition), (question) => {
    const answer = result[question.userData];
    if (answer === undefined) return;
    if (question.priceExtra && questionChosen(answer) && !kept.has(question.userData)) {
      delete result[question.userData];
      return;
    }
    const dropped = (question.options ?? [])
      .filter((option) => option.priceExtra && !kept.has(`${question.userData}.${option.value}`))
      .map((option) => option.value);
    if (dropped.length === 0) return;
    if (Array.isArray(answer)) {
      const remaining = (answer as string[]).filter((value) => !dropped.includes(value));
      if (remaining.length === 0) delete result[question.userData];
      else result[question.userData] = remaining;
    } else if (typeof answer === 'string' && dropped.includes(answer)) delete result[question.userData];
  });
  return result;
}
