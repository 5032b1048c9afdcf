import type { ReactNode } from 'react';
import { isQuestionVisible } from '../../../../shared/agreements/wizard-engine';
import type { Answers, AnswerValue, Question } from '../../../../shared/agreements/wizard-model';
import { useUniqueId } from '../../../lib/use-unique-id';
import { useWizardContext } from '../wizard-context';
import { ChoiceQuestion } from './choice-question';
import { GroupQuestion } from './group-question';
import { CountryQuestion, StateQuestion } from './location-questions';
import { ProvidersQuestion } from './providers-question';
import { PremiumBadge, RequiredMarker } from './question-badges';
import { TextQuestion } from './text-question';

/** Sets one answer of the scope the question belongs to (the top level or one group entry). */
export type AnswerSetter = (userData: string, value: AnswerValue) => void;

type ScopeProps = {
  scope: Answers;
  /** The answer path of the scope: '' at the top level, `contacts.1.` in a group entry. */
  prefix: string;
  onAnswer: AnswerSetter;
};

/** The questions of one scope that are visible now (the engine decides), in order. */
export function QuestionList({ questions, ...scopeProps }: ScopeProps & { questions: Question[] }) {
  const { root } = useWizardContext();
  return (
    <>
      {questions
        .filter((question) => isQuestionVisible(question, scopeProps.scope, root))
        .map((question) => (
          <QuestionField key={question.id} question={question} {...scopeProps} />
        ))}
    </>
  );
}

/** Props every kind's control receives from the question around it. */
export type ControlProps = {
  question: Question;
  value: AnswerValue | undefined;
  setValue: (value: AnswerValue) => void;
  /** The element id of a single control, which the question's label points to. */
  id: string;
  invalid: boolean;
  describedBy: string | undefined;
};

/** Questions whose answer is several controls: a fieldset with a legend instead of one labelled input. */
const GROUPED_KINDS = new Set(['single', 'multiple', 'providers', 'group']);

/** One question: its label with badges, help, control by kind, and its problem once shown. */
export function QuestionField({ question, scope, prefix, onAnswer }: ScopeProps & { question: Question }) {
  const { text, problemAt, answerEdited } = useWizardContext();
  const id = useUniqueId('question');
  const path = `${prefix}${question.userData}`;
  const problem = problemAt(path);
  const helpId = question.help ? `${id}-help` : undefined;
  const problemId = problem ? `${id}-${problem.message ? 'error' : 'marker'}` : undefined;
  const describedBy = [problemId, helpId].filter(Boolean).join(' ') || undefined;

  const control: ControlProps = {
    question,
    value: scope[question.userData],
    setValue: (value) => {
      answerEdited(path);
      onAnswer(question.userData, value);
    },
    id,
    invalid: problem !== undefined,
    describedBy,
  };
  const renderNested = (questions: Question[]) => (
    <QuestionList questions={questions} scope={scope} prefix={prefix} onAnswer={onAnswer} />
  );

  const heading: ReactNode = (
    <>
      {text(question.label)}
      {question.priceExtra && <PremiumBadge />}
      {problem && <RequiredMarker id={`${id}-marker`} />}
    </>
  );
  const details = (
    <>
      {question.help && (
        <div id={helpId} className="form-text mt-0 mb-2">
          {text(question.help)}
        </div>
      )}
      {renderControl(control, scope, path, renderNested)}
      {problem?.message && (
        <div id={`${id}-error`} className="invalid-feedback">
          {problem.message}
        </div>
      )}
    </>
  );
  const className = `wizard-question${problem ? ' is-invalid' : ''}`;

  if (GROUPED_KINDS.has(question.kind)) {
    return (
      <fieldset className={className} data-question={question.id} data-invalid={problem ? 'true' : undefined}>
        <legend className="wizard-question-label form-label">{heading}</legend>
        {details}
      </fieldset>
    );
  }
  return (
    <div className={className} data-question={question.id} data-invalid={problem ? 'true' : undefined}>
      <label className="wizard-question-label form-label" htmlFor={id}>
        {heading}
      </label>
      {details}
    </div>
  );
}

function renderControl(
  control: ControlProps,
  scope: Answers,
  path: string,
  renderNested: (questions: Question[]) => ReactNode,
): ReactNode {
  switch (control.question.kind) {
    case 'single':
    case 'multiple':
      return <ChoiceQuestion {...control} renderNested={renderNested} />;
    case 'text':
    case 'email':
    case 'url':
      return <TextQuestion {...control} />;
    case 'country':
      return <CountryQuestion {...control} />;
    case 'state':
      return <StateQuestion {...control} scope={scope} />;
    case 'providers':
      return <ProvidersQuestion {...control} />;
    case 'group':
      // Each entry is a scope of its own; the list is passed in so the two modules do not import each other.
      return (
        <GroupQuestion
          {...control}
          path={path}
          renderEntry={(entry, entryPrefix, onEntryAnswer) => (
            <QuestionList
              questions={control.question.questions ?? []}
              scope={entry}
              prefix={entryPrefix}
              onAnswer={onEntryAnswer}
            />
          )}
        />
      );
  }
}
