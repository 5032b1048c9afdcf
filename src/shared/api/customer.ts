import { z } from 'zod';
import { isLanguage, type Language } from '../i18n/languages';
import { EMAIL_MAX_LENGTH, isValidEmail, isValidUuid } from '../validation';

const PASSWORD_CEILING = 10_000;

/**
 * Request schemas of the `/customer/*` calls. Field names (`oldpassword`, `activation_hash`, …) are
 * the product's published API names, kept as they are.
 * Messages given here are i18n keys of the `errors` namespace; the server translates them.
 */

const email = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, { message: 'validation.invalidEmail' })
  .refine(isValidEmail, { message: 'validation.invalidEmail' })
  .transform((value) => value.toLowerCase());

/**
 * Any password as typed. The length rules differ per call (sign-up, activation, reset), so the service
 * checks them and answers with that call's message; this ceiling only stops absurd input.
 */
const password = z.string().max(PASSWORD_CEILING, { message: 'password.tooLong' });

const language = z
  .string()
  .refine(isLanguage, { message: 'validation.invalidLanguage' })
  .transform((value) => value as Language);

const zeroOrOne = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()])
  .transform((value) => value === 1 || value === '1' || value === true);

/** A one-time code from an e-mail link: letters, digits, dashes and underscores only. */
const linkCode = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'account.linkInvalid' });

export const registerRequest = z.strictObject({
  email,
  password: password.optional(),
  language: language.optional(),
  send_activation: zeroOrOne.optional(),
  initial_password_set: zeroOrOne.optional(),
});

export const emailRequest = z.strictObject({ email });
export const loginRequest = z.strictObject({ email, password: z.string().min(1).max(PASSWORD_CEILING) });
export const activationHashRequest = z.strictObject({ activation_hash: linkCode });
export const initialPasswordSetRequest = z.strictObject({ activation_hash: linkCode, password });
export const changePasswordRequest = z.strictObject({
  oldpassword: z.string().min(1).max(PASSWORD_CEILING),
  newpassword: password,
});
export const resetPasswordRequest = z.strictObject({ reset_password_hash: linkCode, newpassword: password });
export const checkValidUuidRequest = z.strictObject({
  useruuid: z.string().trim().refine(isValidUuid, { message: 'validation.invalidUuid' }),
});
export const deleteAccountRequest = z.strictObject({ password: z.string().min(1).max(PASSWORD_CEILING) });
export const setLanguageParams = z.strictObject({ lang: language });

/** What every reply about the signed-in customer carries (never the password hash). */
export type CustomerDetails = {
  id: string;
  email: string;
  language: Language;
  confirmed: boolean;
  has_password: boolean;
  created_at: string;
};

/** The session kept in localStorage by the client: email, id, token, refresh_token. */
export type CustomerSession = CustomerDetails & { token: string; refresh_token: string };

export type LoginReply = { customer: CustomerSession };
export type PingReply = { customer: CustomerSession };
export type InfoReply = { customer: CustomerDetails };
export type RegisterReply = {
  customer: Pick<CustomerDetails, 'id' | 'email' | 'language' | 'confirmed' | 'has_password'>;
};
export type EmailStatusReply = { exists: boolean; confirmed: boolean; has_password: boolean };
export type CheckReply = { available: boolean };
export type ActivationHashReply = { valid: boolean; needs_password: boolean; email?: string };
export type ValidUuidReply = { valid: boolean };

/** Header carrying the refresh token on ping and logout, the calls that need it beside the access token. */
export const REFRESH_TOKEN_HEADER = 'x-refresh-token';
