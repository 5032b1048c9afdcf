import type { ComplianceRow } from '../clause-library';
import type { TestFacts } from './facts';

/** The TEST agreement is bound by no law, so its summary has no rows; the file keeps the common layout. */
export function testCompliance(_facts: TestFacts): ComplianceRow[] {
  return [];
}
