import { defineClauseLibrary } from '../clause-library';
import { COOKIES_POLICY_BLOCKS, COOKIES_POLICY_LAWS } from './blocks';
import { cookiesPolicyCompliance } from './compliance';
import { cookiesPolicyFacts } from './facts';
import { renderCookiesPolicy } from './values';

/**
 * The Cookies Policy: what the answers imply in facts.ts, the values and lists in values.ts, the
 * structure and the laws in blocks.ts, the compliance summary in compliance.ts, and the text in
 * content/cookies-policy/<lang>.json.
 */
export const cookiesPolicyLibrary = defineClauseLibrary({
  facts: cookiesPolicyFacts,
  render: renderCookiesPolicy,
  blocks: COOKIES_POLICY_BLOCKS,
  laws: COOKIES_POLICY_LAWS,
  compliance: cookiesPolicyCompliance,
});
