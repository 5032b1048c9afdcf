import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkBoundaries,
  checkGraph,
  covers,
  type Exception,
  formatViolations,
  importGraph,
  parseFile,
  RULES,
  readRepository,
  resolveSpecifier,
} from './import-boundaries';

/**
 * Feature-to-feature imports ARCHITECTURE.md allows ("Imports run one way"); every other import of
 * one `src/client/features/<feature>/` by another fails. (The footer shows the tracking feature's
 * cookie settings button: the footer is in `client/components/`, not a feature, so it needs no entry.)
 */
const FEATURE_EXCEPTIONS: Exception[] = [
  // The checkout asks for the countries and the wizard's texts, which the wizard feature loads and owns.
  { from: 'src/client/features/payment/', to: 'src/client/features/wizard/api.ts' },
  // After a payment the checkout refreshes My agreements, with the agreements feature's query keys.
  { from: 'src/client/features/payment/', to: 'src/client/features/agreements/api.ts' },
  // The wizard's login modal asks for the activation mail again: a call of the auth feature.
  { from: 'src/client/features/wizard/', to: 'src/client/features/auth/api.ts' },
  // The profile page shows the customer's invoices, which the payment feature owns.
  { from: 'src/client/features/profile/', to: 'src/client/features/payment/components/invoices-section.tsx' },
  // The checkout sends the affiliate click with a payment (tracking owns the consent it depends on)…
  { from: 'src/client/features/payment/', to: 'src/client/features/tracking/affiliate-click.ts' },
  // …and shows the affiliate's conversion pixel on the paid page.
  {
    from: 'src/client/features/payment/',
    to: 'src/client/features/tracking/components/affiliate-conversion.tsx',
  },
  // The living style guide (`/tests/*`) shows the other features' pages and components on sample data.
  { from: 'src/client/features/dev-pages/', to: 'src/client/features/' },
];

/**
 * Imports of a server module's files other than its `index.ts` from outside its folder. Files in
 * the module's own folder (its tests too) use its internals freely; everything else, `app.ts`,
 * other modules, `tests/` and `scripts/` included, goes through the index.
 */
const MODULE_EXCEPTIONS: Exception[] = [
  // The render worker thread runs the live page renderer alone: the live module's index would load
  // its routes, page cache and Redis relay into every worker.
  { from: 'src/server/documents/render-worker.ts', to: 'src/server/modules/live/page.ts' },
  // Likewise the completeness check on long texts: the agreement index would bring its routes and
  // services (and with them the customer module's) into the worker.
  { from: 'src/server/documents/render-worker.ts', to: 'src/server/modules/agreement/completeness.ts' },
  // The generator tests check every sample document for the sections its laws require with the
  // check the editor runs; a pure function, loaded without the agreement module around it.
  { from: 'src/server/content/generators.test.ts', to: 'src/server/modules/agreement/completeness.ts' },
];

/** Imports across the client / shared / server lines: only tests reading fixtures, never shipped code. */
const SIDE_EXCEPTIONS: Exception[] = [
  // The wizard definitions' tests walk the server's sample answers (the fixtures every test shares)…
  { from: 'src/shared/agreements/definitions/*.test.ts', to: 'src/server/content/*/sample-answers.ts' },
  // …and read the wizard catalogs with their parts merged, as the server reads them.
  { from: 'src/shared/agreements/definitions/*.test.ts', to: 'src/server/i18n.ts' },
];

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** `src/` is checked against every rule; the rest only uses server modules through their index. */
const FOLDERS = ['src', 'tests', 'scripts', 'e2e'];
const OPTIONS = {
  featureExceptions: FEATURE_EXCEPTIONS,
  moduleExceptions: MODULE_EXCEPTIONS,
  sideExceptions: SIDE_EXCEPTIONS,
};

