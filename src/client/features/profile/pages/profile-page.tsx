import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../shared/i18n/languages';
import { currentLanguage } from '../../../lib/i18n';
import { updateSessionDetails, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { fetchCustomerInfo, profileKeys } from '../api';
import { ProfileSections } from '../components/profile-sections';

/**
 * /profile: the account's e-mail and age, its language, the password, its invoices, and deleting
 * it.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { customer } = useSession();
  useDocumentTitle(t('auth.profile.title'));
  // The page shows the stored session at once; the server's copy replaces it when it arrives.
  const info = useQuery({ queryKey: profileKeys.info, queryFn: ({ signal }) => fetchCustomerInfo(signal) });
  useEffect(() => {
    if (info.data) updateSessionDetails(info.data);
  }, [info.data]);

  // Logged out meanwhile: the root shell is already on its way to the login page.
  if (!customer) return null;
  const language = isLanguage(customer.language) ? customer.language : currentLanguage();

  return <ProfileSections customer={customer} language={language} />;
}
