import type { AppConfig } from '../../config';
import { offeredProcessors } from './service';

type Sources = { script: string[]; style: string[]; frame: string[]; connect: string[]; img: string[] };

/**
 * The origins a provider's browser widget needs in the Content-Security-Policy, only when it is
 * offered: Stripe.js (its documented CSP) and Braintree's drop-in with 3-D Secure (Cardinal).
 * With the sandbox alone the policy stays 'self'.
 */
export function paymentProviderSources(config: AppConfig): Sources {
  const sources: Sources = { script: [], style: [], frame: [], connect: [], img: [] };
  const offered = offeredProcessors(config);
  if (offered.includes('stripe')) {
    sources.script.push('https://js.stripe.com');
    sources.frame.push('https://js.stripe.com', 'https://hooks.stripe.com');
    sources.connect.push('https://api.stripe.com');
  }
  if (offered.includes('braintree')) {
    sources.script.push('https://js.braintreegateway.com', 'https://assets.braintreegateway.com');
    sources.style.push('https://assets.braintreegateway.com');
    sources.frame.push('https://assets.braintreegateway.com', 'https://*.cardinalcommerce.com');
    sources.connect.push(
      'https://api.braintreegateway.com',
      'https://client-analytics.braintreegateway.com',
      'https://*.braintree-api.com',
      'https://*.cardinalcommerce.com',
    );
    sources.img.push('https://assets.braintreegateway.com');
  }
  return sources;
}