describe('the import rules of ARCHITECTURE.md, in this repository', () => {
  const { files, exists } = readRepository(ROOT, FOLDERS);
  const graph = importGraph(files, exists);

  it('holds: no import breaks them', () => {
    // The scan really read the code: an empty or broken scan must not pass for a clean one.
    const sources = Object.keys(files);
    expect(sources.filter((file) => file.startsWith('src/client/')).length).toBeGreaterThan(150);
    expect(sources.filter((file) => file.startsWith('src/server/modules/')).length).toBeGreaterThan(50);
    expect(graph.edges.length).toBeGreaterThan(1500);

    const violations = checkGraph(graph, OPTIONS);
    if (violations.length > 0)
      expect.fail(
        `${violations.length} import(s) break the rules of ARCHITECTURE.md ("Imports run one way"):\n` +
          formatViolations(violations),
      );
  });

  it('has no allow-list entry that no import uses any more', () => {
    const { edges } = graph;
    const stale = [...FEATURE_EXCEPTIONS, ...MODULE_EXCEPTIONS, ...SIDE_EXCEPTIONS].filter(
      (exception) =>
        !edges.some((edge) => covers(exception.from, edge.importer) && covers(exception.to, edge.imported)),
    );
    expect(stale).toEqual([]);
  });

  it('finds every server module with its index.ts', () => {
    const modules = new Set(
      Object.keys(files).flatMap((file) => /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1] ?? []),
    );
    expect(modules.size).toBeGreaterThan(5);
    expect([...modules].filter((name) => !exists(`src/server/modules/${name}/index.ts`))).toEqual([]);
  });
});

