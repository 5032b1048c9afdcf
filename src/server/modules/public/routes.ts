import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CountriesReply, HeartbeatReply, LanguagesReply } from '../../../shared/api/public';
import { LANGUAGE_NATIVE_NAMES, LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { SITE_LEGAL_DOCUMENTS } from '../../../shared/site-legal';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { ok, sendFailure } from '../../http/envelope';
import { type FixedReply, fixedJsonReply } from '../../http/fixed-reply';
import type { LoadMonitor } from '../../http/load-monitor';
import { apiDocs } from '../../http/openapi';
import { listCountries } from './countries';
import { createDatabaseCheck } from './database-check';
import { renderSiteLegalDocument } from './site-legal';

type PublicRoutesOptions = { config: AppConfig; database: Database; loadMonitor: LoadMonitor };

const docs = apiDocs('public');

/** Calls anyone may make without an account: heartbeat, countries, languages, the site's legal documents. */
export const publicRoutes: FastifyPluginAsyncZod<PublicRoutesOptions> = async (
  app,
  { config, database, loadMonitor },
) => {
  const checkDatabase = createDatabaseCheck(() => database.ping());
  /** The country list by language, made once per language (it changes only with a new release). */
  const countryReplies = new Map<Language, FixedReply>();

  app.get(
    '/heartbeat',
    {
      config: { skipMaintenance: true },
      schema: docs.public(
        'Whether the service is up',
        'Also answers in maintenance (503, `status: "maintenance"`) and under overload (429, `status: "overloaded"`); the client asks after every navigation.',
      ),
    },
    async (request, reply) => {
      const time = new Date().toISOString();
      if (config.maintenanceMode) {
        return sendFailure(reply, 503, {
          code: 'maintenance',
          messages: [request.t('api.maintenance', { appName: config.appName })],
          data: { status: 'maintenance', time } satisfies HeartbeatReply,
        });
      }
      if (loadMonitor.isOverloaded()) {
        return sendFailure(reply, 429, {
          code: 'rate_limited',
          messages: [request.t('api.overloaded')],
          data: { status: 'overloaded', time } satisfies HeartbeatReply,
        });
      }
      try {
        await checkDatabase();
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        return sendFailure(reply, 503, { code: 'internal_error', messages: [request.t('api.databaseDown')] });
      }
      reply.header('cache-control', 'no-store');
      return ok<HeartbeatReply>({ status: 'up', time });
    },
  );

  app.get(
    '/public/countries/list',
    { schema: docs.public('Countries with their states, named in the caller’s language') },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      reply.header('vary', 'accept-language');
      let countries = countryReplies.get(request.language);
      if (!countries) {
        countries = fixedJsonReply(ok<CountriesReply>({ countries: listCountries(request.language) }));
        countryReplies.set(request.language, countries);
      }
      return countries.send(request, reply);
    },
  );

  app.get(
    '/public/languages/list',
    { schema: docs.public('The interface languages, named in their own language') },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return ok<LanguagesReply>({
        // English is the source language: always present, so it is shown but cannot be switched off.
        languages: LANGUAGES.map((value) => ({
          text: LANGUAGE_NATIVE_NAMES[value],
          value,
          disabled: value === 'en',
        })),
      });
    },
  );

  app.get(
    '/public/site-legal/:document',
    {
      schema: {
        ...docs.public(
          'The product’s own Privacy Policy, Terms of Use or Disclaimer, in the caller’s language',
        ),
        params: z.strictObject({ document: z.enum(SITE_LEGAL_DOCUMENTS) }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      reply.header('vary', 'accept-language');
      return ok(renderSiteLegalDocument(request.params.document, request.language, config));
    },
  );
};
