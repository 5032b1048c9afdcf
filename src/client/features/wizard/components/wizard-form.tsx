import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgreementTypeCode } from '../../../../shared/agreements/types';
import { checkStep, checkWizard } from '../../../../shared/agreements/wizard-engine';
import type { WizardDefinitionReply } from '../../../../shared/api/agreement';
import { paths } from '../../../app/paths';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { currentLanguage } from '../../../lib/i18n';
import { premiumExtras, stepIndexOwningAnswer } from '../answer-updates';
import { textOf } from '../answer-values';
import type { WizardProgress } from '../answers-store';
import { useGenerateAgreement, type WizardMode } from '../use-generate-agreement';
import { useStepUrl } from '../use-step-url';
import { useWizardProgress } from '../use-wizard-progress';
import { type AnswerProblem, WizardContext, type WizardContextValue } from '../wizard-context';
import { WIZARD_TYPE_CONFIG } from '../wizard-type-config';
import { FinalizeStep } from './finalize-step';
import { ProfessionalStep } from './professional-step';
import { QuestionList } from './question-field';
import { StepIndicator } from './step-indicator';

// Needed only when the address already has an account: its dialog and form code load on demand, so
// the wizard's first screen does not wait for them.
const WizardLoginModal = lazy(async () => ({
  default: (await import('./wizard-login-modal')).WizardLoginModal,
}));

const INVALID_CONTROL = '[data-invalid="true"] :is(input, select, textarea, button)';

/**
 * The wizard for any agreement type: the definition's steps, then the professional choice, then
 * finalize. Visibility and validity come from the engine (checkStep/checkWizard) only.
 * In update mode it starts from the agreement's answers and replaces its text.
 */
