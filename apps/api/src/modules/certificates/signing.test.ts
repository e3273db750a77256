import { generateKeyPairSync, verify } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCertificateSigner,
  GENERATED_KEY_FILE,
  generatedSigningKey,
  parseSigningKey,
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
    expect(() => createCertificateSigner('bad', dataDir)).toThrow(/CERTIFICATE_SIGNING_KEY/);
  });

  it('is generated once into DATA_DIR (mode 0600) when none is configured', async () => {
    const [first, second] = await Promise.all([
      generatedSigningKey(dataDir),
      generatedSigningKey(dataDir),
    ]);
    expect(first.equals(second)).toBe(true);
    expect((await stat(join(dataDir, GENERATED_KEY_FILE))).mode & 0o777).toBe(0o600);
    const signer = createCertificateSigner(undefined, dataDir);
    const bytes = new TextEncoder().encode('{"k":"birth"}');
    const signature = await signer.sign(bytes);
    const { pem } = await signer.publicKey();
    expect(verify(null, bytes, pem, signature)).toBe(true);
    expect(await signer.verify(bytes, signature)).toBe(true);
    expect(await signer.verify(new TextEncoder().encode('{"k":"death"}'), signature)).toBe(false);
  });
});
