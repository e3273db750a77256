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
  FilePreview,
  fileRow,
  RecordPreview,
  sectionIf,
  useParticularSections,
  type PreviewRow,
  type PreviewSection,
  type PreviewValues,
} from '@/features/records/wizard';
import { DOCUMENT_SLOT_LABELS, DOCUMENT_TYPE_LABELS } from './birth-labels';

type Values = PreviewValues;

function documentRows(documents: Values): PreviewRow[] {
  const rows: PreviewRow[] = [];
  for (const slot of BIRTH_DOCUMENT_SLOTS) {
    const file = documents[slot] as { url?: string; mimeType?: string; type?: string } | null;
    if (!file?.url) continue;
    const type = file.type
      ? ` (${DOCUMENT_TYPE_LABELS[file.type as SupportingDocumentType] ?? file.type})`
      : '';
    rows.push([
      `${DOCUMENT_SLOT_LABELS[slot]}${type}`,
      file.mimeType === 'application/pdf' ? (
        'PDF'
      ) : (
        <FilePreview key={slot} fileKey={file.url} label={DOCUMENT_SLOT_LABELS[slot]} />
      ),
    ]);
  }
  return rows.length > 0 ? rows : [['Documents', 'None uploaded']];
}

/** Information Preview: the birth as it will be registered, each group with an Edit link. */
export function PreviewStep({ context }: { context: WizardStepContext<BirthRegistrationDraft> }) {
  const { draft } = context;
  const particulars = toBirthRegistrationSubmission(draft) as Values;
  const informant = particulars.informant as Values | null;
  const particularSections = useParticularSections(birthParticularsLayout, particulars, {
    child: fileRow('Photograph', draft.child.face, "Child's face"),
    informant: [
      ...fileRow('Face', informant?.face, "Informant's face"),
      ...fileRow('Signature', informant?.signature, "Informant's signature"),
    ],
  });
  const sections: PreviewSection[] = [
    ...particularSections,
    ...sectionIf(draft.documents, 'support_docs', 'Supporting Documents', documentRows),
  ];
  return (
    <RecordPreview context={context} sections={sections}>
      <CertificateEmailField />
    </RecordPreview>
  );
}