export function WizardForm({
  slug,
  typeCode,
  reply,
  countries,
  mode = { kind: 'create' },
  storageKey = slug,
  seed,
  premiumLocked = false,
}: {
  slug: string;
  typeCode: AgreementTypeCode;
  reply: WizardDefinitionReply;
  countries: WizardContextValue['countries'];
  mode?: WizardMode;
  /** Where the answers are kept in this browser: the slug, or the update's own key. */
  storageKey?: string;
  /** Update mode: the agreement's answers, premium flag and language. */
  seed?: WizardProgress;
  /** The agreement is premium already: an update cannot take that away. */
  premiumLocked?: boolean;
}) {
  const { t } = useTranslation();
  const { definition, texts, providers } = reply;
  const { sendToAnswer } = WIZARD_TYPE_CONFIG[typeCode];
  const { progress, setAnswer, goToStep, setPremium, setLanguage } = useWizardProgress(
    storageKey,
    definition,
    sendToAnswer,
    seed,
  );
  const updating = mode.kind === 'update';
  // Steps whose markers show: the visitor tried to leave them, or the server sent them back there.
  const [checkedSteps, setCheckedSteps] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [blockedAttempts, setBlockedAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const renderedStep = useRef(progress.step);

  const stepCount = definition.steps.length;
  const step = definition.steps[progress.step];
  // The visitor's choice, else the interface language, else the first language the type exists in.
  const preferred = progress.language ?? currentLanguage();
  const language = reply.languages.includes(preferred) ? preferred : (reply.languages[0] ?? preferred);
  const stepCheck = step ? checkStep(definition, step.id, progress.answers) : null;
  const markersShown = step !== undefined && checkedSteps.has(step.id);

  const showStep = (index: number) => {
    const target = definition.steps[index];
    if (target) setCheckedSteps((previous) => new Set(previous).add(target.id));
    goToStep(index);
  };
  useStepUrl({
    definition,
    answers: progress.answers,
    step: progress.step,
    goToStep,
    // An address further on than the answers allow: the wizard stays at the first step to answer.
    onHeld: (index) => {
      const target = definition.steps[index];
      if (target) setCheckedSteps((previous) => new Set(previous).add(target.id));
      setNotice(t('wizardUi.page.answerFirst'));
    },
  });
  // Sent back from "Generate" to a step: once the answers pass, "Next step" returns to generating.
  const [sentBack, setSentBack] = useState(false);
  const generation = useGenerateAgreement({
    slug,
    mode,
    storageKey,
    definition,
    progress,
    language,
    sendToAnswer,
    showStep,
    setServerErrors,
    setNotice,
    onSentBack: () => setSentBack(true),
  });

  // A new step: its heading takes the focus, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (renderedStep.current === progress.step) return;
    renderedStep.current = progress.step;
    headingRef.current?.focus();
  }, [progress.step]);

  // "Next step" refused: the first marked question takes the focus.
  useEffect(() => {
    if (blockedAttempts > 0) formRef.current?.querySelector<HTMLElement>(INVALID_CONTROL)?.focus();
  }, [blockedAttempts]);

  const context: WizardContextValue = {
    text: (key) => texts[key] ?? key,
    providers,
    countries,
    root: progress.answers,
    problemAt: (path): AnswerProblem | undefined => {
      const fromServer = serverErrors[path];
      if (fromServer) return { message: fromServer };
      const problem = markersShown ? stepCheck?.errors[path] : undefined;
      if (!problem) return undefined;
      // "Required" says it all for an empty answer; any other problem also gets its reason.
      return {
        message: problem.key === 'wizard.required' ? null : t(`errors:${problem.key}`, problem.params),
      };
    },
    answerEdited: (path) =>
      setServerErrors((previous) => {
        if (!(path in previous)) return previous;
        const { [path]: _edited, ...rest } = previous;
        return rest;
      }),
  };

  const goNext = (event: FormEvent) => {
    event.preventDefault();
    if (progress.step === stepCount + 1) {
      void generation.generate();
      return;
    }
    if (step && stepCheck && !stepCheck.valid) {
      setCheckedSteps((previous) => new Set(previous).add(step.id));
      // The refusal says what to do now; the notice that brought the visitor here has done its work.
      setNotice(null);
      setBlockedAttempts((count) => count + 1);
      return;
    }
    setNotice(null);
    if (sentBack && checkWizard(definition, progress.answers).valid) {
      setSentBack(false);
      goToStep(stepCount + 1);
      return;
    }
    goToStep(progress.step + 1);
  };

  const steps = [
    ...definition.steps.map(({ id, title }) => ({ id, title: context.text(title) })),
    // The ':' keeps these two ids apart from any id a definition gives its steps.
    { id: ':professional', title: t('wizardUi.steps.professional') },
    { id: ':finalize', title: t('wizardUi.steps.finalize') },
  ];
  const heading = step
    ? context.text(step.title)
    : progress.step === stepCount
      ? t('wizardUi.professional.title')
      : t('wizardUi.finalize.title');

  if (generation.created) {
    return (
      <div
        data-testid={updating ? 'agreement-updated' : 'agreement-created'}
        data-agreement-id={generation.created.agreementId}
      >
        <div className="alert alert-success" role="status">
          {generation.created.message}
        </div>
        <div className="d-flex flex-wrap gap-2">
          <Link className="btn btn-primary" to={paths.download(generation.created.agreementId)}>
            {t('agreements.download.open')}
          </Link>
          <Link className="btn btn-outline-secondary" to={paths.home()}>
            {t('system.backHome')}
          </Link>
        </div>
      </div>
    );
  }

  const sendToStep = sendToAnswer ? stepIndexOwningAnswer(definition, sendToAnswer) : -1;
  // One red banner on a step: the notice (why the visitor is on this step) or the refused "Next step".
  const stepNotice = step ? notice : null;
  const showBlocked =
    stepNotice === null && markersShown && stepCheck !== null && !stepCheck.valid && blockedAttempts > 0;
  const checkedAnswers = checkWizard(definition, progress.answers).answers;

  return (
    <WizardContext.Provider value={context}>
      <StepIndicator steps={steps} current={progress.step} onGoTo={goToStep} />
      <form ref={formRef} noValidate onSubmit={goNext} data-testid="wizard-form" data-step={progress.step}>
        <p className="text-body-secondary small mb-1">
          {t('wizardUi.page.stepOf', { current: progress.step + 1, total: steps.length })}
        </p>
        <h2 ref={headingRef} tabIndex={-1} className="h3 mb-3" data-testid="wizard-step-heading">
          {heading}
        </h2>
        <FormAlert kind="danger" message={stepNotice} />
        {step?.sections.map((section) => (
          <section key={section.id} className="mb-4" aria-labelledby={`section-${section.id}`}>
            <h3 id={`section-${section.id}`} className="h5 mb-3">
              {context.text(section.title)}
            </h3>
            {section.description && (
              <p className="text-body-secondary">{context.text(section.description)}</p>
            )}
            <QuestionList
              questions={section.questions}
              scope={progress.answers}
              prefix=""
              onAnswer={setAnswer}
            />
          </section>
        ))}
        {progress.step === stepCount && (
          <ProfessionalStep
            typeCode={typeCode}
            premium={progress.premium || premiumLocked}
            premiumLocked={premiumLocked}
            extras={premiumExtras(definition, checkedAnswers)}
            onChoose={setPremium}
          />
        )}
        {progress.step === stepCount + 1 && (
          <FinalizeStep
            language={language}
            languages={reply.languages}
            onChooseLanguage={setLanguage}
            premium={progress.premium || premiumLocked}
            sendTo={sendToAnswer ? textOf(progress.answers[sendToAnswer]) || undefined : undefined}
            accountEmail={generation.loggedInEmail}
            updating={updating}
            preview={{
              type: slug,
              answers: checkedAnswers,
              language,
              premium: progress.premium || premiumLocked,
            }}
            problem={generation.problem}
          />
        )}
        {showBlocked && <FormAlert kind="danger" message={t('wizardUi.page.blocked')} />}
        <div className="d-flex flex-wrap align-items-center gap-2 border-top pt-3 mt-4">
          <Link className="btn btn-link px-0 me-auto" to={paths.wizard()}>
            {t('wizardUi.buttons.goBack')}
          </Link>
          {progress.step > 0 && (
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => goToStep(progress.step - 1)}
            >
              {t('wizardUi.buttons.previous')}
            </button>
          )}
          {progress.step === stepCount + 1 ? (
            <SubmitButton pending={generation.pending}>
              {updating ? t('wizardUi.update.submit') : t('wizardUi.buttons.generate')}
            </SubmitButton>
          ) : (
            <button type="submit" className="btn btn-primary">
              {t('wizardUi.buttons.next')}
            </button>
          )}
        </div>
      </form>
      {/* Outside the wizard's form: a submit in the modal (a portal) would bubble to it through React. */}
      {generation.loginFor && (
        <Suspense fallback={null}>
          <WizardLoginModal
            account={generation.loginFor.account}
            onClose={generation.closeLogin}
            onLoggedIn={() => void generation.generate()}
            onUseAnotherEmail={() => {
              generation.closeLogin();
              if (sendToStep >= 0) showStep(sendToStep);
            }}
          />
        </Suspense>
      )}
    </WizardContext.Provider>
  );
}
