import { z } from 'zod';
import {
  personNamesSchema,
  queryRecordSchema,
  RECORD_LIST_DEFAULT_LIMIT,
  RECORD_LIST_MAX_LIMIT,
  RECORD_LIST_SEARCH_MAX_LENGTH,
  recordDetailSchema,
  recordHistoryEntrySchema,
  recordListQuerySchema,
  recordStatsSchema,
  recordSummarySchema,
  sexCodeSchema,
  storedParticularsSchema,
} from '../shared/review.ts';
import { BIRTH_RECORD_TYPES } from './steps.ts';
import type { BirthRegistrationSubmission } from './submission.ts';

/* ---------- Review actions ---------- */

/** `POST /api/dcr/registrations/birth/reject` (the reviewer's "query"): why the record goes back. */
export const queryBirthRegistrationSchema = queryRecordSchema;

export type QueryBirthRegistration = z.infer<typeof queryBirthRegistrationSchema>;

/* ---------- List filters ---------- */

export const BIRTH_LIST_DEFAULT_LIMIT = RECORD_LIST_DEFAULT_LIMIT;
export const BIRTH_LIST_MAX_LIMIT = RECORD_LIST_MAX_LIMIT;
export const BIRTH_LIST_SEARCH_MAX_LENGTH = RECORD_LIST_SEARCH_MAX_LENGTH;

/**
 * `GET /api/birth-registration/list/{page}` and `GET /api/dcr/registrations/birth` filters.
 * `from`/`to` are inclusive calendar dates of capture; `q` searches names and the reference.
 */
export const birthRegistrationListQuerySchema = recordListQuerySchema;

export type BirthRegistrationListQuery = z.output<typeof birthRegistrationListQuerySchema>;
export type BirthRegistrationListQueryInput = z.input<typeof birthRegistrationListQuerySchema>;

/* ---------- Responses ---------- */

/** A row of the lists (registrar's own records, the DCR's review list). */
export const birthRegistrationSummarySchema = recordSummarySchema({
  Claimed: z.boolean(),
  record_type: z.enum(BIRTH_RECORD_TYPES),
  child: personNamesSchema.extend({ sex: sexCodeSchema, childBirthDate: z.string() }),
  mother: personNamesSchema.nullable(),
  father: personNamesSchema.nullable(),
});

export type BirthRegistrationSummary = z.infer<typeof birthRegistrationSummarySchema>;

/** One event of a record's history (the audit trail, oldest first). */
export const birthRegistrationHistoryEntrySchema = recordHistoryEntrySchema;

export type BirthRegistrationHistoryEntry = z.infer<typeof birthRegistrationHistoryEntrySchema>;

/** `GET /api/dcr/registrations/birth/{id}`: summary, particulars, timing flags and history. */
export const birthRegistrationDetailSchema = recordDetailSchema(
  birthRegistrationSummarySchema,
  storedParticularsSchema<BirthRegistrationSubmission>(),
);

export type BirthRegistrationDetail = z.infer<typeof birthRegistrationDetailSchema>;

/** `GET /api/birth-registration/stats/self` (see `recordStatsSchema`). */
export const birthRegistrationStatsSchema = recordStatsSchema;

export type BirthRegistrationStats = z.infer<typeof birthRegistrationStatsSchema>;
