import { useTranslation } from 'react-i18next';

/**
 * Where the visitor is: every step's title, the done ones as buttons to go back to (going forward
 * only happens through "next step", which checks the answers first).
 */
export function StepIndicator({
  steps,
  current,
  onGoTo,
}: {
  steps: { id: string; title: string }[];
  current: number;
  onGoTo: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('wizardUi.page.stepsLabel')}>
      <ol className="wizard-steps" data-testid="wizard-steps">
        {steps.map(({ id, title }, index) => {
          const state = index < current ? 'is-done' : index === current ? 'is-current' : '';
          return (
            <li key={id} className={state} aria-current={index === current ? 'step' : undefined}>
              {index < current ? (
                <button type="button" onClick={() => onGoTo(index)}>
                  {title}
                </button>
              ) : (
                title
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
