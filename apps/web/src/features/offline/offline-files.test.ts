import 'fake-indexeddb/auto';
import { SYNC_STATUS, type BirthRegistrationDraft } from '@vitalreg/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentUploadRequest } from '@/components/form/files';
import { ApiError } from '@/lib/api-client';
import { deleteOfflineDatabase, offlineDatabase } from './offline-database';
import {
  deleteUnqueuedLocalFiles,
  keepFileOffline,
  localFileRefs,
  pruneOrphanFiles,
  withFileRefsReplaced,
  type UploadFile,
} from './offline-files';
import { deleteQueued, listQueued, queueRecord } from './outbox';
import { syncOnce, type SendRecord } from './sync';
import { birthDraft, signedInOnline, storedText } from './testing/offline-fixtures';

afterEach(async () => {
  await deleteOfflineDatabase();
});

const SIGNATURE: DocumentUploadRequest = {
  kind: 'signature',
  fileName: 'signature.png',
  mimeType: 'image/png',
  data: btoa('PNG signature of Adebola Ogunleye'),
};

/** A content-addressed store, as the API's: the same bytes answer the same key. */
function fakeDocumentStore() {
  const uploads: DocumentUploadRequest[] = [];
  const upload = vi.fn<UploadFile>(async (request) => {
    uploads.push(request);
    return {
      key: `signature/${request.data.length}-stored.png`,
      mimeType: request.mimeType,
      size: request.data.length,
      sha256: 'x',
    };
  });
  return { upload, uploads };
}

