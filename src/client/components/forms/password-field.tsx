import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../../lib/use-unique-id';
import { FieldMessages, type TextFieldProps } from './text-field';

/** A labelled password input with a show/hide button, its error and its rule under it. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(
  function PasswordField({ label, hint, error, className, ...input }, ref) {
    const { t } = useTranslation();
    const id = useUniqueId('password');
    const [visible, setVisible] = useState(false);
    const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
    return (
      <div className={className ?? 'mb-3'}>
        <label className="form-label" htmlFor={id}>
          {label}
        </label>
        <div className="input-group">
          <input
            ref={ref}
            id={id}
            type={visible ? 'text' : 'password'}
            className={`form-control${error ? ' is-invalid' : ''}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            // Spell checkers would send a visible password to a dictionary service.
            spellCheck={false}
            autoCapitalize="off"
            {...input}
          />
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-controls={id}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? t('auth.hidePassword') : t('auth.showPassword')}
          </button>
        </div>
        <FieldMessages id={id} hint={hint} error={error} />
      </div>
    );
  },
);
