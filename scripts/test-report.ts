// Reads Vitest's and Playwright's JSON reports for the names of failed and retried tests.
// `npm test`'s summary names them because CI keeps only the end of the output.
import path from 'node:path';

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults: Array<{ fullName: string; status: string }>;
  }>;
}

export function failedVitestTests(report: VitestReport, root: string): string[] {
  return report.testResults.flatMap((file) => {
    const where = path.relative(root, file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    if (failedTests.length === 0 && file.status === 'failed')
      return [`${where}: ${file.message ?? 'failed to run'}`];
    return failedTests.map((test) => `${where}: ${test.fullName}`);
  });
}

export interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{ title: string; tests: Array<{ projectName: string; status: string }> }>;
}

export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites?: PlaywrightSuite[];
}

export function playwrightTestsWithStatus(
  report: PlaywrightReport,
  status: 'unexpected' | 'flaky',
): string[] {
  const names: string[] = [];
  const visit = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === status) names.push(`${file}: ${spec.title} [${test.projectName}]`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file ?? suite.title);
  return names;
}
