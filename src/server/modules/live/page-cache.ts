import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { Encoding } from '../../http/reply-compression';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One encoding of a rendered page with its ready-made strong validator. */
export type Variant = { body: Buffer; etag: string; encoding: Encoding };

/**
 * A rendered live page as it is served: the identity bytes, their compressed variants (made once, in
 * zlib's thread pool, the first time a visitor accepts them) and the response validators.
 */
export type CachedPage = {
  identity: Variant;
  /** The language the page is in, when known (a page asked for in a language it lacks is not that one). */
  language?: string;
  /** Every ETag this page was served with, in any encoding: any of them revalidates it. */
  etags: Set<string>;
  lastModified: string;
  lastModifiedSeconds: number;
  loadedAt: number;
  /** The identity bytes plus every compressed variant made so far. */
  bytes: number;
  /** Set while the page is in a cache, which counts the bytes a new variant adds. */
  onGrow: ((bytes: number) => void) | undefined;
  compressed(encoding: 'br' | 'gzip'): Variant | Promise<Variant>;
};

/** Builds a page's variants. The ETag is a hash of the bytes, so it changes with any change in them. */
export function preparePage(html: string, lastModified: Date | null): CachedPage {
  const body = Buffer.from(html, 'utf8');
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const identity: Variant = { body, etag: `"${hash}"`, encoding: 'identity' };
  const variants: Partial<Record<'br' | 'gzip', Variant | Promise<Variant>>> = {};
  const seconds = lastModified ? Math.floor(lastModified.getTime() / 1000) : 0;
  const page: CachedPage = {
    identity,
    etags: new Set([identity.etag, `"${hash}-br"`, `"${hash}-gzip"`]),
    lastModified: lastModified ? new Date(seconds * 1000).toUTCString() : '',
    lastModifiedSeconds: seconds,
    loadedAt: Date.now(),
    bytes: body.length,
    onGrow: undefined,
    compressed(encoding) {
      const existing = variants[encoding];
      if (existing) return existing;
      const pending = (
        encoding === 'br'
          ? brotli(body, {
              params: {
                [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : gzipAsync(body, { level: 9 })
      ).then((compressedBody) => {
        const variant: Variant = { body: compressedBody, etag: `"${hash}-${encoding}"`, encoding };
        variants[encoding] = variant;
        page.bytes += compressedBody.length;
        page.onGrow?.(compressedBody.length);
        return variant;
      });
      variants[encoding] = pending;
      return pending;
    },
  };
  return page;
}

export type PageCacheOptions = {
  maxEntries: number;
  maxBytes: number;
  /** A page older than this is rendered again: bounds staleness if an invalidation was ever missed. */
  maxAgeMs: number;
};

/**
 * Rendered live pages by token and requested language, least recently used first out, bounded by
 * count and by bytes. `invalidate(token)` drops every language of an agreement; a page whose load
 * started before an invalidation is served but not kept, so a change can never be hidden by a slow
 * load that read the old text.
 */
export function createPageCache(options: PageCacheOptions) {
  const entries = new Map<string, CachedPage>();
  const loading = new Map<string, Promise<CachedPage | null>>();
  const keysByToken = new Map<string, Set<string>>();
  let bytes = 0;
  let epoch = 0;
  const stats = { hits: 0, misses: 0, loads: 0, invalidations: 0 };

  const tokenOf = (key: string) => key.slice(0, key.indexOf(':'));

  function remove(key: string): void {
    const page = entries.get(key);
    if (!page) return;
    entries.delete(key);
    bytes -= page.bytes;
    page.onGrow = undefined;
    const token = tokenOf(key);
    const keys = keysByToken.get(token);
    keys?.delete(key);
    if (keys?.size === 0) keysByToken.delete(token);
  }

  function store(key: string, page: CachedPage): void {
    remove(key);
    entries.set(key, page);
    bytes += page.bytes;
    page.onGrow = (added) => {
      bytes += added;
      evict();
    };
    const token = tokenOf(key);
    const keys = keysByToken.get(token) ?? new Set<string>();
    keys.add(key);
    keysByToken.set(token, keys);
    evict();
  }

  function evict(): void {
    for (const key of entries.keys()) {
      if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break;
      remove(key);
    }
  }

  /** The page under `key` when memory has a fresh one: the hot path, with no promise in between. */
  function lookup(key: string): CachedPage | undefined {
    const cached = entries.get(key);
    if (!cached || Date.now() - cached.loadedAt >= options.maxAgeMs) return undefined;
    stats.hits++;
    // Most recently used moves to the end of the Map's order.
    entries.delete(key);
    entries.set(key, cached);
    return cached;
  }

  return {
    stats,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },

    lookup,

    /**
     * The page under `key` ("<token>:<language or empty>"): from memory, or loaded once however many
     * requests ask for it at the same time. `load` answers null for a link that names nothing,
     * which is not kept: tokens are unguessable, so remembering misses would only let anyone evict
     * real pages with made-up ones.
     */
    async get(key: string, load: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
      const cached = lookup(key);
      if (cached) return cached;
      stats.misses++;
      const inFlight = loading.get(key);
      if (inFlight) return inFlight;
      const startedAt = epoch;
      const promise = (async () => {
        stats.loads++;
        const page = await load();
        if (page && startedAt === epoch) store(key, page);
        else remove(key);
        return page;
      })().finally(() => {
        if (loading.get(key) === promise) loading.delete(key);
      });
      loading.set(key, promise);
      return promise;
    },

    /** Drops every cached language of one agreement's page. */
    invalidate(token: string): void {
      epoch++;
      stats.invalidations++;
      for (const key of [...(keysByToken.get(token) ?? [])]) remove(key);
      for (const key of loading.keys()) if (tokenOf(key) === token) loading.delete(key);
    },

    /** Drops everything (after a lost connection to the other instances, changes may have been missed). */
    clear(): void {
      epoch++;
      for (const page of entries.values()) page.onGrow = undefined;
      entries.clear();
      keysByToken.clear();
      loading.clear();
      bytes = 0;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
