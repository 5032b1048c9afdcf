import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the parts of Stripe's HTTP API the Stripe adapter uses, spoken the way Stripe
 * speaks it: form-encoded requests with bracket notation (`metadata[transaction_id]=…`,
 * `payment_method_types[0]=card`), JSON replies, `{error: {type, code, decline_code, message}}`
 * failures with Stripe's HTTP statuses (400, 401, 402 for card errors, 404), and idempotency keys
 * (the same key with the same parameters replays the first reply; other parameters are refused).
 * Point the SDK at `url` (STRIPE_API_URL); requests need `Authorization: Bearer <secretKey>`.
 *
 * Endpoints: POST/GET /v1/customers[/:id], GET /v1/customers/:id/payment_methods,
 * POST /v1/payment_intents, GET /v1/payment_intents/:id, POST /v1/payment_intents/:id/confirm and
 * /cancel, POST /v1/setup_intents, GET /v1/setup_intents/:id, POST /v1/setup_intents/:id/confirm,
 * POST /v1/payment_methods, GET /v1/payment_methods[?customer=&type=card], GET /v1/payment_methods/:id,
 * POST /v1/payment_methods/:id/attach, POST /v1/refunds (a succeeded payment intent, once).
 *
 * Confirming is what Stripe.js does in the browser; tests do it through the SDK with Stripe's own
 * test payment methods (`payment_method` of the confirm call), each reproducing one outcome:
 *   pm_card_visa, pm_card_mastercard                 succeeded
 *   pm_card_visa_chargeDeclinedInsufficientFunds     402 card_declined / insufficient_funds
 *   pm_card_chargeDeclined                           402 card_declined / generic_decline
 *   pm_card_chargeDeclinedFraudulent                 402 card_declined / fraudulent
 *   pm_card_chargeDeclinedExpiredCard                402 expired_card
 *   pm_card_chargeDeclinedIncorrectCvc               402 incorrect_cvc
 *   pm_card_chargeDeclinedProcessingError            402 processing_error
 *   pm_card_authenticationRequired                   requires_action (3-D Secure; see `completeAction`)
 *   pm_fake_processing                               processing (the fake's own: a bank debit still
 *                                                    clearing; see `finishProcessing`)
 * Card tokens for POST /v1/payment_methods: tok_visa, tok_mastercard, tok_amex; the same names
 * resolve a previously created `pm_…` by its card.
 */

type StripeObject = Record<string, unknown> & { id: string };
type Outcome =
  | { kind: 'succeeded' }
  | { kind: 'declined'; code: string; declineCode?: string; message: string }
  | { kind: 'requires_action' }
  | { kind: 'processing' };

type Card = { brand: string; last4: string; exp_month: number; exp_year: number; country: string };

const CARDS: Record<string, Card> = {
  visa: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, country: 'US' },
  mastercard: { brand: 'mastercard', last4: '4444', exp_month: 8, exp_year: 2033, country: 'DE' },
  amex: { brand: 'amex', last4: '8431', exp_month: 3, exp_year: 2032, country: 'US' },
};

