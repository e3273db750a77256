import { z } from 'zod';
import { RECORD_KINDS } from '../records/kind.ts';
import { certificateNumberSchema } from '../reprint/schemas.ts';
import { PAYMENT_SERVICE_NAMES, type PaymentService } from './fees.ts';
import { PAYMENT_MESSAGES } from './messages.ts';
import { paymentServiceSchema, waiverReasonSchema } from './schemas.ts';

/**
 * A fee waiver (issue 27): asked for at a service's payment step with a reason (pending), then
 * granted or refused by another officer holding Can_Waive_Fees, never the one who asked; a
 * granted waiver pays its service for its certificate once (used).
 */
export const WAIVER_STATUSES = ['pending', 'granted', 'refused', 'used'] as const;
export type WaiverStatus = (typeof WAIVER_STATUSES)[number];

/** Services whose record is made by the service itself: their waiver names the centre instead. */
export const NEW_RECORD_SERVICES: readonly PaymentService[] = ['attestation'];

export const waiverNoteSchema = z
  .string()
  .trim()
  .max(500, 'Keep the note under 500 characters.')
  .optional();

/**
 * `POST /api/payments/waivers`: the service and why its fee should be waived, and what it is
 * for: a certificate (`record_kind`, `certificate_number`), or for a service that makes a new
 * record (attestation) the registration centre it will be registered at (`reg_center_id`).
 */
export const waiverRequestSchema = z
  .object({
    service: paymentServiceSchema,
    reason: waiverReasonSchema,
    record_kind: z.enum(RECORD_KINDS, { error: PAYMENT_MESSAGES.waiverRecord }).optional(),
    certificate_number: certificateNumberSchema.optional(),
    reg_center_id: z
      .number({ error: PAYMENT_MESSAGES.waiverCentre })
      .int(PAYMENT_MESSAGES.waiverCentre)
      .positive(PAYMENT_MESSAGES.waiverCentre)
      .max(2 ** 31 - 1, PAYMENT_MESSAGES.waiverCentre)
      .optional(),
  })
  .superRefine((request, ctx) => {
    if (NEW_RECORD_SERVICES.includes(request.service)) {
      if (request.reg_center_id === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: PAYMENT_MESSAGES.waiverCentre,
          path: ['reg_center_id'],
        });
      }
    } else if (!request.record_kind || !request.certificate_number) {
      ctx.addIssue({
        code: 'custom',
        message: PAYMENT_MESSAGES.waiverRecord,
        path: ['certificate_number'],
      });
    }
  });
export type WaiverRequest = z.infer<typeof waiverRequestSchema>;

/** `POST /api/payments/waivers/{id}/grant` and `/refuse`: an optional note (why refused). */
export const waiverDecisionSchema = z.object({ note: waiverNoteSchema });
export type WaiverDecision = z.infer<typeof waiverDecisionSchema>;

/** `GET /api/payments/waivers`: in the caller's area, newest first; `mine`: asked for by the caller. */
export const waiverListQuerySchema = z.object({
  status: z.enum(WAIVER_STATUSES).optional(),
  service: paymentServiceSchema.optional(),
  mine: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type WaiverListQuery = z.output<typeof waiverListQuerySchema>;

/** A fee waiver as the API answers it (no personal data but the officers' user names). */
export const feeWaiverSchema = z.object({
  id: z.number().int(),
  service: paymentServiceSchema,
  /** "Certificate reprint". */
  service_name: z.string(),
  reason: z.string(),
  status: z.enum(WAIVER_STATUSES),
  record_kind: z.enum(RECORD_KINDS).nullable(),
  record_id: z.number().int().nullable(),
  certificate_number: z.string().nullable(),
  reg_center_id: z.number().int(),
  centre: z.string().nullable(),
  /** The service's fee now, "NGN 5,000.00". */
  fee: z.string(),
  requested_by: z.string().nullable(),
  requested_at: z.string(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  note: z.string().nullable(),
  used_at: z.string().nullable(),
});
export type FeeWaiver = z.infer<typeof feeWaiverSchema>;

/** "Certificate reprint of LA/2026/000001", "Birth attestation": what a waiver is for. */
export const waiverSubject = (waiver: Pick<FeeWaiver, 'service' | 'certificate_number'>) =>
  waiver.certificate_number
    ? `${PAYMENT_SERVICE_NAMES[waiver.service]} of ${waiver.certificate_number}`
    : PAYMENT_SERVICE_NAMES[waiver.service];
