import { type FormEvent, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import {
  AFFILIATE_CLICK_DAYS,
  AFFILIATE_SERVICE_NAMES,
  ANALYTICS_SERVICE_NAMES,
  type ConsentCategory,
  type ConsentChoice,
  type TrackingSettings,
} from '../../../../shared/tracking';

/** One switch per offered category, strictly necessary shown as always on; opened from the banner or the footer. */
export function CookiePreferencesDialog({
  offered,
  settings,
  initial,
  onSave,
  onAcceptAll,
  onRejectAll,
  onClose,
}: {
  offered: ConsentCategory[];
  settings: TrackingSettings;
  initial: ConsentChoice;
  onSave: (choice: ConsentChoice) => void;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ConsentChoice>(initial);
  const service: Record<ConsentCategory, string> = {
    analytics: settings.analytics ? ANALYTICS_SERVICE_NAMES[settings.analytics.provider] : '',
    marketing: settings.affiliate ? AFFILIATE_SERVICE_NAMES[settings.affiliate.provider] : '',
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(choice);
  };
  return (
    <Modal show onHide={onClose} aria-labelledby="cookie-preferences-title" data-testid="cookie-preferences">
      <form onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('tracking.preferences.close')}>
          <Modal.Title id="cookie-preferences-title" as="h2" className="h5">
            {t('tracking.preferences.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('tracking.preferences.intro')}</p>
          <div className="form-check form-switch mb-3">
            <input
              className="form-check-input"
              type="checkbox"
              role="switch"
              id="cookie-consent-necessary"
              checked
              aria-checked="true"
              disabled
              aria-describedby="cookie-consent-necessary-text"
            />
            <label className="form-check-label fw-semibold" htmlFor="cookie-consent-necessary">
              {t('tracking.preferences.necessary.label')}{' '}
              <span className="badge text-bg-secondary">{t('tracking.preferences.alwaysOn')}</span>
            </label>
            <p id="cookie-consent-necessary-text" className="small text-body-secondary mb-0">
              {t('tracking.preferences.necessary.text')}
            </p>
          </div>
          {offered.map((category) => (
            <div className="form-check form-switch mb-3" key={category}>
              <input
                className="form-check-input"
                type="checkbox"
                role="switch"
                id={`cookie-consent-${category}`}
                checked={choice[category]}
                aria-checked={choice[category]}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setChoice((current: ConsentChoice) => ({ ...current, [category]: checked }));
                }}
                aria-describedby={`cookie-consent-${category}-text`}
              />
              <label className="form-check-label fw-semibold" htmlFor={`cookie-consent-${category}`}>
                {t(`tracking.preferences.${category}.label`)}
              </label>
              <p id={`cookie-consent-${category}-text`} className="small text-body-secondary mb-0">
                {t(`tracking.preferences.${category}.text`, {
                  service: service[category],
                  days: AFFILIATE_CLICK_DAYS,
                })}
              </p>
            </div>
          ))}
        </Modal.Body>
        <Modal.Footer className="flex-wrap">
          <button type="button" className="btn btn-outline-primary" onClick={onRejectAll}>
            {t('tracking.banner.rejectAll')}
          </button>
          <button type="submit" className="btn btn-outline-primary">
            {t('tracking.preferences.save')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onAcceptAll}>
            {t('tracking.banner.acceptAll')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
