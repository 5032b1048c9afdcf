import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_BASE_PATH } from '../shared/api/envelope';
import { type BackgroundTasks, createBackgroundTasks } from './background';
import type { AppConfig, TrustProxy } from './config';
import { type Database, openDatabase } from './db/client';
import { underMigrationLock } from './db/migration-lock';
import { closeRenderPool } from './documents/render-pool';
import { AppError } from './http/app-error';
import { registerClientFiles } from './http/client-files';
import { dataBodyPlugin } from './http/data-body';
import { sendFailure } from './http/envelope';
import {
  handleFrameworkError,
  isApiRequest,
  registerErrorHandling,
  sendApiNotFound,
} from './http/error-handler';
import { startLoadMonitor } from './http/load-monitor';
import { registerOpenApi } from './http/openapi';
import { connectRedis, rateLimitNamespace } from './http/redis';
import { COMPRESSION_THRESHOLD_BYTES, registerReplyCompression } from './http/reply-compression';
import { requestLanguagePlugin } from './http/request-language';
import { trackingSources } from './http/tracking-csp';
import { createMailer, type Mailer } from './mail/mailer';
import { createOutbox, type Outbox } from './mail/outbox';
import {
  type AgreementChanges,
  type AgreementService,
  agreementRoutes,
  createAgreementChanges,
  createAgreementService,
} from './modules/agreement';
import { createCustomerService, createTokenService, customerRoutes } from './modules/customer';
import { devRoutes, testDiscountRoutes } from './modules/dev';
import { liveRoutes } from './modules/live';
import { mdRoutes } from './modules/md';
import {
  createBraintreeCharger,
  createPaymentService,
  createSandboxProvider,
  createStripeClient,
  createStripeReversals,
  createViesClient,
  paymentProviderSources,
  paymentRoutes,
  startPendingSweep,
} from './modules/payment';
import { publicRoutes } from './modules/public';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    mailer: Mailer;
    /** Mails written with the change that causes them, delivered after the commit (mail/outbox.ts). */
    outbox: Outbox;
    agreementChanges: AgreementChanges;
    /** The agreement rules, for the jobs that run beside requests (and the tests that check them). */
    agreementService: AgreementService;
    background: BackgroundTasks;
  }
  interface FastifyContextConfig {
    /** The call keeps answering while MAINTENANCE_MODE is on (the heartbeat). */
    skipMaintenance?: boolean;
  }
}

export type BuildAppOptions = {
  /** An already open database (tests share one per file); otherwise one is opened from the config. */
  database?: Database;
  logger?: boolean;
};

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function: Fastify 5 takes a plain number
 * as trusting no hop at all. Fastify walks the addresses from the socket's peer (hop 0) leftwards
 * through X-Forwarded-For, and the first one not trusted is the client's.
 */
function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('addresses' in trust) return trust.addresses;
  return (_address, hop) => hop < trust.hops;
}

/** Opens the configured database; on PostgreSQL, instances starting together migrate one at a time. */
function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  const { databaseUrl } = config;
  if (databaseUrl && databaseUrl !== 'memory://')
    return underMigrationLock(databaseUrl, () => openDatabase(config));
  return openDatabase(config);
}

