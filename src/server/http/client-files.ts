import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { renderIndexHtml } from './client-settings';
import { renderServiceWorker } from './service-worker';

/** Hashed build output never changes under the same name, so browsers may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function robotsTxt(config: AppConfig): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /live/',
    'Disallow: /api/',
    'Disallow: /profile',
    'Disallow: /download/',
    'Disallow: /wizard/pay',
    'Disallow: /tests',
    '',
    `# ${config.appName}: ${config.publicUrl}`,
    '',
  ].join('\n');
}

/**
 * Serves the built client: hashed assets with long-cache headers, other public files, robots.txt,
 * and index.html for every app route (the client router decides what the path shows).
 */
export async function registerClientFiles(app: FastifyInstance, config: AppConfig): Promise<void> {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(config)),
  );

  const indexFile = path.join(config.clientDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? renderIndexHtml(readFileSync(indexFile, 'utf8'), config) : null;

  if (hasBuild && indexHtml) {
    const assetsDir = path.join(config.clientDir, 'assets');
    const serviceWorker = renderServiceWorker({
      indexHtml,
      assetPaths: existsSync(assetsDir) ? readdirSync(assetsDir).map((name) => `/assets/${name}`) : [],
    });
    // Browsers check the worker for updates on navigation; it must never be served stale.
    app.get('/sw.js', async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(serviceWorker),
    );
    await app.register(fastifyStatic, {
      root: config.clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      serve: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const relative = path.relative(config.clientDir, filePath);
        res.setHeader(
          'cache-control',
          relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'public, max-age=3600',
        );
      },
    });
  }

  const knownPage = routeMatcher(hasBuild ? readRoutePaths(config.clientDir) : null);

  app.decorate('sendAppShell', (request: FastifyRequest, reply: FastifyReply) => {
    const lastSegment = request.url.split('?')[0]?.split('/').pop() ?? '';
    // A missing file (a path with an extension) is a real 404, not an app route.
    if (/\.[a-z0-9]{1,8}$/i.test(lastSegment) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    if (!indexHtml) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web client has not been built. Run `npm start` (which builds it) or `npm run build`.');
    }
    // A path no route matches gets the app shell too (it shows the 404 page), with the status that
    // tells search engines and link checkers the page does not exist.
    const pathname = request.url.split('?')[0] ?? '/';
    return reply
      .code(knownPage(pathname) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
}

/**
 * What a route parameter may hold, as the build writes it (src/client/app/route-params.ts): one of a
 * list of values, or text matching a regular expression (its source, anchored, no flags).
 */
export type ParamRule = { oneOf: string[] } | { pattern: string };

/** One client route as route-paths.json lists it: its path pattern and the rule of each checked parameter. */
export type RoutePattern = { path: string; params: Record<string, ParamRule> };

function isParamRule(value: unknown): value is ParamRule {
  if (typeof value !== 'object' || value === null) return false;
  const rule = value as Record<string, unknown>;
  if ('oneOf' in rule)
    return Array.isArray(rule.oneOf) && rule.oneOf.every((item) => typeof item === 'string');
  return typeof rule.pattern === 'string';
}

function isRoutePattern(value: unknown): value is RoutePattern {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.path === 'string' &&
    typeof entry.params === 'object' &&
    entry.params !== null &&
    Object.values(entry.params).every(isParamRule)
  );
}

/** The route table's patterns written by the build, or null for a build without them. */
function readRoutePaths(clientDir: string): RoutePattern[] | null {
  const file = path.join(clientDir, 'route-paths.json');
  if (!existsSync(file)) return null;
  const entries: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(entries) && entries.every(isRoutePattern) ? entries : null;
}

/**
 * Whether a path is a page the client shows: it fits one of the client's routes (`/download/:id`,
 * `/dev/mailbox/:id?`), and each parameter the route checks holds a value its rule allows (the
 * client shows its 404 page for `/download/xyz`). Static segments match in any case, as in the
 * client's router. Without the patterns every path counts as a page, as before the build wrote them.
 */
export function routeMatcher(patterns: RoutePattern[] | null): (pathname: string) => boolean {
  if (!patterns) return () => true;
  const routes = patterns.map((pattern) => {
    const paramNames: string[] = [];
    const source = pattern.path
      .split('/')
      .filter(Boolean)
      .map((segment) => {
        if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
        const optional = segment.endsWith('?');
        paramNames.push(segment.slice(1, optional ? -1 : undefined));
        return optional ? '(?:/([^/]+))?' : '/([^/]+)';
      })
      .join('');
    const checks = new Map(Object.entries(pattern.params).map(([name, rule]) => [name, ruleCheck(rule)]));
    return { expression: new RegExp(`^${source}/?$`, 'i'), paramNames, checks };
  });

  return (pathname) => {
    let decoded = pathname;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    if (decoded === '/') return true;
    return routes.some(({ expression, paramNames, checks }) => {
      const match = expression.exec(decoded);
      if (!match) return false;
      return paramNames.every((name, index) => {
        const value = match[index + 1];
        const allows = checks.get(name);
        // A parameter left out (optional) or one the route does not check may hold anything.
        return value === undefined || allows === undefined || allows(value);
      });
    });
  };
}

function ruleCheck(rule: ParamRule): (value: string) => boolean {
  if ('oneOf' in rule) {
    const allowed = new Set(rule.oneOf);
    return (value) => allowed.has(value);
  }
  const expression = new RegExp(rule.pattern);
  return (value) => expression.test(value);
}

declare module 'fastify' {
  interface FastifyInstance {
    sendAppShell(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  }
}
