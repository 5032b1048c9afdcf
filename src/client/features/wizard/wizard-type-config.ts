import type { AgreementTypeCode } from '../../../shared/agreements/types';

/**
 * What the wizard UI needs to know about each agreement type beyond its definition. A new
 * definition plugs into the same UI by filling in its entry here (wizard-type-config.test.ts
 * checks that every type with a definition has what the UI needs).
 */
export type WizardTypeConfig = {
  /**
   * The top-level e-mail answer saying where to send the agreement. An anonymous visitor's
   * `POST /agreement/new` carries it as `email` (the account the agreement goes to).
   */
  sendToAnswer?: string;
  /** What the agreement will contain, shown beside the wizard: keys of `wizardUi.aside.contents.<type>`. */
  contents: readonly string[];
};

export const WIZARD_TYPE_CONFIG: Record<AgreementTypeCode, WizardTypeConfig> = {
  PRIVACY_POLICY: {
    sendToAnswer: 'send_to',
    contents: ['dataCollected', 'purposes', 'sharing', 'retention', 'rights', 'contact'],
  },
  TERMS_CONDITIONS: {
    sendToAnswer: 'send_to',
    contents: ['use', 'accounts', 'purchases', 'intellectualProperty', 'liability', 'law'],
  },
  COOKIES_POLICY: {
    sendToAnswer: 'send_to',
    contents: ['what', 'inventory', 'categories', 'thirdParties', 'control'],
  },
  EULA: {
    sendToAnswer: 'send_to',
    contents: ['licence', 'restrictions', 'updates', 'termination', 'liability', 'law'],
  },
  DISCLAIMER: {
    sendToAnswer: 'send_to',
    contents: ['information', 'advice', 'links', 'affiliate', 'liability'],
  },
  RETURN_REFUND_POLICY: {
    sendToAnswer: 'send_to',
    contents: ['window', 'conditions', 'withdrawal', 'process', 'refunds'],
  },
  TEST: {
    sendToAnswer: 'send_to',
    contents: ['platform', 'business', 'features', 'contacts'],
  },
};
