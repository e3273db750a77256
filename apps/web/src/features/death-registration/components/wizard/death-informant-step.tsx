import { DEATH_INFORMANT_RELATIONSHIPS } from '@vitalreg/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldGrid, FieldSection, FullWidth } from '@/components/form/field-layout';
import { NinField, TrackingIdField } from '@/components/form/identity-field';
import { useIdentityVerification } from '@/components/form/identity-verification';
import { PhoneField } from '@/components/form/phone-field';
import { ResidenceSection } from '@/components/form/residence-section';
import { SelectField } from '@/components/form/select-field';
import { SignaturePadField } from '@/components/form/signature-pad-field';
import { TextInput } from '@/components/form/text-field';
import { DEATH_IDENTITY_SCOPE } from './death-draft';

const IDENTITY_FILL = { surname: 'surname', firstname: 'firstname', middlename: 'middlename' };

/** Particulars of Informant of a death: identified by NIN or tracking id, signed. */
export function DeathInformantStep() {
  const { control } = useFormContext();
  const [nin, trackingId] = useWatch({ control, name: ['nin', 'tracking_id'] }) as unknown[];
  const scope = `${DEATH_IDENTITY_SCOPE}informant`;
  const byNin = useIdentityVerification(scope, nin);
  const byTrackingId = useIdentityVerification(`${scope}.tracking`, trackingId);
  const locked = Boolean(byNin ?? byTrackingId);
  return (
    <>
      <FieldSection title="Identity">
        <FieldGrid>
          <NinField name="nin" scope={scope} fill={IDENTITY_FILL} />
          <TrackingIdField name="tracking_id" scope={`${scope}.tracking`} fill={IDENTITY_FILL} />
        </FieldGrid>
      </FieldSection>
      <FieldSection title="Informant">
        <FieldGrid>
          <TextInput name="surname" label="Surname" required readOnly={locked} />
          <TextInput name="firstname" label="First name" required readOnly={locked} />
          <TextInput name="middlename" label="Middle name" readOnly={locked} />
          <SelectField
            name="relationship"
            label="Relationship with the deceased"
            options={DEATH_INFORMANT_RELATIONSHIPS}
            required
          />
          <PhoneField name="phone" required />
        </FieldGrid>
      </FieldSection>
      <ResidenceSection />
      <FieldSection title="Signature">
        <FieldGrid>
          <FullWidth>
            <SignaturePadField name="signature" label="Informant's signature" required />
          </FullWidth>
        </FieldGrid>
      </FieldSection>
    </>
  );
}
