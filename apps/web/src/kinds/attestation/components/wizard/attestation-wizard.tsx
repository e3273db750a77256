import type { AttestationFormVariant, AttestationSubmission } from '@vitalreg/domain';
import { RecordWizard, type RecordToCorrect } from '@/features/records/wizard';
import { attestationWizardKind } from './attestation-wizard-kind';

type AttestationWizardProps =
  | { variant: AttestationFormVariant; correcting?: undefined }
  | { variant?: undefined; correcting: RecordToCorrect<AttestationSubmission> };

/** A birth attestation wizard, with or without a NIN, in the shared record wizard. */
export function AttestationWizard(props: AttestationWizardProps) {
  return <RecordWizard kind={attestationWizardKind} {...props} />;
}
