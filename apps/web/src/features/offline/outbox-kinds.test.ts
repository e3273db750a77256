import 'fake-indexeddb/auto';
import {
  SYNC_STATUS,
  toDeathRegistrationSubmission,
  type DeathRegistrationDraft,
  type RecordKindKey,
} from '@vitalreg/domain';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  changeQueuedRow,
  DEFAULT_OFFLINE_DATABASE_NAME,
  deleteOfflineDatabase,
  offlineDatabase,
  type QueuedRecordRow,
} from './offline-database';
import {
  listQueued,
  listReceipts,
  queueRecord,
  readQueued,
  readQueuedRecord,
  type QueuedSubmission,
} from './outbox';
import { syncOnce, type SendRecord } from './sync';
import {
  birthDraft,
  deathDraft,
  signedInOnline,
  stillbirthDraft,
  storedText,
} from './testing/offline-fixtures';

afterEach(async () => {
  await deleteOfflineDatabase();
});

/** A server that keeps the first answer per Idempotency-Key, as the API does, by kind. */
function fakeServer() {
  const created = new Map<string, { kind: RecordKindKey; submission: QueuedSubmission }>();
  const calls: [key: string, kind: RecordKindKey][] = [];
  const send = vi.fn<SendRecord>(async (submission, idempotencyKey, kind) => {
    calls.push([idempotencyKey, kind]);
    if (!created.has(idempotencyKey)) created.set(idempotencyKey, { kind, submission });
    const index = [...created.keys()].indexOf(idempotencyKey) + 1;
    return { reference: `${kind.toUpperCase()}-${String(index).padStart(6, '0')}` };
  });
  return { send, created, calls };
}

