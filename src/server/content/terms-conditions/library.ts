import { defineClauseLibrary } from '../clause-library';
import { TERMS_BLOCKS, TERMS_LAWS } from './blocks';
import { termsConditionsCompliance } from './compliance';
import { termsFacts } from './facts';
import { renderTermsConditions } from './values';

/** The Terms & Conditions: facts from the answers, their values, structure, laws and compliance summary. */
export const termsConditionsLibrary = defineClauseLibrary({
  facts: termsFacts,
  render: renderTermsConditions,
  blocks: TERMS_BLOCKS,
  laws: TERMS_LAWS,
  compliance: termsConditionsCompliance,
});
