import { createStore, useStore } from '@/lib/create-store';
import { base64ToBytes, bytesToBase64, exportDataKey, importDataKey } from './web-crypto';

/** How the data key was unlocked: an online sign-in may sync, an offline one only captures. */
export type UnlockedBy = 'online' | 'offline';

/** The signed-in user's unlocked data key: what queueing, listing and sync need. */
export interface OwnerKeyring {
  userId: number;
  keyId: string;
  dataKey: CryptoKey;
  unlockedBy: UnlockedBy;
}

interface HeldDataKey {
  userId: number;
  keyId: string;
  /** Raw key, base64. */
  key: string;
  unlockedBy: UnlockedBy;
}

/** Saving on the device needs the offline key, and this session does not hold it. */
export class OfflineCaptureUnavailableError extends Error {
  constructor() {
    super(
      'Offline capture is not unlocked on this device yet: choose "Offline use: enter your password" at the top of the page. What you entered is kept.',
    );
    this.name = 'OfflineCaptureUnavailableError';
  }
}

export const DATA_KEY_STORAGE_KEY = 'offline_data_key';

function parseHeldDataKey(stored: unknown): HeldDataKey | null | undefined {
  if (stored === null) return null;
  if (!stored || typeof stored !== 'object') return undefined;
  const held = stored as Record<string, unknown>;
  const valid =
    typeof held.userId === 'number' &&
    typeof held.keyId === 'string' &&
    typeof held.key === 'string' &&
    (held.unlockedBy === 'online' || held.unlockedBy === 'offline');
  return valid ? (held as unknown as HeldDataKey) : undefined;
}

/**
 * The unlocked data key lives exactly as long as the session token: in session storage (so a
 * reload keeps it), cleared by logout and any 401 (resetAllStores and clearStoredData). After
 * that only the password unlocks it again.
 */
export const dataKeyStore = createStore<HeldDataKey | null>(null, {
  key: DATA_KEY_STORAGE_KEY,
  storage: 'session',
  parse: parseHeldDataKey,
});

/**
 * True while this page derives the offline key from a password (about half a second, longer on
 * a cheap phone). Not kept across a reload: a reload in that window loses the derivation, and
 * the key is then asked for again (restoreOfflineKey).
 */
export const keyDerivationStore = createStore<boolean>(false, undefined, {
  resetOnSignOut: false,
});

export async function holdKeyring(keyring: OwnerKeyring): Promise<void> {
  const raw = await exportDataKey(keyring.dataKey);
  dataKeyStore.set({
    userId: keyring.userId,
    keyId: keyring.keyId,
    key: bytesToBase64(raw),
    unlockedBy: keyring.unlockedBy,
  });
}

let imported: { held: HeldDataKey; keyring: Promise<OwnerKeyring> } | undefined;

/** The held keyring, or null when no sign-in on this tab unlocked one. */
export function currentKeyring(): Promise<OwnerKeyring | null> {
  const held = dataKeyStore.get();
  if (!held) return Promise.resolve(null);
  if (imported?.held !== held) {
    imported = {
      held,
      keyring: importDataKey(base64ToBytes(held.key)).then((dataKey) => ({
        userId: held.userId,
        keyId: held.keyId,
        dataKey,
        unlockedBy: held.unlockedBy,
      })),
    };
  }
  return imported.keyring;
}

/** User_ID of the user whose key is held on this tab, or null. */
export function useOfflineOwnerId(): number | null {
  return useStore(dataKeyStore, (held) => held?.userId ?? null);
}

/** How the held key was unlocked; 'offline' means capture and queue only, no sync. */
export function useKeyUnlockedBy(): UnlockedBy | null {
  return useStore(dataKeyStore, (held) => held?.unlockedBy ?? null);
}
