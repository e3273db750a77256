import type { Permission, SessionUser } from '@vitalreg/domain';
import {
  currentKeyring,
  holdKeyring,
  keyDerivationStore,
  type OwnerKeyring,
} from './data-key-store';
import { offlineDatabase, type OfflineCredential, type RetiredDataKey } from './offline-database';
import {
  derivePasswordSecrets,
  generateDataKey,
  PASSWORD_KDF,
  randomBytes,
  sameBytes,
  seal,
  unseal,
  unwrapDataKey,
  wrapDataKey,
} from './web-crypto';

/**
 * Offline sign-in is refused once the last online sign-in on this device is older than this, so
 * that an account disabled on the server cannot keep capturing on a device indefinitely.
 */
export const OFFLINE_SIGN_IN_MAX_AGE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a successful online sign-in gives us. */
export interface OnlineSignIn {
  userName: string;
  password: string;
  user: SessionUser;
  permissions: readonly Permission[];
}

interface OfflineProfile {
  user: SessionUser;
  permissions: Permission[];
}

/**
 * A session opened without the server. It may capture and queue birth registrations, nothing
 * else: no lists, no reviews, no sync (the server has not accepted the credentials again).
 */
export interface OfflineSession {
  kind: 'offline';
  capabilities: readonly ['capture', 'queue'];
  user: SessionUser;
  /** As the server granted them at the last online sign-in (the UI still restricts to capture). */
  permissions: Permission[];
  /** ISO time of this offline sign-in. */
  signedInAt: string;
  /** ISO time of the last online sign-in on this device. */
  lastOnlineSignInAt: string;
  keyring: OwnerKeyring;
}

export type OfflineSignInFailure = 'online-sign-in-needed' | 'wrong-password' | 'too-old';

export type OfflineSignInResult =
  | { ok: true; session: OfflineSession }
  | { ok: false; failure: OfflineSignInFailure; message: string };

export const OFFLINE_SIGN_IN_MESSAGES: Record<OfflineSignInFailure, string> = {
  'online-sign-in-needed':
    'This user has not signed in online on this device yet. Connect to the internet and sign in once; offline sign-in works after that.',
  'wrong-password': 'The user name or password is not correct.',
  'too-old': `The last online sign-in on this device was more than ${OFFLINE_SIGN_IN_MAX_AGE_DAYS} days ago. Connect to the internet and sign in.`,
};

/** User names are compared as the server does: trimmed, case-insensitive. */
export function normaliseUserName(userName: string): string {
  return userName.trim().toLowerCase();
}

function profileBinding(userName: string, userId: number): string {
  return `profile:${userName}:${userId}`;
}

/** The existing data key when the password still matches this row's verifier. */
async function unlockStoredDataKey(
  credential: Pick<OfflineCredential, 'salt' | 'iterations' | 'verifier' | 'wrappedKey'>,
  password: string,
): Promise<CryptoKey | undefined> {
  if (credential.iterations < PASSWORD_KDF.minimumIterations) return undefined;
  const secrets = await derivePasswordSecrets(password, credential.salt, credential.iterations);
  if (!sameBytes(secrets.verifier, credential.verifier)) return undefined;
  return unwrapDataKey(credential.wrappedKey, secrets.keyEncryptionKey);
}

/**
 * The stored data key when this tab holds it unlocked (an online session of the same user): a
 * password changed on this device keeps the key, so nothing queued under it is locked away.
 */
async function heldDataKey(credential: OfflineCredential): Promise<CryptoKey | undefined> {
  const held = await currentKeyring();
  return held?.userId === credential.userId && held.keyId === credential.keyId
    ? held.dataKey
    : undefined;
}

function retire(credential: OfflineCredential): RetiredDataKey[] {
  const { keyId, salt, iterations, wrappedKey } = credential;
  return [...credential.retiredKeys, { keyId, salt, iterations, wrappedKey }];
}

/**
 * After a successful ONLINE sign-in (or a password change): keeps (or creates) the user's data
 * key, wrapped under the password, with a verifier for offline sign-in, and holds the unlocked
 * key for this session. The same password keeps the same data key, so records queued earlier
 * stay readable; so does a password changed on this device (the key is held: it is wrapped
 * again under the new password). A password changed elsewhere starts a new key and keeps the
 * old one wrapped (`retiredKeys`): the earlier password opens it again (reopenWithEarlierPassword).
 */
export async function rememberOfflineCredentials(
  signIn: OnlineSignIn,
  now: Date = new Date(),
): Promise<OwnerKeyring> {
  // Said while it runs, so the top bar does not ask for the password it is deriving from.
  keyDerivationStore.set(true);
  try {
    return await rememberCredentials(signIn, now);
  } finally {
    keyDerivationStore.set(false);
  }
}

