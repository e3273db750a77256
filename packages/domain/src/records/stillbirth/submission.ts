import { z } from 'zod';
import { MESSAGES } from '../../validation/messages.ts';
import {
  applyResidenceCondition,
  datesToIso,
  emptyStringsToNull,
  optionalFieldsToNull,
  trimNames,
} from '../../validation/transforms.ts';
import { checkRegistrationPlace, registrationPlaceShape } from '../shared/fields.ts';
import { applyOriginCondition } from '../shared/person.ts';
import {
  stillbirthInformantParticularsSchema,
  type StillbirthInformantFormValues,
} from './informant.ts';
import { stillbirthMotherParticularsSchema, type StillbirthMotherFormValues } from './mother.ts';
import {
  bornAliveSchema,
  stillbirthParticularsSchema,
  type StillbirthFormValues,
} from './particulars.ts';

/**
 * `POST /api/stillbirth/add`: the payload after the before-sending transforms. It re-runs every
 * field rule of the wizard steps and refuses unknown keys (at every level), values in hidden
 * fields, and a baby born alive (`born_alive` must be false).
 */
export const stillbirthSubmissionSchema = z
  .strictObject({
    record_type: z.literal('stillbirth', { error: MESSAGES.invalidOption }).default('stillbirth'),
    born_alive: bornAliveSchema,
    stillbirth: stillbirthParticularsSchema,
    mother: stillbirthMotherParticularsSchema,
    informant: stillbirthInformantParticularsSchema,
    ...registrationPlaceShape,
    /** As births': the registrar confirms the record is not the duplicate the API named. */
    confirmNotDuplicate: z.boolean({ error: MESSAGES.invalidOption }).optional(),
  })
  .superRefine((payload, ctx) => checkRegistrationPlace(ctx, payload));

export type StillbirthSubmissionInput = z.input<typeof stillbirthSubmissionSchema>;
export type StillbirthSubmission = z.output<typeof stillbirthSubmissionSchema>;

/**
 * The stillbirth wizard's draft (session storage): each step's raw form values ('' when empty).
 * The born-alive answer and the place of registration are entered on Particulars of
 * Stillbirth, so they sit in `stillbirth`.
 */
export interface StillbirthDraft {
  stillbirth: StillbirthFormValues;
  mother: StillbirthMotherFormValues;
  informant: StillbirthInformantFormValues;
}

/**
 * The spec's before-sending transforms (section 5): empty strings become null, names are
 * trimmed, the date of delivery becomes `yyyy-mm-dd`, hidden fields are dropped (residence
 * details unless living in Nigeria, origin and ethnic group unless Nigerian), and the born-alive
 * answer and the place of registration move to the top level. It does not validate.
 */
export function toStillbirthSubmission(draft: StillbirthDraft): StillbirthSubmissionInput {
  const clean = emptyStringsToNull(draft);
  const { born_alive, registration_state, registration_lga, Reg_Center, ...stillbirth } =
    clean.stillbirth;
  return {
    record_type: 'stillbirth',
    born_alive,
    stillbirth: datesToIso(optionalFieldsToNull(stillbirth, ['village']), ['date_of_delivery']),
    mother: applyOriginCondition(applyResidenceCondition(trimNames(clean.mother, ['fullname']))),
    informant: applyResidenceCondition(trimNames(clean.informant, ['fullname'])),
    registration_state,
    registration_lga,
    Reg_Center,
  };
}
