import { defineClauseLibrary } from '../clause-library';
import { PRIVACY_POLICY_BLOCKS, PRIVACY_POLICY_LAWS } from './blocks';
import { privacyPolicyCompliance } from './compliance';
import { privacyFacts } from './facts';
import { renderPrivacyPolicy } from './values';

/** The Privacy Policy: one structure for every language, the laws of the owner's users, the summary. */
export const privacyPolicyLibrary = defineClauseLibrary({
  facts: privacyFacts,
  render: renderPrivacyPolicy,
  blocks: PRIVACY_POLICY_BLOCKS,
  laws: PRIVACY_POLICY_LAWS,
  compliance: privacyPolicyCompliance,
});
