import { useTranslation } from 'react-i18next';

/** Shown between an approved payment and the download page it leads to. */
export function RedirectingScreen() {
  const { t } = useTranslation();
  return (
    <div className="text-center py-5" role="status" data-testid="payment-redirecting">
      <span className="spinner-border text-primary mb-3" aria-hidden="true" />
      <h2 className="h4">{t('payment.redirecting.title')}</h2>
      <p className="text-body-secondary mb-0">{t('payment.redirecting.text')}</p>
    </div>
  );
}
