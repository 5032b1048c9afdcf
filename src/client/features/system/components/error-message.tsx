import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The body of an error page: a headline, what happened, and the ways out. */
export function ErrorMessage({
  status,
  title,
  description,
  showBack = false,
}: {
  status?: number;
  title: string;
  description: string;
  showBack?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(title);
  return (
    <section className="container py-5 text-center" data-testid="error-page" data-status={status}>
      {status && <p className="display-4 fw-bold text-primary mb-2">{status}</p>}
      <h1 className="h2 mb-3">{title}</h1>
      <p className="lead text-body-secondary mb-4">{description}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        {showBack && (
          <button type="button" className="btn btn-outline-primary" onClick={() => navigate(-1)}>
            {t('system.goBack')}
          </button>
        )}
        <Link className="btn btn-primary" to={paths.home()}>
          {t('system.backHome')}
        </Link>
      </div>
    </section>
  );
}
