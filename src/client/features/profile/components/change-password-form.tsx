import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '../../../components/forms/form-alert';
import { PasswordField } from '../../../components/forms/password-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useFieldErrorText } from '../../../components/forms/use-field-error-text';
import { useServerFeedback } from '../../../components/forms/use-server-feedback';
import { enteredPasswordRule, newPasswordRule, repeatMismatch } from '../../../lib/form-rules';
import { changePassword } from '../api';

const changePasswordSchema = z
  .object({ oldpassword: enteredPasswordRule, password: newPasswordRule, repeat: z.string() })
  .refine((values) => values.password === values.repeat, repeatMismatch);

/** Current password, new password twice (the profile's rule: 8+ characters, an uppercase letter, a digit). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const feedback = useServerFeedback();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldpassword: '', password: '', repeat: '' },
  });

  const submit = handleSubmit((values) =>
    feedback.run(async () => {
      const message = await changePassword(values.oldpassword, values.password);
      reset();
      return message;
    }),
  );

  return (
    <form noValidate onSubmit={submit} data-testid="change-password-form">
      <PasswordField
        label={t('auth.profile.oldPassword')}
        autoComplete="current-password"
        error={errorText(errors.oldpassword, t('auth.profile.oldPassword'))}
        {...register('oldpassword')}
      />
      <PasswordField
        label={t('auth.profile.newPassword')}
        autoComplete="new-password"
        hint={t('auth.passwordRules')}
        error={errorText(errors.password, t('auth.profile.newPassword'))}
        {...register('password')}
      />
      <PasswordField
        label={t('auth.profile.newPasswordRepeat')}
        autoComplete="new-password"
        error={errorText(errors.repeat, t('auth.profile.newPasswordRepeat'))}
        {...register('repeat')}
      />
      <FormAlert kind="danger" message={feedback.error} />
      <FormAlert kind="success" message={feedback.success} />
      <SubmitButton pending={isSubmitting}>{t('auth.profile.changePasswordSubmit')}</SubmitButton>
    </form>
  );
}
