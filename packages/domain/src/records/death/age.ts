import { z } from 'zod';
import { ageInYears, daysBetween, parseCalendarDate } from '../../validation/dates.ts';
import { MESSAGES } from '../../validation/messages.ts';
import { lookupValueSchema, requiredField } from '../../validation/schemas.ts';
import { AGE_AT_DEATH_UNITS } from '../../lookups/lists.ts';
import type { AgeAtDeath, AgeAtDeathUnit } from '../shared/age.ts';
import { objectFor, type SchemaMode } from '../shared/fields.ts';

/** The largest value of each unit (a smaller unit is used below a month and a year). */
export const AGE_AT_DEATH_LIMITS: Record<AgeAtDeathUnit, { min: number; max: number }> = {
  days: { min: 0, max: 30 },
  months: { min: 1, max: 11 },
  years: { min: 1, max: 150 },
};

/** Under 5 at death: the deceased of a form A. */
export const FORM_A_MAX_AGE_YEARS = 5;

/**
 * The age at death the dates give, counted back from the date of death: whole years from the
 * first birthday, else whole months from one month, else days. Undefined when either date is
 * not a date or death comes before birth.
 */
export function ageAtDeathOf(dateOfBirth: string, dateOfDeath: string): AgeAtDeath | undefined {
  const birth = parseCalendarDate(dateOfBirth);
  const death = parseCalendarDate(dateOfDeath);
  if (!birth || !death || daysBetween(birth, death) < 0) return undefined;
  const years = ageInYears(dateOfBirth, dateOfDeath);
  if (years >= 1) return { value: years, unit: 'years' };
  const months =
    (death.year - birth.year) * 12 + death.month - birth.month - (death.day < birth.day ? 1 : 0);
  if (months >= 1) return { value: months, unit: 'months' };
  return { value: daysBetween(birth, death), unit: 'days' };
}

/**
 * A unit of the list and a whole value within its limits. The object's own checks run even
 * when a field has failed, so cross-field rules first ask whether the age is one.
 */
export function isValidAgeAtDeath(
  age: { value?: unknown; unit?: unknown } | null | undefined,
): age is AgeAtDeath {
  if (typeof age !== 'object' || age === null) return false;
  const limits = Object.hasOwn(AGE_AT_DEATH_LIMITS, String(age.unit))
    ? AGE_AT_DEATH_LIMITS[age.unit as AgeAtDeathUnit]
    : undefined;
  return (
    limits !== undefined &&
    Number.isInteger(age.value) &&
    (age.value as number) >= limits.min &&
    (age.value as number) <= limits.max
  );
}

export function isUnderFive(age: AgeAtDeath): boolean {
  return age.unit !== 'years' || age.value < FORM_A_MAX_AGE_YEARS;
}

const ageValueSchema = requiredField(
  z.coerce.number<unknown>({ error: MESSAGES.ageAtDeathRange }).int(MESSAGES.ageAtDeathRange),
  MESSAGES.ageAtDeath,
);
const ageUnitSchema = requiredField(
  lookupValueSchema(AGE_AT_DEATH_UNITS, MESSAGES.ageAtDeathUnit),
  MESSAGES.ageAtDeathUnit,
);

/** `{ value, unit }`, the value within its unit's limits (`AGE_AT_DEATH_LIMITS`). */
export function ageAtDeathSchema(mode: SchemaMode) {
  return objectFor({ value: ageValueSchema, unit: ageUnitSchema }, mode, {
    error: MESSAGES.ageAtDeath,
  }).superRefine((age, ctx) => {
    // Only a valid unit has limits (a wrong one has its own message).
    if (Object.hasOwn(AGE_AT_DEATH_LIMITS, age.unit) && !isValidAgeAtDeath(age)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.ageAtDeathRange, path: ['value'] });
    }
  });
}
