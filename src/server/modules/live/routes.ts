import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGES, type Language } from '../../../shared/i18n/languages';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { isLongText, livePageInPool } from '../../documents/render-pool';
import { chooseEncoding } from '../../http/reply-compression';
import { type AgreementChanges, findLiveAgreement } from '../agreement';
import { isNotModified } from './http-cache';
import { LIVE_CSP, type LivePageInput, renderLivePage, renderNotFoundPage } from './page';
import { type CachedPage, createPageCache, preparePage, type Variant } from './page-cache';
import { createRedisRelay, type InvalidationRelay, invalidationChannel } from './redis-relay';

export type LiveRoutesOptions = {
  config: AppConfig;
  db: Db;
  changes: AgreementChanges;
};

/** A live token is 64 lowercase hex digits; anything else is refused before the database is asked. */
const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/** 1000 pages or 64 MiB (a largest Privacy Policy is ~60 KB plain, ~15 KB gzip, ~12 KB brotli). */
const CACHE_LIMITS = { maxEntries: 1000, maxBytes: 64 * 1024 * 1024, maxAgeMs: 5 * 60_000 };

/**
 * Browsers and shared caches may reuse a page for a minute, then serve it while they fetch a fresh
 * one (a text that changed shows within a minute or so), and keep showing it for a day if this
 * server cannot answer: an old legal text beats an error page.
 */
/**
 * Shared caches (a CDN) may keep a page a minute, serve it a minute longer while they ask again,
 * and five minutes while this server fails: a deleted or changed text is gone from them within
 * about two minutes, never a day.
 */
const PAGE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=60, stale-if-error=300';

/** The query's language when it is one of the six, otherwise '' (the agreement's own language). */
function requestedLanguage(query: unknown): Language | '' {
  const lang = (query as Record<string, unknown> | undefined)?.lang;
  return isLanguage(lang) ? lang : '';
}

/** Whether the address asks for a language (`?lang=`), known or not. */
function asksForLanguage(query: unknown): boolean {
  return (query as Record<string, unknown> | undefined)?.lang !== undefined;
}

/**
 * `GET /live/{token}`: an agreement's free public page, server-rendered, no JavaScript (decision 0005).
 * Pages are kept rendered in memory (and compressed once) until the agreement changes; a cache hit
 * answers without touching the database. Outside /api/v1, outside the SPA, with its own headers:
 * helmet's app-wide policy (no framing, no inline style) is replaced by the page's own.
 */
