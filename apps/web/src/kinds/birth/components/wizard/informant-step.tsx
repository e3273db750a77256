import {
  INFORMANT_RELATIONSHIPS,
  INFORMANT_RELATIONSHIPS_NON_PARENT,
  INFORMANT_IDENTITY_MODES,
} from '@vitalreg/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { FaceCapture } from '@/components/form/face-capture';
import { FieldGrid, FieldSection, FullWidth } from '@/components/form/field-layout';
import { InformantSections } from '@/components/form/informant-sections';
import { SelectField } from '@/components/form/select-field';
import { SignaturePadField } from '@/components/form/signature-pad-field';
import { BIRTH_IDENTITY_SCOPE } from './birth-draft';

const IDENTITY_MODE_OPTIONS = INFORMANT_IDENTITY_MODES.map((mode) => ({
  value: mode,
  name: mode === 'signature' ? 'Signature' : 'Face capture',
}));

/** Particulars of Informant; with no parent present (unclaimed) the informant is neither. */
export function InformantStep({ unclaimed }: { unclaimed?: boolean }) {
  const { control } = useFormContext();
  const mode = useWatch({ control, name: 'mode_of_identity' }) as unknown;
  return (
    <>
      <InformantSections
        scope={`${BIRTH_IDENTITY_SCOPE}informant`}
        relationshipLabel="Relationship with child"
        relationshipOptions={
          unclaimed ? INFORMANT_RELATIONSHIPS_NON_PARENT : INFORMANT_RELATIONSHIPS
        }
      />
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
