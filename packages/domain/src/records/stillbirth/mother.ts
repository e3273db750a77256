import type { z } from 'zod';
import { MESSAGES } from '../../validation/messages.ts';
import { countryCodeSchema } from '../../validation/reference-schemas.ts';
import { motherAgeSchema, personNameSchema, requiredField } from '../../validation/schemas.ts';
import {
  conditionalCode,
  objectFor,
  withConditionalFields,
  type SchemaMode,
} from '../shared/fields.ts';
import { checkResidence, checkStateOfOrigin, residenceShape } from '../shared/person.ts';

/**
 * Particulars of Mother of a stillbirth, the spec's fields: full name, age (9 to 60, as a birth
 * mother's), residence (state, LGA, settlement only in Nigeria), nationality, and state of
 * origin and ethnic group only for a Nigerian.
 */
const stillbirthMotherShape = {
  fullname: personNameSchema(MESSAGES.motherFullname),
  age: requiredField(motherAgeSchema, MESSAGES.parentAgeRequired),
  ...residenceShape,
  nationality: requiredField(countryCodeSchema, MESSAGES.nationality),
  state_of_origin: conditionalCode,
  ethnic_group: conditionalCode,
};

function stillbirthMotherSchema(mode: SchemaMode) {
  return withConditionalFields(objectFor(stillbirthMotherShape, mode), (ctx, mother) => ({
    ...checkResidence(ctx, mode, mother),
    ...checkStateOfOrigin(ctx, mode, mother),
  }));
}

/** Step mother_form. */
export const stillbirthMotherStepSchema = stillbirthMotherSchema('form');
/** The payload's `mother`. */
export const stillbirthMotherParticularsSchema = stillbirthMotherSchema('submission');

export type StillbirthMotherFormValues = z.input<typeof stillbirthMotherStepSchema>;
export type StillbirthMotherParticulars = z.output<typeof stillbirthMotherParticularsSchema>;
