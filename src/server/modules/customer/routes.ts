import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../shared/api/customer';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { type AttemptLimit, countAttempts } from '../../http/attempt-limits';
import { bearerToken, requireCustomer } from '../../http/auth';
import { ok } from '../../http/envelope';
import { apiDocs } from '../../http/openapi';
import { ACCOUNT_LIMITS, LOGIN_FAILURES, limitAccountAttempts, loginFailureDelayMs } from './limits';
import { presentCustomer } from './presenter';
import type { CustomerRow } from './repo';
import { findCustomerById } from './repo';
import type { CustomerService } from './service';
import type { SessionTokens, TokenService } from './tokens';

type Options = { db: Db; service: CustomerService; tokens: TokenService };

const docs = apiDocs('customer');

/** The `/customer/*` calls. Rules live in the service; this file maps HTTP onto it. */
export const customerRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, service, tokens }) => {
  const auth = requireCustomer(db, tokens);
  const limit = (limits: AttemptLimit[]) => limitAccountAttempts(app, limits);
  const countLoginFailure = countAttempts(app, LOGIN_FAILURES);
  const signedIn = (request: { customer: CustomerRow | null }) => request.customer as CustomerRow;
  const session = (customer: CustomerRow, issued: SessionTokens): api.CustomerSession => ({
    ...presentCustomer(customer),
    ...issued,
  });
  const refreshTokenOf = (headers: Record<string, unknown>) => {
    const value = headers[api.REFRESH_TOKEN_HEADER];
    return typeof value === 'string' && value.length > 0 && value.length < 200 ? value : null;
  };

  app.post(
    '/customer/register',
    {
      schema: {
        ...docs.public(
          'Create an account',
          'Without a password the account is completed through the mailed link (`initial_password_set`); `send_activation` mails the confirmation link.',
        ),
        body: api.registerRequest,
      },
      preHandler: limit(ACCOUNT_LIMITS.register),
    },
    async (request) => {
      const { customer, mailed } = await service.register({ language: request.language, ...request.body });
      const message = mailed
        ? request.t('account.registered', { email: customer.email })
        : request.t('account.registeredWithoutMail');
      const { id, email, language, confirmed, has_password } = presentCustomer(customer);
      return ok<api.RegisterReply>({ customer: { id, email, language, confirmed, has_password } }, [message]);
    },
  );

  app.post(
    '/customer/login',
    {
      schema: {
        ...docs.public(
          'Log in',
          'Answers the customer with an access token and a refresh token (also at the envelope’s top level).',
        ),
        body: api.loginRequest,
      },
      preHandler: limit(ACCOUNT_LIMITS.login),
    },
    async (request) => {
      try {
        const { customer, tokens: issued } = await service.login(request.body.email, request.body.password);
        return { ...ok<api.LoginReply>({ customer: session(customer, issued) }), ...issued };
      } catch (error) {
        // Wrong passwords for an account slow down, wherever they come from; the right one never waits.
        if (error instanceof AppError && error.code === 'login_failed') {
          const delay = loginFailureDelayMs(await countLoginFailure(request));
          if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
        }
        throw error;
      }
    },
  );

  const pingDocs = docs.refreshToken(
    'Renew the session',
    'Rotates the refresh token and issues a new access token. A rotated token presented again (after 30 s) revokes its session family; a Bearer token of another customer does too.',
  );
  app.get('/customer/ping', { schema: pingDocs }, async (request) => {
    const presented = refreshTokenOf(request.headers);
    if (!presented) throw new AppError('unauthenticated', 'account.sessionExpired', {}, {}, 401);
    const accessToken = bearerToken(request);
    const claimedOwner = accessToken ? await tokens.accessTokenOwner(accessToken) : null;
    const rotation = await tokens.rotateRefreshToken(presented);
    if (rotation.outcome !== 'rotated') {
      if (rotation.outcome === 'reused')
        request.log.warn('a rotated refresh token was presented again; its session family is revoked');
      throw new AppError('unauthenticated', 'account.sessionExpired', {}, {}, 401);
    }
    const customer = await findCustomerById(db, rotation.customerId);
    if (claimedOwner && claimedOwner !== rotation.customerId) {
      request.log.warn(
        'ping with one customer’s refresh token and another’s access token; the refresh family is revoked',
      );
      await tokens.revokeFamilyOf(presented);
      throw new AppError('unauthenticated', 'account.sessionExpired', {}, {}, 401);
    }
    if (!customer?.confirmedAt) throw new AppError('unauthenticated', 'account.sessionExpired', {}, {}, 401);
    return { ...ok<api.PingReply>({ customer: session(customer, rotation.tokens) }), ...rotation.tokens };
  });

  const logoutDocs = docs.public(
    'Log out',
    'Revokes the session family of the refresh token sent in `X-Refresh-Token`, if any; always succeeds.',
  );
  app.post('/customer/logout', { schema: logoutDocs }, async (request) => {
    const presented = refreshTokenOf(request.headers);
    if (presented) await tokens.revokeFamilyOf(presented);
    return ok(null, [request.t('account.loggedOut')]);
  });

  app.get(
    '/customer/info',
    { schema: docs.customer('The signed-in customer'), preHandler: auth },
    async (request) => ok<api.InfoReply>({ customer: presentCustomer(signedIn(request)) }),
  );

  app.put(
    '/customer/set-language/:lang',
    {
      schema: {
        ...docs.customer('Set the account’s language (mails, documents)'),
        params: api.setLanguageParams,
      },
      preHandler: auth,
    },
    async (request) => {
      const customer = await service.setLanguage(signedIn(request), request.params.lang);
      return ok<api.InfoReply>({ customer: presentCustomer(customer) }, [
        request.t('account.languageSaved', { lng: request.params.lang }),
      ]);
    },
  );

  app.post(
    '/customer/change-password',
    {
      schema: {
        ...docs.customer(
          'Change the password',
          'Every earlier access token and session stops working; the reply carries new tokens.',
        ),
        body: api.changePasswordRequest,
      },
      preHandler: [auth, limit(ACCOUNT_LIMITS.passwordCheck)],
    },
    async (request) => {
      const customer = signedIn(request);
      const issued = await service.changePassword(
        customer,
        request.body.oldpassword,
        request.body.newpassword,
      );
      return {
        ...ok<api.PingReply>({ customer: session(customer, issued) }, [request.t('account.passwordChanged')]),
        ...issued,
      };
    },
  );

  app.post(
    '/customer/delete-account',
    {
      schema: {
        ...docs.customer(
          'Delete the account',
          'With its agreements; transactions and invoices are kept without it.',
        ),
        body: api.deleteAccountRequest,
      },
      preHandler: [auth, limit(ACCOUNT_LIMITS.passwordCheck)],
    },
    async (request) => {
      await service.deleteAccount(signedIn(request), request.body.password);
      return ok(null, [request.t('account.accountDeleted')]);
    },
  );

  app.post(
    '/customer/check-email-status',
    {
      schema: {
        ...docs.public('Whether an address has an account, and whether it is confirmed'),
        body: api.emailRequest,
      },
      preHandler: limit(ACCOUNT_LIMITS.lookup),
    },
    async (request) => ok<api.EmailStatusReply>(await service.emailStatus(request.body.email)),
  );

  app.post(
    '/customer/check',
    // An address that is not a valid e-mail is never available, so this call has no validation error.
    {
      schema: docs.public(
        'Whether an address is still available for a new account',
        'An invalid address is never available: this call has no validation error.',
      ),
      config: { openapi: { body: api.emailRequest } },
      preHandler: limit(ACCOUNT_LIMITS.lookup),
    },
    async (request) => {
      const parsed = api.emailRequest.safeParse(request.body);
      return ok<api.CheckReply>({
        available: parsed.success ? await service.isEmailAvailable(parsed.data.email) : false,
      });
    },
  );

  app.post(
    '/customer/resend-activation-email',
    {
      schema: { ...docs.public('Mail the confirmation link again'), body: api.emailRequest },
      preHandler: limit(ACCOUNT_LIMITS.resendActivation),
    },
    async (request) => {
      // Past the address's mail cap nothing more is sent, and the newest link keeps working.
      if (request.attemptLimited) return ok(null, [request.t('account.linkRecentlySent')]);
      await service.resendActivation(request.body.email);
      return ok(null, [request.t('account.confirmationSent', { email: request.body.email })]);
    },
  );

  app.post(
    '/customer/check-activation-hash',
    {
      schema: {
        ...docs.public('Whether a confirmation link is valid, and whether it still needs a password'),
        body: api.activationHashRequest,
      },
      preHandler: limit(ACCOUNT_LIMITS.linkCode),
    },
    async (request) =>
      ok<api.ActivationHashReply>(await service.checkActivationCode(request.body.activation_hash)),
  );

  app.post(
    '/customer/activate-account',
    {
      schema: { ...docs.public('Confirm an account with its mailed link'), body: api.activationHashRequest },
      preHandler: limit(ACCOUNT_LIMITS.linkCode),
    },
    async (request) => {
      await service.activate(request.body.activation_hash);
      return ok(null, [request.t('account.activated')]);
    },
  );

  app.post(
    '/customer/initial-password-set',
    {
      schema: {
        ...docs.public('Confirm an account and set its first password'),
        body: api.initialPasswordSetRequest,
      },
      preHandler: limit(ACCOUNT_LIMITS.linkCode),
    },
    async (request) => {
      await service.setInitialPassword(request.body.activation_hash, request.body.password);
      return ok(null, [request.t('account.passwordSet')]);
    },
  );

  app.post(
    '/customer/forgot-password',
    {
      schema: {
        ...docs.public(
          'Mail a password reset link',
          'Answers alike whether or not the address has an account.',
        ),
        body: api.emailRequest,
      },
      preHandler: limit(ACCOUNT_LIMITS.forgotPassword),
    },
    async (request) => {
      // Past the address's mail cap nothing more is sent, and the newest link keeps working: a
      // stranger asking again and again can neither flood the mailbox nor retire the owner's link.
      if (request.attemptLimited) return ok(null, [request.t('account.linkRecentlySent')]);
      await service.requestPasswordReset(request.body.email);
      return ok(null, [request.t('account.resetRequested', { hours: app.config.passwordResetLinkTtlHours })]);
    },
  );

  app.post(
    '/customer/check-valid-uuid',
    {
      schema: {
        ...docs.public('Whether a password reset link is still valid'),
        body: api.checkValidUuidRequest,
      },
      preHandler: limit(ACCOUNT_LIMITS.linkCode),
    },
    async (request) =>
      ok<api.ValidUuidReply>({ valid: await service.isResetCodeValid(request.body.useruuid) }),
  );

  app.post(
    '/customer/reset-password',
    {
      schema: {
        ...docs.public(
          'Set a new password with a reset link',
          'Every earlier session of the account stops working.',
        ),
        body: api.resetPasswordRequest,
      },
      preHandler: limit(ACCOUNT_LIMITS.linkCode),
    },
    async (request) => {
      await service.resetPassword(request.body.reset_password_hash, request.body.newpassword);
      return ok(null, [request.t('account.passwordReset')]);
    },
  );
};
