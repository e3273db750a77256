import {
  BIRTH_TYPES,
  NUMBERS_1_TO_20,
  PLACES_OF_BIRTH,
  RESIDENCE_TYPES,
  SEXES,
} from '@vitalreg/domain';
import { FaceCapture } from '@/components/form/face-capture';
import { FieldGrid, FieldSection, FullWidth } from '@/components/form/field-layout';
import { DateField } from '@/components/form/date-field';
import { RegistrationPlaceSection } from '@/components/form/registration-place-fields';
import { SelectField } from '@/components/form/select-field';
import { StateLgaFields } from '@/components/form/state-lga-fields';
import { TextInput } from '@/components/form/text-field';

export interface ChildStepProps {
  /** The unclaimed short form: a foundling's origin may be unknown. */
  originOptional?: boolean;
}

/** Particulars of Child (spec section 3), with the place of registration. */
export function ChildStep({ originOptional }: ChildStepProps) {
  return (
    <>
      <FieldSection title="Child">
        <FieldGrid>
          <TextInput name="surname" label="Surname" required autoComplete="off" />
          <TextInput name="firstname" label="First name" required autoComplete="off" />
          <TextInput name="middlename" label="Middle name" autoComplete="off" />
          <DateField name="childBirthDate" label="Date of birth" required pickerOnly />
          <SelectField name="sex" label="Sex" options={SEXES} required />
          <SelectField name="birth_type" label="Type of birth" options={BIRTH_TYPES} required />
          <SelectField name="birth_order" label="Birth order" options={NUMBERS_1_TO_20} required />
        </FieldGrid>
      </FieldSection>
      <FieldSection title="Place of birth">
        <FieldGrid>
          <SelectField
            name="place_of_occurrence"
            label="Place of occurrence"
            options={PLACES_OF_BIRTH}
            required
          />
          <SelectField name="locality" label="Locality" options={RESIDENCE_TYPES} required />
          <StateLgaFields
            stateName="state_of_birth"
            lgaName="lga_of_birth"
            stateLabel="State of birth"
            lgaLabel="LGA of birth"
            required
          />
          <TextInput name="town_of_birth" label="Town of birth" required />
          <TextInput name="settlement" label="Settlement / village" />
        </FieldGrid>
      </FieldSection>
      <FieldSection title="Origin">
        <FieldGrid>
          <StateLgaFields
            stateName="state_of_origin"
            lgaName="lga"
            stateLabel="State of origin"
            lgaLabel="LGA of origin"
            required={!originOptional}
          />
        </FieldGrid>
      </FieldSection>
      <FieldSection title="Photograph">
        <FieldGrid>
          <FullWidth>
            <FaceCapture name="face" label="Child's face (optional)" />
          </FullWidth>
        </FieldGrid>
      </FieldSection>
      <RegistrationPlaceSection />
    </>
  );
}
