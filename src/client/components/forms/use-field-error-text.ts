import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The forms' zod messages are keys of the `errors` namespace (as the server's are); this turns one
 * into text in the interface language, naming the field where the message needs it.
 */
export function useFieldErrorText(): (error: FieldError | undefined, label: string) => string | undefined {
  const { t } = useTranslation();
  return (error, label) => (error?.message ? t(`errors:${error.message}`, { field: label }) : undefined);
}
