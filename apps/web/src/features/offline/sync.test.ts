import 'fake-indexeddb/auto';
import {
  errorStatus,
  SYNC_STATUS,
  toBirthRegistrationSubmission,
  type BirthRegistrationDraft,
  type ErrorCode,
} from '@vitalreg/domain';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { OwnerKeyring } from './data-key-store';
import { changeQueuedRow, deleteOfflineDatabase, offlineDatabase } from './offline-database';
import {
  countOutbox,
  listQueued,
  listReceipts,
  queueRecord,
  updateQueued,
  type QueuedSubmission,
} from './outbox';
import {
  BACKOFF,
  backoffDelay,
  classifySendFailure,
  recoverInterruptedSyncs,
  startBackgroundSync,
  syncOnce,
  type SendRecord,
} from './sync';
import { birthDraft, signedInOnline } from './testing/offline-fixtures';

afterEach(async () => {
  await deleteOfflineDatabase();
});

/** A server that keeps the first answer per Idempotency-Key, as the API does. */
function fakeServer() {
  const created = new Map<
    string,
    { reference: string; submission: QueuedSubmission<BirthRegistrationDraft> }
  >();
  const keysReceived: string[] = [];
  const send = vi.fn<SendRecord>(async (submission, idempotencyKey) => {
    keysReceived.push(idempotencyKey);
    const earlier = created.get(idempotencyKey);
    if (earlier) return { reference: earlier.reference };
    const reference = `BR-LA-2026-${String(created.size + 1).padStart(6, '0')}`;
    created.set(idempotencyKey, {
      reference,
      submission: submission as QueuedSubmission<BirthRegistrationDraft>,
    });
    return { reference };
  });
  return { send, created, keysReceived };
}

const networkError = () => new ApiError('Failed to fetch');

function refusal(code: ErrorCode, message: string | string[]) {
  return new ApiError(Array.isArray(message) ? (message[0] ?? '') : message, {
    status: errorStatus(code),
    data: { status: 'ERROR', message, code },
  });
}

async function queueThree(keyring: OwnerKeyring): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, name] of ['Chidi', 'Ngozi', 'Emeka'].entries()) {
    const capturedAt = new Date(Date.UTC(2026, 10, 20, 8, index));
    ids.push(await queueRecord('birth', birthDraft(name), keyring, capturedAt));
  }
  return ids;
}

async function row(clientId: string) {
  return offlineDatabase().outbox.get(clientId);
}

