import { attestationDetailSchema } from '@vitalreg/domain';
import { CorrectRecordPage } from '@/features/records/wizard';
import { AttestationWizard } from './attestation-wizard';
import { attestationWizardKind } from './attestation-wizard-kind';

/**
 * /dashboard/birth-attestations/{id}/edit: a queried attestation (`GET
 * /api/birth-attestation/{id}`) reopened in the form it was captured on, for its capturer to
 * correct and resubmit. Its fee was paid with it: it is not asked again.
 */
export default function EditAttestationPage() {
  return (
    <CorrectRecordPage
      kind={attestationWizardKind}
      detailSchema={attestationDetailSchema}
      wizard={(correcting) => <AttestationWizard key={correcting.id} correcting={correcting} />}
    />
  );
}
