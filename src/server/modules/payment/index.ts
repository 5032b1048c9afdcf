/**
 * The payment module's public face: what app.ts builds the payments from, the discount codes the
 * development routes and `npm run discount-codes` manage, and the sandbox's test cards for tests
 * elsewhere. Its other files (repo, pricing, invoices …) are its own; the import-boundaries test
 * holds to it.
 */
export { createDiscount, deleteDiscount, listDiscounts } from './discounts';
export { startPendingSweep } from './pending-sweep';
export { paymentProviderSources } from './provider-csp';
export { createBraintreeCharger } from './providers/braintree';
export { createSandboxProvider, SANDBOX_CARDS } from './providers/sandbox';
export { createStripeClient, createStripeReversals } from './providers/stripe';
export { paymentRoutes } from './routes';
export { createPaymentService, type PaymentService } from './service';
export { createViesClient, type ViesClient } from './vies';
