import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { type CustomerRow, sessionCustomer, type TokenService } from '../modules/customer';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, set by the `requireCustomer` hook. */
    customer: CustomerRow | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * A preHandler for calls that need a signed-in customer: a valid access token of a confirmed
 * account whose password has not changed since the token was issued, and whose session is still
 * open (not logged out or revoked; see tokens.ts). Anything else is 401 with
 * `authenticated: false`, which the client answers by renewing its session or logging out.
 */
export function requireCustomer(db: Db, tokens: TokenService) {
  return async (request: FastifyRequest): Promise<void> => {
    const customer = await sessionCustomer(db, tokens, bearerToken(request));
    if (!customer) throw new AppError('unauthenticated', 'account.sessionExpired', {}, {}, 401);
    request.customer = customer;
  };
}

/**
 * A preHandler for calls open to visitors and customers alike: without an Authorization header the
 * request is anonymous; with one, the token must be valid (a stale session is not treated as a guest).
 */
export function identifyCustomer(db: Db, tokens: TokenService) {
  const required = requireCustomer(db, tokens);
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.headers.authorization) return;
    await required(request);
  };
}
