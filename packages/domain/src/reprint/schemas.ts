import { z } from 'zod';
import { certificateSchema } from '../certificates/schemas.ts';
import { APPLICATION_STATUSES } from '../lookups/codes.ts';
import { paymentInputSchema } from '../payments/schemas.ts';
import { servedKindKeySchema } from '../records/kind-key.ts';
import { RECORD_KINDS } from '../records/kind.ts';
import { REPRINT_MESSAGES } from './messages.ts';

/** The certificate type a reprint looks for: the record kind's key. */
export const reprintKindSchema = z.enum(RECORD_KINDS, { error: REPRINT_MESSAGES.kind });

/**
 * A certificate number as typed: trimmed and upper-cased (`la/2026/000001` finds
 * `LA/2026/000001`); letters, digits, slashes and dashes.
 */
export const certificateNumberSchema = z
  .string({ error: REPRINT_MESSAGES.certificateNumber })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9/-]{2,39}$/, REPRINT_MESSAGES.certificateNumber);

/** `GET /api/reprint/lookup?kind=birth&certificate_number=LA/2026/000001`. */
export const reprintLookupQuerySchema = z.object({
  kind: reprintKindSchema,
  certificate_number: certificateNumberSchema,
});

export type ReprintLookupQuery = z.infer<typeof reprintLookupQuerySchema>;

/**
 * `POST /api/reprint`: the certificate, and its fee paid (`payment_reference`) or waived by a
 * fee waiver granted to the caller (`waiver_id`).
 */
export const reprintRequestSchema = paymentInputSchema.extend({
  kind: reprintKindSchema,
  certificate_number: certificateNumberSchema,
});

export type ReprintRequest = z.infer<typeof reprintRequestSchema>;
export type ReprintRequestInput = z.input<typeof reprintRequestSchema>;

const person = z.object({ id: z.number().int(), name: z.string() });

/** One reprint: what was reprinted, by whom, when, where, and how its fee was settled. */
export const reprintEntrySchema = z.object({
  certificate_id: z.number().int(),
  record_id: z.number().int(),
  kind: servedKindKeySchema,
  certificate_number: z.string(),
  /** 1 for a record's first reprint, 2 for its second, ... */
  reprint_number: z.number().int(),
  /** ISO date-time. */
  issued_at: z.string(),
  issued_by: person,
  /** Where it was reprinted. */
  centre: person,
  /** The payment reference bound to it; null when the fee was waived. */
  payment_reference: z.string().nullable(),
  waived: z.boolean(),
});

export type ReprintEntry = z.infer<typeof reprintEntrySchema>;

/** The spec's Reprint particulars (see particulars.ts). */
export const reprintParticularsSchema = z.object({
  subject: z.string(),
  names: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  event: z.object({ label: z.string(), date: z.string().nullable() }),
  sex: z.string().nullable(),
  state_of_origin: z.string().nullable(),
  country: z.string().nullable(),
  lga: z.string().nullable(),
  mother_name: z.string().nullable(),
  father_name: z.string().nullable(),
  face: z.string().nullable(),
});

/** `GET /api/reprint/lookup`: the certificate found, whether it can be reprinted, the fee. */
export const reprintLookupSchema = z.object({
  record_id: z.number().int(),
  kind: servedKindKeySchema,
  /** "Birth certificate". */
  certificate_type: z.string(),
  certificate_number: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** A certificate of the record is on file (it was printed here). */
  hasCertificate: z.boolean(),
  /** Only a printed record is reprinted. */
  reprintable: z.boolean(),
  /** Why it cannot be reprinted; null when it can. */
  reason: z.string().nullable(),
  particulars: reprintParticularsSchema,
  /** The current reprint fee. */
  fee: z.object({
    amount_kobo: z.number().int(),
    currency: z.string(),
    /** "NGN 5,000.00". */
    amount: z.string(),
  }),
  /** The record's past reprints, newest first. */
  reprints: z.array(reprintEntrySchema),
});

export type ReprintLookup = z.infer<typeof reprintLookupSchema>;

/** `POST /api/reprint`: the reprint made (or made before, for a retry) and its certificate. */
export const reprintAnswerSchema = z.object({
  reprint: reprintEntrySchema,
  certificate: certificateSchema,
  /** The PDF: `/api/certificates/{kind}/{record_id}/{certificate_id}/pdf` (signed in). */
  download_url: z.string(),
});

export type ReprintAnswer = z.infer<typeof reprintAnswerSchema>;
