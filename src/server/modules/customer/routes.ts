import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../shared/api/customer';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { type AttemptLimit, limitAttempts } from '../../http/attempt-limits';
import { bearerToken, requireCustomer } from '../../http/auth';
import { ok } from '../../http/envelope';
import { ACCOUNT_LIMITS } from './limits';
import { presentCustomer } from './presenter';
import type { CustomerRow } from './repo';
import { findCustomerById } from './repo';
import type { CustomerService } from './service';
import type { SessionTokens, TokenService } from './tokens';

type Options = { db: Db; service: CustomerService; tokens: TokenService };

/** The customer calls of spec §7. Rules live in the service; this file maps HTTP onto it. */
export const customerRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, service, tokens }) => {
  const auth = requireCustomer(db, tokens);
  const limit = (limits: AttemptLimit[]) =>
    limitAttempts(
      app,
      limits.map((entry) => ({ ...entry, max: entry.max * app.config.accountRateLimitFactor })),
    );
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
    { schema: { body: api.registerRequest }, preHandler: limit(ACCOUNT_LIMITS.register) },
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
    { schema: { body: api.loginRequest }, preHandler: limit(ACCOUNT_LIMITS.login) },
    async (request) => {
      const { customer, tokens: issued } = await service.login(request.body.email, request.body.password);
      return { ...ok<api.LoginReply>({ customer: session(customer, issued) }), ...issued };
    },
  );

  app.get('/customer/ping', async (request) => {
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

  app.post('/customer/logout', async (request) => {
    const presented = refreshTokenOf(request.headers);
    if (presented) await tokens.revokeFamilyOf(presented);
    return ok(null, [request.t('account.loggedOut')]);
  });

  app.get('/customer/info', { preHandler: auth }, async (request) =>
    ok<api.InfoReply>({ customer: presentCustomer(signedIn(request)) }),
  );

  app.put(
    '/customer/set-language/:lang',
    { schema: { params: api.setLanguageParams }, preHandler: auth },
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
      schema: { body: api.changePasswordRequest },
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
      schema: { body: api.deleteAccountRequest },
      preHandler: [auth, limit(ACCOUNT_LIMITS.passwordCheck)],
    },
    async (request) => {
      await service.deleteAccount(signedIn(request), request.body.password);
      return ok(null, [request.t('account.accountDeleted')]);
    },
  );

  app.post(
    '/customer/check-email-status',
    { schema: { body: api.emailRequest }, preHandler: limit(ACCOUNT_LIMITS.lookup) },
    async (request) => ok<api.EmailStatusReply>(await service.emailStatus(request.body.email)),
  );

  app.post(
    '/customer/check',
    // An address that is not a valid e-mail is never available (spec §5), so this call has no validation error.
    { preHandler: limit(ACCOUNT_LIMITS.lookup) },
    async (request) => {
      const parsed = api.emailRequest.safeParse(request.body);
      return ok<api.CheckReply>({
        available: parsed.success ? await service.isEmailAvailable(parsed.data.email) : false,
      });
    },
  );

  app.post(
    '/customer/resend-activation-email',
    { schema: { body: api.emailRequest }, preHandler: limit(ACCOUNT_LIMITS.resendActivation) },
    async (request) => {
      await service.resendActivation(request.body.email);
      return ok(null, [request.t('account.confirmationSent', { email: request.body.email })]);
    },
  );

  app.post(
    '/customer/check-activation-hash',
    { schema: { body: api.activationHashRequest }, preHandler: limit(ACCOUNT_LIMITS.linkCode) },
    async (request) =>
      ok<api.ActivationHashReply>(await service.checkActivationCode(request.body.activation_hash)),
  );

  app.post(
    '/customer/activate-account',
    { schema: { body: api.activationHashRequest }, preHandler: limit(ACCOUNT_LIMITS.linkCode) },
    async (request) => {
      await service.activate(request.body.activation_hash);
      return ok(null, [request.t('account.activated')]);
    },
  );

  app.post(
    '/customer/initial-password-set',
    {
      schema: { body: api.initialPasswordSetRequest },
      preHandler: limit(ACCOUNT_LIMITS.linkCode),
    },
    async (request) => {
      await service.setInitialPassword(request.body.activation_hash, request.body.password);
      return ok(null, [request.t('account.passwordSet')]);
    },
  );

  app.post(
    '/customer/forgot-password',
    { schema: { body: api.emailRequest }, preHandler: limit(ACCOUNT_LIMITS.forgotPassword) },
    async (request) => {
      await service.requestPasswordReset(request.body.email);
      return ok(null, [request.t('account.resetRequested', { hours: app.config.passwordResetLinkTtlHours })]);
    },
  );

  app.post(
    '/customer/check-valid-uuid',
    { schema: { body: api.checkValidUuidRequest }, preHandler: limit(ACCOUNT_LIMITS.linkCode) },
    async (request) =>
      ok<api.ValidUuidReply>({ valid: await service.isResetCodeValid(request.body.useruuid) }),
  );

  app.post(
    '/customer/reset-password',
    { schema: { body: api.resetPasswordRequest }, preHandler: limit(ACCOUNT_LIMITS.linkCode) },
    async (request) => {
      await service.resetPassword(request.body.reset_password_hash, request.body.newpassword);
      return ok(null, [request.t('account.passwordReset')]);
    },
  );
};
