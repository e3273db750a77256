import { toDeathRegistrationSubmission } from '@vitalreg/domain';
import type { KindSubmission } from '@/features/records/kind-ui';

/** A death's draft is sent to `/death-registration/add` after the domain's transform. */
export const deathSubmission: KindSubmission = { toSubmission: toDeathRegistrationSubmission };
