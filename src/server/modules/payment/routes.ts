import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { agreementIdParams } from '../../../shared/api/agreement';
import {
  type CostsReply,
  costsRequest,
  type InvoiceSummary,
  invoicingDetails,
  type NewTransactionReply,
  newTransactionRequest,
  type PaymentProfile,
  type PricingReply,
  type SaleDetails,
  sandboxChallengeRequest,
} from '../../../shared/api/payment';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { contentDisposition } from '../../documents/files';
import { AppError } from '../../http/app-error';
import { requireCustomer } from '../../http/auth';
import { ok } from '../../http/envelope';
import { apiDocs } from '../../http/openapi';
import { presentAgreement } from '../agreement';
import type { CustomerRow, TokenService } from '../customer';
import { pricingFor } from './pricing';
import { braintreeRoutes } from './providers/braintree-routes';
import { stripeRoutes } from './providers/stripe-routes';
import {
  cardExpired,
  NOT_PAID,
  type PaymentService,
  presentTransaction,
  statusMessageKey,
  type TransactionRow,
} from './service';
import { countryFromHeader } from './vat';
import type { ViesClient } from './vies';
import { viesRoutes } from './vies-routes';

type Options = {
  db: Db;
  tokens: TokenService;
  service: PaymentService;
  config: AppConfig;
  vies: ViesClient;
  /** Stripe's client, when its keys are set. */
  stripe: Stripe | undefined;
};

const idParams = z.strictObject({ id: z.uuid({ message: 'payment.transactionNotFound' }) });
const invoiceParams = z.strictObject({ id: z.uuid({ message: 'payment.invoiceNotFound' }) });
const billingAddressRequest = z.strictObject({ billing_address: invoicingDetails });

const docs = apiDocs('payment');
const OWNER_ONLY = 'Another account’s agreement answers `forbidden: true`.';

/**
 * The payment calls (premium versions): costs, transactions, sale details, invoices, billing
 * details, and each provider's own calls. Rules live in the service.
 */
