import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { AFFILIATE_PROVIDERS, ANALYTICS_PROVIDERS, type AnalyticsSettings } from '../shared/tracking';

const booleanFromEnv = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ['true', 'false', '1', '0', 'yes', 'no', ''].includes(value), {
    message: 'must be true or false',
  })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * Whom the app believes about a request's client (X-Forwarded-For, -Proto, -Host): nobody, the
 * nearest N proxies (`true` is one), or proxies at these addresses. Fastify's own `true` would take
 * the leftmost X-Forwarded-For address, which the client writes itself; counted from the right, the
 * client's address is the one the nearest proxy saw, whatever the client put in front of it.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

const PROXY_ADDRESS_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY's value, or undefined when it is none of the accepted forms. */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const lower = value.toLowerCase();
  if (['', 'false', 'no', '0'].includes(lower)) return false;
  if (['true', 'yes'].includes(lower)) return { hops: 1 };
  if (/^\d+$/.test(lower)) {
    const hops = Number(lower);
    return hops >= 1 && hops <= 10 ? { hops } : undefined;
  }
  const addresses = lower.split(',').map((entry) => entry.trim());
  return addresses.every(isProxyAddress) ? { addresses } : undefined;
}

const integerFromEnv = (min: number, max: number) =>
  z.coerce
    .number({ message: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(min, { message: `must be at least ${min}` })
    .max(max, { message: `must be at most ${max}` });

const databaseUrl = z
  .string()
  .refine((value) => /^(postgres|postgresql):\/\/./.test(value) || value === 'memory://', {
    message: 'must be a postgres:// or postgresql:// address, or memory://',
  });

const httpUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http:// or https:// address' })
  .transform((value) => value.replace(/\/+$/, ''));

/** The environment variables the server reads; `.env.example` documents each one. */
export const envSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, integerFromEnv(0, 65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('localhost')),
  PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, message: 'must be an http:// or https:// address' })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  ),
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z
      .enum(['development', 'production', 'test'], { message: 'must be development, production or test' })
      .default('development'),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data')),
  DATABASE_URL: z.preprocess(emptyToUndefined, databaseUrl.optional()),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => /^smtps?:\/\/./.test(value), { message: 'must be an smtp:// or smtps:// address' })
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).default('Clausewright <no-reply@localhost>')),
  MAIL_RETRY_SECONDS: z.preprocess(emptyToUndefined, integerFromEnv(1, 3600).default(60)),
  APP_NAME: z.preprocess(emptyToUndefined, z.string().min(1).max(60).default('Clausewright')),
  SUPPORT_EMAIL: z.preprocess(
    emptyToUndefined,
    z.email({ message: 'must be an e-mail address' }).default('support@example.com'),
  ),
  COMPANY_NAME: z.preprocess(emptyToUndefined, z.string().min(1).max(120).default('Clausewright')),
  MAINTENANCE_MODE: booleanFromEnv.default(false),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be fatal, error, warn, info, debug, trace or silent',
      })
      .default('info'),
  ),
  BODY_LIMIT_BYTES: z.preprocess(
    emptyToUndefined,
    integerFromEnv(1024, 100 * 1024 * 1024).default(1024 * 1024),
  ),
  API_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, integerFromEnv(1, 1_000_000).default(600)),
  ACCOUNT_RATE_LIMIT_FACTOR: z.preprocess(emptyToUndefined, integerFromEnv(1, 10_000).default(1)),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.preprocess(emptyToUndefined, integerFromEnv(10, 60_000).default(1000)),
  OVERLOAD_MAX_RSS_MB: z.preprocess(emptyToUndefined, integerFromEnv(0, 1_000_000).default(2048)),
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust === undefined)
        context.addIssue({
          code: 'custom',
          message:
            'must be false, true, the number of proxies in front of the app (2-10), or their addresses (e.g. 10.0.0.5,10.0.1.0/24)',
        });
      return trust ?? false;
    })
    .default(false),
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  ),
  ACCESS_TOKEN_TTL_SECONDS: z.preprocess(emptyToUndefined, integerFromEnv(30, 86_400).default(1200)),
  REFRESH_TOKEN_TTL_DAYS: z.preprocess(emptyToUndefined, integerFromEnv(1, 365).default(30)),
  ACTIVATION_LINK_TTL_HOURS: z.preprocess(emptyToUndefined, integerFromEnv(1, 720).default(72)),
  PASSWORD_RESET_LINK_TTL_HOURS: z.preprocess(emptyToUndefined, integerFromEnv(1, 72).default(2)),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => /^rediss?:\/\/./.test(value), { message: 'must be a redis:// or rediss:// address' })
      .optional(),
  ),
  COMPANY_ADDRESS: z.preprocess(emptyToUndefined, z.string().max(300).default('')),
  COMPANY_COUNTRY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Z]{2}$/, { message: 'must be a two-letter country code' })
      .optional(),
  ),
  COMPANY_VAT_NUMBER: z.preprocess(emptyToUndefined, z.string().max(20).default('')),
  COMPANY_REGISTRATION_NUMBER: z.preprocess(emptyToUndefined, z.string().max(40).default('')),
  PAYMENT_PROVIDERS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.enum(['sandbox', 'stripe', 'braintree'], { message: 'must list sandbox, stripe or braintree' }),
        ),
      )
      .default(['sandbox']),
  ),
  SANDBOX_VERIFICATION_SECONDS: z.preprocess(emptyToUndefined, integerFromEnv(0, 86_400).default(60)),
  STRIPE_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  STRIPE_API_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  BRAINTREE_MERCHANT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  BRAINTREE_PUBLIC_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  BRAINTREE_PRIVATE_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  BRAINTREE_ENVIRONMENT: z.preprocess(
    emptyToUndefined,
    z.enum(['sandbox', 'production'], { message: 'must be sandbox or production' }).default('sandbox'),
  ),
  BRAINTREE_API_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  VIES_URL: z.preprocess(
    emptyToUndefined,
    httpUrl.default('https://ec.europa.eu/taxation_customs/vies/rest-api'),
  ),
  ANALYTICS_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(ANALYTICS_PROVIDERS, { message: 'must be plausible, matomo or google' }).optional(),
  ),
  ANALYTICS_SITE_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._-]{1,100}$/, { message: 'must be letters, digits, dots, dashes or underscores' })
      .optional(),
  ),
  ANALYTICS_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  AFFILIATE_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(AFFILIATE_PROVIDERS, { message: 'must be shareasale' }).optional(),
  ),
  SHAREASALE_MERCHANT_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{1,12}$/, { message: 'must be the numeric merchant ID' })
      .optional(),
  ),
});

