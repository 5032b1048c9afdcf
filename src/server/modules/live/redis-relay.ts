import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { connectRedis, installationId } from '../../http/redis';

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
  return `clausewright:live-invalidate:${installationId(publicUrl)}`;
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
  // Publishing while disconnected fails at once instead of queueing stale work.
  const publisher = connectRedis({ url, role: 'live-link cache publisher', log });
  // The subscription is asked for before the connection is up, so this one queues until then.
  const subscriber = connectRedis({
    url,
    role: 'live-link cache subscriber',
    log,
    redisOptions: { enableOfflineQueue: true, commandTimeout: undefined, autoResubscribe: true },
  });

  // Every (re)connection clears the cache: whatever was published while this instance was not
  // listening (Redis down at start included) is lost. The first one finds an almost empty cache.
  let connections = 0;
  subscriber.on('ready', () => {
    if (connections++ > 0)
      log.info({ channel }, 'live-link cache: Redis subscription restored, cache cleared');
    options.onResync();
  });
  subscriber.subscribe(channel).catch((error: Error) => {
    log.warn({ err: error, channel }, 'live-link cache: could not subscribe to the other instances’ changes');
  });
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
