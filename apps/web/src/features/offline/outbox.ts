import { SYNC_STATUS, type BirthRegistrationDraft, type SyncStatus } from '@vitalreg/domain';
import Dexie from 'dexie';
import { currentKeyring, type OwnerKeyring } from './data-key-store';
import {
  changeQueuedRow,
  offlineDatabase,
  type QueuedBirthRegistrationRow,
  type SyncReceipt,
} from './offline-database';
import { deleteLocalFilesOf, linkLocalFiles, localFileRefs } from './offline-files';
import { seal, unseal, type Sealed } from './web-crypto';

/** What a queued record sends: the wizard's draft and the registrar's answers to the server. */
export interface QueuedSubmission {
  draft: BirthRegistrationDraft;
  /** The registrar confirmed the record the server named as a possible duplicate is another child. */
  confirmNotDuplicate?: boolean;
}

/** A queued record as the Offline registrations view lists it (decrypted for its owner). */
export interface QueuedBirthRegistration {
  clientId: string;
  capturedAt: string;
  updatedAt: string;
  syncStatus: SyncStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  /** "Surname Firstname Middlename" of the child; null when the record is locked. */
  childName: string | null;
  /** The server's reasons, when flagged. */
  flagReasons: string[];
  /** Flagged as a possible duplicate: the registrar may confirm it is another child. */
  possibleDuplicate: boolean;
  /**
   * Sealed under a data key this sign-in does not hold (the password was changed since it was
   * captured). Kept, never sent; it opens again with the old password (not built yet).
   */
  locked: boolean;
}

export interface OutboxCounts {
  /** Waiting to be sent (neutral). */
  waiting: number;
  syncing: number;
  flagged: number;
  /** Everything not yet on the server: waiting + syncing + flagged. */
  unsynced: number;
}

export class OfflineCaptureUnavailableError extends Error {
  constructor() {
    super('Offline capture needs an online sign-in on this device first. Sign in again online.');
    this.name = 'OfflineCaptureUnavailableError';
  }
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

export function payloadBinding(clientId: string, ownerId: number): string {
  return `birth-registration:${clientId}:${ownerId}`;
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
  submission: QueuedSubmission,
  clientId: string,
  keyring: OwnerKeyring,
): Promise<Sealed> {
  return seal(submission, keyring.dataKey, payloadBinding(clientId, keyring.userId));
}

export function openSubmission(
  row: QueuedBirthRegistrationRow,
  keyring: OwnerKeyring,
): Promise<QueuedSubmission> {
  return unseal<QueuedSubmission>(
    row.payload,
    keyring.dataKey,
    payloadBinding(row.clientId, row.ownerId),
  );
}

export function sealFlagReasons(
  reasons: string[],
  row: Pick<QueuedBirthRegistrationRow, 'clientId' | 'ownerId'>,
  keyring: OwnerKeyring,
): Promise<Sealed> {
  return seal(reasons, keyring.dataKey, flagReasonsBinding(row.clientId, row.ownerId));
}

async function ownRow(
  clientId: string,
  keyring: OwnerKeyring,
): Promise<QueuedBirthRegistrationRow> {
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
 * Saves a completed wizard offline: a client-made id (the future Idempotency-Key), the time of
 * capture, sync status neutral; the draft sealed under the user's data key. Returns the id.
 */
export async function queueBirthRegistration(
  draft: BirthRegistrationDraft,
  keyring?: OwnerKeyring,
  now: Date = new Date(),
): Promise<string> {
  const owner = await keyringOrThrow(keyring);
  const clientId = crypto.randomUUID();
  const payload = await sealSubmission({ draft }, clientId, owner);
  const database = offlineDatabase();
  await database.transaction('rw', database.outbox, database.files, async () => {
    await database.outbox.add({
      clientId,
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

/**
 * Saves the registrar's fix of a queued (typically flagged) record: sealed again, back to
 * neutral and due now, the server's reasons cleared. The Idempotency-Key stays: a refused
 * attempt left nothing on the server under it.
 */
export async function updateQueued(
  clientId: string,
  draft: BirthRegistrationDraft,
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
  const payload = await sealSubmission(submission, clientId, owner);
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
 * child: sent again with that confirmation, as the online wizard does.
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

function childNameOf(draft: BirthRegistrationDraft): string {
  const { surname, firstname, middlename } = draft.child;
  return [surname, firstname, middlename]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ');
}

/** One row as the list shows it; locked when sealed under another key. */
export async function describeRow(
  row: QueuedBirthRegistrationRow,
  keyring: OwnerKeyring,
): Promise<QueuedBirthRegistration> {
  const { clientId, capturedAt, updatedAt, syncStatus, attempts, nextAttemptAt, lastError } = row;
  const base = {
    clientId,
    capturedAt,
    updatedAt,
    syncStatus,
    attempts,
    nextAttemptAt,
    lastError,
    possibleDuplicate: row.possibleDuplicate ?? false,
  };
  if (row.keyId !== keyring.keyId) {
    return { ...base, childName: null, flagReasons: [], locked: true };
  }
  const submission = await openSubmission(row, keyring);
  const flagReasons = row.flagReasons
    ? await unseal<string[]>(
        row.flagReasons,
        keyring.dataKey,
        flagReasonsBinding(clientId, row.ownerId),
      )
    : [];
  return { ...base, childName: childNameOf(submission.draft), flagReasons, locked: false };
}

/**
 * Reads the owner's rows, oldest capture first, at most `limit` (a Dexie read only, so live
 * queries see which tables they watch). By index: a long queue is not read whole.
 */
export function ownerRows(
  ownerId: number,
  limit = Infinity,
): Promise<QueuedBirthRegistrationRow[]> {
  const query = offlineDatabase()
    .outbox.where('[ownerId+capturedAt]')
    .between([ownerId, Dexie.minKey], [ownerId, Dexie.maxKey]);
  return (Number.isFinite(limit) ? query.limit(limit) : query).toArray();
}

/** The user's queued records, oldest capture first, each decrypted for listing. */
export async function listQueued(keyring?: OwnerKeyring): Promise<QueuedBirthRegistration[]> {
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

/** What the server confirmed for this user, newest first (at most `limit`, by index). */
export function listReceipts(ownerId: number, limit = Infinity): Promise<SyncReceipt[]> {
  const query = offlineDatabase()
    .receipts.orderBy('syncedAt')
    .reverse()
    .filter((receipt) => receipt.ownerId === ownerId);
  return (Number.isFinite(limit) ? query.limit(limit) : query).toArray();
}
