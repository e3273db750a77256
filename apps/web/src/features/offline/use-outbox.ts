import { liveQuery } from 'dexie';
import { useMemo, useSyncExternalStore } from 'react';
import { currentKeyring, useOfflineOwnerId } from './data-key-store';
import {
  offlineDatabase,
  type QueuedBirthRegistrationRow,
  type SyncReceipt,
} from './offline-database';
import {
  countOutbox,
  describeRow,
  listReceipts,
  ownerRows,
  type OutboxCounts,
  type QueuedBirthRegistration,
} from './outbox';

interface LiveStore<T> {
  get(): T | undefined;
  subscribe(listener: () => void): () => void;
}

/**
 * A Dexie live query as a store for useSyncExternalStore (dexie-react-hooks is not installed).
 * `query` must call Dexie only; `prepare` (decryption) runs on each answer outside the live
 * query, whose change tracking does not follow other async APIs.
 */
function liveStore<R, T = R>(
  query: () => Promise<R>,
  prepare: (rows: R) => Promise<T> | T = (rows) => rows as unknown as T,
): LiveStore<T> {
  let value: T | undefined;
  let latest = 0;
  return {
    get: () => value,
    subscribe(listener) {
      const subscription = liveQuery(query).subscribe({
        next(rows) {
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
        },
        error() {
          // The database is unavailable (private mode, blocked): keep the last answer.
        },
      });
      return () => subscription.unsubscribe();
    },
  };
}

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
async function rowMetadata(ownerId: number) {
  const rows = await ownerRows(ownerId);
  return rows.map(({ payload: _payload, flagReasons: _flagReasons, ...metadata }) => metadata);
}

/**
 * Reads the sealed parts afresh and decrypts them. Not from the live query's answer: Dexie's
 * live-query cache clones rows, and a clone of binary data from another realm (as in tests) is
 * empty.
 */
async function decryptRows(
  ownerId: number,
  listed: { clientId: string }[],
): Promise<QueuedBirthRegistration[]> {
  const keyring = await currentKeyring();
  if (keyring?.userId !== ownerId) return [];
  const rows = await offlineDatabase().outbox.bulkGet(listed.map((row) => row.clientId));
  const own = rows.filter(
    (row): row is QueuedBirthRegistrationRow => row !== undefined && row.ownerId === ownerId,
  );
  return Promise.all(own.map((row) => describeRow(row, keyring)));
}

/**
 * The signed-in user's offline registrations, oldest capture first, each with its status, the
 * child's name and (flagged) the server's reasons; live. Undefined while loading.
 */
export function useOutboxRecords(): QueuedBirthRegistration[] | undefined {
  const ownerId = useOfflineOwnerId();
  const store = useMemo(
    () =>
      liveStore(
        () => (ownerId === null ? Promise.resolve([]) : rowMetadata(ownerId)),
        (rows) => (ownerId === null ? [] : decryptRows(ownerId, rows)),
      ),
    [ownerId],
  );
  return useLiveStore(store);
}

/** Server references of the user's records confirmed on this device, newest first; live. */
export function useSyncReceipts(): SyncReceipt[] | undefined {
  const ownerId = useOfflineOwnerId();
  const store = useMemo(
    () => liveStore(() => (ownerId === null ? Promise.resolve([]) : listReceipts(ownerId))),
    [ownerId],
  );
  return useLiveStore(store);
}
