import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../app/paths';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextField } from '../../../components/forms/text-field';
import { useFieldErrorText } from '../../../components/forms/use-field-error-text';
import { useServerFeedback } from '../../../components/forms/use-server-feedback';
import { emailRule } from '../../../lib/form-rules';
import { requestPasswordReset } from '../api';
import { AuthCard } from '../components/auth-card';

const resetRequestSchema = z.object({ email: emailRule });

/** /profile/reset-password: e-mails a link to choose a new password. The answer is the same whether or not the address has an account. */
export default function ResetPasswordRequestPage() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const feedback = useServerFeedback();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: '' } });

  const submit = handleSubmit((values) => feedback.run(() => requestPasswordReset(values.email)));

  return (
    <AuthCard
      title={t('auth.resetRequest.title')}
      lead={feedback.success ? undefined : t('auth.resetRequest.lead')}
    >
      <FormAlert kind="success" message={feedback.success} />
      {!feedback.success && (
        <form noValidate onSubmit={submit} data-testid="reset-request-form">
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            error={errorText(errors.email, t('auth.email'))}
            {...register('email')}
          />
          <FormAlert kind="danger" message={feedback.error} />
          <SubmitButton pending={isSubmitting}>{t('auth.resetRequest.submit')}</SubmitButton>
        </form>
      )}
      <hr />
      <Link to={paths.profileLogin()}>{t('auth.resetRequest.backToLogin')}</Link>
    </AuthCard>
  );
}
