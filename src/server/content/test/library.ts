import { defineClauseLibrary } from '../clause-library';
import { TEST_BLOCKS, TEST_LAWS } from './blocks';
import { testCompliance } from './compliance';
import { testFacts } from './facts';
import { renderTest } from './values';

/** The TEST agreement (development and tests only): small, but built like every real type. */
export const testLibrary = defineClauseLibrary({
  facts: testFacts,
  render: renderTest,
  blocks: TEST_BLOCKS,
  laws: TEST_LAWS,
  compliance: testCompliance,
});
