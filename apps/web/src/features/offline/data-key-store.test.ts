import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAllStores } from '@/lib/create-store';
import { clearStoredData } from '@/lib/storage';
import { currentKeyring, DATA_KEY_STORAGE_KEY } from './data-key-store';
import { deleteOfflineDatabase } from './offline-database';
import { listQueued, queueRecord } from './outbox';
import { birthDraft, signedInOnline } from './testing/offline-fixtures';

afterEach(async () => {
  await deleteOfflineDatabase();
});

describe('the held data key', () => {
  it('survives a reload of the tab (session storage) and opens the queued records', async () => {
    const keyring = await signedInOnline();
    await queueRecord('birth', birthDraft('Chidi'), keyring);
    expect(sessionStorage.getItem(DATA_KEY_STORAGE_KEY)).not.toBeNull();

    vi.resetModules(); // a reload: the store is read back from session storage
    const reloaded = await import('./data-key-store');
    const restored = await reloaded.currentKeyring();

    expect(restored).toMatchObject({ userId: 42, keyId: keyring.keyId, unlockedBy: 'online' });
    expect((await listQueued(restored ?? undefined))[0]?.name).toBe('Adeyemi Chidi');
  });

  it('is forgotten by logout (stores reset, session storage cleared)', async () => {
    await signedInOnline();
    expect(await currentKeyring()).not.toBeNull();

    resetAllStores();
    clearStoredData();

    expect(await currentKeyring()).toBeNull();
    expect(sessionStorage.getItem(DATA_KEY_STORAGE_KEY)).toBeNull();
  });
});
