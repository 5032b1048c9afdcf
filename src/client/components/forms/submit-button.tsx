import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A form's submit button: disabled with a spinner while the form is being sent. */
export function SubmitButton({
  pending,
  children,
  variant = 'primary',
  className = '',
}: {
  pending: boolean;
  children: ReactNode;
  variant?: 'primary' | 'danger';
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <button type="submit" className={`btn btn-${variant} ${className}`.trim()} disabled={pending}>
      {pending ? (
        <>
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('auth.submitting')}
        </>
      ) : (
        children
      )}
    </button>
  );
}
