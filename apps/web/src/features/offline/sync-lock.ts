import { offlineDatabase } from './offline-database';

const LOCK_NAME = 'vitalreg-offline-sync';
/** How long a lease holds without renewal; a crashed tab's lease lapses after this. */
export const SYNC_LEASE_MS = 60_000;

const tabId = crypto.randomUUID();
let syncingInThisTab = false;

/** Called by the work after each record, to keep a lease alive (no-op with Web Locks). */
export type KeepAlive = () => Promise<void>;

async function claimLease(now: number): Promise<boolean> {
  const database = offlineDatabase();
  return database.transaction('rw', database.leases, async () => {
    const lease = await database.leases.get(LOCK_NAME);
    if (lease && lease.holder !== tabId && lease.expiresAt > now) return false;
    await database.leases.put({ name: LOCK_NAME, holder: tabId, expiresAt: now + SYNC_LEASE_MS });
    return true;
  });
}

async function releaseLease(): Promise<void> {
  const database = offlineDatabase();
  await database.transaction('rw', database.leases, async () => {
    const lease = await database.leases.get(LOCK_NAME);
    if (lease?.holder === tabId) await database.leases.delete(LOCK_NAME);
  });
}

async function withLease<T>(work: (keepAlive: KeepAlive) => Promise<T>): Promise<T | undefined> {
  if (!(await claimLease(Date.now()))) return undefined;
  try {
    return await work(async () => {
      await claimLease(Date.now());
    });
  } finally {
    await releaseLease();
  }
}

/**
 * Runs `work` unless a sync is already running in this tab or another one; then answers
 * undefined at once. Web Locks where the browser has them (released even if a tab crashes),
 * otherwise a lease row in the offline database that lapses after SYNC_LEASE_MS.
 */
export async function withSyncLock<T>(
  work: (keepAlive: KeepAlive) => Promise<T>,
): Promise<T | undefined> {
  if (syncingInThisTab) return undefined;
  syncingInThisTab = true;
  try {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks) return await withLease(work);
    return await locks.request(LOCK_NAME, { ifAvailable: true }, (lock) =>
      lock ? work(async () => {}) : undefined,
    );
  } finally {
    syncingInThisTab = false;
  }
}