export const paymentRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, tokens, service, config, vies, stripe },
) => {
  const auth = requireCustomer(db, tokens);
  const signedIn = (request: { customer: CustomerRow | null }) => request.customer as CustomerRow;

  app.post(
    '/agreement/costs/:id',
    {
      schema: {
        ...docs.customer(
          'Price an unpaid premium agreement',
          `Items, discount, VAT of the billing country (CF-IPCountry before it is known; reverse charge for a valid EU VAT number) and the total. ${OWNER_ONLY}`,
        ),
        params: agreementIdParams,
        body: costsRequest,
      },
      preHandler: auth,
    },
    async (request) => {
      const body = request.body;
      // The billing country once given; before that, where the visitor is (CF-IPCountry).
      const country = body.country ?? countryFromHeader(request.headers['cf-ipcountry']);
      const { costs, vatCheck, vatNumber } = await service.costs(signedIn(request), request.params.id, {
        country,
        is_company: body.is_company ?? false,
        company_country: body.company_country,
        vat_number: body.vat_number,
        discountCode: body.discount_code || undefined,
      });
      const messages: string[] = [];
      if (costs.discount)
        messages.push(
          request.t('payment.discountApplied', {
            code: costs.discount.code,
            percent: costs.discount.percent,
          }),
        );
      if (vatCheck) {
        const key = {
          valid: 'viesValid',
          domestic: 'viesDomestic',
          invalid: 'viesInvalid',
          unavailable: 'viesUnavailable',
        }[vatCheck];
        messages.push(request.t(`payment.${key}`, { vatNumber }));
      }
      return ok<CostsReply>(costs, messages);
    },
  );

  app.get(
    '/public/pricing',
    {
      schema: docs.public(
        'What premium costs per agreement type',
        'The premium price and each price_extra option’s price (cents before VAT, one-time) with its label in the caller’s language, and the refund period.',
      ),
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      reply.header('vary', 'accept-language');
      return ok<PricingReply>(pricingFor(request.language));
    },
  );

  /** A transaction's reply: a refusal is an answer, not a fault — the envelope fails with the bank's reason. */
  function transactionReply(
    request: { t: (key: string, params?: Record<string, unknown>) => string },
    transaction: TransactionRow,
    agreement: Parameters<typeof presentAgreement>[0],
  ) {
    const data: NewTransactionReply = {
      transaction: presentTransaction(transaction),
      agreement: presentAgreement(agreement),
      ...(transaction.status === 'validating' && transaction.processor === 'sandbox'
        ? { challenge: { transaction_id: transaction.id } }
        : {}),
    };
    const messageKey = statusMessageKey(transaction.status, transaction.gatewayCode);
    const message = request.t(messageKey, { supportEmail: config.supportEmail });
    if (NOT_PAID.includes(transaction.status))
      throw new AppError(
        'payment_declined',
        messageKey,
        { supportEmail: config.supportEmail },
        {},
        200,
        data,
      );
    return ok(data, [message]);
  }

  app.post(
    '/transaction/new',
    {
      schema: {
        ...docs.customer(
          'Pay for a premium agreement (sandbox or Braintree)',
          `Charges the server’s price once per idempotency key; \`price_changed\` when it differs from \`amount\`, \`payment_declined\` with the transaction when the bank refuses. ${OWNER_ONLY}`,
        ),
        body: newTransactionRequest,
      },
      preHandler: auth,
    },
    async (request) => {
      const body = request.body;
      if (body.processor === 'sandbox' && cardExpired(body.card.expiry))
        throw new AppError(
          'validation_failed',
          'payment.cardExpired',
          {},
          { 'card.expiry': { key: 'payment.cardExpired' } },
        );
      const { transaction, agreement } = await service.charge(signedIn(request), {
        agreementId: body.agreement_id,
        processor: body.processor,
        idempotencyKey: body.idempotency_key,
        invoicing: body.invoicing_details,
        discountCode: body.discount_code || undefined,
        amount: body.amount,
        totalPriceIsExtraDifference: body.total_price_is_extra_difference,
        affiliateClick: body.affiliate_click,
        method:
          body.processor === 'sandbox'
            ? { kind: 'card', card: body.card }
            : { kind: 'nonce', nonce: body.payment_method_nonce, deviceData: body.device_data },
      });
      return transactionReply(request, transaction, agreement);
    },
  );

  app.post(
    '/transaction/sandbox/3ds/:id',
    {
      schema: {
        ...docs.customer(
          'Answer the sandbox’s 3-D Secure challenge',
          'Only for the caller’s own transaction waiting for it; any other is not found.',
        ),
        params: idParams,
        body: sandboxChallengeRequest,
      },
      preHandler: auth,
    },
    async (request) => {
      const { transaction, agreement } = await service.answerChallenge(
        signedIn(request),
        request.params.id,
        request.body.approve,
      );
      return transactionReply(request, transaction, agreement);
    },
  );

  const profileDocs = docs.customer(
    'The caller’s payment history and saved billing details for the checkout',
  );
  app.get('/transaction/payment-profile', { schema: profileDocs, preHandler: auth }, async (request) =>
    ok<PaymentProfile>(await service.paymentProfile(signedIn(request))),
  );

  app.get(
    '/agreement/sale-details/:id',
    {
      schema: {
        ...docs.customer('What was paid for an agreement: transactions and invoices', OWNER_ONLY),
        params: agreementIdParams,
      },
      preHandler: auth,
    },
    async (request) => ok<SaleDetails>(await service.saleDetails(signedIn(request), request.params.id)),
  );

  const invoicesDocs = docs.customer('The caller’s invoices');
  app.get('/customer/invoices', { schema: invoicesDocs, preHandler: auth }, async (request) =>
    ok<InvoiceSummary[]>(await service.listInvoices(signedIn(request))),
  );

  app.get(
    '/customer/invoices/:id/pdf',
    {
      schema: {
        ...docs.customer(
          'An invoice as PDF',
          'Answers with the file; another account’s invoice is not found.',
        ),
        params: invoiceParams,
      },
      config: { openapi: { fileTypes: ['application/pdf'] } },
      preHandler: auth,
    },
    async (request, reply) => {
      const { fileName, pdf } = await service.invoicePdf(signedIn(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );

  const billingDocs = docs.customer('The caller’s saved billing details');
  app.get('/customer/billing-address', { schema: billingDocs, preHandler: auth }, async (request) =>
    ok({ billing_address: await service.billingAddress(signedIn(request)) }),
  );

  app.put(
    '/customer/billing-address',
    {
      schema: { ...docs.customer('Save the caller’s billing details'), body: billingAddressRequest },
      preHandler: auth,
    },
    async (request) => {
      await service.saveBillingAddress(signedIn(request), request.body.billing_address);
      return ok({ billing_address: await service.billingAddress(signedIn(request)) }, [
        request.t('payment.billingAddressSaved'),
      ]);
    },
  );

  await app.register(viesRoutes, { db, tokens, vies });
  await app.register(stripeRoutes, { db, tokens, service, config, stripe });
  await app.register(braintreeRoutes, { db, tokens, service, config });
};

export type { TransactionRow };
