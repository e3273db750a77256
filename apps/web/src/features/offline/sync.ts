import { labelledIssue, SYNC_STATUS, type QueueableRecordKindKey } from '@vitalreg/domain';
import { uploadDocument } from '@/components/form/files';
import {
  isPossibleDuplicate,
  submitRecordDraft,
  type RecordDrafts,
} from '@/features/records/submit';
import { isApiError } from '@/lib/api-client';
import { screenMessage } from '@/lib/errors';
import { currentKeyring, type OwnerKeyring } from './data-key-store';
import { changeQueuedRow, offlineDatabase, type QueuedRecordRow } from './offline-database';
import {
  deleteLocalFilesOf,
  LocalFileMissingError,
  pruneOrphanFiles,
  uploadLocalFiles,
  type UploadFile,
} from './offline-files';
import { openSubmission, sealFlagReasons, type QueuedSubmission } from './outbox';
import { kindOfRow, outboxKindOf } from './outbox-kinds';
import { withSyncLock, type KeepAlive } from './sync-lock';

/** What the server answered for a created (or replayed) record. */
export interface SentRecord {
  reference: string;
}

/**
 * Sends one record of its kind; throws the api client's ApiError (or any error) when not
 * accepted.
 */
export type SendRecord = (
  submission: QueuedSubmission,
  idempotencyKey: string,
  kind: QueueableRecordKindKey,
) => Promise<SentRecord>;

/** POST /api/{the kind's path}/add, built exactly as the online wizard submits. */
export const sendRecord: SendRecord = ({ draft, confirmNotDuplicate }, idempotencyKey, kind) =>
  submitRecordDraft({
    kind,
    draft: draft as RecordDrafts[typeof kind],
    idempotencyKey,
    confirmNotDuplicate,
    capturedOffline: true,
  });

/** Back-off after the n-th failed attempt: 10 s, 20 s, 40 s ... at most 30 min. */
export const BACKOFF = { firstDelayMs: 10_000, maximumDelayMs: 30 * 60_000 } as const;
/** A send without an answer after this is treated as a lost connection (sent again later). */
export const SEND_TIMEOUT_MS = 60_000;
/** Receipts of confirmed records are kept this long. */
export const RECEIPT_DAYS = 30;

export function backoffDelay(attempts: number): number {
  const delay = BACKOFF.firstDelayMs * 2 ** Math.max(0, attempts - 1);
  return Math.min(delay, BACKOFF.maximumDelayMs);
}

/** How a failed send is handled. */
export type SendFailure =
  /** Try again later; `stopsSync` when the next records would fail the same way. */
  | { kind: 'retry'; reason: string; stopsSync: boolean }
  /** The server refused the record itself: its reasons, for the registrar to fix. */
  | { kind: 'flag'; reasons: string[]; issues?: ValueIssue[]; possibleDuplicate?: boolean }
  /** The session is no longer accepted: stop, nothing counts as an attempt. */
  | { kind: 'unauthorized' }
  | { kind: 'aborted' };

const RETRY_MESSAGES = {
  network: 'No connection to the server.',
  timeout: 'The server did not answer in time.',
  busy: 'The server is busy.',
  unexpected: 'The record could not be sent.',
} as const;

class SendTimeoutError extends Error {
  constructor() {
    super(RETRY_MESSAGES.timeout);
    this.name = 'SendTimeoutError';
  }
}

/** A refused value: the API's `details.issues` entry (path and message). */
interface ValueIssue {
  path: string;
  message: string;
}

