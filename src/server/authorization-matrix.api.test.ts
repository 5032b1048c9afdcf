import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BRAINTREE_FAKE_CREDENTIALS,
  BRAINTREE_NONCES,
  type BraintreeFake,
  startBraintreeFake,
} from '../../tests/braintree-fake';
import {
  call,
  createActiveCustomer,
  GOOD_PASSWORD,
  messageOf,
  randomClientAddress,
} from '../../tests/customers';
import { mailsTo } from '../../tests/mail';
import { createTestAgreement, GERMAN_CONSUMER, testAgreementAnswers } from '../../tests/payments';
import { routesOf } from '../../tests/route-recorder';
import { type StripeFake, startStripeFake } from '../../tests/stripe-fake';
import { createTestApp, formData, selectNumber, type TestApp } from '../../tests/test-app';
import type { CustomerSession } from '../shared/api/customer';
import { API_BASE_PATH, type Envelope } from '../shared/api/envelope';
import type { InvoiceSummary, NewTransactionReply, StripePaymentIntentReply } from '../shared/api/payment';
import { createStripeClient, SANDBOX_CARDS } from './modules/payment';

// The authorization matrix, covering every call of the API:
// every /api/v1 route of the built app is classified below, and the test fails for a route the
// table does not name. Each class is then held to its rule: public calls answer without a session,
// customer calls refuse every kind of bad token with 401 `authenticated: false`, owner-only calls
// refuse another customer without showing or changing the owner's data, the webhook wants Stripe's
// signature, and development calls exist in tests only.

vi.mock('fastify', async (importOriginal) =>
  (await import('../../tests/route-recorder')).recordingFastify(await importOriginal()),
);

const JWT_SECRET = 'matrix-test-secret-of-at-least-thirty-two-characters';
const WEBHOOK_SECRET = 'whsec_matrix_test';
const OWNER_EMAIL = 'matrix-owner@example.com';
/** In the owner's answers: a reply to anyone else containing it leaked the owner's agreement. */
const OWNER_MARKER = 'Owner Secret Marker GmbH';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Fixture = {
  owner: CustomerSession;
  stranger: CustomerSession;
  /** A premium agreement the owner paid (sandbox): a transaction and an invoice. */
  paidId: string;
  /** A premium agreement the owner has not paid, with an open Stripe payment. */
  unpaidId: string;
  versionId: string;
  transactionId: string;
  invoiceId: string;
  stripeSetupIntentId: string;
  stripeCardId: string;
  stripeIntentId: string;
  braintreeMethodToken: string;
};
/** A request aimed at the owner's objects; `data` is the body (form field `data`, as the web client sends). */
type Sample = { url: string; data?: unknown };
type Rule =
  /** Anyone; a bearer token, even a bad one, is not looked at. */
  | { access: 'public'; sample: (f: Fixture) => Sample }
  /** Visitors and customers: no token is fine, a bad token is 401. */
  | { access: 'optional-customer'; sample: (f: Fixture) => Sample }
  /** Session renewal: the refresh token is the credential. */
  | { access: 'refresh-token' }
  /** A signed-in customer, about the caller's own account only. */
  | { access: 'customer'; sample: (f: Fixture) => Sample }
  /** A signed-in customer, about an object that must be theirs: another customer is refused with `refusal`. */
  | { access: 'owner'; sample: (f: Fixture) => Sample; refusal: 'forbidden' | 'not_found' }
  /** Stripe's servers, by signature. */
  | { access: 'webhook' }
  /** Registered in test (and development) runs only, never in production. */
  | { access: 'test-only' };

const stripeItem = (f: Fixture) => ({ item_type: 'agreement', item_id: f.unpaidId });
const invoicing = { invoicing_details: GERMAN_CONSUMER };

