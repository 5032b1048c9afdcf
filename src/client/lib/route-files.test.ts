// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchRouteFiles, ROUTE_FILES_URL, resetRouteFiles } from './route-files';

const TABLE = [
  {
    path: '/wizard/:type',
    scripts: ['/assets/query-a.js', '/assets/wizard-page-b.js'],
    styles: ['/assets/wizard-page-c.css'],
  },
  { path: '/profile/login', scripts: ['/assets/query-a.js', '/assets/login-page-d.js'], styles: [] },
];

function prefetched(): string[] {
  return [...document.querySelectorAll('link[rel="prefetch"]')].map(
    (link) => link.getAttribute('href') ?? '',
  );
}

afterEach(() => {
  resetRouteFiles();
  document.head.innerHTML = '';
});

describe('prefetching a route’s files', () => {
  it('adds one low-priority prefetch link per file of the route, fetching the table once', async () => {
    const fetchTable = vi.fn(async () => Response.json(TABLE));
    await prefetchRouteFiles('/wizard/:type', fetchTable);
    expect(prefetched()).toEqual([
      '/assets/wizard-page-c.css',
      '/assets/query-a.js',
      '/assets/wizard-page-b.js',
    ]);
    // The query library is already on its way: only the login page's own file is added.
    await prefetchRouteFiles('/profile/login', fetchTable);
    expect(prefetched()).toHaveLength(4);
    expect(prefetched().at(-1)).toBe('/assets/login-page-d.js');
    expect(fetchTable).toHaveBeenCalledTimes(1);
    expect(fetchTable).toHaveBeenCalledWith(ROUTE_FILES_URL);
  });

  it('leaves out files the page already loads', async () => {
    const script = document.createElement('script');
    script.src = '/assets/query-a.js';
    document.head.append(script);
    await prefetchRouteFiles('/profile/login', async () => Response.json(TABLE));
    expect(prefetched()).toEqual(['/assets/login-page-d.js']);
  });

  it('does nothing without a table (the dev server) or for an unknown route', async () => {
    await prefetchRouteFiles('/wizard/:type', async () => new Response('Not Found', { status: 404 }));
    expect(prefetched()).toEqual([]);
    resetRouteFiles();
    await prefetchRouteFiles('/wizard/:type', async () => {
      throw new TypeError('offline');
    });
    expect(prefetched()).toEqual([]);
    resetRouteFiles();
    await prefetchRouteFiles('/nowhere', async () => Response.json(TABLE));
    expect(prefetched()).toEqual([]);
  });
});