describe('the import checker, on small examples', () => {
  it('names each broken rule with the importer, its line and the file imported', () => {
    const files = {
      'src/client/features/a/page.tsx': [
        "import { x } from '../b/components/thing';",
        "import { y } from '../../../server/config';",
        "import { z } from '../b/api';",
      ].join('\n'),
      'src/client/features/b/components/thing.tsx': 'export const x = 1;',
      'src/client/features/b/api.ts': 'export const z = 1;',
      'src/server/config.ts': "import type { Props } from '../client/features/b/components/thing';",
      'src/shared/rules.ts': "export { y } from '../server/config';",
      'src/server/modules/m/repo.ts': 'export const find = 1;',
      'src/server/modules/m/index.ts': "export { find } from './repo';",
      'src/server/modules/m/repo.test.ts': "import { find } from './repo';",
      'src/server/modules/n/service.ts': [
        "import { find } from '../m/repo';",
        "import { find as viaIndex } from '../m';",
        "const later = () => import('../m/repo.ts');",
      ].join('\n'),
      'tests/helper.ts': "vi.mock('../src/server/modules/m/repo');",
      'src/server/app.ts': "import { missing } from './nowhere';",
    };
    const violations = checkBoundaries(files, {
      featureExceptions: [{ from: 'src/client/features/a/', to: 'src/client/features/b/api.ts' }],
    });
    expect(formatViolations(violations).split('\n')).toEqual([
      `src/client/features/a/page.tsx:1 → src/client/features/b/components/thing.tsx: ${RULES.featureToFeature}`,
      `src/client/features/a/page.tsx:2 → src/server/config.ts: ${RULES.clientToServer}`,
      `src/server/app.ts:1 → ./nowhere: ${RULES.unresolved}`,
      `src/server/config.ts:1 → src/client/features/b/components/thing.tsx: ${RULES.serverToClient}`,
      `src/server/modules/n/service.ts:1 → src/server/modules/m/repo.ts: ${RULES.moduleInternals}`,
      `src/server/modules/n/service.ts:3 → src/server/modules/m/repo.ts: ${RULES.moduleInternals}`,
      `src/shared/rules.ts:1 → src/server/config.ts: ${RULES.sharedToSide}`,
      `tests/helper.ts:1 → src/server/modules/m/repo.ts: ${RULES.moduleInternals}`,
    ]);
  });

  it('lets the allow-lists through, and nothing beside them', () => {
    const files = {
      'src/server/documents/worker.ts': "import { render } from '../modules/live/page';",
      'src/server/documents/other.ts': "import { render } from '../modules/live/page';",
      'src/server/modules/live/page.ts': 'export const render = 1;',
      'src/shared/thing.test.ts': "import { sample } from '../server/content/x/sample-answers';",
      'src/shared/thing.ts': "import { sample } from '../server/content/x/sample-answers';",
      'src/server/content/x/sample-answers.ts': 'export const sample = 1;',
    };
    const violations = checkBoundaries(files, {
      moduleExceptions: [{ from: 'src/server/documents/worker.ts', to: 'src/server/modules/live/page.ts' }],
      sideExceptions: [{ from: 'src/shared/*.test.ts', to: 'src/server/content/*/sample-answers.ts' }],
    });
    expect(violations.map((violation) => violation.importer)).toEqual([
      'src/server/documents/other.ts:1',
      'src/shared/thing.ts:1',
    ]);
  });

  it('reads every way a file names a module', () => {
    const source = [
      "import a from './a';",
      "import type { B } from './b';",
      "import './c.scss';",
      "export { d } from './d';",
      "export * from './e';",
      "const f = await import('./f');",
      "type G = typeof import('./g');",
      "vi.mock('./h', () => ({}));",
      "const i = await vi.importActual<typeof import('./j')>('./i');",
      "const k = import.meta.glob(['./k/*.json', '../l/m.json']);",
      "const n = require('./n');",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal, as text
      'const o = await import(`./o/${name}.json`);',
    ].join('\n');
    const { references } = parseFile('src/x.ts', source);
    expect(references.map((reference) => reference.specifier)).toEqual([
      './a',
      './b',
      './c.scss',
      './d',
      './e',
      './f',
      './g',
      './h',
      './i',
      './j',
      './k/*.json',
      '../l/m.json',
      './n',
    ]);
  });

  it('resolves relative specifiers as the bundler does', () => {
    const present = new Set([
      'src/a.ts',
      'src/b/index.ts',
      'src/c.tsx',
      'src/d.mjs',
      'src/e.ts',
      'src/f.json',
    ]);
    const exists = (file: string) => present.has(file);
    expect(resolveSpecifier('src/x.ts', './a', exists)).toBe('src/a.ts');
    expect(resolveSpecifier('src/x.ts', './b', exists)).toBe('src/b/index.ts');
    expect(resolveSpecifier('src/x.ts', './c', exists)).toBe('src/c.tsx');
    expect(resolveSpecifier('src/x.ts', './d.mjs', exists)).toBe('src/d.mjs');
    expect(resolveSpecifier('src/x.ts', './e.js', exists)).toBe('src/e.ts');
    expect(resolveSpecifier('src/x.ts', './f.json?raw', exists)).toBe('src/f.json');
    expect(resolveSpecifier('src/y/x.ts', '../a', exists)).toBe('src/a.ts');
    expect(resolveSpecifier('src/x.ts', './g', exists)).toBeUndefined();
  });

  it("finds query keys written by hand in the client, outside a feature's api.ts", () => {
    const page = [
      "useQuery({ queryKey: ['costs', id], queryFn });",
      "useQuery({ queryKey: ['payment-profile'] as const, queryFn });",
      'useQuery({ queryKey: paymentKeys.costs(id), queryFn });',
      "queryClient.setQueryData(['costs', id], reply);",
      "usePageData(['pricing', language], fetchPricing);",
      'usePageData(pricingKeys.page(language), fetchPricing);',
      'useQuery({ queryKey: [...key, location.pathname], queryFn });',
    ].join('\n');
    const files = {
      'src/client/features/payment/pages/pay-page.tsx': page,
      'src/client/features/payment/api.ts': "export const paymentKeys = { queryKey: ['costs'] };",
      'src/server/somewhere.ts': "const options = { queryKey: ['not', 'the client'] };",
    };
    expect(checkBoundaries(files).map((violation) => `${violation.importer} ${violation.imported}`)).toEqual([
      "src/client/features/payment/pages/pay-page.tsx:1 ['costs', id]",
      "src/client/features/payment/pages/pay-page.tsx:2 ['payment-profile'] as const",
      "src/client/features/payment/pages/pay-page.tsx:4 ['costs', id]",
      "src/client/features/payment/pages/pay-page.tsx:5 ['pricing', language]",
    ]);
  });
});
