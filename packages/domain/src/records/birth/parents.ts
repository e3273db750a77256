import type { z } from 'zod';
import { MESSAGES } from '../../validation/messages.ts';
import {
  fatherAgeSchema,
  motherAgeSchema,
  optionalNameSchema,
  optionalNinSchema,
  optionalPhoneSchema,
  optionalTrackingIdSchema,
  personNameSchema,
  requiredField,
} from '../../validation/schemas.ts';
import {
  conditionalCode,
  objectFor,
  withConditionalFields,
  type SchemaMode,
} from '../shared/fields.ts';
import {
  checkEducation,
  checkNoNinReason,
  checkOrigin,
  checkResidence,
  literacyShape,
  maritalStatusSchema,
  nationalityShape,
  occupationSchema,
  residenceShape,
} from '../shared/person.ts';

interface ParentConditionalInput {
  country?: unknown;
  state?: unknown;
  lga?: unknown;
  settlement?: unknown;
  nationality?: unknown;
  state_of_origin?: unknown;
  lga_of_origin?: unknown;
  ethnic_group?: unknown;
  literacy?: unknown;
  education_level?: unknown;
  nin?: unknown;
  tracking_id?: unknown;
  reason_for_no_nin?: unknown;
}

/** Checks a parent's conditional fields and answers their parsed values. */
function checkParent(ctx: z.RefinementCtx, mode: SchemaMode, parent: ParentConditionalInput) {
  return {
    ...checkResidence(ctx, mode, parent),
    ...checkOrigin(ctx, mode, parent),
    ...checkEducation(ctx, mode, parent),
    ...checkNoNinReason(ctx, mode, parent),
  };
}

/* ---------- Particulars of Mother / Father ---------- */

/**
 * Fields both parents have. Names follow `applyParentConditions` (state, lga, settlement of
 * residence; state_of_origin, lga_of_origin, ethnic_group; literacy, education_level).
 */
const parentShape = {
  middlename: optionalNameSchema,
  ...residenceShape,
  marital_status: maritalStatusSchema,
  ...nationalityShape,
  ...literacyShape,
  nin: optionalNinSchema,
  reason_for_no_nin: conditionalCode,
  tracking_id: optionalTrackingIdSchema,
  phone: optionalPhoneSchema,
};

const motherShape = {
  surname: personNameSchema(MESSAGES.motherSurname),
  firstname: personNameSchema(MESSAGES.motherFirstname),
  maiden_name: personNameSchema(MESSAGES.motherMaidenName),
  age: requiredField(motherAgeSchema, MESSAGES.parentAgeRequired),
  ...parentShape,
  occupation: occupationSchema,
};

const fatherShape = {
  surname: personNameSchema(MESSAGES.fatherSurname),
  firstname: personNameSchema(MESSAGES.fatherFirstname),
  age: requiredField(fatherAgeSchema, MESSAGES.parentAgeRequired),
  ...parentShape,
  /** The spec's name for the father's occupation. */
  father_occupation: occupationSchema,
};

function parentSchema<S extends typeof motherShape | typeof fatherShape>(
  shape: S,
  mode: SchemaMode,
) {
  return withConditionalFields(objectFor(shape, mode), (ctx, parent) =>
    checkParent(ctx, mode, parent),
  );
}

/** Step mother_form: hidden fields are cleared to null. */
export const motherStepSchema = parentSchema(motherShape, 'form');
/** Step father_form: hidden fields are cleared to null. */
export const fatherStepSchema = parentSchema(fatherShape, 'form');

/** The payload's `mother`: unknown keys and values in hidden fields are refused. */
export const motherParticularsSchema = parentSchema(motherShape, 'submission');
/** The payload's `father`: unknown keys and values in hidden fields are refused. */
export const fatherParticularsSchema = parentSchema(fatherShape, 'submission');

export type MotherFormValues = z.input<typeof motherStepSchema>;
export type FatherFormValues = z.input<typeof fatherStepSchema>;
export type MotherParticulars = z.output<typeof motherParticularsSchema>;
export type FatherParticulars = z.output<typeof fatherParticularsSchema>;
