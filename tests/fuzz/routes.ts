import type { FastifyInstance } from 'fastify';

/** One method of one registered path, as the router knows it (`/api/v1/agreement/details/:id`). */
export type RegisteredRoute = { method: string; url: string };

/** The methods an HTTP client may send; each path is also called with the ones it does not register. */
export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Every route of a built app, read from `printRoutes` (Fastify exposes no list): lines such as
 * `├── /api/v1/customer/check (POST)` with children indented by four characters, whose text
 * continues the parent's path (`│   ├── -email-status (POST)`). HEAD routes Fastify adds beside
 * each GET are listed too; callers decide whether they count.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const parents: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (depth > 0 ? (parents[depth - 1] ?? '') : '') + (match[2] ?? '');
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

/** The path's `:name` parameters in order (`*` counts as one named `*`). */
export function pathParameters(url: string): string[] {
  return url
    .split('/')
    .filter((segment) => segment.startsWith(':') || segment === '*')
    .map((segment) => (segment === '*' ? '*' : segment.slice(1)));
}

/** Fills a route's parameters with already-encoded segments. */
export function fillPath(url: string, segments: Record<string, string>): string {
  return url
    .split('/')
    .map((segment) => {
      if (segment === '*') return segments['*'] ?? '';
      return segment.startsWith(':') ? (segments[segment.slice(1)] ?? '') : segment;
    })
    .join('/');
}
