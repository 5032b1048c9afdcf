import { useTranslation } from 'react-i18next';
import { FullPageScreen } from '../../../components/full-page-screen';
import { getSettings } from '../../../lib/settings';

export function BlockedStorageScreen() {
  const { t } = useTranslation();
  const { appName } = getSettings();
  return (
    <FullPageScreen
      testId="blocked-storage-screen"
      title={t('system.blockedStorage.title')}
      description={t('system.blockedStorage.description', { appName })}
    />
  );
}