/** Every /api/v1 call, keyed `METHOD /path` as registered (`:param` placeholders, no /api/v1). */
const MATRIX: Record<string, Rule> = {
  // ── public module ──
  'GET /heartbeat': { access: 'public', sample: () => ({ url: '/heartbeat' }) },
  'GET /public/countries/list': { access: 'public', sample: () => ({ url: '/public/countries/list' }) },
  'GET /public/languages/list': { access: 'public', sample: () => ({ url: '/public/languages/list' }) },
  'GET /public/pricing': { access: 'public', sample: () => ({ url: '/public/pricing' }) },
  'GET /public/site-legal/:document': {
    access: 'public',
    sample: () => ({ url: '/public/site-legal/privacy-policy' }),
  },
  'POST /md/convert': { access: 'public', sample: () => ({ url: '/md/convert', data: { text: '# Hi' } }) },

  // ── customer module ──
  'POST /customer/register': {
    access: 'public',
    sample: () => ({
      url: '/customer/register',
      data: { email: `matrix-${randomBytes(4).toString('hex')}@example.com` },
    }),
  },
  'POST /customer/login': {
    access: 'public',
    sample: () => ({ url: '/customer/login', data: { email: 'nobody@example.com', password: 'x' } }),
  },
  'GET /customer/ping': { access: 'refresh-token' },
  'POST /customer/logout': { access: 'public', sample: () => ({ url: '/customer/logout' }) },
  'GET /customer/info': { access: 'customer', sample: () => ({ url: '/customer/info' }) },
  'PUT /customer/set-language/:lang': {
    access: 'customer',
    sample: () => ({ url: '/customer/set-language/de' }),
  },
  'POST /customer/change-password': {
    access: 'customer',
    sample: () => ({
      url: '/customer/change-password',
      data: { oldpassword: 'not-the-password', newpassword: 'Another-Horse-8' },
    }),
  },
  'POST /customer/delete-account': {
    access: 'customer',
    sample: () => ({ url: '/customer/delete-account', data: { password: 'not-the-password' } }),
  },
  'POST /customer/check-email-status': {
    access: 'public',
    sample: () => ({ url: '/customer/check-email-status', data: { email: OWNER_EMAIL } }),
  },
  'POST /customer/check': {
    access: 'public',
    sample: () => ({ url: '/customer/check', data: { email: OWNER_EMAIL } }),
  },
  'POST /customer/resend-activation-email': {
    access: 'public',
    sample: () => ({ url: '/customer/resend-activation-email', data: { email: 'nobody@example.com' } }),
  },
  'POST /customer/check-activation-hash': {
    access: 'public',
    sample: () => ({ url: '/customer/check-activation-hash', data: { activation_hash: 'unknown-code' } }),
  },
  'POST /customer/activate-account': {
    access: 'public',
    sample: () => ({ url: '/customer/activate-account', data: { activation_hash: 'unknown-code' } }),
  },
  'POST /customer/initial-password-set': {
    access: 'public',
    sample: () => ({
      url: '/customer/initial-password-set',
      data: { activation_hash: 'unknown-code', password: GOOD_PASSWORD },
    }),
  },
  'POST /customer/forgot-password': {
    access: 'public',
    sample: () => ({ url: '/customer/forgot-password', data: { email: 'nobody@example.com' } }),
  },
  'POST /customer/check-valid-uuid': {
    access: 'public',
    sample: () => ({
      url: '/customer/check-valid-uuid',
      data: { useruuid: '00000000-0000-4000-8000-000000000000' },
    }),
  },
  'POST /customer/reset-password': {
    access: 'public',
    sample: () => ({
      url: '/customer/reset-password',
      data: { reset_password_hash: 'unknown-code', newpassword: GOOD_PASSWORD },
    }),
  },

  // ── agreement module ──
  'GET /agreement/wizard/:type': { access: 'public', sample: () => ({ url: '/agreement/wizard/test' }) },
  'POST /agreement/new': {
    access: 'optional-customer',
    sample: () => {
      // A visitor names the address the new account gets.
      const email = `matrix-visitor-${randomBytes(4).toString('hex')}@example.com`;
      return {
        url: '/agreement/new',
        data: { type: 'test', language: 'en', email, answers: testAgreementAnswers(email) },
      };
    },
  },
  'POST /agreement/preview': {
    access: 'public',
    sample: () => ({
      url: '/agreement/preview',
      data: { type: 'test', language: 'en', answers: testAgreementAnswers('matrix-visitor@example.com') },
    }),
  },
  'GET /agreement/public-download-details/:id': {
    // By design (the download page shows anyone with the address the text, as the live link does).
    access: 'public',
    sample: (f) => ({ url: `/agreement/public-download-details/${f.paidId}` }),
  },
  'GET /agreement/details/:id': {
    access: 'owner',
    refusal: 'forbidden',
    sample: (f) => ({ url: `/agreement/details/${f.paidId}` }),
  },
  'GET /agreement/send-customer-email/:id': {
    access: 'owner',
    refusal: 'forbidden',
    sample: (f) => ({ url: `/agreement/send-customer-email/${f.paidId}` }),
  },
  'GET /agreement/details/update/:id': {
    access: 'owner',
    refusal: 'forbidden',
    sample: (f) => ({ url: `/agreement/details/update/${f.paidId}` }),
  },
  'POST /agreement/update/:id': {
    access: 'owner',
    refusal: 'forbidden',
    sample: (f) => ({
      url: `/agreement/update/${f.paidId}`,
      data: { language: 'en', premium: true, answers: testAgreementAnswers('intruder@example.com') },
    }),
  },
  'GET /customer/agreements/all': { access: 'customer', sample: () => ({ url: '/customer/agreements/all' }) },
  'GET /customer/agreements/unpaid': {
    access: 'customer',
    sample: () => ({ url: '/customer/agreements/unpaid' }),
  },
  'DELETE /agreement/delete/:id': {
    access: 'owner',
    refusal: 'forbidden',
    sample: (f) => ({ url: `/agreement/delete/${f.paidId}` }),
  },
  'GET /agreement/download-details/:id': {
    access: 'owner',
    refusal: 'forbidden',
    sample: (f) => ({ url: `/agreement/download-details/${f.paidId}` }),
  },
  'POST /agreement/text-check/:id': {
    access: 'owner',
    refusal: 'forbidden',
    sample: (f) => ({
      url: `/agreement/text-check/${f.paidId}`,
      data: { language: 'en', text: '# Replaced' },
    }),
  },
  'POST /agreement/text/:id': {
    access: 'owner',
    refusal: 'forbidden',
    sample: (f) => ({ url: `/agreement/text/${f.paidId}`, data: { language: 'en', text: '# Replaced' } }),
  },
  'GET /agreement/versions/:id': {
    access: 'owner',
    refusal: 'forbidden',
    sample: (f) => ({ url: `/agreement/versions/${f.paidId}` }),
  },
  'GET /agreement/version/:id/:versionId': {
    access: 'owner',
    refusal: 'forbidden',
    sample: (f) => ({ url: `/agreement/version/${f.paidId}/${f.versionId}` }),
  },
  'POST /agreement/restore/:id': {
    access: 'owner',
    refusal: 'forbidden',
    sample: (f) => ({ url: `/agreement/restore/${f.paidId}`, data: { version_id: f.versionId } }),
  },
  'GET /agreement/translation/details/:id': {
    access: 'owner',
    refusal: 'forbidden',
    sample: (f) => ({ url: `/agreement/translation/details/${f.paidId}?language=de` }),
  },
  'POST /agreement/translation/update/:id': {
    access: 'owner',
    refusal: 'forbidden',
    sample: (f) => ({ url: `/agreement/translation/update/${f.paidId}`, data: { language: 'de' } }),
  },
  'POST /agreement/generate-files': {
    access: 'owner',
    refusal: 'forbidden',
    sample: (f) => ({ url: '/agreement/generate-files', data: { agreement_id: f.paidId, format: 'pdf' } }),
  },
  'GET /agreement/file/:id/:language/:format': {
    access: 'owner',
    refusal: 'forbidden',
    sample: (f) => ({ url: `/agreement/file/${f.paidId}/en/pdf` }),
  },

  // ── payment module ──
  'POST /agreement/costs/:id': {
    access: 'owner',
    refusal: 'forbidden',
    sample: (f) => ({ url: `/agreement/costs/${f.unpaidId}`, data: { country: 'DE' } }),
  },
  'POST /transaction/new': {
    access: 'owner',
    refusal: 'forbidden',
    sample: (f) => ({
      url: '/transaction/new',
      data: {
        agreement_id: f.unpaidId,
        processor: 'sandbox',
        idempotency_key: `matrix-${randomBytes(6).toString('hex')}`,
        ...invoicing,
        card: { number: SANDBOX_CARDS.approved, expiry: '12/30', cvc: '123', holder: 'Intruder' },
      },
    }),
  },
  'POST /transaction/sandbox/3ds/:id': {
    access: 'owner',
    refusal: 'not_found',
    sample: (f) => ({ url: `/transaction/sandbox/3ds/${f.transactionId}`, data: { approve: true } }),
  },
  'GET /transaction/payment-profile': {
    access: 'customer',
    sample: () => ({ url: '/transaction/payment-profile' }),
  },
  'GET /agreement/sale-details/:id': {
    access: 'owner',
    refusal: 'forbidden',
    sample: (f) => ({ url: `/agreement/sale-details/${f.paidId}` }),
  },
  'GET /customer/invoices': { access: 'customer', sample: () => ({ url: '/customer/invoices' }) },
  'GET /customer/invoices/:id/pdf': {
    access: 'owner',
    refusal: 'not_found',
    sample: (f) => ({ url: `/customer/invoices/${f.invoiceId}/pdf` }),
  },
  'GET /customer/billing-address': {
    access: 'customer',
    sample: () => ({ url: '/customer/billing-address' }),
  },
  'PUT /customer/billing-address': {
    access: 'customer',
    sample: () => ({ url: '/customer/billing-address', data: { billing_address: GERMAN_CONSUMER } }),
  },
  'POST /customer/check-vies': {
    access: 'customer',
    sample: () => ({ url: '/customer/check-vies', data: { country: 'DE', vat_number: 'DE123456789' } }),
  },

  // ── Stripe ──
  'POST /transaction/stripe/create-payment-intent': {
    access: 'owner',
    refusal: 'forbidden',
    sample: (f) => ({
      url: '/transaction/stripe/create-payment-intent',
      data: {
        ...stripeItem(f),
        user_data: { ...invoicing, idempotency_key: `matrix-${randomBytes(6).toString('hex')}` },
      },
    }),
  },
  'POST /transaction/stripe/confirm-payment': {
    access: 'owner',
    refusal: 'not_found',
    sample: (f) => ({
      url: '/transaction/stripe/confirm-payment',
      data: { ...stripeItem(f), payment_intent_id: f.stripeIntentId },
    }),
  },
  'POST /transaction/stripe/get-token-for-new-payment-method': {
    access: 'customer',
    sample: () => ({ url: '/transaction/stripe/get-token-for-new-payment-method', data: {} }),
  },
  'POST /transaction/stripe/confirm-setup-intent': {
    access: 'owner',
    refusal: 'not_found',
    sample: (f) => ({
      url: '/transaction/stripe/confirm-setup-intent',
      data: { setup_intent_id: f.stripeSetupIntentId, payment_method_id: f.stripeCardId },
    }),
  },
  'POST /transaction/stripe/attach-payment-method': {
    access: 'owner',
    refusal: 'not_found',
    sample: (f) => ({
      url: '/transaction/stripe/attach-payment-method',
      data: { payment_method_id: f.stripeCardId },
    }),
  },
  'GET /customer/stripe-payment-methods': {
    access: 'customer',
    sample: () => ({ url: '/customer/stripe-payment-methods' }),
  },
  'PUT /customer/stripe-set-default-payment-method': {
    access: 'owner',
    refusal: 'not_found',
    sample: (f) => ({
      url: '/customer/stripe-set-default-payment-method',
      data: { payment_method_id: f.stripeCardId },
    }),
  },
  'POST /webhooks/stripe': { access: 'webhook' },

  // ── Braintree ──
  'POST /transaction/braintree/agreement-new-token': {
    access: 'owner',
    refusal: 'forbidden',
    sample: (f) => ({
      url: '/transaction/braintree/agreement-new-token',
      data: { agreement_id: f.unpaidId },
    }),
  },
  'POST /transaction/braintree/new-token': {
    access: 'owner',
    refusal: 'forbidden',
    sample: (f) => ({
      url: '/transaction/braintree/new-token',
      data: { item_type: 'agreement', item_id: f.unpaidId },
    }),
  },
  'POST /transaction/braintree/privacy-consent-new-token': {
    access: 'customer',
    sample: () => ({
      url: '/transaction/braintree/privacy-consent-new-token',
      data: { privacy_consent_id: 'consent-1' },
    }),
  },
  'POST /transaction/braintree/new-payment-method-new-token': {
    access: 'customer',
    sample: () => ({ url: '/transaction/braintree/new-payment-method-new-token' }),
  },
  'POST /transaction/braintree/create-new-payment-method': {
    access: 'customer',
    sample: () => ({
      url: '/transaction/braintree/create-new-payment-method',
      data: { payment_method_nonce: BRAINTREE_NONCES.approved },
    }),
  },
  'GET /customer/braintree-payment-methods': {
    access: 'customer',
    sample: () => ({ url: '/customer/braintree-payment-methods' }),
  },
  'PUT /customer/braintree-set-default-payment-method': {
    access: 'owner',
    refusal: 'not_found',
    sample: (f) => ({
      url: '/customer/braintree-set-default-payment-method',
      data: { token: f.braintreeMethodToken },
    }),
  },
  'GET /transaction/user-3d-secure': {
    access: 'customer',
    sample: () => ({ url: '/transaction/user-3d-secure' }),
  },

  // ── development ──
  'GET /dev/mailbox': { access: 'test-only' },
  'GET /dev/mailbox/:id': { access: 'test-only' },
  'POST /dev/discount-codes': { access: 'test-only' },
};

