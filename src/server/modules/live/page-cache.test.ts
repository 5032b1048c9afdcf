import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../http/reply-compression';
import { isNotModified } from './http-cache';
import { createPageCache, preparePage } from './page-cache';

const TOKEN_A = 'a'.repeat(64);
const TOKEN_B = 'b'.repeat(64);
const page = (text: string) => preparePage(`<p>${text}</p>`, new Date('2026-11-20T10:00:00.500Z'));

describe('preparePage', () => {
  it('derives a strong ETag from the bytes and Last-Modified at whole seconds', () => {
    const first = page('one');
    expect(first.identity.etag).toMatch(/^"[\w-]{27}"$/);
    expect(page('one').identity.etag).toBe(first.identity.etag);
    expect(page('two').identity.etag).not.toBe(first.identity.etag);
    expect(first.lastModified).toBe('Fri, 20 Nov 2026 10:00:00 GMT');
  });

  it('compresses each encoding once, with an ETag of its own', async () => {
    const prepared = page('x'.repeat(5000));
    const pending = prepared.compressed('br');
    expect(pending).toBeInstanceOf(Promise);
    const br = await pending;
    expect(prepared.compressed('br')).toBe(br);
    expect(brotliDecompressSync(br.body).toString()).toBe(prepared.identity.body.toString());
    const gzip = await prepared.compressed('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(prepared.identity.body.toString());
    expect(new Set([prepared.identity.etag, br.etag, gzip.etag]).size).toBe(3);
    expect(prepared.bytes).toBe(prepared.identity.body.length + br.body.length + gzip.body.length);
  });
});

describe('createPageCache', () => {
  const limits = { maxEntries: 3, maxBytes: 1_000_000, maxAgeMs: 60_000 };

  it('loads a page once, however many requests ask at the same time, then serves it from memory', async () => {
    const cache = createPageCache(limits);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return page('a');
    };
    const [one, two] = await Promise.all([cache.get(`${TOKEN_A}:`, load), cache.get(`${TOKEN_A}:`, load)]);
    expect(one).toBe(two);
    expect(loads).toBe(1);
    expect(cache.lookup(`${TOKEN_A}:`)).toBe(one);
    expect(cache.stats).toMatchObject({ hits: 1, loads: 1 });
  });

  it('does not keep links that name nothing', async () => {
    const cache = createPageCache(limits);
    expect(await cache.get(`${TOKEN_A}:`, async () => null)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('drops every language of an agreement on invalidation, and nothing else', async () => {
    const cache = createPageCache(limits);
    await cache.get(`${TOKEN_A}:`, async () => page('a'));
    await cache.get(`${TOKEN_A}:de`, async () => page('a-de'));
    await cache.get(`${TOKEN_B}:`, async () => page('b'));
    cache.invalidate(TOKEN_A);
    expect(cache.lookup(`${TOKEN_A}:`)).toBeUndefined();
    expect(cache.lookup(`${TOKEN_A}:de`)).toBeUndefined();
    expect(cache.lookup(`${TOKEN_B}:`)).toBeDefined();
  });

  it('serves but does not keep a page whose load began before an invalidation', async () => {
    const cache = createPageCache(limits);
    let release: () => void = () => {};
    const slow = cache.get(
      `${TOKEN_A}:`,
      () => new Promise((resolve) => (release = () => resolve(page('old')))),
    );
    cache.invalidate(TOKEN_A);
    release();
    expect((await slow)?.identity.body.toString()).toBe('<p>old</p>');
    expect(cache.lookup(`${TOKEN_A}:`)).toBeUndefined();
    const fresh = await cache.get(`${TOKEN_A}:`, async () => page('new'));
    expect(cache.lookup(`${TOKEN_A}:`)).toBe(fresh);
  });

  it('evicts the least recently used page past the count or byte limit, compressed bytes included', async () => {
    const cache = createPageCache(limits);
    for (const name of ['1', '2', '3']) await cache.get(`${name.repeat(64)}:`, async () => page(name));
    cache.lookup(`${'1'.repeat(64)}:`);
    await cache.get(`${'4'.repeat(64)}:`, async () => page('4'));
    expect(cache.lookup(`${'2'.repeat(64)}:`)).toBeUndefined();
    expect(cache.lookup(`${'1'.repeat(64)}:`)).toBeDefined();
    expect(cache.size).toBe(3);

    const small = createPageCache({ ...limits, maxBytes: 6000 });
    const big = await small.get(`${TOKEN_A}:`, async () => page('x'.repeat(4000)));
    await small.get(`${TOKEN_B}:`, async () => page('short'));
    expect(small.bytes).toBe((big?.bytes ?? 0) + 12);
    await big?.compressed('gzip');
    expect(small.bytes).toBeLessThanOrEqual(6000);
    await small.get(`${'c'.repeat(64)}:`, async () => page('y'.repeat(3000)));
    expect(small.lookup(`${TOKEN_A}:`)).toBeUndefined();
  });

  it('renders a page again once it is older than the maximum age', async () => {
    const cache = createPageCache({ ...limits, maxAgeMs: 0 });
    await cache.get(`${TOKEN_A}:`, async () => page('a'));
    expect(cache.lookup(`${TOKEN_A}:`)).toBeUndefined();
  });

  it('clears everything', async () => {
    const cache = createPageCache(limits);
    await cache.get(`${TOKEN_A}:`, async () => page('a'));
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, honours q=0 and *, else the plain bytes', () => {
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('BR;Q=0.1')).toBe('br');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding('deflate;q=1, gzip;q=0')).toBe('identity');
  });
});

describe('isNotModified', () => {
  const prepared = page('a');
  const tag = prepared.identity.etag;

  it('matches any encoding’s ETag, weak or strong, or *', () => {
    expect(isNotModified({ 'if-none-match': tag }, prepared)).toBe(true);
    expect(isNotModified({ 'if-none-match': `"x", W/${tag}` }, prepared)).toBe(true);
    expect(isNotModified({ 'if-none-match': `${tag.slice(0, -1)}-br"` }, prepared)).toBe(true);
    expect(isNotModified({ 'if-none-match': '*' }, prepared)).toBe(true);
    expect(isNotModified({ 'if-none-match': '"x"' }, prepared)).toBe(false);
  });

  it('compares If-Modified-Since at whole seconds, only without If-None-Match', () => {
    expect(isNotModified({ 'if-modified-since': 'Fri, 20 Nov 2026 10:00:00 GMT' }, prepared)).toBe(true);
    expect(isNotModified({ 'if-modified-since': 'Fri, 20 Nov 2026 09:59:59 GMT' }, prepared)).toBe(false);
    expect(isNotModified({ 'if-modified-since': 'yesterday' }, prepared)).toBe(false);
    expect(
      isNotModified(
        { 'if-none-match': '"x"', 'if-modified-since': 'Fri, 20 Nov 2026 10:00:00 GMT' },
        prepared,
      ),
    ).toBe(false);
  });
});
