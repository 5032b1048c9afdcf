import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import {
  affiliateClick,
  discountCode,
  invoicingDetails,
  type NewTransactionReply,
  type StripePaymentIntentReply,
} from '../../../../shared/api/payment';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { requireCustomer } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { apiDocs } from '../../../http/openapi';
import { presentAgreement } from '../../agreement';
import type { CustomerRow, TokenService } from '../../customer';
import { findOrCreateProviderCustomer } from '../provider-customers';
import * as repo from '../repo';
import {
  NOT_PAID,
  type PaymentService,
  presentTransaction,
  statusMessageKey,
  type TransactionRow,
} from '../service';
import {
  type IntentState,
  idOf,
  intentOutcome,
  isSettlingEvent,
  presentCard,
  type StripeCard,
  stripeCurrency,
} from './stripe';

type Options = {
  db: Db;
  tokens: TokenService;
  service: PaymentService;
  config: AppConfig;
  /** The SDK's client for the configured account; undefined without Stripe's keys. */
  stripe: Stripe | undefined;
};

/** POST /transaction/stripe/get-token-for-new-payment-method: what Stripe.js needs to save a card. */
export type StripeSetupIntentReply = { client_secret: string; publishable_key: string };
/** The caller's saved cards (GET /customer/stripe-payment-methods and the calls that change them). */
export type StripePaymentMethodsReply = { payment_methods: StripeCard[] };

/** How old a webhook's signature may be: Stripe's own default, against replays of a captured request. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Stripe's object ids: a prefix and an underscore, then letters, digits (test mode: underscores, "pm_card_visa"). */
const stripeId = (prefix: string, message: string) =>
  z
    .string({ message })
    .trim()
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9_]{1,250}$`), { message });

/** What is being paid for (the API's `item_type`, `item_id`): premium agreements are the only items. */
const itemFields = {
  item_type: z.literal('agreement', { message: 'payment.itemNotFound' }),
  item_id: z.uuid({ message: 'payment.itemNotFound' }),
};

const createPaymentIntentRequest = z.strictObject({
  ...itemFields,
  user_data: z.strictObject({
    invoicing_details: invoicingDetails,
    discount_code: discountCode.optional(),
    idempotency_key: z
      .string({ message: 'payment.retry' })
      .trim()
      .min(8, { message: 'payment.retry' })
      .max(100, {
        message: 'payment.retry',
      }),
    /** The total the buyer was shown; a different server price charges nothing (payment.priceChanged). */
    amount: z.number({ message: 'payment.priceChanged' }).int().nonnegative().optional(),
    total_price_is_extra_difference: z.boolean({ message: 'payment.priceChanged' }).optional(),
    affiliate_click: affiliateClick.optional(),
  }),
});

const confirmPaymentRequest = z.strictObject({
  ...itemFields,
  payment_intent_id: stripeId('pi', 'payment.transactionNotFound'),
  // The checkout sends its form again (`user_data`); the transaction already holds what was bought, by whom.
  user_data: z.record(z.string(), z.unknown()).optional(),
});

const paymentMethodId = stripeId('pm', 'stripe.paymentMethodNotFound');
const setupTokenRequest = z.strictObject({});
const confirmSetupIntentRequest = z.strictObject({
  setup_intent_id: stripeId('seti', 'stripe.setupIntentNotFound'),
  payment_method_id: paymentMethodId,
});
const paymentMethodRequest = z.strictObject({ payment_method_id: paymentMethodId });

const docs = apiDocs('stripe');
const UNAVAILABLE = 'Without Stripe’s keys: `payment.providerUnavailable`.';

/** Documentation of the webhook body: Stripe's event, of which the payment intent's settle the transaction. */
const stripeEventBody = z.looseObject({
  id: z.string(),
  type: z.string(),
  data: z.looseObject({ object: z.looseObject({ id: z.string(), object: z.string() }) }),
});

/**
 * Stripe's calls (`/transaction/stripe/*`, `/customer/stripe-*`). The browser confirms a PaymentIntent
 * with Stripe.js; the signed webhook is the source of truth for its outcome, `confirm-payment` a fast
 * path that asks Stripe for the same answer. Either settles the transaction once (`service.settle`).
 * Saved cards live under the customer's Stripe customer (`payment_profiles`), created on first need.
 */
