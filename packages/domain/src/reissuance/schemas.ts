import { z } from 'zod';
import { certificateSchema } from '../certificates/schemas.ts';
import { REISSUANCE_TYPES } from '../lookups/codes.ts';
import { paymentInputSchema } from '../payments/schemas.ts';
import { RECORD_LIST_DEFAULT_LIMIT, RECORD_LIST_MAX_LIMIT } from '../records/shared/review.ts';
import { certificateNumberSchema } from '../reprint/schemas.ts';
import { emailSchema, isoDateNotFutureSchema, ninSchema } from '../validation/schemas.ts';
import { REISSUANCE_MESSAGES } from './messages.ts';

/** The spec's reissuance request types (section 3 "Reissuance"). */
export const REISSUANCE_TYPE_KEYS = REISSUANCE_TYPES.map((t) => t.value) as [
  'birth_reissuance',
  'attest_reissuance',
];
export const REISSUANCE_STATUSES = ['pending', 'approved'] as const;
export type ReissuanceStatus = (typeof REISSUANCE_STATUSES)[number];

/** How the original is found: by number and the holder's NIN, or number and particulars. */
export const VALIDATION_MODES = ['nin', 'particulars'] as const;
export type ValidationMode = (typeof VALIDATION_MODES)[number];

export const reissuanceTypeSchema = z.enum(REISSUANCE_TYPE_KEYS, {
  error: REISSUANCE_MESSAGES.type,
});

const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(200);

/** `POST /api/reissuance`. */
export const reissuanceRequestSchema = paymentInputSchema
  .extend({
    type: reissuanceTypeSchema,
    validation_mode: z.enum(VALIDATION_MODES, { error: REISSUANCE_MESSAGES.validationMode }),
    certificate_number: certificateNumberSchema,
    /** validation_mode nin: the holder's NIN. */
    applicant_nin: ninSchema.optional(),
    /** validation_mode particulars: the holder's names and date of birth as on the certificate. */
    firstname: name(REISSUANCE_MESSAGES.firstname).optional(),
    middlename: z.string().trim().max(200).optional(),
    surname: name(REISSUANCE_MESSAGES.surname).optional(),
    date_of_birth: isoDateNotFutureSchema.optional(),
    /** The stored-file key of the applicant's face, uploaded through /api/documents. */
    captured_face: z
      .string({ error: REISSUANCE_MESSAGES.face })
      .trim()
      .min(1, REISSUANCE_MESSAGES.face),
    recipient_email: emailSchema,
    /** From POST /api/email-codes/verify for recipient_email (purpose reissuance). */
    email_confirmation_token: z
      .string({ error: REISSUANCE_MESSAGES.emailConfirmation })
      .trim()
      .min(20, REISSUANCE_MESSAGES.emailConfirmation)
      .max(200),
  })
  .superRefine((value, ctx) => {
    if (value.validation_mode === 'nin' && !value.applicant_nin) {
      ctx.addIssue({ code: 'custom', path: ['applicant_nin'], message: REISSUANCE_MESSAGES.nin });
    }
    if (value.validation_mode === 'particulars') {
      if (!value.firstname)
        ctx.addIssue({
          code: 'custom',
          path: ['firstname'],
          message: REISSUANCE_MESSAGES.firstname,
        });
      if (!value.surname)
        ctx.addIssue({ code: 'custom', path: ['surname'], message: REISSUANCE_MESSAGES.surname });
      if (!value.date_of_birth)
        ctx.addIssue({
          code: 'custom',
          path: ['date_of_birth'],
          message: REISSUANCE_MESSAGES.dateOfBirth,
        });
    }
  });
export type ReissuanceRequest = z.infer<typeof reissuanceRequestSchema>;
export type ReissuanceRequestInput = z.input<typeof reissuanceRequestSchema>;

const person = z.object({ id: z.number().int(), name: z.string() });

/** What may be done to a reissuance request: approve it (the record's `reissue` step). */
export const REISSUANCE_ACTIONS = ['approve'] as const;
export type ReissuanceAction = (typeof REISSUANCE_ACTIONS)[number];

/** One reissuance request as lists and answers show it (the address masked). */
export const reissuanceEntrySchema = z.object({
  id: z.number().int(),
  type: reissuanceTypeSchema,
  status: z.enum(REISSUANCE_STATUSES),
  record_id: z.number().int(),
  certificate_number: z.string(),
  validation_mode: z.enum(VALIDATION_MODES),
  /** e.g. "a***@example.com". */
  recipient_email: z.string(),
  payment_reference: z.string().nullable(),
  waived: z.boolean(),
  requested_at: z.string(),
  requested_by: person,
  approved_at: z.string().nullable(),
  approved_by: person.nullable(),
  /** The certificate issued on approval, and its reissue count. */
  certificate_id: z.number().int().nullable(),
  reissue_number: z.number().int().nullable(),
  /** What the caller may do to it now (the access policy: approver permission, four-eyes). */
  allowed_actions: z.array(z.enum(REISSUANCE_ACTIONS)),
});
export type ReissuanceEntry = z.infer<typeof reissuanceEntrySchema>;

/** `POST /api/reissuance/{id}/approve`. */
export const reissuanceApprovalSchema = z.object({
  request: reissuanceEntrySchema,
  certificate: certificateSchema,
  download_url: z.string(),
  /** The number again under the spec's name for the type's number (declaration's numberField). */
  Certificate_No: z.string().optional(),
  attestation_number: z.string().optional(),
});
export type ReissuanceApproval = z.infer<typeof reissuanceApprovalSchema>;

/** `GET /api/reissuance/stats`: counts per type and status in the caller's area. */
export const reissuanceStatsSchema = z.record(
  z.string(),
  z.object({ pending: z.number().int(), approved: z.number().int() }),
);
export type ReissuanceStats = z.infer<typeof reissuanceStatsSchema>;

/** `GET /api/reissuance/list/{page}?type=&status=`. */
export const reissuanceListQuerySchema = z.object({
  type: reissuanceTypeSchema.optional(),
  status: z.enum(REISSUANCE_STATUSES).optional(),
  limit: z.coerce
    .number<unknown>()
    .int()
    .positive()
    .max(RECORD_LIST_MAX_LIMIT)
    .default(RECORD_LIST_DEFAULT_LIMIT),
});

/** "a***@example.com": enough to recognise, not to copy. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
