import { API_BASE_PATH } from '../../shared/api/envelope';
import { escapeHtml } from '../../shared/documents/render-html';

/** The parts of an OpenAPI 3 document the page shows (the document itself is @fastify/swagger's). */
type SchemaObject = Record<string, unknown> & { required?: string[]; properties?: Record<string, unknown> };
type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  schema?: SchemaObject;
  description?: string;
};
type Operation = {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
};
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, SchemaObject> };
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Escaped text with the two inline marks the descriptions use: `code` and **strong**. */
function inline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
}

const paragraphs = (text: string | undefined) =>
  (text ?? '')
    .split(/\n{2,}/)
    .filter((part) => part.trim())
    .map((part) => `<p>${inline(part.trim())}</p>`)
    .join('');

/** Who may make the call, from its security requirements. */
function access(security: Operation['security']): { label: string; kind: string } {
  const names = (security ?? []).map((requirement) => Object.keys(requirement).join('+'));
  if (names.includes('stripeSignature')) return { label: 'Signed by Stripe', kind: 'webhook' };
  if (names.includes('refreshToken')) return { label: 'Refresh token (X-Refresh-Token)', kind: 'session' };
  if (names.includes('bearerAuth') && names.includes(''))
    return { label: 'Optional sign-in (a token sent must be valid)', kind: 'optional' };
  if (names.includes('bearerAuth')) return { label: 'Signed-in customer (Bearer token)', kind: 'customer' };
  return { label: 'Public', kind: 'public' };
}

const anchor = (method: string, path: string) =>
  `${method}-${path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

const schemaBlock = (schema: unknown) => `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;

function renderParameters(parameters: Parameter[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${escapeHtml(parameter.in)}</td>` +
        `<td>${parameter.required ? 'required' : 'optional'}</td>` +
        `<td><code>${escapeHtml(JSON.stringify(parameter.schema ?? {}))}</code></td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>Parameter</th><th>In</th><th></th><th>Schema</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function renderBody(body: Operation['requestBody']): string {
  const [type, media] = Object.entries(body?.content ?? {})[0] ?? [];
  if (!type || !media?.schema) return '';
  const required = media.schema.required ?? [];
  const fields = Object.keys(media.schema.properties ?? {});
  const summary =
    fields.length > 0
      ? `Fields: ${fields.map((field) => `<code>${escapeHtml(field)}</code>${required.includes(field) ? ' (required)' : ''}`).join(', ')}`
      : '';
  return `<h4>Request body <small>${escapeHtml(type)}</small></h4>${summary ? `<p>${summary}</p>` : ''}<details><summary>Schema</summary>${schemaBlock(media.schema)}</details>`;
}

function renderResponses(responses: Operation['responses']): string {
  const items = Object.entries(responses ?? {})
    .map(
      ([status, response]) =>
        `<li><strong>${escapeHtml(status)}</strong> ${inline(response.description ?? '')} <small>${escapeHtml(Object.keys(response.content ?? {}).join(', '))}</small></li>`,
    )
    .join('');
  return items ? `<h4>Replies</h4><ul>${items}</ul>` : '';
}

function renderOperation(method: string, path: string, operation: Operation): string {
  const who = access(operation.security);
  return [
    `<article class="operation" id="${anchor(method, path)}">`,
    `<h3><span class="method method-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>`,
    `<p class="summary">${inline(operation.summary ?? '')} <span class="access access-${who.kind}">${escapeHtml(who.label)}</span></p>`,
    paragraphs(operation.description),
    renderParameters(operation.parameters ?? []),
    renderBody(operation.requestBody),
    renderResponses(operation.responses),
    '</article>',
  ].join('');
}

/**
 * The API documentation as a page: every operation grouped by module, with its access rule,
 * parameters, request body schema and replies. Static HTML and a stylesheet of this origin, so the
 * app's CSP (no inline scripts or styles) holds; the JSON document is linked for tools.
 */
export function renderApiDocsPage(
  document: OpenApiDocument,
  options: { stylesheet: string; jsonPath: string },
): string {
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      method,
      path,
      operation: item[method] as Operation,
    })),
  );
  const tags = [...(document.tags ?? [])];
  for (const { operation } of operations)
    for (const name of operation.tags ?? []) if (!tags.some((tag) => tag.name === name)) tags.push({ name });
  const untagged = operations.filter(({ operation }) => !operation.tags?.length);
  const sections = [
    ...tags.map((tag) => ({
      ...tag,
      operations: operations.filter(({ operation }) => operation.tags?.includes(tag.name)),
    })),
    ...(untagged.length > 0 ? [{ name: 'other', description: undefined, operations: untagged }] : []),
  ].filter((section) => section.operations.length > 0);

  const contents = sections
    .map(
      (section) =>
        `<li><a href="#tag-${escapeHtml(section.name)}">${escapeHtml(section.name)}</a><ul>${section.operations
          .map(
            ({ method, path }) =>
              `<li><a href="#${anchor(method, path)}"><span class="method method-${method}">${method.toUpperCase()}</span> ${escapeHtml(path.replace(API_BASE_PATH, ''))}</a></li>`,
          )
          .join('')}</ul></li>`,
    )
    .join('');
  const body = sections
    .map(
      (section) =>
        `<section id="tag-${escapeHtml(section.name)}"><h2>${escapeHtml(section.name)}</h2>${paragraphs(section.description)}${section.operations
          .map(({ method, path, operation }) => renderOperation(method, path, operation))
          .join('')}</section>`,
    )
    .join('');
  const envelope = document.components?.schemas?.Envelope;
  const server = document.servers?.[0]?.url;

  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(document.info.title)}</title>`,
    `<link rel="stylesheet" href="${escapeHtml(options.stylesheet)}">`,
    '</head><body>',
    `<header><h1>${escapeHtml(document.info.title)}</h1>`,
    `<p>Version ${escapeHtml(document.info.version)} · OpenAPI ${escapeHtml(document.openapi)}${server ? ` · server <code>${escapeHtml(server)}</code>` : ''} · <a href="${escapeHtml(options.jsonPath)}">OpenAPI document (JSON)</a></p></header>`,
    `<nav aria-label="Operations"><h2>Operations</h2><ul>${contents}</ul></nav>`,
    '<main>',
    `<section id="overview"><h2>Overview</h2>${paragraphs(document.info.description)}`,
    envelope ? `<details><summary>Envelope schema</summary>${schemaBlock(envelope)}</details>` : '',
    '</section>',
    body,
    '</main></body></html>',
  ].join('\n');
}
