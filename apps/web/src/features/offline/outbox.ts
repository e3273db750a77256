import { SYNC_STATUS, type QueueableRecordKindKey, type SyncStatus } from '@vitalreg/domain';
import Dexie from 'dexie';
import type { RecordDraft, RecordDrafts } from '@/features/records/submit';
import {
  currentKeyring,
  OfflineCaptureUnavailableError,
  type OwnerKeyring,
} from './data-key-store';

export { OfflineCaptureUnavailableError };
import {
  changeQueuedRow,
  offlineDatabase,
  type QueuedRecordRow,
  type SyncReceipt,
} from './offline-database';
import { deleteLocalFilesOf, linkLocalFiles, localFileRefs } from './offline-files';
import { kindOfRow, outboxKindOf, queuedRecordName } from './outbox-kinds';
import { seal, unseal, type Sealed } from './web-crypto';

/** What a queued record sends: the wizard's draft and the registrar's answers to the server. */
export interface QueuedSubmission<D = RecordDraft> {
  draft: D;
  /** The registrar confirmed the record the server named as a possible duplicate is another. */
  confirmNotDuplicate?: boolean;
}

/** A queued record as the Offline registrations view lists it (decrypted for its owner). */
export interface QueuedRecord {
  clientId: string;
  kind: QueueableRecordKindKey;
  capturedAt: string;
  updatedAt: string;
  syncStatus: SyncStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  /**
   * The name it is listed by ("Surname Firstname Middlename" of the child or the deceased, the
   * stillborn baby's mother); null when the record is locked.
   */
  name: string | null;
  /** The server's reasons, when flagged. */
  flagReasons: string[];
  /** Flagged as a possible duplicate: the registrar may confirm it is another record. */
  possibleDuplicate: boolean;
  /**
   * Sealed under a data key this sign-in does not hold (the password was changed since it was
   * captured). Kept, never sent; it opens again with the old password (not built yet).
   */
  locked: boolean;
}

/** A queued record opened to fix it: its kind, what it sends and the server's last answer. */
export interface QueuedRecordToOpen {
  kind: QueueableRecordKindKey;
  submission: QueuedSubmission;
  flagReasons: string[];
  possibleDuplicate: boolean;
}

export interface OutboxCounts {
  /** Waiting to be sent (neutral). */
  waiting: number;
  syncing: number;
  flagged: number;
  /** Everything not yet on the server: waiting + syncing + flagged. */
  unsynced: number;
}

export class QueuedRecordNotFoundError extends Error {
  constructor() {
    super('This offline registration is not on this device.');
    this.name = 'QueuedRecordNotFoundError';
  }
}

export class QueuedRecordBusyError extends Error {
  constructor() {
    super('This registration is being sent right now. Try again when sync has finished.');
    this.name = 'QueuedRecordBusyError';
  }
}

/**
 * What a sealed payload is bound to: its kind's API path, its id and owner (a birth's binding
 * is the one every earlier row was sealed with).
 */
export function payloadBinding(
  clientId: string,
  ownerId: number,
  kind: QueueableRecordKindKey = 'birth',
): string {
  return `${outboxKindOf(kind).apiPath}:${clientId}:${ownerId}`;
}

export function flagReasonsBinding(clientId: string, ownerId: number): string {
  return `flag-reasons:${clientId}:${ownerId}`;
}

async function keyringOrThrow(keyring?: OwnerKeyring): Promise<OwnerKeyring> {
  const held = keyring ?? (await currentKeyring());
  if (!held) throw new OfflineCaptureUnavailableError();
  return held;
}

function sealSubmission(
  kind: QueueableRecordKindKey,
  submission: QueuedSubmission,
  clientId: string,
  keyring: OwnerKeyring,
): Promise<Sealed> {
  return seal(submission, keyring.dataKey, payloadBinding(clientId, keyring.userId, kind));
}

export function openSubmission(
  row: QueuedRecordRow,
  keyring: OwnerKeyring,
): Promise<QueuedSubmission> {
  return unseal<QueuedSubmission>(
    row.payload,
    keyring.dataKey,
    payloadBinding(row.clientId, row.ownerId, kindOfRow(row)),
  );
}

export function sealFlagReasons(
  reasons: string[],
  row: Pick<QueuedRecordRow, 'clientId' | 'ownerId'>,
  keyring: OwnerKeyring,
): Promise<Sealed> {
  return seal(reasons, keyring.dataKey, flagReasonsBinding(row.clientId, row.ownerId));
}

