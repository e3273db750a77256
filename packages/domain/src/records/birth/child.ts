import { z } from 'zod';
import {
  BIRTH_TYPES,
  NUMBERS_1_TO_20,
  PLACES_OF_BIRTH,
  RESIDENCE_TYPES,
  SEXES,
} from '../../lookups/lists.ts';
import { isLookupValue } from '../../lookups/lookups.ts';
import { MESSAGES } from '../../validation/messages.ts';
import { lgaIdSchema, stateIdSchema } from '../../validation/reference-schemas.ts';
import { isEmpty } from '../../validation/rules.ts';
import {
  lookupValueSchema,
  optionalCodeField,
  optionalNameSchema,
  optionalStoredFileRefSchema,
  optionalTextSchema,
  personNameSchema,
  requiredField,
} from '../../validation/schemas.ts';
import {
  checkLgaInState,
  checkRegistrationPlace,
  objectFor,
  registrationPlaceShape,
  requiredText,
  type SchemaMode,
} from '../shared/fields.ts';
import { pastCalendarDateSchema } from '../shared/dates.ts';

/**
 * The child's date of birth: a real calendar date, not later than today in Nigeria, sent as
 * `yyyy-mm-dd`. The wizard's date picker gives `yyyy-mm-dd`; an ISO date-time is read as its
 * date in Nigeria.
 */
export const childBirthDateSchema = pastCalendarDateSchema(
  MESSAGES.childBirthDate,
  MESSAGES.childBirthDateFuture,
);

/** Birth order 1 to 20 (the spec's numeric list); sent as a number. */
const birthOrderSchema = requiredField(
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .refine((value) => isLookupValue(NUMBERS_1_TO_20, value), MESSAGES.birthOrder)
    .transform(Number),
  MESSAGES.birthOrder,
);

/** Particulars of Child as the payload's `child` carries them. */
const childParticularsShape = {
  surname: personNameSchema(MESSAGES.childSurname),
  firstname: personNameSchema(MESSAGES.childFirstname),
  middlename: optionalNameSchema,
  childBirthDate: childBirthDateSchema,
  birth_type: requiredField(lookupValueSchema(BIRTH_TYPES, MESSAGES.birthType), MESSAGES.birthType),
  birth_order: birthOrderSchema,
  sex: requiredField(lookupValueSchema(SEXES, MESSAGES.childSex), MESSAGES.childSex),
  place_of_occurrence: requiredField(
    lookupValueSchema(PLACES_OF_BIRTH, MESSAGES.placeOfOccurrence),
    MESSAGES.placeOfOccurrence,
  ),
  /** Urban or rural (the residence type list). */
  locality: requiredField(lookupValueSchema(RESIDENCE_TYPES, MESSAGES.areaType), MESSAGES.areaType),
  state_of_birth: requiredField(stateIdSchema, MESSAGES.stateOfBirth),
  lga_of_birth: requiredField(lgaIdSchema, MESSAGES.lgaOfBirth),
  town_of_birth: requiredText(MESSAGES.townOfBirth),
  /** The settlement or village of birth, free text. */
  settlement: optionalTextSchema,
  /** State and LGA of origin: required except for an unclaimed child, whose origin may be unknown. */
  state_of_origin: optionalCodeField(stateIdSchema, MESSAGES.unknownState),
  lga: optionalCodeField(lgaIdSchema, MESSAGES.unknownLga),
  /** The child's photograph, a stored-file reference. */
  face: optionalStoredFileRefSchema,
};

interface ChildPlaces {
  state_of_birth?: unknown;
  lga_of_birth?: unknown;
  state_of_origin?: unknown;
  lga?: unknown;
}

/**
 * The child's own cross-field rules: the LGA of birth lies in the state of birth; the origin is
 * a state and an LGA of that state, and required when `originRequired`.
 */
export function checkChildPlaces(
  ctx: z.RefinementCtx,
  child: ChildPlaces,
  originRequired: boolean,
  path: PropertyKey[] = [],
): void {
  checkLgaInState(ctx, child.state_of_birth, child.lga_of_birth, [...path, 'lga_of_birth']);
  const hasState = !isEmpty(child.state_of_origin);
  const hasLga = !isEmpty(child.lga);
  if (!hasState && (originRequired || hasLga)) {
    ctx.addIssue({
      code: 'custom',
      message: MESSAGES.stateOfOrigin,
      path: [...path, 'state_of_origin'],
    });
  }
  if (!hasLga && (originRequired || hasState)) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.lgaOfOrigin, path: [...path, 'lga'] });
  }
  checkLgaInState(ctx, child.state_of_origin, child.lga, [...path, 'lga']);
}

/** The payload's `child` (submission mode: strict; origin is checked with the variant, on the payload). */
export const childParticularsSchema = objectFor(childParticularsShape, 'submission').superRefine(
  (child, ctx) => checkChildPlaces(ctx, child, false),
);

function childStepSchemaFor(mode: SchemaMode, originRequired: boolean) {
  return objectFor({ ...childParticularsShape, ...registrationPlaceShape }, mode).superRefine(
    (child, ctx) => {
      checkChildPlaces(ctx, child, originRequired);
      checkRegistrationPlace(ctx, child);
    },
  );
}

/** Step child_form of the claimed and notification wizards (origin required). */
export const childStepSchema = childStepSchemaFor('form', true);

/** Step child_form of the unclaimed short form (origin optional: a foundling's may be unknown). */
export const unclaimedChildStepSchema = childStepSchemaFor('form', false);

export type ChildFormValues = z.input<typeof childStepSchema>;
export type ChildStepOutput = z.output<typeof childStepSchema>;
export type ChildParticulars = z.output<typeof childParticularsSchema>;
