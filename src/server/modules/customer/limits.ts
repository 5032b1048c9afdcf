import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AttemptLimit, limitAttempts } from '../../http/attempt-limits';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const byAddress = (request: FastifyRequest) => request.ip;
const byEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};
const byCustomer = (request: FastifyRequest) => request.customer?.id;
/** An e-mail address as asked about from one client address: a stranger's attempts count apart from its owner's. */
const byEmailFromAddress = (request: FastifyRequest) => {
  const email = byEmail(request);
  return email === undefined ? undefined : `${email}|${request.ip}`;
};

/**
 * Abuse limits of the account calls: generous for a person, tight for a script guessing passwords,
 * links or which addresses have accounts. None of them lets a stranger lock a customer out: limits
 * on an e-mail address count per client address too, and a cap on the mails an address receives is
 * quiet (past it the newest link keeps working and nothing more is sent, rather than a refusal).
 */
export const ACCOUNT_LIMITS = {
  login: [
    { name: 'login-address', max: 30, windowMs: 15 * MINUTE, key: byAddress },
    { name: 'login-email-address', max: 10, windowMs: 15 * MINUTE, key: byEmailFromAddress },
  ],
  /** Creating accounts: sign-up, and a visitor's agreement for a new address, count together. */
  register: [{ name: 'register-address', max: 10, windowMs: HOUR, key: byAddress, shared: true }],
  forgotPassword: [
    { name: 'forgot-address', max: 10, windowMs: HOUR, key: byAddress },
    { name: 'forgot-email-address', max: 3, windowMs: HOUR, key: byEmailFromAddress },
    { name: 'forgot-email', max: 3, windowMs: HOUR, key: byEmail, quiet: true },
  ],
  resendActivation: [
    { name: 'resend-address', max: 10, windowMs: HOUR, key: byAddress },
    { name: 'resend-email-address', max: 3, windowMs: HOUR, key: byEmailFromAddress },
    { name: 'resend-email', max: 3, windowMs: HOUR, key: byEmail, quiet: true },
  ],
  /** Answers that tell whether an address has an account: the address checks, and a visitor's agreement. */
  lookup: [{ name: 'lookup-address', max: 60, windowMs: 15 * MINUTE, key: byAddress, shared: true }],
  linkCode: [{ name: 'link-address', max: 30, windowMs: 15 * MINUTE, key: byAddress }],
  passwordCheck: [{ name: 'password-customer', max: 10, windowMs: 15 * MINUTE, key: byCustomer }],
} satisfies Record<string, AttemptLimit[]>;

/**
 * Wrong passwords for one account, from anywhere: counted, not refused (a refusal would lock its
 * owner out); each failure past the fifth in 15 minutes is answered more slowly.
 */
export const LOGIN_FAILURES: AttemptLimit = {
  name: 'login-failures-email',
  max: 1_000_000,
  windowMs: 15 * MINUTE,
  key: byEmail,
};

/** How long a wrong password's answer waits after `failures` failures for the account: 0.25 s doubling, at most 4 s. */
export function loginFailureDelayMs(failures: number): number {
  if (failures <= 5) return 0;
  return Math.min(4_000, 250 * 2 ** (failures - 6));
}

/** A preHandler for account limits, scaled by ACCOUNT_RATE_LIMIT_FACTOR (many customers behind one proxy). */
export function limitAccountAttempts(app: FastifyInstance, limits: AttemptLimit[]) {
  return limitAttempts(
    app,
    limits.map((entry) => ({ ...entry, max: entry.max * app.config.accountRateLimitFactor })),
  );
}

/**
 * A visitor's agreement for an e-mail address creates its account, or answers that the address has
 * one: it counts against the sign-up limit and the address-lookup limit alike. A signed-in
 * customer's agreements count against neither.
 */
export const VISITOR_AGREEMENT_LIMITS: AttemptLimit[] = [
  ...ACCOUNT_LIMITS.register,
  ...ACCOUNT_LIMITS.lookup,
].map((limit) => ({ ...limit, key: (request) => (request.customer ? undefined : limit.key(request)) }));
