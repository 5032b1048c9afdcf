import type { Answers, AnswerValue, ProviderAnswer } from '../../../shared/agreements/wizard-model';

/**
 * Reading answers for display. Stored answers come from localStorage and may have any shape, so
 * each control reads its value through one of these and shows a wrong shape as "not answered";
 * the engine reports it (wizard.invalidValue) and the visitor's next edit replaces it.
 */

export function textOf(value: AnswerValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

export function choicesOf(value: AnswerValue | undefined): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Group entries, keeping their positions: answer paths (`contacts.1.name`) count them. */
export function entriesOf(value: AnswerValue | undefined): Answers[] {
  return Array.isArray(value) ? value.map((entry) => (isPlainObject(entry) ? (entry as Answers) : {})) : [];
}

export function providerAnswersOf(value: AnswerValue | undefined): ProviderAnswer[] {
  if (!Array.isArray(value)) return [];
  return (value as unknown[]).filter(
    (entry): entry is ProviderAnswer =>
      isPlainObject(entry) && (typeof entry.id === 'string' || entry.custom === true),
  );
}

export function isCustomProvider(
  answer: ProviderAnswer,
): answer is Extract<ProviderAnswer, { custom: true }> {
  return 'custom' in answer;
}
