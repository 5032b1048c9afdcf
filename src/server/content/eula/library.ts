import { defineClauseLibrary } from '../clause-library';
import { EULA_BLOCKS, EULA_LAWS } from './blocks';
import { eulaCompliance } from './compliance';
import { eulaFacts } from './facts';
import { renderEula } from './values';

/**
 * The EULA: what the answers imply in facts.ts, the values and lists in values.ts, the structure
 * and the laws in blocks.ts, the compliance summary in compliance.ts, and the text in
 * content/eula/<lang>.json.
 */
export const eulaLibrary = defineClauseLibrary({
  facts: eulaFacts,
  render: renderEula,
  blocks: EULA_BLOCKS,
  laws: EULA_LAWS,
  compliance: eulaCompliance,
});
