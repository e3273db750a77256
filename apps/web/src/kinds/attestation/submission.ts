import {
  ATTESTATION_ADD_PATHS,
  toAttestationSubmission,
  type AttestationDraft,
} from '@vitalreg/domain';
import type { KindSubmission } from '@/features/records/kind-ui';

/** With a NIN at `/birth-attestation/add`, without at `/self-attestation/no-nin`. */
export const attestationSubmission: KindSubmission = {
  toSubmission: toAttestationSubmission,
  addPath: (draft: AttestationDraft) => ATTESTATION_ADD_PATHS[draft.form],
};