export const stripeRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, tokens, service, config, stripe },
) => {
  const auth = requireCustomer(db, tokens);
  const signedIn = (request: { customer: CustomerRow | null }) => request.customer as CustomerRow;
  const settings = config.stripe;

  function configured(): { stripe: Stripe; publishableKey: string } {
    if (!stripe || !settings) throw new AppError('validation_failed', 'payment.providerUnavailable');
    return { stripe, publishableKey: settings.publishableKey };
  }

  /**
   * Runs a Stripe call: an object Stripe does not know (404) becomes `notFound`; Stripe unreachable,
   * failing or refusing our key becomes a "try again later" for the buyer and an error in the log.
   */
  async function stripeCall<T>(
    log: FastifyBaseLogger,
    call: () => Promise<T>,
    notFound?: AppError,
  ): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (notFound && error instanceof Stripe.errors.StripeInvalidRequestError) throw notFound;
      log.error({ err: error }, 'Stripe call failed');
      throw new AppError('validation_failed', 'stripe.unreachable');
    }
  }

  const profileOf = (customer: CustomerRow) => repo.providerCustomerId(db, customer.id, 'stripe');

  /** The caller's Stripe customer, created on first need (keyed by the account, so racing requests make one). */
  function ensureProfile(client: Stripe, log: FastifyBaseLogger, customer: CustomerRow): Promise<string> {
    return findOrCreateProviderCustomer(db, customer, 'stripe', async () => {
      const created = await stripeCall(log, () =>
        client.customers.create(
          { email: customer.email, metadata: { customer_id: customer.id } },
          { idempotencyKey: `customer-${customer.id}` },
        ),
      );
      return created.id;
    });
  }

  async function listCards(
    client: Stripe,
    log: FastifyBaseLogger,
    stripeCustomer: string | null,
  ): Promise<StripeCard[]> {
    if (!stripeCustomer) return [];
    const [customer, methods] = await stripeCall(log, () =>
      Promise.all([
        client.customers.retrieve(stripeCustomer),
        client.paymentMethods.list({ customer: stripeCustomer, type: 'card', limit: 100 }),
      ]),
    );
    if ('deleted' in customer && customer.deleted) return [];
    const defaultId = idOf((customer as Stripe.Customer).invoice_settings?.default_payment_method);
    return methods.data.map((method) => presentCard(method, defaultId));
  }

  /** A card of the caller's Stripe customer; anyone else's is as unknown as a missing one. */
  async function ownPaymentMethod(client: Stripe, log: FastifyBaseLogger, customer: CustomerRow, id: string) {
    const notFound = new AppError('not_found', 'stripe.paymentMethodNotFound');
    const stripeCustomer = await profileOf(customer);
    if (!stripeCustomer) throw notFound;
    const method = await stripeCall(log, () => client.paymentMethods.retrieve(id), notFound);
    if (idOf(method.customer) !== stripeCustomer) throw notFound;
    return { method, stripeCustomer };
  }

  /**
   * Records what a PaymentIntent says about its transaction. A refused attempt leaves a Stripe
   * intent open for another card; it is cancelled, so that nothing can be collected for a
   * transaction already closed (the checkout starts a new transaction for the next attempt).
   */
  async function applyIntent(
    client: Stripe,
    log: FastifyBaseLogger,
    transaction: TransactionRow,
    intent: IntentState,
  ): Promise<TransactionRow | null> {
    const outcome = intentOutcome(intent, transaction);
    if (!outcome || outcome.status === transaction.status) return null;
    // Money collected for a checkout already closed or an agreement already paid is refunded by
    // `settle`; null when the webhook and confirm-payment raced to the same answer.
    const settled = await service.settle(transaction.id, outcome);
    if (!settled) return null;
    if (settled.status === 'rejected' && settled.gatewayCode === 'validationError')
      log.error(
        { transaction: transaction.id, intent: intent.id },
        'Stripe payment does not match its transaction',
      );
    if (settled.status === 'rejected' && intent.status === 'requires_payment_method')
      await cancelQuietly(client, log, intent.id);
    return settled;
  }

  /** Cancels an intent nobody may pay any more; Stripe refusing (already final) is only logged. */
  async function cancelQuietly(client: Stripe, log: FastifyBaseLogger, intentId: string): Promise<void> {
    try {
      await client.paymentIntents.cancel(intentId, { cancellation_reason: 'abandoned' });
    } catch (error) {
      log.warn({ err: error, intent: intentId }, 'Stripe payment intent not cancelled');
    }
  }

  function declined(transaction: TransactionRow, data: unknown): AppError {
    const messageKey = statusMessageKey(transaction.status, transaction.gatewayCode);
    return new AppError('payment_declined', messageKey, { supportEmail: config.supportEmail }, {}, 200, data);
  }

  app.post(
    '/transaction/stripe/create-payment-intent',
    {
      schema: {
        ...docs.customer(
          'Start paying for a premium agreement with Stripe',
          `Opens the transaction (once per idempotency key) and answers the PaymentIntent’s client secret for Stripe.js. Another account’s agreement answers \`forbidden: true\`. ${UNAVAILABLE}`,
        ),
        body: createPaymentIntentRequest,
      },
      preHandler: auth,
    },
    async (request) => {
      const { stripe: client, publishableKey } = configured();
      const customer = signedIn(request);
      const { item_id: agreementId, user_data: input } = request.body;
      const { transaction, created } = await service.open(customer, {
        agreementId,
        processor: 'stripe',
        idempotencyKey: input.idempotency_key,
        invoicing: input.invoicing_details,
        discountCode: input.discount_code || undefined,
        amount: input.amount,
        totalPriceIsExtraDifference: input.total_price_is_extra_difference,
        affiliateClick: input.affiliate_click,
      });
      // The key of an earlier checkout of another kind or agreement: this request is not that one.
      if (transaction.processor !== 'stripe' || transaction.agreementId !== agreementId)
        throw new AppError('validation_failed', 'payment.retry');
      if (NOT_PAID.includes(transaction.status))
        throw declined(transaction, { transaction: presentTransaction(transaction) });

      let intent: Stripe.PaymentIntent;
      let current: TransactionRow;
      if (transaction.providerReference) {
        const reference = transaction.providerReference;
        intent = await stripeCall(request.log, () => client.paymentIntents.retrieve(reference));
        current = await service.ownTransaction(customer, transaction.id);
      } else {
        try {
          const stripeCustomer = await ensureProfile(client, request.log, customer);
          // Keyed by the transaction: a retry, or a double submit racing this one, gets the same intent.
          intent = await client.paymentIntents.create(
            {
              amount: transaction.amount,
              currency: stripeCurrency(transaction.currency),
              customer: stripeCustomer,
              allowed_payment_method_types: ['card'],
              description: `${config.appName} premium ${agreementId}`,
              metadata: { transaction_id: transaction.id, agreement_id: agreementId },
            },
            { idempotencyKey: transaction.id },
          );
        } catch (error) {
          request.log.error({ err: error, transaction: transaction.id }, 'Stripe payment intent not created');
          if (!created) throw new AppError('validation_failed', 'stripe.unreachable');
          // No intent reached the browser, so nothing can be collected: the checkout failed, its discount is free again.
          const failed =
            (await service.settle(transaction.id, { status: 'failed', gatewayCode: null, reference: '' })) ??
            (await service.ownTransaction(customer, transaction.id));
          throw declined(failed, { transaction: presentTransaction(failed) });
        }
        current = await service.recordReference(transaction.id, intent.id);
      }
      if (!intent.client_secret)
        throw new Error(`Stripe payment intent ${intent.id} came without a client secret`);
      // The checkout ended while its intent was being created (a newer checkout replaced it, or a
      // double submit's first request failed): the intent must never be paid, so no tab gets it.
      if (NOT_PAID.includes(current.status)) {
        await cancelQuietly(client, request.log, intent.id);
        throw declined(current, { transaction: presentTransaction(current) });
      }
      return ok<StripePaymentIntentReply>({
        client_secret: intent.client_secret,
        publishable_key: publishableKey,
        transaction: presentTransaction(current),
      });
    },
  );

  app.post(
    '/transaction/stripe/confirm-payment',
    {
      schema: {
        ...docs.customer(
          'Settle a Stripe payment after Stripe.js confirmed it',
          `Asks Stripe for the PaymentIntent’s outcome (the webhook may have settled it first). Another account’s payment is not found. ${UNAVAILABLE}`,
        ),
        body: confirmPaymentRequest,
      },
      preHandler: auth,
    },
    async (request) => {
      const { stripe: client } = configured();
      const customer = signedIn(request);
      const { item_id: agreementId, payment_intent_id: intentId } = request.body;
      const notFound = new AppError('not_found', 'payment.transactionNotFound');
      const transaction = await service.findByReference('stripe', intentId);
      if (!transaction || transaction.customerId !== customer.id || transaction.agreementId !== agreementId)
        throw notFound;
      const intent = await stripeCall(request.log, () => client.paymentIntents.retrieve(intentId), notFound);
      if (
        idOf(intent.customer) !== (await profileOf(customer)) ||
        intent.metadata.transaction_id !== transaction.id
      )
        throw notFound;
      // The webhook may have settled it first: then this reports the row as it is.
      const current =
        (await applyIntent(client, request.log, transaction, intent)) ??
        (await service.ownTransaction(customer, transaction.id));
      const data: NewTransactionReply = {
        transaction: presentTransaction(current),
        agreement: presentAgreement(await service.currentAgreement(current)),
      };
      if (NOT_PAID.includes(current.status)) throw declined(current, data);
      return ok(data, [
        request.t(statusMessageKey(current.status, current.gatewayCode), {
          supportEmail: config.supportEmail,
        }),
      ]);
    },
  );

  app.post(
    '/transaction/stripe/get-token-for-new-payment-method',
    {
      schema: {
        ...docs.customer('Start saving a card with Stripe (a SetupIntent)', UNAVAILABLE),
        body: setupTokenRequest,
      },
      preHandler: auth,
    },
    async (request) => {
      const { stripe: client, publishableKey } = configured();
      const stripeCustomer = await ensureProfile(client, request.log, signedIn(request));
      const setup = await stripeCall(request.log, () =>
        client.setupIntents.create({
          customer: stripeCustomer,
          allowed_payment_method_types: ['card'],
          usage: 'off_session',
        }),
      );
      if (!setup.client_secret)
        throw new Error(`Stripe setup intent ${setup.id} came without a client secret`);
      return ok<StripeSetupIntentReply>({
        client_secret: setup.client_secret,
        publishable_key: publishableKey,
      });
    },
  );

  app.post(
    '/transaction/stripe/confirm-setup-intent',
    {
      schema: {
        ...docs.customer(
          'Keep the card a confirmed SetupIntent saved',
          `Another customer’s SetupIntent is not found. ${UNAVAILABLE}`,
        ),
        body: confirmSetupIntentRequest,
      },
      preHandler: auth,
    },
    async (request) => {
      const { stripe: client } = configured();
      const { setup_intent_id: setupId, payment_method_id: methodId } = request.body;
      const notFound = new AppError('not_found', 'stripe.setupIntentNotFound');
      const stripeCustomer = await profileOf(signedIn(request));
      if (!stripeCustomer) throw notFound;
      const setup = await stripeCall(request.log, () => client.setupIntents.retrieve(setupId), notFound);
      if (idOf(setup.customer) !== stripeCustomer) throw notFound;
      if (setup.status !== 'succeeded') throw new AppError('validation_failed', 'stripe.setupNotConfirmed');
      if (idOf(setup.payment_method) !== methodId)
        throw new AppError('not_found', 'stripe.paymentMethodNotFound');
      const cards = await listCards(client, request.log, stripeCustomer);
      // The first card saved is the one to use by default.
      if (!cards.some((card) => card.is_default)) {
        await stripeCall(request.log, () =>
          client.customers.update(stripeCustomer, { invoice_settings: { default_payment_method: methodId } }),
        );
      }
      return ok<StripePaymentMethodsReply>(
        { payment_methods: await listCards(client, request.log, stripeCustomer) },
        [request.t('stripe.cardSaved')],
      );
    },
  );

  app.post(
    '/transaction/stripe/attach-payment-method',
    {
      schema: {
        ...docs.customer(
          'Save a card created with Stripe.js',
          `A card saved for someone else is not found. ${UNAVAILABLE}`,
        ),
        body: paymentMethodRequest,
      },
      preHandler: auth,
    },
    async (request) => {
      const { stripe: client } = configured();
      const methodId = request.body.payment_method_id;
      const stripeCustomer = await ensureProfile(client, request.log, signedIn(request));
      // A card Stripe does not know, or one already saved for someone else, is refused alike.
      await stripeCall(
        request.log,
        () => client.paymentMethods.attach(methodId, { customer: stripeCustomer }),
        new AppError('not_found', 'stripe.paymentMethodNotFound'),
      );
      return ok<StripePaymentMethodsReply>(
        { payment_methods: await listCards(client, request.log, stripeCustomer) },
        [request.t('stripe.cardSaved')],
      );
    },
  );

  const cardsDocs = docs.customer('The caller’s saved Stripe cards', UNAVAILABLE);
  app.get('/customer/stripe-payment-methods', { schema: cardsDocs, preHandler: auth }, async (request) => {
    const { stripe: client } = configured();
    const stripeCustomer = await profileOf(signedIn(request));
    return ok<StripePaymentMethodsReply>({
      payment_methods: await listCards(client, request.log, stripeCustomer),
    });
  });

  app.put(
    '/customer/stripe-set-default-payment-method',
    {
      schema: {
        ...docs.customer(
          'Make a saved card the default one',
          `Another customer’s card is not found. ${UNAVAILABLE}`,
        ),
        body: paymentMethodRequest,
      },
      preHandler: auth,
    },
    async (request) => {
      const { stripe: client } = configured();
      const methodId = request.body.payment_method_id;
      const { stripeCustomer } = await ownPaymentMethod(client, request.log, signedIn(request), methodId);
      await stripeCall(request.log, () =>
        client.customers.update(stripeCustomer, { invoice_settings: { default_payment_method: methodId } }),
      );
      return ok<StripePaymentMethodsReply>(
        { payment_methods: await listCards(client, request.log, stripeCustomer) },
        [request.t('stripe.defaultCardSet')],
      );
    },
  );

  // Stripe signs the exact bytes it sent, so this call reads its body raw (its own JSON parser, in
  // a scope of its own); Stripe's servers have no session and are not rate limited per address.
  await app.register(async (webhooks) => {
    webhooks.removeContentTypeParser('application/json');
    webhooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    webhooks.post(
      '/webhooks/stripe',
      {
        config: { rateLimit: false, openapi: { body: stripeEventBody } },
        schema: {
          ...apiDocs('webhooks').signedWebhook(
            'Stripe’s events',
            'Stripe signs the raw body (Stripe-Signature, at most 5 minutes old). Payment intent events settle their transaction once; other events are acknowledged. Not rate limited, no session.',
          ),
        },
      },
      async (request, reply) => {
        if (!stripe || !settings) return reply.code(400).send({ error: 'Stripe is not configured' });
        const signature = request.headers['stripe-signature'];
        if (!Buffer.isBuffer(request.body) || typeof signature !== 'string')
          return reply.code(400).send({ error: 'A signed JSON body is required' });
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(
            request.body,
            signature,
            settings.webhookSecret,
            WEBHOOK_TOLERANCE_SECONDS,
          );
        } catch (error) {
          request.log.warn({ err: error }, 'Stripe webhook refused: bad signature');
          return reply.code(400).send({ error: 'Invalid signature' });
        }
        if (!isSettlingEvent(event.type)) return { received: true };
        const intent = event.data.object as Stripe.PaymentIntent;
        const transaction =
          intent.object === 'payment_intent' ? await service.findByReference('stripe', intent.id) : undefined;
        if (!transaction) {
          request.log.info(
            { event: event.id, type: event.type, intent: intent.id },
            'Stripe webhook for an unknown payment ignored',
          );
          return { received: true };
        }
        await applyIntent(stripe, request.log, transaction, intent);
        return { received: true };
      },
    );
  });
};
