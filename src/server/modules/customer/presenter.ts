import type { CustomerDetails } from '../../../shared/api/customer';
import { isLanguage } from '../../../shared/i18n/languages';
import type { CustomerRow } from './repo';

/** The fields of a customer that replies may show: never the password hash. */
export function presentCustomer(customer: CustomerRow): CustomerDetails {
  return {
    id: customer.id,
    email: customer.email,
    language: isLanguage(customer.language) ? customer.language : 'en',
    confirmed: customer.confirmedAt !== null,
    has_password: customer.passwordHash !== null,
    created_at: customer.createdAt.toISOString(),
  };
}
