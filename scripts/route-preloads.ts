// Build step (vite.config.ts): writes dist/client/route-preloads.json, the script and style files each
// route of the client's route table needs beyond the entry. The idle prefetch (src/client/lib/route-files.ts)
// reads it to download a likely next page's files without running them. Also writes route-paths.json,
// the table's path patterns with the rule of each checked parameter, so the server can answer an
// unknown page, or a known one with a parameter its rule refuses, with HTTP status 404.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  isParamRuleName,
  PARAM_RULES,
  type ParamRule,
  type ParamRuleName,
} from '../src/client/app/route-params';

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
/**
 * Every path pattern of the route table, home included, with what each checked parameter may hold:
 * the server answers 404 for any other page (src/server/http/client-files.ts reads it).
 */
export const ROUTE_PATHS_FILE = 'route-paths.json';

/**
 * One route of src/client/app/routes.ts: its path, the rule names of its checked parameters, and
 * the modules its page and load step import.
 */
export type RouteModules = {
  name: string;
  path: string;
  params: Record<string, ParamRuleName>;
  modules: string[];
};

/** One entry of route-paths.json: a path pattern and the rule of each parameter it checks. */
export type RoutePathEntry = { path: string; params: Record<string, ParamRule> };

/** One route's files beyond the entry, as written to route-preloads.json. */
export type RoutePreload = { path: string; scripts: string[]; styles: string[] };

/** Every route under a lazy layout route also needs the query library (app/router.tsx). */
const LAZY_LAYOUT_MODULE = 'app/query-provider';

/**
 * Reads the route table's source: each entry's name, path, parameter rules (`params: { id: 'uuid' },`)
 * and the modules it imports, relative to src/client without extension
 * (`features/wizard/pages/wizard-page`). The table is plain data, one object per route, so reading
 * its text is enough; the test on the real table fails if it changes shape.
 */
export function parseRouteModules(source: string): RouteModules[] {
  const starts = [...source.matchAll(/^\s*name: '([^']+)',$/gm)];
  return starts.map((start, index) => {
    const name = start[1] as string;
    const block = source.slice(start.index, starts[index + 1]?.index ?? source.length);
    const routePath = /^\s*path: '([^']+)',$/m.exec(block)?.[1];
    if (!routePath) throw new Error(`Route ${name} has no path in routes.ts`);
    const modules = [...block.matchAll(/import\('([^']+)'\)/g)].map((match) =>
      path.posix.normalize(path.posix.join('app', match[1] as string)),
    );
    if (modules.length === 0) throw new Error(`Route ${name} imports no page in routes.ts`);
    return { name, path: routePath, params: parseParamRules(name, routePath, block), modules };
  });
}

/** A route's `params: { type: 'agreement-type', id: 'uuid' },`: each name a parameter of its path. */
function parseParamRules(name: string, routePath: string, block: string): Record<string, ParamRuleName> {
  const literal = /^\s*params: \{([^}]*)\},$/m.exec(block);
  if (!literal) {
    if (/^\s*params:/m.test(block))
      throw new Error(`Route ${name}: write its params as { parameter: 'rule name' } in routes.ts`);
    return {};
  }
  const pathParams = routePath
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1).replace(/\?$/, ''));
  const rules: Record<string, ParamRuleName> = {};
  for (const entry of (literal[1] as string).split(',').map((text) => text.trim())) {
    if (entry === '') continue;
    const [, param, ruleName] = /^'?([\w-]+)'?: '([^']+)'$/.exec(entry) ?? [];
    if (!param || !ruleName) throw new Error(`Route ${name}: cannot read "${entry}" in its params`);
    if (!pathParams.includes(param)) throw new Error(`Route ${name}: ${routePath} has no parameter ${param}`);
    if (!isParamRuleName(ruleName)) throw new Error(`Route ${name}: there is no parameter rule ${ruleName}`);
    rules[param] = ruleName;
  }
  return rules;
}

/** What route-paths.json holds: each route's path pattern with its parameters' rules spelled out. */
export function routePathEntries(routes: RouteModules[]): RoutePathEntry[] {
  return routes.map((route) => ({
    path: route.path,
    params: Object.fromEntries(
      Object.entries(route.params).map(([param, ruleName]) => [param, PARAM_RULES[ruleName]]),
    ),
  }));
}

type BundleChunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};
type BundleItem = BundleChunk | { type: 'asset'; fileName: string };

/** A chunk's file and everything it imports statically, depth first, each once. */
function withStaticImports(fileName: string, chunks: Map<string, BundleChunk>, seen: Set<string>): string[] {
  if (seen.has(fileName)) return [];
  seen.add(fileName);
  const chunk = chunks.get(fileName);
  if (!chunk) return [];
  return [fileName, ...chunk.imports.flatMap((imported) => withStaticImports(imported, chunks, seen))];
}

/** For each route (but the home page, which is in the entry), its files beyond the entry's. */
export function computeRoutePreloads(
  routes: Pick<RouteModules, 'name' | 'path' | 'modules'>[],
  bundle: Record<string, BundleItem>,
  clientRoot: string,
): RoutePreload[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is BundleChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');
  const inEntry = new Set(withStaticImports(entry.fileName, chunks, new Set()));
  const chunkOfModule = (module: string): BundleChunk => {
    const found = [...chunks.values()].find(
      (chunk) =>
        chunk.facadeModuleId !== null &&
        chunk.facadeModuleId.replace(/\.[cm]?[jt]sx?$/, '') === path.join(clientRoot, module),
    );
    if (!found) throw new Error(`No chunk for the route module ${module}`);
    return found;
  };
  return routes
    .filter((route) => route.name !== 'home')
    .map((route) => {
      const seen = new Set(inEntry);
      const files = [LAZY_LAYOUT_MODULE, ...route.modules].flatMap((module) =>
        withStaticImports(chunkOfModule(module).fileName, chunks, seen),
      );
      const styles = files.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
      return {
        path: route.path,
        scripts: files.map((file) => `/${file}`),
        styles: [...new Set(styles)].map((file) => `/${file}`),
      };
    });
}

export function routePreloadsPlugin(): Plugin {
  let clientRoot = '';
  return {
    name: 'clausewright-route-preloads',
    apply: 'build',
    configResolved(config) {
      clientRoot = config.root;
    },
    generateBundle(_options, bundle) {
      const routes = parseRouteModules(readFileSync(path.join(clientRoot, 'app/routes.ts'), 'utf8'));
      const preloads = computeRoutePreloads(
        routes,
        bundle as unknown as Record<string, BundleItem>,
        clientRoot,
      );
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads, null, 1),
      });
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PATHS_FILE,
        source: JSON.stringify(routePathEntries(routes)),
      });
    },
  };
}
