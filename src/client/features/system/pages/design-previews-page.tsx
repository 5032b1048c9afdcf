import { useTranslation } from 'react-i18next';
import { NoticeBanner } from '../../../components/notice-banner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BlockedStorageScreen } from './blocked-storage-screen';
import { MaintenanceScreen } from './maintenance-screen';
import { UnavailableScreen } from './unavailable-screen';

/** Development only (/tests/design): the screens that otherwise need a broken server to see. */
export default function DesignPreviewsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('tests.title'));
  return (
    <div className="container py-5">
      <h1 className="h2">{t('tests.title')}</h1>
      <p className="text-body-secondary">{t('tests.description')}</p>
      <NoticeBanner />
      <h2 className="h4 mt-4">{t('tests.screens')}</h2>
      {[MaintenanceScreen, UnavailableScreen, BlockedStorageScreen].map((Screen) => (
        <div key={Screen.name} className="border rounded overflow-hidden my-3">
          <Screen />
        </div>
      ))}
    </div>
  );
}
