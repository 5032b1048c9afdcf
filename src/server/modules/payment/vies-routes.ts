import { createRequire } from 'node:module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import countries from 'i18n-iso-countries';
import { type CheckViesReply, checkViesRequest } from '../../../shared/api/payment';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { type AttemptLimit, limitAttempts } from '../../http/attempt-limits';
import { requireCustomer } from '../../http/auth';
import { ok } from '../../http/envelope';
import { apiDocs } from '../../http/openapi';
import type { TokenService } from '../customer';
import { isEuMemberState, normalizeVatNumber, vatNumberFormatValid } from './vat-number';
import { type ViesClient, type ViesResult, ViesUnavailableError } from './vies';

type Options = { db: Db; tokens: TokenService; vies: ViesClient };

const require = createRequire(import.meta.url);
for (const language of LANGUAGES) {
  countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));
}

const MINUTE = 60_000;

/**
 * VIES is a shared public service that blocks addresses asking too often: enough for a person
 * correcting a typo a few times, not for a script checking lists of numbers through us.
 */
const VIES_LIMITS: AttemptLimit[] = [
  { name: 'vies-customer', max: 20, windowMs: 15 * MINUTE, key: (request) => request.customer?.id },
  { name: 'vies-address', max: 60, windowMs: 15 * MINUTE, key: (request) => request.ip },
];

/** The country as the checkout's country list names it, in the caller's language. */
const countryName = (code: string, language: Language): string => countries.getName(code, language) ?? code;

/**
 * POST /customer/check-vies (the checkout's VAT number field): the VAT number of the buyer's company,
 * checked against its member state's format and then VIES. A valid number earns the reverse charge,
 * except for a company in the seller's own country.
 */
export const viesRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, tokens, vies }) => {
  const auth = requireCustomer(db, tokens);
  const limit = limitAttempts(app, VIES_LIMITS);

  app.post(
    '/customer/check-vies',
    {
      schema: {
        ...apiDocs('payment').customer(
          'Check a company’s EU VAT number',
          'The member state’s format, then VIES: `vies_invalid` with its answer, `vies_unavailable` when VIES gives no verdict.',
        ),
        body: checkViesRequest,
      },
      preHandler: [auth, limit],
    },
    async (request) => {
      const { country } = request.body;
      if (!isEuMemberState(country)) {
        throw new AppError(
          'validation_failed',
          'payment.vatNumberOutsideEu',
          {},
          { vat_number: { key: 'payment.vatNumberOutsideEu' } },
        );
      }
      const vatNumber = normalizeVatNumber(country, request.body.vat_number);
      if (!vatNumberFormatValid(country, vatNumber)) {
        const params = { country: countryName(country, request.language) };
        throw new AppError('validation_failed', 'payment.vatNumberFormat', params, {
          vat_number: { key: 'payment.vatNumberFormat', params },
        });
      }

      let checked: ViesResult;
      try {
        checked = await vies.check(country, vatNumber);
      } catch (error) {
        if (!(error instanceof ViesUnavailableError)) throw error;
        request.log.warn({ err: error }, 'VIES gave no verdict');
        throw new AppError('vies_unavailable', 'payment.viesUnavailable');
      }

      const reply: CheckViesReply = {
        valid: checked.valid,
        vat_number: checked.vatNumber,
        name: checked.name,
        address: checked.address,
      };
      const params = { vatNumber: checked.vatNumber };
      if (!checked.valid) {
        throw new AppError(
          'vies_invalid',
          'payment.viesInvalid',
          params,
          { vat_number: { key: 'payment.viesInvalid', params } },
          200,
          reply,
        );
      }
      // A company in the seller's own country is a domestic sale: valid, but VAT is still charged.
      const domestic = country === app.config.seller.country;
      return ok(reply, [request.t(domestic ? 'payment.viesDomestic' : 'payment.viesValid', params)]);
    },
  );
};
