import { useTranslation } from 'react-i18next';

/**
 * Shown above the page while the heartbeat cannot reach the server, or, when the browser
 * has no connection at all, the offline notice (pages already opened keep working, from the service worker).
 */
export function NoticeBanner({ offline = false }: { offline?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-warning rounded-0 mb-0 text-center" role="status" data-testid="notice-banner">
      {offline ? t('offline.banner') : t('system.downBanner')}
    </div>
  );
}
