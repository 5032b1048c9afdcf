import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '../../../components/forms/form-alert';
import { PasswordField } from '../../../components/forms/password-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useFieldErrorText } from '../../../components/forms/use-field-error-text';
import { activationPasswordRule, newPasswordRule, repeatMismatch } from '../../../lib/form-rules';

const schemas = {
  // Reset password, the profile's rule: 8+ characters, an uppercase letter, a digit.
  new: z
    .object({ password: newPasswordRule, repeat: z.string() })
    .refine((values) => values.password === values.repeat, repeatMismatch),
  // Activation set-password, a looser rule: 6+ characters.
  activation: z
    .object({ password: activationPasswordRule, repeat: z.string() })
    .refine((values) => values.password === values.repeat, repeatMismatch),
};

/**
 * A password typed twice, for a link from an e-mail (reset, activation). `onChoose` resolves with
 * the server's confirmation or rejects with its message, shown above the button.
 */
export function ChoosePasswordForm({
  rule,
  submitLabel,
  onChoose,
  serverError,
}: {
  rule: keyof typeof schemas;
  submitLabel: string;
  onChoose: (password: string) => Promise<void>;
  serverError: string | null;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schemas[rule]), defaultValues: { password: '', repeat: '' } });
  const passwordLabel = rule === 'new' ? t('auth.resetSet.newPassword') : t('auth.password');

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onChoose(values.password))}
      data-testid="choose-password-form"
    >
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        hint={rule === 'new' ? t('auth.passwordRules') : t('auth.activationPasswordRules')}
        error={errorText(errors.password, passwordLabel)}
        {...register('password')}
      />
      <PasswordField
        label={t('auth.passwordRepeat')}
        autoComplete="new-password"
        error={errorText(errors.repeat, t('auth.passwordRepeat'))}
        {...register('repeat')}
      />
      <FormAlert kind="danger" message={serverError} />
      <SubmitButton pending={isSubmitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
