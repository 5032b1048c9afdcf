import { defineClauseLibrary } from '../clause-library';
import { RETURN_BLOCKS, RETURN_LAWS } from './blocks';
import { returnRefundPolicyCompliance } from './compliance';
import { returnFacts } from './facts';
import { renderReturnRefundPolicy } from './values';

/** The Return & Refund Policy: the seller's own policy, then the statutory sections its answers call for. */
export const returnRefundPolicyLibrary = defineClauseLibrary({
  facts: returnFacts,
  render: renderReturnRefundPolicy,
  blocks: RETURN_BLOCKS,
  laws: RETURN_LAWS,
  compliance: returnRefundPolicyCompliance,
});
