import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/**
 * A local fake of the parts of Braintree's gateway API the adapter uses, speaking the way the
 * official `braintree` SDK expects: requests are JSON with snake_case keys under Basic auth
 * (public:private key), `X-ApiVersion: 6`; replies are XML (gzip when asked for), 422 with an
 * `<api-error-response>` for validation errors, declines and rejections, 404 for an unknown id.
 * Point BRAINTREE_API_URL at `url` with BRAINTREE_MERCHANT_ID/PUBLIC_KEY/PRIVATE_KEY from
 * BRAINTREE_FAKE_CREDENTIALS.
 *
 * Calls: POST client_token; POST transactions (sale); GET transactions/{id}; POST
 * transactions/advanced_search_ids and transactions/advanced_search (by order_id and ids); POST
 * customers; GET customers/{id}; POST payment_methods; GET and PUT payment_methods/any/{token};
 * PUT transactions/{id}/void (before settlement); POST transactions/{id}/refund (settled sales, once).
 *
 * Nonces (like Braintree's own test nonces; any other is "Unknown or expired payment_method_nonce", 91565):
 *   fake-valid-nonce, fake-valid-visa-nonce        approved Visa …1111 (submitted_for_settlement), no 3-D Secure
 *   fake-valid-mastercard-nonce / -amex-nonce      approved MasterCard …4444 / American Express …0005, no 3-D Secure
 *   fake-settlement-pending-nonce                   settlement_pending, not a card (settle it with setTransactionStatus)
 *   fake-processor-declined-visa-nonce              processor_declined, code 2000 "Do Not Honor"
 *   fake-processor-declined-CCCC-nonce              processor_declined with code CCCC (3000: status failed)
 *   fake-gateway-rejected-REASON-nonce              gateway_rejected for REASON with dashes: fraud, cvv, avs,
 *                                                   avs-and-cvv, risk-threshold, duplicate, token-issuance,
 *                                                   application-incomplete, three-d-secure
 *   fake-three-d-secure-visa-full-authentication-nonce  approved with the liability shifted
 *   fake-three-d-secure-liability-shift-failed-nonce    the bank's authentication failed
 *   fake-consumed-nonce                             validation error 93107 (used more than once)
 * A sale with options.three_d_secure.required is gateway_rejected (three_d_secure) for an approving
 * card nonce without a successful authentication, as Braintree does; the declined and rejected
 * nonces answer their own outcome either way.
 * Vaulting a method verifies the card: the approved nonces above vault a card; the processor-declined
 * ones answer a failed verification with their code.
 */

export const BRAINTREE_FAKE_CREDENTIALS = {
  merchantId: 'fake_merchant',
  publicKey: 'fake_public_key',
  privateKey: 'fake_private_key',
} as const;

export const BRAINTREE_NONCES = {
  approved: 'fake-valid-nonce',
  approvedMastercard: 'fake-valid-mastercard-nonce',
  approvedAmex: 'fake-valid-amex-nonce',
  settlementPending: 'fake-settlement-pending-nonce',
  processorDeclined: 'fake-processor-declined-visa-nonce',
  threeDSecureFailed: 'fake-three-d-secure-liability-shift-failed-nonce',
  threeDSecureAuthenticated: 'fake-three-d-secure-visa-full-authentication-nonce',
  consumed: 'fake-consumed-nonce',
  declinedWith: (code: string) => `fake-processor-declined-${code}-nonce`,
  rejectedFor: (reason: string) => `fake-gateway-rejected-${reason.replaceAll('_', '-')}-nonce`,
} as const;

