import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../app/paths';
import {
  CookieSettingsButton,
  hasCookieSettings,
} from '../features/tracking/components/cookie-settings-button';
import { COPYRIGHT_FIRST_YEAR, getSettings } from '../lib/settings';

/** Support line, copyright range, the product's own legal documents and its notices (no legal advice, …). */
export function Footer() {
  const { t } = useTranslation();
  const { appName, supportEmail, companyName } = getSettings();
  const year = new Date().getFullYear();
  // The address sits inside a translated sentence: split the sentence where it goes and put a link there.
  const [beforeEmail = '', afterEmail = ''] = t('footer.support', { email: '\u0000' }).split('\u0000');
  return (
    <footer className="site-footer border-top bg-light text-body-secondary mt-5">
      <div className="container py-4">
        <p className="mb-2">
          {beforeEmail}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          {afterEmail}
        </p>
        <nav aria-label={t('footer.legalLinks')} className="mb-3">
          <ul className="list-inline mb-0">
            <li className="list-inline-item">
              <Link to={paths.siteLegal('privacy-policy')}>{t('footer.privacyPolicy')}</Link>
            </li>
            <li className="list-inline-item">
              <Link to={paths.siteLegal('terms-of-use')}>{t('footer.termsOfUse')}</Link>
            </li>
            <li className="list-inline-item">
              <Link to={paths.siteLegal('disclaimer')}>{t('footer.disclaimer')}</Link>
            </li>
            <li className="list-inline-item">
              <Link to={paths.siteLegal('cookies-policy')}>{t('tracking.footer.cookiesPolicy')}</Link>
            </li>
            {hasCookieSettings() && (
              <li className="list-inline-item">
                <CookieSettingsButton />
              </li>
            )}
          </ul>
        </nav>
        <p className="small mb-2">{t('footer.legalAdvice', { appName })}</p>
        <p className="small mb-2">{t('footer.noReproduction', { companyName })}</p>
        <p className="small mb-0">
          {t('footer.copyright', { firstYear: COPYRIGHT_FIRST_YEAR, year, companyName })}
        </p>
      </div>
    </footer>
  );
}
