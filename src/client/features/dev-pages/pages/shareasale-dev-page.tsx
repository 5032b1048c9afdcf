import { useTranslation } from 'react-i18next';
import { shareasalePixelUrl } from '../../tracking/components/affiliate-conversion';
import { DevPageFrame } from '../components/dev-page-frame';
import { SAMPLE_AFFILIATE_CLICK, SAMPLE_AFFILIATE_MERCHANT_ID, sampleConversion } from '../sample-data';

/**
 * /tests/shareasale: the affiliate conversion of a sample order — the parameters
 * `AffiliateConversion` is given and the pixel address it would load. The component itself is not
 * rendered: with affiliate tracking configured and consent given it would report the sample as a
 * real sale to the network.
 */
export default function ShareasaleDevPage() {
  const { t } = useTranslation();
  const pixelUrl = shareasalePixelUrl(SAMPLE_AFFILIATE_MERCHANT_ID, SAMPLE_AFFILIATE_CLICK, sampleConversion);
  return (
    <DevPageFrame page="shareasale" titleIsHeading>
      <div className="container py-4">
        <section className="card" aria-labelledby="conversion-sample-title" data-testid="conversion-sample">
          <div className="card-body">
            <h2 id="conversion-sample-title" className="h5">
              {t('devPages.shareasale.sampleTitle')}
            </h2>
            <p className="small text-body-secondary">{t('devPages.shareasale.sampleLead')}</p>
            <dl className="row mb-0">
              <dt className="col-sm-3">{t('devPages.shareasale.orderId')}</dt>
              <dd className="col-sm-9">
                <code>{sampleConversion.orderId}</code>
              </dd>
              <dt className="col-sm-3">{t('devPages.shareasale.amount')}</dt>
              <dd className="col-sm-9">
                <code>{sampleConversion.amount}</code>
              </dd>
              <dt className="col-sm-3">{t('devPages.shareasale.currency')}</dt>
              <dd className="col-sm-9">
                <code>{sampleConversion.currency}</code>
              </dd>
              <dt className="col-sm-3">{t('devPages.shareasale.pixelUrl')}</dt>
              <dd className="col-sm-9 mb-0 text-break">
                <code data-testid="conversion-pixel-url">{pixelUrl}</code>
              </dd>
            </dl>
          </div>
        </section>
      </div>
    </DevPageFrame>
  );
}
