import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgreementTypeSlug } from '../../../../shared/agreements/types';
import type { AgreementSummary } from '../../../../shared/api/agreement';
import { paths } from '../../../app/paths';

/**
 * The premium-only notice: a free or unpaid agreement's text (or translation) is read-only here. A
 * free agreement becomes premium in the wizard's update mode ("Upgrade"); an unpaid premium one is
 * paid for at the checkout, unless a payment for it is under review (then no second checkout).
 */
export function PremiumNotice({
  agreement,
  name,
  feature = 'edit',
}: {
  agreement: AgreementSummary;
  name: string;
  /** The premium feature the page offers: editing the text, or translating it. */
  feature?: 'edit' | 'translate';
}) {
  const { t } = useTranslation();
  const texts = feature === 'edit' ? 'editor.premium' : 'translation.premium';
  return (
    <section className="alert alert-info" aria-labelledby="premium-notice-title" data-testid="premium-notice">
      <h2 id="premium-notice-title" className="h5">
        {t(`${texts}.title`)}
      </h2>
      <p>{t(agreement.premium ? `${texts}.unpaid` : `${texts}.free`, { name })}</p>
      {agreement.premium && agreement.payment_pending && (
        <p data-testid="premium-notice-pending">{t('agreements.premiumStatus.pending')}</p>
      )}
      <div className="d-flex flex-wrap gap-2">
        {agreement.premium && agreement.payment_pending ? null : agreement.premium ? (
          <Link className="btn btn-primary" to={paths.pay(agreement.id)}>
            {t('payment.card.payNow')}
          </Link>
        ) : (
          <Link
            className="btn btn-primary"
            to={paths.wizardUpgrade(agreement.type as AgreementTypeSlug, agreement.id)}
          >
            {t('editor.premium.upgrade')}
          </Link>
        )}
        <Link className="btn btn-outline-primary" to={paths.download(agreement.id)}>
          {t('editor.premium.download')}
        </Link>
      </div>
    </section>
  );
}
