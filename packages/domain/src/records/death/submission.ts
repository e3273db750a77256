import { z } from 'zod';
import { MESSAGES } from '../../validation/messages.ts';
import { optionalEmailSchema } from '../../validation/schemas.ts';
import {
  applyParentConditions,
  applyResidenceCondition,
  datesToIso,
  emptyStringsToNull,
  optionalFieldsToNull,
  optionalToNull,
  trimNames,
} from '../../validation/transforms.ts';
import { checkRegistrationPlace, registrationPlaceShape } from '../shared/fields.ts';
import { applyNoNinReasonCondition, applyOriginCondition } from '../shared/person.ts';
import { checkFormAAge, deceasedParticularsSchema, type DeceasedFormValues } from './deceased.ts';
import {
  deathDocumentListSchema,
  deathDocumentsToSend,
  type DeathDocumentsFormValues,
} from './documents.ts';
import { deathInformantParticularsSchema, type DeathInformantFormValues } from './informant.ts';
import { deathMotherParticularsSchema, type DeathMotherFormValues } from './mother.ts';
import { DEATH_FORM_VARIANT_NAMES, DEATH_VARIANT_PARTS, type DeathFormVariant } from './steps.ts';

/**
 * `POST /api/death-registration/add`: the payload after the before-sending transforms. It
 * re-runs every field rule of the wizard steps and refuses unknown keys (at every level),
 * values in hidden fields and parts the form does not have (form A: no documents; form B: no
 * mother). Cross-part rules: form A only for a deceased under 5; the informant's NIN is not
 * the deceased's.
 */
export const deathRegistrationSubmissionSchema = z
  .strictObject({
    record_type: z.literal('death', { error: MESSAGES.invalidOption }).default('death'),
    /** Which wizard was used: form_a (a child under 5) or form_b (any other death). */
    form: z.enum(DEATH_FORM_VARIANT_NAMES, { error: MESSAGES.invalidOption }),
    deceased: deceasedParticularsSchema,
    mother: deathMotherParticularsSchema.nullable().default(null),
    informant: deathInformantParticularsSchema,
    documents: deathDocumentListSchema.default([]),
    ...registrationPlaceShape,
    email: optionalEmailSchema,
    /** As births': the registrar confirms the record is not the duplicate the API named. */
    confirmNotDuplicate: z.boolean({ error: MESSAGES.invalidOption }).optional(),
  })
  .superRefine((payload, ctx) => {
    // The object's checks run even when a part has failed: read the parts defensively.
    const parts = DEATH_VARIANT_PARTS[payload.form] as
      (typeof DEATH_VARIANT_PARTS)[DeathFormVariant] | undefined;
    if (parts?.mother && payload.mother == null) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.sectionRequired, path: ['mother'] });
    }
    if (parts && !parts.mother && payload.mother != null) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.hiddenField, path: ['mother'] });
    }
    if (parts && !parts.documents && payload.documents.length > 0) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.hiddenField, path: ['documents'] });
    }
    const deceased = payload.deceased as Partial<typeof payload.deceased> | undefined;
    if (payload.form === 'form_a' && deceased?.age_at_death) {
      checkFormAAge(ctx, deceased.age_at_death, ['deceased']);
    }
    if (deceased?.nin && deceased.nin === payload.informant?.nin) {
      ctx.addIssue({
        code: 'custom',
        message: MESSAGES.informantNinSameAsDeceased,
        path: ['informant', 'nin'],
      });
    }
    checkRegistrationPlace(ctx, payload);
  });

export type DeathRegistrationSubmissionInput = z.input<typeof deathRegistrationSubmissionSchema>;
export type DeathRegistrationSubmission = z.output<typeof deathRegistrationSubmissionSchema>;

/**
 * A death registration wizard's draft (session storage): each step's raw form values ('' when
 * empty). The place of registration is entered on Particulars of Deceased, so it sits in
 * `deceased`. Parts the form has no step for are null.
 */
export interface DeathRegistrationDraft {
  form: DeathFormVariant;
  deceased: DeceasedFormValues;
  mother: DeathMotherFormValues | null;
  informant: DeathInformantFormValues;
  documents: DeathDocumentsFormValues | null;
  email?: string | null;
}

const NAMES = ['surname', 'firstname'] as const;

/**
 * The spec's before-sending transforms (section 5), as `toBirthRegistrationSubmission`'s:
 * empty strings become null, names are trimmed, optional fields become null when empty, dates
 * become `yyyy-mm-dd`, hidden fields are dropped (origin and ethnic group unless Nigerian,
 * residence details unless living in Nigeria, education unless literate, the reason for no NIN
 * once a NIN is given), parts the form has no step for become null ([]), the document slots
 * become the list and the place of registration moves to the top level. It does not validate.
 */
export function toDeathRegistrationSubmission(
  draft: DeathRegistrationDraft,
): DeathRegistrationSubmissionInput {
  const clean = emptyStringsToNull(draft);
  const parts = DEATH_VARIANT_PARTS[clean.form];
  const { registration_state, registration_lga, Reg_Center, ...deceased } = clean.deceased;
  const mother = parts.mother ? clean.mother : null;
  return {
    record_type: 'death',
    form: clean.form,
    deceased: applyNoNinReasonCondition(
      applyParentConditions(
        datesToIso(
          optionalFieldsToNull(trimNames(deceased, NAMES), [
            'middlename',
            'village',
            'nin',
            'date_of_birth',
          ]),
          ['date_of_birth', 'date_of_death'],
        ),
      ),
    ),
    mother:
      mother &&
      applyNoNinReasonCondition(
        applyOriginCondition(
          applyResidenceCondition(
            optionalFieldsToNull(trimNames(mother, NAMES), [
              'middlename',
              'nin',
              'tracking_id',
              'phone',
            ]),
          ),
        ),
      ),
    informant: applyResidenceCondition(
      optionalFieldsToNull(trimNames(clean.informant, NAMES), ['middlename', 'nin', 'tracking_id']),
    ),
    documents: parts.documents ? deathDocumentsToSend(clean.documents) : [],
    registration_state,
    registration_lga,
    Reg_Center,
    email: optionalToNull(clean.email),
  };
}
