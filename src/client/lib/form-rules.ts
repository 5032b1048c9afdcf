import { z } from 'zod';
import {
  checkActivationPassword,
  checkNewPassword,
  isValidEmail,
  PASSWORD_MAX_LENGTH,
} from '../../shared/validation';

/**
 * Field rules the forms share, built on the server's rules (src/shared/validation.ts) so a form
 * refuses exactly what the server would. Messages are keys of the `errors` namespace.
 */

export const emailRule = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .refine(isValidEmail, 'validation.invalidEmail');

/** A password being checked (log in, current password, delete account): any text, not empty. */
export const enteredPasswordRule = z
  .string()
  .min(1, 'validation.required')
  .max(PASSWORD_MAX_LENGTH, 'password.tooLong');

function passwordRule(check: (password: string) => string | null) {
  return z.string().superRefine((value, context) => {
    const message = check(value);
    if (message) context.addIssue({ code: 'custom', message });
  });
}

/** Profile, reset and sign-up rule: 8 to 3999 characters with an uppercase letter and a digit. */
export const newPasswordRule = passwordRule((value) => checkNewPassword(value));

/** Activation set-password rule: at least 6 characters. */
export const activationPasswordRule = passwordRule((value) => checkActivationPassword(value));

/** For `.refine((values) => values.password === values.repeat, repeatMismatch)`: the message goes under the repeat field. */
export const repeatMismatch = { message: 'password.mismatch', path: ['repeat'] };
