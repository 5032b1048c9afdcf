import type { SelectHTMLAttributes } from 'react';
import { FieldMessages } from '../../../components/forms/text-field';
import { useUniqueId } from '../../../lib/use-unique-id';

/** A labelled select with a first "choose" entry and its error under it, tied to it for screen readers. */
export function SelectField({
  label,
  placeholder,
  options,
  error,
  hint,
  className,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  placeholder: string;
  options: { value: string; text: string }[];
  error?: string;
  hint?: string;
}) {
  const id = useUniqueId('select');
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className={className ?? 'mb-3'}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
