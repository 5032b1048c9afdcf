import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REFRESH_TOKEN_HEADER } from '../../shared/api/customer';
import { API_BASE_PATH, ERROR_CODES } from '../../shared/api/envelope';
import type { AppConfig } from '../config';
import { renderApiDocsPage } from './api-docs-page';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Documentation only, never validated from here: the body of a call that checks its input itself,
     * and the types of a call that answers with a file instead of the envelope.
     */
    openapi?: { body?: z.ZodType; fileTypes?: readonly string[] };
  }
}

export const API_DOCS_PATH = '/api/docs';
export const OPENAPI_JSON_PATH = '/api/docs/openapi.json';
export const API_DOCS_STYLESHEET_PATH = '/api/docs/docs.css';

/** The modules of the API, in the order the documentation lists them. */
export const API_TAGS = {
  public: 'Heartbeat, countries, languages and the product’s own legal documents: no account needed.',
  markdown: 'The agreement Markdown subset rendered to safe HTML.',
  customer: 'Accounts and sessions: registration, activation, login, session renewal, passwords.',
  agreement: 'The wizard, agreements, their text editor, versions, translations and files.',
  payment:
    'Premium payments: costs, transactions with the sandbox or Braintree, invoices, billing details, VAT numbers.',
  stripe: 'Stripe: payment intents, saved cards.',
  braintree: 'Braintree: drop-in client tokens, saved payment methods, 3-D Secure.',
  webhooks: 'Calls made by payment providers, authenticated by their signature.',
} as const;

export type ApiTag = keyof typeof API_TAGS;

/** The security schemes a call may name (components.securitySchemes). */
const BEARER = { bearerAuth: [] } as const;
const REFRESH_TOKEN = { refreshToken: [] } as const;
const STRIPE_SIGNATURE = { stripeSignature: [] } as const;

type Operation = Pick<FastifySchema, 'tags' | 'summary' | 'description' | 'security'>;

/**
 * The documentation of one module's calls: its tag, a summary, and who may make the call. `security`
 * states the access rule the route enforces (the authorization matrix test holds the two together).
 */
export function apiDocs(tag: ApiTag) {
  const operation = (summary: string, description: string | undefined, security: Operation['security']) => ({
    tags: [tag],
    summary,
    ...(description ? { description } : {}),
    security,
  });
  return {
    /** Anyone, no session. */
    public: (summary: string, description?: string): Operation => operation(summary, description, []),
    /** A signed-in customer (Bearer access token); 401 `authenticated: false` otherwise. */
    customer: (summary: string, description?: string): Operation => operation(summary, description, [BEARER]),
    /** Visitors and customers alike; a token, when sent, must be valid. */
    optionalCustomer: (summary: string, description?: string): Operation =>
      operation(summary, description, [{}, BEARER]),
    /** The refresh token in the X-Refresh-Token header. */
    refreshToken: (summary: string, description?: string): Operation =>
      operation(summary, description, [REFRESH_TOKEN]),
    /** A provider's server, authenticated by its signature of the body. */
    signedWebhook: (summary: string, description?: string): Operation =>
      operation(summary, description, [STRIPE_SIGNATURE]),
  };
}

/** The reply of every /api/v1 call (src/shared/api/envelope.ts), as the documentation shows it. */
const envelopeSchema = z
  .object({
    success: z.boolean(),
    messages: z
      .array(z.object({ value: z.string() }))
      .describe('Already translated into the caller’s language (Accept-Language or the account’s language).'),
    data: z
      .unknown()
      .optional()
      .describe('The call’s reply; on some failures the object the failure is about.'),
    token: z.string().optional().describe('A new access token (login, session renewal, password change).'),
    refresh_token: z.string().optional().describe('A new refresh token, with `token`.'),
    authenticated: z.literal(false).optional().describe('Present on 401: the session is missing or expired.'),
    forbidden: z.literal(true).optional().describe('The object belongs to another account.'),
    code: z.enum(ERROR_CODES).optional().describe('Why the call failed, for programs.'),
    fieldErrors: z.record(z.string(), z.string()).optional().describe('Messages per input field path.'),
    requestId: z.string().optional().describe('On 500: quote it to support.'),
  })
  .describe('The envelope every /api/v1 call answers with.');

