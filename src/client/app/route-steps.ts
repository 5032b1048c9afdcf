import { data, type Params } from 'react-router';
import { runMiddleware } from './middleware';
import { paramsFollowRules } from './route-params';
import type { RouteDefinition } from './routes';

/**
 * A route's steps before its page renders, in order: the middleware (which may redirect), the
 * validity check (a parameter its rule refuses shows the 404 page), then the optional load step.
 * The router's loader runs them on every navigation; app/initial-route.ts runs them early for the
 * first page.
 */
export async function runRouteSteps(
  definition: RouteDefinition,
  { request, params }: { request: Request; params: Params },
): Promise<void> {
  await runMiddleware(definition.middleware, { request, params, routeName: definition.name });
  if (!paramsFollowRules(definition.params, params))
    throw data(null, { status: 404, statusText: 'Not Found' });
  await definition.load?.(params);
}