export const liveRoutes: FastifyPluginAsync<LiveRoutesOptions> = async (app, { config, db, changes }) => {
  const cache = createPageCache(CACHE_LIMITS);

  const securityHeaders: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': LIVE_CSP,
    'x-content-type-options': 'nosniff',
    // The token is the page's only secret: links out of the page never carry it.
    'referrer-policy': 'no-referrer',
    // Embedding in any site is the point; the page has nothing a framing site could abuse.
    'cross-origin-resource-policy': 'cross-origin',
    ...(config.publicUrl.startsWith('https://')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
  const pageHeaders = { ...securityHeaders, 'cache-control': PAGE_CACHE_CONTROL, vary: 'Accept-Encoding' };
  const notFoundHeaders = {
    ...securityHeaders,
    // Nothing keeps "not found": a deleted page stays gone, and a cache asks again for any other.
    'cache-control': 'no-store',
    vary: 'Accept-Language',
    'x-robots-tag': 'noindex',
  };
  const notFoundPages = new Map<Language, Buffer>();

  function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    let body = notFoundPages.get(request.language);
    if (!body) {
      body = Buffer.from(renderNotFoundPage(request.language, config.appName, config.publicUrl));
      notFoundPages.set(request.language, body);
    }
    return reply.code(404).headers(notFoundHeaders).send(body);
  }

  function write(request: FastifyRequest, reply: FastifyReply, page: CachedPage, variant: Variant) {
    reply.headers(pageHeaders);
    reply.header('etag', variant.etag);
    reply.header('last-modified', page.lastModified);
    if (isNotModified(request.headers, page)) return reply.code(304).send();
    if (variant.encoding !== 'identity') reply.header('content-encoding', variant.encoding);
    return reply.send(variant.body);
  }

  function redirectToOwnLanguage(reply: FastifyReply, token: string) {
    return reply
      .code(302)
      .headers({ ...securityHeaders, 'cache-control': 'public, max-age=60' })
      .redirect(`/live/${token}`);
  }

  function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return write(request, reply, page, page.identity);
    const variant = page.compressed(encoding);
    return variant instanceof Promise
      ? variant.then((ready) => write(request, reply, page, ready))
      : write(request, reply, page, variant);
  }

  /** Renders one language of an agreement's page, or null when the token names nothing published. */
  async function loadPage(token: string, requested: Language | ''): Promise<CachedPage | null> {
    const found = await findLiveAgreement(db, token);
    if (!found) return null;
    const { agreement } = found;
    const texts = found.texts.filter((text) => isLanguage(text.language));
    if (texts.length === 0) return null;
    const byLanguage = new Map(texts.map((text) => [text.language, text]));
    const languages = LANGUAGES.filter((code) => byLanguage.has(code));
    const own =
      isLanguage(agreement.language) && byLanguage.has(agreement.language)
        ? agreement.language
        : (languages[0] as Language);
    const shown = requested && byLanguage.has(requested) ? requested : own;
    const version = byLanguage.get(shown);
    if (!version) return null;
    const input: LivePageInput = {
      token,
      type: agreement.type,
      text: { language: shown, markdown: version.markdown, updatedAt: version.createdAt },
      languages,
      defaultLanguage: own,
      appName: config.appName,
      publicUrl: config.publicUrl,
    };
    // A long text is rendered in the render pool, so the first visit does not hold up the server.
    const html = isLongText(version.markdown) ? await livePageInPool(input) : renderLivePage(input);
    // The page lists every language, so a text added in another one changes it too.
    const newest = Math.max(...texts.map((text) => text.createdAt.getTime()));
    return { ...preparePage(html, new Date(newest)), language: shown };
  }

  let relay: InvalidationRelay | undefined;
  if (config.redisUrl) {
    relay = createRedisRelay({
      url: config.redisUrl,
      channel: invalidationChannel(config.publicUrl),
      log: app.log,
      onRemote: (token) => cache.invalidate(token),
      onResync: () => cache.clear(),
    });
  }
  const unsubscribe = changes.subscribe(({ liveToken }) => {
    cache.invalidate(liveToken);
    relay?.publish(liveToken);
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    await relay?.close();
  });

  const routeOptions = { helmet: false, compress: false, schema: { hide: true } } as const;

  app.get<{ Params: { token: string } }>('/live/:token', routeOptions, (request, reply) => {
    const { token } = request.params;
    if (!TOKEN_PATTERN.test(token)) return sendNotFound(request, reply);
    const requested = requestedLanguage(request.query);
    const key = `${token}:${requested}`;
    const cached = cache.lookup(key);
    // A language the page is not in (or no language at all): to the page in its own language,
    // whose switch lists the languages it has, rather than another language under this address.
    const wrongLanguage = (page: CachedPage) => asksForLanguage(request.query) && page.language !== requested;
    if (cached && wrongLanguage(cached)) return redirectToOwnLanguage(reply, token);
    if (cached) {
      const sent = sendPage(request, reply, cached);
      // Sent synchronously: returning nothing spares Fastify waiting on the reply as a thenable.
      return sent instanceof Promise ? sent : undefined;
    }
    return cache
      .get(key, () => loadPage(token, requested))
      .then((page) => {
        if (!page) return sendNotFound(request, reply);
        if (wrongLanguage(page)) return redirectToOwnLanguage(reply, token);
        return sendPage(request, reply, page);
      });
  });
  // Any other address under /live/ is a live link that names nothing, not a page of the web app.
  app.get('/live', routeOptions, sendNotFound);
  app.get('/live/*', routeOptions, sendNotFound);
};
