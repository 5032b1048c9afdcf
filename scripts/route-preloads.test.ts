import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARAM_RULES } from '../src/client/app/route-params';
import { routeTable } from '../src/client/app/routes';
import { computeRoutePreloads, parseRouteModules, routePathEntries } from './route-preloads';

const CLIENT_ROOT = path.resolve('src/client');

describe('the route table as the build reads it', () => {
  const routes = parseRouteModules(readFileSync(path.join(CLIENT_ROOT, 'app/routes.ts'), 'utf8'));

  it('finds every route with its path and the modules its page and load step import', () => {
    expect(routes.length).toBe(
      readFileSync(path.join(CLIENT_ROOT, 'app/routes.ts'), 'utf8').match(/page: \(\) => import/g)?.length,
    );
    expect(routes.find((route) => route.name === 'wizard-type')).toEqual({
      name: 'wizard-type',
      path: '/wizard/:type',
      params: { type: 'agreement-type' },
      modules: ['features/wizard/wizard-route-load', 'features/wizard/pages/wizard-page'],
    });
    expect(routes.find((route) => route.name === 'home')?.path).toBe('/');
  });

  it('reads the same parameter rules the client checks, for every route', () => {
    expect(routes.map((route) => [route.name, route.path, route.params])).toEqual(
      routeTable.map((route) => [route.name, route.path, route.params ?? {}]),
    );
    expect(routes.find((route) => route.name === 'wizard-update')?.params).toEqual({
      type: 'agreement-type',
      id: 'uuid',
    });
  });

  it('writes each path with its parameters’ rules spelled out for the server', () => {
    const entries = routePathEntries(routes);
    expect(entries.find((entry) => entry.path === '/legal/:document')).toEqual({
      path: '/legal/:document',
      params: { document: { oneOf: ['privacy-policy', 'terms-of-use', 'disclaimer', 'cookies-policy'] } },
    });
    expect(entries.find((entry) => entry.path === '/download/:id')?.params).toEqual({ id: PARAM_RULES.uuid });
    expect(entries.find((entry) => entry.path === '/pricing')?.params).toEqual({});
  });

  it('fails the build on a rule it cannot read or does not know, or a parameter the path lacks', () => {
    const table = (params: string) =>
      `  {\n    name: 'x',\n    path: '/x/:id',\n    params: ${params},\n    page: () => import('../x'),\n  },\n`;
    expect(() => parseRouteModules(table("{ id: 'uuid' }"))).not.toThrow();
    expect(() => parseRouteModules(table("{ id: 'number' }"))).toThrow('there is no parameter rule number');
    expect(() => parseRouteModules(table("{ slug: 'uuid' }"))).toThrow('/x/:id has no parameter slug');
    expect(() => parseRouteModules(table('{ id: UUID_RULE }'))).toThrow('cannot read');
    expect(parseRouteModules(table("{\n      id: 'uuid',\n    }"))[0]?.params).toEqual({ id: 'uuid' });
    expect(() => parseRouteModules(table('UUID_RULES'))).toThrow(
      "write its params as { parameter: 'rule name' }",
    );
  });
});

describe('each route’s files beyond the entry', () => {
  const chunk = (
    fileName: string,
    facade: string | null,
    imports: string[],
    css: string[] = [],
    isEntry = false,
  ) => ({
    type: 'chunk' as const,
    fileName,
    isEntry,
    facadeModuleId: facade && path.join(CLIENT_ROOT, facade),
    imports,
    viteMetadata: { importedCss: new Set(css) },
  });
  const bundle = {
    'assets/app.js': chunk('assets/app.js', 'main.tsx', ['assets/runtime.js'], ['assets/app.css'], true),
    'assets/runtime.js': chunk('assets/runtime.js', null, []),
    'assets/query-provider.js': chunk('assets/query-provider.js', 'app/query-provider.tsx', [
      'assets/query.js',
      'assets/runtime.js',
    ]),
    'assets/query.js': chunk('assets/query.js', null, []),
    'assets/page.js': chunk(
      'assets/page.js',
      'features/x/pages/x-page.tsx',
      ['assets/query.js', 'assets/field.js'],
      ['assets/page.css'],
    ),
    'assets/field.js': chunk('assets/field.js', null, ['assets/runtime.js'], ['assets/field.css']),
    'assets/app.css': { type: 'asset' as const, fileName: 'assets/app.css' },
  };

  it('lists the lazy layout’s and the page’s chunks with their static imports, without the entry’s', () => {
    const preloads = computeRoutePreloads(
      [
        { name: 'home', path: '/', modules: ['features/home/pages/home-page'] },
        { name: 'x', path: '/x/:id', modules: ['features/x/pages/x-page'] },
      ],
      bundle,
      CLIENT_ROOT,
    );
    expect(preloads).toEqual([
      {
        path: '/x/:id',
        scripts: ['/assets/query-provider.js', '/assets/query.js', '/assets/page.js', '/assets/field.js'],
        styles: ['/assets/page.css', '/assets/field.css'],
      },
    ]);
  });

  it('fails the build when a route’s module has no chunk', () => {
    expect(() =>
      computeRoutePreloads(
        [{ name: 'y', path: '/y', modules: ['features/y/pages/y-page'] }],
        bundle,
        CLIENT_ROOT,
      ),
    ).toThrow('No chunk for the route module features/y/pages/y-page');
  });
});
