import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DEV_PAGES } from '../dev-pages';

/** /tests: the living style guide's index, one link per development page (development only). */
export default function DevIndexPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('devPages.index.title'));
  return (
    <div className="container py-5">
      <h1 className="h2">{t('devPages.index.title')}</h1>
      <p className="text-body-secondary">{t('devPages.index.lead')}</p>
      <h2 className="h4 mt-4">{t('devPages.index.componentsHeading')}</h2>
      <ul className="list-group mb-4" data-testid="dev-page-list">
        {DEV_PAGES.map((page) => (
          <li key={page.path} className="list-group-item">
            <Link to={page.path} className="fw-semibold">
              {t(`devPages.pages.${page.key}.title`)}
            </Link>
            <code className="ms-2 small">{page.path}</code>
            <p className="mb-0 small text-body-secondary">{t(`devPages.pages.${page.key}.lead`)}</p>
          </li>
        ))}
      </ul>
      <h2 className="h4">{t('devPages.index.screensHeading')}</h2>
      <ul className="list-group">
        <li className="list-group-item">
          <Link to={paths.testsDesign()} className="fw-semibold">
            {t('tests.title')}
          </Link>
          <code className="ms-2 small">{paths.testsDesign()}</code>
          <p className="mb-0 small text-body-secondary">{t('tests.description')}</p>
        </li>
      </ul>
    </div>
  );
}
