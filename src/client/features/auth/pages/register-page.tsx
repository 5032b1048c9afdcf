import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../app/paths';
import { FormAlert } from '../../../components/forms/form-alert';
import { PasswordField } from '../../../components/forms/password-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextField } from '../../../components/forms/text-field';
import { useFieldErrorText } from '../../../components/forms/use-field-error-text';
import { useServerFeedback } from '../../../components/forms/use-server-feedback';
import { emailRule, newPasswordRule, repeatMismatch } from '../../../lib/form-rules';
import { currentLanguage } from '../../../lib/i18n';
import { register as registerAccount } from '../../../lib/session';
import { AuthCard } from '../components/auth-card';

const registerSchema = z
  .object({ email: emailRule, password: newPasswordRule, repeat: z.string() })
  .refine((values) => values.password === values.repeat, repeatMismatch);

/** /profile/register: e-mail and password; the account is active once the e-mailed link is opened. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const feedback = useServerFeedback();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', password: '', repeat: '' },
  });

  const submit = handleSubmit((values) =>
    feedback.run(() =>
      registerAccount({ email: values.email, password: values.password, language: currentLanguage() }),
    ),
  );

  if (feedback.success) {
    return (
      <AuthCard title={t('auth.register.checkInbox')}>
        <FormAlert kind="success" message={feedback.success} />
        <Link className="btn btn-outline-primary" to={paths.profileLogin()}>
          {t('auth.activate.goToLogin')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.register.title')} lead={t('auth.register.lead')}>
      <form noValidate onSubmit={submit} data-testid="register-form">
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={errorText(errors.email, t('auth.email'))}
          {...register('email')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="new-password"
          hint={t('auth.passwordRules')}
          error={errorText(errors.password, t('auth.password'))}
          {...register('password')}
        />
        <PasswordField
          label={t('auth.passwordRepeat')}
          autoComplete="new-password"
          error={errorText(errors.repeat, t('auth.passwordRepeat'))}
          {...register('repeat')}
        />
        <FormAlert kind="danger" message={feedback.error} />
        <SubmitButton pending={isSubmitting}>{t('auth.register.submit')}</SubmitButton>
      </form>
      <hr />
      <p className="mb-0">
        {t('auth.register.haveAccount')} <Link to={paths.profileLogin()}>{t('auth.register.login')}</Link>
      </p>
    </AuthCard>
  );
}
