import { useTranslation } from 'react-i18next';

/** The price_extra badge: this option or question is part of the premium version only. */
export function PremiumBadge() {
  const { t } = useTranslation();
  return <span className="badge wizard-premium-badge ms-2">{t('wizardUi.question.premium')}</span>;
}

/** The Required marker of a question whose answer does not pass, once the visitor tried to go on. */
export function RequiredMarker({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <span id={id} className="badge wizard-required-marker ms-2" data-testid="required-marker">
      {t('errors:wizard.required')}
    </span>
  );
}
