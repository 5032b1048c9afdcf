/**
 * The build's table of each route's script and style files (dist/client/route-preloads.json, written
 * by scripts/route-preloads.ts). The idle prefetch uses it to download a likely next page's files
 * without running them: importing the page module would also evaluate it, a long task on a phone
 * just when the visitor starts to read or type.
 */
export type RouteFiles = { path: string; scripts: string[]; styles: string[] };

export const ROUTE_FILES_URL = '/route-preloads.json';

let table: Promise<RouteFiles[]> | undefined;

/** The table, fetched once per page load; empty when there is none (Vite's dev server) or it fails. */
function routeFilesTable(fetchTable: typeof fetch): Promise<RouteFiles[]> {
  table ??= fetchTable(ROUTE_FILES_URL)
    .then((response) => (response.ok ? (response.json() as Promise<RouteFiles[]>) : []))
    .then((entries) => (Array.isArray(entries) ? entries : []))
    .catch(() => []);
  return table;
}

/** Forgets the fetched table (tests). */
export function resetRouteFiles(): void {
  table = undefined;
}

/**
 * Has the browser download the files of the route with this path pattern (`/wizard/:type`) into its
 * cache, at low priority: `<link rel="prefetch">`, once per file. The navigation that needs them then
 * finds them there; a file that fails is fetched again by that navigation.
 */
export async function prefetchRouteFiles(routePath: string, fetchTable: typeof fetch = fetch): Promise<void> {
  const entry = (await routeFilesTable(fetchTable)).find((candidate) => candidate.path === routePath);
  if (!entry) return;
  const linked = new Set(
    [...document.querySelectorAll('link[href], script[src]')].map(
      (element) => element.getAttribute('href') ?? element.getAttribute('src'),
    ),
  );
  for (const href of [...entry.styles, ...entry.scripts]) {
    if (linked.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.append(link);
  }
}
