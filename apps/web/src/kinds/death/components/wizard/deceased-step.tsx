import {
  CAUSES_OF_DEATH,
  MARITAL_STATUSES,
  OCCUPATIONS,
  SEXES,
  YES_NO_OPTIONS,
} from '@vitalreg/domain';
import { EducationSection } from '@/components/form/education-section';
import { FieldGrid, FieldSection } from '@/components/form/field-layout';
import { OriginSection } from '@/components/form/origin-section';
import {
  IdentitySection,
  NAME_FILL,
  PersonNameFields,
  usePersonVerification,
} from '@/components/form/person-identity';
import { DateField } from '@/components/form/date-field';
import { RegistrationPlaceSection } from '@/components/form/registration-place-fields';
import { ResidenceSection } from '@/components/form/residence-section';
import { SelectField } from '@/components/form/select-field';
import { TextInput } from '@/components/form/text-field';
import { AgeAtDeathFields } from './age-at-death-fields';
import { DEATH_IDENTITY_SCOPE } from './death-draft';

const IDENTITY_FILL = { ...NAME_FILL, dateOfBirth: 'date_of_birth' };

/** Particulars of Deceased (spec section 3), with the place of registration. */
export function DeceasedStep() {
  const scope = `${DEATH_IDENTITY_SCOPE}deceased`;
  const locked = Boolean(usePersonVerification(scope));
  return (
    <>
      <IdentitySection
        scope={scope}
        fill={IDENTITY_FILL}
        ninLabel="NIN of the deceased"
        withTrackingId={false}
        withNoNinReason
      />
      <FieldSection title="Deceased">
        <FieldGrid>
          <PersonNameFields locked={locked} />
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
          <DateField name="date_of_birth" label="Date of birth (if known)" />
          <DateField name="date_of_death" label="Date of death" required />
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
      <OriginSection />
      <ResidenceSection />
      <EducationSection />
      <RegistrationPlaceSection />
    </>
  );
}
