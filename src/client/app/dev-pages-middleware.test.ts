import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEV_PAGES } from '../features/dev-pages/dev-pages';

const environment = vi.hoisted(() => ({ development: false, serverEnv: 'production' }));
vi.mock('../lib/environment', () => ({ isDevelopment: () => environment.development }));
vi.mock('../lib/settings', () => ({ getSettings: () => ({ env: environment.serverEnv }) }));

const { middlewareRegistry, redirectTestPathsOutsideDevelopment } = await import('./middleware');
const { routeTable } = await import('./routes');
const { buildRoutes } = await import('./router');

/** Where a check redirected to, or undefined when it let the navigation through. */
async function redirectOf(check: () => unknown): Promise<string | null | undefined> {
  try {
    await check();
    return undefined;
  } catch (thrown) {
    return (thrown as Response).headers.get('location');
  }
}

const devOnly = (path: string) => () =>
  middlewareRegistry['dev-only']?.({
    request: new Request(`http://localhost${path}`),
    params: {},
    routeName: 'x',
  });

/** The root route's loader: the first thing every navigation runs. */
const rootLoader = (path: string) => () => {
  const loader = buildRoutes()[0]?.loader;
  if (typeof loader !== 'function') throw new Error('The root route has no loader');
  return loader({
    request: new Request(`http://localhost${path}`),
    params: {},
    context: undefined,
  } as unknown as Parameters<typeof loader>[0]);
};

afterEach(() => {
  environment.development = false;
  environment.serverEnv = 'production';
});

describe('the development pages outside development', () => {
  it('sends every /tests page home on a production server, through the root loader and the route middleware', async () => {
    for (const path of ['/tests', ...DEV_PAGES.map((page) => page.path)]) {
      expect(await redirectOf(rootLoader(path))).toBe('/');
      expect(await redirectOf(devOnly(path))).toBe('/');
    }
  });

  it('sends any other path containing "tests" home too, not only the /tests routes', async () => {
    for (const path of ['/profile/tests', '/no/such/tests/page', '/wizard/contests'])
      expect(await redirectOf(() => redirectTestPathsOutsideDevelopment(path))).toBe('/');
    expect(
      await redirectOf(() => redirectTestPathsOutsideDevelopment('/profile/agreements')),
    ).toBeUndefined();
  });

  it('counts a page without the settings tag as production (the settings fall back to it)', async () => {
    const settings = await vi.importActual<typeof import('../lib/settings')>('../lib/settings');
    expect(settings.getSettings().env).toBe('production');
  });
});

describe('the development pages in development and test environments', () => {
  it('shows them on a test server (the Playwright suite visits them)', async () => {
    environment.serverEnv = 'test';
    expect(await redirectOf(rootLoader('/tests/my-agreements'))).toBeUndefined();
    expect(await redirectOf(devOnly('/tests/my-agreements'))).toBeUndefined();
  });

  it('shows them in the Vite development server and on a development server', async () => {
    environment.development = true;
    expect(await redirectOf(rootLoader('/tests/editor'))).toBeUndefined();
    environment.development = false;
    environment.serverEnv = 'development';
    expect(await redirectOf(devOnly('/tests/editor'))).toBeUndefined();
  });
});

describe('the /tests routes', () => {
  it('has a route for every development page, each behind the dev-only middleware', () => {
    const routes = routeTable.map((route) => ({ path: route.path, id: route.name }));
    for (const page of ['/tests', ...DEV_PAGES.map((entry) => entry.path)]) {
      const matched = matchRoutes(routes, page)?.at(-1)?.route.id;
      expect(matched, page).toBeDefined();
    }
    for (const route of routeTable.filter((entry) => entry.path.startsWith('/tests')))
      expect(route.middleware, route.name).toContain('dev-only');
  });
});
