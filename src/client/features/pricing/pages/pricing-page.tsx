import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgreementTypeSlug } from '../../../../shared/agreements/types';
import { isLanguage } from '../../../../shared/i18n/languages';
import { formatMoney } from '../../../../shared/money';
import { REFUND_PERIOD_DAYS } from '../../../../shared/price-list';
import { paths } from '../../../app/paths';
import { PageStatus } from '../../../components/page-status';
import { usePageData } from '../../../lib/page-data';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { fetchPricing, pricingKeys } from '../api';

const FREE_ITEMS = ['law', 'liveLink', 'formats'] as const;
const PREMIUM_ITEMS = ['clauses', 'editing', 'translations', 'invoice'] as const;

/** /pricing: what is free, what premium adds, and what premium and each premium clause cost per type. */
export default function PricingPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('pricing.title'));
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const query = usePageData(pricingKeys.page(language), fetchPricing);
  const money = (cents: number) => formatMoney(cents, query.data?.currency ?? 'EUR', language);

  return (
    <div className="container py-5" data-testid="pricing-page">
      <h1 className="mb-3">{t('pricing.title')}</h1>
      <p className="lead">{t('pricing.lead')}</p>

      <div className="row g-4 my-2">
        <section className="col-md-6" aria-labelledby="pricing-free">
          <h2 id="pricing-free" className="h4">
            {t('pricing.freeTitle')}
          </h2>
          <ul>
            {FREE_ITEMS.map((item) => (
              <li key={item}>{t(`pricing.free.${item}`)}</li>
            ))}
          </ul>
        </section>
        <section className="col-md-6" aria-labelledby="pricing-premium">
          <h2 id="pricing-premium" className="h4">
            {t('pricing.premiumTitle')}
          </h2>
          <ul>
            {PREMIUM_ITEMS.map((item) => (
              <li key={item}>{t(`pricing.premium.${item}`)}</li>
            ))}
          </ul>
        </section>
      </div>

      <h2 className="h3 mt-4 mb-3">{t('pricing.typesHeading')}</h2>
      <PageStatus query={query} />
      {query.data && (
        <ul className="row row-cols-1 row-cols-lg-2 g-4 list-unstyled" data-testid="pricing-types">
          {query.data.types.map((type) => {
            const name = t(`agreementTypes.${type.code}.name`);
            return (
              <li key={type.code} className="col">
                <article className="card h-100">
                  <div className="card-body d-flex flex-column">
                    <h3 className="h5 card-title">{name}</h3>
                    <p className="fw-semibold mb-2" data-testid={`premium-price-${type.slug}`}>
                      {t('pricing.premiumPrice', { price: money(type.premium) })}
                    </p>
                    <h4 className="h6 text-body-secondary">{t('pricing.extrasHeading')}</h4>
                    <ul className="list-unstyled small flex-grow-1">
                      {type.extras.map((extra) => (
                        <li
                          key={extra.key}
                          className="d-flex justify-content-between gap-3 border-bottom py-1"
                        >
                          <span>{extra.label}</span>
                          <span className="text-nowrap">
                            {t('pricing.extraPrice', { price: money(extra.amount) })}
                          </span>
                        </li>
                      ))}
                    </ul>
                    <Link
                      className="btn btn-primary align-self-start mt-2"
                      to={paths.wizardType(type.slug as AgreementTypeSlug)}
                    >
                      {t('home.startGenerator', { name })}
                    </Link>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}

      <div className="mt-4 text-body-secondary">
        <p>{t('pricing.oneTimeNote')}</p>
        <p>{t('pricing.vatNote')}</p>
        <p className="mb-0">{t('pricing.refundNote', { count: REFUND_PERIOD_DAYS })}</p>
      </div>
    </div>
  );
}
