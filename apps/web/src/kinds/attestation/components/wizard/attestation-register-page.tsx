import Box from '@mui/material/Box';
import { AnsweredQuestion, useStoredAnswer, YesNoQuestion } from '@/features/records/wizard';
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
  const [answer, setAnswer] = useStoredAnswer(ATTESTATION_HAS_NIN_KEY);
  if (!answer) {
    return (
      <YesNoQuestion
        question={QUESTION}
        hint="With a NIN, the applicant's particulars are filled from the identity agency. Without one, the applicant gives an identity document and a sworn affidavit."
        requiredMessage="Answer whether the applicant has a NIN"
        onAnswer={setAnswer}
      />
    );
  }
  const variant = answer === 'yes' ? 'with_nin' : 'without_nin';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1, md: 1.5 } }}>
      <AnsweredQuestion question={QUESTION} answer={answer} onChange={() => setAnswer(undefined)} />
      <AttestationWizard key={variant} variant={variant} />
    </Box>
  );
}
