import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../components/error-message';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorMessage
      status={404}
      title={t('system.notFound.title')}
      description={t('system.notFound.description')}
    />
  );
}
