/**
 * The import rules of ARCHITECTURE.md ("Imports run one way"), checked on the import graph:
 * client → shared and server → shared only; a client feature imports another feature only where an
 * allow-list says so; a server module is used from outside its folder through its `index.ts` only;
 * and TanStack query keys are written in a feature's `api.ts`, nowhere else in the client.
 * `scripts/import-boundaries.test.ts` runs it over the repository and holds the allow-lists.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type Reference = {
  specifier: string;
  line: number;
  /** `import.meta.glob` patterns name a folder rather than a file. */
  glob?: boolean;
};

export type Violation = { importer: string; imported: string; rule: string };

/** `from` may import `to`: path patterns relative to the repository (see `covers`). */
export type Exception = { from: string; to: string };

export type BoundaryOptions = {
  /** Whether a repository-relative path is a file (non-code files too: styles, JSON, images). */
  exists?: (file: string) => boolean;
  /** Imports across the client/shared/server lines allowed (test fixtures only). */
  sideExceptions?: readonly Exception[];
  /** Feature-to-feature imports allowed (ARCHITECTURE.md names each). */
  featureExceptions?: readonly Exception[];
  /** Imports of a server module's internals from outside its folder, allowed. */
  moduleExceptions?: readonly Exception[];
};

export const RULES = {
  clientToServer: 'client code imports no server code',
  serverToClient: 'server code imports no client code',
  sharedToSide: 'shared code imports neither client nor server code',
  featureToFeature: 'a feature imports another feature only where the allow-list says so',
  moduleInternals: 'outside its folder a server module is used through its index.ts',
  unresolved: 'a relative import must name a file that exists',
  queryKey: "query keys come from the feature's api.ts, not written by hand",
} as const;

const CODE_FILE = /\.(ts|tsx|mts|mjs|js)$/;
const VI_MODULE_CALLS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock']);
/** QueryClient calls whose first argument is a query key, and the app's own `usePageData(key, …)`. */
const KEY_FIRST_CALLS = new Set(['usePageData', 'getQueryData', 'setQueryData', 'getQueryState']);

