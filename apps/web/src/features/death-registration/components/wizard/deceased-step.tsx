import {
  CAUSES_OF_DEATH,
  EDUCATION_LEVELS,
  ETHNIC_GROUPS,
  LITERACY_LEVELS,
  MARITAL_STATUSES,
  OCCUPATIONS,
  SEXES,
  YES_NO_OPTIONS,
} from '@vitalreg/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  NationalitySelect,
  ShowWhen,
  whenLiterate,
  whenNigerian,
} from '@/components/form/country-fields';
import { FieldGrid, FieldSection } from '@/components/form/field-layout';
import { NinField } from '@/components/form/identity-field';
import { useIdentityVerification } from '@/components/form/identity-verification';
import { NoNinReasonField } from '@/components/form/no-nin-reason-field';
import { PickerDateField } from '@/components/form/picker-date-field';
import { RegistrationPlaceSection } from '@/components/form/registration-place-fields';
import { ResidenceSection } from '@/components/form/residence-section';
import { SelectField } from '@/components/form/select-field';
import { StateLgaFields } from '@/components/form/state-lga-fields';
import { TextInput } from '@/components/form/text-field';
import { AgeAtDeathFields } from './age-at-death-fields';
import { DEATH_IDENTITY_SCOPE } from './death-draft';

const IDENTITY_FILL = {
  surname: 'surname',
  firstname: 'firstname',
  middlename: 'middlename',
  dateOfBirth: 'date_of_birth',
};

/** Particulars of Deceased (spec section 3), with the place of registration. */
export function DeceasedStep() {
  const { control } = useFormContext();
  const nin = useWatch({ control, name: 'nin' }) as unknown;
  const scope = `${DEATH_IDENTITY_SCOPE}deceased`;
  const locked = Boolean(useIdentityVerification(scope, nin));
  return (
    <>
      <FieldSection title="Identity">
        <FieldGrid>
          <NinField name="nin" label="NIN of the deceased" scope={scope} fill={IDENTITY_FILL} />
          <NoNinReasonField name="reason_for_no_nin" ninName="nin" />
        </FieldGrid>
      </FieldSection>
      <FieldSection title="Deceased">
        <FieldGrid>
          <TextInput name="surname" label="Surname" required readOnly={locked} />
          <TextInput name="firstname" label="First name" required readOnly={locked} />
          <TextInput name="middlename" label="Middle name" readOnly={locked} />
          <SelectField name="sex" label="Sex" options={SEXES} required />
          <SelectField
            name="marital_status"
            label="Marital status"
            options={MARITAL_STATUSES}
            required
          />
          <SelectField name="occupation" label="Occupation (if any)" options={OCCUPATIONS} />
        </FieldGrid>
      </FieldSection>
      <FieldSection title="Death">
        <FieldGrid>
          <PickerDateField name="date_of_birth" label="Date of birth (if known)" />
          <PickerDateField name="date_of_death" label="Date of death" required />
          <AgeAtDeathFields />
          <TextInput
            name="place_of_death"
            label="Place of death"
            required
            helperText="A hospital, an address or a place"
          />
          <TextInput name="village" label="Village" />
          <SelectField
            name="cause_of_death"
            label="Cause of death"
            options={CAUSES_OF_DEATH}
            required
          />
          <SelectField
            name="certified_by_doctor"
            label="Certified by a doctor"
            options={YES_NO_OPTIONS}
            required
          />
        </FieldGrid>
      </FieldSection>
      <FieldSection title="Nationality and origin">
        <FieldGrid>
          <NationalitySelect name="nationality" label="Nationality" required />
          <ShowWhen name="nationality" when={whenNigerian}>
            <StateLgaFields
              stateName="state_of_origin"
              lgaName="lga_of_origin"
              stateLabel="State of origin"
              lgaLabel="LGA of origin"
              required
            />
            <SelectField
              name="ethnic_group"
              label="Ethnic group"
              options={ETHNIC_GROUPS}
              required
            />
          </ShowWhen>
        </FieldGrid>
      </FieldSection>
      <ResidenceSection />
      <FieldSection title="Education">
        <FieldGrid>
          <SelectField name="literacy" label="Literacy" options={LITERACY_LEVELS} required />
          <ShowWhen name="literacy" when={whenLiterate}>
            <SelectField
              name="education_level"
              label="Level of education"
              options={EDUCATION_LEVELS}
              required
            />
          </ShowWhen>
        </FieldGrid>
      </FieldSection>
      <RegistrationPlaceSection />
    </>
  );
}
