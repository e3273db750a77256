import type { QueueableRecordKindKey, SyncStatus } from '@vitalreg/domain';
import Dexie, { type EntityTable } from 'dexie';
import { getStorage } from '@/lib/storage';
import type { Bytes, Sealed } from './web-crypto';

/**
 * Local storage key holding the offline database's name (spec section 3). Deliberately not in
 * LOCAL_STORAGE_KEYS: logout keeps queued registrations for the same user.
 */
export const OFFLINE_DATABASE_NAME_KEY = 'offline_database_name';
export const DEFAULT_OFFLINE_DATABASE_NAME = 'vitalreg-offline';

/**
 * What an online sign-in leaves for offline sign-in. In clear: the user name (to find the row),
 * the numeric user id (to find their records), KDF parameters, verifier and wrapped key. The
 * profile (names, e-mail, centre, permissions) is sealed under the data key.
 */
export interface OfflineCredential {
  /** Trimmed, lower-cased user name: the server compares user names case-insensitively. */
  userName: string;
  userId: number;
  salt: Bytes;
  iterations: number;
  verifier: Bytes;
  /** Names the data key; each queued record carries the id of the key that sealed it. */
  keyId: string;
  wrappedKey: Bytes;
  /** Sealed `{ user, permissions }` as the server answered at the last online sign-in. */
  profile: Sealed;
  /** ISO time of the last successful online sign-in. */
  signedInAt: string;
  /**
   * Data keys of earlier passwords (the password was changed on the server), kept so records
   * they sealed can still be opened with the old password; nothing is thrown away.
   */
  retiredKeys: RetiredDataKey[];
}

export interface RetiredDataKey {
  keyId: string;
  salt: Bytes;
  iterations: number;
  wrappedKey: Bytes;
}

/** A record (of any kind) captured offline, waiting to be sent. Only metadata is in clear. */
export interface QueuedRecordRow {
  /** crypto.randomUUID(), sent as the Idempotency-Key. */
  clientId: string;
  /**
   * The record's kind: where it is sent and which wizard opens it. Bound to the sealed payload,
   * so a changed kind does not open. Rows written before version 4 are births.
   */
  kind: QueueableRecordKindKey;
  /** User_ID of the registrar who captured it. */
  ownerId: number;
  keyId: string;
  /** ISO time of capture. */
  capturedAt: string;
  /** ISO time of the last change by the registrar. */
  updatedAt: string;
  syncStatus: SyncStatus;
  /** Failed sending attempts since the last change (network, 5xx, 429). */
  attempts: number;
  /** Epoch milliseconds before which sync leaves it alone (back-off); 0 when due. */
  nextAttemptAt: number;
  /** Our own short wording of the last transient failure ("No connection", "Server error 503"). */
  lastError: string | null;
  /** Sealed `QueuedSubmission` (the wizard draft of its kind). */
  payload: Sealed;
  /** Sealed list of the server's reasons when flagged (they may quote personal data). */
  flagReasons: Sealed | null;
  /**
   * The server named a possible duplicate (409): the registrar may confirm it is another record.
   * Absent on rows written before this existed.
   */
  possibleDuplicate?: boolean;
}

/**
 * A file (document, face, signature) captured offline: sealed with its upload request under the
 * owner's data key, uploaded at sync before the record that refers to it as `local/<uuid>`.
 */
export interface LocalFileRow {
  /** The local reference the draft holds, `local/<uuid>`. */
  fileId: string;
  ownerId: number;
  keyId: string;
  /** The queued record it belongs to; null while the wizard is still open. */
  clientId: string | null;
  /** ISO time of capture. */
  createdAt: string;
  /** Sealed `DocumentUploadRequest` (kind, type, name, MIME type and base64 data). */
  sealed: Sealed;
}

/** What stays on the device once the server has confirmed a record: nothing personal. */
export interface SyncReceipt {
  clientId: string;
  ownerId: number;
  serverReference: string;
  capturedAt: string;
  /** ISO time the server confirmed it. */
  syncedAt: string;
}

/** A cross-tab sync lease, used where the Web Locks API is missing. */
export interface SyncLease {
  name: string;
  holder: string;
  expiresAt: number;
}

export class OfflineDatabase extends Dexie {
  credentials!: EntityTable<OfflineCredential, 'userName'>;
  outbox!: EntityTable<QueuedRecordRow, 'clientId'>;
  receipts!: EntityTable<SyncReceipt, 'clientId'>;
  leases!: EntityTable<SyncLease, 'name'>;
  files!: EntityTable<LocalFileRow, 'fileId'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      credentials: 'userName, userId',
      outbox: 'clientId, ownerId, [ownerId+syncStatus], syncStatus',
      receipts: 'clientId, ownerId, syncedAt',
      leases: 'name',
    });
    this.version(2).stores({ files: 'fileId, ownerId, clientId, createdAt' });
    // The list reads the oldest records of one owner by this index, not every row.
    this.version(3).stores({
      outbox: 'clientId, ownerId, [ownerId+syncStatus], syncStatus, [ownerId+capturedAt]',
    });
    // Deaths and stillbirths join the outbox: every row says its kind; the older ones are births.
    // Rows are read and written whole (not Dexie's modify: see changeQueuedRow).
    this.version(4)
      .stores({})
      .upgrade(async (transaction) => {
        const outbox = transaction.table<QueuedRecordRow, string>('outbox');
        const rows = await outbox.toArray();
        const unkinded = rows.filter((row) => !row.kind);
        await outbox.bulkPut(unkinded.map((row) => ({ ...row, kind: 'birth' as const })));
      });
  }
}

/** The database name kept under its local storage key, written there on first use. */
export function offlineDatabaseName(): string {
  const storage = getStorage('local');
  const stored = storage?.getItem(OFFLINE_DATABASE_NAME_KEY);
  if (stored) return stored;
  try {
    storage?.setItem(OFFLINE_DATABASE_NAME_KEY, DEFAULT_OFFLINE_DATABASE_NAME);
  } catch {
    // Storage blocked: the default name still finds the same database next time.
  }
  return DEFAULT_OFFLINE_DATABASE_NAME;
}

let database: OfflineDatabase | undefined;

export function offlineDatabase(): OfflineDatabase {
  database ??= new OfflineDatabase(offlineDatabaseName());
  return database;
}

/** Deletes the whole offline database (tests; an administrator wiping a device). */
export async function deleteOfflineDatabase(): Promise<void> {
  const current = offlineDatabase();
  database = undefined;
  await current.delete();
}

/**
 * Changes one outbox row, read and written whole in one transaction; `change` answers the
 * changed fields, or undefined to leave the row as it is. Returns the row as it was before, or
 * undefined when it is missing or was left alone. (Not Dexie's update/modify: they deep-clone
 * the row, which turns binary fields from another realm, as fake-indexeddb answers them in
 * tests, into empty objects.)
 */
export async function changeQueuedRow(
  clientId: string,
  change: (row: QueuedRecordRow) => Partial<QueuedRecordRow> | undefined,
): Promise<QueuedRecordRow | undefined> {
  const { outbox } = offlineDatabase();
  return offlineDatabase().transaction('rw', outbox, async () => {
    const row = await outbox.get(clientId);
    const changes = row && change(row);
    if (!row || !changes) return undefined;
    await outbox.put({ ...row, ...changes });
    return row;
  });
}