type EnvValues = z.output<typeof envSchema>;
type Problem = { variable: keyof EnvValues; message: string };

/** Plausible's own service, used when ANALYTICS_URL does not name a self-hosted one. */
export const PLAUSIBLE_CLOUD_URL = 'https://plausible.io';

/**
 * The analytics service's settings, or the variables that are missing or wrong for the chosen
 * provider (each provider needs different ones).
 */
function analyticsFrom(values: EnvValues, publicUrl: string): AnalyticsSettings | undefined | Problem[] {
  const siteId = values.ANALYTICS_SITE_ID;
  switch (values.ANALYTICS_PROVIDER) {
    case undefined:
      return undefined;
    case 'plausible':
      return {
        provider: 'plausible',
        scriptUrl: `${values.ANALYTICS_URL ?? PLAUSIBLE_CLOUD_URL}/js/script.js`,
        domain: siteId ?? new URL(publicUrl).hostname,
      };
    case 'matomo': {
      const problems: Problem[] = [];
      if (!values.ANALYTICS_URL)
        problems.push({ variable: 'ANALYTICS_URL', message: 'is required with ANALYTICS_PROVIDER=matomo' });
      if (!siteId || !/^\d+$/.test(siteId))
        problems.push({
          variable: 'ANALYTICS_SITE_ID',
          message: "must be Matomo's numeric site ID with ANALYTICS_PROVIDER=matomo",
        });
      if (problems.length > 0 || !values.ANALYTICS_URL || !siteId) return problems;
      return { provider: 'matomo', url: values.ANALYTICS_URL, siteId };
    }
    case 'google':
      if (!siteId || !/^G-[A-Z0-9]{4,20}$/.test(siteId))
        return [
          {
            variable: 'ANALYTICS_SITE_ID',
            message: 'must be a Google Analytics measurement ID (G-…) with ANALYTICS_PROVIDER=google',
          },
        ];
      return { provider: 'google', measurementId: siteId };
  }
}

