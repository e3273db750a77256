import {
  INFORMANT_RELATIONSHIPS,
  INFORMANT_RELATIONSHIPS_NON_PARENT,
  INFORMANT_IDENTITY_MODES,
} from '@vitalreg/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { FaceCapture } from '@/components/form/face-capture';
import { FieldGrid, FieldSection, FullWidth } from '@/components/form/field-layout';
import { NinField, TrackingIdField } from '@/components/form/identity-field';
import { useIdentityVerification } from '@/components/form/identity-verification';
import { PhoneField } from '@/components/form/phone-field';
import { ResidenceSection } from '@/components/form/residence-section';
import { SelectField } from '@/components/form/select-field';
import { SignaturePadField } from '@/components/form/signature-pad-field';
import { TextInput } from '@/components/form/text-field';
import { BIRTH_IDENTITY_SCOPE } from './birth-draft';

const IDENTITY_FILL = { surname: 'surname', firstname: 'firstname', middlename: 'middlename' };
const IDENTITY_MODE_OPTIONS = INFORMANT_IDENTITY_MODES.map((mode) => ({
  value: mode,
  name: mode === 'signature' ? 'Signature' : 'Face capture',
}));

/** Particulars of Informant; with no parent present (unclaimed) the informant is neither. */
export function InformantStep({ unclaimed }: { unclaimed?: boolean }) {
  const { control } = useFormContext();
  const [nin, trackingId, mode] = useWatch({
    control,
    name: ['nin', 'tracking_id', 'mode_of_identity'],
  }) as unknown[];
  const scope = `${BIRTH_IDENTITY_SCOPE}informant`;
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
            label="Relationship with child"
            options={unclaimed ? INFORMANT_RELATIONSHIPS_NON_PARENT : INFORMANT_RELATIONSHIPS}
            required
          />
          <PhoneField name="phone" required />
        </FieldGrid>
      </FieldSection>
      <ResidenceSection />
      <FieldSection title="Identification">
        <FieldGrid>
          <SelectField
            name="mode_of_identity"
            label="Mode of identity"
            options={IDENTITY_MODE_OPTIONS}
            required
          />
          <FullWidth>
            {mode === 'face' ? (
              <FaceCapture name="face" label="Informant's face" required />
            ) : (
              <SignaturePadField name="signature" label="Informant's signature" required />
            )}
          </FullWidth>
        </FieldGrid>
      </FieldSection>
    </>
  );
}
