import type { Executor } from '../../db/client';
import type { CustomerRow } from '../customer';
import * as repo from './repo';

/**
 * The customer's record at a provider (Stripe customer, Braintree vault customer), created on first
 * need. `create` must be idempotent per account (Stripe: an idempotency key; Braintree: the
 * account's id as the customer id), so two requests racing here make one record, and one row keeps it.
 */
export async function findOrCreateProviderCustomer(
  db: Executor,
  customer: CustomerRow,
  processor: 'stripe' | 'braintree',
  create: () => Promise<string>,
): Promise<string> {
  const saved = await repo.providerCustomerId(db, customer.id, processor);
  if (saved) return saved;
  const created = await create();
  await repo.saveProviderCustomerId(db, customer.id, processor, created);
  return (await repo.providerCustomerId(db, customer.id, processor)) ?? created;
}
