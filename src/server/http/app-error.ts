import type { ErrorCode } from '../../shared/api/envelope';

/**
 * The one error type services throw for an expected failure. The error handler turns it into a
 * `success: false` envelope whose message is `messageKey` translated into the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly fieldErrors: Record<string, { key: string; params?: Record<string, string | number> }> = {},
    readonly statusCode = 200,
    /** Data the caller needs to act on the failure (for example the status of an existing account). */
    readonly data?: unknown,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}
