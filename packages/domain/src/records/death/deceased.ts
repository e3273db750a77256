import { z } from 'zod';
import { CAUSES_OF_DEATH, SEXES, YES_NO_OPTIONS } from '../../lookups/lists.ts';
import { OCCUPATIONS } from '../../lookups/occupations.ts';
import { ageAtDeathMismatchMessage, MESSAGES } from '../../validation/messages.ts';
import {
  lookupValueSchema,
  optionalCodeField,
  optionalNameSchema,
  optionalNinSchema,
  optionalTextSchema,
  personNameSchema,
  requiredField,
} from '../../validation/schemas.ts';
import { isIsoDateNotFuture, parseCalendarDate } from '../../validation/dates.ts';
import { optionalToNull } from '../../validation/transforms.ts';
import { pastCalendarDateSchema } from '../shared/dates.ts';
import {
  checkRegistrationPlace,
  conditionalCode,
  objectFor,
  registrationPlaceShape,
  requiredText,
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
  residenceShape,
} from '../shared/person.ts';
import { formatAgeAtDeath, type AgeAtDeath } from '../shared/age.ts';
import { ageAtDeathOf, ageAtDeathSchema, isUnderFive, isValidAgeAtDeath } from './age.ts';

function isPastDate(value: unknown): value is string {
  return (
    typeof value === 'string' && parseCalendarDate(value) !== undefined && isIsoDateNotFuture(value)
  );
}

export const dateOfDeathSchema = pastCalendarDateSchema(
  MESSAGES.dateOfDeath,
  MESSAGES.dateOfDeathFuture,
);

/** Optional: the age at death is then taken as given. */
export const deceasedBirthDateSchema = z
  .string({ error: MESSAGES.invalidIsoDate })
  .nullish()
  .transform((value) => optionalToNull(value))
  .pipe(pastCalendarDateSchema(MESSAGES.invalidDate, MESSAGES.deceasedBirthDateFuture).nullable());

/** Particulars of Deceased as the payload's `deceased` carries them. */
function deceasedShape(mode: SchemaMode) {
  return {
    surname: personNameSchema(MESSAGES.deceasedSurname),
    firstname: personNameSchema(MESSAGES.deceasedFirstname),
    middlename: optionalNameSchema,
    sex: requiredField(lookupValueSchema(SEXES, MESSAGES.deceasedSex), MESSAGES.deceasedSex),
    date_of_birth: deceasedBirthDateSchema,
    date_of_death: dateOfDeathSchema,
    age_at_death: ageAtDeathSchema(mode),
    /** Where the death happened, free text (a hospital, an address). */
    place_of_death: requiredText(MESSAGES.placeOfDeath),
    village: optionalTextSchema,
    ...residenceShape,
    ...literacyShape,
    /** Optional: a young child or a person without work has none. */
    occupation: optionalCodeField(
      lookupValueSchema(OCCUPATIONS, MESSAGES.occupation),
      MESSAGES.occupation,
    ),
    ...nationalityShape,
    marital_status: maritalStatusSchema,
    /** Yes (1) or no (0). */
    certified_by_doctor: requiredField(
      lookupValueSchema(YES_NO_OPTIONS, MESSAGES.certifiedByDoctor),
      MESSAGES.certifiedByDoctor,
    ),
    cause_of_death: requiredField(
      lookupValueSchema(CAUSES_OF_DEATH, MESSAGES.causeOfDeath),
      MESSAGES.causeOfDeath,
    ),
    nin: optionalNinSchema,
    reason_for_no_nin: conditionalCode,
  };
}

type DeceasedShape = ReturnType<typeof deceasedShape>;
type DeceasedChecked = z.output<z.ZodObject<DeceasedShape>>;

/**
 * The date of death is not before the date of birth; when the date of birth is known, the age
 * at death is the one the two dates give (`ageAtDeathOf`).
 */
export function checkDeathDates(
  ctx: z.RefinementCtx,
  deceased: { date_of_birth: string | null; date_of_death: string; age_at_death: AgeAtDeath },
  path: PropertyKey[] = [],
): void {
  // The object's checks run even when a field has failed: compare only valid values.
  const { date_of_birth: birth, date_of_death: death } = deceased;
  if (birth == null || !isPastDate(birth) || !isPastDate(death)) return;
  const expected = ageAtDeathOf(birth, death);
  const age = deceased.age_at_death;
  if (!expected) {
    ctx.addIssue({
      code: 'custom',
      message: MESSAGES.dateOfDeathBeforeBirth,
      path: [...path, 'date_of_death'],
    });
  } else if (
    isValidAgeAtDeath(age) &&
    (expected.value !== age.value || expected.unit !== age.unit)
  ) {
    ctx.addIssue({
      code: 'custom',
      message: ageAtDeathMismatchMessage(formatAgeAtDeath(expected)),
      path: [...path, 'age_at_death'],
    });
  }
}

/** Form A is for a child under 5 (by the age at death). */
export function checkFormAAge(
  ctx: z.RefinementCtx,
  age: AgeAtDeath,
  path: PropertyKey[] = [],
): void {
  if (isValidAgeAtDeath(age) && !isUnderFive(age)) {
    ctx.addIssue({
      code: 'custom',
      message: MESSAGES.formANotUnderFive,
      path: [...path, 'age_at_death'],
    });
  }
}

function checkDeceased(ctx: z.RefinementCtx, mode: SchemaMode, deceased: DeceasedChecked) {
  const values = {
    ...checkResidence(ctx, mode, deceased),
    ...checkOrigin(ctx, mode, deceased),
    ...checkEducation(ctx, mode, deceased),
    ...checkNoNinReason(ctx, mode, deceased, MESSAGES.deceasedIdentity),
  };
  checkDeathDates(ctx, deceased);
  return values;
}

/** The payload's `deceased`: unknown keys and values in hidden fields are refused. */
export const deceasedParticularsSchema = withConditionalFields(
  objectFor(deceasedShape('submission'), 'submission'),
  (ctx, deceased) => checkDeceased(ctx, 'submission', deceased),
);

function deceasedStepSchemaFor(formA: boolean) {
  return withConditionalFields(
    objectFor({ ...deceasedShape('form'), ...registrationPlaceShape }, 'form'),
    (ctx, deceased) => {
      checkRegistrationPlace(ctx, deceased);
      if (formA) checkFormAAge(ctx, deceased.age_at_death);
      return checkDeceased(ctx, 'form', deceased);
    },
  );
}

/** Step deceased_form of form B (any death); it carries the place of registration. */
export const deceasedStepSchema = deceasedStepSchemaFor(false);
/** Step deceased_form of form A: the deceased must be under 5. */
export const formADeceasedStepSchema = deceasedStepSchemaFor(true);

export type DeceasedFormValues = z.input<typeof deceasedStepSchema>;
export type DeceasedParticulars = z.output<typeof deceasedParticularsSchema>;
