import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgreementTypeCode } from '../../../../shared/agreements/types';
import { isLanguage } from '../../../../shared/i18n/languages';
import { formatMoney } from '../../../../shared/money';
import { CURRENCY, EXTRA_PRICES, PREMIUM_PRICES } from '../../../../shared/price-list';
import { useUniqueId } from '../../../lib/use-unique-id';
import type { PremiumExtra } from '../answer-updates';
import { useWizardContext } from '../wizard-context';

/**
 * The professional choice (step 5): the free version or the premium one, what premium adds (the
 * options and questions marked priceExtra) and what it costs: the premium price, each extra's, and
 * the total for the extras the answers choose, as the checkout will charge it before VAT.
 */
export function ProfessionalStep({
  typeCode,
  premium,
  premiumLocked = false,
  extras,
  onChoose,
}: {
  typeCode: AgreementTypeCode;
  premium: boolean;
  /** Update mode on a premium agreement: it stays premium. */
  premiumLocked?: boolean;
  extras: PremiumExtra[];
  onChoose: (premium: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const { text } = useWizardContext();
  const name = useUniqueId('version');
  const chosenExtras = extras.filter((extra) => extra.chosen);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const money = (cents: number) => formatMoney(cents, CURRENCY, language);
  const priceOf = (key: string) => EXTRA_PRICES[typeCode][key] ?? 0;
  const total = PREMIUM_PRICES[typeCode] + chosenExtras.reduce((sum, extra) => sum + priceOf(extra.key), 0);

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
          t('wizardUi.professional.premiumTitleWithPrice', { price: money(PREMIUM_PRICES[typeCode]) }),
          extras.length === 0 ? (
            <p className="mb-0">{t('wizardUi.professional.noExtras')}</p>
          ) : (
            <>
              <p className="mb-1">{t('wizardUi.professional.premiumText')}</p>
              <ul className="mb-0" data-testid="premium-extras">
                {extras.map((extra) => (
                  <li key={extra.label}>
                    {text(extra.label)}{' '}
                    <span className="text-nowrap">
                      {t('pricing.extraPrice', { price: money(priceOf(extra.key)) })}
                    </span>
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
      {premium && (
        <p className="fw-semibold" data-testid="premium-total" aria-live="polite">
          {premiumLocked
            ? t('wizardUi.professional.totalUpdate')
            : t('wizardUi.professional.total', { price: money(total) })}
        </p>
      )}
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