/** Braintree's processor response texts for the codes the fake knows. */
const PROCESSOR_TEXTS: Record<string, string> = {
  '1000': 'Approved',
  '2000': 'Do Not Honor',
  '2001': 'Insufficient Funds',
  '2002': 'Limit Exceeded',
  '2004': 'Expired Card',
  '2005': 'Invalid Credit Card Number',
  '2006': 'Invalid Expiration Date',
  '2010': 'Card Issuer Declined CVV',
  '2014': 'Processor Declined - Fraud Suspected',
  '2015': 'Transaction Not Allowed',
  '2018': 'Invalid Transaction',
  '2044': 'Declined - Call Issuer',
  '2046': 'Declined',
  '2047': 'Call Issuer. Pick Up Card',
  '2057': 'Issuer or Cardholder has put a restriction on the card',
  '2099': 'Cardholder Authentication Required',
  '2106': 'Cannot Authorize at this time (Policy)',
  '2108': 'Closed Card',
  '3000': 'Processor Network Unavailable - Try Again',
};

const REJECTION_REASONS = [
  'application_incomplete',
  'avs',
  'avs_and_cvv',
  'cvv',
  'duplicate',
  'fraud',
  'risk_threshold',
  'three_d_secure',
  'token_issuance',
];

type Card = { bin: string; last4: string; cardType: string; expirationMonth: string; expirationYear: string };

const CARDS: Record<string, Card> = {
  visa: { bin: '411111', last4: '1111', cardType: 'Visa', expirationMonth: '12', expirationYear: '2030' },
  mastercard: {
    bin: '555555',
    last4: '4444',
    cardType: 'MasterCard',
    expirationMonth: '06',
    expirationYear: '2031',
  },
  amex: {
    bin: '378282',
    last4: '0005',
    cardType: 'American Express',
    expirationMonth: '01',
    expirationYear: '2029',
  },
};

/** Whether the buyer went through 3-D Secure in the drop-in before the nonce was made. */
type ThreeDSecure = 'authenticated' | 'failed' | 'none' | 'notApplicable';

type NonceOutcome =
  | { kind: 'approved'; card: Card; status: string; threeDSecure: ThreeDSecure }
  | { kind: 'declined'; card: Card; code: string }
  | { kind: 'rejected'; card: Card; reason: string }
  | { kind: 'invalid'; code: string; message: string };

function nonceOutcome(nonce: string): NonceOutcome {
  const visa = CARDS.visa as Card;
  const approved = (
    card: Card,
    threeDSecure: ThreeDSecure = 'none',
    status = 'submitted_for_settlement',
  ): NonceOutcome => ({
    kind: 'approved',
    card,
    status,
    threeDSecure,
  });
  if (nonce === 'fake-valid-nonce' || nonce === 'fake-valid-visa-nonce') return approved(visa);
  if (nonce === 'fake-valid-mastercard-nonce') return approved(CARDS.mastercard as Card);
  if (nonce === 'fake-valid-amex-nonce') return approved(CARDS.amex as Card);
  // Settlement pending is the way of bank transfers and wallets: no card, no 3-D Secure.
  if (nonce === 'fake-settlement-pending-nonce') return approved(visa, 'notApplicable', 'settlement_pending');
  if (nonce === 'fake-three-d-secure-visa-full-authentication-nonce') return approved(visa, 'authenticated');
  if (nonce === 'fake-three-d-secure-liability-shift-failed-nonce') return approved(visa, 'failed');
  if (nonce === 'fake-processor-declined-visa-nonce') return { kind: 'declined', card: visa, code: '2000' };
  const declined = /^fake-processor-declined-(\d{4})-nonce$/.exec(nonce)?.[1];
  if (declined) return { kind: 'declined', card: visa, code: declined };
  const reason = /^fake-gateway-rejected-([a-z-]+)-nonce$/.exec(nonce)?.[1]?.replaceAll('-', '_');
  if (reason && REJECTION_REASONS.includes(reason)) return { kind: 'rejected', card: visa, reason };
  if (nonce === 'fake-consumed-nonce')
    return { kind: 'invalid', code: '93107', message: 'Cannot use a payment_method_nonce more than once.' };
  return { kind: 'invalid', code: '91565', message: 'Unknown or expired payment_method_nonce.' };
}

// --- XML the way Braintree writes it (and the SDK's xml2js reading expects) ---

