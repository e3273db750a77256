import {
  DEATH_DOCUMENT_TYPES,
  deathParticularsLayout,
  toDeathRegistrationSubmission,
  type DeathRegistrationDraft,
} from '@vitalreg/domain';
import type { WizardStepContext } from '@/components/wizard/form-wizard';
import {
  CertificateEmailField,
  documentRows,
  fileRow,
  RecordPreview,
  sectionIf,
  useParticularSections,
  type PreviewSection,
  type PreviewValues,
} from '@/features/records/wizard';
import { DEATH_DOCUMENT_SLOTS } from './death-labels';

const documentsOf = (documents: PreviewValues) =>
  documentRows(documents, DEATH_DOCUMENT_TYPES, (slot) => {
    const { label } = DEATH_DOCUMENT_SLOTS[slot as keyof typeof DEATH_DOCUMENT_SLOTS];
    return { row: label, alt: label };
  });

/** Information Preview of both death forms, each group with an Edit link. */
export function DeathPreviewStep({
  context,
}: {
  context: WizardStepContext<DeathRegistrationDraft>;
}) {
  const { draft } = context;
  const particulars = toDeathRegistrationSubmission(draft) as PreviewValues;
  const particularSections = useParticularSections(deathParticularsLayout, particulars, {
    informant: fileRow('Signature', draft.informant?.signature, "Informant's signature"),
  });
  const sections: PreviewSection[] = [
    ...particularSections,
    ...sectionIf(draft.documents, 'documents', 'Document Upload', documentsOf),
  ];
  return (
    <RecordPreview context={context} sections={sections}>
      <CertificateEmailField />
    </RecordPreview>
  );
}
