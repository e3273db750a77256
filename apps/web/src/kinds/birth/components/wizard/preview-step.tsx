import {
  BIRTH_DOCUMENT_SLOTS,
  birthParticularsLayout,
  toBirthRegistrationSubmission,
  type BirthRegistrationDraft,
  type SupportingDocumentType,
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
import { DOCUMENT_SLOT_LABELS, DOCUMENT_TYPE_LABELS } from './birth-labels';

const documentsOf = (documents: PreviewValues) =>
  documentRows(documents, BIRTH_DOCUMENT_SLOTS, (slot, file) => {
    const name = DOCUMENT_SLOT_LABELS[slot as keyof typeof DOCUMENT_SLOT_LABELS];
    const type = file.type
      ? ` (${DOCUMENT_TYPE_LABELS[file.type as SupportingDocumentType] ?? file.type})`
      : '';
    return { row: `${name}${type}`, alt: name };
  });

/** Information Preview: the birth as it will be registered, each group with an Edit link. */
export function PreviewStep({ context }: { context: WizardStepContext<BirthRegistrationDraft> }) {
  const { draft } = context;
  const particulars = toBirthRegistrationSubmission(draft) as PreviewValues;
  const informant = particulars.informant as PreviewValues | null;
  const particularSections = useParticularSections(birthParticularsLayout, particulars, {
    child: fileRow('Photograph', draft.child.face, "Child's face"),
    informant: [
      ...fileRow('Face', informant?.face, "Informant's face"),
      ...fileRow('Signature', informant?.signature, "Informant's signature"),
    ],
  });
  const sections: PreviewSection[] = [
    ...particularSections,
    ...sectionIf(draft.documents, 'support_docs', 'Supporting Documents', documentsOf),
  ];
  return (
    <RecordPreview context={context} sections={sections}>
      <CertificateEmailField />
    </RecordPreview>
  );
}
