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

/** Half of a UTF-16 surrogate pair without its other half: JavaScript allows it, Unicode text does not. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored, as the message key that says so. */
type TextProblem = 'request.invalidText' | 'request.nullCharacter';

function textProblem(text: string): TextProblem | undefined {
  if (text.includes('\u0000')) return 'request.nullCharacter';
  if (LONE_SURROGATE.test(text)) return 'request.invalidText';
  return undefined;
}

/**
 * The first string of the payload, a key included, that PostgreSQL would refuse, as the message key
 * that says why: a lone surrogate (refused in jsonb: the answers, a billing address) or the null
 * character U+0000 (refused in any text or jsonb column). Either would fail the call with a 500 after
 * it passed validation. Walked with a list rather than recursion: a payload may be nested very deeply.
 */
export function unstorableTextIn(payload: unknown): TextProblem | undefined {
  const pending: unknown[] = [payload];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return problem;
    } else if (Array.isArray(value)) {
      // One by one: spreading a list of a few hundred thousand entries into push() overflows the stack.
      for (const entry of value) pending.push(entry);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, entry] of Object.entries(value)) {
        const problem = textProblem(key);
        if (problem) return problem;
        pending.push(entry);
      }
    }
  }
  return undefined;
}

/** Refuses a payload holding text that cannot be stored, naming what is wrong with it. */
function refuseUnstorableText(payload: unknown): void {
  const problem = unstorableTextIn(payload);
  if (problem) throw new AppError('invalid_data', problem);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields of a multipart body (a field sent twice becomes a list, as urlencoded forms do).
 * Read here rather than by the plugin's `attachFieldsToBody`, because the parser underneath throws
 * plain errors for a broken body (no boundary, cut off, a part without a name) that would otherwise
 * reach the error handler as bugs; the plugin's own limit errors keep their 4xx status.
 */
async function readMultipartFields(request: FastifyRequest): Promise<Record<string, string | string[]>> {
  const fields: Record<string, string | string[]> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'field') continue;
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      const earlier = Object.hasOwn(fields, part.fieldname) ? fields[part.fieldname] : undefined;
      fields[part.fieldname] =
        earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
    }
  } catch (error) {
    // Files are refused by the `files: 0` limit: the payload belongs in the field `data`.
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT')
      throw new AppError('invalid_data', 'request.dataMissing');
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw new AppError('bad_request', 'request.bad');
  }
  return fields;
}

/**
 * Turns the request body into the call's payload, in every form the API accepts: a form field `data`
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
    refuseUnstorableText(body);
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
  refuseUnstorableText(parsed);
  request.body = parsed;
}

/** Registers the body parsers for the API and the hook that unwraps `data` before validation. */
export const dataBodyPlugin = fp(async (app: FastifyInstance, options: { bodyLimit: number }) => {
  // The API speaks form data and JSON only; any other type (text/plain included) is refused with 415.
  app.removeContentTypeParser('text/plain');
  await app.register(formbody, { bodyLimit: options.bodyLimit });
  await app.register(multipart, {
    limits: { fieldSize: options.bodyLimit, fields: 20, files: 0, parts: 21 },
  });
  app.addHook('preValidation', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (request.isMultipart()) request.body = await readMultipartFields(request);
    unwrapDataField(request);
  });
});
