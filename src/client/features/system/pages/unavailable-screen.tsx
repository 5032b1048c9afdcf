import { useTranslation } from 'react-i18next';
import { FullPageScreen } from '../../../components/full-page-screen';

export function UnavailableScreen() {
  const { t } = useTranslation();
  return (
    <FullPageScreen
      testId="unavailable-screen"
      title={t('system.unavailable.title')}
      description={t('system.unavailable.description')}
    />
  );
}
