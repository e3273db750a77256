import { DEATH_INFORMANT_RELATIONSHIPS } from '@vitalreg/domain';
import { FieldGrid, FieldSection, FullWidth } from '@/components/form/field-layout';
import { InformantSections } from '@/components/form/informant-sections';
import { SignaturePadField } from '@/components/form/signature-pad-field';
import { DEATH_IDENTITY_SCOPE } from './death-draft';

/** Particulars of Informant of a death: identified by NIN or tracking id, signed. */
export function DeathInformantStep() {
  return (
    <>
      <InformantSections
        scope={`${DEATH_IDENTITY_SCOPE}informant`}
        relationshipLabel="Relationship with the deceased"
        relationshipOptions={DEATH_INFORMANT_RELATIONSHIPS}
      />
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
