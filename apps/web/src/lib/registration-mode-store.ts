import { createStore, useStore } from './create-store';
import { STORAGE_KEYS } from './storage';

/** Connectivity code values (spec section 3). */
export type RegistrationMode = 'online' | 'offline';

export const registrationModeStore = createStore<RegistrationMode>('online', {
  key: STORAGE_KEYS.birthRegistrationMode,
  storage: 'local',
  parse: (stored) => (stored === 'online' || stored === 'offline' ? stored : undefined),
});

export function useRegistrationMode(): RegistrationMode {
  return useStore(registrationModeStore);
}
