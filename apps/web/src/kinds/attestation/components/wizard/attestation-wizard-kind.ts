import {
  attestationKind,
  type AttestationFormVariant,
  type AttestationSubmission,
} from '@vitalreg/domain';
import { attestationPaths } from '../../paths';
import { recordPaths } from '@/features/records';
import type { RecordWizardKind } from '@/features/records/wizard';
import { attestationDrafts } from './attestation-draft';
import { attestationWizardSteps } from './attestation-steps';

/**
 * Birth attestations in the shared record wizard: the applicant form (with a NIN, 4 steps) and
 * the alternative form (without, 5 steps). Submitted online only: the fee is checked then.
 */
export const attestationWizardKind: RecordWizardKind<'attestation', AttestationSubmission> = {
  key: 'attestation',
  declaration: attestationKind,
  title: 'Birth attestation',
  submitLabel: 'Submit application',
  drafts: attestationDrafts,
  steps: (variant) => attestationWizardSteps(variant as AttestationFormVariant),
  queryKey: ['birth-attestations'],
  paths: recordPaths(attestationPaths),
};