function affiliateFrom(values: EnvValues): AppConfig['affiliate'] | Problem[] {
  if (values.AFFILIATE_PROVIDER !== 'shareasale') return undefined;
  if (!values.SHAREASALE_MERCHANT_ID)
    return [
      { variable: 'SHAREASALE_MERCHANT_ID', message: 'is required with AFFILIATE_PROVIDER=shareasale' },
    ];
  return { provider: 'shareasale', merchantId: values.SHAREASALE_MERCHANT_ID };
}

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** Unset: PGlite under dataDir. `memory://`: PGlite in memory. Otherwise a PostgreSQL address. */
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** A failed or cut-off delivery is tried again after this long, doubling per failure up to an hour. */
  mailRetrySeconds: number;
  appName: string;
  supportEmail: string;
  companyName: string;
  maintenanceMode: boolean;
  logLevel: string;
  bodyLimitBytes: number;
  apiRateLimitPerMinute: number;
  /** Multiplies every abuse limit of the account calls. */
  accountRateLimitFactor: number;
  overloadMaxEventLoopDelayMs: number;
  overloadMaxRssMb: number;
  trustProxy: TrustProxy;
  /** Signs access tokens; when unset, one is generated at first start and kept in the database. */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  activationLinkTtlHours: number;
  passwordResetLinkTtlHours: number;
  /** Redis shared by the instances (rate-limit counters, live-link cache invalidation); unset: both stay in-process. */
  redisUrl: string | undefined;
  /** The seller on invoices; its country decides whether an EU business sale is domestic. */
  seller: {
    name: string;
    address: string;
    country: string | undefined;
    vatNumber: string;
    registrationNumber: string;
  };
  /** Payment providers offered at checkout, in order; Stripe and Braintree need their keys too. */
  paymentProviders: ('sandbox' | 'stripe' | 'braintree')[];
  /** How long the sandbox keeps a "pending verification" payment under review before approving it. */
  sandboxVerificationSeconds: number;
  stripe:
    | { secretKey: string; publishableKey: string; webhookSecret: string; apiUrl: string | undefined }
    | undefined;
  braintree:
    | {
        merchantId: string;
        publicKey: string;
        privateKey: string;
        environment: 'sandbox' | 'production';
        apiUrl: string | undefined;
      }
    | undefined;
  /** The EU's VAT number validation service (its REST API). */
  viesUrl: string;
  /** Off unless configured; loaded in the browser only after the visitor consents (decision 0008). */
  analytics: AnalyticsSettings | undefined;
  /** The affiliate network whose click (`sscid`) is attached to sales; off unless configured. */
  affiliate: { provider: 'shareasale'; merchantId: string } | undefined;
  /** Folder holding the built client (index.html and assets). */
  clientDir: string;
};

export class ConfigError extends Error {}

