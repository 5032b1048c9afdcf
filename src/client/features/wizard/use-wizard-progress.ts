import { useEffect, useState } from 'react';
import type { AnswerValue, WizardDefinition } from '../../../shared/agreements/wizard-model';
import type { Language } from '../../../shared/i18n/languages';
import { getSession } from '../../lib/session';
import { topLevelQuestions, withAnswer } from './answer-updates';
import { textOf } from './answer-values';
import { resumeWizardProgress, saveWizardProgress, type WizardProgress } from './answers-store';

export type WizardProgressControls = {
  progress: WizardProgress;
  setAnswer: (userData: string, value: AnswerValue) => void;
  goToStep: (step: number) => void;
  setPremium: (premium: boolean) => void;
  setLanguage: (language: Language) => void;
};

/**
 * The visitor's progress through one wizard: resumed from this browser (or, in update mode, from
 * the agreement's answers: `seed`), saved on every change.
 * A logged-in customer's send-to answer starts as their account's address.
 */
export function useWizardProgress(
  storageKey: string,
  definition: WizardDefinition,
  sendToAnswer: string | undefined,
  seed?: WizardProgress,
): WizardProgressControls {
  const [progress, setProgress] = useState<WizardProgress>(() => {
    const resumed = resumeWizardProgress(storageKey, definition, seed);
    const customer = getSession().customer;
    if (!customer || !sendToAnswer || textOf(resumed.answers[sendToAnswer]) !== '') return resumed;
    return { ...resumed, answers: { ...resumed.answers, [sendToAnswer]: customer.email } };
  });

  useEffect(() => saveWizardProgress(storageKey, progress), [storageKey, progress]);

  const questions = topLevelQuestions(definition);
  return {
    progress,
    setAnswer: (userData, value) =>
      setProgress((previous) => ({
        ...previous,
        answers: withAnswer(questions, previous.answers, userData, value),
      })),
    goToStep: (step) => setProgress((previous) => ({ ...previous, step })),
    setPremium: (premium) => setProgress((previous) => ({ ...previous, premium })),
    setLanguage: (language) => setProgress((previous) => ({ ...previous, language })),
  };
}
