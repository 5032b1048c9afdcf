import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import { isSiteLegalDocument } from '../../shared/site-legal';

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
  /** The route's validity check: when it fails, the page shows 404 (spec §2). */
  isValid?: (params: Params) => boolean;
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
    isValid: (params) => isSiteLegalDocument(params.document),
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
