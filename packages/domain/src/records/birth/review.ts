import { z } from 'zod';
import {
  personNamesSchema,
  recordDetailSchema,
  recordSummarySchema,
  sexCodeSchema,
  storedParticularsSchema,
} from '../shared/review.ts';
import { BIRTH_RECORD_TYPES } from './steps.ts';
import type { BirthRegistrationSubmission } from './submission.ts';

/** A row of the lists (registrar's own records, the DCR's review list). */
export const birthRegistrationSummarySchema = recordSummarySchema({
  Claimed: z.boolean(),
  record_type: z.enum(BIRTH_RECORD_TYPES),
  child: personNamesSchema.extend({ sex: sexCodeSchema, childBirthDate: z.string() }),
  mother: personNamesSchema.nullable(),
  father: personNamesSchema.nullable(),
});

export type BirthRegistrationSummary = z.infer<typeof birthRegistrationSummarySchema>;

/** `GET /api/dcr/registrations/birth/{id}`: summary, particulars, timing flags and history. */
export const birthRegistrationDetailSchema = recordDetailSchema(
  birthRegistrationSummarySchema,
  storedParticularsSchema<BirthRegistrationSubmission>(),
);

export type BirthRegistrationDetail = z.infer<typeof birthRegistrationDetailSchema>;
