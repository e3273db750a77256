import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { SYNC_STATUS } from '@vitalreg/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteOfflineDatabase } from './offline-database';
import { queueRecord } from './outbox';
import { syncOnce } from './sync';
import { birthDraft, signedInOnline } from './testing/offline-fixtures';
import { useOutboxCounts, useOutboxRecords, useSyncReceipts } from './use-outbox';

afterEach(async () => {
  await deleteOfflineDatabase();
});

describe('outbox hooks', () => {
  it('count nothing while no offline key is held', async () => {
    const { result } = renderHook(() => useOutboxCounts());
    await waitFor(() =>
      expect(result.current).toEqual({ waiting: 0, syncing: 0, flagged: 0, unsynced: 0 }),
    );
  });

  it('follow queueing and sync live', async () => {
    const keyring = await signedInOnline();
    const { result } = renderHook(() => ({
      counts: useOutboxCounts(),
      records: useOutboxRecords(),
      receipts: useSyncReceipts(),
    }));
    await waitFor(() => expect(result.current.counts?.unsynced).toBe(0));

    await act(async () => {
      await queueRecord('birth', birthDraft('Chidi'), keyring);
    });
    await waitFor(() => expect(result.current.counts?.waiting).toBe(1));
    await waitFor(() =>
      expect(result.current.records).toMatchObject([
        { name: 'Adeyemi Chidi', syncStatus: SYNC_STATUS.neutral },
      ]),
    );

    await act(async () => {
      await syncOnce({ keyring, send: async () => ({ reference: 'BR-LA-2026-000001' }) });
    });
    await waitFor(() => expect(result.current.counts?.unsynced).toBe(0));
    await waitFor(() => expect(result.current.records).toEqual([]));
    await waitFor(() =>
      expect(result.current.receipts?.map((receipt) => receipt.serverReference)).toEqual([
        'BR-LA-2026-000001',
      ]),
    );
  });
});
