import { z } from 'zod';
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
import { lookupValueSchema, phoneSchema, requiredField } from '../../validation/schemas.ts';
import { isLiterate, isNigerian } from '../../validation/transforms.ts';
import {
  checkConditional,
  checkLgaOfState,
  codeOf,
  conditionalCode,
  requiredText,
  type SchemaMode,
} from './fields.ts';

/**
 * The particulars every kind asks of a person (parent, deceased, informant), each with the
 * spec's conditions: residence details only for Nigeria, origin and ethnic group only for a
 * Nigerian national, education only for a literate person, a reason for no NIN only without one.
 */

/* ---------- Fields ---------- */

/** Where the person lives; state, LGA and settlement (urban/rural) only when the country is Nigeria. */
export const residenceShape = {
  country: requiredField(countryCodeSchema, MESSAGES.country),
  state: conditionalCode,
  lga: conditionalCode,
  street_name: requiredText(MESSAGES.streetName),
  /** Urban or rural (the residence type list). */
  settlement: conditionalCode,
};

/** Nationality; state and LGA of origin and ethnic group only for a Nigerian national. */
export const nationalityShape = {
  nationality: requiredField(countryCodeSchema, MESSAGES.nationality),
  state_of_origin: conditionalCode,
  lga_of_origin: conditionalCode,
  ethnic_group: conditionalCode,
};

/** Literacy; the level of education only for a literate person. */
export const literacyShape = {
  literacy: requiredField(lookupValueSchema(LITERACY_LEVELS, MESSAGES.literacy), MESSAGES.literacy),
  education_level: conditionalCode,
};

export const maritalStatusSchema = requiredField(
  lookupValueSchema(MARITAL_STATUSES, MESSAGES.maritalStatus),
  MESSAGES.maritalStatus,
);

export const occupationSchema = requiredField(
  lookupValueSchema(OCCUPATIONS, MESSAGES.occupation),
  MESSAGES.occupation,
);

/** Phone is required for an informant (the registry calls back about the record). */
export const informantPhoneSchema = z
  .string({ error: MESSAGES.informantPhone })
  .refine((value) => !isEmpty(value), { error: MESSAGES.informantPhone })
  .pipe(phoneSchema);

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
/** Asked only when there is no NIN (nor tracking ID); `required` says what else would do. */
const noNinReasonSchemas = new Map<string, ReturnType<typeof makeNoNinReasonSchema>>();
function makeNoNinReasonSchema(required: string) {
  return requiredField(lookupValueSchema(NO_REGISTRATION_REASONS, MESSAGES.noNinReason), required);
}
function noNinReasonSchema(required: string) {
  let schema = noNinReasonSchemas.get(required);
  if (!schema) noNinReasonSchemas.set(required, (schema = makeNoNinReasonSchema(required)));
  return schema;
}

/** The residence part: state, LGA, settlement only when living in Nigeria. */
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

interface Origin {
  nationality?: unknown;
  state_of_origin?: unknown;
  lga_of_origin?: unknown;
  ethnic_group?: unknown;
}

/** Checks state and LGA of origin and ethnic group (Nigerians only) and answers their values. */
export function checkOrigin(ctx: z.RefinementCtx, mode: SchemaMode, person: Origin) {
  const nigerian = isNigerian(codeOf(person.nationality));
  const stateOfOrigin = checkConditional(
    ctx,
    mode,
    'state_of_origin',
    nigerian,
    stateOfOriginSchema,
    person.state_of_origin,
  );
  const lgaOfOrigin = checkConditional(
    ctx,
    mode,
    'lga_of_origin',
    nigerian,
    lgaOfOriginSchema,
    person.lga_of_origin,
  );
  checkLgaOfState(ctx, stateOfOrigin, lgaOfOrigin, ['lga_of_origin']);
  return {
    state_of_origin: stateOfOrigin,
    lga_of_origin: lgaOfOrigin,
    ethnic_group: checkEthnicGroup(ctx, mode, person),
  };
}

/** `checkOrigin` without the LGA of origin (a stillborn baby's mother: state of origin only). */
export function checkStateOfOrigin(ctx: z.RefinementCtx, mode: SchemaMode, person: Origin) {
  return {
    state_of_origin: checkConditional(
      ctx,
      mode,
      'state_of_origin',
      isNigerian(codeOf(person.nationality)),
      stateOfOriginSchema,
      person.state_of_origin,
    ),
    ethnic_group: checkEthnicGroup(ctx, mode, person),
  };
}

function checkEthnicGroup(ctx: z.RefinementCtx, mode: SchemaMode, person: Origin) {
  const nigerian = isNigerian(codeOf(person.nationality));
  return checkConditional(
    ctx,
    mode,
    'ethnic_group',
    nigerian,
    ethnicGroupSchema,
    person.ethnic_group,
  );
}

/** Checks the level of education (literate only) and answers it. */
export function checkEducation(
  ctx: z.RefinementCtx,
  mode: SchemaMode,
  person: { literacy?: unknown; education_level?: unknown },
) {
  return {
    education_level: checkConditional(
      ctx,
      mode,
      'education_level',
      isLiterate(codeOf(person.literacy)),
      educationLevelSchema,
      person.education_level,
    ),
  };
}

/** A reason for having no NIN applies only when neither a NIN nor a tracking ID is given. */
export function needsNoNinReason(person: { nin?: unknown; tracking_id?: unknown }): boolean {
  return isEmpty(person.nin) && isEmpty(person.tracking_id);
}

/** Before sending: the reason for no NIN is dropped once a NIN or a tracking ID is given. */
export function applyNoNinReasonCondition<
  T extends { nin?: unknown; tracking_id?: unknown; reason_for_no_nin?: unknown },
>(person: T): T {
  return needsNoNinReason(person) ? person : { ...person, reason_for_no_nin: null };
}

/**
 * Checks the reason for no NIN (shown without a NIN or tracking ID) and answers it. `required`
 * is the message when it is missing too (default: a parent's "NIN, tracking ID or reason").
 */
export function checkNoNinReason(
  ctx: z.RefinementCtx,
  mode: SchemaMode,
  person: { nin?: unknown; tracking_id?: unknown; reason_for_no_nin?: unknown },
  required: string = MESSAGES.parentIdentity,
) {
  return {
    reason_for_no_nin: checkConditional(
      ctx,
      mode,
      'reason_for_no_nin',
      needsNoNinReason(person),
      noNinReasonSchema(required),
      person.reason_for_no_nin,
    ),
  };
}

const ORIGIN_FIELDS = ['state_of_origin', 'lga_of_origin', 'ethnic_group'] as const;

/**
 * Before sending: the origin fields the person has (state/LGA of origin, ethnic group) are
 * dropped unless the nationality is Nigerian (`applyParentConditions`' rule, for people without
 * literacy fields).
 */
export function applyOriginCondition<T extends { nationality?: unknown }>(person: T): T {
  if (isNigerian(codeOf(person.nationality))) return person;
  const result: Record<string, unknown> = { ...person };
  for (const field of ORIGIN_FIELDS) if (field in result) result[field] = null;
  return result as T;
}