describe('files captured offline', () => {
  it('are kept sealed on the device under a local reference the form accepts', async () => {
    const keyring = await signedInOnline();
    const stored = await keepFileOffline(SIGNATURE, keyring);
    expect(stored.key).toMatch(/^local\/[0-9a-f-]{36}$/);
    expect(stored.mimeType).toBe('image/png');
    const row = await offlineDatabase().files.get(stored.key);
    expect(storedText(row)).not.toContain(SIGNATURE.data);
    expect(storedText(row)).not.toContain('signature.png');
  });

  it('finds and replaces local references anywhere in a draft', () => {
    const draft = {
      informant: { signature: 'local/a' },
      documents: { card: { url: 'local/b', mimeType: 'image/png' }, other: 'birth/x.png' },
      list: ['local/a'],
    };
    expect(localFileRefs(draft)).toEqual(['local/a', 'local/b']);
    const replaced = withFileRefsReplaced(
      draft,
      new Map([
        ['local/a', 'signature/1.png'],
        ['local/b', 'card/2.png'],
      ]),
    );
    expect(replaced).toEqual({
      informant: { signature: 'signature/1.png' },
      documents: { card: { url: 'card/2.png', mimeType: 'image/png' }, other: 'birth/x.png' },
      list: ['signature/1.png'],
    });
  });

  it('are uploaded before their record, which is sent with the stored keys; then they leave the device', async () => {
    const keyring = await signedInOnline();
    const { key } = await keepFileOffline(SIGNATURE, keyring);
    const draft = birthDraft('Chidi');
    draft.informant = { ...draft.informant!, signature: key };
    await queueRecord('birth', draft, keyring);
    const store = fakeDocumentStore();
    const sent: unknown[] = [];
    const send = vi.fn<SendRecord>(async (submission) => {
      sent.push((submission.draft as BirthRegistrationDraft).informant?.signature);
      return { reference: 'BR-LA-2026-000001' };
    });

    const report = await syncOnce({ keyring, send, uploadFile: store.upload });

    expect(report.synced).toBe(1);
    expect(store.uploads).toEqual([SIGNATURE]);
    expect(sent).toEqual([`signature/${SIGNATURE.data.length}-stored.png`]);
    expect(await offlineDatabase().files.count()).toBe(0);
  });

  it('are uploaded again after a lost answer, and the record still goes once', async () => {
    const keyring = await signedInOnline();
    const { key } = await keepFileOffline(SIGNATURE, keyring);
    const draft = birthDraft('Ngozi');
    draft.informant = { ...draft.informant!, signature: key };
    await queueRecord('birth', draft, keyring);
    const store = fakeDocumentStore();
    const created = new Set<string>();
    let answers = 0;
    const send = vi.fn<SendRecord>(async (_submission, idempotencyKey) => {
      created.add(idempotencyKey);
      answers += 1;
      if (answers === 1) throw new ApiError('Failed to fetch'); // committed, answer lost
      return { reference: 'BR-LA-2026-000001' };
    });

    const first = await syncOnce({ keyring, send, uploadFile: store.upload });
    expect(first).toMatchObject({ synced: 0, retrying: 1, stoppedBy: 'connection' });
    expect(await offlineDatabase().files.count()).toBe(1);
    const second = await syncOnce({ keyring, send, uploadFile: store.upload, ignoreBackoff: true });

    expect(second.synced).toBe(1);
    expect(created.size).toBe(1);
    expect(store.uploads).toHaveLength(2);
    expect(await offlineDatabase().files.count()).toBe(0);
  });

  it('flag the record when a file it refers to is missing, instead of sending it', async () => {
    const keyring = await signedInOnline();
    const draft = birthDraft('Emeka');
    draft.informant = {
      ...draft.informant!,
      signature: 'local/00000000-0000-4000-8000-000000000000',
    };
    await queueRecord('birth', draft, keyring);
    const send = vi.fn<SendRecord>();

    const report = await syncOnce({ keyring, send, uploadFile: fakeDocumentStore().upload });

    expect(report.flagged).toBe(1);
    expect(send).not.toHaveBeenCalled();
    const [listed] = await listQueued(keyring);
    expect(listed?.syncStatus).toBe(SYNC_STATUS.flagged);
    expect(listed?.flagReasons[0]).toMatch(/no longer on this device/);
  });

  it('a refused upload flags the record with the server reason', async () => {
    const keyring = await signedInOnline();
    const { key } = await keepFileOffline(SIGNATURE, keyring);
    const draft = birthDraft('Ifeoma');
    draft.informant = { ...draft.informant!, signature: key };
    await queueRecord('birth', draft, keyring);
    const upload = vi.fn<UploadFile>(async () => {
      throw new ApiError('The file is not a JPEG, PNG or PDF.', {
        status: 400,
        data: {
          status: 'ERROR',
          message: ['The file is not a JPEG, PNG or PDF.'],
          code: 'VALIDATION_FAILED',
        },
      });
    });

    const report = await syncOnce({ keyring, send: vi.fn(), uploadFile: upload });

    expect(report.flagged).toBe(1);
    const [listed] = await listQueued(keyring);
    expect(listed?.flagReasons).toEqual(['The file is not a JPEG, PNG or PDF.']);
  });

  it('go with their record when it is deleted; unsaved ones go after a week', async () => {
    const keyring = await signedInOnline();
    const { key } = await keepFileOffline(SIGNATURE, keyring);
    const draft = birthDraft('Tunde');
    draft.informant = { ...draft.informant!, signature: key };
    const clientId = await queueRecord('birth', draft, keyring);
    const weekOld = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await keepFileOffline(SIGNATURE, keyring, weekOld); // a wizard never saved
    await keepFileOffline(SIGNATURE, keyring); // a wizard still open

    expect(await pruneOrphanFiles(Date.now())).toBe(1);
    expect(await offlineDatabase().files.count()).toBe(2);
    await deleteQueued(clientId, keyring);
    expect(await offlineDatabase().files.count()).toBe(1);
  });

  it('of a draft sent online after all are dropped, never those of a queued record', async () => {
    const keyring = await signedInOnline();
    const sentOnline = await keepFileOffline(SIGNATURE, keyring);
    const queuedFile = await keepFileOffline(SIGNATURE, keyring);
    const draft = birthDraft('Amaka');
    draft.informant = { ...draft.informant!, signature: queuedFile.key };
    await queueRecord('birth', draft, keyring);

    await deleteUnqueuedLocalFiles([sentOnline.key, queuedFile.key]);

    expect(await offlineDatabase().files.get(sentOnline.key)).toBeUndefined();
    expect(await offlineDatabase().files.get(queuedFile.key)).toBeDefined();
  });
});
