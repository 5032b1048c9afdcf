import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Answers, WizardDefinition } from '../../../shared/agreements/wizard-model';
import { firstInvalidStepIndex } from './answer-updates';

/** The address's step (`?step=3` is the third), or null without one. */
function stepOf(searchParams: URLSearchParams): number | null {
  const value = Number(searchParams.get('step'));
  return Number.isInteger(value) && value >= 1 ? value - 1 : null;
}

/**
 * Each step of the wizard has its own address (`?step=N`), so the browser's Back and Forward move
 * between steps and a reload stays on one. Going to a step adds a history entry; Back and Forward
 * (and an address typed or bookmarked) move the wizard there, but never past the first step that
 * does not pass yet: `onHeld` names the step it stopped at instead.
 */
export function useStepUrl(options: {
  definition: WizardDefinition;
  answers: Answers;
  step: number;
  goToStep: (step: number) => void;
  onHeld: (step: number) => void;
}) {
  const { definition, answers, step, goToStep, onHeld } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const urlStep = stepOf(searchParams);
  const lastStep = definition.steps.length + 1;
  // The step the address asked for, until the wizard has moved there.
  const following = useRef<number | null>(null);
  const seenUrlStep = useRef<number | null | undefined>(undefined);

  const writeStep = (index: number, replace: boolean) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('step', String(index + 1));
        return next;
      },
      { replace },
    );

  // The address changed (Back, Forward, a link): the wizard follows it, as far as it may go.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address moves the wizard
  useEffect(() => {
    if (seenUrlStep.current === urlStep) return;
    seenUrlStep.current = urlStep;
    if (urlStep === null || urlStep === step) return;
    const firstInvalid = firstInvalidStepIndex(definition, answers);
    const reachable = Math.min(lastStep, firstInvalid === -1 ? lastStep : firstInvalid);
    const target = Math.min(urlStep, reachable);
    following.current = target;
    goToStep(target);
    if (target !== urlStep) {
      writeStep(target, true);
      onHeld(target);
    }
  }, [urlStep]);

  // The wizard moved (next, previous, the step list, a bounce): a new history entry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a move of the wizard writes the address
  useEffect(() => {
    if (following.current !== null) {
      if (step !== following.current) return;
      following.current = null;
    }
    if (urlStep === step) return;
    seenUrlStep.current = step;
    writeStep(step, urlStep === null);
  }, [step]);
}
