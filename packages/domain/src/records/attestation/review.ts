import { z } from 'zod';
import {
  personNamesSchema,
  recordDetailSchema,
  recordSummarySchema,
  sexCodeSchema,
  storedParticularsSchema,
} from '../shared/review.ts';
import type { AttestationSubmission } from './submission.ts';

/** A row of the attestation lists: the common fields and `attestationKind.summaryOf`'s. */
export const attestationSummarySchema = recordSummarySchema({
  record_type: z.literal('attestation'),
  has_nin: z.boolean(),
  applicant: personNamesSchema.extend({ sex: sexCodeSchema, dateOfBirth: z.string() }),
}).extend({
  /** The spec's name for the certificate number in attestation answers (as `certificate_number`). */
  attestation_number: z.string().nullable(),
});
export type AttestationSummary = z.infer<typeof attestationSummarySchema>;

/** `GET /api/dcr/registrations/attestation/{id}`: summary, particulars, flags and history. */
export const attestationDetailSchema = recordDetailSchema(
  attestationSummarySchema,
  storedParticularsSchema<AttestationSubmission>(),
);
export type AttestationDetail = z.infer<typeof attestationDetailSchema>;
