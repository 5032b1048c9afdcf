import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { GeneratorCards } from '../../../components/generator-cards';
import { getSettings } from '../../../lib/settings';
import { useDocumentTitle } from '../../../lib/use-document-title';

const BENEFITS = ['complete', 'languages', 'formats', 'oneTime'] as const;

/** The home page: a headline inviting the visitor to pick one of the six generators. */
export default function HomePage() {
  const { t } = useTranslation();
  const { appName } = getSettings();
  useDocumentTitle(undefined);
  return (
    <>
      <section className="hero py-5">
        <div className="container py-lg-4">
          <h1 className="display-5 fw-bold mb-3" data-testid="home-headline">
            {t('home.headline')}
          </h1>
          <p className="lead col-lg-8 mb-0">{t('home.lead')}</p>
        </div>
      </section>

      <section className="container py-5" aria-labelledby="generators-heading" id="generators">
        <h2 id="generators-heading" className="h3 mb-4">
          {t('home.generatorsHeading')}
        </h2>
        <GeneratorCards headingLevel="h3" testId="generator-list" />
        <p className="mt-4 mb-0">
          <Link to={paths.pricing()}>{t('pricing.homeSeePrices')}</Link>
        </p>
      </section>

      <section className="bg-light py-5" aria-labelledby="benefits-heading">
        <div className="container">
          <h2 id="benefits-heading" className="h3 mb-4">
            {t('home.benefitsHeading', { appName })}
          </h2>
          <div className="row g-4">
            {BENEFITS.map((benefit) => (
              <div key={benefit} className="col-md-6 col-lg-3">
                <h3 className="h6 fw-semibold">{t(`home.benefits.${benefit}.title`)}</h3>
                <p className="text-body-secondary mb-0">{t(`home.benefits.${benefit}.text`)}</p>
              </div>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
