import {
  ATTESTATION_PURPOSES,
  EDUCATION_LEVELS,
  LATE_APPLICATION_REASONS,
  OCCUPATIONS,
  PLACES_OF_BIRTH,
} from '@vitalreg/domain';
import { CountrySelect } from '@/components/form/country-fields';
import { FieldGrid, FieldSection } from '@/components/form/field-layout';
import { RegistrationPlaceSection } from '@/components/form/registration-place-fields';
import { SelectField } from '@/components/form/select-field';
import { StateLgaFields } from '@/components/form/state-lga-fields';
import { TextInput } from '@/components/form/text-field';

/**
 * Additional Information (spec section 3 "Attestation"): the birth, the applicant's life today,
 * the request (its reason and what it is required for), and the place of registration.
 */
export function InformationStep() {
  return (
    <>
      <FieldSection title="Birth">
        <FieldGrid>
          <SelectField
            name="place_of_birth"
            label="Place of birth"
            options={PLACES_OF_BIRTH}
            required
          />
          <StateLgaFields
            stateName="state_of_birth"
            lgaName="lga_of_birth"
            stateLabel="State of birth"
            lgaLabel="LGA of birth"
            required
          />
          <TextInput name="town_of_birth" label="Town of birth" required />
        </FieldGrid>
      </FieldSection>
      <FieldSection title="Address, education and work">
        <FieldGrid>
          <TextInput name="current_address" label="Current address" required />
          <SelectField
            name="education"
            label="Level of education"
            options={EDUCATION_LEVELS}
            required
          />
          <SelectField name="occupation" label="Occupation" options={OCCUPATIONS} required />
          <TextInput name="work_address" label="Work address (optional)" />
        </FieldGrid>
      </FieldSection>
      <FieldSection title="Request">
        <FieldGrid>
          <SelectField
            name="request_reason"
            label="Reason for the application"
            options={LATE_APPLICATION_REASONS}
            required
          />
          <SelectField
            name="required_for"
            label="Required for"
            options={ATTESTATION_PURPOSES}
            required
          />
          <TextInput name="address_of_request" label="Address of the request" required />
          <CountrySelect name="country" label="Country" required />
        </FieldGrid>
      </FieldSection>
      <RegistrationPlaceSection />
    </>
  );
}
