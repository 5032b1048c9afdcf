import type { AgreementTypeCode } from '../types';
import type { WizardDefinition } from '../wizard-model';
import { privacyPolicyWizard } from './privacy-policy';
import { testWizard } from './test';

/** The wizard of each agreement type that has one so far; later issues add the others. */
export const WIZARD_DEFINITIONS: Partial<Record<AgreementTypeCode, WizardDefinition>> = {
  PRIVACY_POLICY: privacyPolicyWizard,
  TEST: testWizard,
};

export function wizardFor(type: AgreementTypeCode): WizardDefinition | undefined {
  return WIZARD_DEFINITIONS[type];
}
