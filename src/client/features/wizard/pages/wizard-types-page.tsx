import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PUBLIC_AGREEMENT_TYPES } from '../../../../shared/agreements/types';
import { paths } from '../../../app/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /wizard: the six generators to pick from (spec §2, wizard entry). */
export default function WizardTypesPage() {
  const { t } = useTranslation();
  const title = t('wizardUi.types.title');
  useDocumentTitle(title);
  return (
    <div className="container py-5">
      <h1 className="h2 mb-3">{title}</h1>
      <p className="lead col-lg-8 mb-4">{t('wizardUi.types.lead')}</p>
      <ul
        className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled"
        data-testid="wizard-type-list"
      >
        {PUBLIC_AGREEMENT_TYPES.map((type) => {
          const name = t(`agreementTypes.${type.code}.name`);
          return (
            <li key={type.code} className="col">
              <article className="card h-100 generator-card">
                <div className="card-body d-flex flex-column">
                  <h2 className="h5 card-title">{name}</h2>
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
    </div>
  );
}
