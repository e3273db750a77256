import type { RegistrationCentre } from '@vitalreg/domain';
import { createStore, useStore } from './create-store';
import { STORAGE_KEYS } from './storage';

/** Registration centres, loaded on entering the dashboard and kept for offline use. */
export const registrationCentresStore = createStore<RegistrationCentre[]>([], {
  key: STORAGE_KEYS.registrationCentres,
  storage: 'local',
  parse: (stored) => (Array.isArray(stored) ? (stored as RegistrationCentre[]) : undefined),
});

export function useRegistrationCentresStore(): RegistrationCentre[] {
  return useStore(registrationCentresStore);
}
