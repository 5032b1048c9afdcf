import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../../../lib/use-unique-id';
import { vatPrefix } from '../checkout-model';

/** Where the VIES check of the number in the field stands. */
export type VatCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'valid' | 'invalid'; message: string };

/**
 * A company's VAT number without its country prefix: the prefix (EL for Greece) is shown
 * in front of the field, and "Check" asks VIES. The answer is announced under the field.
 */
export function VatNumberField({
  country,
  value,
  error,
  check,
  onChange,
  onCheck,
}: {
  country: string;
  value: string;
  error?: string;
  check: VatCheck;
  onChange: (value: string) => void;
  onCheck: () => void;
}) {
  const { t } = useTranslation();
  const id = useUniqueId('vat-number');
  const result = check.status === 'valid' || check.status === 'invalid' ? check : null;
  const describedBy = [`${id}-prefix`, error && `${id}-error`, result && `${id}-result`, `${id}-hint`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {t('payment.billing.vatNumber')}
      </label>
      <div className="input-group">
        <span className="input-group-text" id={`${id}-prefix`} data-testid="vat-prefix">
          {vatPrefix(country)}
        </span>
        <input
          id={id}
          className={`form-control${error || result?.status === 'invalid' ? ' is-invalid' : ''}`}
          value={value}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          aria-invalid={error || result?.status === 'invalid' ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter checks the number rather than submitting the order.
            if (event.key === 'Enter') {
              event.preventDefault();
              onCheck();
            }
          }}
        />
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={check.status === 'checking' || value.trim() === ''}
          onClick={onCheck}
        >
          {check.status === 'checking' && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          )}
          {check.status === 'checking' ? t('payment.billing.checkingVat') : t('payment.billing.checkVat')}
        </button>
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
      <div aria-live="polite">
        {result && (
          <div
            id={`${id}-result`}
            className={`small mt-1 ${result.status === 'valid' ? 'text-success' : 'text-danger'}`}
            data-testid={`vies-${result.status}`}
          >
            {result.message}
          </div>
        )}
      </div>
      <div id={`${id}-hint`} className="form-text">
        {t('payment.billing.vatNumberHint')}
      </div>
    </div>
  );
}