/** An XML array: `<tag type="array"><itemTag>…</itemTag>…</tag>`. */
class XmlList {
  constructor(
    readonly itemTag: string,
    readonly items: (XmlNode | string)[],
    readonly type: 'array' | 'collection' = 'array',
    /** Fields of a paged collection written before its items. */
    readonly fields: XmlNode = {},
  ) {}
}
type XmlValue = string | number | boolean | null | undefined | XmlList | XmlNode;
type XmlNode = { [key: string]: XmlValue };

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** camelCase to Braintree's dashed tags: last4 → last-4, threeDSecureInfo → three-d-secure-info. */
const tagOf = (key: string) => key.replace(/([A-Z]|\d+)/g, (match) => `-${match.toLowerCase()}`);

function element(tag: string, value: XmlValue): string {
  if (value === undefined) return '';
  if (value === null) return `<${tag} nil="true"/>`;
  if (typeof value === 'boolean') return `<${tag} type="boolean">${value}</${tag}>`;
  if (typeof value === 'number') return `<${tag} type="integer">${value}</${tag}>`;
  if (typeof value === 'string') return `<${tag}>${escapeXml(value)}</${tag}>`;
  if (value instanceof XmlList) {
    const fields = Object.entries(value.fields).map(([key, field]) => element(tagOf(key), field));
    const items = value.items.map((item) => element(value.itemTag, item));
    return `<${tag} type="${value.type}">${[...fields, ...items].join('')}</${tag}>`;
  }
  const children = Object.entries(value).map(([key, child]) => element(tagOf(key), child));
  return `<${tag}>${children.join('')}</${tag}>`;
}

