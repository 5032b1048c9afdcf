import { useTranslation } from 'react-i18next';
import PayPage from '../../payment/pages/pay-page';
import { DevPageFrame } from '../components/dev-page-frame';
import { WithSampleId } from '../components/with-sample-id';
import { SAMPLE_DISCOUNT_CODE, SAMPLE_UNPAID_AGREEMENT_ID } from '../sample-data';

/**
 * /tests/pay-agreement: the checkout of the unpaid sample Terms & Conditions with sample costs. The
 * sample API refuses the payment itself, so no payment is ever made from here.
 */
export default function PayAgreementDevPage() {
  const { t } = useTranslation();
  return (
    <WithSampleId basePath="/tests/pay-agreement" id={SAMPLE_UNPAID_AGREEMENT_ID}>
      <DevPageFrame page="payAgreement">
        <div className="container">
          <p className="alert alert-warning my-2 small" data-testid="no-payment-note">
            {t('devPages.payAgreement.noPayment', { code: SAMPLE_DISCOUNT_CODE })}
          </p>
        </div>
        <PayPage />
      </DevPageFrame>
    </WithSampleId>
  );
}
