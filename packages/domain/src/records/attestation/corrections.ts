import { SEXES } from '../../lookups/lists.ts';
import {
  DATE_RULE,
  namesField,
  PHOTO_RULE,
  SEX_RULE,
  SPELLING_RULE,
  type KindCorrections,
} from '../../modifications/corrections.ts';
import { lookupValueSchema, requiredField, storedFileRefSchema } from '../../validation/schemas.ts';
import { requiredText } from '../shared/fields.ts';
import { applicantDateOfBirthSchema } from './applicant.ts';
import { ATTESTATION_MESSAGES } from './messages.ts';

/** What of a registered attestation may be corrected (spec: particulars of applicant, parents' names). */
export const attestationCorrections: KindCorrections = {
  modType: 'attestation-mod',
  idField: 'attestation_id',
  validationPath: 'birth-attestation-modification',
  lookup: { personData: 'applicant', motherData: 'parents.mother', fatherData: 'parents.father' },
  photoPath: 'applicant.face',
  fields: [
    namesField('applicant_name', "Applicant's name", {
      prefix: 'applicant',
      part: 'applicant',
      who: 'applicant',
    }),
    {
      key: 'applicant_sex',
      label: "Applicant's sex",
      inputs: [
        {
          name: 'applicant_sex',
          label: 'Sex',
          path: 'applicant.sex',
          schema: requiredField(
            lookupValueSchema(SEXES, ATTESTATION_MESSAGES.sex),
            ATTESTATION_MESSAGES.sex,
          ),
          widget: 'sex',
        },
      ],
      rule: SEX_RULE,
    },
    {
      key: 'applicant_dob',
      label: "Applicant's date of birth",
      inputs: [
        {
          name: 'applicant_dob',
          label: 'Date of birth',
          path: 'applicant.date_of_birth',
          schema: applicantDateOfBirthSchema,
          widget: 'date',
        },
      ],
      rule: DATE_RULE,
    },
    {
      key: 'applicant_town',
      label: "Applicant's town of origin",
      inputs: [
        {
          name: 'applicant_town_of_origin',
          label: 'Town of origin',
          path: 'applicant.town',
          schema: requiredText(ATTESTATION_MESSAGES.town),
          widget: 'text',
        },
      ],
      rule: SPELLING_RULE,
    },
    namesField('mother_name', "Mother's name", {
      prefix: 'mother',
      part: 'parents.mother',
      who: 'mother',
    }),
    namesField('father_name', "Father's name", {
      prefix: 'father',
      part: 'parents.father',
      who: 'father',
    }),
    {
      key: 'face',
      label: "Applicant's photo",
      inputs: [
        {
          name: 'face',
          label: 'Photo',
          path: 'applicant.face',
          schema: storedFileRefSchema,
          widget: 'photo',
        },
      ],
      rule: PHOTO_RULE,
    },
  ],
};
