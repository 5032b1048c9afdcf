import type { CustomerDetails, InfoReply } from '../../../shared/api/customer';
import type { Language } from '../../../shared/i18n/languages';
import { apiRequest, isRefusedByServer, joinMessages } from '../../lib/api-client';
import { logout } from '../../lib/session';

/** The signed-in customer's calls. */

/** The query keys of the profile's data. */
export const profileKeys = { info: ['customer-info'] as const };

/** The account's details. The server refusing them means the session is gone: log out. */
export async function fetchCustomerInfo(signal: AbortSignal): Promise<CustomerDetails> {
  try {
    const envelope = await apiRequest<InfoReply>('GET', '/customer/info', { signal });
    if (!envelope.data) throw new Error('The server sent no customer details');
    return envelope.data.customer;
  } catch (error) {
    if (isRefusedByServer(error)) await logout({ reason: 'expired' });
    throw error;
  }
}

export async function saveLanguage(language: Language): Promise<CustomerDetails | undefined> {
  const envelope = await apiRequest<InfoReply>('PUT', `/customer/set-language/${language}`);
  return envelope.data?.customer;
}

/** The reply carries new tokens (the API client stores them); other devices are logged out. */
export async function changePassword(oldPassword: string, newPassword: string): Promise<string> {
  const envelope = await apiRequest('POST', '/customer/change-password', {
    data: { oldpassword: oldPassword, newpassword: newPassword },
  });
  return joinMessages(envelope);
}

export async function deleteAccount(password: string): Promise<string> {
  return joinMessages(await apiRequest('POST', '/customer/delete-account', { data: { password } }));
}
