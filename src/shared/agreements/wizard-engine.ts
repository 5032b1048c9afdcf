import { COUNTRY_CODES } from '../countries/codes';
import { STATES_BY_COUNTRY } from '../countries/states';
import { isValidEmail, isValidUrl } from '../validation';
import { findProvider } from './provider-catalogue';
import {
  type Answers,
  type AnswerValue,
  type Condition,
  GROUP_MAX_ENTRIES,
  MULTILINE_MAX_LENGTH,
  PROVIDERS_MAX_ENTRIES,
  type Question,
  type Section,
  TEXT_MAX_LENGTH,
  type WizardDefinition,
} from './wizard-model';

/** Why an answer is refused: an i18n key of the `errors` namespace and its values. */
export type AnswerError = { key: string; params?: Record<string, string | number> };

export type WizardCheck = {
  valid: boolean;
  /** Problems by answer path: `company_name`, `representatives.1.email`. */
  errors: Record<string, AnswerError>;
  /** Whether each section passes; the wizard is valid only when every section passes. */
  sections: Record<string, boolean>;
  /** The answers of visible questions only: what the clause library may read. */
  answers: Answers;
};

const isEmpty = (value: AnswerValue | undefined) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Evaluates a condition against the answers of the current scope, then the top level. */
export function conditionHolds(condition: Condition, scope: Answers, root: Answers): boolean {
  if ('all' in condition) return condition.all.every((part) => conditionHolds(part, scope, root));
  if ('any' in condition) return condition.any.some((part) => conditionHolds(part, scope, root));
  if ('not' in condition) return !conditionHolds(condition.not, scope, root);
  const value = condition.field in scope ? scope[condition.field] : root[condition.field];
  if ('equals' in condition) return value === condition.equals;
  if ('includes' in condition)
    return Array.isArray(value) && (value as unknown[]).includes(condition.includes);
  return !isEmpty(value);
}

export function isQuestionVisible(question: Question, scope: Answers, root: Answers): boolean {
  return !question.visibleIf || conditionHolds(question.visibleIf, scope, root);
}

/** The nested questions of the options chosen in a single or multiple answer. */
function chosenOptionQuestions(question: Question, value: AnswerValue | undefined): Question[] {
  const chosen = new Set(
    typeof value === 'string' ? [value] : Array.isArray(value) ? (value as unknown[]) : [],
  );
  return (question.options ?? [])
    .filter((option) => chosen.has(option.value))
    .flatMap((option) => option.questions ?? []);
}

/** Every answer key a scope may hold, visible or not: anything else is an unknown answer. */
function knownKeys(questions: Question[]): Set<string> {
  const keys = new Set<string>();
  for (const question of questions) {
    keys.add(question.userData);
    for (const option of question.options ?? [])
      for (const key of knownKeys(option.questions ?? [])) keys.add(key);
  }
  return keys;
}

function checkValue(question: Question, value: AnswerValue, scope: Answers): AnswerError | null {
  switch (question.kind) {
    case 'single':
      return typeof value === 'string' && (question.options ?? []).some((option) => option.value === value)
        ? null
        : { key: 'wizard.invalidOption' };
    case 'multiple': {
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
        return { key: 'wizard.invalidOption' };
      const allowed = new Set((question.options ?? []).map((option) => option.value));
      const items = value as string[];
      return items.every((item) => allowed.has(item)) && new Set(items).size === items.length
        ? null
        : { key: 'wizard.invalidOption' };
    }
    case 'text': {
      if (typeof value !== 'string') return { key: 'wizard.invalidValue' };
      const max = question.maxLength ?? (question.multiline ? MULTILINE_MAX_LENGTH : TEXT_MAX_LENGTH);
      return value.length > max ? { key: 'wizard.tooLong', params: { max } } : null;
    }
    case 'email':
      return typeof value === 'string' && isValidEmail(value) ? null : { key: 'validation.invalidEmail' };
    case 'url':
      return typeof value === 'string' && isValidUrl(value) ? null : { key: 'validation.invalidUrl' };
    case 'country':
      return typeof value === 'string' && COUNTRY_CODES.has(value) ? null : { key: 'wizard.invalidCountry' };
    case 'state': {
      const country = question.countryField ? scope[question.countryField] : undefined;
      const states =
        typeof country === 'string'
          ? STATES_BY_COUNTRY[country as keyof typeof STATES_BY_COUNTRY]
          : undefined;
      return typeof value === 'string' && states?.some(([code]) => `${country}_${code}` === value)
        ? null
        : { key: 'wizard.invalidState' };
    }
    case 'providers':
      return checkProviders(question, value);
    case 'group':
      // Entries are checked one by one by the caller; here only the shape and count.
      if (
        !Array.isArray(value) ||
        !value.every((entry) => entry && typeof entry === 'object' && !Array.isArray(entry))
      ) {
        return { key: 'wizard.invalidValue' };
      }
      if (value.length > (question.maxEntries ?? GROUP_MAX_ENTRIES)) {
        return { key: 'wizard.tooManyEntries', params: { max: question.maxEntries ?? GROUP_MAX_ENTRIES } };
      }
      if (value.length < (question.minEntries ?? 0))
        return { key: 'wizard.tooFewEntries', params: { min: question.minEntries ?? 0 } };
      return null;
  }
}

