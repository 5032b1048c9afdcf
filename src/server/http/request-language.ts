import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TFunction } from 'i18next';
import { isLanguage, type Language, pickLanguage } from '../../shared/i18n/languages';
import { translator } from '../i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: `?lang=`, else Accept-Language, else English. */
    language: Language;
    /** Translates a message key into the caller's language. */
    t: TFunction;
  }
}

export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query && typeof query === 'object' ? query.lang : undefined;
  if (isLanguage(fromQuery)) return fromQuery;
  return pickLanguage(request.headers['accept-language']);
}

/** Sets `request.language` and `request.t` before any handler or error handler runs. */
export const requestLanguagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', 'en');
  app.decorateRequest('t', null as unknown as TFunction);
  app.addHook('onRequest', async (request) => {
    request.language = requestLanguage(request);
    request.t = translator(request.language);
  });
});
