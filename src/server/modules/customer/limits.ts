import type { FastifyRequest } from 'fastify';
import type { AttemptLimit } from '../../http/attempt-limits';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const byAddress = (request: FastifyRequest) => request.ip;
const byEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};
const byCustomer = (request: FastifyRequest) => request.customer?.id;

/**
 * Abuse limits of the account calls (issue 3): generous for a person, tight for a script guessing
 * passwords, links or which addresses have accounts.
 */
export const ACCOUNT_LIMITS = {
  login: [
    { name: 'login-address', max: 30, windowMs: 15 * MINUTE, key: byAddress },
    { name: 'login-email', max: 10, windowMs: 15 * MINUTE, key: byEmail },
  ],
  register: [{ name: 'register-address', max: 10, windowMs: HOUR, key: byAddress }],
  forgotPassword: [
    { name: 'forgot-address', max: 10, windowMs: HOUR, key: byAddress },
    { name: 'forgot-email', max: 3, windowMs: HOUR, key: byEmail },
  ],
  resendActivation: [
    { name: 'resend-address', max: 10, windowMs: HOUR, key: byAddress },
    { name: 'resend-email', max: 3, windowMs: HOUR, key: byEmail },
  ],
  lookup: [{ name: 'lookup-address', max: 60, windowMs: 15 * MINUTE, key: byAddress }],
  linkCode: [{ name: 'link-address', max: 30, windowMs: 15 * MINUTE, key: byAddress }],
  passwordCheck: [{ name: 'password-customer', max: 10, windowMs: 15 * MINUTE, key: byCustomer }],
} satisfies Record<string, AttemptLimit[]>;
