import { textOf } from '../answer-values';
import type { ControlProps } from './question-field';

const INPUT_TYPES = { text: 'text', email: 'email', url: 'url' } as const;

/** text (one line, or several when `multiline`), email and url answers. */
export function TextQuestion({ question, value, setValue, id, invalid, describedBy }: ControlProps) {
  const common = {
    id,
    className: `form-control${invalid ? ' is-invalid' : ''}`,
    value: textOf(value),
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };
  if (question.kind === 'text' && question.multiline) {
    return <textarea {...common} rows={5} onChange={(event) => setValue(event.target.value)} />;
  }
  const type = INPUT_TYPES[question.kind as keyof typeof INPUT_TYPES] ?? 'text';
  return (
    <input
      {...common}
      type={type}
      // Addresses are typed exactly; phones would otherwise capitalise the first letter.
      autoCapitalize={type === 'text' ? undefined : 'off'}
      autoComplete={type === 'email' ? 'email' : type === 'url' ? 'url' : 'off'}
      spellCheck={type === 'text' ? undefined : false}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}
