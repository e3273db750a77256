import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

/** Result status values (spec section 3). */
export const RESULT_STATUS = { success: 'SUCCESS', error: 'ERROR' } as const;

/** Every API answer: `{ status, message, data }` (DESIGN.md). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.enum(['SUCCESS', 'ERROR']),
    message: z.union([z.string(), z.array(z.string())]),
    data,
  });
}

/**
 * The details an error may carry, every field optional: which fields come with which code is
 * ErrorDetailsByCode (error-codes.ts). One flat object, so that writing an answer never fails.
 */
export const errorDetailsSchema = z.object({
  issues: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .describe(
      'VALIDATION_FAILED, IDENTITY_MISMATCH: each field (dotted path, empty for the request) and why.',
    ),
  retryAfter: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('RATE_LIMITED and the unavailable codes: seconds to wait (as Retry-After).'),
  kind: z.string().optional().describe("DUPLICATE_SUSPECTED: the other record's kind."),
  reference: z
    .string()
    .optional()
    .describe(
      "DUPLICATE_SUSPECTED, ALREADY_REGISTERED: the other record's reference, when the caller may see it.",
    ),
  certificateNumber: z
    .string()
    .nullable()
    .optional()
    .describe("ALREADY_REGISTERED: the birth's certificate number, null before approval."),
  usedFor: z
    .string()
    .optional()
    .describe('PAYMENT_ALREADY_USED: what the payment reference paid for.'),
  paymentStatus: z
    .enum(['pending', 'failed', 'not_found'])
    .optional()
    .describe("PAYMENT_REQUIRED: the gateway's status of the reference given."),
  service: z.string().optional().describe('FEE_NOT_SET: the service without a fee.'),
  userName: z
    .string()
    .optional()
    .describe("ACCOUNT_EXISTS: the person's account, when the caller may see it."),
  triesLeft: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe('EMAIL_CODE_WRONG: wrong codes allowed before the code is locked.'),
});

/** Every error answer: the envelope with its code (error-codes.ts) and the code's details. */
export const errorEnvelopeSchema = z
  .object({
    status: z.literal('ERROR'),
    message: z.union([z.string(), z.array(z.string())]),
    data: z.null(),
    code: z.enum(ERROR_CODES),
    details: errorDetailsSchema.optional(),
  })
  // One component of the OpenAPI document, referred to by every route's error answers.
  .meta({ id: 'ErrorEnvelope' });

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const paginationSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
  pages: z.number().int().min(0),
  /**
   * True when `total` is a floor, not a count: filtered lists count up to a cap (then say one
   * more), and name searches are not counted (the records up to this page, plus one when more
   * follow). Show it as "1,001+".
   */
  totalCapped: z.boolean().optional(),
});

export type Pagination = z.infer<typeof paginationSchema>;

/** Lists answer `data: { pagination, result }`. */
export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({ pagination: paginationSchema, result: z.array(item) });
}
