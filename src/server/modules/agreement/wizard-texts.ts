import type { TFunction } from 'i18next';
import type { ProviderCategory } from '../../../shared/agreements/providers';
import type { Question, WizardDefinition } from '../../../shared/agreements/wizard-model';

function questionKeys(question: Question): string[] {
  return [
    question.label,
    ...(question.help ? [question.help] : []),
    ...(question.options ?? []).flatMap((option) => [
      option.label,
      ...(option.help ? [option.help] : []),
      ...(option.questions ?? []).flatMap(questionKeys),
    ]),
    ...(question.questions ?? []).flatMap(questionKeys),
  ];
}

function allQuestions(definition: WizardDefinition): Question[] {
  const walk = (question: Question): Question[] => [
    question,
    ...(question.options ?? []).flatMap((option) => (option.questions ?? []).flatMap(walk)),
    ...(question.questions ?? []).flatMap(walk),
  ];
  return definition.steps.flatMap((step) =>
    step.sections.flatMap((section) => section.questions.flatMap(walk)),
  );
}

/** Every i18n key a definition uses, translated with `t` (namespace `wizard`). */
export function translateWizardTexts(definition: WizardDefinition, t: TFunction): Record<string, string> {
  const keys = definition.steps.flatMap((step) => [
    step.title,
    ...step.sections.flatMap((section) => [
      section.title,
      ...(section.description ? [section.description] : []),
      ...section.questions.flatMap(questionKeys),
    ]),
  ]);
  return Object.fromEntries([...new Set(keys)].map((key) => [key, t(`wizard:${key}`)]));
}

/** The provider categories a definition offers lists for. */
export function providerCategoriesOf(definition: WizardDefinition): ProviderCategory[] {
  const categories = allQuestions(definition)
    .map((question) => question.providerCategory)
    .filter((category): category is ProviderCategory => category !== undefined);
  return [...new Set(categories)];
}
