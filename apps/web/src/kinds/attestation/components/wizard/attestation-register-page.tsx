import { AskFirst } from '@/features/records/wizard';
import { ATTESTATION_HAS_NIN_KEY } from './attestation-draft';
import { AttestationWizard } from './attestation-wizard';

const QUESTION = 'Does the applicant have a NIN?';

/**
 * /dashboard/birth-attestations/register: first asks whether the applicant has a NIN, which
 * decides the form (DESIGN.md "Form variants"): yes, the applicant form (applicant, additional
 * information, parents, preview) with the particulars from the verified NIN; no, the
 * alternative form, which adds the affidavit's upload. The answer and each draft survive a
 * reload.
 */
export default function AttestationRegisterPage() {
  return (
    <AskFirst
      storageKey={ATTESTATION_HAS_NIN_KEY}
      question={QUESTION}
      hint="With a NIN, the applicant's particulars are filled from the identity agency. Without one, the applicant gives an identity document and a sworn affidavit."
      requiredMessage="Answer whether the applicant has a NIN"
    >
      {(answer) => {
        const variant = answer === 'yes' ? 'with_nin' : 'without_nin';
        return <AttestationWizard key={variant} variant={variant} />;
      }}
    </AskFirst>
  );
}