const entries = Object.entries(MATRIX);
const rulesOf = <A extends Rule['access']>(access: A) =>
  entries.filter((entry): entry is [string, Extract<Rule, { access: A }>] => entry[1].access === access);
const methodOf = (key: string) => key.split(' ')[0] as Method;

let stripeFake: StripeFake;
let braintreeFake: BraintreeFake;
let testApp: TestApp;
let fixture: Fixture;
/** Tokens that must never open a customer call. */
let badTokens: Record<string, string | undefined>;
let deleted: CustomerSession;

/** Sends a sample the way the web client does, with the given Authorization header value. */
async function send(
  method: Method,
  sample: Sample,
  authorization?: string,
  headers: Record<string, string> = {},
) {
  const encoded = sample.data === undefined ? undefined : formData(sample.data);
  const response = await testApp.app.inject({
    method,
    url: `${API_BASE_PATH}${sample.url}`,
    remoteAddress: randomClientAddress(),
    payload: encoded?.payload,
    headers: { ...encoded?.headers, ...(authorization ? { authorization } : {}), ...headers },
  });
  const json = String(response.headers['content-type']).startsWith('application/json')
    ? (response.json() as Envelope)
    : undefined;
  return { status: response.statusCode, body: json, raw: response.body };
}

/** The claims of a real access token, to sign them again in the ways an attacker might. */
function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] as string;
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

