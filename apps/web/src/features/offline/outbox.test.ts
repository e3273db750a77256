import 'fake-indexeddb/auto';
import { SYNC_STATUS } from '@vitalreg/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { dataKeyStore } from './data-key-store';
import { changeQueuedRow, deleteOfflineDatabase, offlineDatabase } from './offline-database';
import {
  countOutbox,
  deleteQueued,
  listQueued,
  OfflineCaptureUnavailableError,
  openSubmission,
  queueRecord,
  QueuedRecordNotFoundError,
  readQueued,
  sealFlagReasons,
  updateQueued,
} from './outbox';
import { birthDraft, signedInOnline, storedText } from './testing/offline-fixtures';

afterEach(async () => {
  await deleteOfflineDatabase();
});

describe('offline outbox', () => {
  it('queues a completed wizard with a client id, the time of capture and status neutral', async () => {
    const keyring = await signedInOnline();
    const capturedAt = new Date('2026-11-20T08:15:00Z');

    const clientId = await queueRecord('birth', birthDraft(), keyring, capturedAt);

    expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await offlineDatabase().outbox.get(clientId)).toMatchObject({
      clientId,
      ownerId: 42,
      capturedAt: '2026-11-20T08:15:00.000Z',
      syncStatus: SYNC_STATUS.neutral,
      attempts: 0,
      nextAttemptAt: 0,
    });
    expect(await readQueued(clientId, keyring)).toEqual({ draft: birthDraft() });
  });

  it('uses the key held by the sign-in when none is passed', async () => {
    await signedInOnline();
    const clientId = await queueRecord('birth', birthDraft('Chidi'));
    expect((await listQueued()).map((record) => record.clientId)).toEqual([clientId]);
  });

  it('refuses to queue without an unlocked key', async () => {
    await signedInOnline();
    dataKeyStore.reset();
    await expect(queueRecord('birth', birthDraft())).rejects.toBeInstanceOf(
      OfflineCaptureUnavailableError,
    );
  });

  it('keeps no names or NINs in clear, and a fresh IV for every write', async () => {
    const keyring = await signedInOnline();
    const clientId = await queueRecord('birth', birthDraft(), keyring);
    const first = await offlineDatabase().outbox.get(clientId);

    const text = storedText(first);
    for (const personal of [
      'Adeyemi',
      'Oluwaseun',
      'Folake',
      'Ogunleye',
      '12345678901',
      '08031234567',
    ]) {
      expect(text).not.toContain(personal);
    }

    await updateQueued(clientId, birthDraft(), {}, keyring);
    const second = await offlineDatabase().outbox.get(clientId);
    expect(second?.payload.iv).not.toEqual(first?.payload.iv);
  });

  it("lists the owner's records with the child's name decrypted per row", async () => {
    const keyring = await signedInOnline();
    await queueRecord('birth', birthDraft('Chidi'), keyring, new Date('2026-11-20T08:00:00Z'));
    await queueRecord('birth', birthDraft('Ngozi'), keyring, new Date('2026-11-20T09:00:00Z'));

    const records = await listQueued(keyring);

    expect(records.map((record) => [record.name, record.syncStatus, record.locked])).toEqual([
      ['Adeyemi Chidi', SYNC_STATUS.neutral, false],
      ['Adeyemi Ngozi', SYNC_STATUS.neutral, false],
    ]);
    expect(await countOutbox(42)).toEqual({ waiting: 2, syncing: 0, flagged: 0, unsynced: 2 });
  });

  it("hides another user's records: not listed, not readable, not decryptable", async () => {
    const owner = await signedInOnline(42, 'registra');
    const clientId = await queueRecord('birth', birthDraft(), owner);
    const other = await signedInOnline(43, 'other');

    expect(await listQueued(other)).toEqual([]);
    expect(await countOutbox(43)).toMatchObject({ unsynced: 0 });
    await expect(readQueued(clientId, other)).rejects.toBeInstanceOf(QueuedRecordNotFoundError);
    await expect(deleteQueued(clientId, other)).rejects.toBeInstanceOf(QueuedRecordNotFoundError);
    await expect(updateQueued(clientId, birthDraft(), {}, other)).rejects.toBeInstanceOf(
      QueuedRecordNotFoundError,
    );
    // Even given the row, the other user's key does not open it.
    const row = await offlineDatabase().outbox.get(clientId);
    if (!row) throw new Error('row missing');
    await expect(openSubmission({ ...row, ownerId: 43 }, other)).rejects.toThrow();
    expect(await offlineDatabase().outbox.count()).toBe(1);
  });

  it('puts a fixed flagged record back to neutral, due now, with its reasons cleared', async () => {
    const keyring = await signedInOnline();
    const clientId = await queueRecord('birth', birthDraft(), keyring);
    const row = await offlineDatabase().outbox.get(clientId);
    if (!row) throw new Error('row missing');
    const flagReasons = await sealFlagReasons(
      ["The mother's NIN could not be verified."],
      row,
      keyring,
    );
    await changeQueuedRow(clientId, () => ({
      syncStatus: SYNC_STATUS.flagged,
      attempts: 2,
      flagReasons,
    }));
    expect((await listQueued(keyring))[0]?.flagReasons).toEqual([
      "The mother's NIN could not be verified.",
    ]);

    await updateQueued(clientId, birthDraft('Fixed'), { confirmNotDuplicate: true }, keyring);

    expect((await listQueued(keyring))[0]).toMatchObject({
      syncStatus: SYNC_STATUS.neutral,
      attempts: 0,
      flagReasons: [],
      name: 'Adeyemi Fixed',
    });
    expect(await readQueued(clientId, keyring)).toMatchObject({ confirmNotDuplicate: true });
  });

  it('deletes a record of its owner', async () => {
    const keyring = await signedInOnline();
    const clientId = await queueRecord('birth', birthDraft(), keyring);
    await deleteQueued(clientId, keyring);
    expect(await listQueued(keyring)).toEqual([]);
  });
});