/** Stripe's test payment methods (and the fake's own processing one) and the outcome of confirming with each. */
export const STRIPE_TEST_METHODS: Record<string, { card: keyof typeof CARDS; outcome: Outcome }> = {
  pm_card_visa: { card: 'visa', outcome: { kind: 'succeeded' } },
  pm_card_mastercard: { card: 'mastercard', outcome: { kind: 'succeeded' } },
  pm_card_visa_chargeDeclinedInsufficientFunds: {
    card: 'visa',
    outcome: {
      kind: 'declined',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
  pm_card_chargeDeclined: {
    card: 'visa',
    outcome: {
      kind: 'declined',
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    },
  },
  pm_card_chargeDeclinedFraudulent: {
    card: 'visa',
    outcome: {
      kind: 'declined',
      code: 'card_declined',
      declineCode: 'fraudulent',
      message: 'Your card was declined.',
    },
  },
  pm_card_chargeDeclinedExpiredCard: {
    card: 'visa',
    outcome: {
      kind: 'declined',
      code: 'expired_card',
      declineCode: 'expired_card',
      message: 'Your card has expired.',
    },
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    card: 'visa',
    outcome: { kind: 'declined', code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  },
  pm_card_chargeDeclinedProcessingError: {
    card: 'visa',
    outcome: {
      kind: 'declined',
      code: 'processing_error',
      message: 'An error occurred while processing your card. Try again in a little bit.',
    },
  },
  pm_card_authenticationRequired: { card: 'visa', outcome: { kind: 'requires_action' } },
  pm_fake_processing: { card: 'visa', outcome: { kind: 'processing' } },
};

export type StripeFakeRequest = {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey: string | undefined;
};

export type StripeFake = {
  url: string;
  secretKey: string;
  /** Every authenticated request, in order (parameters decoded). */
  requests: StripeFakeRequest[];
  paymentIntent(id: string): StripeObject | undefined;
  /** Every PaymentIntent created, oldest first. */
  paymentIntents(): StripeObject[];
  customer(id: string): StripeObject | undefined;
  /** Every refund made, oldest first. */
  refunds(): StripeObject[];
  paymentMethod(id: string): StripeObject | undefined;
  /** The bank's answer to a 3-D Secure challenge of an intent in `requires_action`. */
  completeAction(intentId: string, authenticated: boolean): StripeObject;
  /** A `processing` payment clears (succeeded) or bounces (requires_payment_method with an error). */
  finishProcessing(intentId: string, cleared: boolean): StripeObject;
  /** The next request matching `path` (a prefix of the URL path) is refused with this status and error. */
  failNext(path: string, status: number, error: Record<string, unknown>): void;
  /**
   * The next `method` request to exactly `path` waits before it is handled, so a test can put
   * other requests in between: `reached` resolves when it has arrived, `release()` lets it go on.
   */
  holdNext(method: string, path: string): { reached: Promise<void>; release(): void };
  /** A webhook event as Stripe sends it, carrying a snapshot of the intent as it is now. */
  event(type: string, intentId: string): string;
  close(): Promise<void>;
};

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {
    super(String(error.message));
  }
}

const missing = (kind: string, id: string, param = 'id') =>
  new StripeHttpError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });
const invalid = (message: string, param?: string, code?: string) =>
  new StripeHttpError(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });

/**
 * Decodes Stripe's form encoding: `a[b][c]=v` nests objects, `a[0]=x` (the SDK's indexed arrays)
 * and `a[]=x` make arrays. Values stay strings, as on the wire.
 */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) continue;
    const segments = [
      match[1] as string,
      ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] as string),
    ];
    let node: Record<string, unknown> = root;
    for (let index = 0; index < segments.length; index += 1) {
      const segment = segments[index] as string;
      const last = index === segments.length - 1;
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      if (last) node[key] = value;
      else {
        if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
        node = node[key] as Record<string, unknown>;
      }
    }
  }
  return toArrays(root) as Record<string, unknown>;
}

/** Objects whose keys are 0..n-1 become arrays. */
function toArrays(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, toArrays(v)] as const);
  const keys = entries.map(([k]) => k);
  if (keys.length > 0 && keys.every((k, i) => k === String(i))) return entries.map(([, v]) => v);
  return Object.fromEntries(entries);
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const clone = <T>(value: T): T => structuredClone(value);

