import { matchRoutes } from 'react-router';
import { runRouteSteps } from './route-steps';
import { type RouteDefinition, routeTable } from './routes';

/** The route the address opens, with its parameters; undefined for an unknown address (the 404 page). */
export function matchInitialRoute(
  pathname: string,
  routes: RouteDefinition[] = routeTable,
): { route: RouteDefinition; params: Record<string, string | undefined> } | undefined {
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, id: route.name })),
    pathname,
  );
  const match = matches?.at(-1);
  const route = routes.find((candidate) => candidate.name === match?.route.id);
  return match && route ? { route, params: match.params } : undefined;
}

/**
 * Asks for the first page's code and data while the catalogs and the heartbeat load, instead of
 * after them: on a phone that is one or two round trips less before the page paints. (A load step
 * that calls the API waits for the catalogs itself: the calls carry the interface language.) The
 * router's loader then runs the same steps (route-steps.ts) and finds the modules loaded and the
 * data in the query cache, or on its way (the query library joins a request in flight). Whatever
 * fails or redirects here is left to the loader, which handles it as on any navigation. Customer
 * pages get only their code: their data waits for the session to start.
 */
export function startInitialRoute(
  location: { pathname: string; href: string },
  routes: RouteDefinition[] = routeTable,
): Promise<void> {
  const initial = matchInitialRoute(location.pathname, routes);
  if (!initial || initial.route.name === 'home') return Promise.resolve();
  const { route, params } = initial;
  const code = Promise.all([import('./query-provider'), route.page()]);
  const data =
    route.load && !route.middleware.includes('auth')
      ? runRouteSteps(route, { request: new Request(location.href), params })
      : Promise.resolve();
  return Promise.all([code, data]).then(
    () => undefined,
    () => undefined,
  );
}
