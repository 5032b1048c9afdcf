import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { FormAlert } from '../../../components/forms/form-alert';
import { useServerFeedback } from '../../../components/forms/use-server-feedback';
import { isRefusedByServer } from '../../../lib/api-client';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { login } from '../../../lib/session';
import { authKeys, checkActivationLink, setInitialPassword } from '../api';
import { AuthCard, CheckingLink } from '../components/auth-card';
import { AutomaticActivation } from '../components/automatic-activation';
import { ChoosePasswordForm } from '../components/choose-password-form';
import { ResendActivationForm } from '../components/resend-activation-form';

/**
 * /profile/activate-account/:id?, the link of the confirmation e-mail: an account without a password
 * chooses one here, any other is activated at once. A bad or expired link, or no link, offers a new
 * one. A link with `redirect` (a visitor who chose premium: the checkout) logs the new customer in
 * with the password just chosen and goes on there.
 */
export default function ActivateAccountPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const next = safeRedirectPath(useSearchParams()[0].get('redirect'));
  const passwordFeedback = useServerFeedback();
  const link = useQuery({
    queryKey: authKeys.activationLink(id),
    queryFn: () => checkActivationLink(id),
    enabled: id !== '',
    // Checked once per visit: after activation the same link reads as used.
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (!id) {
    return (
      <AuthCard title={t('auth.activate.title')} lead={t('errors:account.notConfirmed')}>
        <ResendActivationForm />
      </AuthCard>
    );
  }

  if (passwordFeedback.success) {
    return (
      <AuthCard title={t('auth.activate.title')}>
        <FormAlert kind="success" message={passwordFeedback.success} />
        <Link className="btn btn-primary" to={paths.profileLogin(next ?? undefined)}>
          {t('auth.activate.goToLogin')}
        </Link>
      </AuthCard>
    );
  }

  const details = link.data;
  return (
    <AuthCard
      title={t('auth.activate.title')}
      lead={
        details?.valid && details.needs_password
          ? t('auth.activate.setPasswordLead', { email: details.email ?? '' })
          : undefined
      }
    >
      {link.isPending && <CheckingLink label={t('auth.activate.checking')} />}
      {link.isError && (
        <>
          <FormAlert kind="danger" message={link.error.message} />
          {isRefusedByServer(link.error) ? (
            <ResendActivationForm />
          ) : (
            <button type="button" className="btn btn-outline-primary" onClick={() => void link.refetch()}>
              {t('system.retry')}
            </button>
          )}
        </>
      )}
      {details && !details.valid && (
        <>
          <FormAlert kind="danger" message={t('errors:account.linkExpired')} />
          <ResendActivationForm defaultEmail={details.email} />
        </>
      )}
      {details?.valid && details.needs_password && (
        <ChoosePasswordForm
          rule="activation"
          submitLabel={t('auth.activate.submit')}
          serverError={passwordFeedback.error}
          onChoose={(password) =>
            passwordFeedback.run(async () => {
              const message = await setInitialPassword(id, password);
              if (next && details.email) {
                // The account is active: signed in with the password just chosen, on to the checkout.
                // Should the login fail, the page offers the login with the same destination.
                const signedIn = await login(details.email, password).then(
                  () => true,
                  () => false,
                );
                if (signedIn) await navigate(next, { replace: true });
              }
              return message;
            })
          }
        />
      )}
      {details?.valid && !details.needs_password && (
        <AutomaticActivation activationHash={id} email={details.email} next={next} />
      )}
    </AuthCard>
  );
}
