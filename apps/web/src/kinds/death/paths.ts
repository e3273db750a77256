import { RECORD_KIND_MANIFESTS } from '@vitalreg/domain';
import { kindPaths } from '@/features/records/kind-ui';

const section = kindPaths(RECORD_KIND_MANIFESTS.death);

/** `/dashboard/death-registrations` and its registration form (spec section 2). */
export const deathPaths = { ...section, register: { path: section.wizard('register') } };
