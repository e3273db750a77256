import {
  DEATH_DOCUMENT_TYPES,
  deathParticularsLayout,
  toDeathRegistrationSubmission,
  type DeathRegistrationDraft,
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
import { DEATH_DOCUMENT_SLOTS } from './death-labels';

type Values = PreviewValues;

function documentRows(documents: Values): PreviewRow[] {
  const rows: PreviewRow[] = [];
  for (const type of DEATH_DOCUMENT_TYPES) {
    const file = documents[type] as { url?: string; mimeType?: string } | null;
    if (!file?.url) continue;
    const { label } = DEATH_DOCUMENT_SLOTS[type];
    rows.push([
      label,
      file.mimeType === 'application/pdf' ? (
        'PDF'
      ) : (
        <FilePreview key={type} fileKey={file.url} label={label} />
      ),
    ]);
  }
  return rows.length > 0 ? rows : [['Documents', 'None uploaded']];
}

/** Information Preview of both death forms, each group with an Edit link. */
export function DeathPreviewStep({
  context,
}: {
  context: WizardStepContext<DeathRegistrationDraft>;
}) {
  const { draft } = context;
  const particulars = toDeathRegistrationSubmission(draft) as Values;
  const particularSections = useParticularSections(deathParticularsLayout, particulars, {
    informant: fileRow('Signature', draft.informant?.signature, "Informant's signature"),
  });
  const sections: PreviewSection[] = [
    ...particularSections,
    ...sectionIf(draft.documents, 'documents', 'Document Upload', documentRows),
  ];
  return (
    <RecordPreview context={context} sections={sections}>
      <CertificateEmailField />
    </RecordPreview>
  );
}