async function sign(claims: Record<string, unknown>, secret: string) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));
}

/** Everything the owner can see of their account, to compare before and after another customer's attempt. */
async function ownerSnapshot() {
  const read = async (url: string) => (await call(testApp, 'GET', url, { token: fixture.owner.token })).body;
  const count = (query: ReturnType<typeof sql>) => selectNumber(testApp, query);
  return {
    info: await read('/customer/info'),
    agreements: await read('/customer/agreements/all'),
    paid: await read(`/agreement/details/${fixture.paidId}`),
    unpaid: await read(`/agreement/details/${fixture.unpaidId}`),
    versions: await read(`/agreement/versions/${fixture.paidId}`),
    translations: await read(`/agreement/translation/details/${fixture.paidId}`),
    sale: await read(`/agreement/sale-details/${fixture.paidId}`),
    invoices: await read('/customer/invoices'),
    billing: await read('/customer/billing-address'),
    stripeCards: await read('/customer/stripe-payment-methods'),
    braintreeMethods: await read('/customer/braintree-payment-methods'),
    transactions: await count(
      sql`select count(*)::int as n from transactions where customer_id = ${fixture.owner.id}`,
    ),
    mails: (await mailsTo(testApp, OWNER_EMAIL)).length,
    stripeCardOwner: stripeFake.paymentMethod(fixture.stripeCardId)?.customer,
    braintreeRequests: braintreeFake.requests.filter((request) => request.method !== 'GET').length,
  };
}

