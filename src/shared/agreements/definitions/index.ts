import type { AgreementTypeCode } from '../types';
import type { WizardDefinition } from '../wizard-model';
import { cookiesPolicyWizard } from './cookies-policy';
import { disclaimerWizard } from './disclaimer';
import { eulaWizard } from './eula';
import { privacyPolicyWizard } from './privacy-policy';
import { returnRefundPolicyWizard } from './return-refund-policy';
import { termsConditionsWizard } from './terms-conditions';
import { testWizard } from './test';

/** The wizard of each agreement type, as data; TEST is for development and tests only. */
export const WIZARD_DEFINITIONS: Record<AgreementTypeCode, WizardDefinition> = {
  PRIVACY_POLICY: privacyPolicyWizard,
  TERMS_CONDITIONS: termsConditionsWizard,
  COOKIES_POLICY: cookiesPolicyWizard,
  EULA: eulaWizard,
  DISCLAIMER: disclaimerWizard,
  RETURN_REFUND_POLICY: returnRefundPolicyWizard,
  TEST: testWizard,
};

export function wizardFor(type: AgreementTypeCode): WizardDefinition | undefined {
  return WIZARD_DEFINITIONS[type];
}
