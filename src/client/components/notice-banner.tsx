import { useTranslation } from 'react-i18next';

/** Shown above the page while the heartbeat cannot reach the server (spec §2). */
export function NoticeBanner() {
  const { t } = useTranslation();
  return (
    <div className="alert alert-warning rounded-0 mb-0 text-center" role="status" data-testid="notice-banner">
      {t('system.downBanner')}
    </div>
  );
}
