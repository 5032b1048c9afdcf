import { describe, expect, it } from 'vitest';
import { ASSET_CACHE, renderServiceWorker, SHELL_CACHE_PREFIX, shellAssetPaths } from './service-worker';

const INDEX_HTML = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-AAA.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-BBB.js">
<link rel="stylesheet" crossorigin href="/assets/index-CCC.css">
<link rel="icon" href="/favicon.svg"></head><body><div id="root"></div></body></html>`;

type Listener = (event: {
  request?: Request;
  waitUntil(p: Promise<unknown>): void;
  respondWith(p: Promise<Response>): void;
}) => void;

/** A small service-worker world: caches as maps, a fetch that answers or fails, event dispatch. */
function workerWorld(build: { indexHtml: string; assetPaths: string[] }) {
  const stores = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    let store = stores.get(name);
    if (!store) {
      store = new Map();
      stores.set(name, store);
    }
    const cache = {
      async addAll(urls: string[]) {
        for (const url of urls) cache.put(new Request(`https://app.test${url}`), await world.fetch(url));
      },
      async put(request: Request, response: Response) {
        store.set(new URL(request.url).pathname, response);
      },
      async keys() {
        return [...store.keys()].map((pathname) => new Request(`https://app.test${pathname}`));
      },
      async delete(request: Request) {
        return store.delete(new URL(request.url).pathname);
      },
    };
    return cache;
  };
  const listeners = new Map<string, Listener>();
  const world = {
    online: true,
    fetched: [] as string[],
    async fetch(input: string | Request): Promise<Response> {
      const pathname = new URL(typeof input === 'string' ? input : input.url, 'https://app.test').pathname;
      if (!world.online) throw new TypeError('Failed to fetch');
      world.fetched.push(pathname);
      return new Response(`body of ${pathname}`, { status: 200 });
    },
    stores,
    claimed: false,
    async dispatch(type: string, request?: Request): Promise<Response | undefined> {
      const listener = listeners.get(type);
      if (!listener) throw new Error(`no ${type} listener`);
      let waited: Promise<unknown> = Promise.resolve();
      let answer: Promise<Response> | undefined;
      listener({
        request,
        waitUntil: (promise) => {
          waited = promise;
        },
        respondWith: (promise) => {
          answer = promise;
        },
      });
      await waited;
      return answer ? await answer : undefined;
    },
  };
  const self = {
    location: { origin: 'https://app.test' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: async () => {},
    clients: {
      claim: async () => {
        world.claimed = true;
      },
    },
  };
  const caches = {
    open: async (name: string) => open(name),
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    async match(request: Request | string, options?: { cacheName?: string }) {
      const pathname = new URL(typeof request === 'string' ? request : request.url, 'https://app.test')
        .pathname;
      for (const [name, store] of stores) {
        if (options?.cacheName && options.cacheName !== name) continue;
        const hit = store.get(pathname);
        if (hit) return hit.clone();
      }
      return undefined;
    },
  };
  new Function('self', 'caches', 'fetch', renderServiceWorker(build))(self, caches, world.fetch);
  return world;
}

const navigation = (pathname: string) => {
  const request = new Request(`https://app.test${pathname}`);
  Object.defineProperty(request, 'mode', { value: 'navigate' });
  return request;
};

describe('the service worker', () => {
  it('finds the shell assets index.html loads', () => {
    expect(shellAssetPaths(INDEX_HTML)).toEqual([
      '/assets/index-AAA.js',
      '/assets/index-CCC.css',
      '/assets/vendor-BBB.js',
    ]);
  });

  it('caches the app shell at install and serves it to page navigations when offline', async () => {
    const world = workerWorld({ indexHtml: INDEX_HTML, assetPaths: ['/assets/index-AAA.js'] });
    await world.dispatch('install');
    expect(world.fetched).toEqual([
      '/',
      '/assets/index-AAA.js',
      '/assets/index-CCC.css',
      '/assets/vendor-BBB.js',
    ]);

    const online = await world.dispatch('fetch', navigation('/profile/agreements'));
    expect(await online?.text()).toBe('body of /profile/agreements');

    world.online = false;
    const offline = await world.dispatch('fetch', navigation('/profile/agreements'));
    expect(await offline?.text()).toBe('body of /');
  });

  it('leaves API calls, live links and other origins to the network', async () => {
    const world = workerWorld({ indexHtml: INDEX_HTML, assetPaths: [] });
    for (const url of [
      'https://app.test/api/v1/heartbeat',
      'https://app.test/live/abc',
      'https://cdn.example/lib.js',
    ]) {
      expect(await world.dispatch('fetch', new Request(url))).toBeUndefined();
    }
    expect(
      await world.dispatch('fetch', new Request('https://app.test/api/v1/agreement/new', { method: 'POST' })),
    ).toBeUndefined();
  });

  it('serves a fetched asset from the cache afterwards', async () => {
    const world = workerWorld({ indexHtml: INDEX_HTML, assetPaths: ['/assets/wizard-DDD.js'] });
    await world.dispatch('fetch', new Request('https://app.test/assets/wizard-DDD.js'));
    world.online = false;
    const again = await world.dispatch('fetch', new Request('https://app.test/assets/wizard-DDD.js'));
    expect(await again?.text()).toBe('body of /assets/wizard-DDD.js');
  });

  it('drops the shell and the assets of older builds when a new build activates', async () => {
    const world = workerWorld({ indexHtml: INDEX_HTML, assetPaths: ['/assets/index-AAA.js'] });
    world.stores.set(`${SHELL_CACHE_PREFIX}old`, new Map([['/', new Response('old shell')]]));
    world.stores.set(
      ASSET_CACHE,
      new Map([
        ['/assets/index-AAA.js', new Response('current')],
        ['/assets/index-OLD.js', new Response('old build')],
      ]),
    );
    await world.dispatch('activate');
    expect([...world.stores.keys()]).not.toContain(`${SHELL_CACHE_PREFIX}old`);
    expect([...(world.stores.get(ASSET_CACHE)?.keys() ?? [])]).toEqual(['/assets/index-AAA.js']);
    expect(world.claimed).toBe(true);
  });

  it('names a new version when the build changes', () => {
    const first = renderServiceWorker({ indexHtml: INDEX_HTML, assetPaths: [] });
    const second = renderServiceWorker({ indexHtml: INDEX_HTML.replace('AAA', 'EEE'), assetPaths: [] });
    expect(first.split('\n')[0]).not.toBe(second.split('\n')[0]);
  });
});
