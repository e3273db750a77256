import { DEATH_DOCUMENT_TYPES } from '@vitalreg/domain';
import { DocumentUpload } from '@/components/form/document-upload';
import { FieldGrid, FieldSection } from '@/components/form/field-layout';
import { DEATH_DOCUMENT_SLOTS } from './death-labels';

/** Document Upload of form B: one optional upload per document type. */
export function DeathDocumentsStep() {
  return (
    <FieldSection title="Documents presented (JPEG, PNG or PDF)">
      <FieldGrid>
        {DEATH_DOCUMENT_TYPES.map((type) => (
          <DocumentUpload
            key={type}
            name={type}
            label={DEATH_DOCUMENT_SLOTS[type].label}
            kind={DEATH_DOCUMENT_SLOTS[type].kind}
          />
        ))}
      </FieldGrid>
    </FieldSection>
  );
}
