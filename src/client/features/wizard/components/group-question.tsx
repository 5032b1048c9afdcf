import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Answers,
  type AnswerValue,
  GROUP_MAX_ENTRIES,
} from '../../../../shared/agreements/wizard-model';
import { withAnswer } from '../answer-updates';
import { entriesOf } from '../answer-values';
import type { AnswerSetter, ControlProps } from './question-field';

/**
 * group: repeatable entries, each asking the group's questions, with "add more" and a
 * delete button per entry. Entry n's answers have the paths `<group>.<n>.<question>`.
 */
export function GroupQuestion({
  question,
  value,
  setValue,
  path,
  renderEntry,
}: ControlProps & {
  path: string;
  renderEntry: (entry: Answers, prefix: string, onEntryAnswer: AnswerSetter) => ReactNode;
}) {
  const { t } = useTranslation();
  const entries = entriesOf(value);
  const questions = question.questions ?? [];
  const maxEntries = question.maxEntries ?? GROUP_MAX_ENTRIES;
  const full = entries.length >= maxEntries;

  const replaceEntry = (index: number, userData: string, answer: AnswerValue) =>
    setValue(
      entries.map((entry, at) => (at === index ? withAnswer(questions, entry, userData, answer) : entry)),
    );

  return (
    <div>
      {entries.map((entry, index) => {
        const number = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity but their position (their answer path)
          <div key={index} className="wizard-entry" data-testid="group-entry">
            <div className="d-flex align-items-center justify-content-between mb-2">
              <h4 className="h6 mb-0">{t('wizardUi.group.entry', { number })}</h4>
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                aria-label={t('wizardUi.group.deleteEntry', { number })}
                onClick={() => setValue(entries.filter((_, at) => at !== index))}
              >
                {t('wizardUi.group.delete')}
              </button>
            </div>
            {renderEntry(entry, `${path}.${index}.`, (userData, answer) =>
              replaceEntry(index, userData, answer),
            )}
          </div>
        );
      })}
      {full ? (
        <p className="form-text">{t('wizardUi.group.limitReached')}</p>
      ) : (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => setValue([...entries, {}])}
        >
          {entries.length === 0 ? t('wizardUi.group.add') : t('wizardUi.group.addMore')}
        </button>
      )}
    </div>
  );
}
