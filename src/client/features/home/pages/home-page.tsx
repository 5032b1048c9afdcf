import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PUBLIC_AGREEMENT_TYPES } from '../../../../shared/agreements/types';
import { paths } from '../../../app/paths';
import { getSettings } from '../../../lib/settings';
import { useDocumentTitle } from '../../../lib/use-document-title';

const BENEFITS = ['complete', 'languages', 'formats', 'oneTime'] as const;

/** The home page: a headline inviting the visitor to pick one of the six generators (spec §2). */
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
        <ul
          className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled"
          data-testid="generator-list"
        >
          {PUBLIC_AGREEMENT_TYPES.map((type) => {
            const name = t(`agreementTypes.${type.code}.name`);
            return (
              <li key={type.code} className="col">
                <article className="card h-100 generator-card">
                  <div className="card-body d-flex flex-column">
                    <h3 className="h5 card-title">{name}</h3>
                    <p className="card-text text-body-secondary flex-grow-1">
                      {t(`agreementTypes.${type.code}.description`)}
                    </p>
                    <Link
                      className="btn btn-primary align-self-start stretched-link"
                      to={paths.wizardType(type.slug)}
                    >
                      {t('home.startGenerator', { name })}
                    </Link>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
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
