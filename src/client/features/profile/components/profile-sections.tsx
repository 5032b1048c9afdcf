import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../../shared/dates';
import type { Language } from '../../../../shared/i18n/languages';
import { currentLanguage } from '../../../lib/i18n';
import { InvoicesSection } from '../../payment/components/invoices-section';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountSection } from './delete-account-section';
import { LanguageForm } from './language-form';

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
 * The profile's content: the account's e-mail and age, its language, the
 * password, its invoices, and deleting it. The profile page fills it from the session; the
 * /tests/edit-profile page from sample data.
 */
export function ProfileSections({
  customer,
  language,
}: {
  customer: { email: string; created_at?: string | null };
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <div className="container py-5">
      <div className="row justify-content-center">
        <div className="col-lg-8">
          <h1 className="h2 mb-4">{t('auth.profile.title')}</h1>
          <ProfileSection id="profile-account" title={t('auth.profile.accountHeading')}>
            <p className="mb-1">
              <span className="text-body-secondary">{t('auth.email')}: </span>
              <strong className="text-break" data-testid="profile-email">
                {customer.email}
              </strong>
            </p>
            {customer.created_at && (
              <p className="mb-0 text-body-secondary">
                {t('auth.profile.memberSince', {
                  date: formatLongDate(customer.created_at, currentLanguage()),
                })}
              </p>
            )}
          </ProfileSection>
          <ProfileSection id="profile-language" title={t('auth.profile.languageHeading')}>
            <LanguageForm saved={language} />
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
  );
}
