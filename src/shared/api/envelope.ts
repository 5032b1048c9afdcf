/**
 * The reply envelope of every /api/v1 call, whatever its outcome.
 * `messages` are already translated into the caller's language.
 */
export type Envelope<T = unknown> = {
  success: boolean;
  messages: { value: string }[];
  data?: T;
  token?: string;
  refresh_token?: string;
  authenticated?: boolean;
  forbidden?: boolean;
  code?: ErrorCode;
  fieldErrors?: Record<string, string>;
  requestId?: string;
};

/** Machine-readable reasons a call failed; the message says the same to a person. */
export const ERROR_CODES = [
  'bad_request',
  'invalid_data',
  'validation_failed',
  'payload_too_large',
  'unsupported_media_type',
  'not_found',
  'method_not_allowed',
  'unauthenticated',
  'login_failed',
  'account_exists',
  'forbidden',
  /** A premium feature asked for on a free or unpaid agreement. */
  'premium_required',
  /** The bank or the payment provider refused the payment; `data` holds the transaction. */
  'payment_declined',
  /**
   * Another payment for the agreement is under way or under review; `data.transaction` is that
   * payment. Nothing was charged by this call.
   */
  'payment_open',
  /** The server's price differs from the one the buyer saw; `data` holds the new costs. Nothing was charged. */
  'price_changed',
  /** The EU's VAT number service (VIES) did not answer. */
  'vies_unavailable',
  /** VIES does not know the VAT number; `data` holds its answer. */
  'vies_invalid',
  'rate_limited',
  'maintenance',
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** HTTP statuses a client accepts as an envelope it should read; any other status is a failed call. */
export const VALID_REPLY_STATUSES = [200, 401, 429] as const;

export const API_BASE_PATH = '/api/v1';
