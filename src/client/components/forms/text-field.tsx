import { forwardRef, type InputHTMLAttributes } from 'react';
import { useUniqueId } from '../../lib/use-unique-id';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** A rule or tip shown under the field while it is valid. */
  hint?: string;
  /** The translated message shown under the field. */
  error?: string;
};

/**
 * A labelled input with its error under it. `forwardRef`, not a `ref` prop: the browser bundle runs
 * Preact's compat layer, where React 19's ref-as-prop does not exist (decision 0003).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, className, ...input },
  ref,
) {
  const id = useUniqueId('field');
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className={className ?? 'mb-3'}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
});

/** The error (under the field, announced with it) and the hint, with the ids the input points to. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
    </>
  );
}
