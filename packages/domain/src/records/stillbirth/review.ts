import { z } from 'zod';
import {
  recordDetailSchema,
  recordSummarySchema,
  sexCodeSchema,
  storedParticularsSchema,
} from '../shared/review.ts';
import type { StillbirthSubmission } from './submission.ts';

/** A row of the stillbirth lists: the common fields and `stillbirthKind.summaryOf`'s. */
export const stillbirthSummarySchema = recordSummarySchema({
  record_type: z.literal('stillbirth'),
  stillbirth: z.object({ sex: sexCodeSchema, dateOfDelivery: z.string() }),
  mother: z.object({ fullname: z.string() }),
});

export type StillbirthSummary = z.infer<typeof stillbirthSummarySchema>;

/** `GET /api/dcr/registrations/stillbirth/{id}`: summary, particulars, timing flags and history. */
export const stillbirthDetailSchema = recordDetailSchema(
  stillbirthSummarySchema,
  storedParticularsSchema<StillbirthSubmission>(),
);

export type StillbirthDetail = z.infer<typeof stillbirthDetailSchema>;
