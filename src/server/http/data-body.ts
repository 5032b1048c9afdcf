import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import secureJson from 'secure-json-parse';
import { AppError } from './app-error';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** Parses JSON the way Fastify's own body parser does: prototype-poisoning keys are dropped. */
function parseJsonSafely(text: string): unknown {
  return secureJson.parse(text, undefined, { protoAction: 'remove', constructorAction: 'remove' });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Turns the request body into the call's payload (ARCHITECTURE §4): a form field `data`
 * holding a JSON object (urlencoded or multipart), or a JSON object sent as the body itself.
 * A call without a body gets an empty payload, so its schema decides what is missing.
 */
export function unwrapDataField(request: FastifyRequest): void {
  const body = request.body as unknown;
  if (body === undefined || body === null || body === '') {
    request.body = {};
    return;
  }
  const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FORM_TYPES.includes(contentType)) {
    if (!isPlainObject(body)) throw new AppError('invalid_data', 'request.dataNotObject');
    return;
  }
  if (!isPlainObject(body)) throw new AppError('invalid_data', 'request.dataMissing');
  const fieldNames = Object.keys(body);
  if (fieldNames.length === 0) {
    request.body = {};
    return;
  }
  const raw = body.data;
  if (typeof raw !== 'string') throw new AppError('invalid_data', 'request.dataMissing');
  let parsed: unknown;
  try {
    parsed = parseJsonSafely(raw);
  } catch {
    throw new AppError('invalid_data', 'request.invalidJson');
  }
  if (!isPlainObject(parsed)) throw new AppError('invalid_data', 'request.dataNotObject');
  request.body = parsed;
}

/** Registers the body parsers for the API and the hook that unwraps `data` before validation. */
export const dataBodyPlugin = fp(async (app: FastifyInstance, options: { bodyLimit: number }) => {
  // The API speaks form data and JSON only; any other type (text/plain included) is refused with 415.
  app.removeContentTypeParser('text/plain');
  await app.register(formbody, { bodyLimit: options.bodyLimit });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fieldSize: options.bodyLimit, fields: 20, files: 0, parts: 21 },
  });
  app.addHook('preValidation', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    unwrapDataField(request);
  });
});
