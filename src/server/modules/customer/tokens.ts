import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { isValidUuid } from '../../../shared/validation';
import type { AppConfig } from '../../config';
import type { Db, Executor } from '../../db/client';
import { customers, refreshTokens } from '../../db/schema';
import { resolveJwtSecret } from '../../jwt-secret';
import { type CustomerRow, findSessionCustomer } from './repo';

/** A refresh token presented again within this time after its rotation is two tabs racing, not theft. */
export const REFRESH_REUSE_GRACE_MS = 30_000;

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export type SessionTokens = { token: string; refresh_token: string };

/** Who a session belongs to: the customer id and when their password last changed. */
export type SessionOwner = { id: string; passwordChangedAt: Date | null };

export function passwordStamp(customer: SessionOwner): number {
  return customer.passwordChangedAt?.getTime() ?? 0;
}

export type RotationResult =
  | { outcome: 'rotated'; customerId: string; tokens: SessionTokens }
  | { outcome: 'invalid' }
  | { outcome: 'reused' };

export type TokenService = Awaited<ReturnType<typeof createTokenService>>;

/**
 * Short-lived JWT access tokens and opaque refresh tokens stored hashed, rotated on every use.
 * Presenting an already rotated refresh token (outside a short grace period) revokes its whole family.
 * An access token names its session (the refresh family, `sid`): once the family is revoked (logout,
 * a stolen token replayed, a password change) its access tokens stop working at once, not when they
 * expire. A rotated token's successor is derived from it (an HMAC under the server's secret), so
 * the same token presented again within the grace period gets the same successor, never a new branch.
 */
export async function createTokenService(db: Executor, config: AppConfig) {
  const secretText = resolveJwtSecret(config);
  const secret = new TextEncoder().encode(secretText);

  /** The refresh token that replaces `presented`: the same every time it is asked for. */
  const successorOf = (presented: string) =>
    createHmac('sha256', secretText).update(`refresh-successor:${presented}`).digest('base64url');
  const refreshTtlMs = config.refreshTokenTtlDays * 24 * 60 * 60 * 1000;

  /**
   * The access token carries the moment the customer's password last changed: after a change, every
   * token issued before it stops working, to the millisecond (JWT issue times have whole seconds only).
   */
  async function signAccessToken(customer: SessionOwner, sessionId: string): Promise<string> {
    return new SignJWT({ typ: 'access', pwd: passwordStamp(customer), sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(customer.id)
      .setIssuedAt()
      .setExpirationTime(`${config.accessTokenTtlSeconds}s`)
      .sign(secret);
  }

  /**
   * The customer, session and password stamp of a valid, unexpired access token, or null. A token
   * whose subject or session is not an id of ours (one signed before sessions were named, or forged
   * with a leaked secret) is no token at all.
   */
  async function verifyAccessToken(
    token: string,
  ): Promise<{ customerId: string; sessionId: string; passwordStamp: number } | null> {
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
      if (
        payload.typ !== 'access' ||
        typeof payload.sub !== 'string' ||
        !isValidUuid(payload.sub) ||
        typeof payload.sid !== 'string' ||
        !isValidUuid(payload.sid) ||
        typeof payload.pwd !== 'number'
      )
        return null;
      return { customerId: payload.sub, sessionId: payload.sid, passwordStamp: payload.pwd };
    } catch {
      return null;
    }
  }

  /**
   * Whose access token this is, expired or not, provided we signed it. Ping uses it to refuse a
   * refresh token sent together with another customer's access token.
   */
  async function accessTokenOwner(token: string): Promise<string | null> {
    try {
      // Checking the signature as of the epoch skips only the expiry check.
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: new Date(0) });
      return typeof payload.sub === 'string' ? payload.sub : null;
    } catch {
      return null;
    }
  }

  async function issueRefreshToken(
    customerId: string,
    familyId: string,
    database: Db = db,
    token: string = randomBytes(32).toString('base64url'),
  ): Promise<string> {
    await database
      .insert(refreshTokens)
      .values({
        customerId,
        familyId,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + refreshTtlMs),
      })
      .onConflictDoNothing();
    return token;
  }

  /** A new session (a new token family), as after logging in. */
  async function startSession(customer: SessionOwner): Promise<SessionTokens> {
    const familyId = randomUUID();
    return {
      token: await signAccessToken(customer, familyId),
      refresh_token: await issueRefreshToken(customer.id, familyId),
    };
  }

  async function rotateRefreshToken(presented: string): Promise<RotationResult> {
    return db.transaction(async (tx) => {
      const [found] = await tx
        .select({
          token: refreshTokens,
          owner: { id: customers.id, passwordChangedAt: customers.passwordChangedAt },
        })
        .from(refreshTokens)
        .innerJoin(customers, eq(customers.id, refreshTokens.customerId))
        .where(eq(refreshTokens.tokenHash, sha256(presented)))
        .for('update', { of: refreshTokens });
      const row = found?.token;
      if (!found || !row || row.revokedAt || row.expiresAt.getTime() <= Date.now())
        return { outcome: 'invalid' } as const;
      if (row.rotatedAt && Date.now() - row.rotatedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
        return { outcome: 'reused' } as const;
      }
      // The first rotation stores the successor; a repeat within the grace period (two tabs, a
      // retried request) answers the same one, so a token never branches into two live sessions.
      if (!row.rotatedAt)
        await tx.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, row.id));
      const refreshToken = await issueRefreshToken(row.customerId, row.familyId, tx, successorOf(presented));
      return {
        outcome: 'rotated',
        customerId: row.customerId,
        tokens: { token: await signAccessToken(found.owner, row.familyId), refresh_token: refreshToken },
      } as const;
    });
  }

  /** Ends the session the refresh token belongs to (logout). Unknown tokens are ignored. */
  async function revokeFamilyOf(presented: string): Promise<void> {
    const [row] = await db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(presented)));
    if (row) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
    }
  }

  /** Ends every session of a customer (password changed or reset). */
  async function revokeAllSessions(customerId: string, database: Db = db): Promise<void> {
    await database
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt)));
  }

  return {
    signAccessToken,
    verifyAccessToken,
    accessTokenOwner,
    startSession,
    rotateRefreshToken,
    revokeFamilyOf,
    revokeAllSessions,
  };
}

/**
 * The customer an access token signs in (the check behind `requireCustomer` in http/auth.ts): a
 * valid token of a confirmed account whose password has not changed since the token was issued, and
 * whose session is still open. Undefined for anything else.
 */
export async function sessionCustomer(
  db: Executor,
  tokens: TokenService,
  accessToken: string | null,
): Promise<CustomerRow | undefined> {
  const verified = accessToken ? await tokens.verifyAccessToken(accessToken) : null;
  const found = verified ? await findSessionCustomer(db, verified.customerId, verified.sessionId) : undefined;
  if (
    !found ||
    !verified ||
    !found.sessionOpen ||
    !found.confirmedAt ||
    verified.passwordStamp !== passwordStamp(found)
  )
    return undefined;
  const { sessionOpen: _open, ...customer } = found;
  return customer;
}
