import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isValidUuid } from '../../../../shared/validation';
import { paths } from '../../../app/paths';
import { FormAlert } from '../../../components/forms/form-alert';
import { useServerFeedback } from '../../../components/forms/use-server-feedback';
import { isRefusedByServer } from '../../../lib/api-client';
import { authKeys, checkResetLink, resetPassword } from '../api';
import { AuthCard, CheckingLink } from '../components/auth-card';
import { ChoosePasswordForm } from '../components/choose-password-form';

/** /profile/reset-password/:id, the link of the reset e-mail: checks it, then takes the new password. */
export default function ResetPasswordSetPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const wellFormed = isValidUuid(id);
  const feedback = useServerFeedback();
  const link = useQuery({
    queryKey: authKeys.resetLink(id),
    queryFn: () => checkResetLink(id),
    enabled: wellFormed,
    // A link is checked once per visit; a second check after the password is saved would say "used".
    staleTime: Number.POSITIVE_INFINITY,
  });

  const requestNewLink = (
    <Link className="btn btn-outline-primary" to={paths.resetPassword()}>
      {t('auth.resetSet.requestNewLink')}
    </Link>
  );

  if (feedback.success) {
    return (
      <AuthCard title={t('auth.resetSet.title')}>
        <FormAlert kind="success" message={feedback.success} />
        <Link className="btn btn-primary" to={paths.profileLogin()}>
          {t('auth.activate.goToLogin')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.resetSet.title')}>
      {!wellFormed && (
        <>
          <FormAlert kind="danger" message={t('errors:account.linkInvalid')} />
          {requestNewLink}
        </>
      )}
      {wellFormed && link.isPending && <CheckingLink label={t('auth.activate.checking')} />}
      {link.isError && (
        <>
          <FormAlert kind="danger" message={link.error.message} />
          {isRefusedByServer(link.error) ? (
            requestNewLink
          ) : (
            <button type="button" className="btn btn-outline-primary" onClick={() => void link.refetch()}>
              {t('system.retry')}
            </button>
          )}
        </>
      )}
      {link.data === false && (
        <>
          <FormAlert kind="danger" message={t('errors:account.linkExpired')} />
          {requestNewLink}
        </>
      )}
      {link.data === true && (
        <ChoosePasswordForm
          rule="new"
          submitLabel={t('auth.resetSet.submit')}
          serverError={feedback.error}
          onChoose={(password) => feedback.run(() => resetPassword(id, password))}
        />
      )}
    </AuthCard>
  );
}