describe('the outbox of every kind', () => {
  it('queues births, deaths and stillbirths with their kind, sealed, and lists each by its name', async () => {
    const keyring = await signedInOnline();
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 8, minute));
    await queueRecord('birth', birthDraft('Chidi'), keyring, at(0));
    const deathId = await queueRecord('death', deathDraft('Emeka'), keyring, at(1));
    await queueRecord('stillbirth', stillbirthDraft('Aisha Bello Musa'), keyring, at(2));

    expect((await listQueued(keyring)).map((record) => [record.kind, record.name])).toEqual([
      ['birth', 'Adeyemi Chidi'],
      ['death', 'Okafor Emeka Obinna'],
      ['stillbirth', 'Aisha Bello Musa'],
    ]);
    const row = await offlineDatabase().outbox.get(deathId);
    expect(row).toMatchObject({ kind: 'death', syncStatus: SYNC_STATUS.neutral });
    const text = storedText(row);
    for (const personal of ['Okafor', 'Emeka', '22345678901', '42345678901']) {
      expect(text).not.toContain(personal);
    }
    expect(await readQueuedRecord(deathId, keyring)).toMatchObject({
      kind: 'death',
      submission: { draft: deathDraft('Emeka') },
      flagReasons: [],
      possibleDuplicate: false,
    });
  });

  it('binds the sealed record to its kind: a kind changed in clear does not open', async () => {
    const keyring = await signedInOnline();
    const clientId = await queueRecord('death', deathDraft(), keyring);
    await changeQueuedRow(clientId, () => ({ kind: 'birth' }));
    await expect(readQueued(clientId, keyring)).rejects.toThrow();
  });

  it('syncs a queued death once, to POST /api/death-registration/add with its client id', async () => {
    const keyring = await signedInOnline();
    const clientId = await queueRecord('death', deathDraft('Emeka'), keyring);
    const fetchMock = vi.fn(async () =>
      Response.json(
        {
          status: 'SUCCESS',
          message: 'Submitted',
          data: { id: 3, reference: 'DR-LA-2026-000003', status: 'pending' },
        },
        { status: 201 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);

    expect(await syncOnce({ keyring })).toMatchObject({
      synced: 1,
      references: ['DR-LA-2026-000003'],
    });
    expect(await syncOnce({ keyring, ignoreBackoff: true })).toMatchObject({ synced: 0 });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/death-registration\/add$/);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(clientId);
    // The API counts records captured offline (docs/operations.md "Metrics").
    expect((init.headers as Record<string, string>)['X-Captured-Offline']).toBe('1');
    expect(JSON.parse(String(init.body))).toEqual(
      JSON.parse(JSON.stringify(toDeathRegistrationSubmission(deathDraft('Emeka')))),
    );
    expect(await offlineDatabase().outbox.count()).toBe(0);
    expect((await listReceipts(42)).map((receipt) => receipt.serverReference)).toEqual([
      'DR-LA-2026-000003',
    ]);
  });

  it('sends each kind to its own path exactly once, even when an answer is lost', async () => {
    const keyring = await signedInOnline();
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 8, minute));
    const birthId = await queueRecord('birth', birthDraft(), keyring, at(0));
    const deathId = await queueRecord('death', deathDraft(), keyring, at(1));
    const stillbirthId = await queueRecord('stillbirth', stillbirthDraft(), keyring, at(2));
    const server = fakeServer();
    // The death reaches the server, but its first answer is lost on the way back.
    let lost = false;
    const send = vi.fn<SendRecord>(async (submission, key, kind) => {
      const answer = await server.send(submission, key, kind);
      if (key === deathId && !lost) {
        lost = true;
        throw new ApiError('Failed to fetch');
      }
      return answer;
    });

    expect(await syncOnce({ keyring, send })).toMatchObject({
      synced: 1,
      stoppedBy: 'connection',
    });
    expect(await syncOnce({ keyring, send, ignoreBackoff: true })).toMatchObject({ synced: 2 });
    expect(await syncOnce({ keyring, send, ignoreBackoff: true })).toMatchObject({ synced: 0 });

    expect(server.calls).toEqual([
      [birthId, 'birth'],
      [deathId, 'death'],
      [deathId, 'death'],
      [stillbirthId, 'stillbirth'],
    ]);
    expect(server.created.size).toBe(3);
    const death = server.created.get(deathId)?.submission.draft as DeathRegistrationDraft;
    expect(death.deceased.surname).toBe('Okafor');
  });

  it('flags a refused death with the server’s reasons, kept sealed', async () => {
    const keyring = await signedInOnline();
    const clientId = await queueRecord('death', deathDraft(), keyring);
    const refusal = new ApiError("The informant's NIN must differ from the deceased's.", {
      status: 400,
      data: {
        status: 'ERROR',
        message: ["The informant's NIN must differ from the deceased's."],
        code: 'VALIDATION_FAILED',
      },
    });
    expect(
      await syncOnce({ keyring, send: vi.fn<SendRecord>().mockRejectedValue(refusal) }),
    ).toMatchObject({ flagged: 1 });
    expect((await listQueued(keyring))[0]).toMatchObject({
      clientId,
      kind: 'death',
      syncStatus: SYNC_STATUS.flagged,
      flagReasons: ["The informant's NIN must differ from the deceased's."],
    });
  });
});

describe('offline database version 4', () => {
  it('keeps the births queued before deaths and stillbirths joined, as births', async () => {
    const keyring = await signedInOnline();
    const clientId = await queueRecord('birth', birthDraft('Chidi'), keyring);
    const { kind: _kind, ...before } = (await offlineDatabase().outbox.get(
      clientId,
    )) as QueuedRecordRow;
    const credentials = await offlineDatabase().credentials.toArray();
    await deleteOfflineDatabase();

    // The database as version 3 left it: a birth row without a kind.
    const old = new Dexie(DEFAULT_OFFLINE_DATABASE_NAME);
    old.version(3).stores({
      credentials: 'userName, userId',
      outbox: 'clientId, ownerId, [ownerId+syncStatus], syncStatus, [ownerId+capturedAt]',
      receipts: 'clientId, ownerId, syncedAt',
      leases: 'name',
      files: 'fileId, ownerId, clientId, createdAt',
    });
    await old.table('credentials').bulkPut(credentials);
    await old.table('outbox').put(before);
    old.close();

    expect(await offlineDatabase().outbox.get(clientId)).toMatchObject({ clientId, kind: 'birth' });
    expect((await listQueued(keyring)).map((record) => [record.kind, record.name])).toEqual([
      ['birth', 'Adeyemi Chidi'],
    ]);
    expect((await readQueued(clientId, keyring)).draft).toEqual(birthDraft('Chidi'));
  });
});
