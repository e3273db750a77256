import { RECORD_KIND_MANIFESTS } from '@vitalreg/domain';
import { kindPaths } from '@/features/records/kind-ui';

const section = kindPaths(RECORD_KIND_MANIFESTS.attestation);

/** `/dashboard/birth-attestations` and its application form (spec section 2). */
export const attestationPaths = { ...section, register: { path: section.wizard('register') } };