export async function startStripeFake(options: { secretKey?: string } = {}): Promise<StripeFake> {
  const secretKey = options.secretKey ?? 'sk_test_fake_clausewright';
  const requests: StripeFakeRequest[] = [];
  const customers = new Map<string, StripeObject>();
  const paymentMethods = new Map<string, StripeObject>();
  const paymentIntents = new Map<string, StripeObject>();
  const setupIntents = new Map<string, StripeObject>();
  const refunds = new Map<string, StripeObject>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const failures: { path: string; status: number; error: Record<string, unknown> }[] = [];
  const holds: { method: string; path: string; arrived(): void; released: Promise<void> }[] = [];
  /** Which test method a created payment method came from: its confirm outcome. */
  const outcomes = new Map<string, Outcome>();

  function createPaymentMethod(cardName: keyof typeof CARDS, outcome: Outcome): StripeObject {
    const method: StripeObject = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      card: clone(CARDS[cardName]),
      customer: null,
      created: now(),
      livemode: false,
      metadata: {},
    };
    paymentMethods.set(method.id, method);
    outcomes.set(method.id, outcome);
    return method;
  }

  /** A test method name makes a new payment method (as Stripe does); an id must exist. */
  function resolvePaymentMethod(reference: unknown, param = 'payment_method'): StripeObject {
    if (typeof reference !== 'string' || reference === '')
      throw invalid('Missing required param: payment_method.', param);
    const test = STRIPE_TEST_METHODS[reference];
    if (test) return createPaymentMethod(test.card, test.outcome);
    const existing = paymentMethods.get(reference);
    if (!existing) throw missing('PaymentMethod', reference, param);
    return existing;
  }

  function findCustomer(id: unknown, param = 'customer'): StripeObject {
    const customer = typeof id === 'string' ? customers.get(id) : undefined;
    if (!customer) throw missing('customer', String(id), param);
    return customer;
  }

  function list(data: StripeObject[], url: string) {
    return { object: 'list', data, has_more: false, url };
  }

  function cardsOf(customerId: string) {
    return [...paymentMethods.values()].filter((method) => method.customer === customerId).reverse();
  }

  function decline(
    intent: StripeObject,
    method: StripeObject,
    outcome: Extract<Outcome, { kind: 'declined' }>,
  ) {
    const error = {
      type: 'card_error',
      code: outcome.code,
      ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
      message: outcome.message,
      payment_method: clone(method),
    };
    Object.assign(intent, {
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: error,
    });
    return new StripeHttpError(402, { ...error, payment_intent: clone(intent) });
  }

  function confirmIntent(intent: StripeObject, params: Record<string, unknown>) {
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation')
      throw invalid(
        `You cannot confirm this PaymentIntent because it has a status of ${String(intent.status)}.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    const method = resolvePaymentMethod(params.payment_method ?? intent.payment_method);
    if (method.customer && method.customer !== intent.customer)
      throw invalid('The provided PaymentMethod belongs to another customer.', 'payment_method');
    const outcome = outcomes.get(method.id) ?? { kind: 'succeeded' };
    if (outcome.kind === 'declined') throw decline(intent, method, outcome);
    Object.assign(intent, { payment_method: method.id, last_payment_error: null });
    if (outcome.kind === 'succeeded')
      Object.assign(intent, { status: 'succeeded', latest_charge: newId('ch') });
    else if (outcome.kind === 'processing') intent.status = 'processing';
    else
      Object.assign(intent, {
        status: 'requires_action',
        next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
      });
    return intent;
  }

  function route(method: string, path: string, params: Record<string, unknown>): unknown {
    const parts = path.split('/').filter(Boolean);
    if (parts[0] !== 'v1') throw missing('route', path);
    const [, resource, id, action] = parts;
    // API version 2026-10-28 (the SDK's) replaced it with allowed_payment_method_types.
    if ((resource === 'payment_intents' || resource === 'setup_intents') && 'payment_method_types' in params)
      throw invalid(
        'Received unknown parameter: payment_method_types',
        'payment_method_types',
        'parameter_unknown',
      );

    if (resource === 'customers') {
      if (method === 'POST' && !id) {
        const customer: StripeObject = {
          id: newId('cus'),
          object: 'customer',
          email: params.email ?? null,
          name: params.name ?? null,
          metadata: params.metadata ?? {},
          invoice_settings: { default_payment_method: null },
          created: now(),
          livemode: false,
        };
        customers.set(customer.id, customer);
        return customer;
      }
      const customer = findCustomer(id, 'id');
      if (method === 'GET' && !action) return customer;
      if (method === 'GET' && action === 'payment_methods')
        return list(cardsOf(customer.id), `/v1/customers/${customer.id}/payment_methods`);
      if (method === 'POST' && !action) {
        const settings = params.invoice_settings as { default_payment_method?: string } | undefined;
        const wanted = settings?.default_payment_method;
        if (wanted !== undefined) {
          const chosen = paymentMethods.get(wanted);
          if (wanted !== '' && (!chosen || chosen.customer !== customer.id))
            throw invalid(
              `The customer does not have a payment method with the ID ${wanted}. The payment method must be attached to the customer.`,
              'invoice_settings[default_payment_method]',
            );
          customer.invoice_settings = { default_payment_method: wanted === '' ? null : wanted };
        }
        if (params.metadata)
          customer.metadata = { ...(customer.metadata as object), ...(params.metadata as object) };
        return customer;
      }
    }

    if (resource === 'payment_intents') {
      if (method === 'POST' && !id) {
        const amount = Number(params.amount);
        if (!Number.isInteger(amount) || amount < 50)
          throw invalid('Amount must be at least €0.50 eur', 'amount', 'amount_too_small');
        if (typeof params.currency !== 'string' || !/^[a-zA-Z]{3}$/.test(params.currency))
          throw invalid('Invalid currency', 'currency');
        if (params.customer !== undefined) findCustomer(params.customer);
        const intentId = newId('pi');
        const intent: StripeObject = {
          id: intentId,
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency: params.currency.toLowerCase(),
          customer: params.customer ?? null,
          description: params.description ?? null,
          metadata: params.metadata ?? {},
          allowed_payment_method_types: params.allowed_payment_method_types ?? null,
          payment_method_types: params.allowed_payment_method_types ?? ['card'],
          automatic_payment_methods: params.automatic_payment_methods ?? null,
          status: 'requires_payment_method',
          client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
          payment_method: null,
          last_payment_error: null,
          next_action: null,
          cancellation_reason: null,
          latest_charge: null,
          created: now(),
          livemode: false,
        };
        paymentIntents.set(intent.id, intent);
        if (params.confirm === 'true') confirmIntent(intent, params);
        return intent;
      }
      const intent = typeof id === 'string' ? paymentIntents.get(id) : undefined;
      if (!intent) throw missing('payment_intent', String(id), 'intent');
      if (method === 'GET' && !action) return intent;
      if (method === 'POST' && action === 'confirm') return confirmIntent(intent, params);
      if (method === 'POST' && action === 'cancel') {
        if (intent.status === 'succeeded' || intent.status === 'canceled')
          throw invalid(
            `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`,
            undefined,
            'payment_intent_unexpected_state',
          );
        Object.assign(intent, {
          status: 'canceled',
          cancellation_reason: params.cancellation_reason ?? null,
          canceled_at: now(),
        });
        return intent;
      }
    }

    if (resource === 'setup_intents') {
      if (method === 'POST' && !id) {
        if (params.customer !== undefined) findCustomer(params.customer);
        const setupId = newId('seti');
        const setup: StripeObject = {
          id: setupId,
          object: 'setup_intent',
          customer: params.customer ?? null,
          usage: params.usage ?? 'off_session',
          allowed_payment_method_types: params.allowed_payment_method_types ?? null,
          payment_method_types: params.allowed_payment_method_types ?? ['card'],
          status: 'requires_payment_method',
          client_secret: `${setupId}_secret_${randomBytes(12).toString('hex')}`,
          payment_method: null,
          last_setup_error: null,
          created: now(),
          livemode: false,
        };
        setupIntents.set(setup.id, setup);
        return setup;
      }
      const setup = typeof id === 'string' ? setupIntents.get(id) : undefined;
      if (!setup) throw missing('setup_intent', String(id), 'intent');
      if (method === 'GET' && !action) return setup;
      if (method === 'POST' && action === 'confirm') {
        if (setup.status !== 'requires_payment_method')
          throw invalid('This SetupIntent cannot be confirmed.', undefined, 'setup_intent_unexpected_state');
        const chosen = resolvePaymentMethod(params.payment_method);
        const outcome = outcomes.get(chosen.id) ?? { kind: 'succeeded' };
        if (outcome.kind === 'declined') {
          const error = {
            type: 'card_error',
            code: outcome.code,
            decline_code: outcome.declineCode,
            message: outcome.message,
          };
          setup.last_setup_error = error;
          throw new StripeHttpError(402, { ...error, setup_intent: clone(setup) });
        }
        // A succeeded SetupIntent with a customer leaves the card attached to that customer.
        if (setup.customer) chosen.customer = setup.customer;
        Object.assign(setup, { status: 'succeeded', payment_method: chosen.id, last_setup_error: null });
        return setup;
      }
    }

    if (resource === 'refunds' && method === 'POST' && !id) {
      const intent =
        typeof params.payment_intent === 'string' ? paymentIntents.get(params.payment_intent) : undefined;
      if (!intent) throw missing('payment_intent', String(params.payment_intent), 'payment_intent');
      if (intent.status !== 'succeeded')
        throw invalid(
          `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
          'payment_intent',
          'charge_not_refundable',
        );
      if ([...refunds.values()].some((refund) => refund.payment_intent === intent.id))
        throw invalid(
          `Charge ${String(intent.latest_charge)} has already been refunded.`,
          undefined,
          'charge_already_refunded',
        );
      const refund: StripeObject = {
        id: newId('re'),
        object: 'refund',
        amount: intent.amount,
        currency: intent.currency,
        payment_intent: intent.id,
        charge: intent.latest_charge,
        status: 'succeeded',
        reason: params.reason ?? null,
        created: now(),
      };
      refunds.set(refund.id, refund);
      intent.amount_refunded = intent.amount;
      return refund;
    }

    if (resource === 'payment_methods') {
      if (method === 'POST' && !id) {
        const token = (params.card as { token?: string } | undefined)?.token;
        const name = typeof token === 'string' ? token.replace(/^tok_/, '') : '';
        if (params.type !== 'card' || !(name in CARDS)) throw invalid('Invalid card token.', 'card[token]');
        return createPaymentMethod(name as keyof typeof CARDS, { kind: 'succeeded' });
      }
      if (method === 'GET' && !id) {
        const customer = findCustomer(params.customer);
        return list(cardsOf(customer.id), '/v1/payment_methods');
      }
      if (method === 'GET' && id && !action) {
        const found = paymentMethods.get(id);
        if (!found) throw missing('PaymentMethod', id);
        return found;
      }
      if (method === 'POST' && action === 'attach') {
        const customer = findCustomer(params.customer);
        const found = resolvePaymentMethod(id, 'payment_method');
        if (found.customer && found.customer !== customer.id)
          throw invalid(
            'The payment method you provided has already been attached to a customer.',
            undefined,
            'payment_method_already_attached',
          );
        found.customer = customer.id;
        return found;
      }
    }
    throw missing('route', `${method} ${path}`);
  }

  function send(
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      ...(status >= 500 ? { 'stripe-should-retry': 'false' } : {}),
      ...headers,
    });
    response.end(JSON.stringify(body));
  }

  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://stripe.fake');
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      send(response, 401, {
        error: {
          type: 'invalid_request_error',
          message: 'Invalid API Key provided: the fake knows one key.',
        },
      });
      return;
    }
    const params = parseStripeForm(method === 'GET' ? url.search.slice(1) : raw);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({ method, path: url.pathname, params, idempotencyKey });
    const holdIndex = holds.findIndex((hold) => hold.method === method && hold.path === url.pathname);
    const hold = holdIndex >= 0 ? holds.splice(holdIndex, 1)[0] : undefined;
    if (hold) {
      hold.arrived();
      await hold.released;
    }

    const fingerprint = `${method} ${url.pathname} ${raw}`;
    if (method === 'POST' && idempotencyKey) {
      const earlier = idempotent.get(idempotencyKey);
      if (earlier && earlier.fingerprint !== fingerprint) {
        send(response, 400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
        return;
      }
      if (earlier) {
        send(response, earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
        return;
      }
    }

    let status = 200;
    let body: unknown;
    const failureIndex = failures.findIndex((failure) => url.pathname.startsWith(failure.path));
    const failure = failureIndex >= 0 ? failures.splice(failureIndex, 1)[0] : undefined;
    if (failure) {
      status = failure.status;
      body = { error: failure.error };
    } else {
      try {
        body = clone(route(method, url.pathname, params));
      } catch (error) {
        // A bug in the fake answers like Stripe's own failures, so the test reports it instead of hanging.
        status = error instanceof StripeHttpError ? error.status : 500;
        body = {
          error:
            error instanceof StripeHttpError ? error.error : { type: 'api_error', message: String(error) },
        };
      }
    }
    // Stripe stores the outcome of an idempotent request, errors included (except its own 5xx).
    if (method === 'POST' && idempotencyKey && status < 500)
      idempotent.set(idempotencyKey, { fingerprint, status, body });
    send(response, status, body);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function intentOrThrow(id: string): StripeObject {
    const intent = paymentIntents.get(id);
    if (!intent) throw new Error(`stripe fake: no payment intent ${id}`);
    return intent;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    paymentIntent: (id) => clone(paymentIntents.get(id)),
    paymentIntents: () => clone([...paymentIntents.values()]),
    customer: (id) => clone(customers.get(id)),
    refunds: () => clone([...refunds.values()]),
    paymentMethod: (id) => clone(paymentMethods.get(id)),
    completeAction(intentId, authenticated) {
      const intent = intentOrThrow(intentId);
      if (intent.status !== 'requires_action')
        throw new Error(`stripe fake: ${intentId} is ${String(intent.status)}`);
      if (authenticated)
        Object.assign(intent, { status: 'succeeded', next_action: null, latest_charge: newId('ch') });
      else
        Object.assign(intent, {
          status: 'requires_payment_method',
          next_action: null,
          payment_method: null,
          last_payment_error: {
            type: 'invalid_request_error',
            code: 'payment_intent_authentication_failure',
            message: 'The provided PaymentMethod has failed authentication.',
          },
        });
      return clone(intent);
    },
    finishProcessing(intentId, cleared) {
      const intent = intentOrThrow(intentId);
      if (intent.status !== 'processing')
        throw new Error(`stripe fake: ${intentId} is ${String(intent.status)}`);
      if (cleared) Object.assign(intent, { status: 'succeeded', latest_charge: newId('ch') });
      else
        Object.assign(intent, {
          status: 'requires_payment_method',
          payment_method: null,
          last_payment_error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'The payment could not be collected: insufficient funds.',
          },
        });
      return clone(intent);
    },
    failNext(path, status, error) {
      failures.push({ path, status, error });
    },
    holdNext(method, path) {
      let arrived = () => {};
      let release = () => {};
      const reached = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.push({ method, path, arrived, released });
      return { reached, release };
    },
    event(type, intentId) {
      return JSON.stringify(
        {
          id: newId('evt'),
          object: 'event',
          api_version: '2026-10-28.endive',
          created: now(),
          type,
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          data: { object: clone(intentOrThrow(intentId)) },
        },
        null,
        2,
      );
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
