import { z } from 'zod';
import { ERROR_CODES } from '../../src/shared/api/envelope';

/**
 * The reply envelope of src/shared/api/envelope.ts as a strict schema, written independently of the
 * server so the fuzz test checks what clients rely on: a failure always names its `code`, a success
 * never does, and nothing else travels at the top level.
 */
export const envelopeSchema = z
  .strictObject({
    success: z.boolean(),
    messages: z.array(z.strictObject({ value: z.string().min(1) })),
    data: z.unknown().optional(),
    token: z.string().min(1).optional(),
    refresh_token: z.string().min(1).optional(),
    authenticated: z.boolean().optional(),
    forbidden: z.boolean().optional(),
    code: z.enum(ERROR_CODES).optional(),
    fieldErrors: z.record(z.string(), z.string().min(1)).optional(),
    requestId: z.string().min(1).optional(),
  })
  .refine((envelope) => (envelope.success ? envelope.code === undefined : envelope.code !== undefined), {
    message: 'a failure names its code, a success does not',
  });

export type CheckedEnvelope = z.infer<typeof envelopeSchema>;

/** What each non-200 status of an API reply must say (ARCHITECTURE "Request flow"). */
export const CODE_OF_STATUS: Record<number, CheckedEnvelope['code']> = {
  401: 'unauthenticated',
  404: 'not_found',
  429: 'rate_limited',
};
