import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { FormAlert } from '../../../components/forms/form-alert';
import { useServerFeedback } from '../../../components/forms/use-server-feedback';
import { activateAccount } from '../api';
import { CheckingLink } from './auth-card';
import { ResendActivationForm } from './resend-activation-form';

/**
 * A valid link to an account that already has a password: activates it as soon as it is opened.
 * `next`: where the login goes afterwards.
 */
export function AutomaticActivation({
  activationHash,
  email,
  next,
}: {
  activationHash: string;
  email?: string;
  next?: string | null;
}) {
  const { t } = useTranslation();
  const feedback = useServerFeedback();
  // Once per link: React's development double effects must not send the activation twice.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === activationHash) return;
    started.current = activationHash;
    void feedback.run(() => activateAccount(activationHash));
  }, [activationHash, feedback.run]);

  if (feedback.success) {
    return (
      <>
        <FormAlert kind="success" message={feedback.success} />
        <Link className="btn btn-primary" to={paths.profileLogin(next ?? undefined)}>
          {t('auth.activate.goToLogin')}
        </Link>
      </>
    );
  }
  if (feedback.error) {
    return (
      <>
        <FormAlert kind="danger" message={feedback.error} />
        <ResendActivationForm defaultEmail={email} />
      </>
    );
  }
  return <CheckingLink label={t('auth.activate.checking')} />;
}
