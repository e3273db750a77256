import { liveQuery } from 'dexie';
import { useMemo, useSyncExternalStore } from 'react';
import { currentKeyring, useOfflineOwnerId } from './data-key-store';
import { offlineDatabase, type QueuedRecordRow, type SyncReceipt } from './offline-database';
import {
  countOutbox,
  describeRow,
  listReceipts,
  ownerRows,
  type OutboxCounts,
  type QueuedRecord,
} from './outbox';

interface LiveStore<T> {
  get(): T | undefined;
  subscribe(listener: () => void): () => void;
}

/**
 * A Dexie live query as a store for useSyncExternalStore (dexie-react-hooks is not installed).
 * `query` must call Dexie only; `prepare` (decryption) runs on each answer outside the live
 * query, whose change tracking does not follow other async APIs. With `settleMs`, answers after
 * the first are shown at most that often (the last one wins): a sync changes a record three
 * times, and a list re-drawn at each change slows a 1,000-record sync several times over.
 */
function liveStore<R, T = R>(
  query: () => Promise<R>,
  prepare: (rows: R) => Promise<T> | T = (rows) => rows as unknown as T,
  settleMs = 0,
): LiveStore<T> {
  let value: T | undefined;
  let latest = 0;
  return {
    get: () => value,
    subscribe(listener) {
      let waiting: { rows: R } | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const show = (rows: R) => {
        const answer = (latest += 1);
        void Promise.resolve(prepare(rows)).then(
          (next) => {
            if (answer !== latest) return; // a newer answer is on its way
            value = next;
            listener();
          },
          () => {
            // A row that does not open is listed by the next answer or not at all.
          },
        );
      };
      const subscription = liveQuery(query).subscribe({
        next(rows) {
          if (settleMs === 0 || (value === undefined && latest === 0)) {
            show(rows);
            return;
          }
          waiting = { rows };
          timer ??= setTimeout(() => {
            timer = undefined;
            if (waiting) show(waiting.rows);
            waiting = undefined;
          }, settleMs);
        },
        error() {
          // The database is unavailable (private mode, blocked): keep the last answer.
        },
      });
      return () => {
        clearTimeout(timer);
        subscription.unsubscribe();
      };
    },
  };
}

/** How often a list follows a running sync. */
const LIST_SETTLE_MS = 300;

function useLiveStore<T>(store: LiveStore<T>): T | undefined {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

export const NO_RECORDS: OutboxCounts = { waiting: 0, syncing: 0, flagged: 0, unsynced: 0 };

/**
 * Counts of the signed-in user's offline registrations by status, live (the top bar's
 * "waiting" indicator). Zeros when no offline key is held; undefined while loading.
 */
export function useOutboxCounts(): OutboxCounts | undefined {
  const ownerId = useOfflineOwnerId();
  const store = useMemo(
    () => liveStore(() => (ownerId === null ? Promise.resolve(NO_RECORDS) : countOutbox(ownerId))),
    [ownerId],
  );
  return useLiveStore(store);
}

/** The owner's rows without their sealed parts: what the live query watches. */
async function rowMetadata(ownerId: number, limit: number) {
  const rows = await ownerRows(ownerId, limit);
  return rows.map(({ payload: _payload, flagReasons: _flagReasons, ...metadata }) => metadata);
}

type RowMetadata = Awaited<ReturnType<typeof rowMetadata>>[number];

/** The list shows the oldest records only: each status change re-reads what it shows. */
export const LISTED_RECORDS = 50;

/** What decides a row's sealed parts: a change of any means decrypting it again. */
function sealedStamp(row: Pick<RowMetadata, 'keyId' | 'updatedAt' | 'syncStatus'>): string {
  return `${row.keyId}|${row.updatedAt}|${row.syncStatus}`;
}

/**
 * Reads the sealed parts afresh and decrypts them. Not from the live query's answer: Dexie's
 * live-query cache clones rows, and a clone of binary data from another realm (as in tests) is
 * empty. Rows whose sealed parts did not change since the last answer come from `cache`, so a
 * sync of 1,000 records does not decrypt 1,000 rows at each step.
 */
async function decryptRows(
  ownerId: number,
  listed: RowMetadata[],
  cache: Map<string, { stamp: string; described: QueuedRecord }>,
): Promise<QueuedRecord[]> {
  const keyring = await currentKeyring();
  if (keyring?.userId !== ownerId) return [];
  const stale = listed.filter((row) => cache.get(row.clientId)?.stamp !== sealedStamp(row));
  const rows = await offlineDatabase().outbox.bulkGet(stale.map((row) => row.clientId));
  const own = rows.filter(
    (row): row is QueuedRecordRow => row !== undefined && row.ownerId === ownerId,
  );
  for (const row of own) {
    cache.set(row.clientId, {
      stamp: sealedStamp(row),
      described: await describeRow(row, keyring),
    });
  }
  const present = new Set(listed.map((row) => row.clientId));
  for (const clientId of cache.keys()) if (!present.has(clientId)) cache.delete(clientId);
  return listed.flatMap((row) => {
    const cached = cache.get(row.clientId);
    if (!cached) return [];
    const { attempts, nextAttemptAt, lastError, syncStatus, updatedAt } = row;
    return [{ ...cached.described, attempts, nextAttemptAt, lastError, syncStatus, updatedAt }];
  });
}

/**
 * The signed-in user's offline registrations of every kind, oldest capture first (at most
 * LISTED_RECORDS; useOutboxCounts has the totals), each with its kind, status, name and
 * (flagged) the server's reasons; live. Undefined while loading.
 */
export function useOutboxRecords(): QueuedRecord[] | undefined {
  const ownerId = useOfflineOwnerId();
  const store = useMemo(() => {
    const cache = new Map<string, { stamp: string; described: QueuedRecord }>();
    return liveStore(
      () => (ownerId === null ? Promise.resolve([]) : rowMetadata(ownerId, LISTED_RECORDS)),
      (rows) => (ownerId === null ? [] : decryptRows(ownerId, rows, cache)),
      LIST_SETTLE_MS,
    );
  }, [ownerId]);
  return useLiveStore(store);
}

/** How many receipts the view shows. */
export const LISTED_RECEIPTS = 20;

/** Server references of the user's records confirmed on this device, newest first; live. */
export function useSyncReceipts(): SyncReceipt[] | undefined {
  const ownerId = useOfflineOwnerId();
  const store = useMemo(
    () =>
      liveStore(
        () => (ownerId === null ? Promise.resolve([]) : listReceipts(ownerId, LISTED_RECEIPTS)),
        undefined,
        LIST_SETTLE_MS,
      ),
    [ownerId],
  );
  return useLiveStore(store);
}
