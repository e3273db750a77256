import {
  INFORMANT_RELATIONSHIPS,
  INFORMANT_RELATIONSHIPS_NON_PARENT,
  type BirthRegistrationDraft,
} from '@vitalreg/domain';
import { FaceCapture } from '@/components/form/face-capture';
import { FieldGrid, FieldSection, FullWidth } from '@/components/form/field-layout';
import { InformantSections } from '@/components/form/informant-sections';
import { SignatureField } from '@/components/form/signature-field';
import { BIRTH_IDENTITY_SCOPE } from './birth-draft';

/** Besides the ways of signing, the birth informant may be identified by a photo of the face. */
const FACE_MODE = [{ value: 'face', name: 'Face capture' }] as const;

/**
 * Particulars of Informant; with no parent present (unclaimed) the informant is neither.
 * Choosing "Mother" or "Father" copies that parent's particulars from their step.
 */
export function InformantStep({
  unclaimed,
  draft,
}: {
  unclaimed?: boolean;
  draft: BirthRegistrationDraft;
}) {
  return (
    <>
      <InformantSections
        scope={`${BIRTH_IDENTITY_SCOPE}informant`}
        parents={
          unclaimed
            ? []
            : [
                {
                  relationship: 'Mother',
                  particulars: draft.mother,
                  scope: `${BIRTH_IDENTITY_SCOPE}mother`,
                },
                {
                  relationship: 'Father',
                  particulars: draft.father,
                  scope: `${BIRTH_IDENTITY_SCOPE}father`,
                },
              ]
        }
        relationshipLabel="Relationship with child"
        relationshipOptions={
          unclaimed ? INFORMANT_RELATIONSHIPS_NON_PARENT : INFORMANT_RELATIONSHIPS
        }
      />
      <FieldSection title="Identification">
        <FieldGrid>
          <FullWidth>
            <SignatureField
              name="signature"
              modeName="mode_of_identity"
              label="Informant's signature"
              modeLabel="Mode of identity"
              required
              otherModes={FACE_MODE}
              renderOther={() => <FaceCapture name="face" label="Informant's face" required />}
            />
          </FullWidth>
        </FieldGrid>
      </FieldSection>
    </>
  );
}
