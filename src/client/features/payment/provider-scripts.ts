/**
 * The payment providers' browser libraries (Stripe.js, Braintree's drop-in). They must come from the
 * providers' own servers, so they are added as <script> elements, and only once the buyer chooses
 * that provider: an installation without Stripe or Braintree never contacts them.
 */

export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';
export const BRAINTREE_DROPIN_URL = 'https://js.braintreegateway.com/web/dropin/1.43.0/js/dropin.min.js';

/** The parts of Stripe.js the checkout uses. */
export type StripeCardElement = {
  mount: (element: HTMLElement) => void;
  destroy: () => void;
  on: (event: 'change', handler: (event: { complete: boolean; error?: { message: string } }) => void) => void;
};
export type StripeBillingDetails = {
  name: string;
  phone?: string;
  address: { country: string; state?: string; city: string; line1: string; postal_code?: string };
};
export type StripeInstance = {
  elements: (options?: { locale?: string }) => {
    create: (type: 'card', options?: { hidePostalCode?: boolean }) => StripeCardElement;
  };
  confirmCardPayment: (
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement; billing_details: StripeBillingDetails } },
  ) => Promise<{ paymentIntent?: { id: string; status: string }; error?: { message?: string } }>;
};
export type StripeFactory = (publishableKey: string, options?: { locale?: string }) => StripeInstance;

/** The parts of Braintree's drop-in the checkout uses. */
export type BraintreeDropin = {
  requestPaymentMethod: (options?: {
    threeDSecure?: { amount: string; email?: string; billingAddress?: Record<string, string> };
  }) => Promise<{ nonce: string; deviceData?: string }>;
  teardown: () => Promise<void>;
};
export type BraintreeGlobal = {
  dropin: {
    create: (options: {
      authorization: string;
      container: HTMLElement;
      locale?: string;
      threeDSecure?: boolean;
      dataCollector?: boolean;
    }) => Promise<BraintreeDropin>;
  };
};

/**
 * Where the providers' scripts put themselves: `window.Stripe` and `window.braintree`. Not declared
 * on Window: the server's Braintree SDK types declare a global `braintree` of their own.
 */
export type ProviderGlobals = { Stripe?: StripeFactory; braintree?: BraintreeGlobal };
export const providerGlobals = (): ProviderGlobals => window as unknown as ProviderGlobals;

const loading = new Map<string, Promise<void>>();

/** Adds the script once; a failed load may be tried again (the next call adds it anew). */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    });
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}

/** Stripe.js with the installation's publishable key, in the interface language. */
export async function loadStripe(publishableKey: string, locale: string): Promise<StripeInstance> {
  if (!providerGlobals().Stripe) await loadScript(STRIPE_JS_URL);
  const factory = providerGlobals().Stripe;
  if (!factory) throw new Error('Stripe.js did not start');
  return factory(publishableKey, { locale });
}

/** Braintree's drop-in, shown in `container`, with 3-D Secure when the bank asks for it. */
export async function createBraintreeDropin(options: {
  authorization: string;
  container: HTMLElement;
  locale: string;
  threeDSecure: boolean;
}): Promise<BraintreeDropin> {
  if (!providerGlobals().braintree?.dropin) await loadScript(BRAINTREE_DROPIN_URL);
  const dropin = providerGlobals().braintree?.dropin;
  if (!dropin) throw new Error('The Braintree drop-in did not start');
  return dropin.create({ ...options, dataCollector: true });
}

/** Braintree's locales are language_COUNTRY. */
export const braintreeLocale: Record<string, string> = {
  en: 'en_GB',
  de: 'de_DE',
  es: 'es_ES',
  fr: 'fr_FR',
  it: 'it_IT',
  nl: 'nl_NL',
};

/** Forgets the scripts added, for tests. */
export function resetProviderScriptsForTests(): void {
  loading.clear();
}
