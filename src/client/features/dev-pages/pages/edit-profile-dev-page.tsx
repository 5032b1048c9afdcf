import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../../shared/dates';
import { currentLanguage } from '../../../lib/i18n';
import { InvoicesSection } from '../../payment/components/invoices-section';
import { ChangePasswordForm } from '../../profile/components/change-password-form';
import { DeleteAccountSection } from '../../profile/components/delete-account-section';
import { LanguageForm } from '../../profile/components/language-form';
import { DevPageFrame } from '../components/dev-page-frame';
import { sampleCustomer } from '../sample-data';

/** The profile page's card around each section (profile-page.tsx keeps its own private). */
function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card mb-4" aria-labelledby={id}>
      <div className="card-body p-4">
        <h2 id={id} className="h5 mb-3">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/**
 * /tests/edit-profile: the profile's sections for the sample customer. The profile page itself reads
 * the signed-in session, which a sample must not replace, so its sections are shown here as it
 * arranges them; changing the password and deleting the account are refused by the sample API.
 */
export default function EditProfileDevPage() {
  const { t } = useTranslation();
  return (
    <DevPageFrame page="editProfile">
      <div className="container py-5">
        <div className="row justify-content-center">
          <div className="col-lg-8">
            <h1 className="h2 mb-4">{t('auth.profile.title')}</h1>
            <ProfileSection id="profile-account" title={t('auth.profile.accountHeading')}>
              <p className="mb-1">
                <span className="text-body-secondary">{t('auth.email')}: </span>
                <strong className="text-break" data-testid="profile-email">
                  {sampleCustomer.email}
                </strong>
              </p>
              <p className="mb-0 text-body-secondary">
                {t('auth.profile.memberSince', {
                  date: formatLongDate(sampleCustomer.created_at, currentLanguage()),
                })}
              </p>
            </ProfileSection>
            <ProfileSection id="profile-language" title={t('auth.profile.languageHeading')}>
              <LanguageForm saved={currentLanguage()} />
            </ProfileSection>
            <ProfileSection id="profile-password" title={t('auth.profile.changePasswordHeading')}>
              <ChangePasswordForm />
            </ProfileSection>
            <ProfileSection id="profile-invoices" title={t('payment.invoices.title')}>
              <InvoicesSection />
            </ProfileSection>
            <ProfileSection id="profile-delete" title={t('auth.profile.deleteHeading')}>
              <DeleteAccountSection />
            </ProfileSection>
          </div>
        </div>
      </div>
    </DevPageFrame>
  );
}
