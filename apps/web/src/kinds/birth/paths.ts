import { RECORD_KIND_MANIFESTS } from '@vitalreg/domain';
import { kindPaths } from '@/features/records/kind-ui';

const section = kindPaths(RECORD_KIND_MANIFESTS.birth);

/** `/dashboard/birth-registrations` and its three registration forms (spec section 2). */
export const birthPaths = {
  ...section,
  registerClaimed: { path: section.wizard('register/claimed') },
  registerUnclaimed: { path: section.wizard('register/unclaimed') },
  registerNotification: { path: section.wizard('register/notification') },
};
