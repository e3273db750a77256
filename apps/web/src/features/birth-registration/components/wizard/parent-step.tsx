import {
  EDUCATION_LEVELS,
  ETHNIC_GROUPS,
  LITERACY_LEVELS,
  MARITAL_STATUSES,
  OCCUPATIONS,
} from '@vitalreg/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  NationalitySelect,
  ShowWhen,
  whenLiterate,
  whenNigerian,
} from '@/components/form/country-fields';
import { FieldGrid, FieldSection } from '@/components/form/field-layout';
import { NinField, TrackingIdField } from '@/components/form/identity-field';
import { useIdentityVerification } from '@/components/form/identity-verification';
import { NoNinReasonField } from '@/components/form/no-nin-reason-field';
import { PhoneField } from '@/components/form/phone-field';
import { ResidenceSection } from '@/components/form/residence-section';
import { SelectField } from '@/components/form/select-field';
import { StateLgaFields } from '@/components/form/state-lga-fields';
import { digitsOnly, TextInput } from '@/components/form/text-field';
import { BIRTH_IDENTITY_SCOPE } from './birth-draft';

export type Parent = 'mother' | 'father';

const IDENTITY_FILL = {
  surname: 'surname',
  firstname: 'firstname',
  middlename: 'middlename',
  age: 'age',
};

/** Particulars of Mother / Father (spec section 3); the father has no maiden name. */
export function ParentStep({ parent }: { parent: Parent }) {
  const { control } = useFormContext();
  const [nin, trackingId] = useWatch({ control, name: ['nin', 'tracking_id'] }) as unknown[];
  const scope = `${BIRTH_IDENTITY_SCOPE}${parent}`;
  const byNin = useIdentityVerification(scope, nin);
  const byTrackingId = useIdentityVerification(`${scope}.tracking`, trackingId);
  const locked = Boolean(byNin ?? byTrackingId);
  return (
    <>
      <FieldSection title="Identity">
        <FieldGrid>
          <NinField name="nin" scope={scope} fill={IDENTITY_FILL} />
          <TrackingIdField name="tracking_id" scope={`${scope}.tracking`} fill={IDENTITY_FILL} />
          <NoNinReasonField name="reason_for_no_nin" ninName="nin" trackingIdName="tracking_id" />
        </FieldGrid>
      </FieldSection>
      <FieldSection title={parent === 'mother' ? 'Mother' : 'Father'}>
        <FieldGrid>
          <TextInput name="surname" label="Surname" required readOnly={locked} />
          <TextInput name="firstname" label="First name" required readOnly={locked} />
          <TextInput name="middlename" label="Middle name" readOnly={locked} />
          {parent === 'mother' && <TextInput name="maiden_name" label="Maiden name" required />}
          <TextInput
            name="age"
            label="Age"
            required
            inputMode="numeric"
            maxLength={2}
            normalize={digitsOnly}
            readOnly={locked && Boolean((byNin ?? byTrackingId)?.person.dateOfBirth)}
          />
          <SelectField
            name="marital_status"
            label="Marital status"
            options={MARITAL_STATUSES}
            required
          />
          <SelectField
            name={parent === 'mother' ? 'occupation' : 'father_occupation'}
            label="Occupation"
            options={OCCUPATIONS}
            required
          />
          <PhoneField name="phone" />
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
    </>
  );
}
