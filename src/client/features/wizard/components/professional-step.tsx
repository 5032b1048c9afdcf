import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../../../lib/use-unique-id';
import type { PremiumExtra } from '../answer-updates';
import { useWizardContext } from '../wizard-context';

/**
 * The professional choice (spec §2, step 5): the free version or the premium one, and what premium
 * adds — the options and questions marked priceExtra. Prices arrive with payments, not here.
 */
export function ProfessionalStep({
  premium,
  premiumLocked = false,
  extras,
  onChoose,
}: {
  premium: boolean;
  /** Update mode on a premium agreement: it stays premium. */
  premiumLocked?: boolean;
  extras: PremiumExtra[];
  onChoose: (premium: boolean) => void;
}) {
  const { t } = useTranslation();
  const { text } = useWizardContext();
  const name = useUniqueId('version');
  const chosenExtras = extras.filter((extra) => extra.chosen);

  const option = (value: boolean, title: string, body: ReactNode) => (
    <div className="col-md-6">
      <div className={`form-check wizard-version-option${premium === value ? ' is-chosen' : ''}`}>
        <input
          id={`${name}-${value ? 'premium' : 'free'}`}
          className="form-check-input"
          type="radio"
          name={name}
          checked={premium === value}
          disabled={premiumLocked && !value}
          onChange={() => onChoose(value)}
        />
        <label className="form-check-label fw-semibold" htmlFor={`${name}-${value ? 'premium' : 'free'}`}>
          {title}
        </label>
        <div className="mt-2">{body}</div>
      </div>
    </div>
  );

  return (
    <fieldset>
      <legend className="visually-hidden">{t('wizardUi.professional.title')}</legend>
      <p>{premiumLocked ? t('wizardUi.update.alreadyPremium') : t('wizardUi.professional.lead')}</p>
      <div className="row g-3 mb-3">
        {option(
          false,
          t('wizardUi.professional.freeTitle'),
          <p className="mb-0">{t('wizardUi.professional.freeText')}</p>,
        )}
        {option(
          true,
          t('wizardUi.professional.premiumTitle'),
          extras.length === 0 ? (
            <p className="mb-0">{t('wizardUi.professional.noExtras')}</p>
          ) : (
            <>
              <p className="mb-1">{t('wizardUi.professional.premiumText')}</p>
              <ul className="mb-0" data-testid="premium-extras">
                {extras.map((extra) => (
                  <li key={extra.label}>
                    {text(extra.label)}
                    {extra.chosen && (
                      <span className="text-body-secondary small">
                        {' '}
                        ({t('wizardUi.professional.inYourAnswers')})
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </>
          ),
        )}
      </div>
      {!premium && chosenExtras.length > 0 && (
        <div className="alert alert-info" role="status">
          {t('wizardUi.professional.extrasLeftOut', {
            options: chosenExtras.map((extra) => text(extra.label)).join(', '),
          })}
        </div>
      )}
    </fieldset>
  );
}
