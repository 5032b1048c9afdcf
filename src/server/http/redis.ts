import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/**
 * Names one installation in Redis: instances with the same public address share it, so two
 * installations on one Redis (staging and production, parallel test runs) never share a channel
 * or a counter.
 */
export function installationId(publicUrl: string): string {
  return createHash('sha256').update(publicUrl).digest('hex').slice(0, 16);
}

/** The prefix of every rate-limit counter of one installation. */
export function rateLimitNamespace(publicUrl: string): string {
  return `clausewright:rate-limit:${installationId(publicUrl)}:`;
}

/**
 * A Redis connection that never makes a request wait on a Redis that is gone: nothing queues while
 * it is disconnected and a command gets at most `commandTimeout` before failing, so callers decide
 * what an unanswered command means. ioredis reconnects on its own; each distinct failure is logged
 * once, not at every retry, and the log says the connection is back.
 */
export function connectRedis(options: {
  url: string;
  /** What the connection is for, in the log ("rate limits", "live-link cache publisher"). */
  role: string;
  log: FastifyBaseLogger;
  redisOptions?: RedisOptions;
}): Redis {
  const { url, role, log } = options;
  const client = new Redis(url, {
    connectTimeout: 5_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: 1_000,
    ...options.redisOptions,
  });
  let lastError = '';
  client.on('error', (error: Error) => {
    if (error.message === lastError) return;
    lastError = error.message;
    log.warn({ err: error, role }, `Redis (${role}): connection failed`);
  });
  client.on('ready', () => {
    if (lastError === '') return;
    lastError = '';
    log.info({ role }, `Redis (${role}): connected again`);
  });
  return client;
}
