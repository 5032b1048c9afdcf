import { useTranslation } from 'react-i18next';
import { openCookieSettings } from '../cookie-settings-events';
import { offeredCategories } from '../tracking-settings';

/** True when the footer should offer "Cookie settings": some optional category is configured. */
export function hasCookieSettings(): boolean {
  return offeredCategories().length > 0;
}

/** The footer's "Cookie settings": reopens the preferences dialog to change or withdraw consent. */
export function CookieSettingsButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="btn btn-link p-0 align-baseline"
      onClick={openCookieSettings}
      data-testid="cookie-settings-link"
    >
      {t('tracking.footer.cookieSettings')}
    </button>
  );
}
