import type { ActivationHashReply, ValidUuidReply } from '../../../shared/api/customer';
import { apiRequest, joinMessages } from '../../lib/api-client';

/** The account calls a visitor makes without a session; each resolves with the server's message. */

/** The query keys of the links a mail brings a visitor to (checked once the page opens). */
export const authKeys = {
  activationLink: (id: string) => ['activation-link', id] as const,
  resetLink: (id: string) => ['reset-link', id] as const,
};

export async function requestPasswordReset(email: string): Promise<string> {
  return joinMessages(await apiRequest('POST', '/customer/forgot-password', { data: { email } }));
}

export async function checkResetLink(useruuid: string): Promise<boolean> {
  const envelope = await apiRequest<ValidUuidReply>('POST', '/customer/check-valid-uuid', {
    data: { useruuid },
  });
  return envelope.data?.valid === true;
}

export async function resetPassword(resetPasswordHash: string, newPassword: string): Promise<string> {
  const envelope = await apiRequest('POST', '/customer/reset-password', {
    data: { reset_password_hash: resetPasswordHash, newpassword: newPassword },
  });
  return joinMessages(envelope);
}

export async function checkActivationLink(activationHash: string): Promise<ActivationHashReply> {
  const envelope = await apiRequest<ActivationHashReply>('POST', '/customer/check-activation-hash', {
    data: { activation_hash: activationHash },
  });
  return envelope.data ?? { valid: false, needs_password: false };
}

export async function activateAccount(activationHash: string): Promise<string> {
  const envelope = await apiRequest('POST', '/customer/activate-account', {
    data: { activation_hash: activationHash },
  });
  return joinMessages(envelope);
}

export async function setInitialPassword(activationHash: string, password: string): Promise<string> {
  const envelope = await apiRequest('POST', '/customer/initial-password-set', {
    data: { activation_hash: activationHash, password },
  });
  return joinMessages(envelope);
}

export async function resendActivationEmail(email: string): Promise<string> {
  return joinMessages(await apiRequest('POST', '/customer/resend-activation-email', { data: { email } }));
}