/** Builds the whole server: plugins and modules registered explicitly, in the order they apply. */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openConfiguredDatabase(config));
  const ownsDatabase = !options.database;

  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: () => randomUUID(),
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    routerOptions: { maxParamLength: 500 },
    // A path that does not decode or an over-long parameter: our envelope, not Fastify's own reply.
    frameworkErrors: handleFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  const mailer = createMailer(config, app.log);
  app.decorate('mailer', mailer);
  const outbox = createOutbox({
    db: database.db,
    mailer,
    retrySeconds: config.mailRetrySeconds,
    log: app.log,
  });
  app.decorate('outbox', outbox);
  const background = createBackgroundTasks(app.log);
  app.decorate('background', background);
  app.decorateRequest('customer', null);
  app.decorateRequest('attemptLimited', false);
  const tokens = await createTokenService(database.db, config);
  const agreementChanges = createAgreementChanges();
  app.decorate('agreementChanges', agreementChanges);
  const customerService = createCustomerService({
    db: database.db,
    config,
    outbox,
    tokens,
    agreementChanges,
  });
  const agreementService = createAgreementService({
    db: database.db,
    config,
    outbox,
    customerService,
    changes: agreementChanges,
  });

  const vies = createViesClient({ baseUrl: config.viesUrl });
  // Braintree charges in one server call like the sandbox; undefined without its keys. Stripe
  // charges in the browser, so it only stops and reverses payments here.
  const braintreeCharger = createBraintreeCharger(config.braintree, { log: app.log });
  const stripeClient = config.stripe ? createStripeClient(config.stripe) : undefined;
  const chargers = {
    sandbox: createSandboxProvider({ verificationSeconds: config.sandboxVerificationSeconds }),
    ...(braintreeCharger ? { braintree: braintreeCharger } : {}),
  };
  const paymentService = createPaymentService({
    db: database.db,
    config,
    chargers,
    reversals: { ...chargers, ...(stripeClient ? { stripe: createStripeReversals(stripeClient) } : {}) },
    vies,
    unlockTexts: agreementService.unlockTexts,
    publishChange: (change) => agreementChanges.publish(change),
    outbox,
    log: app.log,
  });
  app.decorate('agreementService', agreementService);
  // Texts stored before premium text was locked: generated again, locked, in the background.
  background.run('lock the texts of unpaid premium agreements', async () => {
    const changed = await agreementService.lockUnpaidTexts();
    if (changed > 0) app.log.info({ agreements: changed }, 'premium text of unpaid agreements locked');
  });
  // Payments under review settle when their provider decides (the sandbox after its review time).
  const pendingSweep = startPendingSweep(paymentService, config, app.log);

  const loadMonitor = startLoadMonitor({
    maxEventLoopDelayMs: config.overloadMaxEventLoopDelayMs,
    maxRssMb: config.overloadMaxRssMb,
  });
  // With REDIS_URL the rate limits count in Redis, so every instance of the installation shares them.
  const rateLimitRedis = config.redisUrl
    ? connectRedis({ url: config.redisUrl, role: 'rate limits', log: app.log })
    : undefined;
  app.addHook('onClose', async () => {
    await background.settled();
    loadMonitor.stop();
    pendingSweep.stop();
    await outbox.close();
    await closeRenderPool();
    // disconnect() closes at once; quit() would wait for a server that may be gone.
    rateLimitRedis?.disconnect();
    mailer.close();
    if (ownsDatabase) await database.close();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const https = config.publicUrl.startsWith('https://');
  // A payment provider's widget brings its own origins, only when that provider is offered.
  const providers = paymentProviderSources(config);
  // Analytics and the affiliate pixel, only when configured (decision 0008).
  const tracking = trackingSources(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...providers.script, ...tracking.script],
        styleSrc: ["'self'", ...providers.style],
        imgSrc: ["'self'", 'data:', ...providers.img, ...tracking.img],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...providers.connect, ...tracking.connect],
        ...(providers.frame.length > 0 ? { frameSrc: providers.frame } : {}),
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // The same answer as frame-ancestors 'none', for browsers that only know this header.
    xFrameOptions: { action: 'deny' },
  });
  // Replies in memory are compressed by our hook, streams by @fastify/compress (registered after it).
  registerReplyCompression(app);
  await app.register(compress, { threshold: COMPRESSION_THRESHOLD_BYTES });
  await app.register(requestLanguagePlugin);
  registerErrorHandling(app, config);

  // Before the routes: the OpenAPI document is built from every route's own zod schemas.
  await registerOpenApi(app, config);

  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        global: true,
        max: config.apiRateLimitPerMinute,
        timeWindow: '1 minute',
        // Counters per installation (PUBLIC_URL), so two installations on one Redis never share one.
        // Redis down or slow (1 s) lets the request through uncounted: the limits are abuse brakes,
        // and refusing every API call during an outage would be worse (decision 0007).
        ...(rateLimitRedis
          ? { redis: rateLimitRedis, nameSpace: rateLimitNamespace(config.publicUrl), skipOnError: true }
          : {}),
        errorResponseBuilder: (_request, context) =>
          new AppError(
            'rate_limited',
            'api.rateLimited',
            { seconds: Math.ceil(context.ttl / 1000) },
            {},
            429,
          ),
      });
      await api.register(dataBodyPlugin, { bodyLimit: config.bodyLimitBytes });
      api.addHook('onRequest', async (request, reply) => {
        if (config.maintenanceMode && !request.routeOptions.config.skipMaintenance) {
          return sendFailure(reply, 503, {
            code: 'maintenance',
            messages: [request.t('api.maintenance', { appName: config.appName })],
          });
        }
      });
      await api.register(publicRoutes, { config, database, loadMonitor });
      await api.register(mdRoutes);
      await api.register(customerRoutes, { db: database.db, service: customerService, tokens });
      await api.register(agreementRoutes, { db: database.db, tokens, service: agreementService });
      await api.register(paymentRoutes, {
        db: database.db,
        tokens,
        service: paymentService,
        config,
        vies,
        stripe: stripeClient,
      });
      // Mails written as files are listed for developers; never in production, never with real SMTP.
      if (config.env !== 'production' && mailer.mailboxDir)
        await api.register(devRoutes, { mailboxDir: mailer.mailboxDir });
      if (config.env === 'test') await api.register(testDiscountRoutes, { db: database.db });
    },
    { prefix: API_BASE_PATH },
  );

  // Public live links: server-rendered pages with their own headers, never the SPA (closes its own Redis connections).
  await app.register(liveRoutes, { config, db: database.db, changes: agreementChanges });

  await registerClientFiles(app, config);
  app.setNotFoundHandler((request, reply) =>
    isApiRequest(request) ? sendApiNotFound(request, reply) : app.sendAppShell(request, reply),
  );
  return app;
}
