import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgreementTypeSlug } from '../../../../shared/agreements/types';
import type { AgreementSummary } from '../../../../shared/api/agreement';
import { paths } from '../../../app/paths';

/**
 * Where an agreement stands on the way to premium, with the step that comes next: a payment under
 * review (no second checkout), an unpaid premium version (its clauses locked until paid: pay
 * now), or the free version (upgrade). Nothing for a paid one, or one still in the wizard.
 */
export function PremiumStatus({
  agreement,
  compact = false,
}: {
  agreement: AgreementSummary;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (agreement.status !== 'finished' || agreement.paid) return null;
  const size = compact ? ' small py-2 mb-3' : ' mb-4';
  if (agreement.premium && agreement.payment_pending)
    return (
      <div className={`alert alert-info${size}`} data-testid="agreement-payment-pending">
        {t('agreements.premiumStatus.pending')}
      </div>
    );
  if (agreement.premium)
    return (
      <div className={`alert alert-warning${size}`} data-testid="agreement-unpaid">
        <p className="mb-2">{t('agreements.premiumStatus.locked')}</p>
        <Link className="btn btn-warning btn-sm" to={paths.pay(agreement.id)}>
          {t('payment.card.payNow')}
        </Link>
      </div>
    );
  return (
    <div className={`alert alert-light border${size}`} data-testid="agreement-free">
      <p className="mb-2">{t('agreements.premiumStatus.free')}</p>
      <Link
        className="btn btn-outline-primary btn-sm"
        to={paths.wizardUpgrade(agreement.type as AgreementTypeSlug, agreement.id)}
      >
        {t('agreements.premiumStatus.upgrade')}
      </Link>
    </div>
  );
}
