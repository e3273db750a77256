import { MARITAL_STATUSES, OCCUPATIONS } from '@vitalreg/domain';
import { EducationSection } from '@/components/form/education-section';
import { FieldGrid, FieldSection } from '@/components/form/field-layout';
import { OriginSection } from '@/components/form/origin-section';
import {
  IdentitySection,
  NAME_FILL,
  PersonNameFields,
  usePersonVerification,
} from '@/components/form/person-identity';
import { PhoneField } from '@/components/form/phone-field';
import { ResidenceSection } from '@/components/form/residence-section';
import { SelectField } from '@/components/form/select-field';
import { digitsOnly, TextInput } from '@/components/form/text-field';
import { BIRTH_IDENTITY_SCOPE } from './birth-draft';

export type Parent = 'mother' | 'father';

const IDENTITY_FILL = { ...NAME_FILL, age: 'age' };

/** Particulars of Mother / Father (spec section 3); the father has no maiden name. */
export function ParentStep({ parent }: { parent: Parent }) {
  const scope = `${BIRTH_IDENTITY_SCOPE}${parent}`;
  const verification = usePersonVerification(scope);
  return (
    <>
      <IdentitySection scope={scope} fill={IDENTITY_FILL} withNoNinReason />
      <FieldSection title={parent === 'mother' ? 'Mother' : 'Father'}>
        <FieldGrid>
          <PersonNameFields locked={Boolean(verification)} />
          {parent === 'mother' && <TextInput name="maiden_name" label="Maiden name" required />}
          <TextInput
            name="age"
            label="Age"
            required
            inputMode="numeric"
            maxLength={2}
            normalize={digitsOnly}
            readOnly={Boolean(verification?.person.dateOfBirth)}
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
      <OriginSection />
      <ResidenceSection />
      <EducationSection />
    </>
  );
}
