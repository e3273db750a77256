import {
  attestationParticularsLayout,
  toAttestationSubmission,
  type AttestationDraft,
} from '@vitalreg/domain';
import type { WizardStepContext } from '@/components/wizard/form-wizard';
import {
  fileRow,
  RecordPreview,
  useParticularSections,
  type PreviewSection,
  type PreviewValues,
} from '@/features/records/wizard';
import { AttestationPayment } from './attestation-payment';

type Values = PreviewValues;

/** The stored key of an uploaded document (`{ url, mimeType }`). */
const urlOf = (value: unknown) => (value as Values | null | undefined)?.url;

/**
 * Information Preview of an attestation, each group with an Edit link, then the attestation
 * fee's payment (a verified reference, or a fee waiver granted by another officer).
 */
export function AttestationPreviewStep({
  context,
}: {
  context: WizardStepContext<AttestationDraft>;
}) {
  const { draft } = context;
  const particulars = toAttestationSubmission(draft) as Values;
  const particularSections = useParticularSections(attestationParticularsLayout, particulars, {
    applicant: fileRow('Photograph', draft.applicant.face, "Applicant's face"),
  });
  const parents = draft.parents as Values;
  const sections: PreviewSection[] = [
    ...particularSections,
    {
      // The parents' step has a key of its own on each form.
      steps: ['parent_form', 'parents_form'],
      title: "Parent's signature and supporting document",
      rows: [
        ...fileRow("Parent's signature", parents.signature),
        ...fileRow('Supporting document', urlOf(parents.support_document)),
      ],
    },
    {
      steps: ['documents_form'],
      title: 'Document Upload',
      rows: fileRow('Affidavit', urlOf(draft.documents?.affidavit)),
    },
  ];
  return (
    <RecordPreview context={context} sections={sections} checkWith="the applicant">
      <AttestationPayment centreId={Number(draft.information.Reg_Center) || null} />
    </RecordPreview>
  );
}
