import type { AnswerOption, Condition, Question, Section, Step } from '../wizard-model';

/**
 * Questions several wizards ask in the same words. Each type keeps its own labels (`key` prefixes
 * them with the type's namespace, e.g. `privacyPolicy.questions.websiteName`), so a translation can
 * still word them for its document.
 */
type Key = (path: string) => string;
type Option = (value: string, extra?: Partial<AnswerOption>) => AnswerOption;

/** A type's label keys (`<namespace>.<path>`) and answer options labelled `<namespace>.options.<value>`. */
export function typeTexts(namespace: string): { key: Key; option: Option } {
  const key: Key = (path) => `${namespace}.${path}`;
  return { key, option: (value, extra = {}) => ({ value, label: key(`options.${value}`), ...extra }) };
}

/** The first step of the website/app wizards (disclaimer, privacy policy, terms): where it will be used. */
export const platformStep = (key: Key, option: Option, platforms: readonly string[]): Step => ({
  id: 'platform',
  title: key('steps.platform'),
  sections: [
    {
      id: 'platform',
      title: key('sections.platform'),
      questions: [
        {
          id: 'platforms',
          userData: 'platforms',
          kind: 'multiple',
          label: key('questions.platforms'),
          required: true,
          options: platforms.map((value) => option(value)),
        },
      ],
    },
  ],
});

const includes = (field: string, value: string): Condition => ({ field, includes: value });

/** The last step of every wizard: where to send the agreement — the account it goes to. */
export const sendToStep = (key: Key): Step => ({
  id: 'send',
  title: key('steps.send'),
  sections: [
    {
      id: 'send',
      title: key('sections.send'),
      questions: [
        { id: 'send_to', userData: 'send_to', kind: 'email', label: key('questions.sendTo'), required: true },
      ],
    },
  ],
});

/** The website or app the agreement is for; its address only when the `platforms` answer has a website. */
export const serviceSection = (key: Key): Section => ({
  id: 'service',
  title: key('sections.service'),
  questions: [
    {
      id: 'website_name',
      userData: 'website_name',
      kind: 'text',
      label: key('questions.websiteName'),
      required: true,
      maxLength: 200,
    },
    {
      id: 'website_url',
      userData: 'website_url',
      kind: 'url',
      label: key('questions.websiteUrl'),
      required: true,
      visibleIf: includes('platforms', 'website'),
    },
    {
      id: 'social_page_url',
      userData: 'social_page_url',
      kind: 'url',
      label: key('questions.socialPageUrl'),
      visibleIf: includes('platforms', 'social'),
    },
  ],
});

/** Who is behind the website or app: a person's or business's legal name. */
export const companyNameQuestion = (key: Key): Question => ({
  id: 'company_name',
  userData: 'company_name',
  kind: 'text',
  label: key('questions.companyName'),
  help: key('help.companyName'),
  required: true,
  maxLength: 200,
});

/** The postal address; `required` where the law asks for it (Apple's EULA terms, EU consumer sales). */
export const companyAddressQuestion = (key: Key, { required = false } = {}): Question => ({
  id: 'company_address',
  userData: 'company_address',
  kind: 'text',
  label: key('questions.companyAddress'),
  help: key('help.companyAddress'),
  ...(required ? { required: true } : {}),
  maxLength: 300,
});

/** The country the owner is established in, which decides the laws the document names. */
export const companyCountryQuestion = (key: Key, { help = false } = {}): Question => ({
  id: 'company_country',
  userData: 'company_country',
  kind: 'country',
  label: key('questions.companyCountry'),
  ...(help ? { help: key('help.companyCountry') } : {}),
  required: true,
});

/** The address visitors write to about the agreement. */
export const contactEmailQuestion = (key: Key): Question => ({
  id: 'contact_email',
  userData: 'contact_email',
  kind: 'email',
  label: key('questions.contactEmail'),
  help: key('help.contactEmail'),
  required: true,
});