async function ownRow(clientId: string, keyring: OwnerKeyring): Promise<QueuedRecordRow> {
  const row = await offlineDatabase().outbox.get(clientId);
  // Another user's record is answered exactly like a missing one.
  if (!row || row.ownerId !== keyring.userId) throw new QueuedRecordNotFoundError();
  return row;
}

/** A record's state when it (again) waits to be sent: sealed under the owner's key, due now. */
function readyToSend(payload: Sealed, owner: OwnerKeyring, now: Date) {
  return {
    keyId: owner.keyId,
    updatedAt: now.toISOString(),
    syncStatus: SYNC_STATUS.neutral,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    payload,
    flagReasons: null,
  };
}

/**
 * Saves a completed wizard of any kind offline: a client-made id (the future Idempotency-Key),
 * its kind, the time of capture, sync status neutral; the draft sealed under the user's data
 * key. Returns the id.
 */
export async function queueRecord<K extends QueueableRecordKindKey>(
  kind: K,
  draft: RecordDrafts[K],
  keyring?: OwnerKeyring,
  now: Date = new Date(),
  /**
   * The Idempotency-Key the sync sends it with: the one of an online submission whose answer
   * never came, so that a request which did reach the server is not created twice.
   */
  clientId: string = crypto.randomUUID(),
): Promise<string> {
  const owner = await keyringOrThrow(keyring);
  const payload = await sealSubmission(kind, { draft }, clientId, owner);
  const database = offlineDatabase();
  await database.transaction('rw', database.outbox, database.files, async () => {
    await database.outbox.add({
      clientId,
      kind,
      ownerId: owner.userId,
      capturedAt: now.toISOString(),
      ...readyToSend(payload, owner, now),
    });
    await linkLocalFiles(localFileRefs(draft), clientId, owner.userId);
  });
  return clientId;
}

/** A queued record's submission, to re-open it in the wizard. */
export async function readQueued(
  clientId: string,
  keyring?: OwnerKeyring,
): Promise<QueuedSubmission> {
  const owner = await keyringOrThrow(keyring);
  return openSubmission(await ownRow(clientId, owner), owner);
}

/** A queued record with its kind and the server's last answer, to open it in its wizard. */
export async function readQueuedRecord(
  clientId: string,
  keyring?: OwnerKeyring,
): Promise<QueuedRecordToOpen> {
  const owner = await keyringOrThrow(keyring);
  const row = await ownRow(clientId, owner);
  return {
    kind: kindOfRow(row),
    submission: await openSubmission(row, owner),
    flagReasons: await openFlagReasons(row, owner),
    possibleDuplicate: row.possibleDuplicate ?? false,
  };
}

async function openFlagReasons(row: QueuedRecordRow, keyring: OwnerKeyring): Promise<string[]> {
  return row.flagReasons
    ? unseal<string[]>(
        row.flagReasons,
        keyring.dataKey,
        flagReasonsBinding(row.clientId, row.ownerId),
      )
    : [];
}

/**
 * Saves the registrar's fix of a queued (typically flagged) record: sealed again, back to
 * neutral and due now, the server's reasons cleared. The Idempotency-Key stays: a refused
 * attempt left nothing on the server under it.
 */
export async function updateQueued(
  clientId: string,
  draft: RecordDraft,
  options: { confirmNotDuplicate?: boolean } = {},
  keyring?: OwnerKeyring,
  now: Date = new Date(),
): Promise<void> {
  const owner = await keyringOrThrow(keyring);
  const row = await ownRow(clientId, owner);
  if (row.syncStatus === SYNC_STATUS.syncing) throw new QueuedRecordBusyError();
  const submission: QueuedSubmission = options.confirmNotDuplicate
    ? { draft, confirmNotDuplicate: true }
    : { draft };
  const payload = await sealSubmission(kindOfRow(row), submission, clientId, owner);
  const database = offlineDatabase();
  const changed = await database.transaction('rw', database.outbox, database.files, async () => {
    const before = await changeQueuedRow(clientId, (current) =>
      current.syncStatus === SYNC_STATUS.syncing
        ? undefined
        : { ...readyToSend(payload, owner, now), possibleDuplicate: false },
    );
    if (before) await linkLocalFiles(localFileRefs(draft), clientId, owner.userId);
    return before;
  });
  // A sync may have claimed it between the check above and this write.
  if (!changed) throw new QueuedRecordBusyError();
}

/**
 * The registrar confirms that the record the server named as a possible duplicate is another
 * one: sent again with that confirmation, as the online wizard does.
 */
