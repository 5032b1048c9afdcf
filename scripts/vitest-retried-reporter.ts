// A Vitest reporter for `npm test`: writes the tests that passed only on a retry to the file named by
// VITEST_RETRIED_FILE, so the summary names them, as it does Playwright's.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

export default class RetriedTestsReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.result().state !== 'passed' || !testCase.diagnostic()?.flaky) return;
    this.retried.push(`${path.relative(process.cwd(), testCase.module.moduleId)}: ${testCase.fullName}`);
  }

  onTestRunEnd(): void {
    const file = process.env.VITEST_RETRIED_FILE;
    if (file) writeFileSync(file, JSON.stringify(this.retried));
  }
}
