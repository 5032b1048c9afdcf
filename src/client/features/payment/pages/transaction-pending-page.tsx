import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /profile/agreements/transaction-pending: a payment under review (pending verification). The provider
 * settles it; once verified (usually within 10–15 minutes) the agreement turns premium and the
 * download link is e-mailed. Nothing is charged twice, so there is nothing to do meanwhile.
 */
export default function TransactionPendingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('payment.pending.title'));
  return (
    <div className="container py-5" data-testid="transaction-pending">
      <div className="row justify-content-center">
        <div className="col-lg-7">
          <h1 className="h3">{t('payment.pending.title')}</h1>
          <p className="lead" data-testid="payment-pending">
            {t('payment.pending.text')}
          </p>
          <h2 className="h5 mt-4">{t('payment.pending.nextTitle')}</h2>
          <ol className="mb-4">
            <li>{t('payment.pending.stepVerify')}</li>
            <li>{t('payment.pending.stepPremium')}</li>
            <li>{t('payment.pending.stepMail')}</li>
          </ol>
          <p className="text-body-secondary">{t('payment.pending.nothingToDo')}</p>
          <Link className="btn btn-primary" to={paths.myAgreements()}>
            {t('payment.backToList')}
          </Link>
        </div>
      </div>
    </div>
  );
}
