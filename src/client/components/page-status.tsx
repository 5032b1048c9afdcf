import { useTranslation } from 'react-i18next';

/**
 * A page's data on its way (a spinner with "Loading…") or refused (the message, and a way to ask
 * again); nothing once it is there.
 */
export function PageStatus({
  query,
  className,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  className?: string;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <p role="status" className={className}>
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {t('system.loading')}
      </p>
    );
  if (query.isError)
    return (
      <div className={className}>
        <div className="alert alert-danger" role="alert">
          {query.error?.message}
        </div>
        <button type="button" className="btn btn-outline-primary" onClick={() => void query.refetch()}>
          {t('system.retry')}
        </button>
      </div>
    );
  return null;
}
