import { SEXES } from '../../lookups/lists.ts';
import {
  DATE_RULE,
  namesField,
  PHOTO_RULE,
  SEX_RULE,
  type KindCorrections,
} from '../../modifications/corrections.ts';
import { VALIDATION_MESSAGES as MESSAGES } from '../../validation/messages.ts';
import { lookupValueSchema, requiredField, storedFileRefSchema } from '../../validation/schemas.ts';
import { childBirthDateSchema } from './child.ts';

/** What of a registered birth may be corrected (spec: child particulars, mother's and father's names). */
export const birthCorrections: KindCorrections = {
  modType: 'birth-mod',
  idField: 'Birth_Reg_ID',
  validationPath: 'birth-modification',
  lookup: { childData: 'child', motherData: 'mother', fatherData: 'father' },
  photoPath: 'child.face',
  fields: [
    namesField('child_name', "Child's name", { prefix: 'child', part: 'child', who: 'child' }),
    {
      key: 'child_sex',
      label: "Child's sex",
      inputs: [
        {
          name: 'child_sex',
          label: 'Sex',
          path: 'child.sex',
          schema: requiredField(lookupValueSchema(SEXES, MESSAGES.childSex), MESSAGES.childSex),
          widget: 'sex',
        },
      ],
      rule: SEX_RULE,
    },
    {
      key: 'applicant_dob',
      label: "Child's date of birth",
      inputs: [
        {
          name: 'child_dob',
          label: 'Date of birth',
          path: 'child.childBirthDate',
          schema: childBirthDateSchema,
          widget: 'date',
        },
      ],
      rule: DATE_RULE,
    },
    namesField('mother_name', "Mother's name", { prefix: 'mother', part: 'mother', who: 'mother' }),
    namesField('father_name', "Father's name", { prefix: 'father', part: 'father', who: 'father' }),
    {
      key: 'face',
      label: "Child's photo",
      inputs: [
        {
          name: 'face',
          label: 'Photo',
          path: 'child.face',
          schema: storedFileRefSchema,
          widget: 'photo',
        },
      ],
      rule: PHOTO_RULE,
    },
  ],
};
