import { useState } from 'react';
import { useNavigate } from 'react-router';
import { checkWizard } from '../../../shared/agreements/wizard-engine';
import type { WizardDefinition } from '../../../shared/agreements/wizard-model';
import type { AccountExistsReply } from '../../../shared/api/agreement';
import type { Language } from '../../../shared/i18n/languages';
import { paths } from '../../app/paths';
import { translate } from '../../lib/i18n';
import { getSession, useSession } from '../../lib/session';
import { firstInvalidStepIndex, stepIndexOwningAnswer } from './answer-updates';
import { textOf } from './answer-values';
import { clearWizardProgress, type WizardProgress } from './answers-store';
import { createAgreement, updateAgreement } from './api';
import type { GenerateProblem } from './components/finalize-step';

/**
 * The request's `email` is the send-to answer under another name: a refusal of it belongs at
 * that question (unless the definition has a top-level `email` answer of its own).
 */
function withEmailAtSendTo(
  definition: WizardDefinition,
  fieldErrors: Record<string, string>,
  sendToAnswer: string | undefined,
): Record<string, string> {
  const { email, ...others } = fieldErrors;
  if (email === undefined || !sendToAnswer || stepIndexOwningAnswer(definition, 'email') >= 0)
    return fieldErrors;
  return { ...others, [sendToAnswer]: email };
}

/** A new agreement, or update mode on an existing one (its text generated again from new answers). */
export type WizardMode = { kind: 'create' } | { kind: 'update'; agreementId: string };

type GenerateOptions = {
  slug: string;
  mode: WizardMode;
  /** Where this run's answers are kept in the browser (cleared once the agreement is saved). */
  storageKey: string;
  definition: WizardDefinition;
  progress: WizardProgress;
  language: Language;
  sendToAnswer: string | undefined;
  /** Show the answers of a step as checked (markers on) and go there. */
  showStep: (step: number) => void;
  /** Messages the server gave per answer path, shown at their questions. */
  setServerErrors: (errors: Record<string, string>) => void;
  /** A message above the step the visitor is sent back to. */
  setNotice: (message: string | null) => void;
  /** The visitor was sent back to a step: once it passes, "Next step" returns them to generating. */
  onSentBack: () => void;
};

/**
 * "Generate": checks every answer with the engine, sends `POST /agreement/new` (or, in update mode,
 * `POST /agreement/update/{id}`), and acts on the answer — the confirmation, the step of the first
 * refused answer, the login modal for an address that has an account, or a message on this step.
 */
export function useGenerateAgreement(options: GenerateOptions) {
  const session = useSession();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<GenerateProblem | null>(null);
  const [created, setCreated] = useState<{ message: string; agreementId: string } | null>(null);
  /** The account the send-to address belongs to, while the wizard login modal is open. */
  const [loginFor, setLoginFor] = useState<{ account: AccountExistsReply | undefined } | null>(null);

  const generate = async () => {
    // One agreement per click: a second submit while the first is on its way would create two.
    if (pending) return;
    const { mode, definition, progress, language, sendToAnswer } = options;
    setProblem(null);
    setLoginFor(null);
    const check = checkWizard(definition, progress.answers);
    if (!check.valid) {
      // Only answers changed elsewhere (another tab) get here: each step was checked on the way.
      const step = firstInvalidStepIndex(definition, progress.answers);
      if (step >= 0) {
        options.setNotice(translate('wizardUi.page.sentBack'));
        options.onSentBack();
        options.showStep(step);
      }
      return;
    }
    // The session of now: the login modal may have just logged the visitor in.
    const loggedIn = getSession().loggedIn;
    const email = !loggedIn && sendToAnswer ? textOf(check.answers[sendToAnswer]) : '';
    setPending(true);
    const outcome =
      mode.kind === 'update'
        ? await updateAgreement(mode.agreementId, {
            answers: check.answers,
            language,
            premium: progress.premium,
          })
        : await createAgreement({
            type: options.slug,
            answers: check.answers,
            language,
            premium: progress.premium,
            ...(email ? { email } : {}),
          });
    setPending(false);

    switch (outcome.kind) {
      case 'created': {
        // The agreement exists now: the next visit to this generator starts afresh. The wizard shows
        // the server's "link sent to …" message; the link leads to the download page.
        clearWizardProgress(options.storageKey);
        // Premium chosen and not paid for yet: a signed-in customer goes straight to the checkout.
        // A visitor's new account pays after activating it (the confirmation says so).
        if (outcome.reply.payment_due && getSession().loggedIn) {
          navigate(paths.pay(outcome.reply.agreement.id));
          return;
        }
        setCreated({ message: outcome.message, agreementId: outcome.reply.agreement.id });
        return;
      }
      case 'fieldErrors': {
        const fieldErrors = withEmailAtSendTo(definition, outcome.fieldErrors, sendToAnswer);
        options.setServerErrors(fieldErrors);
        const steps = Object.keys(fieldErrors)
          .map((path) => stepIndexOwningAnswer(definition, path))
          .filter((step) => step >= 0);
        if (steps.length === 0) {
          setProblem({ kind: 'failed', message: outcome.message });
          return;
        }
        options.setNotice(outcome.message);
        options.onSentBack();
        options.showStep(Math.min(...steps));
        return;
      }
      case 'accountExists':
        setLoginFor({ account: outcome.account });
        return;
      case 'failed':
        setProblem({ kind: 'failed', message: outcome.message });
    }
  };

  return {
    generate,
    pending,
    problem,
    created,
    loginFor,
    closeLogin: () => setLoginFor(null),
    loggedInEmail: session.customer?.email,
  };
}
