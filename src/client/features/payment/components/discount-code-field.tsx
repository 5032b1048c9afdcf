import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../../../lib/use-unique-id';

/**
 * The discount code: "Apply" asks the server for the price with it; a code it does
 * not accept is explained at the field ("The code you supplied is not valid") and not applied.
 */
export function DiscountCodeField({
  applied,
  onApply,
  onRemove,
}: {
  /** The code the summary's price includes, if any. */
  applied: string;
  /** Resolves with the reason the code was refused, or null once it is applied. */
  onApply: (code: string) => Promise<string | null>;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useUniqueId('discount-code');
  const [code, setCode] = useState(applied);
  const [error, setError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  const apply = async () => {
    const candidate = code.trim().toUpperCase();
    if (!candidate || applying) return;
    setApplying(true);
    setError(null);
    try {
      setError(await onApply(candidate));
    } finally {
      setApplying(false);
    }
  };

  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {t('payment.discount.label')}
      </label>
      <div className="input-group">
        <input
          id={id}
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={code}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : applied ? `${id}-applied` : undefined}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            // Enter applies the code rather than submitting the order.
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
        />
        {applied && applied === code.trim().toUpperCase() ? (
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => {
              setCode('');
              onRemove();
            }}
          >
            {t('payment.discount.remove')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={applying || code.trim() === ''}
            onClick={() => void apply()}
          >
            {applying && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('payment.discount.apply')}
          </button>
        )}
      </div>
      <div aria-live="polite">
        {error && (
          <div id={`${id}-error`} className="invalid-feedback" data-testid="discount-error">
            {error}
          </div>
        )}
        {!error && applied && (
          <div id={`${id}-applied`} className="small text-success mt-1" data-testid="discount-applied">
            {t('payment.discount.applied', { code: applied })}
          </div>
        )}
      </div>
    </div>
  );
}