function configError(env: Record<string, string | undefined>, problems: Problem[]): ConfigError {
  const lines = problems.map(
    ({ variable, message }) => `  ${variable}=${JSON.stringify(env[variable] ?? '')}: ${message}`,
  );
  return new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/**
 * Reads and validates the environment. A bad value throws a ConfigError naming
 * every offending variable, so the server stops before doing anything else.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw configError(
      env,
      result.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? 'environment') as keyof EnvValues,
        message: issue.message,
      })),
    );
  }
  const values = result.data;
  const publicUrl = values.PUBLIC_URL ?? `http://localhost:${values.PORT}`;
  const analytics = analyticsFrom(values, publicUrl);
  const affiliate = affiliateFrom(values);
  const problems = [analytics, affiliate].flatMap((outcome) => (Array.isArray(outcome) ? outcome : []));
  if (problems.length > 0) throw configError(env, problems);
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    publicUrl,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    mailRetrySeconds: values.MAIL_RETRY_SECONDS,
    appName: values.APP_NAME,
    supportEmail: values.SUPPORT_EMAIL,
    companyName: values.COMPANY_NAME,
    maintenanceMode: values.MAINTENANCE_MODE,
    logLevel: values.LOG_LEVEL,
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    apiRateLimitPerMinute: values.API_RATE_LIMIT_PER_MINUTE,
    accountRateLimitFactor: values.ACCOUNT_RATE_LIMIT_FACTOR,
    overloadMaxEventLoopDelayMs: values.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
    overloadMaxRssMb: values.OVERLOAD_MAX_RSS_MB,
    trustProxy: values.TRUST_PROXY,
    jwtSecret: values.JWT_SECRET,
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: values.REFRESH_TOKEN_TTL_DAYS,
    activationLinkTtlHours: values.ACTIVATION_LINK_TTL_HOURS,
    passwordResetLinkTtlHours: values.PASSWORD_RESET_LINK_TTL_HOURS,
    redisUrl: values.REDIS_URL,
    seller: {
      name: values.COMPANY_NAME,
      address: values.COMPANY_ADDRESS,
      country: values.COMPANY_COUNTRY,
      vatNumber: values.COMPANY_VAT_NUMBER,
      registrationNumber: values.COMPANY_REGISTRATION_NUMBER,
    },
    paymentProviders: values.PAYMENT_PROVIDERS,
    sandboxVerificationSeconds: values.SANDBOX_VERIFICATION_SECONDS,
    stripe:
      values.STRIPE_SECRET_KEY && values.STRIPE_PUBLISHABLE_KEY && values.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: values.STRIPE_SECRET_KEY,
            publishableKey: values.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET,
            apiUrl: values.STRIPE_API_URL,
          }
        : undefined,
    braintree:
      values.BRAINTREE_MERCHANT_ID && values.BRAINTREE_PUBLIC_KEY && values.BRAINTREE_PRIVATE_KEY
        ? {
            merchantId: values.BRAINTREE_MERCHANT_ID,
            publicKey: values.BRAINTREE_PUBLIC_KEY,
            privateKey: values.BRAINTREE_PRIVATE_KEY,
            environment: values.BRAINTREE_ENVIRONMENT,
            apiUrl: values.BRAINTREE_API_URL,
          }
        : undefined,
    viesUrl: values.VIES_URL,
    analytics: Array.isArray(analytics) ? undefined : analytics,
    affiliate: Array.isArray(affiliate) ? undefined : affiliate,
    clientDir: path.resolve('dist/client'),
  };
}

/**
 * What a production server was left with from the embedded defaults that its users would pay for:
 * the sandbox unlocking premium versions with test cards, and mails written to files nobody
 * receives. Logged as warnings at start; the server still starts (a staging copy may want both).
 */
export function productionWarnings(
  config: Pick<AppConfig, 'env' | 'paymentProviders' | 'smtpUrl'>,
): string[] {
  if (config.env !== 'production') return [];
  const warnings: string[] = [];
  if (config.paymentProviders.includes('sandbox'))
    warnings.push(
      'PAYMENT_PROVIDERS includes sandbox: its test cards unlock premium versions without charging anything. List stripe and/or braintree only (docs/deployment.md).',
    );
  if (!config.smtpUrl)
    warnings.push(
      'SMTP_URL is not set: mails (account activation, password reset, agreements, invoices) are written to DATA_DIR/mail instead of being sent.',
    );
  return warnings;
}
