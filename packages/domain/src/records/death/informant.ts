import type { z } from 'zod';
import { DEATH_INFORMANT_RELATIONSHIPS } from '../../lookups/lists.ts';
import { MESSAGES } from '../../validation/messages.ts';
import {
  lookupValueSchema,
  optionalNameSchema,
  optionalNinSchema,
  optionalTrackingIdSchema,
  personNameSchema,
  requiredField,
} from '../../validation/schemas.ts';
import {
  objectFor,
  requiredFile,
  withConditionalFields,
  type SchemaMode,
} from '../shared/fields.ts';
import { checkResidence, informantPhoneSchema, residenceShape } from '../shared/person.ts';
import { signatureModeSchema } from '../shared/signature.ts';

/** Particulars of Informant of a death: the birth informant's, signed (no face capture). */
const deathInformantShape = {
  surname: personNameSchema(MESSAGES.informantSurname),
  firstname: personNameSchema(MESSAGES.informantFirstname),
  middlename: optionalNameSchema,
  ...residenceShape,
  relationship: requiredField(
    lookupValueSchema(DEATH_INFORMANT_RELATIONSHIPS, MESSAGES.deceasedRelationship),
    MESSAGES.deceasedRelationship,
  ),
  phone: informantPhoneSchema,
  nin: optionalNinSchema,
  tracking_id: optionalTrackingIdSchema,
  /** How the informant signed (the spec's "mode of identity"; signature by default). */
  mode_of_identity: signatureModeSchema,
  /** Stored-file reference of the signature: drawn, or its paper scanned or photographed. */
  signature: requiredFile(MESSAGES.signature),
};

function deathInformantSchema(mode: SchemaMode) {
  return withConditionalFields(objectFor(deathInformantShape, mode), (ctx, informant) =>
    checkResidence(ctx, mode, informant),
  );
}

/** Step informant_form of both death forms. */
export const deathInformantStepSchema = deathInformantSchema('form');
/** The payload's `informant`. */
export const deathInformantParticularsSchema = deathInformantSchema('submission');

export type DeathInformantFormValues = z.input<typeof deathInformantStepSchema>;
export type DeathInformantParticulars = z.output<typeof deathInformantParticularsSchema>;
