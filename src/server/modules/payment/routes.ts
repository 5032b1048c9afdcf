import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agreementIdParams } from '../../../shared/api/agreement';
import {
  type CostsReply,
  costsRequest,
  type NewTransactionReply,
  newTransactionRequest,
  type TransactionSummary,
} from '../../../shared/api/payment';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { requireCustomer } from '../../http/auth';
import { ok } from '../../http/envelope';
import { presentAgreement } from '../agreement/presenter';
import type { CustomerRow } from '../customer/repo';
import type { TokenService } from '../customer/tokens';
import { type PaymentService, statusMessageKey, type TransactionRow } from './service';
import { countryFromHeader } from './vat';

type Options = { db: Db; tokens: TokenService; service: PaymentService };

const presentTransaction = (row: TransactionRow): TransactionSummary => ({
  id: row.id,
  agreement_id: row.agreementId ?? '',
  status: row.status,
  gateway_code: row.gatewayCode,
  amount: row.amount,
  currency: row.currency,
  created_at: row.createdAt.toISOString(),
});

/** The payment calls of spec §7 (issue 8): costs and transactions. Rules live in the service. */
export const paymentRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, tokens, service }) => {
  const auth = requireCustomer(db, tokens);
  const signedIn = (request: { customer: CustomerRow | null }) => request.customer as CustomerRow;

  app.post(
    '/agreement/costs/:id',
    { schema: { params: agreementIdParams, body: costsRequest }, preHandler: auth },
    async (request) => {
      // The billing country once given; before that, where the visitor is (CF-IPCountry).
      const country = request.body.country ?? countryFromHeader(request.headers['cf-ipcountry']);
      return ok<CostsReply>(await service.costs(signedIn(request), request.params.id, country));
    },
  );

  app.post(
    '/transaction/new',
    { schema: { body: newTransactionRequest }, preHandler: auth },
    async (request) => {
      const { agreement_id, idempotency_key, invoicing_details, card } = request.body;
      const { transaction, agreement } = await service.pay(signedIn(request), {
        agreementId: agreement_id,
        idempotencyKey: idempotency_key,
        invoicing: invoicing_details,
        card,
      });
      const data: NewTransactionReply = {
        transaction: presentTransaction(transaction),
        agreement: presentAgreement(agreement),
      };
      const messageKey = statusMessageKey(transaction.status, transaction.gatewayCode);
      // A refusal is an answer, not a fault: the envelope fails with the bank's reason and the transaction.
      if (['rejected', 'cancelled', 'failed'].includes(transaction.status))
        throw new AppError('payment_declined', messageKey, {}, {}, 200, data);
      return ok(data, [request.t(messageKey)]);
    },
  );
};
