import type { ReactNode } from 'react';
import type { AnswerOption, Question } from '../../../../shared/agreements/wizard-model';
import { useUniqueId } from '../../../lib/use-unique-id';
import { choicesOf, textOf } from '../answer-values';
import { useWizardContext } from '../wizard-context';
import { PremiumBadge } from './question-badges';
import type { ControlProps } from './question-field';

/**
 * single (radio buttons) and multiple (checkboxes). The questions of a chosen option appear under
 * it, and only then are they asked and checked.
 */
export function ChoiceQuestion({
  question,
  value,
  setValue,
  invalid,
  describedBy,
  renderNested,
}: ControlProps & { renderNested: (questions: Question[]) => ReactNode }) {
  const { text } = useWizardContext();
  const name = useUniqueId('choice');
  const multiple = question.kind === 'multiple';
  const chosen = new Set(multiple ? choicesOf(value) : [textOf(value)]);
  const options = question.options ?? [];

  const choose = (option: AnswerOption, checked: boolean) => {
    if (!multiple) return setValue(option.value);
    const next = new Set(chosen);
    if (checked) next.add(option.value);
    else next.delete(option.value);
    // In the order the options are offered, whatever order they were ticked in.
    setValue(options.map((candidate) => candidate.value).filter((candidate) => next.has(candidate)));
  };

  return (
    <div>
      {options.map((option, index) => {
        const id = `${name}-${index}`;
        const isChosen = chosen.has(option.value);
        const nested = option.questions ?? [];
        return (
          <div key={option.value} className="form-check">
            <input
              id={id}
              className="form-check-input"
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              checked={isChosen}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) => choose(option, event.target.checked)}
            />
            <label className="form-check-label" htmlFor={id}>
              {text(option.label)}
              {option.priceExtra && <PremiumBadge />}
            </label>
            {option.help && <div className="form-text mt-0">{text(option.help)}</div>}
            {isChosen && nested.length > 0 && <div className="wizard-nested">{renderNested(nested)}</div>}
          </div>
        );
      })}
    </div>
  );
}
