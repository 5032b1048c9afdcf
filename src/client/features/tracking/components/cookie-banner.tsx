import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { getSettings } from '../../../lib/settings';

/**
 * The first-visit question: accept all, reject all (as prominent as accepting) or choose. A region
 * of its own, fixed at the bottom; nothing optional runs until one of the buttons is used.
 */
export function CookieBanner({
  onAcceptAll,
  onRejectAll,
  onChoose,
}: {
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const { appName } = getSettings();
  return (
    <section
      className="cookie-banner fixed-bottom bg-body border-top shadow"
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
    >
      <div className="container py-3">
        <h2 id="cookie-banner-title" className="h6 mb-2">
          {t('tracking.banner.title')}
        </h2>
        <p className="small mb-3">
          {t('tracking.banner.text', { appName })}{' '}
          <Link to={paths.siteLegal('cookies-policy')}>{t('tracking.banner.policyLink')}</Link>
        </p>
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" onClick={onAcceptAll}>
            {t('tracking.banner.acceptAll')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onRejectAll}>
            {t('tracking.banner.rejectAll')}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={onChoose}>
            {t('tracking.banner.choose')}
          </button>
        </div>
      </div>
    </section>
  );
}
