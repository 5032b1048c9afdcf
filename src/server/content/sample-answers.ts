import type { AgreementTypeCode } from '../../shared/agreements/types';
import type { Answers } from '../../shared/agreements/wizard-model';
import { maximalCookiesPolicyAnswers, minimalCookiesPolicyAnswers } from './cookies-policy/sample-answers';
import { maximalDisclaimerAnswers, minimalDisclaimerAnswers } from './disclaimer/sample-answers';
import { maximalEulaAnswers, minimalEulaAnswers } from './eula/sample-answers';
import { maximalPrivacyPolicyAnswers, minimalPrivacyPolicyAnswers } from './privacy-policy/sample-answers';
import {
  maximalReturnRefundPolicyAnswers,
  minimalReturnRefundPolicyAnswers,
} from './return-refund-policy/sample-answers';
import {
  maximalTermsConditionsAnswers,
  minimalTermsConditionsAnswers,
} from './terms-conditions/sample-answers';

/**
 * Test and bench fixtures: for each public type, the answers with every option on (`maximal`) and
 * with only what its wizard requires (`minimal`). Both pass the wizard engine.
 */
export const SAMPLE_ANSWERS: Record<
  Exclude<AgreementTypeCode, 'TEST'>,
  { maximal: Answers; minimal: Answers }
> = {
  PRIVACY_POLICY: { maximal: maximalPrivacyPolicyAnswers, minimal: minimalPrivacyPolicyAnswers },
  TERMS_CONDITIONS: { maximal: maximalTermsConditionsAnswers, minimal: minimalTermsConditionsAnswers },
  COOKIES_POLICY: { maximal: maximalCookiesPolicyAnswers, minimal: minimalCookiesPolicyAnswers },
  EULA: { maximal: maximalEulaAnswers, minimal: minimalEulaAnswers },
  DISCLAIMER: { maximal: maximalDisclaimerAnswers, minimal: minimalDisclaimerAnswers },
  RETURN_REFUND_POLICY: {
    maximal: maximalReturnRefundPolicyAnswers,
    minimal: minimalReturnRefundPolicyAnswers,
  },
};
