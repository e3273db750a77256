import { z } from 'zod';
import { APPLICATION_STATUSES } from '../../lookups/codes.ts';
import { SEXES } from '../../lookups/lists.ts';
import { RECORD_ACTIONS } from '../workflow.ts';
import { parseCalendarDate } from '../../validation/dates.ts';
import { MESSAGES, QUERY_REASON_MAX_LENGTH } from '../../validation/messages.ts';
import { BIRTH_RECORD_TYPES } from './steps.ts';
import type { BirthRegistrationSubmission } from './submission.ts';

/* ---------- Review actions ---------- */

/** `POST /api/dcr/registrations/birth/reject` (the reviewer's "query"): why the record goes back. */
export const queryBirthRegistrationSchema = z.strictObject({
  reason: z
    .string({ error: MESSAGES.queryReason })
    .trim()
    .min(1, MESSAGES.queryReason)
    .max(QUERY_REASON_MAX_LENGTH, MESSAGES.queryReasonTooLong),
});

export type QueryBirthRegistration = z.infer<typeof queryBirthRegistrationSchema>;

/* ---------- List filters ---------- */

export const BIRTH_LIST_DEFAULT_LIMIT = 20;
export const BIRTH_LIST_MAX_LIMIT = 100;
export const BIRTH_LIST_SEARCH_MAX_LENGTH = 100;

/** A query-string value: an empty parameter (`?status=`) counts as absent. */
function queryParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

const calendarDateParam = z
  .string()
  .refine((value) => parseCalendarDate(value) !== undefined, MESSAGES.invalidIsoDate);

const positiveInt = z.coerce.number<unknown>().int().positive();

/**
 * `GET /api/birth-registration/list/{page}` and `GET /api/dcr/registrations/birth` filters.
 * `from`/`to` are inclusive calendar dates of capture; `q` searches names and the reference.
 */
export const birthRegistrationListQuerySchema = z
  .object({
    status: queryParam(z.enum(APPLICATION_STATUSES, { error: MESSAGES.invalidOption })),
    from: queryParam(calendarDateParam),
    to: queryParam(calendarDateParam),
    centre_id: queryParam(positiveInt),
    q: queryParam(z.string().trim().max(BIRTH_LIST_SEARCH_MAX_LENGTH)),
    certificate_number: queryParam(z.string().trim().max(BIRTH_LIST_SEARCH_MAX_LENGTH)),
    page: queryParam(positiveInt).transform((value) => value ?? 1),
    limit: queryParam(positiveInt.max(BIRTH_LIST_MAX_LIMIT)).transform(
      (value) => value ?? BIRTH_LIST_DEFAULT_LIMIT,
    ),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: MESSAGES.dateRange,
    path: ['to'],
  });

export type BirthRegistrationListQuery = z.output<typeof birthRegistrationListQuerySchema>;
export type BirthRegistrationListQueryInput = z.input<typeof birthRegistrationListQuerySchema>;

/* ---------- Responses ---------- */

const personNames = z.object({
  surname: z.string(),
  firstname: z.string(),
  middlename: z.string().nullable(),
});

const sexCode = z.union(SEXES.map((option) => z.literal(option.value)));

/** A row of the lists (registrar's own records, the DCR's review list). */
export const birthRegistrationSummarySchema = z.object({
  id: z.number().int().positive(),
  /** The human reference shown to staff and on the acknowledgement slip. */
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  Claimed: z.boolean(),
  record_type: z.enum(BIRTH_RECORD_TYPES),
  child: personNames.extend({ sex: sexCode, childBirthDate: z.string() }),
  mother: personNames.nullable(),
  father: personNames.nullable(),
  centre: z.object({ id: z.number().int(), name: z.string() }),
  captured_by: z.object({ id: z.number().int(), name: z.string() }),
  /** ISO date-times. */
  created_at: z.string(),
  updated_at: z.string(),
  certificate_number: z.string().nullable(),
  /** The reason of the latest query while the record is queried, else null. */
  query_reason: z.string().nullable(),
});

export type BirthRegistrationSummary = z.infer<typeof birthRegistrationSummarySchema>;

/** One event of a record's history (the audit trail, oldest first). */
export const birthRegistrationHistoryEntrySchema = z.object({
  action: z.enum(RECORD_ACTIONS),
  /** ISO date-time. */
  at: z.string(),
  by: z.object({ id: z.number().int(), name: z.string() }),
  /** The reviewer's reason for a query; null for other actions. */
  reason: z.string().nullable(),
});

export type BirthRegistrationHistoryEntry = z.infer<typeof birthRegistrationHistoryEntrySchema>;

/**
 * `GET /api/dcr/registrations/birth/{id}`: the summary, the particulars as submitted (the
 * submission's output shape), the timing flags and the history. The particulars are described
 * by type only (`z.custom`): they were validated by `birthRegistrationSubmissionSchema` when
 * captured, and re-checking stored records against today's rules would hide old records.
 */
export const birthRegistrationDetailSchema = birthRegistrationSummarySchema.extend({
  particulars: z.custom<BirthRegistrationSubmission>(
    (value) => typeof value === 'object' && value !== null,
  ),
  flags: z.object({ late: z.boolean(), overFiveYears: z.boolean() }),
  history: z.array(birthRegistrationHistoryEntrySchema),
});

export type BirthRegistrationDetail = z.infer<typeof birthRegistrationDetailSchema>;

/**
 * `GET /api/birth-registration/stats/self`: records in the caller's area, by status, and those
 * captured this month and this year (calendar of the registry, Nigeria).
 */
export const birthRegistrationStatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  queried: z.number().int(),
  printed: z.number().int(),
  thisMonth: z.number().int(),
  thisYear: z.number().int(),
});

export type BirthRegistrationStats = z.infer<typeof birthRegistrationStatsSchema>;
