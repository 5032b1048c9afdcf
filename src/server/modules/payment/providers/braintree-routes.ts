import type braintree from 'braintree';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { strongAuthenticationRequired } from '../../../../shared/countries/eea';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { requireCustomer } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { apiDocs } from '../../../http/openapi';
import type { CustomerRow, TokenService } from '../../customer';
import { findOrCreateProviderCustomer } from '../provider-customers';
import * as repo from '../repo';
import { type PaymentService, statusMessageKey } from '../service';
import { countryFromHeader } from '../vat';
import { createBraintreeGateway, outcomeOf } from './braintree';

type Options = { db: Db; tokens: TokenService; service: PaymentService; config: AppConfig };

/** POST /transaction/braintree/agreement-new-token */
const agreementTokenRequest = z.strictObject({ agreement_id: z.uuid({ message: 'agreement.notFound' }) });

/** POST /transaction/braintree/new-token: the product sells agreements; privacy consents are not for sale here. */
const itemTokenRequest = z.discriminatedUnion(
  'item_type',
  [
    z.strictObject({ item_type: z.literal('agreement'), item_id: z.uuid({ message: 'agreement.notFound' }) }),
    z.strictObject({
      item_type: z.literal('privacy_consent'),
      item_id: z.string({ message: 'payment.itemNotFound' }).max(100, { message: 'payment.itemNotFound' }),
    }),
  ],
  { message: 'payment.itemNotFound' },
);

const privacyConsentTokenRequest = z.strictObject({
  privacy_consent_id: z
    .string({ message: 'payment.itemNotFound' })
    .max(100, { message: 'payment.itemNotFound' }),
});

const newPaymentMethodRequest = z.strictObject({
  payment_method_nonce: z.string({ message: 'payment.methodRequired' }).trim().min(1).max(200),
});

/** Braintree's tokens are letters, digits, - and _ (the SDK refuses anything else before asking). */
const setDefaultRequest = z.strictObject({
  token: z
    .string({ message: 'braintree.methodNotFound' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'braintree.methodNotFound' }),
});

export type BraintreeClientTokenReply = { client_token: string };

/** A method saved in the caller's Braintree vault (GET /customer/braintree-payment-methods). */
export type BraintreePaymentMethod = {
  token: string;
  kind: 'card' | 'paypal' | 'other';
  card_type: string | null;
  last4: string | null;
  /** MM/YYYY, cards only. */
  expiration: string | null;
  expired: boolean;
  /** PayPal accounts. */
  email: string | null;
  image_url: string | null;
  is_default: boolean;
};

export type BraintreePaymentMethodsReply = { payment_methods: BraintreePaymentMethod[] };

const docs = apiDocs('braintree');
const UNAVAILABLE = 'Without Braintree’s keys: `payment.providerUnavailable`.';

/** Braintree's answer when a customer id is taken: ours is, by the first of two racing requests. */
const CUSTOMER_ID_TAKEN = '91609';

type VaultedMethod = {
  token?: string;
  default?: boolean;
  cardType?: string;
  last4?: string;
  expirationMonth?: string;
  expirationYear?: string;
  expired?: boolean;
  email?: string;
  imageUrl?: string;
  customerId?: string;
};

export function presentPaymentMethod(method: VaultedMethod): BraintreePaymentMethod {
  const card = typeof method.last4 === 'string' && typeof method.cardType === 'string';
  return {
    token: method.token ?? '',
    kind: card ? 'card' : method.email ? 'paypal' : 'other',
    card_type: card ? (method.cardType ?? null) : null,
    last4: card ? (method.last4 ?? null) : null,
    expiration:
      card && method.expirationMonth && method.expirationYear
        ? `${method.expirationMonth.padStart(2, '0')}/${method.expirationYear}`
        : null,
    expired: method.expired === true,
    email: method.email ?? null,
    image_url: method.imageUrl ?? null,
    is_default: method.default === true,
  };
}

/**
 * Braintree's calls (`/transaction/braintree/*`, `/customer/braintree-*`): client tokens for its
 * drop-in, the caller's vaulted payment methods, and whether the bank will ask for 3-D Secure. The
 * sale itself is POST /transaction/new with processor "braintree" (routes.ts, the charger in braintree.ts).
 * Without Braintree's keys every Braintree call answers that the method is not available.
 */
