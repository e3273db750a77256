import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteOfflineDatabase } from './offline-database';
import { withSyncLock } from './sync-lock';

afterEach(async () => {
  await deleteOfflineDatabase();
});

/** The Web Locks API as far as withSyncLock uses it: one holder per name, ifAvailable. */
function fakeLocks() {
  const held = new Set<string>();
  return {
    held,
    async request(
      name: string,
      _options: { ifAvailable: boolean },
      callback: (lock: { name: string } | null) => Promise<unknown>,
    ) {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

describe('sync lock with Web Locks', () => {
  it('runs the work when the lock is free and skips it while another tab holds it', async () => {
    const locks = fakeLocks();
    vi.stubGlobal('navigator', { ...navigator, locks });

    expect(await withSyncLock(async () => 'synced')).toBe('synced');

    locks.held.add('vitalreg-offline-sync'); // another tab is syncing
    const work = vi.fn(async () => 'synced');
    expect(await withSyncLock(work)).toBeUndefined();
    expect(work).not.toHaveBeenCalled();
  });

  it('lets one sync at a time run in the same tab', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: fakeLocks() });
    let release: () => void = () => {};
    const first = withSyncLock(
      () => new Promise<string>((resolve) => (release = () => resolve('first'))),
    );

    expect(await withSyncLock(async () => 'second')).toBeUndefined();
    release();
    expect(await first).toBe('first');
    expect(await withSyncLock(async () => 'third')).toBe('third');
  });
});