async function rememberCredentials(signIn: OnlineSignIn, now: Date): Promise<OwnerKeyring> {
  const userName = normaliseUserName(signIn.userName);
  const userId = signIn.user.User_ID;
  const database = offlineDatabase();
  const existing = await database.credentials.get(userName);
  const own = existing?.userId === userId ? existing : undefined;
  const unlocked = own ? await unlockStoredDataKey(own, signIn.password) : undefined;
  const kept = unlocked ?? (own ? await heldDataKey(own) : undefined);
  const dataKey = kept ?? (await generateDataKey());
  const keyId = kept && own ? own.keyId : crypto.randomUUID();
  const reuse = unlocked && own && own.iterations >= PASSWORD_KDF.iterations;

  let wrapping: Pick<OfflineCredential, 'salt' | 'iterations' | 'verifier' | 'wrappedKey'>;
  if (reuse) {
    wrapping = own;
  } else {
    const salt = randomBytes(PASSWORD_KDF.saltBytes);
    const iterations = PASSWORD_KDF.iterations;
    const secrets = await derivePasswordSecrets(signIn.password, salt, iterations);
    const wrappedKey = await wrapDataKey(dataKey, secrets.keyEncryptionKey);
    wrapping = { salt, iterations, verifier: secrets.verifier, wrappedKey };
  }

  const profile: OfflineProfile = { user: signIn.user, permissions: [...signIn.permissions] };
  await database.credentials.put({
    userName,
    userId,
    ...wrapping,
    keyId,
    profile: await seal(profile, dataKey, profileBinding(userName, userId)),
    signedInAt: now.toISOString(),
    retiredKeys: existing && !kept ? retire(existing) : (existing?.retiredKeys ?? []),
  });

  const keyring: OwnerKeyring = { userId, keyId, dataKey, unlockedBy: 'online' };
  await holdKeyring(keyring);
  return keyring;
}

/** Why the password typed to restore the offline key was not enough on its own. */
export type KeyRestoreFailure = 'no-credentials' | 'wrong-password';

/**
 * An online session whose offline key was lost (a reload interrupted its derivation after the
 * sign-in): the password, typed once, unlocks the key kept on this device, checked against its
 * verifier, without the server and without a new sign-in. The key stays the same (records
 * queued under it stay readable); the last online sign-in is this session's.
 *
 * When this device holds no key of this user, or the password does not match it (changed
 * elsewhere), the password must first be confirmed by the server and then kept as at a
 * sign-in (rememberOfflineCredentials): an open session alone never chooses the password that
 * opens the device offline.
 */
export async function restoreOfflineKey(
  signIn: OnlineSignIn,
  now: Date = new Date(),
): Promise<{ ok: true; keyring: OwnerKeyring } | { ok: false; failure: KeyRestoreFailure }> {
  const userName = normaliseUserName(signIn.userName);
  const userId = signIn.user.User_ID;
  const database = offlineDatabase();
  const existing = await database.credentials.get(userName);
  if (existing?.userId !== userId) return { ok: false, failure: 'no-credentials' };
  keyDerivationStore.set(true);
  try {
    const dataKey = await unlockStoredDataKey(existing, signIn.password);
    if (!dataKey) return { ok: false, failure: 'wrong-password' };
    const profile: OfflineProfile = { user: signIn.user, permissions: [...signIn.permissions] };
    await database.credentials.put({
      ...existing,
      profile: await seal(profile, dataKey, profileBinding(userName, userId)),
      signedInAt: now.toISOString(),
    });
    const keyring: OwnerKeyring = { userId, keyId: existing.keyId, dataKey, unlockedBy: 'online' };
    await holdKeyring(keyring);
    return { ok: true, keyring };
  } finally {
    keyDerivationStore.set(false);
  }
}

function failure(reason: OfflineSignInFailure): OfflineSignInResult {
  return { ok: false, failure: reason, message: OFFLINE_SIGN_IN_MESSAGES[reason] };
}

/**
 * Signs in without the server: the same user name and password as the last online sign-in on
 * this device. On success holds the data key (capture and queue only) and returns the session.
 */
export async function signInOffline(
  userName: string,
  password: string,
  now: Date = new Date(),
): Promise<OfflineSignInResult> {
  const name = normaliseUserName(userName);
  const credential = await offlineDatabase().credentials.get(name);
  if (!credential) return failure('online-sign-in-needed');
  const dataKey = await unlockStoredDataKey(credential, password);
  if (!dataKey) return failure('wrong-password');
  const age = now.getTime() - Date.parse(credential.signedInAt);
  if (!(age <= OFFLINE_SIGN_IN_MAX_AGE_DAYS * DAY_MS)) return failure('too-old');

  const profile = await unseal<OfflineProfile>(
    credential.profile,
    dataKey,
    profileBinding(name, credential.userId),
  );
  const keyring: OwnerKeyring = {
    userId: credential.userId,
    keyId: credential.keyId,
    dataKey,
    unlockedBy: 'offline',
  };
  await holdKeyring(keyring);
  return {
    ok: true,
    session: {
      kind: 'offline',
      capabilities: ['capture', 'queue'],
      user: profile.user,
      permissions: profile.permissions,
      signedInAt: now.toISOString(),
      lastOnlineSignInAt: credential.signedInAt,
      keyring,
    },
  };
}

/** Whether this user name may try an offline sign-in on this device. */
export async function hasOfflineCredentials(userName: string): Promise<boolean> {
  return (await offlineDatabase().credentials.get(normaliseUserName(userName))) !== undefined;
}
