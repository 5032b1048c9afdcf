import { data, type Params, redirect } from 'react-router';
import { isDevelopment } from '../lib/environment';
import { safeRedirectPath } from '../lib/safe-redirect';
import { isLoggedIn } from '../lib/session';
import { getSettings } from '../lib/settings';
import { paths } from './paths';

export type MiddlewareContext = { request: Request; params: Params; routeName: string };

/** A middleware runs before its route renders; it throws `redirect()` to send the visitor elsewhere. */
export type Middleware = (context: MiddlewareContext) => void | Promise<void>;

/**
 * Whether the development pages (/tests/*) show: in the Vite development server, and on a server
 * that is not a production one (NODE_ENV development or test, as the Playwright servers run — the
 * suite visits them). The server names its environment in the settings meta tag; a page without the
 * tag counts as production.
 */
export function showsDevelopmentPages(): boolean {
  return isDevelopment() || getSettings().env !== 'production';
}

/** The middleware a route may name; an unknown name fails the navigation. Later features add theirs here. */
export const middlewareRegistry: Record<string, Middleware> = {
  /** Design and test pages exist only in development; elsewhere they go home. */
  'dev-only': () => {
    if (!showsDevelopmentPages()) throw redirect(paths.home());
  },
  /** The TEST wizard is for development only: elsewhere /wizard/test goes home. */
  'wizard-test-dev-only': ({ params }) => {
    if (!isDevelopment() && params.type === 'test') throw redirect(paths.home());
  },
  /** Customer pages: a visitor logs in first and comes back here afterwards. */
  auth: ({ request }) => {
    if (isLoggedIn()) return;
    const url = new URL(request.url);
    throw redirect(paths.profileLogin(`${url.pathname}${url.search}`));
  },
  /** Login and sign-up: a customer already logged in goes where the login would have sent them. */
  guest: ({ request }) => {
    if (!isLoggedIn()) return;
    const returnTo = safeRedirectPath(new URL(request.url).searchParams.get('redirect'));
    throw redirect(returnTo ?? paths.profile());
  },
};

export type UnknownMiddlewareError = { unknownMiddleware: string };

/**
 * Runs a route's middleware in order. An unknown name fails the navigation with a 500
 * ("Unknown middleware <name>"), and any middleware error aborts it.
 */
export async function runMiddleware(
  names: readonly string[],
  context: MiddlewareContext,
  registry: Record<string, Middleware> = middlewareRegistry,
): Promise<void> {
  for (const name of names) {
    const middleware = registry[name];
    if (!middleware) {
      throw data<UnknownMiddlewareError>(
        { unknownMiddleware: name },
        { status: 500, statusText: `Unknown middleware ${name}` },
      );
    }
    await middleware(context);
  }
}

/**
 * Outside development, any path containing "tests" redirects home — every such path, not
 * only the /tests/* routes: the root loader runs this before any route matches, so unknown paths
 * (`/foo/tests`) go home too rather than showing the 404 page.
 */
export function redirectTestPathsOutsideDevelopment(pathname: string): void {
  if (!showsDevelopmentPages() && pathname.includes('tests')) throw redirect(paths.home());
}
