import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_BASE_PATH } from '../../shared/api/envelope';
import { pickLanguage } from '../../shared/i18n/languages';
import type { AppConfig } from '../config';
import { translator } from '../i18n';
import { AppError } from './app-error';
import { sendFailure } from './envelope';
import { describeValidationIssues } from './validation-messages';

export function isApiRequest(request: FastifyRequest): boolean {
  return request.url === '/api' || request.url.startsWith('/api/');
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.round(bytes / 1024)} KB`;
}

function sendAppError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, entry]) => [
      field,
      request.t(entry.key, { field, ...entry.params }),
    ]),
  );
  return sendFailure(reply, error.statusCode, {
    code: error.code,
    ...(error.code === 'unauthenticated' ? { authenticated: false } : {}),
    ...(error.code === 'forbidden' ? { forbidden: true } : {}),
    ...(error.data !== undefined ? { data: error.data } : {}),
    messages: [request.t(error.messageKey, error.params)],
    ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
  });
}

/**
 * The one error handler. API callers always get an envelope: expected failures as `success: false`
 * with a translated message, bugs as a 500 with a generic message and the request id — never a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance, config: AppConfig): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (!isApiRequest(request)) {
      const status =
        'statusCode' in error && error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      return reply
        .code(status)
        .type('text/plain; charset=utf-8')
        .send(status >= 500 ? 'Internal Server Error' : 'Bad Request');
    }
    if (error instanceof AppError) return sendAppError(request, reply, error);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = describeValidationIssues(request, error.validation, error.validationContext);
      // Without a prototype, so a field named `constructor` or `toString` (an unknown key the caller sent)
      // is a field like any other, and `__proto__` cannot reach Object.prototype.
      const fieldErrors: Record<string, string> = Object.create(null);
      for (const problem of problems) fieldErrors[problem.field] ??= problem.message;
      return sendFailure(reply, 200, {
        code: 'validation_failed',
        messages: [...new Set(problems.map((problem) => problem.message))],
        fieldErrors,
      });
    }

    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return sendFailure(reply, 200, {
        code: 'payload_too_large',
        messages: [request.t('request.tooLarge', { limit: formatBytes(config.bodyLimitBytes) })],
      });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return sendFailure(reply, 200, {
        code: 'unsupported_media_type',
        messages: [request.t('request.unsupportedMediaType')],
      });
    }
    if (
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return sendFailure(reply, 200, { code: 'invalid_data', messages: [request.t('request.invalidJson')] });
    }
    if (status === 429) {
      return sendFailure(reply, 429, {
        code: 'rate_limited',
        messages: [request.t('api.rateLimited', { seconds: 60 })],
      });
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'bad request');
      return sendFailure(reply, 200, { code: 'bad_request', messages: [request.t('request.bad')] });
    }

    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(reply, 500, {
      code: 'internal_error',
      requestId: request.id,
      messages: [request.t('api.internal', { email: config.supportEmail, requestId: request.id })],
    });
  });
}

/** Answers an unknown API path with a 404 envelope that names the call. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? request.url;
  return sendFailure(reply, 404, {
    code: 'not_found',
    messages: [
      request.t('api.notFound', { method: request.method, path: path.replace(API_BASE_PATH, '') || '/' }),
    ],
  });
}

/**
 * Fastify's router refuses some URLs before any hook runs: an escape that does not decode (`%zz`)
 * or a parameter longer than `maxParamLength`. Neither names a call this API has, so API callers get
 * the unknown-call envelope instead of Fastify's own JSON; pass this as the `frameworkErrors` option.
 */
export function handleFrameworkError(
  _error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (!isApiRequest(request)) return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
  // The request-language hook has not run (nor can `?lang=` be read from a URL that does not decode).
  request.language = pickLanguage(request.headers['accept-language']);
  request.t = translator(request.language);
  return sendApiNotFound(request, reply);
}
