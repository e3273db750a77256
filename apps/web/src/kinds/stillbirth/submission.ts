import { toStillbirthSubmission } from '@vitalreg/domain';
import type { KindSubmission } from '@/features/records/kind-ui';

/** A stillbirth's draft is sent to `/stillbirth/add` after the domain's transform. */
export const stillbirthSubmission: KindSubmission = { toSubmission: toStillbirthSubmission };
