/**
 * The server's answer above or below a form. Errors are alerts (read out at once); confirmations
 * are status messages. Messages joined by line breaks keep their lines.
 */
export function FormAlert({
  kind,
  message,
  className = '',
}: {
  kind: 'danger' | 'success' | 'info';
  message: string | null | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <div
      className={`alert alert-${kind} form-alert ${className}`.trim()}
      role={kind === 'danger' ? 'alert' : 'status'}
      data-testid={`form-alert-${kind}`}
    >
      {message}
    </div>
  );
}
