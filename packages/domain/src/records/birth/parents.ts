import type { z } from 'zod';
import { ETHNIC_GROUPS } from '../../lookups/ethnic-groups.ts';
import {
  EDUCATION_LEVELS,
  LITERACY_LEVELS,
  MARITAL_STATUSES,
  NO_REGISTRATION_REASONS,
  RESIDENCE_TYPES,
} from '../../lookups/lists.ts';
import { OCCUPATIONS } from '../../lookups/occupations.ts';
import { MESSAGES } from '../../validation/messages.ts';
import {
  countryCodeSchema,
  lgaIdSchema,
  stateIdSchema,
} from '../../validation/reference-schemas.ts';
import { isEmpty } from '../../validation/rules.ts';
import {
  fatherAgeSchema,
  lookupValueSchema,
  motherAgeSchema,
  optionalNameSchema,
  optionalNinSchema,
  optionalPhoneSchema,
  optionalTrackingIdSchema,
  personNameSchema,
  requiredField,
} from '../../validation/schemas.ts';
import { isLiterate, isNigerian } from '../../validation/transforms.ts';
import {
  checkConditional,
  checkLgaOfState,
  codeOf,
  conditionalCode,
  objectFor,
  requiredText,
  withConditionalFields,
  type SchemaMode,
} from './fields.ts';

/* ---------- Fields shown only for some answers ---------- */

const residenceStateSchema = requiredField(stateIdSchema, MESSAGES.stateOfResidence);
const residenceLgaSchema = requiredField(lgaIdSchema, MESSAGES.lgaOfResidence);
const settlementSchema = requiredField(
  lookupValueSchema(RESIDENCE_TYPES, MESSAGES.areaType),
  MESSAGES.areaType,
);
const stateOfOriginSchema = requiredField(stateIdSchema, MESSAGES.stateOfOrigin);
const lgaOfOriginSchema = requiredField(lgaIdSchema, MESSAGES.lgaOfOrigin);
const ethnicGroupSchema = requiredField(
  lookupValueSchema(ETHNIC_GROUPS, MESSAGES.ethnicGroup),
  MESSAGES.ethnicGroup,
);
const educationLevelSchema = requiredField(
  lookupValueSchema(EDUCATION_LEVELS, MESSAGES.educationLevel),
  MESSAGES.educationLevel,
);
/** Asked only when there is neither a NIN nor a tracking ID; then one of the three is required. */
const noNinReasonSchema = requiredField(
  lookupValueSchema(NO_REGISTRATION_REASONS, MESSAGES.noNinReason),
  MESSAGES.parentIdentity,
);

/** The residence part, shared with the informant: state, LGA, settlement only when living in Nigeria. */
interface Residence {
  country?: unknown;
  state?: unknown;
  lga?: unknown;
  settlement?: unknown;
}

/** Checks the residence part and answers its parsed values (see `checkConditional`). */
export function checkResidence(ctx: z.RefinementCtx, mode: SchemaMode, person: Residence) {
  const shown = isNigerian(codeOf(person.country));
  const state = checkConditional(ctx, mode, 'state', shown, residenceStateSchema, person.state);
  const lga = checkConditional(ctx, mode, 'lga', shown, residenceLgaSchema, person.lga);
  const settlement = checkConditional(
    ctx,
    mode,
    'settlement',
    shown,
    settlementSchema,
    person.settlement,
  );
  checkLgaOfState(ctx, state, lga, ['lga']);
  return { state, lga, settlement };
}

/** A reason for having no NIN applies only when neither a NIN nor a tracking ID is given. */
export function needsNoNinReason(parent: { nin?: unknown; tracking_id?: unknown }): boolean {
  return isEmpty(parent.nin) && isEmpty(parent.tracking_id);
}

/** Before sending: the reason for no NIN is dropped once a NIN or a tracking ID is given. */
export function applyNoNinReasonCondition<
  T extends { nin?: unknown; tracking_id?: unknown; reason_for_no_nin?: unknown },
>(parent: T): T {
  return needsNoNinReason(parent) ? parent : { ...parent, reason_for_no_nin: null };
}

interface ParentConditionalInput extends Residence {
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
  const nigerian = isNigerian(codeOf(parent.nationality));
  const residence = checkResidence(ctx, mode, parent);
  const stateOfOrigin = checkConditional(
    ctx,
    mode,
    'state_of_origin',
    nigerian,
    stateOfOriginSchema,
    parent.state_of_origin,
  );
  const lgaOfOrigin = checkConditional(
    ctx,
    mode,
    'lga_of_origin',
    nigerian,
    lgaOfOriginSchema,
    parent.lga_of_origin,
  );
  checkLgaOfState(ctx, stateOfOrigin, lgaOfOrigin, ['lga_of_origin']);
  return {
    ...residence,
    state_of_origin: stateOfOrigin,
    lga_of_origin: lgaOfOrigin,
    ethnic_group: checkConditional(
      ctx,
      mode,
      'ethnic_group',
      nigerian,
      ethnicGroupSchema,
      parent.ethnic_group,
    ),
    education_level: checkConditional(
      ctx,
      mode,
      'education_level',
      isLiterate(codeOf(parent.literacy)),
      educationLevelSchema,
      parent.education_level,
    ),
    reason_for_no_nin: checkConditional(
      ctx,
      mode,
      'reason_for_no_nin',
      needsNoNinReason(parent),
      noNinReasonSchema,
      parent.reason_for_no_nin,
    ),
  };
}

/* ---------- Particulars of Mother / Father ---------- */

/**
 * Fields both parents have. Names follow `applyParentConditions` (state, lga, settlement of
 * residence; state_of_origin, lga_of_origin, ethnic_group; literacy, education_level).
 */
const parentShape = {
  middlename: optionalNameSchema,
  country: requiredField(countryCodeSchema, MESSAGES.country),
  state: conditionalCode,
  lga: conditionalCode,
  street_name: requiredText(MESSAGES.streetName),
  /** Urban or rural (the residence type list). */
  settlement: conditionalCode,
  marital_status: requiredField(
    lookupValueSchema(MARITAL_STATUSES, MESSAGES.maritalStatus),
    MESSAGES.maritalStatus,
  ),
  nationality: requiredField(countryCodeSchema, MESSAGES.nationality),
  state_of_origin: conditionalCode,
  lga_of_origin: conditionalCode,
  ethnic_group: conditionalCode,
  literacy: requiredField(lookupValueSchema(LITERACY_LEVELS, MESSAGES.literacy), MESSAGES.literacy),
  education_level: conditionalCode,
  nin: optionalNinSchema,
  reason_for_no_nin: conditionalCode,
  tracking_id: optionalTrackingIdSchema,
  phone: optionalPhoneSchema,
};

const occupationSchema = requiredField(
  lookupValueSchema(OCCUPATIONS, MESSAGES.occupation),
  MESSAGES.occupation,
);

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
