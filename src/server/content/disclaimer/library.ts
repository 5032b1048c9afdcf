import { defineClauseLibrary } from '../clause-library';
import { DISCLAIMER_BLOCKS, DISCLAIMER_LAWS } from './blocks';
import { disclaimerCompliance } from './compliance';
import { disclaimerFacts } from './facts';
import { renderDisclaimer } from './values';

/**
 * The Disclaimer: the disclaimers the owner chose, the professional fields and the audiences (which
 * decide the statutory statements and the laws the disclosures name), with the endorsement, health,
 * financial, Amazon Associates and AI Act sections the law makes mandatory.
 */
export const disclaimerLibrary = defineClauseLibrary({
  facts: disclaimerFacts,
  render: renderDisclaimer,
  blocks: DISCLAIMER_BLOCKS,
  laws: DISCLAIMER_LAWS,
  compliance: disclaimerCompliance,
});