function checkProviders(question: Question, value: AnswerValue): AnswerError | null {
  if (!Array.isArray(value) || value.length > PROVIDERS_MAX_ENTRIES) return { key: 'wizard.invalidValue' };
  const seen = new Set<string>();
  for (const entry of value as unknown[]) {
    if (!entry || typeof entry !== 'object') return { key: 'wizard.invalidValue' };
    const item = entry as Record<string, unknown>;
    if ('custom' in item) {
      const keys = Object.keys(item);
      if (item.custom !== true || keys.some((key) => !['custom', 'name', 'privacyPolicyUrl'].includes(key))) {
        return { key: 'wizard.invalidValue' };
      }
      if (typeof item.name !== 'string' || item.name.trim() === '' || item.name.length > 200)
        return { key: 'wizard.customProviderName' };
      if (
        item.privacyPolicyUrl !== undefined &&
        (typeof item.privacyPolicyUrl !== 'string' || !isValidUrl(item.privacyPolicyUrl))
      ) {
        return { key: 'validation.invalidUrl' };
      }
      continue;
    }
    const provider =
      typeof item.id === 'string' && Object.keys(item).length === 1 ? findProvider(item.id) : undefined;
    if (!provider || provider.category !== question.providerCategory)
      return { key: 'wizard.unknownProvider' };
    if (seen.has(provider.id)) return { key: 'wizard.invalidValue' };
    seen.add(provider.id);
  }
  return null;
}

/**
 * Checks the answers of one scope (the top level, or one group entry) against its questions:
 * only visible questions are checked (a hidden one cannot be answered), nested questions only when
 * their option is chosen, group entries one by one. Writes problems into `errors` and returns the
 * clean answers.
 */
function checkScope(
  questions: Question[],
  scope: Answers,
  root: Answers,
  path: string,
  errors: Record<string, AnswerError>,
): Answers {
  const clean: Answers = {};
  const known = knownKeys(questions);
  for (const key of Object.keys(scope)) {
    if (!known.has(key))
      errors[`${path}${key}`] = { key: 'wizard.unknownAnswer', params: { field: `${path}${key}` } };
  }
  const visit = (question: Question) => {
    if (!isQuestionVisible(question, scope, root)) return;
    const value = scope[question.userData];
    const where = `${path}${question.userData}`;
    if (isEmpty(value)) {
      if (question.required) errors[where] = { key: 'wizard.required' };
      return;
    }
    const problem = checkValue(question, value as AnswerValue, scope);
    if (problem) {
      errors[where] = problem;
      return;
    }
    if (question.kind === 'group') {
      clean[question.userData] = (value as Answers[]).map((entry, index) =>
        checkScope(question.questions ?? [], entry, root, `${where}.${index}.`, errors),
      );
    } else {
      clean[question.userData] = typeof value === 'string' ? value.trim() : (value as AnswerValue);
    }
    for (const nested of chosenOptionQuestions(question, value)) visit(nested);
  };
  for (const question of questions) visit(question);
  return clean;
}

function sectionOwns(section: Section, errorPath: string): boolean {
  const top = errorPath.split('.')[0] ?? '';
  return knownKeys(section.questions).has(top);
}

/** Checks a whole wizard's answers, section by section. The server refuses answers that are not valid. */
export function checkWizard(definition: WizardDefinition, answers: Answers): WizardCheck {
  const errors: Record<string, AnswerError> = {};
  const sections = definition.steps.flatMap((step) => step.sections);
  const clean = checkScope(
    sections.flatMap((section) => section.questions),
    answers,
    answers,
    '',
    errors,
  );
  const sectionValidity = Object.fromEntries(
    sections.map((section) => [section.id, !Object.keys(errors).some((path) => sectionOwns(section, path))]),
  );
  return { valid: Object.keys(errors).length === 0, errors, sections: sectionValidity, answers: clean };
}

/** Checks only the sections of one step: whether the visitor may go on to the next step. */
export function checkStep(definition: WizardDefinition, stepId: string, answers: Answers): WizardCheck {
  const step = definition.steps.find((candidate) => candidate.id === stepId);
  const result = checkWizard(definition, answers);
  const stepSections = step?.sections ?? [];
  const errors = Object.fromEntries(
    Object.entries(result.errors).filter(([path]) =>
      stepSections.some((section) => sectionOwns(section, path)),
    ),
  );
  return { ...result, errors, valid: Object.keys(errors).length === 0 };
}
