import type { ProviderCategory } from './providers';
import type { AgreementTypeCode } from './types';

/**
 * Wizard definitions are data, so one engine serves client and server: steps → sections → questions.
 * Labels and help texts are i18n keys of the `wizard` namespace. The same definition drives the
 * client's form, the server's validation and `GET /agreement/wizard/{type}` for API users.
 */

export type QuestionKind =
  | 'single'
  | 'multiple'
  | 'text'
  | 'email'
  | 'url'
  | 'country'
  | 'state'
  | 'providers'
  | 'group';

/** When a question is shown, from other answers in the same scope (a group entry) or at the top level. */
export type Condition =
  | { field: string; equals: string }
  | { field: string; includes: string }
  | { field: string; answered: true }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

export type AnswerOption = {
  value: string;
  /** i18n key */
  label: string;
  help?: string;
  /** Only in the premium version, priced on top of it: the wizard shows the price_extra badge. */
  priceExtra?: boolean;
  /** Asked, and checked, only when this option is chosen. */
  questions?: Question[];
};

export type Question = {
  /** Unique within the definition. */
  id: string;
  /** The key of the answer in the answers object. */
  userData: string;
  kind: QuestionKind;
  /** i18n key */
  label: string;
  help?: string;
  required?: boolean;
  visibleIf?: Condition;
  priceExtra?: boolean;
  /** single, multiple */
  options?: AnswerOption[];
  /** text: longest answer, in characters (default TEXT_MAX_LENGTH) */
  maxLength?: number;
  /** text: a multi-line answer */
  multiline?: boolean;
  /** providers: which catalogue list the visitor picks from */
  providerCategory?: ProviderCategory;
  /** state: the userData key of the country answer it depends on */
  countryField?: string;
  /** group: the questions asked for each entry */
  questions?: Question[];
  minEntries?: number;
  maxEntries?: number;
};

export type Section = { id: string; title: string; description?: string; questions: Question[] };

export type Step = { id: string; title: string; sections: Section[] };

export type WizardDefinition = { type: AgreementTypeCode; steps: Step[] };

/** A provider answer: a catalogue entry, or one the visitor added ("add your own"). */
export type ProviderAnswer = { id: string } | { custom: true; name: string; privacyPolicyUrl?: string };

export type AnswerValue = string | string[] | ProviderAnswer[] | Answers[];
export type Answers = { [userData: string]: AnswerValue };

export const TEXT_MAX_LENGTH = 2000;
export const MULTILINE_MAX_LENGTH = 10_000;
export const GROUP_MAX_ENTRIES = 50;
export const PROVIDERS_MAX_ENTRIES = 100;
