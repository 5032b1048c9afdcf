import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export type AttemptLimit = {
  /** Names the counter; together with the call's route, so one limit on several calls counts each apart. */
  name: string;
  max: number;
  windowMs: number;
  /** What is being limited: the client address, an e-mail address, a customer. Undefined skips the limit. */
  key: (request: FastifyRequest) => string | undefined;
};

/**
 * A preHandler enforcing several limits at once (for example per address and per e-mail on login),
 * counted in the rate-limit plugin's store — shared by every instance once that store is Redis.
 * Runs after the body is parsed, so limits can key on what was sent.
 *
 * The key names the route: in memory every `createRateLimit` has a store of its own, so a limit used
 * on several calls counts each call apart; in Redis all of them share one key space, and only the
 * route in the key keeps that behaviour.
 */
export function limitAttempts(app: FastifyInstance, limits: AttemptLimit[]) {
  const checks = limits.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request: FastifyRequest) =>
        `${limit.name}:${request.routeOptions.url ?? ''}:${limit.key(request) ?? ''}`,
    }),
  }));
  return async (request: FastifyRequest): Promise<void> => {
    for (const { limit, check } of checks) {
      if (limit.key(request) === undefined) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        const minutes = Math.max(1, Math.ceil(result.ttl / 60_000));
        throw new AppError('rate_limited', 'account.tooManyAttempts', { minutes }, {}, 429);
      }
    }
  };
}
