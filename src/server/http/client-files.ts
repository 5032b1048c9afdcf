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

/** The route table's path patterns written by the build, or null for a build without them. */
function readRoutePaths(clientDir: string): string[] | null {
  const file = path.join(clientDir, 'route-paths.json');
  if (!existsSync(file)) return null;
  const paths: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(paths) && paths.every((entry) => typeof entry === 'string') ? paths : null;
}

/**
 * Whether a path is one of the client's routes (`/download/:id`, `/dev/mailbox/:id?`). Without the
 * patterns every path counts as a page, as before the build wrote them.
 */
export function routeMatcher(patterns: string[] | null): (pathname: string) => boolean {
  if (!patterns) return () => true;
  const expressions = patterns.map((pattern) => {
    const source = pattern
      .split('/')
      .filter(Boolean)
      .map((segment) => {
        if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
        return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      })
      .join('');
    return new RegExp(`^${source}/?$`);
  });
  return (pathname) => {
    let decoded = pathname;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    return decoded === '/' || expressions.some((expression) => expression.test(decoded));
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    sendAppShell(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  }
}
