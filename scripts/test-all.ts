// `npm test`: every check and every test, ending with one line "N passed, N failed" that counts them all.
// Checks (i18n, types, lint, Lighthouse, load smoke) count as one test each; Vitest and Playwright
// report their own counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureClientBuild } from './client-build';
import {
  failedVitestTests,
  type PlaywrightReport,
  playwrightTestsWithStatus,
  type VitestReport,
} from './test-report';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

let passed = 0;
let failed = 0;
const summary: string[] = [];

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function check(name: string, command: string, args: string[]): void {
  const ok = run(command, args) === 0;
  if (ok) passed++;
  else failed++;
  summary.push(`${ok ? 'ok    ' : 'FAILED'} ${name}`);
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

check('i18n check', 'npx', ['tsx', 'scripts/i18n-check.ts']);
check('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
check('lint', 'npx', ['biome', 'check', '.']);

const vitestFile = path.join(resultsDir, 'vitest.json');
const vitestRetriedFile = path.join(resultsDir, 'vitest-retried.json');
// One retry, as Playwright has: on a loaded 2-core CI machine a timing-bound test (a process that
// must start, a page that must settle) can miss once. A test that passes only on its retry is named
// in the summary, so it is seen and fixed rather than hidden.
const vitestStatus = run(
  'npx',
  [
    'vitest',
    'run',
    '--retry=1',
    '--reporter=default',
    '--reporter=json',
    '--reporter=./scripts/vitest-retried-reporter.ts',
    `--outputFile.json=${vitestFile}`,
  ],
  { VITEST_RETRIED_FILE: vitestRetriedFile },
);
const vitest = readJson<VitestReport>(vitestFile);
if (vitest) {
  const retried = readJson<string[]>(vitestRetriedFile) ?? [];
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  // A suite that fails to load has no failed test of its own; count it so the line never hides it.
  if (vitestStatus !== 0 && vitest.numFailedTests === 0) failed++;
  summary.push(
    `${vitestStatus === 0 ? 'ok    ' : 'FAILED'} vitest: ${vitest.numPassedTests} passed (${retried.length} after a retry), ${vitest.numFailedTests} failed`,
    ...failedVitestTests(vitest, root).map((name) => `         ✗ ${name}`),
    ...retried.map((name) => `         ~ ${name} (passed on a retry)`),
  );
} else {
  failed++;
  summary.push('FAILED vitest: no results');
}

let buildOk = true;
try {
  await ensureClientBuild();
} catch (error) {
  console.error(error);
  buildOk = false;
  failed++;
  summary.push('FAILED client build');
}

if (buildOk) {
  const playwrightFile = path.join(resultsDir, 'playwright.json');
  const playwrightStatus = run('npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile,
  });
  const playwright = readJson<PlaywrightReport>(playwrightFile);
  if (playwright) {
    const ok = playwright.stats.expected + playwright.stats.flaky;
    passed += ok;
    failed += playwright.stats.unexpected;
    if (playwrightStatus !== 0 && playwright.stats.unexpected === 0) failed++;
    summary.push(
      `${playwrightStatus === 0 ? 'ok    ' : 'FAILED'} playwright: ${ok} passed (${playwright.stats.flaky} after a retry), ${playwright.stats.unexpected} failed`,
      ...playwrightTestsWithStatus(playwright, 'unexpected').map((name) => `         ✗ ${name}`),
      ...playwrightTestsWithStatus(playwright, 'flaky').map(
        (name) => `         ~ ${name} (passed on a retry)`,
      ),
    );
  } else {
    failed++;
    summary.push('FAILED playwright: no results');
  }
}

if (buildOk) {
  // Against the built client, each with a server of its own: the front-end audit (Lighthouse on the
  // mobile preset, home and a wizard page; accessibility, best practices and SEO must be 100) and a
  // short load run (20 users, 5 s, no errors allowed).
  // Performance is only a regression guard here, at 80 (the target, 95, is what `npm run lighthouse`
  // checks): on a shared 2-core CI machine the simulated score of unchanged code moved between 80 and
  // 95 per run, and the best of three runs per page between 84 and 95; on a slower machine unchanged
  // code scored 75 to 94 per run, so the best of five is judged.
  check('lighthouse', 'npx', ['tsx', 'scripts/lighthouse.ts', '--performance-floor', '80', '--runs', '5']);
  check('load smoke', 'npx', ['tsx', 'scripts/load.ts', '--smoke']);
}

console.log(`\n${summary.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
