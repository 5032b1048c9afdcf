/**
 * The customer module's public face: what app.ts, http/auth.ts and the other modules may use.
 * Its other files (repo, passwords, presenter …) are its own; the import-boundaries test holds to it.
 */
export { limitAccountAttempts, VISITOR_AGREEMENT_LIMITS } from './limits';
export type { CustomerRow } from './repo';
export { customerRoutes } from './routes';
export { type CustomerService, createCustomerService, findCustomer } from './service';
export { createTokenService, sessionCustomer, type TokenService } from './tokens';
