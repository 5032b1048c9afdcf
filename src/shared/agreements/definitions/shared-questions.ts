import type { Condition, Question, Section, Step } from '../wizard-model';

/**
 * Questions several wizards ask in the same words. Each type keeps its own labels (`key` prefixes
 * them with the type's namespace, e.g. `privacyPolicy.questions.websiteName`), so a translation can
 * still word them for its document.
 */
type Key = (path: string) => string;

const includes = (field: string, value: string): Condition => ({ field, includes: value });

/** The last step of every wizard (spec §2): where to send the agreement — the account it goes to. */
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

export const companyAddressQuestion = (key: Key): Question => ({
  id: 'company_address',
  userData: 'company_address',
  kind: 'text',
  label: key('questions.companyAddress'),
  help: key('help.companyAddress'),
  maxLength: 300,
});