beforeAll(async () => {
  stripeFake = await startStripeFake();
  braintreeFake = await startBraintreeFake();
  testApp = await createTestApp({
    JWT_SECRET,
    PAYMENT_PROVIDERS: 'sandbox,stripe,braintree',
    STRIPE_SECRET_KEY: stripeFake.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_matrix',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripeFake.url,
    BRAINTREE_MERCHANT_ID: BRAINTREE_FAKE_CREDENTIALS.merchantId,
    BRAINTREE_PUBLIC_KEY: BRAINTREE_FAKE_CREDENTIALS.publicKey,
    BRAINTREE_PRIVATE_KEY: BRAINTREE_FAKE_CREDENTIALS.privateKey,
    BRAINTREE_API_URL: braintreeFake.url,
  });
  const owner = await createActiveCustomer(testApp, OWNER_EMAIL);
  const stranger = await createActiveCustomer(testApp, 'matrix-stranger@example.com');
  deleted = await createActiveCustomer(testApp, 'matrix-deleted@example.com');
  const removed = await call(testApp, 'POST', '/customer/delete-account', {
    token: deleted.token,
    data: { password: GOOD_PASSWORD },
  });
  if (!removed.body.success) throw new Error(messageOf(removed.body));

  const answers = { ...testAgreementAnswers(OWNER_EMAIL), company_name: OWNER_MARKER };
  const paidId = await createTestAgreement(testApp, owner.token, { sendTo: OWNER_EMAIL, answers });
  const unpaidId = await createTestAgreement(testApp, owner.token, { sendTo: OWNER_EMAIL, answers });
  const paid = await call<NewTransactionReply>(testApp, 'POST', '/transaction/new', {
    token: owner.token,
    data: {
      agreement_id: paidId,
      processor: 'sandbox',
      idempotency_key: 'matrix-owner-payment',
      ...invoicing,
      card: { number: SANDBOX_CARDS.approved, expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' },
    },
  });
  if (!paid.body.data) throw new Error(messageOf(paid.body));
  const invoices = await call<InvoiceSummary[]>(testApp, 'GET', '/customer/invoices', { token: owner.token });
  const versions = await call<{ versions: { id: string }[] }>(
    testApp,
    'GET',
    `/agreement/versions/${paidId}`,
    {
      token: owner.token,
    },
  );
  await call(testApp, 'PUT', '/customer/billing-address', {
    token: owner.token,
    data: { billing_address: GERMAN_CONSUMER },
  });

  // The owner's Stripe card (saved as Stripe.js would) and an open Stripe payment for the unpaid agreement.
  const browser = createStripeClient({
    secretKey: stripeFake.secretKey,
    publishableKey: 'pk_test_matrix',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: stripeFake.url,
  });
  const setup = await call<{ client_secret: string }>(
    testApp,
    'POST',
    '/transaction/stripe/get-token-for-new-payment-method',
    { token: owner.token, data: {} },
  );
  const stripeSetupIntentId = String(setup.body.data?.client_secret).split('_secret_')[0] as string;
  const confirmed = await browser.setupIntents.confirm(stripeSetupIntentId, {
    payment_method: 'pm_card_visa',
  });
  const stripeCardId = confirmed.payment_method as string;
  const saved = await call(testApp, 'POST', '/transaction/stripe/confirm-setup-intent', {
    token: owner.token,
    data: { setup_intent_id: stripeSetupIntentId, payment_method_id: stripeCardId },
  });
  if (!saved.body.success) throw new Error(messageOf(saved.body));
  const intent = await call<StripePaymentIntentReply>(
    testApp,
    'POST',
    '/transaction/stripe/create-payment-intent',
    {
      token: owner.token,
      data: {
        item_type: 'agreement',
        item_id: unpaidId,
        user_data: { ...invoicing, idempotency_key: 'matrix-stripe' },
      },
    },
  );
  if (!intent.body.data) throw new Error(messageOf(intent.body));

  const method = await call<{ payment_method: { token: string } }>(
    testApp,
    'POST',
    '/transaction/braintree/create-new-payment-method',
    { token: owner.token, data: { payment_method_nonce: BRAINTREE_NONCES.approved } },
  );
  if (!method.body.data) throw new Error(messageOf(method.body));

  fixture = {
    owner,
    stranger,
    paidId,
    unpaidId,
    versionId: versions.body.data?.versions[0]?.id as string,
    transactionId: paid.body.data.transaction.id,
    invoiceId: invoices.body.data?.[0]?.id as string,
    stripeSetupIntentId,
    stripeCardId,
    stripeIntentId: intent.body.data.client_secret.split('_secret_')[0] as string,
    braintreeMethodToken: method.body.data.payment_method.token,
  };

  const claims = claimsOf(owner.token);
  const now = Math.floor(Date.now() / 1000);
  const unsignedHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  const unsignedBody = Buffer.from(JSON.stringify(claims)).toString('base64url');
  badTokens = {
    missing: undefined,
    'not a JWT': 'Bearer not-a-jwt',
    'not a Bearer scheme': `Basic ${owner.token}`,
    'the refresh token': `Bearer ${owner.refresh_token}`,
    'signed with another secret': `Bearer ${await sign(claims, 'another-secret-of-at-least-thirty-two-chars!')}`,
    'unsigned (alg none)': `Bearer ${unsignedHeader}.${unsignedBody}.`,
    expired: `Bearer ${await sign({ ...claims, iat: now - 3600, exp: now - 60 }, JWT_SECRET)}`,
    'of a deleted account': `Bearer ${deleted.token}`,
  };
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  await stripeFake?.close();
  await braintreeFake?.close();
});

describe('the matrix', () => {
  it('classifies every /api/v1 call of the app, and names no call the app lacks', () => {
    const registered = routesOf(testApp.app)
      .filter((route) => route.url.startsWith(`${API_BASE_PATH}/`))
      .map((route) => `${route.method} ${route.url.slice(API_BASE_PATH.length)}`);
    const unclassified = registered.filter((key) => !(key in MATRIX));
    expect(unclassified, 'routes missing from the authorization matrix').toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('the tokens built for the refusals are real: the owner’s own token opens a customer call', async () => {
    const own = await send('GET', { url: '/customer/info' }, `Bearer ${fixture.owner.token}`);
    expect(own.body).toMatchObject({ success: true });
    expect(claimsOf(fixture.owner.token)).toMatchObject({ sub: fixture.owner.id, typ: 'access' });
  });
});

describe('public calls', () => {
  it.each(rulesOf('public'))('%s answers without a session, and ignores a bad token', async (key, rule) => {
    for (const authorization of [undefined, badTokens['signed with another secret']]) {
      const reply = await send(methodOf(key), rule.sample(fixture), authorization);
      expect(reply.status, `${key} with ${authorization ?? 'no token'}`).not.toBe(401);
      expect(reply.body?.authenticated).toBeUndefined();
    }
  });
});

describe('customer and owner calls', () => {
  const guarded = [...rulesOf('customer'), ...rulesOf('owner')];

  it.each(guarded)('%s refuses every bad token with 401 authenticated:false', async (key, rule) => {
    for (const [kind, authorization] of Object.entries(badTokens)) {
      const reply = await send(methodOf(key), rule.sample(fixture), authorization);
      expect({ kind, status: reply.status, body: reply.body }).toMatchObject({
        kind,
        status: 401,
        body: { success: false, authenticated: false, code: 'unauthenticated' },
      });
    }
  });

  it('a bad token changed nothing of the owner’s', async () => {
    // The refusals above ran against the owner's objects; their data is as the fixture left it.
    const snapshot = await ownerSnapshot();
    expect(snapshot.info).toMatchObject({
      success: true,
      data: { customer: { email: OWNER_EMAIL, language: 'en' } },
    });
    expect(snapshot.paid).toMatchObject({ success: true, data: { agreement: { paid: true } } });
    expect((snapshot.versions.data as { versions: unknown[] }).versions).toHaveLength(1);
  });
});

describe('owner-only calls', () => {
  it.each(rulesOf('owner'))(
    '%s refuses another customer without showing or changing the owner’s data',
    async (key, rule) => {
      const before = await ownerSnapshot();
      const reply = await send(methodOf(key), rule.sample(fixture), `Bearer ${fixture.stranger.token}`);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        success: false,
        code: rule.refusal,
        ...(rule.refusal === 'forbidden' ? { forbidden: true } : {}),
      });
      expect(reply.raw).not.toContain(OWNER_MARKER);
      expect(reply.raw).not.toContain(OWNER_EMAIL);
      expect(reply.raw).not.toContain(fixture.owner.id);
      expect(await ownerSnapshot()).toEqual(before);
    },
  );
});

describe('calls open to visitors and customers', () => {
  it.each(rulesOf('optional-customer'))('%s: a visitor may, a bad token may not', async (key, rule) => {
    const visitor = await send(methodOf(key), rule.sample(fixture));
    expect(visitor.body).toMatchObject({ success: true });
    for (const [kind, authorization] of Object.entries(badTokens)) {
      if (!authorization) continue;
      const reply = await send(methodOf(key), rule.sample(fixture), authorization);
      expect({ kind, status: reply.status, body: reply.body }).toMatchObject({
        kind,
        status: 401,
        body: { authenticated: false },
      });
    }
  });
});

describe('session renewal', () => {
  it.each(rulesOf('refresh-token'))('%s wants a live refresh token', async (key) => {
    const refreshTokens: Record<string, string | undefined> = {
      missing: undefined,
      unknown: randomBytes(32).toString('base64url'),
      'an access token': fixture.stranger.token,
      'of a deleted account': deleted.refresh_token,
    };
    for (const [kind, refreshToken] of Object.entries(refreshTokens)) {
      const reply = await send(
        methodOf(key),
        { url: key.split(' ')[1] as string },
        undefined,
        refreshToken ? { 'x-refresh-token': refreshToken } : {},
      );
      expect({ kind, status: reply.status, body: reply.body }).toMatchObject({
        kind,
        status: 401,
        body: { authenticated: false },
      });
    }
  });
});

describe('webhooks', () => {
  it.each(rulesOf('webhook'))('%s wants Stripe’s signature of the exact body', async (key) => {
    const payload = JSON.stringify({
      id: 'evt_matrix',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    const post = (signature?: string, body = payload) =>
      testApp.app.inject({
        method: methodOf(key),
        url: `${API_BASE_PATH}${key.split(' ')[1]}`,
        payload: body,
        headers: {
          'content-type': 'application/json',
          // A customer's session is no credential here.
          authorization: `Bearer ${fixture.owner.token}`,
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
      });
    const signed = (secret: string, timestamp?: number) =>
      Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
    expect((await post()).statusCode).toBe(400);
    expect((await post('t=1,v1=00')).statusCode).toBe(400);
    expect((await post(signed('whsec_another'))).statusCode).toBe(400);
    expect((await post(signed(WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600))).statusCode).toBe(400);
    expect((await post(signed(WEBHOOK_SECRET), payload.replace('evt_matrix', 'evt_forged'))).statusCode).toBe(
      400,
    );
    const accepted = await post(signed(WEBHOOK_SECRET));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ received: true });
  });
});

describe('development calls', () => {
  it('exist in test runs and are not part of a production app', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', JWT_SECRET });
    try {
      const routes = routesOf(production.app).map((route) => `${route.method} ${route.url}`);
      for (const [key] of rulesOf('test-only')) {
        const [method, path] = key.split(' ');
        expect(
          routesOf(testApp.app).some(
            (route) => `${route.method} ${route.url}` === `${method} ${API_BASE_PATH}${path}`,
          ),
        ).toBe(true);
        expect(routes).not.toContain(`${method} ${API_BASE_PATH}${path}`);
      }
      // Everything else is the same API in production.
      const guardedKeys = entries.filter(([, rule]) => rule.access !== 'test-only').map(([key]) => key);
      for (const key of guardedKeys) {
        const [method, path] = key.split(' ');
        expect(routes, key).toContain(`${method} ${API_BASE_PATH}${path}`);
      }
    } finally {
      await production.close();
    }
  });
});

describe('the documentation states each call’s access rule', () => {
  it('as its OpenAPI security requirement', async () => {
    const document = (await testApp.app.swagger()) as {
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    const expected: Record<Rule['access'], unknown> = {
      public: [],
      'optional-customer': [{}, { bearerAuth: [] }],
      'refresh-token': [{ refreshToken: [] }],
      customer: [{ bearerAuth: [] }],
      owner: [{ bearerAuth: [] }],
      webhook: [{ stripeSignature: [] }],
      'test-only': undefined,
    };
    for (const [key, rule] of entries) {
      const [method, path] = key.split(' ') as [string, string];
      const openApiPath = `${API_BASE_PATH}${path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = document.paths[openApiPath]?.[method.toLowerCase()];
      if (rule.access === 'test-only') expect(operation, key).toBeUndefined();
      else expect(operation?.security, key).toEqual(expected[rule.access]);
    }
  });
});
