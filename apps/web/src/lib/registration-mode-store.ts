import { createStore, useStore } from './create-store';
import { STORAGE_KEYS } from './storage';

/** Connectivity code values (spec section 3). */
export type RegistrationMode = 'online' | 'offline';

/**
 * The registration mode (spec: `birth_registration_mode`, switched on the births' top bar). Every
 * kind's wizard follows it: in offline mode births, deaths and stillbirths are saved on the device.
 */
export const registrationModeStore = createStore<RegistrationMode>('online', {
  key: STORAGE_KEYS.birthRegistrationMode,
  storage: 'local',
  parse: (stored) => (stored === 'online' || stored === 'offline' ? stored : undefined),
});

export function useRegistrationMode(): RegistrationMode {
  return useStore(registrationModeStore);
}

/** Local storage: true while the offline mode is the automatic fall-back, not the user's choice. */
export const AUTOMATIC_OFFLINE_KEY = 'birth_registration_mode_automatic';

/**
 * Whether the current offline mode was set by the browser losing its connection. Persisted, so
 * that after a reload while offline the mode still returns to online with the connection.
 */
export const automaticOfflineStore = createStore<boolean>(false, {
  key: AUTOMATIC_OFFLINE_KEY,
  storage: 'local',
  parse: (stored) => (typeof stored === 'boolean' ? stored : undefined),
});

let settingAutomatically = false;

function setModeAutomatically(mode: RegistrationMode): void {
  settingAutomatically = true;
  try {
    registrationModeStore.set(mode);
  } finally {
    settingAutomatically = false;
  }
  automaticOfflineStore.set(mode === 'offline');
}

// Any other change of mode (the top-bar switch, logout's reset) is the user's: no longer automatic.
registrationModeStore.subscribe(() => {
  if (!settingAutomatically) automaticOfflineStore.set(false);
});

/** The connection is gone: online mode falls back to offline, marked as automatic. */
export function fallBackToOffline(): void {
  if (registrationModeStore.get() === 'online') setModeAutomatically('offline');
}

/** The connection is back: an automatic fall-back returns to online; a chosen offline mode stays. */
export function restoreOnlineAfterFallback(): void {
  if (automaticOfflineStore.get() && registrationModeStore.get() === 'offline') {
    setModeAutomatically('online');
  }
}

/**
 * Follows `navigator.onLine`: falls back to offline when the browser loses the connection and
 * returns to online when it comes back (only if the fall-back was automatic). Returns the
 * function that stops following.
 */
export function followConnectivity(target: Window = window): () => void {
  if (target.navigator.onLine) restoreOnlineAfterFallback();
  else fallBackToOffline();
  target.addEventListener('offline', fallBackToOffline);
  target.addEventListener('online', restoreOnlineAfterFallback);
  return () => {
    target.removeEventListener('offline', fallBackToOffline);
    target.removeEventListener('online', restoreOnlineAfterFallback);
  };
}

/** True while the offline mode is the automatic fall-back (the top bar says so). */
export function useAutomaticOfflineFallback(): boolean {
  return useStore(automaticOfflineStore);
}
