import type { Answers, WizardDefinition } from '../../../shared/agreements/wizard-model';
import { isLanguage, type Language } from '../../../shared/i18n/languages';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';
import { firstInvalidStepIndex, withoutUnknownAnswers } from './answer-updates';

/**
 * The visitor's progress through one wizard, kept in localStorage as they go so that a reload, a
 * closed tab or a detour through the login page resumes where they were.
 */
export type WizardProgress = {
  answers: Answers;
  /** 0 … steps-1: the definition's steps; then the professional-choice step, then finalize. */
  step: number;
  premium: boolean;
  /** The agreement's language; null until chosen (the finalize step offers the interface language). */
  language: Language | null;
};

export const EMPTY_PROGRESS: WizardProgress = { answers: {}, step: 0, premium: false, language: null };

/**
 * One entry per agreement type, and one per agreement in update mode: the visitor may have several
 * generators under way. `key` is the type's slug, or `<slug>-update-<agreement id>`.
 */
export function wizardProgressKey(key: string): string {
  return `wizard_answers_${key}`;
}

/** Where update mode keeps its answers: apart from the same type's new-agreement wizard. */
export const updateProgressKey = (slug: string, agreementId: string) => `${slug}-update-${agreementId}`;

export function hasWizardProgress(key: string): boolean {
  return readStorage('local', wizardProgressKey(key)) !== null;
}

/** The stored progress, or a fresh start when there is none or it cannot be read. */
export function loadWizardProgress(slug: string): WizardProgress {
  try {
    const stored: unknown = JSON.parse(readStorage('local', wizardProgressKey(slug)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return EMPTY_PROGRESS;
    const candidate = stored as Partial<Record<keyof WizardProgress, unknown>>;
    const answers = candidate.answers;
    return {
      answers:
        typeof answers === 'object' && answers !== null && !Array.isArray(answers)
          ? (answers as Answers)
          : {},
      step:
        Number.isInteger(candidate.step) && (candidate.step as number) > 0 ? (candidate.step as number) : 0,
      premium: candidate.premium === true,
      language: isLanguage(candidate.language) ? candidate.language : null,
    };
  } catch {
    return EMPTY_PROGRESS;
  }
}

export function saveWizardProgress(slug: string, progress: WizardProgress): void {
  writeStorage('local', wizardProgressKey(slug), JSON.stringify(progress));
}

export function clearWizardProgress(slug: string): void {
  removeStorage('local', wizardProgressKey(slug));
}

/**
 * The stored progress made to fit the definition served now: answers it no longer asks for are
 * dropped, and the visitor resumes at the saved step or at the first step that does not pass,
 * whichever comes first — never past an unanswered question.
 */
export function resumeWizardProgress(
  key: string,
  definition: WizardDefinition,
  seed?: WizardProgress,
): WizardProgress {
  // Update mode starts from the agreement's stored answers unless a reload left answers under way.
  const stored = seed && !hasWizardProgress(key) ? seed : loadWizardProgress(key);
  const answers = withoutUnknownAnswers(definition, stored.answers);
  const lastStep = definition.steps.length + 1;
  const firstInvalid = firstInvalidStepIndex(definition, answers);
  const step = Math.min(stored.step, lastStep, firstInvalid === -1 ? lastStep : firstInvalid);
  return { ...stored, answers, step };
}
