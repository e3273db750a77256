import type { z } from 'zod';
import { MESSAGES } from '../../validation/messages.ts';
import {
  optionalNameSchema,
  optionalNinSchema,
  optionalPhoneSchema,
  optionalTrackingIdSchema,
  personNameSchema,
} from '../../validation/schemas.ts';
import {
  conditionalCode,
  objectFor,
  withConditionalFields,
  type SchemaMode,
} from '../shared/fields.ts';
import {
  checkNoNinReason,
  checkOrigin,
  checkResidence,
  nationalityShape,
  residenceShape,
} from '../shared/person.ts';

/**
 * Particulars of Mother of form A (a child under 5): fewer than a birth's (no maiden name, age,
 * marital status, literacy or occupation), with the birth mother's rules for what is asked.
 */
const deathMotherShape = {
  surname: personNameSchema(MESSAGES.motherSurname),
  firstname: personNameSchema(MESSAGES.motherFirstname),
  middlename: optionalNameSchema,
  ...residenceShape,
  ...nationalityShape,
  nin: optionalNinSchema,
  reason_for_no_nin: conditionalCode,
  tracking_id: optionalTrackingIdSchema,
  phone: optionalPhoneSchema,
};

function deathMotherSchema(mode: SchemaMode) {
  return withConditionalFields(objectFor(deathMotherShape, mode), (ctx, mother) => ({
    ...checkResidence(ctx, mode, mother),
    ...checkOrigin(ctx, mode, mother),
    ...checkNoNinReason(ctx, mode, mother),
  }));
}

/** Step mother_form of form A. */
export const deathMotherStepSchema = deathMotherSchema('form');
/** The payload's `mother` (form A). */
export const deathMotherParticularsSchema = deathMotherSchema('submission');

export type DeathMotherFormValues = z.input<typeof deathMotherStepSchema>;
export type DeathMotherParticulars = z.output<typeof deathMotherParticularsSchema>;
