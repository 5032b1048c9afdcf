import type { ComponentType } from 'react';

export type LayoutName = 'default' | 'dashboard' | 'download' | 'editor' | 'full' | 'payment';

/**
 * One entry per screen: its name (used to navigate by name, e.g. `profile-login`), path, layout,
 * middleware, and the page module, loaded on first visit so the home page stays small.
 */
export type RouteDefinition = {
  name: string;
  path: string;
  layout: LayoutName;
  middleware: string[];
  page: () => Promise<{ default: ComponentType }>;
};

export const routeTable: RouteDefinition[] = [
  {
    name: 'home',
    path: '/',
    layout: 'default',
    middleware: [],
    page: () => import('../features/home/pages/home-page'),
  },
  {
    name: 'site-legal',
    path: '/legal/:document',
    layout: 'default',
    middleware: [],
    page: () => import('../features/site-legal/pages/site-legal-page'),
  },
  {
    name: 'tests-design',
    path: '/tests/design',
    layout: 'default',
    middleware: ['dev-only'],
    page: () => import('../features/system/pages/design-previews-page'),
  },
];

export function findRouteByName(name: string): RouteDefinition | undefined {
  return routeTable.find((route) => route.name === name);
}
