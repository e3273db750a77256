import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/test-utils';
import { dataKeyStore } from './data-key-store';
import { rememberOfflineCredentials } from './offline-credentials';
import { deleteOfflineDatabase, offlineDatabase } from './offline-database';
import { keepFileOffline, readLocalFile } from './offline-files';
import { listQueued, queueRecord } from './outbox';
import { reopenWithEarlierPassword } from './retired-keys';
import { birthDraft, PASSWORD, signedInOnline } from './testing/offline-fixtures';

afterEach(async () => {
  await deleteOfflineDatabase();
});

const NEW_PASSWORD = 'A-new-password-7';

/** Signed out, the password changed on another device, then signed in online here again. */
async function passwordChangedElsewhere() {
  dataKeyStore.reset();
  return rememberOfflineCredentials({
    userName: 'registra',
    password: NEW_PASSWORD,
    user: makeUser('registra', { User_ID: 42 }),
    permissions: [],
  });
}

describe('records saved under an earlier password', () => {
  it('open with that password, move under the current key and the retired key is dropped', async () => {
    const first = await signedInOnline(42, 'registra');
    const file = await keepFileOffline(
      { data: 'aGVsbG8=', mimeType: 'image/png', fileName: 'signature.png' } as never,
      first,
    );
    await queueRecord('birth', birthDraft('Kelechi'), first);
    await queueRecord('birth', birthDraft('Ngozi'), first);

    const current = await passwordChangedElsewhere();
    expect(await listQueued(current)).toMatchObject([{ locked: true }, { locked: true }]);

    expect(await reopenWithEarlierPassword('not-the-password', current)).toBe(0);
    expect(await listQueued(current)).toMatchObject([{ locked: true }, { locked: true }]);

    expect(await reopenWithEarlierPassword(PASSWORD, current)).toBe(2);
    const records = await listQueued(current);
    expect(records.map((record) => [record.name, record.locked])).toEqual([
      ['Adeyemi Kelechi', false],
      ['Adeyemi Ngozi', false],
    ]);
    expect(await readLocalFile(file.key, current)).toMatchObject({ data: 'aGVsbG8=' });
    expect((await offlineDatabase().credentials.get('registra'))?.retiredKeys).toEqual([]);
    // Done once: the earlier password opens nothing more.
    expect(await reopenWithEarlierPassword(PASSWORD, current)).toBe(0);
  });

  it("leave another user's records alone", async () => {
    const other = await signedInOnline(43, 'other');
    await queueRecord('birth', birthDraft('Emeka'), other);
    dataKeyStore.reset();
    await signedInOnline(42, 'registra');
    const current = await passwordChangedElsewhere();

    expect(await reopenWithEarlierPassword(PASSWORD, current)).toBe(0);
    expect((await offlineDatabase().outbox.toArray()).map((row) => row.keyId)).toEqual([
      other.keyId,
    ]);
  });
});
