import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextField } from '../../../components/forms/text-field';
import { useFieldErrorText } from '../../../components/forms/use-field-error-text';
import { useServerFeedback } from '../../../components/forms/use-server-feedback';
import { emailRule } from '../../../lib/form-rules';
import { resendActivationEmail } from '../api';

const resendSchema = z.object({ email: emailRule });

/** Asks for a new confirmation link: for an account never confirmed, or a link that expired. */
export function ResendActivationForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const feedback = useServerFeedback();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resendSchema), defaultValues: { email: defaultEmail } });

  const submit = handleSubmit((values) => feedback.run(() => resendActivationEmail(values.email)));

  return (
    <form noValidate onSubmit={submit} data-testid="resend-activation-form">
      <FormAlert kind="danger" message={feedback.error} />
      <FormAlert kind="success" message={feedback.success} />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={errorText(errors.email, t('auth.email'))}
        {...register('email')}
      />
      <SubmitButton pending={isSubmitting}>{t('auth.activate.requestNewLink')}</SubmitButton>
    </form>
  );
}