const document = (tag: string, value: XmlNode | XmlList) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${element(tag, value)}\n`;

// --- The gateway's records ---

type FakeTransaction = {
  id: string;
  status: string;
  amount: string;
  orderId: string | null;
  customerId: string | null;
  card: Card;
  processorResponseCode: string;
  gatewayRejectionReason: string | null;
  threeDSecure: ThreeDSecure;
  threeDSecureRequired: boolean;
  createdAt: string;
  updatedAt: string;
};

type FakeMethod = Card & { token: string; customerId: string; isDefault: boolean; createdAt: string };

type FakeCustomer = { id: string; email: string | null; createdAt: string };

export type BraintreeFakeRequest = { method: string; path: string; body: Record<string, unknown> | null };

export type BraintreeFake = {
  url: string;
  /** Every authenticated request received, in order (paths without /merchants/{id}). */
  requests: BraintreeFakeRequest[];
  transactions: Map<string, FakeTransaction>;
  /** Refunded sales, by id, with the id of their credit transaction. */
  refunded: Map<string, string>;
  customers: Map<string, FakeCustomer>;
  paymentMethods: Map<string, FakeMethod>;
  /** What settlement does later: settled, settlement_declined, voided, … */
  setTransactionStatus(id: string, status: string): void;
  /**
   * The next request to `call` ('POST /transactions': method and path without /merchants/{id})
   * answers `status` with an empty body: before it is processed, or after (the gateway acted but
   * its answer was lost).
   */
  failNext(call: string, options: { status: number; afterProcessing: boolean }): void;
  close(): Promise<void>;
};

class ApiError {
  constructor(
    readonly status: number,
    readonly body?: { tag: string; value: XmlNode },
  ) {}
}

const now = () => new Date().toISOString();
const newId = (length = 8) => randomBytes(length).toString('hex').slice(0, length);

/** A validation error the way Braintree nests it: errors → <resource> → errors → error. */
function validationError(resource: string, code: string, attribute: string, message: string): ApiError {
  return new ApiError(422, {
    tag: 'api-error-response',
    value: {
      errors: {
        errors: new XmlList('error', []),
        [resource]: { errors: new XmlList('error', [{ code, attribute, message }]) },
      },
      message,
    },
  });
}

function transactionXml(transaction: FakeTransaction): XmlNode {
  const code = transaction.processorResponseCode;
  return {
    id: transaction.id,
    status: transaction.status,
    type: 'sale',
    currencyIsoCode: 'EUR',
    amount: transaction.amount,
    merchantAccountId: 'fake_merchant_account',
    orderId: transaction.orderId,
    createdAt: transaction.createdAt,
    updatedAt: transaction.updatedAt,
    customer: { id: transaction.customerId },
    processorResponseCode: code,
    processorResponseText: PROCESSOR_TEXTS[code] ?? 'Declined',
    processorResponseType: code === '1000' ? 'approved' : code === '3000' ? 'soft_declined' : 'hard_declined',
    gatewayRejectionReason: transaction.gatewayRejectionReason,
    paymentInstrumentType: 'credit_card',
    creditCard: {
      token: null,
      bin: transaction.card.bin,
      last4: transaction.card.last4,
      cardType: transaction.card.cardType,
      expirationMonth: transaction.card.expirationMonth,
      expirationYear: transaction.card.expirationYear,
      customerLocation: 'US',
    },
    threeDSecureInfo:
      transaction.threeDSecure === 'authenticated' || transaction.threeDSecure === 'failed'
        ? {
            liabilityShifted: transaction.threeDSecure === 'authenticated',
            liabilityShiftPossible: true,
            status:
              transaction.threeDSecure === 'authenticated'
                ? 'authenticate_successful'
                : 'authenticate_failed',
          }
        : undefined,
    statusHistory: new XmlList('status-event', [
      { status: transaction.status, timestamp: transaction.updatedAt },
    ]),
  };
}

function methodXml(method: FakeMethod): XmlNode {
  return {
    token: method.token,
    customerId: method.customerId,
    default: method.isDefault,
    bin: method.bin,
    last4: method.last4,
    cardType: method.cardType,
    expirationMonth: method.expirationMonth,
    expirationYear: method.expirationYear,
    expired: Number(method.expirationYear) < new Date().getUTCFullYear(),
    imageUrl: `https://assets.braintreegateway.com/payment_method_logo/${method.cardType.toLowerCase().replace(/\s/g, '_')}.png`,
    createdAt: method.createdAt,
  };
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return null;
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export async function startBraintreeFake(): Promise<BraintreeFake> {
  const { merchantId, publicKey, privateKey } = BRAINTREE_FAKE_CREDENTIALS;
  const expectedAuth = `Basic ${Buffer.from(`${publicKey}:${privateKey}`).toString('base64')}`;
  const requests: BraintreeFakeRequest[] = [];
  const transactions = new Map<string, FakeTransaction>();
  const customers = new Map<string, FakeCustomer>();
  const paymentMethods = new Map<string, FakeMethod>();
  const failures: { call: string; status: number; afterProcessing: boolean }[] = [];
  /** Refunded sales, by id, with the id of their credit transaction. */
  const refunded = new Map<string, string>();

  function customerXml(customer: FakeCustomer): XmlNode {
    const methods = [...paymentMethods.values()].filter((method) => method.customerId === customer.id);
    return {
      id: customer.id,
      email: customer.email,
      createdAt: customer.createdAt,
      creditCards: new XmlList('credit-card', methods.map(methodXml)),
      paypalAccounts: new XmlList('paypal-account', []),
      addresses: new XmlList('address', []),
    };
  }

  function sale(body: Record<string, unknown>): { tag: string; value: XmlNode; status: number } {
    const input = record(body.transaction);
    const amount = text(input.amount);
    if (input.type !== 'sale' || !amount || !/^\d+\.\d{2}$/.test(amount))
      throw validationError('transaction', '81503', 'amount', 'Amount is an invalid format.');
    const customerId = text(input.customer_id);
    if (customerId && !customers.has(customerId))
      throw validationError('transaction', '91510', 'customer_id', 'Customer ID is invalid.');
    const options = record(input.options);
    const threeDSecureRequired = record(options.three_d_secure).required === true;
    const outcome = nonceOutcome(text(input.payment_method_nonce) ?? '');
    if (outcome.kind === 'invalid')
      throw validationError('transaction', outcome.code, 'payment_method_nonce', outcome.message);

    const base = {
      id: newId(),
      amount,
      orderId: text(input.order_id),
      customerId,
      card: outcome.card,
      threeDSecure: outcome.kind === 'approved' ? outcome.threeDSecure : ('authenticated' as const),
      threeDSecureRequired,
      createdAt: now(),
      updatedAt: now(),
    };
    let transaction: FakeTransaction;
    // A sale that requires 3-D Secure is refused unless the buyer authenticated with the bank.
    const unauthenticated = base.threeDSecure === 'none' || base.threeDSecure === 'failed';
    if (outcome.kind === 'approved' && !(threeDSecureRequired && unauthenticated))
      transaction = {
        ...base,
        status: outcome.status,
        processorResponseCode: '1000',
        gatewayRejectionReason: null,
      };
    else if (outcome.kind === 'declined')
      transaction = {
        ...base,
        // A processor that does not answer leaves the transaction failed rather than declined.
        status: outcome.code === '3000' ? 'failed' : 'processor_declined',
        processorResponseCode: outcome.code,
        gatewayRejectionReason: null,
      };
    else
      transaction = {
        ...base,
        status: 'gateway_rejected',
        processorResponseCode: '',
        gatewayRejectionReason: outcome.kind === 'rejected' ? outcome.reason : 'three_d_secure',
      };
    transactions.set(transaction.id, transaction);
    if (transaction.processorResponseCode === '1000')
      return { tag: 'transaction', value: transactionXml(transaction), status: 201 };
    const message =
      transaction.status === 'gateway_rejected'
        ? `Gateway Rejected: ${transaction.gatewayRejectionReason}`
        : (PROCESSOR_TEXTS[transaction.processorResponseCode] ?? 'Declined');
    return {
      tag: 'api-error-response',
      status: 422,
      value: {
        errors: { errors: new XmlList('error', []) },
        message,
        transaction: transactionXml(transaction),
      },
    };
  }

  /** Braintree voids a sale only before it settles (authorized, submitted, or settlement pending). */
  function voidSale(id: string) {
    const transaction = transactions.get(id);
    if (!transaction) throw new ApiError(404);
    if (!['authorized', 'submitted_for_settlement', 'settlement_pending'].includes(transaction.status))
      throw validationError(
        'transaction',
        '91504',
        'base',
        'Transaction can only be voided if status is authorized, submitted_for_settlement, or - for PayPal - settlement_pending.',
      );
    transaction.status = 'voided';
    transaction.updatedAt = now();
    return { tag: 'transaction', value: transactionXml(transaction), status: 200 };
  }

  /** A refund of a settled sale is a new credit transaction; once per sale, as Braintree allows in full. */
  function refundSale(id: string) {
    const transaction = transactions.get(id);
    if (!transaction) throw new ApiError(404);
    if (!['settled', 'settling'].includes(transaction.status))
      throw validationError(
        'transaction',
        '91506',
        'base',
        'Cannot refund transaction unless it is settled.',
      );
    if (refunded.has(id))
      throw validationError(
        'transaction',
        '91512',
        'base',
        'Transaction has already been completely refunded.',
      );
    const credit: FakeTransaction = { ...transaction, id: newId(), status: 'submitted_for_settlement' };
    transactions.set(credit.id, credit);
    refunded.set(id, credit.id);
    return {
      tag: 'transaction',
      value: { ...transactionXml(credit), type: 'credit', refundedTransactionId: id },
      status: 201,
    };
  }

  function search(body: Record<string, unknown>): FakeTransaction[] {
    const criteria = record(body.search);
    const orderId = text(record(criteria.order_id).is);
    const ids = Array.isArray(criteria.ids) ? (criteria.ids as unknown[]) : null;
    return [...transactions.values()].filter(
      (transaction) =>
        (orderId === null || transaction.orderId === orderId) &&
        (ids === null || ids.includes(transaction.id)),
    );
  }

  function createCustomer(body: Record<string, unknown>) {
    const input = record(body.customer);
    const id = text(input.id) ?? newId(9);
    if (!/^[A-Za-z0-9_-]{1,36}$/.test(id))
      throw validationError(
        'customer',
        '91610',
        'id',
        'Customer ID is invalid (use only letters, numbers, "-", and "_").',
      );
    if (customers.has(id))
      throw validationError('customer', '91609', 'id', 'Customer ID has already been taken.');
    const customer = { id, email: text(input.email), createdAt: now() };
    customers.set(id, customer);
    return { tag: 'customer', value: customerXml(customer), status: 201 };
  }

  function createPaymentMethod(body: Record<string, unknown>) {
    const input = record(body.payment_method);
    const customerId = text(input.customer_id);
    if (!customerId || !customers.has(customerId))
      throw validationError('credit_card', '91705', 'customer_id', 'Customer ID is invalid.');
    const outcome = nonceOutcome(text(input.payment_method_nonce) ?? '');
    if (outcome.kind === 'invalid')
      throw validationError('credit_card', outcome.code, 'payment_method_nonce', outcome.message);
    if (outcome.kind === 'declined' || outcome.kind === 'rejected') {
      const code = outcome.kind === 'declined' ? outcome.code : '';
      return {
        tag: 'api-error-response',
        status: 422,
        value: {
          errors: { errors: new XmlList('error', []) },
          message: outcome.kind === 'declined' ? (PROCESSOR_TEXTS[code] ?? 'Declined') : 'Gateway Rejected',
          verification: {
            id: newId(),
            status: outcome.kind === 'declined' ? 'processor_declined' : 'gateway_rejected',
            processorResponseCode: code,
            processorResponseText: PROCESSOR_TEXTS[code] ?? 'Declined',
            gatewayRejectionReason: outcome.kind === 'rejected' ? outcome.reason : null,
            creditCard: { last4: outcome.card.last4, cardType: outcome.card.cardType },
          },
        },
      };
    }
    const own = [...paymentMethods.values()].filter((method) => method.customerId === customerId);
    const makeDefault = own.length === 0 || record(input.options).make_default === true;
    if (makeDefault) for (const method of own) method.isDefault = false;
    const method: FakeMethod = {
      ...outcome.card,
      token: newId(7),
      customerId,
      isDefault: makeDefault,
      createdAt: now(),
    };
    paymentMethods.set(method.token, method);
    return { tag: 'credit-card', value: methodXml(method), status: 201 };
  }

  function updatePaymentMethod(token: string, body: Record<string, unknown>) {
    const method = paymentMethods.get(token);
    if (!method) throw new ApiError(404);
    if (record(record(body.payment_method).options).make_default === true) {
      for (const other of paymentMethods.values())
        if (other.customerId === method.customerId) other.isDefault = false;
      method.isDefault = true;
    }
    return { tag: 'credit-card', value: methodXml(method), status: 200 };
  }

  function clientToken(body: Record<string, unknown>) {
    const input = record(body.client_token);
    const customerId = text(input.customer_id);
    if (customerId && !customers.has(customerId))
      throw validationError(
        'client_token',
        '92804',
        'customer_id',
        'Customer specified by customer_id does not exist',
      );
    const payload = {
      version: Number(input.version ?? 2),
      authorizationFingerprint: `${newId(32)}|created_at=${now()}&merchant_id=${merchantId}&public_key=${publicKey}${customerId ? `&customer_id=${customerId}` : ''}`,
      configUrl: `/merchants/${merchantId}/client_api/v1/configuration`,
      merchantId,
      environment: 'sandbox',
      customerId,
    };
    return {
      tag: 'client-token',
      value: { value: Buffer.from(JSON.stringify(payload)).toString('base64') },
      status: 201,
    };
  }

  function route(method: string, path: string, body: Record<string, unknown>) {
    const segments = path.split('/').filter(Boolean);
    const [resource, id, extra] = segments;
    if (method === 'POST' && path === '/client_token') return clientToken(body);
    if (method === 'POST' && path === '/transactions') return sale(body);
    if (method === 'POST' && path === '/transactions/advanced_search_ids') {
      const ids = search(body).map((transaction) => transaction.id);
      return { tag: 'search-results', value: { pageSize: 50, ids: new XmlList('item', ids) }, status: 200 };
    }
    if (method === 'POST' && path === '/transactions/advanced_search') {
      const found = search(body);
      const list = new XmlList('transaction', found.map(transactionXml), 'collection', {
        currentPageNumber: 1,
        pageSize: 50,
        totalItems: found.length,
      });
      return { tag: 'credit-card-transactions', value: list, status: 200 };
    }
    if (method === 'PUT' && resource === 'transactions' && id && extra === 'void') return voidSale(id);
    if (method === 'POST' && resource === 'transactions' && id && extra === 'refund') return refundSale(id);
    if (method === 'GET' && resource === 'transactions' && id && segments.length === 2) {
      const transaction = transactions.get(id);
      if (!transaction) throw new ApiError(404);
      return { tag: 'transaction', value: transactionXml(transaction), status: 200 };
    }
    if (method === 'POST' && path === '/customers') return createCustomer(body);
    if (method === 'GET' && resource === 'customers' && id && segments.length === 2) {
      const customer = customers.get(id);
      if (!customer) throw new ApiError(404);
      return { tag: 'customer', value: customerXml(customer), status: 200 };
    }
    if (method === 'POST' && path === '/payment_methods') return createPaymentMethod(body);
    if (resource === 'payment_methods' && id === 'any' && extra && segments.length === 3) {
      if (method === 'GET') {
        const found = paymentMethods.get(extra);
        if (!found) throw new ApiError(404);
        return { tag: 'credit-card', value: methodXml(found), status: 200 };
      }
      if (method === 'PUT') return updatePaymentMethod(extra, body);
    }
    throw new ApiError(404);
  }

  function send(request: IncomingMessage, response: ServerResponse, status: number, xml?: string) {
    if (xml === undefined) {
      response.writeHead(status);
      response.end();
      return;
    }
    const gzip = String(request.headers['accept-encoding'] ?? '').includes('gzip');
    const headers: Record<string, string> = { 'content-type': 'application/xml; charset=utf-8' };
    if (gzip) headers['content-encoding'] = 'gzip';
    response.writeHead(status, headers);
    response.end(gzip ? gzipSync(xml) : xml);
  }

  const server = createServer(async (request, response) => {
    try {
      if (request.headers.authorization !== expectedAuth) return send(request, response, 401);
      if (request.headers['x-apiversion'] !== '6') return send(request, response, 426);
      const prefix = `/merchants/${merchantId}`;
      const url = request.url ?? '';
      if (!url.startsWith(`${prefix}/`)) return send(request, response, 403);
      const path = url.slice(prefix.length).split('?')[0] ?? '';
      const method = request.method ?? 'GET';
      const body = await readJson(request);
      requests.push({ method, path, body });

      const failureIndex = failures.findIndex((failure) => failure.call === `${method} ${path}`);
      const failure = failureIndex >= 0 ? failures.splice(failureIndex, 1)[0] : undefined;
      if (failure && !failure.afterProcessing) return send(request, response, failure.status);
      let result: { tag: string; value: XmlNode | XmlList; status: number };
      try {
        result = route(method, path, body ?? {});
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (failure) return send(request, response, failure.status);
        return send(
          request,
          response,
          error.status,
          error.body && document(error.body.tag, error.body.value),
        );
      }
      if (failure) return send(request, response, failure.status);
      return send(request, response, result.status, document(result.tag, result.value));
    } catch {
      return send(request, response, 500);
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    transactions,
    refunded,
    customers,
    paymentMethods,
    setTransactionStatus(id, status) {
      const transaction = transactions.get(id);
      if (!transaction) throw new Error(`no fake Braintree transaction ${id}`);
      transaction.status = status;
      transaction.updatedAt = now();
    },
    failNext(call, options) {
      failures.push({ call, ...options });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
