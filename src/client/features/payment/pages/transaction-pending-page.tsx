import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /profile/agreements/transaction-pending (spec §2, §4): a payment under review. The provider
 * settles it; the download link is e-mailed once it has been verified (usually 10–15 minutes).
 */
export default function TransactionPendingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('payment.pending.title'));
  return (
    <div className="container py-5" style={{ maxWidth: '40rem' }}>
      <h1 className="h3">{t('payment.pending.title')}</h1>
      <p data-testid="payment-pending">{t('payment.pending.text')}</p>
      <p className="text-body-secondary">{t('payment.pending.nothingToDo')}</p>
      <Link className="btn btn-primary" to={paths.myAgreements()}>
        {t('payment.backToList')}
      </Link>
    </div>
  );
}