export async function confirmQueuedNotDuplicate(
  clientId: string,
  keyring?: OwnerKeyring,
): Promise<void> {
  const owner = await keyringOrThrow(keyring);
  const { draft } = await readQueued(clientId, owner);
  await updateQueued(clientId, draft, { confirmNotDuplicate: true }, owner);
}

/** Deletes a queued record (after the registrar confirmed); never one being sent. */
export async function deleteQueued(clientId: string, keyring?: OwnerKeyring): Promise<void> {
  const owner = await keyringOrThrow(keyring);
  const { outbox, files } = offlineDatabase();
  await offlineDatabase().transaction('rw', outbox, files, async () => {
    const row = await ownRow(clientId, owner);
    if (row.syncStatus === SYNC_STATUS.syncing) throw new QueuedRecordBusyError();
    await outbox.delete(clientId);
    await deleteLocalFilesOf(clientId);
  });
}

/** One row as the list shows it; locked when sealed under another key. */
export async function describeRow(
  row: QueuedRecordRow,
  keyring: OwnerKeyring,
): Promise<QueuedRecord> {
  const { clientId, capturedAt, updatedAt, syncStatus, attempts, nextAttemptAt, lastError } = row;
  const kind = kindOfRow(row);
  const base = {
    clientId,
    kind,
    capturedAt,
    updatedAt,
    syncStatus,
    attempts,
    nextAttemptAt,
    lastError,
    possibleDuplicate: row.possibleDuplicate ?? false,
  };
  if (row.keyId !== keyring.keyId) {
    return { ...base, name: null, flagReasons: [], locked: true };
  }
  const submission = await openSubmission(row, keyring);
  const flagReasons = await openFlagReasons(row, keyring);
  return { ...base, name: queuedRecordName(kind, submission.draft), flagReasons, locked: false };
}

/**
 * Reads the owner's rows, oldest capture first, at most `limit` (a Dexie read only, so live
 * queries see which tables they watch). By index: a long queue is not read whole.
 */
export function ownerRows(ownerId: number, limit = Infinity): Promise<QueuedRecordRow[]> {
  const query = offlineDatabase()
    .outbox.where('[ownerId+capturedAt]')
    .between([ownerId, Dexie.minKey], [ownerId, Dexie.maxKey]);
  return (Number.isFinite(limit) ? query.limit(limit) : query).toArray();
}

/** The user's queued records, oldest capture first, each decrypted for listing. */
export async function listQueued(keyring?: OwnerKeyring): Promise<QueuedRecord[]> {
  const owner = await keyringOrThrow(keyring);
  const rows = await ownerRows(owner.userId);
  return Promise.all(rows.map((row) => describeRow(row, owner)));
}

/** Counts by status of one user's records; needs no key (logout's unsynced-records warning). */
export async function countOutbox(ownerId: number): Promise<OutboxCounts> {
  // Index counts: nothing sealed is read, however long the queue.
  const { outbox } = offlineDatabase();
  const count = (status: SyncStatus) =>
    outbox.where('[ownerId+syncStatus]').equals([ownerId, status]).count();
  const [waiting, syncing, flagged, unsynced] = await Promise.all([
    count(SYNC_STATUS.neutral),
    count(SYNC_STATUS.syncing),
    count(SYNC_STATUS.flagged),
    outbox.where('ownerId').equals(ownerId).count(),
  ]);
  return { waiting, syncing, flagged, unsynced };
}

/** What the wizard tells the offline view about the record it just saved (navigation state). */
export interface SavedOnDevice {
  /** Its place in the outbox (placeInOutbox). */
  place?: number;
}

/**
 * Where a saved record stands in its owner's outbox, oldest first (the list's order): 3 when two
 * older records wait before it. Undefined once it has left the device.
 */
export async function placeInOutbox(clientId: string): Promise<number | undefined> {
  const { outbox } = offlineDatabase();
  const row = await outbox.get(clientId);
  if (!row) return undefined;
  return outbox
    .where('[ownerId+capturedAt]')
    .between([row.ownerId, Dexie.minKey], [row.ownerId, row.capturedAt], true, true)
    .count();
}

/** What the server confirmed for this user, newest first (at most `limit`, by index). */
export function listReceipts(ownerId: number, limit = Infinity): Promise<SyncReceipt[]> {
  const query = offlineDatabase()
    .receipts.orderBy('syncedAt')
    .reverse()
    .filter((receipt) => receipt.ownerId === ownerId);
  return (Number.isFinite(limit) ? query.limit(limit) : query).toArray();
}