function valueIssues(details: unknown): ValueIssue[] | undefined {
  const issues = (details as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return undefined;
  const valid = issues.filter(
    (issue): issue is ValueIssue =>
      typeof issue?.path === 'string' && typeof issue?.message === 'string',
  );
  return valid.length > 0 ? valid : undefined;
}

/**
 * The server's refusal in the registry's words: each refused value named by its field as the
 * kind's particulars label it ("Particulars of Mother, NIN: …", not "mother.nin: …").
 */
async function inRegistryWords(
  kind: QueueableRecordKindKey,
  failure: { reasons: string[]; issues?: ValueIssue[] },
): Promise<string[]> {
  const reasons = failure.reasons.map(screenMessage);
  if (!failure.issues) return reasons;
  try {
    const { declaration } = await outboxKindOf(kind).wizard();
    return failure.issues.map((issue) =>
      screenMessage(labelledIssue(declaration.particulars, issue)),
    );
  } catch {
    return reasons;
  }
}

function serverReasons(error: { message: string; response?: { data?: unknown } }): string[] {
  const data = error.response?.data as { message?: unknown } | undefined;
  const message = data?.message;
  if (Array.isArray(message)) {
    const reasons = message.filter((item): item is string => typeof item === 'string');
    if (reasons.length > 0) return reasons;
  }
  if (typeof message === 'string' && message) return [message];
  return [error.message];
}

export function classifySendFailure(error: unknown): SendFailure {
  if (error instanceof LocalFileMissingError) return { kind: 'flag', reasons: [error.message] };
  if (error instanceof SendTimeoutError) {
    return { kind: 'retry', reason: RETRY_MESSAGES.timeout, stopsSync: true };
  }
  if ((error as { name?: unknown } | null)?.name === 'AbortError') return { kind: 'aborted' };
  if (!isApiError(error)) {
    return { kind: 'retry', reason: RETRY_MESSAGES.unexpected, stopsSync: false };
  }
  const status = error.status;
  if (status === undefined)
    return { kind: 'retry', reason: RETRY_MESSAGES.network, stopsSync: true };
  if (status === 401) return { kind: 'unauthorized' };
  if (status === 408 || status === 425 || status === 429) {
    return { kind: 'retry', reason: RETRY_MESSAGES.busy, stopsSync: true };
  }
  // The first request with the same key is still running on the server.
  if (error.code === 'REQUEST_IN_PROGRESS') {
    return { kind: 'retry', reason: RETRY_MESSAGES.busy, stopsSync: false };
  }
  if (status >= 400 && status < 500) {
    const reasons = serverReasons(error);
    if (isPossibleDuplicate(error)) return { kind: 'flag', reasons, possibleDuplicate: true };
    const issues = valueIssues(error.details);
    return issues ? { kind: 'flag', reasons, issues } : { kind: 'flag', reasons };
  }
  const gatewayDown = status === 502 || status === 503 || status === 504;
  return { kind: 'retry', reason: `Server error ${status}.`, stopsSync: gatewayDown };
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError()), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface SyncOptions {
  /** Default: the key held by this tab's sign-in. */
  keyring?: OwnerKeyring;
  /** Default: POST /api/{the record kind's path}/add (`sendRecord`). */
  send?(
    submission: QueuedSubmission,
    idempotencyKey: string,
    kind: QueueableRecordKindKey,
  ): Promise<SentRecord>;
  /** Uploads a file captured offline before its record; default POST /api/documents. */
  uploadFile?: UploadFile;
  /** "Sync now" and the connection coming back: send every waiting record, due or not. */
  ignoreBackoff?: boolean;
  now?: () => number;
  signal?: AbortSignal;
  sendTimeoutMs?: number;
}

export interface SyncReport {
  /** Why nothing was tried: no key held, an offline session, or a sync already running. */
  skipped?: 'no-key' | 'offline-session' | 'busy';
  synced: number;
  flagged: number;
  retrying: number;
  /** Server references of the records confirmed in this run. */
  references: string[];
  /** Why the run ended before the last due record. */
  stoppedBy?: 'connection' | 'unauthorized' | 'aborted';
}

function emptyReport(skipped?: SyncReport['skipped']): SyncReport {
  const report: SyncReport = { synced: 0, flagged: 0, retrying: 0, references: [] };
  return skipped ? { ...report, skipped } : report;
}

/**
 * Records left in "syncing" by a reload or crash go back to neutral, due now. Only called while
 * holding the sync lock, when nothing can really be sending. Sending them again is safe: the
 * API answers a repeated Idempotency-Key with its first answer.
 */
async function resetInterruptedSyncs(): Promise<number> {
  const { outbox } = offlineDatabase();
  return offlineDatabase().transaction('rw', outbox, async () => {
    const interrupted = await outbox.where('syncStatus').equals(SYNC_STATUS.syncing).toArray();
    await outbox.bulkPut(
      interrupted.map((row) => ({ ...row, syncStatus: SYNC_STATUS.neutral, nextAttemptAt: 0 })),
    );
    return interrupted.length;
  });
}

/** At start-up: no record stays in "syncing". Skipped (0) while another tab is syncing. */
export async function recoverInterruptedSyncs(): Promise<number> {
  return (await withSyncLock(resetInterruptedSyncs)) ?? 0;
}

async function pruneReceipts(now: number): Promise<void> {
  const oldest = new Date(now - RECEIPT_DAYS * 24 * 60 * 60 * 1000).toISOString();
  await offlineDatabase().receipts.where('syncedAt').below(oldest).delete();
}

async function dueRecords(
  keyring: OwnerKeyring,
  now: number,
  ignoreBackoff: boolean,
): Promise<QueuedRecordRow[]> {
  const rows = await offlineDatabase()
    .outbox.where('[ownerId+syncStatus]')
    .equals([keyring.userId, SYNC_STATUS.neutral])
    .sortBy('capturedAt');
  // A record sealed under an older key (password changed) cannot be opened: it waits.
  return rows.filter(
    (row) => row.keyId === keyring.keyId && (ignoreBackoff || row.nextAttemptAt <= now),
  );
}

/** Neutral -> syncing, unless it changed meanwhile (deleted, edited, another owner). */
async function markSyncing(
  row: QueuedRecordRow,
  keyring: OwnerKeyring,
): Promise<QueuedRecordRow | undefined> {
  return changeQueuedRow(row.clientId, (current) =>
    current.syncStatus === SYNC_STATUS.neutral && current.ownerId === keyring.userId
      ? { syncStatus: SYNC_STATUS.syncing }
      : undefined,
  );
}

/** The server has the record: it leaves the device, a non-personal receipt stays. */
async function confirmSynced(
  row: QueuedRecordRow,
  serverReference: string,
  now: number,
): Promise<void> {
  const database = offlineDatabase();
  await database.transaction('rw', database.outbox, database.receipts, database.files, async () => {
    await database.receipts.put({
      clientId: row.clientId,
      ownerId: row.ownerId,
      serverReference,
      capturedAt: row.capturedAt,
      syncedAt: new Date(now).toISOString(),
    });
    await database.outbox.delete(row.clientId);
    await deleteLocalFilesOf(row.clientId);
  });
}

async function flagRecord(
  row: QueuedRecordRow,
  reasons: string[],
  keyring: OwnerKeyring,
  possibleDuplicate = false,
): Promise<void> {
  const flagReasons = await sealFlagReasons(reasons, row, keyring);
  await changeQueuedRow(row.clientId, () => ({
    syncStatus: SYNC_STATUS.flagged,
    flagReasons,
    lastError: null,
    possibleDuplicate,
  }));
}

async function retryLater(row: QueuedRecordRow, reason: string, now: number) {
  const attempts = row.attempts + 1;
  await changeQueuedRow(row.clientId, () => ({
    syncStatus: SYNC_STATUS.neutral,
    attempts,
    nextAttemptAt: now + backoffDelay(attempts),
    lastError: reason,
  }));
}

async function releaseUntried(row: QueuedRecordRow): Promise<void> {
  await changeQueuedRow(row.clientId, () => ({ syncStatus: SYNC_STATUS.neutral }));
}

type RecordOutcome =
  | { outcome: 'synced'; reference: string }
  | { outcome: 'flagged' }
  | { outcome: 'retrying'; stops: boolean }
  | { outcome: 'stopped'; by: 'unauthorized' | 'aborted' }
  | { outcome: 'skipped' };

async function syncRecord(
  row: QueuedRecordRow,
  keyring: OwnerKeyring,
  options: Required<Pick<SyncOptions, 'send' | 'uploadFile' | 'now' | 'sendTimeoutMs'>>,
): Promise<RecordOutcome> {
  const claimed = await markSyncing(row, keyring);
  if (!claimed) return { outcome: 'skipped' };
  let submission: QueuedSubmission;
  try {
    submission = await openSubmission(claimed, keyring);
  } catch {
    await flagRecord(claimed, ['This record could not be read on this device.'], keyring);
    return { outcome: 'flagged' };
  }
  try {
    // Files captured offline go first; the record then refers to their stored keys.
    const sent = await withTimeout(
      uploadLocalFiles(submission, keyring, options.uploadFile).then((ready) =>
        options.send(ready, claimed.clientId, kindOfRow(claimed)),
      ),
      options.sendTimeoutMs,
    );
    await confirmSynced(claimed, sent.reference, options.now());
    return { outcome: 'synced', reference: sent.reference };
  } catch (error) {
    const failure = classifySendFailure(error);
    if (failure.kind === 'flag') {
      const reasons = await inRegistryWords(kindOfRow(claimed), failure);
      await flagRecord(claimed, reasons, keyring, failure.possibleDuplicate);
      return { outcome: 'flagged' };
    }
    if (failure.kind === 'retry') {
      await retryLater(claimed, failure.reason, options.now());
      return { outcome: 'retrying', stops: failure.stopsSync };
    }
    await releaseUntried(claimed);
    return { outcome: 'stopped', by: failure.kind };
  }
}

async function syncDueRecords(
  keyring: OwnerKeyring,
  options: SyncOptions,
  keepAlive: KeepAlive,
): Promise<SyncReport> {
  const now = options.now ?? Date.now;
  const settings = {
    send: options.send ?? sendRecord,
    uploadFile: options.uploadFile ?? uploadDocument,
    now,
    sendTimeoutMs: options.sendTimeoutMs ?? SEND_TIMEOUT_MS,
  };
  await resetInterruptedSyncs();
  await pruneReceipts(now());
  await pruneOrphanFiles(now());
  const report = emptyReport();
  for (const row of await dueRecords(keyring, now(), options.ignoreBackoff ?? false)) {
    if (options.signal?.aborted) return { ...report, stoppedBy: 'aborted' };
    const result = await syncRecord(row, keyring, settings);
    await keepAlive();
    if (result.outcome === 'synced') {
      report.synced += 1;
      report.references.push(result.reference);
    } else if (result.outcome === 'flagged') {
      report.flagged += 1;
    } else if (result.outcome === 'retrying') {
      report.retrying += 1;
      if (result.stops) return { ...report, stoppedBy: 'connection' };
    } else if (result.outcome === 'stopped') {
      return { ...report, stoppedBy: result.by };
    }
  }
  return report;
}

/**
 * One pass over the user's waiting records, oldest first: each goes neutral -> syncing ->
 * success (removed, receipt kept) or flagged (server's reasons) or back to neutral with
 * back-off. Refuses for an offline session (the server must accept the credentials first), and
 * answers `skipped: 'busy'` while another pass runs in this or another tab.
 */
export async function syncOnce(options: SyncOptions = {}): Promise<SyncReport> {
  const keyring = options.keyring ?? (await currentKeyring());
  if (!keyring) return emptyReport('no-key');
  if (keyring.unlockedBy === 'offline') return emptyReport('offline-session');
  const report = await withSyncLock((keepAlive) => syncDueRecords(keyring, options, keepAlive));
  return report ?? emptyReport('busy');
}

/**
 * Syncs now, whenever the browser regains its connection (ignoring back-off), and every
 * `intervalMs` while online. Returns the function that stops it.
 */
export function startBackgroundSync(
  options: Omit<SyncOptions, 'ignoreBackoff'> & { intervalMs?: number } = {},
): () => void {
  const { intervalMs = 60_000, ...syncOptions } = options;
  const run = (ignoreBackoff: boolean) => {
    if (!navigator.onLine) return;
    void syncOnce({ ...syncOptions, ignoreBackoff }).catch(() => {
      // A failed pass leaves every record neutral or flagged; the next pass tries again.
    });
  };
  const onOnline = () => run(true);
  window.addEventListener('online', onOnline);
  const timer = setInterval(() => run(false), intervalMs);
  void recoverInterruptedSyncs()
    .catch(() => 0)
    .then(() => run(false));
  return () => {
    window.removeEventListener('online', onOnline);
    clearInterval(timer);
  };
}