const webhookReplySchema = z.object({ received: z.literal(true) });
const webhookErrorSchema = z.object({ error: z.string() });

const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' });

const ENVELOPE_REF = { $ref: '#/components/schemas/Envelope' } as const;
const envelopeReply = (description: string) => ({
  description,
  content: { 'application/json': { schema: ENVELOPE_REF } },
});

/** The replies a call may give, from its access rule and whether it answers with a file. */
function responsesFor(route: RouteOptions, security: Operation['security']) {
  const names = (security ?? []).flatMap((requirement) => Object.keys(requirement));
  if (names.includes('stripeSignature')) {
    return {
      200: {
        description: 'Received (also for events that change nothing).',
        content: { 'application/json': { schema: jsonSchemaOf(webhookReplySchema) } },
      },
      400: {
        description: 'Not configured, not signed, or a bad signature.',
        content: { 'application/json': { schema: jsonSchemaOf(webhookErrorSchema) } },
      },
    };
  }
  const fileTypes = route.config?.openapi?.fileTypes;
  return {
    200: fileTypes
      ? {
          description: 'The file; a refusal answers with the envelope instead.',
          content: Object.fromEntries([
            ...fileTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
            ['application/json', { schema: ENVELOPE_REF }],
          ]),
        }
      : envelopeReply(
          'Every handled outcome: `success: true` with `data`, or `success: false` with `code`, messages and `fieldErrors`.',
        ),
    ...(names.includes('bearerAuth') || names.includes('refreshToken')
      ? { 401: envelopeReply('No valid session: `authenticated: false`, `code: "unauthenticated"`.') }
      : {}),
    ...(route.config?.rateLimit === false
      ? {}
      : { 429: envelopeReply('Too many requests: `code: "rate_limited"`.') }),
    503: envelopeReply('Maintenance: `code: "maintenance"`.'),
    500: envelopeReply('A bug: `code: "internal_error"` with `requestId`, never internals.'),
  };
}

const isApiCall = (url: string) => url.startsWith(`${API_BASE_PATH}/`);

/**
 * Builds each operation from the route: request schemas from the same zod schemas the route
 * validates with (plus documentation-only ones of calls that check their input themselves), the
 * module's tag and summary, and the generic replies. Anything outside /api/v1 is not the API.
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const { url, route } = input;
  if (!isApiCall(url) || !input.schema || input.schema.hide) return { schema: { hide: true }, url };
  const docsBody = route.config?.openapi?.body;
  const schema = docsBody && !input.schema.body ? { ...input.schema, body: docsBody } : input.schema;
  const transformed = jsonSchemaTransform({ ...input, schema });
  return {
    url: transformed.url,
    schema: { ...transformed.schema, response: responsesFor(route, input.schema.security) },
  };
};

function apiDescription(config: AppConfig): string {
  return [
    `The HTTP API of ${config.appName}, under \`${API_BASE_PATH}\`.`,
    '',
    '**Requests.** A body is either a JSON object (`Content-Type: application/json`) or one form field `data` holding that JSON object (`application/x-www-form-urlencoded` or `multipart/form-data`), the way the web client sends it. The schemas below describe the JSON object.',
    '',
    '**Replies.** Every call answers with the envelope (`Envelope`): HTTP 200 for every handled outcome, including refused input (`success: false`, `code`, translated `messages`, `fieldErrors`); 401 without a valid session; 429 when rate limited; 404 for an unknown call; 503 in maintenance; 500 for bugs. File downloads answer with the file.',
    '',
    '**Sessions.** `POST /customer/login` returns an access token (`Authorization: Bearer …`, 20 minutes) and a refresh token; `GET /customer/ping` with `X-Refresh-Token` renews both.',
  ].join('\n');
}

/**
 * Registers @fastify/swagger (before the routes, so it sees each of them) and the documentation:
 * `GET /api/docs` (an HTML page for browsers, the OpenAPI JSON for anything else),
 * `GET /api/docs/openapi.json` and the page's stylesheet.
 */
