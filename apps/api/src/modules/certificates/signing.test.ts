import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCertificateSigner,
  GENERATED_KEY_FILE,
  generatedSigningKey,
  parseSigningKey,
  verificationKeyId,
} from './signing.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vr-signing-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const pkcs8 = (type: 'ed25519' | 'ec') =>
  (type === 'ec'
    ? generateKeyPairSync('ec', { namedCurve: 'P-256' })
    : generateKeyPairSync('ed25519')
  ).privateKey
    .export({ format: 'pem', type: 'pkcs8' })
    .toString();

describe('the signing key', () => {
  it('is read from PEM, PEM with escaped newlines, or the PEM in base64', () => {
    const pem = pkcs8('ed25519');
    for (const value of [pem, pem.replace(/\n/g, '\\n'), Buffer.from(pem).toString('base64')]) {
      expect(parseSigningKey(value).asymmetricKeyType).toBe('ed25519');
    }
  });

  it('refuses what is not an Ed25519 private key, with a message naming the setting', () => {
    for (const value of [pkcs8('ec'), 'not a key', '']) {
      expect(() => parseSigningKey(value)).toThrow(/^CERTIFICATE_SIGNING_KEY must be an Ed25519/);
    }
    expect(() => createCertificateSigner({ key: 'bad' }, dataDir)).toThrow(
      /CERTIFICATE_SIGNING_KEY/,
    );
  });

  it('is generated once into DATA_DIR (mode 0600) when none is configured', async () => {
    const [first, second] = await Promise.all([
      generatedSigningKey(dataDir),
      generatedSigningKey(dataDir),
    ]);
    expect(first.equals(second)).toBe(true);
    expect((await stat(join(dataDir, GENERATED_KEY_FILE))).mode & 0o777).toBe(0o600);
    const signer = createCertificateSigner({}, dataDir);
    const bytes = new TextEncoder().encode('{"k":"birth"}');
    const signature = await signer.sign(bytes);
    const { pem } = await signer.publicKeys();
    expect(verify(null, bytes, pem, signature)).toBe(true);
    expect(await signer.verify(bytes, signature)).toBe(true);
    expect(await signer.verify(new TextEncoder().encode('{"k":"death"}'), signature)).toBe(false);
  });
});

const publicPem = (privatePem: string) =>
  createPublicKey(privatePem).export({ format: 'pem', type: 'spki' }).toString();

describe('key rotation', () => {
  const bytes = new TextEncoder().encode('{"k":"birth","n":"LA/2026/000001"}');

  it('reads the key from a file, with an id from its public half, and refuses a missing file', async () => {
    const pem = pkcs8('ed25519');
    const file = join(dataDir, 'signing.pem');
    await writeFile(file, pem, { mode: 0o600 });
    const signer = createCertificateSigner({ keyFile: file }, dataDir);
    const published = await signer.publicKeys();
    expect(published.kid).toBe(verificationKeyId(createPublicKey(pem)));
    expect(published.kid).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await signer.keyId()).toBe(published.kid);
    const { keys, ...current } = published;
    expect(keys).toEqual([{ ...current, status: 'current' }]);
    expect(() => createCertificateSigner({ keyFile: join(dataDir, 'none.pem') }, dataDir)).toThrow(
      /^CERTIFICATE_SIGNING_KEY_FILE names a file that cannot be read \(.*none\.pem\): ENOENT\.$/,
    );
    await writeFile(file, 'not a key');
    expect(() => createCertificateSigner({ keyFile: file }, dataDir)).toThrow(
      /^CERTIFICATE_SIGNING_KEY_FILE must be an Ed25519 private key/,
    );
  });

  it('still checks what a retired key signed, publishing every key with its id', async () => {
    const [oldKey, newKey, olderKey] = [pkcs8('ed25519'), pkcs8('ed25519'), pkcs8('ed25519')];
    const before = createCertificateSigner({ key: oldKey }, dataDir);
    const oldId = await before.keyId();
    const signature = await before.sign(bytes);

    // Rotated: the new key signs; the old one's public half is retired (escaped newlines, as
    // an environment variable holds it), and an older one comes from a file, in base64.
    const retiredFile = join(dataDir, 'retired.txt');
    await writeFile(retiredFile, Buffer.from(publicPem(olderKey)).toString('base64'));
    const after = createCertificateSigner(
      {
        key: newKey,
        retiredKeys: publicPem(oldKey).replace(/\n/g, '\\n'),
        retiredKeysFile: retiredFile,
      },
      dataDir,
    );
    const published = await after.publicKeys();
    expect(published.kid).not.toBe(oldId);
    expect(published.keys.map((key) => [key.kid, key.status])).toEqual([
      [published.kid, 'current'],
      [oldId, 'retired'],
      [verificationKeyId(createPublicKey(olderKey)), 'retired'],
    ]);
    expect(await after.verify(bytes, signature, oldId)).toBe(true);
    // An earlier code names no key: every key is tried.
    expect(await after.verify(bytes, signature)).toBe(true);
    // Named with another key's id, or an unknown one, it does not check.
    expect(await after.verify(bytes, signature, published.kid)).toBe(false);
    expect(await after.verify(bytes, signature, 'unknown-key-id00')).toBe(false);
    const fresh = await after.sign(bytes);
    expect(await after.verify(bytes, fresh, await after.keyId())).toBe(true);
    expect(await before.verify(bytes, fresh)).toBe(false);
  });

  it('refuses retired keys that are not Ed25519 public keys, naming the setting', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .publicKey.export({ format: 'pem', type: 'spki' })
      .toString();
    for (const retiredKeys of ['not a key', ec, pkcs8('ed25519')]) {
      expect(() =>
        createCertificateSigner({ key: pkcs8('ed25519'), retiredKeys }, dataDir),
      ).toThrow(/^CERTIFICATE_RETIRED_PUBLIC_KEYS must hold Ed25519 public keys/);
    }
  });
});
