import { z } from 'zod';
import { APPLICATION_STATUSES } from '../../lookups/codes.ts';
import { SEXES } from '../../lookups/lists.ts';
import { DATABASE_INTEGER_MAX } from '../../constants.ts';
import { parseCalendarDate } from '../../validation/dates.ts';
import { MESSAGES, QUERY_REASON_MAX_LENGTH } from '../../validation/messages.ts';
import { RECORD_VIEWS } from '../../access/record-reads.ts';
import { RECORD_ACTIONS } from '../workflow.ts';

/** The review, list and detail pieces every kind shares. */

/* ---------- Review actions ---------- */

/** `POST /api/dcr/registrations/{reviewPath}/reject` (the reviewer's "query"): why it goes back. */
export const queryRecordSchema = z.strictObject({
  reason: z
    .string({ error: MESSAGES.queryReason })
    .trim()
    .min(1, MESSAGES.queryReason)
    .max(QUERY_REASON_MAX_LENGTH, MESSAGES.queryReasonTooLong),
});

export type QueryRecord = z.infer<typeof queryRecordSchema>;

/* ---------- List filters ---------- */

export const RECORD_LIST_DEFAULT_LIMIT = 20;
export const RECORD_LIST_MAX_LIMIT = 100;
export const RECORD_LIST_SEARCH_MAX_LENGTH = 100;
/** The deepest page, as in the path's `/list/{page}` (deeper, the row offset is no longer exact). */
export const RECORD_LIST_MAX_PAGE = 1_000_000;

/** A query-string value: an empty parameter (`?status=`) counts as absent. */
function queryParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/** No record was captured before the registry's first year (and PostgreSQL has no year 0). */
const RECORD_LIST_FIRST_YEAR = 1900;

const calendarDateParam = z
  .string()
  .refine(
    (value) => (parseCalendarDate(value)?.year ?? 0) >= RECORD_LIST_FIRST_YEAR,
    MESSAGES.invalidIsoDate,
  );

const positiveInt = z.coerce.number<unknown>().int().positive();

/**
 * `GET /api/{apiPath}/list/{page}` and `GET /api/dcr/registrations/{reviewPath}` filters.
 * `from`/`to` are inclusive calendar dates of capture; `q` searches names and the reference.
 */
export const recordListQuerySchema = z
  .object({
    status: queryParam(z.enum(APPLICATION_STATUSES, { error: MESSAGES.invalidOption })),
    from: queryParam(calendarDateParam),
    to: queryParam(calendarDateParam),
    centre_id: queryParam(positiveInt.max(DATABASE_INTEGER_MAX)),
    q: queryParam(z.string().trim().max(RECORD_LIST_SEARCH_MAX_LENGTH)),
    certificate_number: queryParam(z.string().trim().max(RECORD_LIST_SEARCH_MAX_LENGTH)),
    page: queryParam(positiveInt.max(RECORD_LIST_MAX_PAGE)).transform((value) => value ?? 1),
    limit: queryParam(positiveInt.max(RECORD_LIST_MAX_LIMIT)).transform(
      (value) => value ?? RECORD_LIST_DEFAULT_LIMIT,
    ),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: MESSAGES.dateRange,
    path: ['to'],
  });

export type RecordListQuery = z.output<typeof recordListQuerySchema>;
export type RecordListQueryInput = z.input<typeof recordListQuerySchema>;

/* ---------- Responses ---------- */

export const personNamesSchema = z.object({
  surname: z.string(),
  firstname: z.string(),
  middlename: z.string().nullable(),
});

export const sexCodeSchema = z.union(SEXES.map((option) => z.literal(option.value)));

const staffOrPlace = z.object({ id: z.number().int(), name: z.string() });

/**
 * A row of a kind's lists (registrar's own records, the DCR's review list): the common fields
 * around the kind's own (`kindShape`, what its `summaryOf` gives), in the order they are sent.
 */
export function recordSummarySchema<S extends z.ZodRawShape>(kindShape: S) {
  return z.object({
    id: z.number().int().positive(),
    /** The human reference shown to staff and on the acknowledgement slip. */
    reference: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    ...kindShape,
    centre: staffOrPlace,
    captured_by: staffOrPlace,
    /** ISO date-times. */
    created_at: z.string(),
    updated_at: z.string(),
    certificate_number: z.string().nullable(),
    /** The reason of the latest query while the record is queried, else null. */
    query_reason: z.string().nullable(),
  });
}

/**
 * What a record's history shows: the workflow's actions, `verify`, the public checks of its
 * certificates (one entry per day, not a workflow step), `view`, staff's reads of it (one
 * entry per person, read and day; only to whom maySeeRecordReads), and the registry's
 * `revoke` of a certificate and `authorise_new_paper` after it (with their reasons).
 */
export const RECORD_HISTORY_ACTIONS = [
  ...RECORD_ACTIONS,
  'verify',
  'view',
  'revoke',
  'authorise_new_paper',
] as const;
export type RecordHistoryAction = (typeof RECORD_HISTORY_ACTIONS)[number];

/** One event of a record's history (the audit trail, oldest first). */
export const recordHistoryEntrySchema = z.object({
  action: z.enum(RECORD_HISTORY_ACTIONS),
  /** ISO date-time (for `verify`, the day's last check). */
  at: z.string(),
  /** For `verify`, no user: `{ id: 0, name: 'Public verification' }`. */
  by: staffOrPlace,
  /** The reviewer's reason for a query, the registry's for a revocation or new paper; else null. */
  reason: z.string().nullable(),
  /** For `verify`: how many public checks that day. */
  checks: z.number().int().positive().optional(),
  /** For `view`: what was read, how many times that day (`at` is the last), and the reader's role. */
  viewed: z.enum(RECORD_VIEWS).optional(),
  views: z.number().int().positive().optional(),
  role: z.string().optional(),
});

export type RecordHistoryEntry = z.infer<typeof recordHistoryEntrySchema>;

export const recordTimingFlagsSchema = z.object({ late: z.boolean(), overFiveYears: z.boolean() });

/** Stored particulars of type `P` (any object in JSON Schema; see `recordDetailSchema`). */
export function storedParticularsSchema<P>() {
  return z.custom<P>((value) => typeof value === 'object' && value !== null);
}

/**
 * `GET /api/dcr/registrations/{reviewPath}/{id}`: the summary, the particulars as submitted
 * (the submission's output shape), the timing flags and the history. The particulars are
 * described by type only (`z.custom`): they were validated by the submission schema when
 * captured, and re-checking stored records against today's rules would hide old records.
 */
export function recordDetailSchema<S extends z.ZodRawShape, P extends z.ZodType>(
  summary: z.ZodObject<S>,
  particulars: P,
) {
  return summary.extend({
    particulars,
    flags: recordTimingFlagsSchema,
    history: z.array(recordHistoryEntrySchema),
    /** What the caller may do to the record now (the access policy's `allowedActions`). */
    allowed_actions: z.array(z.enum(RECORD_ACTIONS)),
  });
}

/**
 * `GET /api/{apiPath}/stats/self`: records in the caller's area, by status, and those captured
 * this month and this year (calendar of the registry, Nigeria).
 */
export const recordStatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  queried: z.number().int(),
  printed: z.number().int(),
  thisMonth: z.number().int(),
  thisYear: z.number().int(),
});

export type RecordStats = z.infer<typeof recordStatsSchema>;