describe('sync', () => {
  it('sends each waiting record once with its client id and removes it once confirmed', async () => {
    const keyring = await signedInOnline();
    const ids = await queueThree(keyring);
    const server = fakeServer();

    const report = await syncOnce({ keyring, send: server.send });

    expect(report).toMatchObject({ synced: 3, flagged: 0, retrying: 0 });
    expect(report.references).toEqual([
      'BR-LA-2026-000001',
      'BR-LA-2026-000002',
      'BR-LA-2026-000003',
    ]);
    expect(server.keysReceived).toEqual(ids);
    expect(server.created.get(ids[0] ?? '')?.submission.draft.child.firstname).toBe('Chidi');
    expect(await offlineDatabase().outbox.count()).toBe(0);
    const receipts = await listReceipts(42);
    expect(receipts.map((receipt) => receipt.serverReference).sort()).toEqual(report.references);
    expect(receipts[0]).not.toHaveProperty('payload');
  });

  it('puts a record back to neutral with exponential back-off on a network failure', async () => {
    const keyring = await signedInOnline();
    const [first, second] = await queueThree(keyring);
    const send = vi.fn<SendRecord>().mockRejectedValue(networkError());
    const start = Date.parse('2026-11-20T10:00:00Z');

    const report = await syncOnce({ keyring, send, now: () => start });

    expect(report).toMatchObject({ synced: 0, retrying: 1, stoppedBy: 'connection' });
    expect(send).toHaveBeenCalledTimes(1); // the others are not tried against a dead line
    expect(await row(first ?? '')).toMatchObject({
      syncStatus: SYNC_STATUS.neutral,
      attempts: 1,
      nextAttemptAt: start + BACKOFF.firstDelayMs,
      lastError: 'No connection to the server.',
    });
    expect(await row(second ?? '')).toMatchObject({ syncStatus: SYNC_STATUS.neutral, attempts: 0 });

    // Second failure of the first record doubles its delay.
    send.mockClear();
    await syncOnce({ keyring, send, now: () => start + BACKOFF.firstDelayMs });
    expect(send.mock.calls[0]?.[1]).toBe(first);
    expect(await row(first ?? '')).toMatchObject({
      attempts: 2,
      nextAttemptAt: start + BACKOFF.firstDelayMs + 2 * BACKOFF.firstDelayMs,
    });

    // Connection back: not yet due records wait, due ones go.
    const server = fakeServer();
    const later = await syncOnce({ keyring, send: server.send, now: () => start + 15_000 });
    expect(later.synced).toBe(2);
    expect(await row(first ?? '')).toMatchObject({ syncStatus: SYNC_STATUS.neutral });

    // "Sync now" ignores the back-off.
    expect(await syncOnce({ keyring, send: server.send, ignoreBackoff: true })).toMatchObject({
      synced: 1,
    });
    expect(await countOutbox(42)).toMatchObject({ unsynced: 0 });
  });

  it('doubles the delay up to a ceiling', () => {
    expect([1, 2, 3].map(backoffDelay)).toEqual([10_000, 20_000, 40_000]);
    expect(backoffDelay(30)).toBe(BACKOFF.maximumDelayMs);
  });

  it("flags a record the server refuses (400) with the server's reasons, then syncs it once fixed", async () => {
    const keyring = await signedInOnline();
    const [clientId] = await queueThree(keyring);
    const reasons = ["The mother's NIN could not be verified.", 'Enter the date of birth.'];
    const server = fakeServer();
    const send = vi
      .fn<SendRecord>()
      .mockRejectedValueOnce(refusal('VALIDATION_FAILED', reasons))
      .mockImplementation(server.send);

    const report = await syncOnce({ keyring, send });

    expect(report).toMatchObject({ synced: 2, flagged: 1 });
    const [flagged] = await listQueued(keyring);
    expect(flagged).toMatchObject({
      clientId,
      syncStatus: SYNC_STATUS.flagged,
      flagReasons: reasons,
    });
    // Flagged records wait for the registrar, even on "Sync now".
    expect(await syncOnce({ keyring, send, ignoreBackoff: true })).toMatchObject({ synced: 0 });

    await updateQueued(clientId ?? '', birthDraft('Chidi'), {}, keyring);
    expect(await syncOnce({ keyring, send })).toMatchObject({ synced: 1 });
    expect(server.keysReceived.at(-1)).toBe(clientId);
    expect(await countOutbox(42)).toMatchObject({ unsynced: 0 });
  });

  it('says a refused value by its field, as the registry labels it, not by its path', async () => {
    const keyring = await signedInOnline();
    await queueThree(keyring);
    const message = 'mother.nin: this NIN is not known to the identity agency.';
    const refused = new ApiError(message, {
      status: errorStatus('VALIDATION_FAILED'),
      data: {
        status: 'ERROR',
        message: [message],
        code: 'VALIDATION_FAILED',
        details: { issues: [{ path: 'mother.nin', message }] },
      },
    });
    const server = fakeServer();
    const send = vi.fn<SendRecord>().mockRejectedValueOnce(refused).mockImplementation(server.send);

    await syncOnce({ keyring, send });

    const [flagged] = await listQueued(keyring);
    expect(flagged?.flagReasons).toEqual([
      'Particulars of Mother, NIN: this NIN is not known to the identity agency.',
    ]);
  });

  it('flags 409 and 422 answers too, but retries a 409 for a key still in progress', () => {
    expect(
      classifySendFailure(
        refusal('DUPLICATE_SUSPECTED', 'Possible duplicate of BR-LA-2026-000007.'),
      ),
    ).toEqual({
      kind: 'flag',
      reasons: ['Possible duplicate of BR-LA-2026-000007.'],
      possibleDuplicate: true,
    });
    expect(classifySendFailure(refusal('PAYMENT_MISMATCH', ['a', 'b']))).toEqual({
      kind: 'flag',
      reasons: ['a', 'b'],
    });
    expect(
      classifySendFailure(
        refusal(
          'REQUEST_IN_PROGRESS',
          'A request with this Idempotency-Key is still being processed. Try again shortly.',
        ),
      ),
    ).toMatchObject({ kind: 'retry' });
    expect(classifySendFailure(refusal('RATE_LIMITED', 'Too many requests'))).toMatchObject({
      kind: 'retry',
      stopsSync: true,
    });
    expect(classifySendFailure(refusal('INTERNAL', 'Internal error'))).toMatchObject({
      kind: 'retry',
      stopsSync: false,
    });
    expect(classifySendFailure(refusal('DATABASE_UNAVAILABLE', 'Unavailable'))).toMatchObject({
      stopsSync: true,
    });
    expect(classifySendFailure(refusal('SESSION_ENDED', 'Session expired'))).toEqual({
      kind: 'unauthorized',
    });
  });

  it('stops on a 401 and leaves the record neutral without counting an attempt', async () => {
    const keyring = await signedInOnline();
    const [first] = await queueThree(keyring);
    const send = vi.fn<SendRecord>().mockRejectedValue(refusal('SESSION_ENDED', 'Session expired'));

    expect(await syncOnce({ keyring, send })).toMatchObject({ stoppedBy: 'unauthorized' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(await row(first ?? '')).toMatchObject({ syncStatus: SYNC_STATUS.neutral, attempts: 0 });
  });

  it('recovers records left in "syncing" by a crash or reload', async () => {
    const keyring = await signedInOnline();
    const [first, second] = await queueThree(keyring);
    for (const id of [first, second]) {
      await changeQueuedRow(id ?? '', () => ({
        syncStatus: SYNC_STATUS.syncing,
        nextAttemptAt: 9e15,
      }));
    }

    expect(await recoverInterruptedSyncs()).toBe(2);

    expect(await row(first ?? '')).toMatchObject({
      syncStatus: SYNC_STATUS.neutral,
      nextAttemptAt: 0,
    });
    expect(await countOutbox(42)).toEqual({ waiting: 3, syncing: 0, flagged: 0, unsynced: 3 });
  });

  it('recovers an interrupted record at the start of a sync and sends it', async () => {
    const keyring = await signedInOnline();
    const [first] = await queueThree(keyring);
    await changeQueuedRow(first ?? '', () => ({ syncStatus: SYNC_STATUS.syncing }));
    const server = fakeServer();

    expect(await syncOnce({ keyring, send: server.send })).toMatchObject({ synced: 3 });
  });

  it('never duplicates: the answer lost after the server committed, then sync again twice', async () => {
    const keyring = await signedInOnline();
    const ids = await queueThree(keyring);
    const server = fakeServer();
    // The second record reaches the server, but its answer is lost on the way back.
    const send = vi.fn<SendRecord>(async (submission, key, kind) => {
      const answer = await server.send(submission, key, kind);
      if (key === ids[1] && send.mock.calls.length === 2) throw networkError();
      return answer;
    });

    expect(await syncOnce({ keyring, send })).toMatchObject({ synced: 1, stoppedBy: 'connection' });
    expect(await syncOnce({ keyring, send, ignoreBackoff: true })).toMatchObject({ synced: 2 });
    expect(await syncOnce({ keyring, send, ignoreBackoff: true })).toMatchObject({ synced: 0 });

    expect(server.created.size).toBe(3);
    expect(server.keysReceived).toEqual([ids[0], ids[1], ids[1], ids[2]]);
    expect(await listReceipts(42)).toHaveLength(3);
  });

  it('runs one sync at a time: a second call meanwhile is skipped', async () => {
    const keyring = await signedInOnline();
    await queueThree(keyring);
    const server = fakeServer();

    const [first, second] = await Promise.all([
      syncOnce({ keyring, send: server.send }),
      syncOnce({ keyring, send: server.send }),
    ]);

    expect(first.synced).toBe(3);
    expect(second).toMatchObject({ skipped: 'busy', synced: 0 });
    expect(server.created.size).toBe(3);
  });

  it('marks a record syncing while it is being sent', async () => {
    const keyring = await signedInOnline();
    const [first] = await queueRecord('birth', birthDraft(), keyring).then((id) => [id]);
    const statusWhileSending: number[] = [];
    const send = vi.fn<SendRecord>(async () => {
      statusWhileSending.push((await row(first ?? ''))?.syncStatus ?? -1);
      return { reference: 'BR-LA-2026-000001' };
    });

    await syncOnce({ keyring, send });

    expect(statusWhileSending).toEqual([SYNC_STATUS.syncing]);
  });

  it("waits while another tab holds the sync lease, and takes over a crashed tab's lapsed lease", async () => {
    const keyring = await signedInOnline();
    await queueThree(keyring);
    const server = fakeServer();
    const lease = { name: 'vitalreg-offline-sync', holder: 'another-tab' };
    await offlineDatabase().leases.put({ ...lease, expiresAt: Date.now() + 30_000 });

    expect(await syncOnce({ keyring, send: server.send })).toMatchObject({ skipped: 'busy' });

    await offlineDatabase().leases.put({ ...lease, expiresAt: Date.now() - 1 });
    expect(await syncOnce({ keyring, send: server.send })).toMatchObject({ synced: 3 });
    expect(await offlineDatabase().leases.count()).toBe(0);
  });

  it("never sends another user's records", async () => {
    const owner = await signedInOnline(42, 'registra');
    await queueThree(owner);
    const other = await signedInOnline(43, 'other');
    const server = fakeServer();

    expect(await syncOnce({ keyring: other, send: server.send })).toMatchObject({ synced: 0 });
    expect(server.send).not.toHaveBeenCalled();
    expect(await countOutbox(42)).toMatchObject({ waiting: 3 });
  });

  it('does not sync in an offline session, nor without a key', async () => {
    const keyring = await signedInOnline();
    await queueThree(keyring);
    const server = fakeServer();

    expect(
      await syncOnce({ keyring: { ...keyring, unlockedBy: 'offline' }, send: server.send }),
    ).toMatchObject({ skipped: 'offline-session' });
    sessionStorage.clear();
    const { dataKeyStore } = await import('./data-key-store');
    dataKeyStore.reset();
    expect(await syncOnce({ send: server.send })).toMatchObject({ skipped: 'no-key' });
    expect(server.send).not.toHaveBeenCalled();
  });

  it('sends by default to POST /api/birth-registration/add with the Idempotency-Key', async () => {
    const keyring = await signedInOnline();
    const clientId = await queueRecord('birth', birthDraft('Chidi'), keyring);
    const fetchMock = vi.fn(async () =>
      Response.json(
        {
          status: 'SUCCESS',
          message: 'Submitted',
          data: { id: 9, reference: 'BR-LA-2026-000009', status: 'pending' },
        },
        { status: 201 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);

    expect(await syncOnce({ keyring })).toMatchObject({
      synced: 1,
      references: ['BR-LA-2026-000009'],
    });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/birth-registration\/add$/);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(clientId);
    expect(JSON.parse(String(init.body))).toEqual(
      JSON.parse(JSON.stringify(toBirthRegistrationSubmission(birthDraft('Chidi')))),
    );
  });

  it('syncs in the background when the connection comes back', async () => {
    const keyring = await signedInOnline();
    await queueThree(keyring);
    const server = fakeServer();
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    const stop = startBackgroundSync({ keyring, send: server.send, intervalMs: 60_000 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(server.send).not.toHaveBeenCalled(); // offline: nothing tried

      Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
      window.dispatchEvent(new Event('online'));

      await waitFor(async () => expect(await countOutbox(42)).toMatchObject({ unsynced: 0 }));
      expect(server.created.size).toBe(3);
    } finally {
      stop();
    }
  });
});
