import { currentKeyring, type OwnerKeyring } from './data-key-store';
import { fileBinding } from './offline-files';
import { offlineDatabase, type RetiredDataKey } from './offline-database';
import { flagReasonsBinding, OfflineCaptureUnavailableError, payloadBinding } from './outbox';
import { kindOfRow } from './outbox-kinds';
import {
  derivePasswordSecrets,
  PASSWORD_KDF,
  seal,
  unseal,
  unwrapDataKey,
  type Sealed,
} from './web-crypto';

/** The retired key `password` wraps, or undefined (AES-KW refuses a wrong password's key). */
async function unlockRetiredKey(
  retired: RetiredDataKey,
  password: string,
): Promise<CryptoKey | undefined> {
  if (retired.iterations < PASSWORD_KDF.minimumIterations) return undefined;
  try {
    const secrets = await derivePasswordSecrets(password, retired.salt, retired.iterations);
    return await unwrapDataKey(retired.wrappedKey, secrets.keyEncryptionKey);
  } catch {
    return undefined;
  }
}

/** Opens a value sealed under `from` and seals it again under `to`, bound to the same thing. */
async function reseal(
  sealed: Sealed,
  from: CryptoKey,
  to: CryptoKey,
  boundTo: string,
): Promise<Sealed> {
  return seal(await unseal<unknown>(sealed, from, boundTo), to, boundTo);
}

/**
 * Records and files queued under an earlier password's data key (the password was changed on
 * another device or reset) are moved under the current key when `password` is that earlier
 * password: each is opened and sealed again, so it lists, opens and syncs like the others, and
 * the retired key is then dropped. Answers how many records were moved (0: the password opens
 * none of them). Nothing is lost on a wrong password or a failure half-way: a row is rewritten
 * only when its new seal is ready, and a retired key is dropped only once nothing uses it.
 */
export async function reopenWithEarlierPassword(
  password: string,
  keyring?: OwnerKeyring,
): Promise<number> {
  const owner = keyring ?? (await currentKeyring());
  if (!owner) throw new OfflineCaptureUnavailableError();
  const database = offlineDatabase();
  const credentials = await database.credentials.where('userId').equals(owner.userId).toArray();
  const unlocked = new Map<string, CryptoKey>();
  for (const retired of credentials.flatMap((credential) => credential.retiredKeys)) {
    if (retired.keyId === owner.keyId || unlocked.has(retired.keyId)) continue;
    const key = await unlockRetiredKey(retired, password);
    if (key) unlocked.set(retired.keyId, key);
  }
  if (unlocked.size === 0) return 0;

  const rows = (await database.outbox.where('ownerId').equals(owner.userId).toArray()).filter(
    (row) => unlocked.has(row.keyId),
  );
  const files = (await database.files.where('ownerId').equals(owner.userId).toArray()).filter(
    (file) => unlocked.has(file.keyId),
  );
  const movedRows = await Promise.all(
    rows.map(async (row) => {
      const from = unlocked.get(row.keyId)!;
      const payload = await reseal(
        row.payload,
        from,
        owner.dataKey,
        payloadBinding(row.clientId, row.ownerId, kindOfRow(row)),
      );
      const flagReasons = row.flagReasons
        ? await reseal(
            row.flagReasons,
            from,
            owner.dataKey,
            flagReasonsBinding(row.clientId, row.ownerId),
          )
        : null;
      return { ...row, keyId: owner.keyId, payload, flagReasons };
    }),
  );
  const movedFiles = await Promise.all(
    files.map(async (file) => ({
      ...file,
      keyId: owner.keyId,
      sealed: await reseal(
        file.sealed,
        unlocked.get(file.keyId)!,
        owner.dataKey,
        fileBinding(file.fileId, file.ownerId),
      ),
    })),
  );

  await database.transaction(
    'rw',
    database.outbox,
    database.files,
    database.credentials,
    async () => {
      // Rewritten only if untouched meanwhile (another tab may have moved or sent them).
      for (const moved of movedRows) {
        const current = await database.outbox.get(moved.clientId);
        if (current && current.keyId !== owner.keyId && unlocked.has(current.keyId)) {
          await database.outbox.put(moved);
        }
      }
      for (const moved of movedFiles) {
        const current = await database.files.get(moved.fileId);
        if (current && current.keyId !== owner.keyId && unlocked.has(current.keyId)) {
          await database.files.put(moved);
        }
      }
      for (const credential of credentials) {
        const fresh = await database.credentials.get(credential.userName);
        if (!fresh) continue;
        await database.credentials.put({
          ...fresh,
          retiredKeys: fresh.retiredKeys.filter((retired) => !unlocked.has(retired.keyId)),
        });
      }
    },
  );
  return movedRows.length;
}
