import { toBirthRegistrationSubmission } from '@vitalreg/domain';
import type { KindSubmission } from '@/features/records/kind-ui';

/** A birth's draft is sent to `/birth-registration/add` after the domain's transform. */
export const birthSubmission: KindSubmission = { toSubmission: toBirthRegistrationSubmission };
