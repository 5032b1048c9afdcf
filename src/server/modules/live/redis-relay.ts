import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export type InvalidationRelay = {
  /** Tells the other instances that an agreement's live pages changed. */
  publish(liveToken: string): void;
  close(): Promise<void>;
};

/**
 * The channel of one installation: instances with the same public address share it, so two
 * installations on one Redis (staging and production, parallel test runs) never drop each other's pages.
 */
export function invalidationChannel(publicUrl: string): string {
  return `clausewright:live-invalidate:${createHash('sha256').update(publicUrl).digest('hex').slice(0, 16)}`;
}

const TOKEN = /^[0-9a-f]{64}$/;

/**
 * Relays live-page invalidations between instances through Redis pub/sub: one connection publishes,
 * a second one (a subscribed connection can do nothing else) listens. A message from another
 * instance calls `onRemote(token)`; each time the subscription (re)connects, `onResync()` runs,
 * because changes published while it was down were missed. Redis being down is logged, never fatal:
 * each instance keeps serving, its pages at worst as old as the cache's maximum age.
 */
export function createRedisRelay(options: {
  url: string;
  channel: string;
  log: FastifyBaseLogger;
  onRemote: (liveToken: string) => void;
  onResync: () => void;
}): InvalidationRelay {
  const { url, channel, log } = options;
  const origin = randomUUID();
  const common = { connectTimeout: 5_000, maxRetriesPerRequest: 1, lazyConnect: false };
  // Publishing while disconnected fails at once instead of queueing stale work.
  const publisher = new Redis(url, { ...common, enableOfflineQueue: false });
  const subscriber = new Redis(url, { ...common, autoResubscribe: true });

  let lastError = '';
  const logError = (role: string) => (error: Error) => {
    // ioredis retries every few seconds: log each distinct failure once, not every attempt.
    const message = `${role}: ${error.message}`;
    if (message === lastError) return;
    lastError = message;
    log.warn({ err: error, channel }, `live-link cache: Redis ${role} connection failed`);
  };
  publisher.on('error', logError('publisher'));
  subscriber.on('error', logError('subscriber'));

  // Every (re)connection clears the cache: whatever was published while this instance was not
  // listening (Redis down at start included) is lost. The first one finds an almost empty cache.
  let connections = 0;
  subscriber.on('ready', () => {
    lastError = '';
    if (connections++ > 0)
      log.info({ channel }, 'live-link cache: Redis subscription restored, cache cleared');
    options.onResync();
  });
  subscriber.subscribe(channel).catch((error: Error) => logError('subscriber')(error));
  subscriber.on('message', (_channel, message) => {
    const [from, token] = message.split(' ');
    if (from === origin || !token || !TOKEN.test(token)) return;
    options.onRemote(token);
  });

  return {
    publish(liveToken) {
      publisher.publish(channel, `${origin} ${liveToken}`).catch((error: Error) => {
        log.warn({ err: error, channel }, 'live-link cache: could not tell the other instances of a change');
      });
    },
    async close() {
      // disconnect() closes at once; quit() would wait for a server that may be gone.
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
