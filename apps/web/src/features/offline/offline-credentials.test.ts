import 'fake-indexeddb/auto';
import { DEFAULT_ROLE_PERMISSIONS } from '@vitalreg/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { dataKeyStore } from './data-key-store';
import { makeUser } from '@/testing/test-utils';
import {
  hasOfflineCredentials,
  OFFLINE_SIGN_IN_MAX_AGE_DAYS,
  rememberOfflineCredentials,
  restoreOfflineKey,
  signInOffline,
} from './offline-credentials';
import {
  deleteOfflineDatabase,
  offlineDatabase,
  OFFLINE_DATABASE_NAME_KEY,
} from './offline-database';
import { listQueued, queueRecord } from './outbox';
import { birthDraft, PASSWORD, signedInOnline, storedText } from './testing/offline-fixtures';
import { PASSWORD_KDF } from './web-crypto';

afterEach(async () => {
  await deleteOfflineDatabase();
});

describe('offline credentials', () => {
  it('keep a slow-KDF verifier and a wrapped key, with the profile sealed', async () => {
    await signedInOnline(42, 'Registra');
    const row = await offlineDatabase().credentials.get('registra');
    expect(row?.iterations).toBeGreaterThanOrEqual(310_000);
    expect(row?.iterations).toBe(PASSWORD_KDF.iterations);
    expect(row?.salt.byteLength).toBe(16);
    expect(row?.verifier.byteLength).toBe(32);
    expect(row?.wrappedKey.byteLength).toBe(40);
    const text = storedText(row);
    expect(text).not.toContain('Amaka');
    expect(text).not.toContain(PASSWORD);
    expect(localStorage.getItem(OFFLINE_DATABASE_NAME_KEY)).toBe(offlineDatabase().name);
  });

  it('give each user a different salt', async () => {
    await signedInOnline(42, 'registra');
    await signedInOnline(43, 'other');
    const [first, second] = await offlineDatabase().credentials.toArray();
    expect(first?.salt).not.toEqual(second?.salt);
  });

  it('sign the same user in offline with the same password (capture and queue only)', async () => {
    await signedInOnline(42, 'registra');
    dataKeyStore.reset(); // the browser was closed: the held key is gone

    const result = await signInOffline(' REGISTRA ', PASSWORD);

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.session.kind).toBe('offline');
    expect(result.session.capabilities).toEqual(['capture', 'queue']);
    expect(result.session.user.User_ID).toBe(42);
    expect(result.session.user.FullName).toBe('Amaka registra');
    expect(result.session.permissions).toContain('Can_See_Birth');
    expect(dataKeyStore.get()).toMatchObject({ userId: 42, unlockedBy: 'offline' });
  });

  it('refuse a wrong password', async () => {
    await signedInOnline(42, 'registra');
    dataKeyStore.reset();

    const result = await signInOffline('registra', 'wrong-password');

    expect(result).toMatchObject({ ok: false, failure: 'wrong-password' });
    expect(dataKeyStore.get()).toBeNull();
  });

  it('refuse a user who never signed in online on this device', async () => {
    await signedInOnline(42, 'registra');

    const result = await signInOffline('someone-else', PASSWORD);

    expect(result).toMatchObject({ ok: false, failure: 'online-sign-in-needed' });
    expect(result.ok ? '' : result.message).toMatch(/sign in once/i);
    expect(await hasOfflineCredentials('someone-else')).toBe(false);
    expect(await hasOfflineCredentials('Registra')).toBe(true);
  });

  it(`refuse once the last online sign-in is over ${OFFLINE_SIGN_IN_MAX_AGE_DAYS} days old`, async () => {
    await signedInOnline(42, 'registra');
    const later = new Date(Date.now() + (OFFLINE_SIGN_IN_MAX_AGE_DAYS + 1) * 86_400_000);

    expect(await signInOffline('registra', PASSWORD, later)).toMatchObject({
      ok: false,
      failure: 'too-old',
    });
  });

  it('keep the same data key across online sign-ins, so queued records stay readable', async () => {
    const first = await signedInOnline(42, 'registra');
    await queueRecord('birth', birthDraft('Kelechi'), first);

    const again = await signedInOnline(42, 'registra');

    expect(again.keyId).toBe(first.keyId);
    expect((await listQueued(again)).map((record) => record.name)).toEqual(['Adeyemi Kelechi']);
  });

  it('keep the data key when the password is changed on this device, so records still sync', async () => {
    const first = await signedInOnline(42, 'registra');
    await queueRecord('birth', birthDraft('Kelechi'), first);

    // The change-password page remembers the new password while this tab holds the key.
    const changed = await rememberOfflineCredentials({
      userName: 'registra',
      password: 'A-new-password-7',
      user: makeUser('registra', { User_ID: 42 }),
      permissions: [],
    });

    expect(changed.keyId).toBe(first.keyId);
    expect((await offlineDatabase().credentials.get('registra'))?.retiredKeys).toEqual([]);
    expect((await listQueued(changed)).map((record) => record.name)).toEqual(['Adeyemi Kelechi']);
    dataKeyStore.reset();
    expect(await signInOffline('registra', PASSWORD)).toMatchObject({ failure: 'wrong-password' });
    expect(await signInOffline('registra', 'A-new-password-7')).toMatchObject({ ok: true });
  });

  it('start a new key after a password changed elsewhere and keep the old one wrapped', async () => {
    const first = await signedInOnline(42, 'registra');
    await queueRecord('birth', birthDraft('Kelechi'), first);
    dataKeyStore.reset(); // signed out; the password is changed on another device

    const changed = await rememberOfflineCredentials({
      userName: 'registra',
      password: 'A-new-password-7',
      user: makeUser('registra'),
      permissions: [],
    });

    expect(changed.keyId).not.toBe(first.keyId);
    const row = await offlineDatabase().credentials.get('registra');
    expect(row?.retiredKeys.map((key) => key.keyId)).toEqual([first.keyId]);
    expect(await listQueued(changed)).toMatchObject([{ locked: true, name: null }]);
    expect(await signInOffline('registra', PASSWORD)).toMatchObject({ failure: 'wrong-password' });
    expect(await signInOffline('registra', 'A-new-password-7')).toMatchObject({ ok: true });
  });

  describe('lost to a reload during an online session', () => {
    const signIn = (password: string, userId = 42) => ({
      userName: 'registra',
      password,
      user: makeUser('registra', { User_ID: userId, UserName: 'registra' }),
      permissions: [...DEFAULT_ROLE_PERMISSIONS.registra],
    });

    it('the password unlocks the same key again on the device, records queued under it stay readable', async () => {
      const first = await signedInOnline(42, 'registra');
      await queueRecord('birth', birthDraft('Adaeze'));
      dataKeyStore.reset(); // the reload forgot the derivation's result

      const restored = await restoreOfflineKey(signIn(PASSWORD));

      expect(restored.ok).toBe(true);
      expect(dataKeyStore.get()).toMatchObject({
        userId: 42,
        keyId: first.keyId,
        unlockedBy: 'online',
      });
      const [queued] = await listQueued();
      expect(queued?.name).toContain('Adaeze');
    });

    it('a wrong password unlocks nothing and changes nothing', async () => {
      await signedInOnline(42, 'registra');
      const before = await offlineDatabase().credentials.get('registra');
      dataKeyStore.reset();

      const restored = await restoreOfflineKey(signIn('not-the-password'));

      expect(restored).toEqual({ ok: false, failure: 'wrong-password' });
      expect(dataKeyStore.get()).toBeNull();
      expect(await offlineDatabase().credentials.get('registra')).toEqual(before);
    });

    it('with no key of this user on the device, the password alone chooses nothing', async () => {
      expect(await restoreOfflineKey(signIn(PASSWORD))).toEqual({
        ok: false,
        failure: 'no-credentials',
      });
      await signedInOnline(7, 'registra'); // another account once had this user name here
      expect(await restoreOfflineKey(signIn(PASSWORD))).toEqual({
        ok: false,
        failure: 'no-credentials',
      });
      expect(await hasOfflineCredentials('registra')).toBe(true);
      expect((await offlineDatabase().credentials.get('registra'))?.userId).toBe(7);
    });
  });
});
