import { useTranslation } from 'react-i18next';
import { FullPageScreen } from '../../../components/full-page-screen';
import { getSettings } from '../../../lib/settings';

export function MaintenanceScreen() {
  const { t } = useTranslation();
  const { appName } = getSettings();
  return (
    <FullPageScreen
      testId="maintenance-screen"
      title={t('system.maintenance.title', { appName })}
      description={t('system.maintenance.description')}
    />
  );
}
