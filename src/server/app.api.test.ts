import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRouteModules, routePathEntries } from '../../scripts/route-preloads';
import { createTestApp, type TestApp } from '../../tests/test-app';

let testApp: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'cw-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>%APP_NAME%</title><!--app-settings--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(clientDir, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The route table's patterns and parameter rules, as the build writes them.
  const routes = parseRouteModules(readFileSync(path.resolve('src/client/app/routes.ts'), 'utf8'));
  writeFileSync(path.join(clientDir, 'route-paths.json'), JSON.stringify(routePathEntries(routes)));
  testApp = await createTestApp(
    { APP_NAME: 'Legal <Co>', API_RATE_LIMIT_PER_MINUTE: '1000' },
    {
      clientDir,
      beforeReady: (app) => {
        app.get('/api/v1/test/explode', async () => {
          throw new Error('secret internal detail');
        });
      },
    },
  );
});
afterAll(async () => {
  await testApp.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('API envelope edges', () => {
  it('answers an unknown API path with a 404 envelope naming the call', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/no/such/call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'not_found',
      messages: [{ value: 'This API call does not exist: GET /no/such/call.' }],
    });
  });

  it('answers a wrong method on a known path with a 404 envelope', async () => {
    const response = await testApp.app.inject({ method: 'DELETE', url: '/api/v1/heartbeat' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'not_found' });
  });

  it('answers a bug with a 500 envelope carrying the request id and no internals', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/test/explode' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({
      success: false,
      code: 'internal_error',
      requestId: response.headers['x-request-id'],
    });
    expect(body.messages[0].value).toContain(response.headers['x-request-id']);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('serves the OpenAPI description', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.json().paths).toHaveProperty('/api/v1/md/convert');
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy without inline scripts', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // HSTS only makes sense behind TLS; PUBLIC_URL is http here.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when the public address is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://legal.example.com' });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/v1/heartbeat' });
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await secure.close();
    }
  });
});

describe('client files', () => {
  it('serves index.html for app routes with the settings and escaped product name', async () => {
    for (const url of [
      '/',
      '/profile/agreements',
      '/wizard/privacy-policy?x=1',
      '/dev/mailbox',
      '/some/unknown/page',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(url === '/some/unknown/page' ? 404 : 200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Legal &lt;Co&gt;</title>');
      expect(response.body).toContain(
        '<meta name="app-settings" content="{&quot;appName&quot;:&quot;Legal &lt;Co&gt;&quot;',
      );
    }
  });

  it('serves hashed assets with a one-year immutable cache, compressed', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers a page no route matches with status 404 and the app, which shows its 404 page', async () => {
    for (const url of ['/some/unknown/page', '/download', '/download/a/b', '/wizard/privacy-policy/x']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<div id="root">');
    }
    for (const url of ['/dev/mailbox/abc', '/profile/agreements/']) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('answers a known page with a parameter its rule refuses with status 404, as the client shows its 404 page', async () => {
    for (const url of ['/legal/nope', '/wizard/foo', '/download/xyz', '/wizard/privacy-policy/update/xyz']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<div id="root">');
    }
    const id = '123e4567-e89b-42d3-a456-426614174000';
    for (const url of [
      '/legal/terms-of-use',
      '/wizard/cookies-policy?step=4',
      `/download/${id}?paid=1`,
      `/wizard/privacy-policy/update/${id}?upgrade=1`,
      `/wizard/pay/${id}`,
    ]) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('answers a missing file with a plain 404, not the app', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/missing-file.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Not Found');
  });

  it('serves the favicon and a real robots.txt', async () => {
    const favicon = await testApp.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    const robots = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('User-agent: *');
    expect(robots.body).toContain('Disallow: /api/');
  });

  it('serves the service worker of this build, never cached stale', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('"/assets/index-abc123.js"');
    expect(response.body).toContain("addEventListener('fetch'");
  });
});

describe('rate limit', () => {
  it('answers 429 with an envelope once the per-minute limit is used up', async () => {
    const limited = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      let last = { json: (): unknown => null };
      for (let i = 0; i < 4; i++) {
        const response = await limited.app.inject({ method: 'GET', url: '/api/v1/public/languages/list' });
        statuses.push(response.statusCode);
        last = response;
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(last.json()).toMatchObject({ success: false, code: 'rate_limited' });
      expect((last.json() as { messages: { value: string }[] }).messages[0]?.value).toMatch(
        /wait \d+ seconds/,
      );
    } finally {
      await limited.close();
    }
  });

  it('behind a proxy, counts per visitor, and an address the visitor writes into X-Forwarded-For changes nothing', async () => {
    const proxied = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true' });
    // nginx at 10.0.0.2 appending the address it saw ($proxy_add_x_forwarded_for) to what the visitor sent.
    const through = (forwardedFor: string) =>
      proxied.app.inject({
        method: 'GET',
        url: '/api/v1/public/languages/list',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await through(`198.51.100.${i}, 203.0.113.7`)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Another visitor behind the same proxy has limits of their own.
      expect((await through('203.0.113.8')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('behind a proxy named by address, believes only that proxy', async () => {
    const proxied = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '10.0.0.2' });
    const from = (remoteAddress: string, forwardedFor: string) =>
      proxied.app.inject({
        method: 'GET',
        url: '/api/v1/public/languages/list',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    try {
      // A client reaching the app directly cannot pose as others: its own address is counted.
      const direct: number[] = [];
      for (let i = 0; i < 4; i++) direct.push((await from('198.51.100.9', `203.0.113.${i}`)).statusCode);
      expect(direct).toEqual([200, 200, 200, 429]);
      // Through the proxy, the address the proxy saw is the visitor's.
      expect((await from('10.0.0.2', '198.51.100.9, 203.0.113.20')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
