import type { FastifyInstance, RouteOptions } from 'fastify';

/** A route as the app registered it: method, full URL (`:param` placeholders), schema and config. */
export type RecordedRoute = Pick<RouteOptions, 'url' | 'schema' | 'config'> & { method: string };

const recorded = new WeakMap<object, RecordedRoute[]>();

/**
 * Replaces the `fastify` module's factory with one that records every route of each instance it
 * creates (an onRoute hook added before any plugin), so a test sees the routes of the app exactly
 * as `buildApp` built it. Use in a test file:
 *
 *   vi.mock('fastify', async (importOriginal) =>
 *     (await import('../../tests/route-recorder')).recordingFastify(await importOriginal()));
 */
export function recordingFastify<T extends { default: (...args: never[]) => FastifyInstance }>(actual: T): T {
  const create = (...args: Parameters<T['default']>) => {
    const app = actual.default(...args);
    const routes: RecordedRoute[] = [];
    recorded.set(app, routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        routes.push({ method, url: route.url, schema: route.schema, config: route.config });
    });
    return app;
  };
  return { ...actual, default: create, fastify: create };
}

/** The routes recorded for an app built through `recordingFastify`; HEAD twins of GET routes left out. */
export function routesOf(app: FastifyInstance): RecordedRoute[] {
  const routes = recorded.get(app);
  if (!routes) throw new Error('no routes recorded: mock `fastify` with recordingFastify in this test file');
  return routes.filter(
    (route) =>
      route.method !== 'HEAD' || !routes.some((other) => other.method === 'GET' && other.url === route.url),
  );
}