export const braintreeRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, tokens, service, config },
) => {
  const auth = requireCustomer(db, tokens);
  const gateway = config.braintree ? createBraintreeGateway(config.braintree) : undefined;
  const signedIn = (request: { customer: CustomerRow | null }) => request.customer as CustomerRow;

  function braintreeGateway(): braintree.BraintreeGateway {
    if (!gateway) throw new AppError('validation_failed', 'payment.providerUnavailable');
    return gateway;
  }
  /** After the session check, so a visitor still learns to log in first. */
  const preHandler = [
    auth,
    async () => {
      braintreeGateway();
    },
  ];

  /** Braintree unreachable or answering nonsense: the buyer can still choose another method. */
  async function atBraintree<T>(log: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      log.error({ err: error }, 'Braintree call failed');
      throw new AppError('validation_failed', 'payment.providerUnavailable');
    }
  }

  async function savedCustomerId(customer: CustomerRow): Promise<string | undefined> {
    return (await repo.providerCustomerId(db, customer.id, 'braintree')) ?? undefined;
  }

  /**
   * The caller's customer in Braintree's vault, created on first use. Its id is the account's own
   * id, so two requests racing to create it end with the same one.
   */
  function vaultCustomerId(customer: CustomerRow): Promise<string> {
    return findOrCreateProviderCustomer(db, customer, 'braintree', async () => {
      const result = await braintreeGateway().customer.create({ id: customer.id, email: customer.email });
      if (!result.success && !result.errors.deepErrors().some((error) => error.code === CUSTOMER_ID_TAKEN))
        throw new Error(`Braintree customer not created: ${result.message}`);
      return customer.id;
    });
  }

  /** A client token for the drop-in; with the caller's vault when there is one, so saved methods show. */
  async function clientToken(customerId: string | undefined): Promise<BraintreeClientTokenReply> {
    const result = await braintreeGateway().clientToken.generate(customerId ? { customerId } : {});
    if (!result.success) throw new Error(`Braintree client token refused: ${result.message}`);
    return { client_token: result.clientToken };
  }

  async function agreementToken(request: FastifyRequest, agreementId: string) {
    const customer = signedIn(request);
    await service.requirePayable(customer, agreementId);
    const vault = await savedCustomerId(customer);
    return ok<BraintreeClientTokenReply>(await atBraintree(request.log, () => clientToken(vault)));
  }

  async function vaultedMethods(customerId: string | undefined): Promise<BraintreePaymentMethod[]> {
    if (!customerId) return [];
    try {
      const found = await braintreeGateway().customer.find(customerId);
      return ((found.paymentMethods ?? []) as VaultedMethod[]).map(presentPaymentMethod);
    } catch (error) {
      // A vault emptied at Braintree (a sandbox reset) holds nothing rather than failing the page.
      if ((error as { type?: string }).type === 'notFoundError') return [];
      throw error;
    }
  }

  app.post(
    '/transaction/braintree/agreement-new-token',
    {
      schema: {
        ...docs.customer(
          'A drop-in client token to pay for an agreement',
          `Only for the caller’s own unpaid premium agreement (\`forbidden: true\` for another account’s). ${UNAVAILABLE}`,
        ),
        body: agreementTokenRequest,
      },
      preHandler,
    },
    async (request) => agreementToken(request, request.body.agreement_id),
  );

  app.post(
    '/transaction/braintree/new-token',
    {
      schema: {
        ...docs.customer(
          'A drop-in client token for an item',
          `Agreements are the only items sold. ${UNAVAILABLE}`,
        ),
        body: itemTokenRequest,
      },
      preHandler,
    },
    async (request) => {
      const body = request.body;
      if (body.item_type !== 'agreement') throw new AppError('not_found', 'payment.itemNotFound');
      return agreementToken(request, body.item_id);
    },
  );

  app.post(
    '/transaction/braintree/privacy-consent-new-token',
    {
      schema: {
        ...docs.customer('A drop-in client token for a privacy consent', 'Not sold here: always not found.'),
        body: privacyConsentTokenRequest,
      },
      preHandler,
    },
    async () => {
      throw new AppError('not_found', 'payment.itemNotFound');
    },
  );

  const newMethodTokenDocs = docs.customer(
    'A drop-in client token to save a payment method',
    `Creates the caller’s vault on first use. ${UNAVAILABLE}`,
  );
  app.post(
    '/transaction/braintree/new-payment-method-new-token',
    { schema: newMethodTokenDocs, preHandler },
    async (request) => {
      const customer = signedIn(request);
      return ok<BraintreeClientTokenReply>(
        await atBraintree(request.log, async () => clientToken(await vaultCustomerId(customer))),
      );
    },
  );

  app.post(
    '/transaction/braintree/create-new-payment-method',
    {
      schema: {
        ...docs.customer(
          'Save a payment method from a drop-in nonce',
          `The bank verifies a card first; a refusal is \`payment_declined\`. ${UNAVAILABLE}`,
        ),
        body: newPaymentMethodRequest,
      },
      preHandler,
    },
    async (request) => {
      const customer = signedIn(request);
      const result = await atBraintree(request.log, async () =>
        braintreeGateway().paymentMethod.create({
          customerId: await vaultCustomerId(customer),
          paymentMethodNonce: request.body.payment_method_nonce,
          // The bank confirms the card now, so a card that cannot pay is not saved.
          options: { verifyCard: true },
        }),
      );
      if (!result.success) {
        const verification = (result as { verification?: Parameters<typeof outcomeOf>[0] }).verification;
        if (verification) {
          const outcome = outcomeOf(verification);
          throw new AppError('payment_declined', statusMessageKey(outcome.status, outcome.gatewayCode), {
            supportEmail: config.supportEmail,
          });
        }
        request.log.warn(
          { codes: result.errors.deepErrors().map((error) => error.code) },
          'Braintree refused a nonce',
        );
        throw new AppError(
          'validation_failed',
          'payment.methodRequired',
          {},
          {
            payment_method_nonce: { key: 'payment.methodRequired' },
          },
        );
      }
      const methods = await atBraintree(request.log, async () =>
        vaultedMethods(await savedCustomerId(customer)),
      );
      return ok<BraintreePaymentMethodsReply & { payment_method: BraintreePaymentMethod }>(
        {
          payment_method: presentPaymentMethod(result.paymentMethod as VaultedMethod),
          payment_methods: methods,
        },
        [request.t('braintree.methodSaved')],
      );
    },
  );

  const methodsDocs = docs.customer('The caller’s saved Braintree payment methods', UNAVAILABLE);
  app.get('/customer/braintree-payment-methods', { schema: methodsDocs, preHandler }, async (request) => {
    const customerId = await savedCustomerId(signedIn(request));
    return ok<BraintreePaymentMethodsReply>({
      payment_methods: await atBraintree(request.log, () => vaultedMethods(customerId)),
    });
  });

  app.put(
    '/customer/braintree-set-default-payment-method',
    {
      schema: {
        ...docs.customer(
          'Make a saved payment method the default one',
          `Another customer’s method is not found. ${UNAVAILABLE}`,
        ),
        body: setDefaultRequest,
      },
      preHandler,
    },
    async (request) => {
      const customerId = await savedCustomerId(signedIn(request));
      const { token } = request.body;
      const notFound = new AppError('not_found', 'braintree.methodNotFound');
      if (!customerId) throw notFound;
      const methods = await atBraintree(request.log, async () => {
        const method = (await braintreeGateway()
          .paymentMethod.find(token)
          .catch((error: { type?: string }) => {
            if (error.type === 'notFoundError') return undefined;
            throw error;
          })) as VaultedMethod | undefined;
        // Another customer's token is as unknown as a missing one.
        if (!method || method.customerId !== customerId) throw notFound;
        const result = await braintreeGateway().paymentMethod.update(token, {
          options: { makeDefault: true },
        });
        if (!result.success) throw new Error(`Braintree default method not changed: ${result.message}`);
        return vaultedMethods(customerId);
      });
      return ok<BraintreePaymentMethodsReply>({ payment_methods: methods }, [
        request.t('braintree.defaultMethodSet'),
      ]);
    },
  );

  /**
   * Whether the bank will ask this buyer for 3-D Secure: cardholders in the EEA and the UK (strong
   * customer authentication), by the billing country, or where the visitor is until it is known. Sales to
   * them require it (the charger's threeDSecure.required), so the drop-in must run it first.
   */
  const secureDocs = docs.customer(
    'Whether the bank will ask the caller for 3-D Secure',
    'Cardholders in the EEA and the UK, by the billing country or, before it is known, CF-IPCountry.',
  );
  app.get('/transaction/user-3d-secure', { schema: secureDocs, preHandler: auth }, async (request) => {
    const address = await service.billingAddress(signedIn(request));
    const country = address?.country ?? countryFromHeader(request.headers['cf-ipcountry']);
    return ok<{ required: boolean }>({ required: strongAuthenticationRequired(country) });
  });
};
