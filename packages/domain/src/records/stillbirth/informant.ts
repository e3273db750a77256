import { z } from 'zod';
import { STILLBIRTH_INFORMANT_RELATIONSHIPS } from '../../lookups/lists.ts';
import { MESSAGES } from '../../validation/messages.ts';
import { lookupValueSchema, personNameSchema, requiredField } from '../../validation/schemas.ts';
import { objectFor, withConditionalFields, type SchemaMode } from '../shared/fields.ts';
import { checkResidence, residenceShape } from '../shared/person.ts';

/** The informant confirms the particulars are true (a ticked box; nothing else is accepted). */
export const acknowledgementSchema = z
  .boolean({ error: MESSAGES.acknowledgement })
  .refine((value) => value, MESSAGES.acknowledgement)
  .transform(() => true as const);

/** Particulars of Informant of a stillbirth, the spec's fields. */
const stillbirthInformantShape = {
  fullname: personNameSchema(MESSAGES.informantFullname),
  relationship: requiredField(
    lookupValueSchema(STILLBIRTH_INFORMANT_RELATIONSHIPS, MESSAGES.motherRelationship),
    MESSAGES.motherRelationship,
  ),
  ...residenceShape,
  acknowledgement: acknowledgementSchema,
};

function stillbirthInformantSchema(mode: SchemaMode) {
  return withConditionalFields(objectFor(stillbirthInformantShape, mode), (ctx, informant) =>
    checkResidence(ctx, mode, informant),
  );
}

/** Step informant_form. */
export const stillbirthInformantStepSchema = stillbirthInformantSchema('form');
/** The payload's `informant`. */
export const stillbirthInformantParticularsSchema = stillbirthInformantSchema('submission');

export type StillbirthInformantFormValues = z.input<typeof stillbirthInformantStepSchema>;
export type StillbirthInformantParticulars = z.output<typeof stillbirthInformantParticularsSchema>;
