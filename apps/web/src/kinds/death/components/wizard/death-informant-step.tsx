import { DEATH_INFORMANT_RELATIONSHIPS, type DeathRegistrationDraft } from '@vitalreg/domain';
import { FieldGrid, FieldSection, FullWidth } from '@/components/form/field-layout';
import { InformantSections } from '@/components/form/informant-sections';
import { SignatureField } from '@/components/form/signature-field';
import { DEATH_IDENTITY_SCOPE } from './death-draft';

/**
 * Particulars of Informant of a death: identified by NIN or tracking id, signed on the screen or
 * on paper (uploaded). On form A, choosing "Mother" copies the mother's particulars from her step.
 */
export function DeathInformantStep({ draft }: { draft: DeathRegistrationDraft }) {
  return (
    <>
      <InformantSections
        scope={`${DEATH_IDENTITY_SCOPE}informant`}
        parents={[
          {
            relationship: 'Mother',
            particulars: draft.mother,
            scope: `${DEATH_IDENTITY_SCOPE}mother`,
          },
        ]}
        relationshipLabel="Relationship with the deceased"
        relationshipOptions={DEATH_INFORMANT_RELATIONSHIPS}
      />
      <FieldSection title="Signature">
        <FieldGrid>
          <FullWidth>
            <SignatureField
              name="signature"
              modeName="mode_of_identity"
              label="Informant's signature"
              modeLabel="Mode of identity"
              required
            />
          </FullWidth>
        </FieldGrid>
      </FieldSection>
    </>
  );
}
