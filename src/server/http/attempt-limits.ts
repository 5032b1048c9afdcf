import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export type AttemptLimit = {
  /** Names the counter; together with the call's route, so one limit on several calls counts each apart. */
  name: string;
  max: number;
  windowMs: number;
  /** What is being limited: the client address, an e-mail address, a customer. Undefined skips the limit. */
  key: (request: FastifyRequest) => string | undefined;
  /**
   * One counter for every call that uses this limit (sign-up and a visitor's new agreement both
   * create accounts, so both count against the same per-address limit).
   */
  shared?: boolean;
  /**
   * Past the limit the call is not refused: it goes on with `request.attemptLimited` set and must
   * then do nothing an attacker could use up (no new mail, the last link kept working). For limits
   * keyed on someone else's address, which a refusal would turn against its owner.
   */
  quiet?: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** A quiet limit of this call was reached (see AttemptLimit.quiet). */
    attemptLimited: boolean;
  }
}

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/** Checks of shared limits, per server, so every call using one counts in one store. */
const sharedChecks = new WeakMap<object, Map<string, Check>>();

function checkFor(app: FastifyInstance, limit: AttemptLimit): Check {
  const create = () =>
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request: FastifyRequest) =>
        limit.shared
          ? `${limit.name}::${limit.key(request) ?? ''}`
          : `${limit.name}:${request.routeOptions.url ?? ''}:${limit.key(request) ?? ''}`,
    });
  if (!limit.shared) return create();
  let checks = sharedChecks.get(app.server);
  if (!checks) {
    checks = new Map();
    sharedChecks.set(app.server, checks);
  }
  const name = `${limit.name}:${limit.max}:${limit.windowMs}`;
  let check = checks.get(name);
  if (!check) {
    check = create();
    checks.set(name, check);
  }
  return check;
}

/**
 * A preHandler enforcing several limits at once (for example per address and per e-mail on login),
 * counted in the rate-limit plugin's store — shared by every instance once that store is Redis.
 * Runs after the body is parsed, so limits can key on what was sent.
 *
 * The key names the route: in memory every `createRateLimit` has a store of its own, so a limit used
 * on several calls counts each call apart; in Redis all of them share one key space, and only the
 * route in the key keeps that behaviour. A shared limit leaves the route out and keeps one check
 * per server, so it counts every call alike in both stores.
 */
export function limitAttempts(app: FastifyInstance, limits: AttemptLimit[]) {
  const checks = limits.map((limit) => ({ limit, check: checkFor(app, limit) }));
  return async (request: FastifyRequest): Promise<void> => {
    for (const { limit, check } of checks) {
      if (limit.key(request) === undefined) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        if (limit.quiet) {
          request.attemptLimited = true;
          continue;
        }
        const minutes = Math.max(1, Math.ceil(result.ttl / 60_000));
        throw new AppError('rate_limited', 'account.tooManyAttempts', { minutes }, {}, 429);
      }
    }
  };
}

/**
 * Counts one event against a limit and answers how many it has counted in the window (for a delay
 * that grows with failures, rather than a refusal).
 */
export function countAttempts(app: FastifyInstance, limit: AttemptLimit) {
  const check = checkFor(app, limit);
  return async (request: FastifyRequest): Promise<number> => {
    if (limit.key(request) === undefined) return 0;
    const result = (await check(request)) as { max?: number; remaining?: number };
    // Outside an allow list the plugin answers the counts, whatever its types say for allowed calls.
    return result.max !== undefined && result.remaining !== undefined ? result.max - result.remaining : 0;
  };
}
