import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { VerificationPublicKey } from '@vitalreg/domain';

/** Where the development key is generated when CERTIFICATE_SIGNING_KEY is not set. */
export const GENERATED_KEY_FILE = 'certificate-signing-key.pem';

/** Signs certificates' QR payloads with the configured (or generated) Ed25519 key. */
export interface CertificateSigner {
  sign(bytes: Uint8Array): Promise<Uint8Array>;
  verify(bytes: Uint8Array, signature: Uint8Array): Promise<boolean>;
  publicKey(): Promise<VerificationPublicKey>;
}

const KEY_MESSAGE =
  'CERTIFICATE_SIGNING_KEY must be an Ed25519 private key in PKCS#8 PEM ' +
  '(-----BEGIN PRIVATE KEY-----), or that PEM in base64.';

/** The configured key: PEM (newlines may be written `\n`), its base64, or base64 DER. */
export function parseSigningKey(value: string): KeyObject {
  let key: KeyObject;
  try {
    const text = value.trim().replace(/\\n/g, '\n');
    if (text.includes('-----BEGIN')) {
      key = createPrivateKey(text);
    } else {
      const decoded = Buffer.from(text, 'base64');
      const pem = decoded.toString('utf8');
      key = pem.includes('-----BEGIN')
        ? createPrivateKey(pem)
        : createPrivateKey({ key: decoded, format: 'der', type: 'pkcs8' });
    }
  } catch {
    throw new Error(KEY_MESSAGE);
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(KEY_MESSAGE);
  return key;
}

/**
 * The development key in `dataDir`, generated on first use (mode 0600). Several processes may
 * start together: the file is written whole under a temporary name and linked into place,
 * which fails if another process got there first, and then that one's key is read.
 */
export async function generatedSigningKey(dataDir: string): Promise<KeyObject> {
  const path = join(dataDir, GENERATED_KEY_FILE);
  try {
    return parseSigningKey(await readFile(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, pem, { mode: 0o600, flag: 'wx', flush: true });
    await link(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(temporary, { force: true });
  }
  return parseSigningKey(await readFile(path, 'utf8'));
}

/** The public half, as PEM and as a JWK. */
export function publicKeyOf(privateKey: KeyObject): VerificationPublicKey {
  const publicKey = createPublicKey(privateKey);
  const jwk = publicKey.export({ format: 'jwk' });
  return {
    algorithm: 'Ed25519',
    pem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    jwk: { kty: 'OKP', crv: 'Ed25519', x: String(jwk.x) },
  };
}

/**
 * A signer over `configured` (parsed at start, so a wrong key stops the server) or, when
 * unset, over the development key in `dataDir`, read or generated on first use.
 */
export function createCertificateSigner(
  configured: string | undefined,
  dataDir: string,
): CertificateSigner {
  let loading: Promise<KeyObject> | undefined = configured
    ? Promise.resolve(parseSigningKey(configured))
    : undefined;
  const privateKey = () => {
    loading ??= generatedSigningKey(dataDir).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  let published: VerificationPublicKey | undefined;
  return {
    async sign(bytes) {
      return new Uint8Array(sign(null, bytes, await privateKey()));
    },
    async verify(bytes, signature) {
      return verify(null, bytes, createPublicKey(await privateKey()), signature);
    },
    async publicKey() {
      published ??= publicKeyOf(await privateKey());
      return published;
    },
  };
}
