import { z } from 'zod';
import { BIRTH_TYPES, PLACES_OF_BIRTH, SEXES } from '../../lookups/lists.ts';
import { MESSAGES } from '../../validation/messages.ts';
import { isEmpty } from '../../validation/rules.ts';
import { lookupValueSchema, optionalTextSchema, requiredField } from '../../validation/schemas.ts';
import { pastCalendarDateSchema } from '../shared/dates.ts';
import { checkRegistrationPlace, objectFor, registrationPlaceShape } from '../shared/fields.ts';

/** Ours, beyond the spec: a stillbirth is a loss from 28 weeks of pregnancy (WHO, Nigeria). */
export const GESTATIONAL_WEEKS = { min: 28, max: 45 } as const;
export const BIRTH_WEIGHT_GRAMS = { min: 200, max: 7000 } as const;

/** An optional whole number within `limits` (a number input gives text); empty becomes null. */
function optionalWholeNumber(limits: { min: number; max: number }, message: string) {
  return z
    .union([z.string(), z.number()], { error: message })
    .nullish()
    .transform((value) => (isEmpty(value) ? null : value))
    .pipe(
      z.coerce
        .number<string | number>({ error: message })
        .int(message)
        .min(limits.min, message)
        .max(limits.max, message)
        .nullable(),
    );
}

/**
 * "Was the baby ever born alive?": only "no" (false) is a stillbirth. A baby born alive who then
 * died is registered as a birth and a death.
 */
export const bornAliveSchema = z
  .boolean({ error: MESSAGES.bornAliveRequired })
  .nullish()
  .refine((value) => value != null, MESSAGES.bornAliveRequired)
  .refine((value) => value == null || value === false, MESSAGES.bornAlive)
  .transform(() => false as const);

/** Particulars of Stillbirth as the payload's `stillbirth` carries them. */
const stillbirthShape = {
  sex: requiredField(lookupValueSchema(SEXES, MESSAGES.stillbirthSex), MESSAGES.stillbirthSex),
  date_of_delivery: pastCalendarDateSchema(MESSAGES.dateOfDelivery, MESSAGES.dateOfDeliveryFuture),
  /** The place of delivery (the place of birth list). */
  place: requiredField(
    lookupValueSchema(PLACES_OF_BIRTH, MESSAGES.placeOfDelivery),
    MESSAGES.placeOfDelivery,
  ),
  village: optionalTextSchema,
  /** Single, twins, ... (the birth type list). */
  type_of_delivery: requiredField(
    lookupValueSchema(BIRTH_TYPES, MESSAGES.typeOfDelivery),
    MESSAGES.typeOfDelivery,
  ),
  gestational_weeks: optionalWholeNumber(GESTATIONAL_WEEKS, MESSAGES.gestationalWeeks),
  birth_weight_grams: optionalWholeNumber(BIRTH_WEIGHT_GRAMS, MESSAGES.birthWeight),
};

/** The payload's `stillbirth` (strict). */
export const stillbirthParticularsSchema = objectFor(stillbirthShape, 'submission');

/**
 * Step stillbirth_form: the born-alive question first, the particulars, and the place of
 * registration (sent at the payload's top level).
 */
export const stillbirthStepSchema = objectFor(
  { born_alive: bornAliveSchema, ...stillbirthShape, ...registrationPlaceShape },
  'form',
).superRefine((stillbirth, ctx) => checkRegistrationPlace(ctx, stillbirth));

export type StillbirthFormValues = z.input<typeof stillbirthStepSchema>;
export type StillbirthParticulars = z.output<typeof stillbirthParticularsSchema>;
