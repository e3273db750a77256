import { SEXES } from '../../lookups/lists.ts';
import {
  DATE_RULE,
  namesField,
  SEX_RULE,
  type KindCorrections,
  type Particulars,
} from '../../modifications/corrections.ts';
import { valueAt } from '../shared/particulars.ts';
import { VALIDATION_MESSAGES as MESSAGES } from '../../validation/messages.ts';
import { lookupValueSchema, requiredField } from '../../validation/schemas.ts';
import { ageAtDeathOf, ageAtDeathSchema } from './age.ts';
import { dateOfDeathSchema } from './deceased.ts';

/** A corrected date of death gives a new age at death when the date of birth is known. */
function ageFromDates(particulars: Particulars): void {
  const deceased = particulars.deceased as Particulars | undefined;
  const born = valueAt(particulars, 'deceased.date_of_birth');
  const died = valueAt(particulars, 'deceased.date_of_death');
  if (!deceased || typeof born !== 'string' || typeof died !== 'string') return;
  const age = ageAtDeathOf(born, died);
  if (age) deceased.age_at_death = age;
}

/** What of a registered death may be corrected (spec: deceased's name, sex, age and date of death). */
export const deathCorrections: KindCorrections = {
  modType: 'death-mod',
  idField: 'death_id',
  validationPath: 'death-modification',
  lookup: { deceasedData: 'deceased' },
  fields: [
    namesField('deceased_name', "Deceased's name", {
      prefix: 'deceased',
      part: 'deceased',
      who: 'deceased',
    }),
    {
      key: 'deceased_sex',
      label: "Deceased's sex",
      inputs: [
        {
          name: 'deceased_sex',
          label: 'Sex',
          path: 'deceased.sex',
          schema: requiredField(
            lookupValueSchema(SEXES, MESSAGES.deceasedSex),
            MESSAGES.deceasedSex,
          ),
          widget: 'sex',
        },
      ],
      rule: SEX_RULE,
    },
    {
      key: 'deceased_age_at_death',
      label: 'Age at death',
      inputs: [
        {
          name: 'deceased_age_at_death',
          label: 'Age at death',
          path: 'deceased.age_at_death',
          schema: ageAtDeathSchema('submission'),
          widget: 'age_at_death',
        },
      ],
      rule: DATE_RULE,
    },
    {
      key: 'deceased_date_of_death',
      label: 'Date of death',
      inputs: [
        {
          name: 'deceased_date_of_death',
          label: 'Date of death',
          path: 'deceased.date_of_death',
          schema: dateOfDeathSchema,
          widget: 'date',
        },
      ],
      rule: DATE_RULE,
      follow: ageFromDates,
    },
  ],
};
