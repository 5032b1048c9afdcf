import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { privacyPolicyWizard } from '../../../shared/agreements/definitions/privacy-policy';
import { extraDefinitions } from '../../../shared/agreements/extras';
import type { Envelope } from '../../../shared/api/envelope';
import type {
  CostsReply,
  CostsRequest,
  InvoicingDetails,
  PaymentProfile,
  TransactionStatus,
} from '../../../shared/api/payment';
import { resetAppStateForTests } from '../../lib/app-state';
import { ENGLISH_COMMON, ENGLISH_ERRORS } from '../../lib/english-catalogs.test-support';
import { resetSessionForTests } from '../../lib/session';
import PayPage from './pages/pay-page';
import { providerGlobals, resetProviderScriptsForTests } from './provider-scripts';

/** Test support for the checkout: a fake of the payment API, close to the server's rules, and the page. */

export const AGREEMENT_ID = '0b6f7c2e-4a57-4d3c-9a57-2f1f3c9e8a10';
export const PAY_PATH = `/wizard/pay/${AGREEMENT_ID}`;

/** English texts and a signed-in customer before the file's tests; a clean page, API and head after each. */
export function setUpPaymentTests(): void {
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({
      lng: 'en',
      defaultNS: 'common',
      resources: { en: { common: ENGLISH_COMMON, errors: ENGLISH_ERRORS } },
      interpolation: { escapeValue: false },
    });
    localStorage.setItem(
      'customer',
      JSON.stringify({ id: 'c1', email: 'ada@acme.example', token: 't', refresh_token: 'r', language: 'en' }),
    );
    resetSessionForTests();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    resetAppStateForTests();
    resetProviderScriptsForTests();
    for (const script of document.head.querySelectorAll('script')) script.remove();
    delete providerGlobals().Stripe;
    delete providerGlobals().braintree;
  });
}

/** The summary extra's label in the wizard's English texts. */
export const SUMMARY_EXTRA_LABEL = '“Privacy at a glance” plain-language summary';

export type FakeCall = { method: string; path: string; data: Record<string, unknown> | undefined };

export type FakeOptions = {
  processors?: PaymentProfile['processors'];
  billingAddress?: InvoicingDetails | null;
  threeDSecure?: boolean;
  /** Extras priced on top of the premium version. */
  extras?: string[];
  extraDifference?: boolean;
  /** The agreement is paid for already: costs are refused. */
  nothingDue?: boolean;
  /** The price the server charges differs from the one it quoted (a price change meanwhile). */
  priceChangesTo?: number;
  /** Replies for calls the fake does not know (Stripe, Braintree). */
  extra?: (call: FakeCall) => Partial<Envelope> | undefined;
};

const VAT_RATES: Record<string, number> = { DE: 19, FR: 20, GR: 24, IE: 23 };
const VALID_VAT_NUMBERS = new Set(['DE:123456789', 'GR:094014201']);
const DISCOUNTS: Record<string, number> = { SAVE10: 10, HALF: 50 };

/** The seller is in Ireland: an EU company elsewhere with a valid VAT number pays no VAT. */
export function priceFor(request: CostsRequest, options: FakeOptions = {}): CostsReply {
  const items = [
    ...(options.extraDifference ? [] : [{ key: 'premium', amount: 2900 }]),
    ...(options.extras ?? []).map((key) => ({ key: `extra:${key}`, amount: 300 })),
  ];
  const subtotal = items.reduce((sum, item) => sum + item.amount, 0);
  const code = request.discount_code ?? '';
  const percent = DISCOUNTS[code];
  const discountAmount = percent ? Math.round((subtotal * percent) / 100) : 0;
  const net = subtotal - discountAmount;
  const country = request.country ?? 'DE';
  const verified =
    request.is_company &&
    request.company_country !== undefined &&
    request.company_country !== 'IE' &&
    VALID_VAT_NUMBERS.has(`${request.company_country}:${request.vat_number}`);
  const rate = VAT_RATES[country];
  const vat =
    rate === undefined
      ? { country, rate: 0, amount: 0, treatment: 'outside_eu' as const }
      : verified
        ? {
            country: request.company_country as string,
            rate: 0,
            amount: 0,
            treatment: 'reverse_charge' as const,
          }
        : { country, rate, amount: Math.round((net * rate) / 100), treatment: 'standard' as const };
  return {
    currency: 'EUR',
    items,
    subtotal,
    discount: percent ? { code, percent, amount: discountAmount } : null,
    net,
    vat,
    total: net + vat.amount,
    total_price_is_extra_difference: options.extraDifference ?? false,
  };
}