export async function registerOpenApi(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: `${config.appName} API`, version: '1', description: apiDescription(config) },
      servers: [{ url: config.publicUrl }],
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token from login or session renewal.',
          },
          refreshToken: {
            type: 'apiKey',
            in: 'header',
            name: REFRESH_TOKEN_HEADER,
            description: 'The refresh token from login; rotated on every use.',
          },
          stripeSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'Stripe-Signature',
            description: 'Stripe’s signature of the raw body with the webhook secret.',
          },
        },
        schemas: { Envelope: jsonSchemaOf(envelopeSchema) as never },
      },
    },
    transform,
  });

  let page: string | undefined;
  const docsRoute = { schema: { hide: true } } as const;
  app.get(API_DOCS_PATH, docsRoute, async (request, reply) => {
    reply.header('vary', 'accept').header('cache-control', 'no-cache');
    // Browsers ask for HTML first; tools (and fetch without an Accept header) get the document itself.
    if (!/\btext\/html\b/.test(request.headers.accept ?? '')) return app.swagger();
    page ??= renderApiDocsPage(app.swagger() as never, {
      stylesheet: API_DOCS_STYLESHEET_PATH,
      jsonPath: OPENAPI_JSON_PATH,
    });
    return reply.type('text/html; charset=utf-8').send(page);
  });
  app.get(OPENAPI_JSON_PATH, docsRoute, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
  app.get(API_DOCS_STYLESHEET_PATH, docsRoute, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(API_DOCS_CSS),
  );
}

/** The page's own styles: the CSP allows stylesheets from this origin only, never inline ones. */
const API_DOCS_CSS = `
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: #1d2330; background: #fff; display: grid; grid-template-columns: minmax(14rem, 22rem) 1fr; }
header { grid-column: 1 / -1; padding: 1rem 2rem; border-bottom: 1px solid #dde1e8; }
h1 { margin: 0 0 .25rem; font-size: 1.6rem; }
nav { padding: 1rem; border-right: 1px solid #dde1e8; font-size: .85rem; overflow-wrap: anywhere; }
nav ul { list-style: none; margin: 0; padding-left: .5rem; }
nav a { color: inherit; text-decoration: none; }
nav a:hover { text-decoration: underline; }
main { padding: 1rem 2rem; min-width: 0; }
section > h2 { margin-top: 2rem; padding-bottom: .25rem; border-bottom: 2px solid #1d2330; text-transform: capitalize; }
.operation { margin: 1.25rem 0; padding: .75rem 1rem; border: 1px solid #dde1e8; border-radius: 6px; }
.operation h3 { margin: 0; font-size: 1rem; overflow-wrap: anywhere; }
.method { display: inline-block; min-width: 3.75rem; padding: 0 .4rem; border-radius: 4px; color: #fff; font: 600 .75rem/1.6 ui-monospace, monospace; text-align: center; }
.method-get { background: #1f6feb; } .method-post { background: #1a7f37; } .method-put { background: #9a6700; } .method-delete { background: #cf222e; } .method-patch { background: #8250df; }
.access { margin-left: .5rem; padding: 0 .4rem; border-radius: 4px; background: #eef1f5; font-size: .8rem; }
.access-customer { background: #fff4d6; } .access-webhook { background: #f3e8ff; } .access-session, .access-optional { background: #e6f4ea; }
table { border-collapse: collapse; margin: .5rem 0; font-size: .85rem; }
th, td { padding: .2rem .6rem; border: 1px solid #dde1e8; text-align: left; vertical-align: top; }
td code { overflow-wrap: anywhere; }
pre { max-height: 28rem; overflow: auto; padding: .75rem; background: #f6f8fa; border-radius: 4px; font-size: .8rem; }
h4 { margin: .75rem 0 .25rem; font-size: .9rem; }
@media (max-width: 50rem) { body { display: block; } nav { border-right: 0; border-bottom: 1px solid #dde1e8; } }
`;
