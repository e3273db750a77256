/** Storage keys of ours (spec section 3: session token, registration mode, local lists). */
export const STORAGE_KEYS = {
  /** Session storage: the auth token with its "Bearer " prefix. */
  token: 'token',
  /** Session storage: signed-in user, permissions, status and error. */
  session: 'session',
  /** Local storage: online | offline. */
  birthRegistrationMode: 'birth_registration_mode',
  /** Local storage: registration centres loaded on entering the dashboard. */
  registrationCentres: 'registration_centers',
  /** Local storage: the user's registration centre id. */
  registrationCentreId: 'registration_center_id',
  /**
   * Local storage: the name of the offline database (IndexedDB) holding the queued, encrypted
   * registrations. Logout keeps it, as it keeps the queue: each record stays its capturer's.
   */
  offlineDatabaseName: 'offline_database_name',
} as const;

/** Local storage keys we own; logout removes exactly these (other apps may share the origin). */
export const LOCAL_STORAGE_KEYS: readonly string[] = [
  STORAGE_KEYS.birthRegistrationMode,
  STORAGE_KEYS.registrationCentres,
  STORAGE_KEYS.registrationCentreId,
];

export type StorageKind = 'local' | 'session';

/** The browser storage, or undefined where it is blocked (private modes, sandboxed frames). */
export function getStorage(kind: StorageKind): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readJson(kind: StorageKind, key: string): unknown {
  const raw = getStorage(kind)?.getItem(key);
  if (raw == null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeJson(kind: StorageKind, key: string, value: unknown): void {
  try {
    getStorage(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage blocked: the in-memory store still holds the value.
  }
}

export function removeItem(kind: StorageKind, key: string): void {
  try {
    getStorage(kind)?.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}

/** Clears every session-storage entry (all are ours: drafts, token, session) and our local keys. */
export function clearStoredData(): void {
  try {
    getStorage('session')?.clear();
  } catch {
    // Storage blocked.
  }
  for (const key of LOCAL_STORAGE_KEYS) removeItem('local', key);
}
