import { createBrowserRouter, type RouteObject } from 'react-router';
import * as homePage from '../features/home/pages/home-page';
import { NotFoundPage } from '../features/system/pages/not-found-page';
import { RouteErrorPage } from '../features/system/pages/route-error-page';
import { RoutingErrorFallback } from '../features/system/pages/routing-error-fallback';
import { BareLayout } from './layouts/bare-layout';
import { DefaultLayout } from './layouts/default-layout';
import { redirectTestPathsOutsideDevelopment } from './middleware';
import { RootShell } from './root-shell';
import { runRouteSteps } from './route-steps';
import { type LayoutName, type RouteDefinition, routeTable } from './routes';

export type RouteHandle = { name: string; layout: LayoutName; middleware: string[] };

const LAYOUTS: Record<LayoutName, () => React.ReactElement> = {
  default: () => <DefaultLayout />,
  dashboard: () => <BareLayout name="dashboard" />,
  download: () => <BareLayout name="download" />,
  editor: () => <BareLayout name="editor" />,
  full: () => <BareLayout name="full" />,
  payment: () => <BareLayout name="payment" />,
};

/** Rendering starts before the first loaders finish; nothing is shown for that instant. */
function RenderNothing() {
  return null;
}

function toRouteObject(definition: RouteDefinition): RouteObject {
  const handle: RouteHandle = {
    name: definition.name,
    layout: definition.layout,
    middleware: definition.middleware,
  };
  return {
    id: definition.name,
    path: definition.path,
    handle,
    loader: async ({ request, params }) => {
      await runRouteSteps(definition, { request, params });
      return null;
    },
    // The wizard's steps change only `?step=`: the page stays, its middleware and load step need
    // not run again for each step.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      currentUrl.pathname === nextUrl.pathname && withoutStep(currentUrl) === withoutStep(nextUrl)
        ? false
        : defaultShouldRevalidate,
    // The home page ships in the entry chunk; every other page loads on first visit.
    ...(definition.name === 'home'
      ? { Component: homePage.default }
      : { lazy: async () => ({ Component: (await definition.page()).default }) }),
  };
}

/** An address's query without the wizard's `step`. */
function withoutStep(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('step');
  return params.toString();
}

/**
 * Builds the route tree from the flat route table: root shell → one pathless route per layout →
 * an error boundary that keeps the layout around errors → the pages. Lazily loaded pages sit under
 * a route that brings the query library with it, so the home page does not download it.
 */
export function buildRoutes(): RouteObject[] {
  const layoutRoutes: RouteObject[] = (Object.keys(LAYOUTS) as LayoutName[]).map((layout) => {
    const routes = routeTable.filter((route) => route.layout === layout);
    return {
      id: `layout-${layout}`,
      element: LAYOUTS[layout](),
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            ...routes.filter((route) => route.name === 'home').map(toRouteObject),
            {
              id: `pages-${layout}`,
              lazy: async () => ({ Component: (await import('./query-provider')).QueryProviderOutlet }),
              children: routes.filter((route) => route.name !== 'home').map(toRouteObject),
            },
            ...(layout === 'default' ? [{ id: 'not-found', path: '*', element: <NotFoundPage /> }] : []),
          ],
        },
      ],
    };
  });
  return [
    {
      id: 'root',
      element: <RootShell />,
      errorElement: <RoutingErrorFallback />,
      HydrateFallback: RenderNothing,
      loader: ({ request }) => {
        redirectTestPathsOutsideDevelopment(new URL(request.url).pathname);
        return null;
      },
      shouldRevalidate: () => true,
      children: layoutRoutes,
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
