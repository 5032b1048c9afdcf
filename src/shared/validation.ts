/**
 * Input rules shared by the client forms and the server, so both refuse the same input with the same words.
 * Each rule returns the i18n key (namespace `errors`) of the message to show, or null when valid.
 */

export const EMAIL_MIN_LENGTH = 4;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
/** Passwords must stay below 4000 characters, although the product's messages say "maximum 4000". */
export const PASSWORD_MAX_LENGTH = 3999;
export const ACTIVATION_PASSWORD_MIN_LENGTH = 6;

const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Optional http(s) scheme, a domain or IPv4 address, optional port, path, query and fragment. */
const URL_PATTERN =
  /^(?:https?:\/\/)?(?:(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}|(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)|localhost)(?::\d{1,5})?(?:\/[^\s?#]*)?(?:\?[^\s#]*)?(?:#\S*)?$/;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isValidEmail(value: string): boolean {
  return value.length >= EMAIL_MIN_LENGTH && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export function isValidUrl(value: string): boolean {
  return value.length <= 2048 && URL_PATTERN.test(value);
}

export function isValidUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

export type PasswordMessageKey =
  | 'password.tooShort'
  | 'password.tooLong'
  | 'password.needsUppercase'
  | 'password.needsDigit'
  | 'password.mismatch'
  | 'password.activationTooShort';

/** Profile and reset-password rule: 8 to 3999 characters, an uppercase letter, a digit, both entries equal. */
export function checkNewPassword(password: string, repeat: string = password): PasswordMessageKey | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'password.tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'password.tooLong';
  if (!/\p{Lu}/u.test(password)) return 'password.needsUppercase';
  if (!/\d/.test(password)) return 'password.needsDigit';
  if (password !== repeat) return 'password.mismatch';
  return null;
}

/** Activation set-password rule: at least 6 characters, below the maximum, both entries equal. */
export function checkActivationPassword(
  password: string,
  repeat: string = password,
): PasswordMessageKey | null {
  if (password.length < ACTIVATION_PASSWORD_MIN_LENGTH) return 'password.activationTooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'password.tooLong';
  if (password !== repeat) return 'password.mismatch';
  return null;
}