function scriptKind(file: string): ts.ScriptKind {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.mjs') || file.endsWith('.js')) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

function stringValue(node: ts.Node | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;
}

function calleeName(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return undefined;
}

type Parsed = { references: Reference[]; handWrittenKeys: { line: number; text: string }[] };

/**
 * Every module a file names: static imports and re-exports (type-only ones too), dynamic `import()`,
 * `require()`, `import('…')` types, Vitest's `vi.mock(…)` family and `import.meta.glob` patterns;
 * and the query keys written as array literals (`queryKey: [...]`, `usePageData([...], …)`).
 */
export function parseFile(file: string, source: string): Parsed {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, scriptKind(file));
  const references: Reference[] = [];
  const handWrittenKeys: Parsed['handWrittenKeys'] = [];
  const lineOf = (node: ts.Node) => sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const add = (node: ts.Node, specifier: string | undefined, glob = false) => {
    if (specifier !== undefined)
      references.push({ specifier, line: lineOf(node), ...(glob ? { glob } : {}) });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      add(node, stringValue(node.moduleSpecifier));
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node, stringValue(node.moduleReference.expression));
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, stringValue(node.argument.literal));
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword) add(node, stringValue(first));
      else if (ts.isIdentifier(callee) && callee.text === 'require') add(node, stringValue(first));
      else if (
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'vi' &&
        VI_MODULE_CALLS.has(callee.name.text)
      )
        add(node, stringValue(first));
      else if (ts.isPropertyAccessExpression(callee) && callee.getText(sourceFile) === 'import.meta.glob') {
        const patterns = first && ts.isArrayLiteralExpression(first) ? first.elements : [first];
        for (const pattern of patterns) add(node, stringValue(pattern), true);
      }
      const name = calleeName(callee);
      if (name && KEY_FIRST_CALLS.has(name) && first && isKeyLiteral(first))
        handWrittenKeys.push({ line: lineOf(first), text: first.getText(sourceFile) });
    } else if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      node.name.text === 'queryKey' &&
      isKeyLiteral(node.initializer)
    ) {
      handWrittenKeys.push({ line: lineOf(node), text: node.initializer.getText(sourceFile) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { references, handWrittenKeys };
}

/**
 * A query key written out: an array literal that starts with its name (`['costs', id]`, also with
 * `as const`). One that extends a key it was given (`[...key, path]`) is not a key written by hand.
 */
function isKeyLiteral(expression: ts.Expression): boolean {
  let inner = expression;
  while (ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner) || ts.isParenthesizedExpression(inner))
    inner = inner.expression;
  return ts.isArrayLiteralExpression(inner) && stringValue(inner.elements[0]) !== undefined;
}

const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx', '/index.mjs'];

/**
 * The repository-relative file a relative specifier names (TypeScript's bundler resolution:
 * extension optional, a folder means its index, `./x.js` may name `x.ts`); undefined when none
 * exists. Specifiers that are not relative (packages, `node:`, `virtual:`) are not resolved.
 */
export function resolveSpecifier(
  importer: string,
  specifier: string,
  exists: (file: string) => boolean,
): string | undefined {
  const base = path.posix.join(path.posix.dirname(importer), specifier.replace(/[?#].*$/, ''));
  const candidates = RESOLVE_SUFFIXES.map((suffix) => base + suffix);
  if (base.endsWith('.js')) candidates.push(`${base.slice(0, -3)}.ts`, `${base.slice(0, -3)}.tsx`);
  return candidates.find(exists);
}

export const isRelative = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../');

type Side = 'client' | 'server' | 'shared' | undefined;
const sideOf = (file: string): Side => /^src\/(client|server|shared)\//.exec(file)?.[1] as Side;
const featureOf = (file: string) => /^src\/client\/features\/([^/]+)\//.exec(file)?.[1];
const moduleOf = (file: string) => /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1];

/** A path pattern: a folder ending in `/` covers everything under it; `*` stands for any part of one name. */
export function covers(pattern: string, file: string): boolean {
  if (pattern.endsWith('/')) return file.startsWith(pattern);
  if (!pattern.includes('*')) return file === pattern;
  const expression = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*');
  return new RegExp(`^${expression}$`).test(file);
}
const allowed = (exceptions: readonly Exception[], importer: string, imported: string) =>
  exceptions.some((exception) => covers(exception.from, importer) && covers(exception.to, imported));

/** The rule an import breaks, if any: `imported` is a resolved file (or, for a glob, a folder ending in `/`). */
export function brokenRule(
  importer: string,
  imported: string,
  options: Omit<BoundaryOptions, 'exists'> = {},
): string | undefined {
  const from = sideOf(importer);
  const to = sideOf(imported);
  const sideRule =
    from === 'client' && to === 'server'
      ? RULES.clientToServer
      : from === 'server' && to === 'client'
        ? RULES.serverToClient
        : from === 'shared' && (to === 'client' || to === 'server')
          ? RULES.sharedToSide
          : undefined;
  if (sideRule && !allowed(options.sideExceptions ?? [], importer, imported)) return sideRule;

  const importerFeature = featureOf(importer);
  const importedFeature = featureOf(imported);
  if (
    importerFeature &&
    importedFeature &&
    importerFeature !== importedFeature &&
    !allowed(options.featureExceptions ?? [], importer, imported)
  )
    return RULES.featureToFeature;

  const importedModule = moduleOf(imported);
  if (
    importedModule &&
    moduleOf(importer) !== importedModule &&
    imported !== `src/server/modules/${importedModule}/index.ts` &&
    !allowed(options.moduleExceptions ?? [], importer, imported)
  )
    return RULES.moduleInternals;
  return undefined;
}

/** One relative import, resolved: `imported` is a file, or a folder ending in `/` for a glob. */
export type Edge = { importer: string; line: number; imported: string };

/**
 * The relative imports of the given files (repository-relative path → source), resolved against
 * `exists` (by default: the given files themselves); those naming no file, and the query keys the
 * client writes outside a feature's `api.ts`, as violations already.
 */
export function importGraph(
  files: Record<string, string>,
  exists: (file: string) => boolean = (file) => Object.hasOwn(files, file),
): { edges: Edge[]; violations: Violation[] } {
  const edges: Edge[] = [];
  const violations: Violation[] = [];
  for (const [importer, source] of Object.entries(files)) {
    const { references, handWrittenKeys } = parseFile(importer, source);
    for (const reference of references) {
      if (!isRelative(reference.specifier)) continue;
      let imported: string | undefined;
      if (reference.glob) {
        // The folder before the first wildcard: what the pattern can reach.
        const folder = reference.specifier.replace(/[*{[].*$/, '').replace(/[^/]*$/, '');
        imported = `${path.posix.join(path.posix.dirname(importer), folder)}/`;
      } else {
        imported = resolveSpecifier(importer, reference.specifier, exists);
      }
      if (imported) edges.push({ importer, line: reference.line, imported });
      else
        violations.push({
          importer: `${importer}:${reference.line}`,
          imported: reference.specifier,
          rule: RULES.unresolved,
        });
    }
    const inApi = /^src\/client\/features\/[^/]+\/api\.ts$/.test(importer);
    if (sideOf(importer) === 'client' && !inApi)
      for (const key of handWrittenKeys)
        violations.push({ importer: `${importer}:${key.line}`, imported: key.text, rule: RULES.queryKey });
  }
  return { edges, violations };
}

/** Every rule the given files break (see `importGraph` for `files` and `options.exists`). */
export function checkBoundaries(files: Record<string, string>, options: BoundaryOptions = {}): Violation[] {
  return checkGraph(importGraph(files, options.exists), options);
}

/** Every rule an import graph breaks: those `importGraph` found already, and each edge's. */
export function checkGraph(
  graph: ReturnType<typeof importGraph>,
  options: Omit<BoundaryOptions, 'exists'> = {},
): Violation[] {
  const violations = [...graph.violations];
  for (const edge of graph.edges) {
    const rule = brokenRule(edge.importer, edge.imported, options);
    if (rule) violations.push({ importer: `${edge.importer}:${edge.line}`, imported: edge.imported, rule });
  }
  return violations.sort((a, b) => a.importer.localeCompare(b.importer, 'en', { numeric: true }));
}

export const formatViolations = (violations: readonly Violation[]) =>
  violations
    .map((violation) => `${violation.importer} → ${violation.imported}: ${violation.rule}`)
    .join('\n');

/** Every file under the folders (repository-relative, `/`-separated), node_modules and dot-folders left out. */
export function listFiles(root: string, folders: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  for (const folder of folders) walk(folder);
  return found.sort();
}

/** The code files under the folders, read: the input `checkBoundaries` takes, and a file-exists test. */
export function readRepository(root: string, folders: readonly string[]) {
  const all = listFiles(root, folders);
  const known = new Set(all);
  const files: Record<string, string> = {};
  for (const file of all)
    if (CODE_FILE.test(file) && !file.endsWith('.d.ts'))
      files[file] = readFileSync(path.join(root, file), 'utf8');
  // Files outside the folders (the configuration at the root) are looked up on disk.
  const onDisk = (file: string) =>
    statSync(path.join(root, file), { throwIfNoEntry: false })?.isFile() ?? false;
  return { files, exists: (file: string) => known.has(file) || (!file.startsWith('..') && onDisk(file)) };
}