const transaction = (status: TransactionStatus, amount: number, gatewayCode: string | null = null) => ({
  id: 't1',
  agreement_id: AGREEMENT_ID,
  status,
  gateway_code: gatewayCode,
  amount,
  currency: 'EUR',
  created_at: '2026-11-20T10:00:00.000Z',
  processor: 'sandbox' as const,
});

const agreement = {
  id: AGREEMENT_ID,
  type: 'privacy-policy',
  status: 'finished',
  language: 'en',
  premium: true,
  paid: false,
  edited: false,
  site_name: 'Acme Shop',
  site_url: 'https://acme.example',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

/**
 * Stubs `fetch` with the payment API: costs by the request, VIES for two known numbers, the
 * sandbox's test cards, its 3-D Secure question. Returns the calls made, payloads decoded.
 */
export function stubPaymentApi(options: FakeOptions = {}): FakeCall[] {
  const calls: FakeCall[] = [];
  const costsRequests: CostsRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://localhost').pathname.replace('/api/v1', '');
      const raw = init.body ? new URLSearchParams(init.body as URLSearchParams).get('data') : null;
      const data = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
      const call: FakeCall = { method: init.method ?? 'GET', path, data };
      calls.push(call);
      const reply = (envelope: Partial<Envelope>) =>
        new Response(JSON.stringify({ success: true, messages: [], ...envelope }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      const refuse = (envelope: Partial<Envelope>) => reply({ success: false, ...envelope });

      if (path === '/transaction/payment-profile')
        return reply({
          data: {
            processors: options.processors ?? ['sandbox'],
            stripe: options.processors?.includes('stripe') ? { publishable_key: 'pk_test_123' } : null,
            billing_address: options.billingAddress ?? null,
            three_d_secure: options.threeDSecure ?? false,
          } satisfies PaymentProfile,
        });
      if (path === `/agreement/details/${AGREEMENT_ID}`)
        return reply({ data: { agreement, answers: {}, markdown: null, html: null } });
      if (path === '/public/countries/list')
        return reply({
          data: {
            countries: [
              { value: 'BR', text: 'Brazil' },
              { value: 'DE', text: 'Germany' },
              { value: 'FR', text: 'France' },
              { value: 'GR', text: 'Greece' },
              { value: 'IE', text: 'Ireland' },
              { value: 'US', text: 'United States' },
            ],
          },
        });
      if (path === '/agreement/wizard/privacy-policy') {
        const texts = Object.fromEntries(
          extraDefinitions(privacyPolicyWizard)
            .filter((extra) => extra.key === 'extras.summary')
            .map((extra) => [extra.label, SUMMARY_EXTRA_LABEL]),
        );
        return reply({ data: { definition: privacyPolicyWizard, providers: {}, texts, languages: ['en'] } });
      }
      if (path === `/agreement/costs/${AGREEMENT_ID}`) {
        const request = (data ?? {}) as CostsRequest;
        if (options.nothingDue)
          return refuse({
            code: 'bad_request',
            messages: [{ value: 'Everything this agreement includes has already been paid for.' }],
          });
        if (request.discount_code && !DISCOUNTS[request.discount_code])
          return refuse({
            code: 'validation_failed',
            messages: [{ value: 'The code you supplied is not valid' }],
            fieldErrors: { discount_code: 'The code you supplied is not valid' },
          });
        // The price last quoted is the one a payment must name.
        costsRequests.push(request);
        return reply({ data: priceFor(request, options) });
      }
      if (path === '/customer/check-vies') {
        const known = VALID_VAT_NUMBERS.has(`${data?.country}:${data?.vat_number}`);
        const shown = `${data?.country === 'GR' ? 'EL' : data?.country}${data?.vat_number}`;
        if (!/^\d{9}$/.test(String(data?.vat_number)))
          return refuse({
            code: 'validation_failed',
            messages: [{ value: 'This is not a valid VAT number.' }],
            fieldErrors: { vat_number: 'This is not a valid VAT number.' },
          });
        return reply({
          messages: [
            {
              value: known
                ? `The VAT number ${shown} is valid. The reverse charge applies: no VAT is added.`
                : `The VAT number ${shown} is not registered in the EU's VIES database. VAT is added as for a consumer.`,
            },
          ],
          data: { valid: known, vat_number: shown, name: known ? 'ACME' : null, address: null },
        });
      }
      if (path === '/transaction/new') {
        const quoted = priceFor(costsRequests.at(-1) ?? {}, options).total;
        const charged = options.priceChangesTo ?? quoted;
        if (data?.amount !== charged)
          return refuse({
            code: 'price_changed',
            messages: [{ value: `The price has changed to €${(charged / 100).toFixed(2)}.` }],
            data: { ...priceFor(costsRequests.at(-1) ?? {}, options), total: charged },
          });
        const number = String((data?.card as { number?: string } | undefined)?.number ?? '').replace(
          /\s/g,
          '',
        );
        if (number === '4000000000002001')
          return refuse({
            code: 'payment_declined',
            messages: [{ value: 'Insufficient funds. Please use another card or contact your bank.' }],
            data: { transaction: transaction('rejected', charged, '2001'), agreement },
          });
        // Test numbers of this fake only: another tab's payment is being charged, or is under review.
        if (number === '4000000000001111' || number === '4000000000002222')
          return refuse({
            code: 'payment_open',
            messages: [{ value: 'A payment for this document is being processed right now.' }],
            data: {
              transaction: transaction(
                number === '4000000000001111' ? 'processing' : 'pending_verification',
                charged,
              ),
            },
          });
        if (number === '4000000000000259')
          return reply({
            messages: [{ value: 'Your payment is under review.' }],
            data: { transaction: transaction('pending_verification', charged), agreement },
          });
        if (number === '4000000000003220')
          return reply({
            messages: [{ value: 'Your bank asks you to confirm this payment.' }],
            data: {
              transaction: transaction('processing', charged),
              agreement,
              challenge: { transaction_id: 't1' },
            },
          });
        return reply({
          messages: [{ value: 'Thank you! Your payment has been received.' }],
          data: { transaction: transaction('approved', charged), agreement: { ...agreement, paid: true } },
        });
      }
      if (path === '/transaction/sandbox/3ds/t1')
        return data?.approve
          ? reply({
              messages: [{ value: 'Thank you! Your payment has been received.' }],
              data: { transaction: transaction('approved', 2900), agreement: { ...agreement, paid: true } },
            })
          : refuse({
              code: 'payment_declined',
              messages: [{ value: 'Your bank could not confirm this payment with 3-D Secure.' }],
              data: { transaction: transaction('rejected', 2900), agreement },
            });
      const known = options.extra?.(call);
      if (known) return reply(known);
      return new Response('{}', { status: 404 });
    }),
  );
  return calls;
}

/** The checkout with the pages it leads to, as the router would show them. */
export async function renderCheckout() {
  const router = createMemoryRouter(
    [
      { path: '/wizard/pay/:id', Component: PayPage },
      { path: '/download/:id', element: <p data-testid="download-page">download</p> },
      {
        path: '/profile/agreements/transaction-pending',
        element: <p data-testid="pending-page">pending</p>,
      },
      { path: '/profile/agreements', element: <p data-testid="my-agreements">list</p> },
    ],
    { initialEntries: [PAY_PATH] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

export async function click(element: Element): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** Types into an input or picks a select's option. */
export async function type(element: Element, value: string): Promise<void> {
  await act(async () => {
    fireEvent.change(element, { target: { value } });
  });
}
