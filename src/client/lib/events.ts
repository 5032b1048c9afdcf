/** Name of the window event emitted after every navigation (analytics page views listen to it). */
export const ROUTE_CHANGED_EVENT = 'routeChanged';

export type RouteChangedDetail = { pathname: string; search: string; routeName: string | undefined };

export function emitRouteChanged(detail: RouteChangedDetail): void {
  window.dispatchEvent(new CustomEvent<RouteChangedDetail>(ROUTE_CHANGED_EVENT, { detail }));
}
