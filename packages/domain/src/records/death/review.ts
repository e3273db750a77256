import { z } from 'zod';
import {
  personNamesSchema,
  recordDetailSchema,
  recordSummarySchema,
  sexCodeSchema,
  storedParticularsSchema,
} from '../shared/review.ts';
import { AGE_AT_DEATH_UNIT_VALUES } from '../shared/age.ts';
import { DEATH_FORM_VARIANT_NAMES } from './steps.ts';
import type { DeathRegistrationSubmission } from './submission.ts';

/** A row of the death lists: the common fields, `deathKind.summaryOf`'s, the certificate's. */
export const deathRegistrationSummarySchema = recordSummarySchema({
  record_type: z.literal('death'),
  form: z.enum(DEATH_FORM_VARIANT_NAMES),
  deceased: personNamesSchema.extend({
    sex: sexCodeSchema,
    dateOfDeath: z.string(),
    ageAtDeath: z.object({
      value: z.number().int(),
      unit: z.enum(AGE_AT_DEATH_UNIT_VALUES),
    }),
  }),
}).extend({
  /** The spec's name for the certificate number in death answers (as `certificate_number`). */
  death_certificate_number: z.string().nullable(),
});

export type DeathRegistrationSummary = z.infer<typeof deathRegistrationSummarySchema>;

/** `GET /api/dcr/registrations/death/{id}`: summary, particulars, timing flags and history. */
export const deathRegistrationDetailSchema = recordDetailSchema(
  deathRegistrationSummarySchema,
  storedParticularsSchema<DeathRegistrationSubmission>(),
);

export type DeathRegistrationDetail = z.infer<typeof deathRegistrationDetailSchema>;
