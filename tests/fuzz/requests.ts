import fc from 'fast-check';
import {
  applyMutation,
  awkwardString,
  headerText,
  hostileQuery,
  hostileSegment,
  hostileValue,
  longString,
  mutation,
  oddContentType,
  rawJsonText,
  toJsonText,
} from './hostile';
import { fillPath, HTTP_METHODS, pathParameters } from './routes';
import { anyJsonValue, arbitraryOf, type FieldHints, type JsonSchema } from './schema-arbitrary';

/** What the OpenAPI document says about one operation (only the parts requests are built from). */
export type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** One call to fuzz: a registered path and method, and what the API documentation says it takes. */
export type FuzzTarget = {
  method: string;
  /** The router's pattern, `/api/v1/agreement/details/:id`. */
  url: string;
  /** Every method the path answers; the others are the wrong ones. */
  pathMethods: string[];
  operation: Operation | undefined;
};

/** Authorization header values: a real session of the owner or of a stranger, none, or a broken one. */
export type Sessions = { ownerToken: string; strangerToken: string };

export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
};

type Body = { headers: Record<string, string>; payload?: string | Buffer };

const BOUNDARY = '----fuzz-boundary-7f3a';

function multipart(fields: [string, string][], boundary = BOUNDARY): string {
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
const jsonHeaders = { 'content-type': 'application/json' };
const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** Every way a body can arrive: the client's form field, JSON, multipart, and everything that is wrong. */
function bodyArbitrary(value: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  const text = value.map(toJsonText);
  return fc.oneof(
    {
      arbitrary: text.map((json) => ({
        headers: formHeaders,
        payload: new URLSearchParams({ data: json }).toString(),
      })),
      weight: 6,
    },
    { arbitrary: text.map((json) => ({ headers: jsonHeaders, payload: json })), weight: 4 },
    {
      arbitrary: text.map((json) => ({ headers: multipartHeaders, payload: multipart([['data', json]]) })),
      weight: 2,
    },
    { arbitrary: rawJsonText.map((raw) => ({ headers: jsonHeaders, payload: raw })), weight: 2 },
    {
      arbitrary: rawJsonText.map((raw) => ({
        headers: formHeaders,
        payload: new URLSearchParams({ data: raw }).toString(),
      })),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(oddContentType, fc.oneof(text, awkwardString)).map(([type, payload]) => ({
        headers: { 'content-type': type },
        payload,
      })),
      weight: 2,
    },
    {
      // Form bodies with other fields, `data` twice, empty, or not JSON.
      arbitrary: fc
        .array(fc.tuple(fc.oneof(fc.constant('data'), awkwardString), fc.oneof(text, awkwardString)), {
          maxLength: 4,
        })
        .map((fields) => ({ headers: formHeaders, payload: new URLSearchParams(fields).toString() })),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom<Body>(
        { headers: {} },
        { headers: jsonHeaders },
        { headers: jsonHeaders, payload: '' },
        { headers: formHeaders, payload: '' },
        { headers: formHeaders, payload: 'data=%zz' },
        { headers: formHeaders, payload: 'data=%' },
        { headers: formHeaders, payload: 'data' },
        { headers: formHeaders, payload: '=&=&data=' },
        { headers: multipartHeaders, payload: '' },
        { headers: multipartHeaders, payload: `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx` },
        {
          headers: multipartHeaders,
          payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="data"; filename="a.json"\r\nContent-Type: application/json\r\n\r\n{}\r\n--${BOUNDARY}--\r\n`,
        },
        {
          headers: multipartHeaders,
          payload: multipart(Array.from({ length: 30 }, (_, index) => [`f${index}`, '{}'])),
        },
        { headers: { ...jsonHeaders, 'content-encoding': 'gzip' }, payload: '{}' },
        { headers: jsonHeaders, payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x7d]) },
        // Past the 1 MiB body limit.
        { headers: jsonHeaders, payload: `{"text":"${'a'.repeat(1_100_000)}"}` },
        { headers: formHeaders, payload: `data=${'a'.repeat(1_100_000)}` },
      ),
      weight: 2,
    },
    { arbitrary: longString.map((raw) => ({ headers: jsonHeaders, payload: raw })), weight: 1 },
  );
}

function schemaOfBody(operation: Operation | undefined): JsonSchema | undefined {
  const content = operation?.requestBody?.content;
  return content?.['application/json']?.schema ?? Object.values(content ?? {})[0]?.schema;
}

function parametersIn(operation: Operation | undefined, place: 'path' | 'query'): Record<string, JsonSchema> {
  return Object.fromEntries(
    (operation?.parameters ?? [])
      .filter((entry) => entry.in === place)
      .map((entry) => [entry.name, entry.schema ?? {}]),
  );
}

function authorizationArbitrary(sessions: Sessions): fc.Arbitrary<string | undefined> {
  const jwtPart = fc.base64String({ maxLength: 40 }).map((text) => text.replace(/=+$/, ''));
  return fc.oneof(
    { arbitrary: fc.constant(`Bearer ${sessions.ownerToken}`), weight: 8 },
    { arbitrary: fc.constant(undefined), weight: 5 },
    { arbitrary: fc.constant(`Bearer ${sessions.strangerToken}`), weight: 2 },
    {
      arbitrary: fc.oneof(
        fc.constantFrom(
          '',
          'Bearer',
          'Bearer ',
          'bearer x',
          'Basic YWRtaW46YWRtaW4=',
          `Bearer ${sessions.ownerToken}x`,
          `Bearer ${sessions.ownerToken.slice(0, -3)}`,
          `Bearer  ${sessions.ownerToken} trailing`,
          `Bearer ${sessions.ownerToken.split('.').slice(0, 2).join('.')}.`,
          'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAifQ.',
          `Bearer ${'a'.repeat(10_000)}`,
        ),
        fc.tuple(jwtPart, jwtPart, jwtPart).map((parts) => `Bearer ${parts.join('.')}`),
        headerText(200),
      ),
      weight: 3,
    },
  );
}

/** Headers besides Authorization that calls read or that parsers trip on. */
const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    cookie: fc.oneof(
      headerText(100),
      fc.integer({ min: 1_000, max: 12_000 }).map((length) => `session=${'c'.repeat(length)}`),
    ),
    'accept-language': fc.oneof(
      headerText(60),
      fc.constantFrom('de', 'fr-CH, fr;q=0.9', '*', 'xx', 'de;q=abc', 'en;q=NaN,;'),
    ),
    'x-refresh-token': headerText(300),
    'cf-ipcountry': fc.oneof(headerText(5), fc.constantFrom('DE', 'XX', 'T1', 'de')),
    'x-forwarded-for': fc.oneof(headerText(60), fc.constantFrom('::1', '999.1.1.1', 'unknown, 10.0.0.1')),
    accept: fc.oneof(headerText(40), fc.constantFrom('text/html', 'application/pdf', '*/*;q=0')),
    'accept-encoding': fc.oneof(headerText(40), fc.constantFrom('br', 'gzip;q=0, identity;q=0', 'zstd')),
    'if-none-match': headerText(80),
    'if-modified-since': fc.oneof(headerText(40), fc.constant('Thu, 01 Jan 1970 00:00:00 GMT')),
    'stripe-signature': fc.oneof(
      headerText(200),
      fc.constantFrom('t=1,v1=abc', 't=,v1=', `v1=${'0'.repeat(64)}`),
    ),
  },
  { requiredKeys: [] },
);

const clientAddress = fc
  .tuple(fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 }))
  .map(([a, b, c]) => `10.${a}.${b}.${c}`);

export type RequestContext = {
  sessions: Sessions;
  hints: FieldHints;
  /** The values a path parameter of this name should mostly take on this call (real ids and tokens). */
  parameterValues: (target: FuzzTarget, name: string) => fc.Arbitrary<string>;
};

/**
 * Requests for one call: mostly the right method with a schema-shaped body one field of which is
 * mutated, sometimes a wrong method; parameters, query, headers and session each right or wrong.
 */
export function requestArbitrary(target: FuzzTarget, context: RequestContext): fc.Arbitrary<FuzzRequest> {
  const wrongMethods = HTTP_METHODS.filter((method) => !target.pathMethods.includes(method));
  const method = fc.oneof(
    { arbitrary: fc.constant(target.method), weight: 12 },
    // HEAD is Fastify's own twin of every GET.
    ...(target.method === 'GET' ? [{ arbitrary: fc.constant('HEAD'), weight: 1 }] : []),
    ...(wrongMethods.length > 0 ? [{ arbitrary: fc.constantFrom(...wrongMethods), weight: 2 }] : []),
  );

  const pathSchemas = parametersIn(target.operation, 'path');
  const segments = fc.record(
    Object.fromEntries(
      pathParameters(target.url).map((name) => {
        const shaped = arbitraryOf(pathSchemas[name] ?? { type: 'string' }, context.hints).map((value) =>
          encodeURIComponent(String(value)),
        );
        return [
          name,
          fc.oneof(
            { arbitrary: context.parameterValues(target, name), weight: 8 },
            { arbitrary: shaped, weight: 1 },
            { arbitrary: hostileSegment, weight: 3 },
          ),
        ];
      }),
    ),
  );

  const querySchema: JsonSchema = { type: 'object', properties: parametersIn(target.operation, 'query') };
  const query = fc.oneof(
    { arbitrary: fc.constant(''), weight: 4 },
    {
      arbitrary: arbitraryOf(querySchema, context.hints).map((values) =>
        new URLSearchParams(
          Object.entries(values as Record<string, unknown>).map(([key, value]) => [
            key,
            typeof value === 'string' ? value : toJsonText(value),
          ]),
        ).toString(),
      ),
      weight: 2,
    },
    { arbitrary: hostileQuery, weight: 2 },
  );

  const bodySchema = schemaOfBody(target.operation);
  const value = fc.oneof(
    ...(bodySchema
      ? [
          {
            arbitrary: fc
              .tuple(arbitraryOf(bodySchema, context.hints), mutation)
              .map(([shaped, change]) => applyMutation(shaped, change)),
            weight: 8,
          },
        ]
      : []),
    { arbitrary: anyJsonValue, weight: 2 },
    { arbitrary: hostileValue, weight: 2 },
  );
  const sendsBody = !['GET', 'HEAD'].includes(target.method);
  const body = fc.oneof(
    { arbitrary: bodyArbitrary(value), weight: sendsBody ? 10 : 1 },
    { arbitrary: fc.constant<Body>({ headers: {} }), weight: sendsBody ? 1 : 6 },
  );

  return fc
    .record({
      method,
      segments,
      query,
      body,
      authorization: authorizationArbitrary(context.sessions),
      extra: extraHeaders,
      remoteAddress: clientAddress,
    })
    .map(
      ({
        method: chosen,
        segments: filled,
        query: search,
        body: sent,
        authorization,
        extra,
        remoteAddress,
      }) => {
        const path = fillPath(target.url, filled as Record<string, string>);
        return {
          method: chosen,
          url: search ? `${path}?${search}` : path,
          headers: { ...extra, ...sent.headers, ...(authorization !== undefined ? { authorization } : {}) },
          ...(sent.payload !== undefined ? { payload: sent.payload } : {}),
          remoteAddress,
        };
      },
    );
}
