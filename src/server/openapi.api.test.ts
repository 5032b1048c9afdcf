import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type RecordedRoute, routesOf } from '../../tests/route-recorder';
import { createTestApp, type TestApp } from '../../tests/test-app';
import { registerRequest } from '../shared/api/customer';
import { API_BASE_PATH } from '../shared/api/envelope';
import { API_TAGS } from './http/openapi';

// OpenAPI documentation of the whole API at /api/docs, generated from the same zod schemas the
// routes use, so it cannot drift from them: every /api/v1 route with its method, its request schemas, its module's tag, a
// summary, its access rule and the envelope as reply; development routes left out; a readable page
// for browsers under the app's CSP, the JSON document for tools.

vi.mock('fastify', async (importOriginal) =>
  (await import('../../tests/route-recorder')).recordingFastify(await importOriginal()),
);

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
};
type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, { type: string }> };
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const PUBLIC_URL = 'https://legal.example';

let testApp: TestApp;
let document: Document;
/** The /api/v1 routes the app registered, and the ones the documentation must show. */
let apiRoutes: RecordedRoute[];

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const operationOf = (route: RecordedRoute) =>
  document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

/** What a body schema asks for: its fields and which are required, per variant of a union. */
function shapeOf(schema: JsonSchema): unknown {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(shapeOf);
  return {
    fields: Object.keys(schema.properties ?? {}).sort(),
    required: [...(schema.required ?? [])].sort(),
  };
}
const zodJson = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as JsonSchema;

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL });
  apiRoutes = routesOf(testApp.app).filter((route) => route.url.startsWith(`${API_BASE_PATH}/`));
  const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
}, 120_000);
afterAll(() => testApp?.close());

describe('the OpenAPI document', () => {
  it('is an OpenAPI 3 document for this installation', () => {
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info).toMatchObject({ title: expect.stringContaining('API'), version: '1' });
    expect(document.info.description).toContain('envelope');
    expect(document.servers).toEqual([{ url: PUBLIC_URL }]);
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      'bearerAuth',
      'refreshToken',
      'stripeSignature',
    ]);
    expect(document.components.schemas.Envelope?.required).toEqual(['success', 'messages']);
  });

  it('is well formed: operations, path parameters, references, tags and security names', () => {
    const declaredTags = document.tags.map((tag) => tag.name);
    expect(declaredTags).toEqual(Object.keys(API_TAGS));
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of new Set(refs)) {
      const name = /#\/components\/schemas\/([^"]+)"$/.exec(ref)?.[1];
      expect(name && document.components.schemas[name], ref).toBeTruthy();
    }
    for (const { path, method, operation } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(HTTP_METHODS, where).toContain(method);
      expect(operation.summary, where).toMatch(/\S/);
      expect(operation.tags, where).toHaveLength(1);
      expect(declaredTags, where).toContain(operation.tags?.[0]);
      expect(operation.responses['200'], where).toBeDefined();
      for (const requirement of operation.security ?? [])
        for (const name of Object.keys(requirement))
          expect(document.components.securitySchemes, where).toHaveProperty(name);
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const pathParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      expect(pathParameters.map((parameter) => parameter.name).sort(), where).toEqual(templated.sort());
      for (const parameter of pathParameters) expect(parameter.required, where).toBe(true);
    }
    // Every module's tag is used.
    const used = new Set(operations().flatMap(({ operation }) => operation.tags ?? []));
    expect([...used].sort()).toEqual([...declaredTags].sort());
  });
});

