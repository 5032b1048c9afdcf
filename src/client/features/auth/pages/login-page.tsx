import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { isLanguage } from '../../../../shared/i18n/languages';
import { paths } from '../../../app/paths';
import { FormAlert } from '../../../components/forms/form-alert';
import { PasswordField } from '../../../components/forms/password-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextField } from '../../../components/forms/text-field';
import { useFieldErrorText } from '../../../components/forms/use-field-error-text';
import { useServerFeedback } from '../../../components/forms/use-server-feedback';
import { emailRule, enteredPasswordRule } from '../../../lib/form-rules';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { login } from '../../../lib/session';
import { resendActivationEmail } from '../api';
import { AuthCard } from '../components/auth-card';

const loginSchema = z.object({ email: emailRule, password: enteredPasswordRule });

/** What other pages hand the login page when they send the customer here. */
export type LoginPageState = { sessionExpired?: boolean; notice?: string } | null;

/** /profile/login: e-mail and password, then back to the page that asked for a login. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const arrival = useLocation().state as LoginPageState;
  const errorText = useFieldErrorText();
  const feedback = useServerFeedback();
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const submit = handleSubmit((values) =>
    feedback.run(async () => {
      const customer = await login(values.email, values.password);
      // The account's language is the customer's own choice; it wins over this browser's.
      if (isLanguage(customer.language) && customer.language !== currentLanguage()) {
        await changeLanguage(customer.language);
      }
      await navigate(safeRedirectPath(searchParams.get('redirect')) ?? paths.profile(), { replace: true });
    }),
  );

  // The server cannot say whether a failed login was an unconfirmed account without telling a
  // stranger that the address has one, so the resend action is always offered.
  const resendConfirmation = async () => {
    if (!(await trigger('email'))) return;
    setResending(true);
    await feedback.run(() => resendActivationEmail(getValues('email')));
    setResending(false);
  };

  return (
    <AuthCard title={t('auth.login.title')} lead={t('auth.login.lead')}>
      {arrival?.sessionExpired && !feedback.error && (
        <FormAlert kind="info" message={t('errors:account.sessionExpired')} />
      )}
      <FormAlert kind="success" message={arrival?.notice} />
      <form noValidate onSubmit={submit} data-testid="login-form">
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          error={errorText(errors.email, t('auth.email'))}
          {...register('email')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          error={errorText(errors.password, t('auth.password'))}
          {...register('password')}
        />
        <FormAlert kind="danger" message={feedback.error} />
        <FormAlert kind="success" message={feedback.success} />
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <SubmitButton pending={isSubmitting}>{t('auth.login.submit')}</SubmitButton>
          <Link to={paths.resetPassword()}>{t('auth.login.forgotPassword')}</Link>
        </div>
      </form>
      <hr />
      <p className="mb-2">
        {t('auth.login.noAccount')} <Link to={paths.profileRegister()}>{t('auth.login.register')}</Link>
      </p>
      <button
        type="button"
        className="btn btn-link p-0 text-decoration-none"
        disabled={resending}
        onClick={() => void resendConfirmation()}
      >
        {t('auth.login.resendActivation')}
      </button>
    </AuthCard>
  );
}
