import { createContext, useContext } from 'react';
import type { Answers } from '../../../shared/agreements/wizard-model';
import type { WizardDefinitionReply } from '../../../shared/api/agreement';
import type { Country } from '../../../shared/api/public';

/** What a question shows about its answer: the Required marker, and why when there is more to say. */
export type AnswerProblem = { message: string | null };

/** What every question of a wizard needs from the page, without passing it down each level. */
export type WizardContextValue = {
  /** A definition label, help or option text (an i18n key of the `wizard` namespace) in the interface language. */
  text: (key: string) => string;
  providers: WizardDefinitionReply['providers'];
  countries: { list: Country[] | undefined; error: string | null; retry: () => void };
  /** All answers: conditions may read the top level from inside a group entry. */
  root: Answers;
  /** The problem to show at an answer path now, if any. */
  problemAt: (path: string) => AnswerProblem | undefined;
  /** The visitor changed the answer at a path: a server message about it no longer applies. */
  answerEdited: (path: string) => void;
};

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizardContext(): WizardContextValue {
  const context = useContext(WizardContext);
  if (!context) throw new Error('Wizard questions render inside <WizardContext.Provider>');
  return context;
}