describe('every call of the API', () => {
  it('appears with its method, and nothing else does', () => {
    const documented = operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    const expected = apiRoutes
      .filter((route) => !route.schema?.hide)
      .map((route) => `${route.method} ${openApiPath(route.url)}`);
    expect(documented.sort()).toEqual(expected.sort());
    // Far more than a handful: the count guards against the route list itself coming back empty.
    expect(expected.length).toBeGreaterThan(60);
  });

  it('hides only the development calls', () => {
    const hidden = apiRoutes.filter((route) => route.schema?.hide).map((route) => route.url);
    expect(hidden.length).toBeGreaterThan(0);
    for (const url of hidden) expect(url).toMatch(new RegExp(`^${API_BASE_PATH}/dev/`));
    expect(Object.keys(document.paths).filter((path) => path.includes('/dev/'))).toEqual([]);
    expect(Object.keys(document.paths).filter((path) => !path.startsWith(`${API_BASE_PATH}/`))).toEqual([]);
  });

  it('has the request body of the zod schema the route validates with', () => {
    const withBody = apiRoutes.filter((route) => !route.schema?.hide && isZod(route.schema?.body));
    expect(withBody.length).toBeGreaterThan(30);
    for (const route of withBody) {
      const documented = operationOf(route)?.requestBody?.content['application/json']?.schema;
      expect(documented, route.url).toBeDefined();
      expect(shapeOf(documented as JsonSchema), route.url).toEqual(
        shapeOf(zodJson(route.schema?.body as z.ZodType)),
      );
    }
  });

  it('has the path and query parameters of the route’s zod schemas', () => {
    for (const route of apiRoutes.filter((candidate) => !candidate.schema?.hide)) {
      const parameters = operationOf(route)?.parameters ?? [];
      for (const [location, schema] of [
        ['path', route.schema?.params],
        ['query', route.schema?.querystring],
      ] as const) {
        const documented = parameters
          .filter((parameter) => parameter.in === location)
          .map((parameter) => ({ name: parameter.name, required: parameter.required === true }));
        const json = isZod(schema) ? zodJson(schema) : { properties: {}, required: [] };
        const expected = Object.keys(json.properties ?? {}).map((name) => ({
          name,
          required: (json.required ?? []).includes(name),
        }));
        expect(documented, `${route.method} ${route.url} ${location}`).toEqual(expected);
      }
    }
  });

  it('shows the register call’s fields as its schema defines them', () => {
    const register = document.paths[`${API_BASE_PATH}/customer/register`]?.post;
    const schema = register?.requestBody?.content['application/json']?.schema;
    expect(register?.requestBody?.required).toBe(true);
    expect(schema?.required).toEqual(['email']);
    expect(Object.keys(schema?.properties ?? {}).sort()).toEqual(Object.keys(registerRequest.shape).sort());
    expect(register?.security).toEqual([]);
  });

  it('documents the body of calls that check their input themselves', () => {
    const check = document.paths[`${API_BASE_PATH}/customer/check`]?.post;
    expect(check?.requestBody?.content['application/json']?.schema.required).toEqual(['email']);
    const webhook = document.paths[`${API_BASE_PATH}/webhooks/stripe`]?.post;
    expect(webhook?.requestBody?.content['application/json']?.schema.required).toEqual([
      'id',
      'type',
      'data',
    ]);
    expect(Object.keys(webhook?.responses ?? {})).toEqual(['200', '400']);
  });

  it('replies with the envelope, 401 where a session is needed, files where a file is sent', () => {
    for (const { path, method, operation } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      const needsSession = (operation.security ?? []).some((requirement) =>
        ['bearerAuth', 'refreshToken'].some((name) => name in requirement),
      );
      expect(Object.keys(operation.responses).includes('401'), where).toBe(needsSession);
      if (path.endsWith('/webhooks/stripe')) continue;
      expect(operation.responses['200']?.content?.['application/json']?.schema, where).toEqual({
        $ref: '#/components/schemas/Envelope',
      });
    }
    const invoice = document.paths[`${API_BASE_PATH}/customer/invoices/{id}/pdf`]?.get;
    expect(Object.keys(invoice?.responses['200']?.content ?? {})).toEqual([
      'application/pdf',
      'application/json',
    ]);
    const file = document.paths[`${API_BASE_PATH}/agreement/file/{id}/{language}/{format}`]?.get;
    expect(Object.keys(file?.responses['200']?.content ?? {})).toContain('application/pdf');
  });
});

describe('GET /api/docs', () => {
  it('answers tools with the JSON document', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers.vary).toContain('accept');
    expect(response.json()).toEqual(document);
  });

  it('answers browsers with a page listing every operation, its access rule and request body', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    for (const { path, method } of operations())
      expect(html, `${method} ${path}`).toContain(`${method.toUpperCase()}</span> <code>${path}</code>`);
    expect(html).toContain('Signed-in customer (Bearer token)');
    expect(html).toContain('<code>email</code> (required)');
    expect(html).toContain('href="/api/docs/openapi.json"');
  });

  it('keeps to the app’s CSP: no script, no inline style, nothing from another origin', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { accept: 'text/html' },
    });
    const html = response.body;
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    for (const [, url] of html.matchAll(/(?:href|src)="([^"]*)"/g)) expect(url).toMatch(/^[/#]/);
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] as string;
    const css = await testApp.app.inject({ method: 'GET', url: stylesheet });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('.operation');
  });

  it('escapes what it shows', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { accept: 'text/html' },
    });
    // Every tag on the page is one the renderer writes: text from schemas and descriptions comes out escaped.
    expect(response.body).not.toMatch(
      /<(?!\/?(?:html|head|meta|title|link|body|header|h[1-4]|p|a|code|strong|nav|ul|li|main|section|article|span|table|thead|tbody|tr|th|td|details|summary|pre|small)\b|!doctype)/i,
    );
  });
});
