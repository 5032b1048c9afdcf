import { describe, expect, it } from 'vitest';
import { failedVitestTests, type PlaywrightReport, playwrightTestsWithStatus } from './test-report';

describe('failedVitestTests', () => {
  it('names each failed test with its file, and a file that failed to load', () => {
    const names = failedVitestTests(
      {
        numPassedTests: 1,
        numFailedTests: 1,
        testResults: [
          {
            name: '/repo/src/a.test.ts',
            status: 'failed',
            assertionResults: [
              { fullName: 'a passes', status: 'passed' },
              { fullName: 'a breaks', status: 'failed' },
            ],
          },
          { name: '/repo/src/b.test.ts', status: 'failed', message: 'SyntaxError', assertionResults: [] },
          {
            name: '/repo/src/c.test.ts',
            status: 'passed',
            assertionResults: [{ fullName: 'c', status: 'passed' }],
          },
        ],
      },
      '/repo',
    );
    expect(names).toEqual(['src/a.test.ts: a breaks', 'src/b.test.ts: SyntaxError']);
  });
});

describe('playwrightTestsWithStatus', () => {
  const report: PlaywrightReport = {
    stats: { expected: 1, unexpected: 1, flaky: 1 },
    suites: [
      {
        title: 'home.spec.ts',
        file: 'home.spec.ts',
        specs: [{ title: 'opens', tests: [{ projectName: 'desktop', status: 'expected' }] }],
        suites: [
          {
            title: 'wizard',
            specs: [
              {
                title: 'finishes',
                tests: [
                  { projectName: 'desktop', status: 'unexpected' },
                  { projectName: 'phone', status: 'flaky' },
                ],
              },
            ],
          },
        ],
      },
    ],
  };

  it('finds failed and retried tests in nested suites, with the file and project', () => {
    expect(playwrightTestsWithStatus(report, 'unexpected')).toEqual(['home.spec.ts: finishes [desktop]']);
    expect(playwrightTestsWithStatus(report, 'flaky')).toEqual(['home.spec.ts: finishes [phone]']);
  });
});
