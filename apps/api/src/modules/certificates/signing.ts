import { readFileSync } from 'node:fs';
import {
  createHash,
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
import {
  printedParticularsBytes,
  type PrintedSection,
  type VerificationKey,
  type VerificationPublicKey,
} from '@vitalreg/domain';

/** Where the development key is generated when no signing key is configured. */
export const GENERATED_KEY_FILE = 'certificate-signing-key.pem';

/**
 * Signs certificates' QR payloads with the current Ed25519 key (configured, or generated in
 * development), and checks them with it or a retired one.
 */
export interface CertificateSigner {
  /** The current key's id, which the signed payload names (`kid`). */
  keyId(): Promise<string>;
  sign(bytes: Uint8Array): Promise<Uint8Array>;
  /** Checks with the key of `keyId`, or with every key when none is named (earlier codes). */
  verify(bytes: Uint8Array, signature: Uint8Array, keyId?: string): Promise<boolean>;
  /** The current key and every valid key with its id, as `/api/verify/public-key` answers. */
  publicKeys(): Promise<VerificationPublicKey>;
}

const keyMessage = (name: string) =>
  `${name} must be an Ed25519 private key in PKCS#8 PEM ` +
  '(-----BEGIN PRIVATE KEY-----), or that PEM in base64.';

/**
 * The configured key: PEM (newlines may be written `\n`), its base64, or base64 DER. `name`
 * names the setting in the error.
 */
export function parseSigningKey(value: string, name = 'CERTIFICATE_SIGNING_KEY'): KeyObject {
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
    throw new Error(keyMessage(name));
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(keyMessage(name));
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

/** The digest a QR code signs of a certificate's printed particulars: SHA-256, base64url. */
export function particularsDigest(sections: readonly PrintedSection[]): string {
  return createHash('sha256').update(printedParticularsBytes(sections)).digest('base64url');
}

/** The public half of a key (itself when it is one). */
const publicOf = (key: KeyObject) => (key.type === 'public' ? key : createPublicKey(key));

/** A key's id: the first 16 characters of its JWK thumbprint (RFC 7638, SHA-256, base64url). */
export function verificationKeyId(key: KeyObject): string {
  const { x } = publicOf(key).export({ format: 'jwk' });
  const members = JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x });
  return createHash('sha256').update(members).digest('base64url').slice(0, 16);
}

/** A public key as published: PEM, JWK and id. */
export function publishedKey(key: KeyObject, status: VerificationKey['status']): VerificationKey {
  const publicKey = publicOf(key);
  const jwk = publicKey.export({ format: 'jwk' });
  return {
    algorithm: 'Ed25519',
    pem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    jwk: { kty: 'OKP', crv: 'Ed25519', x: String(jwk.x) },
    kid: verificationKeyId(publicKey),
    status,
  };
}

const retiredMessage = (name: string) =>
  `${name} must hold Ed25519 public keys in PEM (-----BEGIN PUBLIC KEY-----), or each PEM ` +
  'in base64, separated by commas.';

/**
 * Retired keys' public halves: PEM blocks (newlines may be written `\n`), or base64 of PEM or
 * DER, separated by commas or spaces. `name` names the setting in the error.
 */
export function parseRetiredPublicKeys(value: string, name: string): KeyObject[] {
  const text = value.trim().replace(/\\n/g, '\n');
  const pemOrDer = (part: string) => {
    const decoded = Buffer.from(part, 'base64');
    return decoded.toString('utf8').includes('-----BEGIN') ? decoded.toString('utf8') : decoded;
  };
  const parts: (string | Buffer)[] = text.includes('-----BEGIN')
    ? (text.match(/-----BEGIN [A-Z ]+-----[\s\S]*?-----END [A-Z ]+-----/g) ?? [])
    : text
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(pemOrDer);
  if (parts.length === 0) throw new Error(retiredMessage(name));
  return parts.map((part) => {
    // A retired private key is refused: only its public half is kept once it stops signing.
    if (typeof part === 'string' && part.includes('PRIVATE KEY')) {
      throw new Error(retiredMessage(name));
    }
    try {
      const key =
        typeof part === 'string'
          ? createPublicKey(part)
          : createPublicKey({ key: part, format: 'der', type: 'spki' });
      if (key.asymmetricKeyType === 'ed25519') return key;
    } catch {
      // refused below
    }
    throw new Error(retiredMessage(name));
  });
}

/** Where the signing keys come from (config: CERTIFICATE_SIGNING_KEY and the settings beside it). */
export interface SigningKeySettings {
  /** The current private key's text. */
  key?: string | undefined;
  /** A file holding it (a mounted secret). */
  keyFile?: string | undefined;
  /** Retired keys' public halves, which still check the certificates they signed. */
  retiredKeys?: string | undefined;
  /** A file holding them. */
  retiredKeysFile?: string | undefined;
}

/** A setting's file, read at start; a missing or unreadable file stops the server, naming it. */
function settingFile(name: string, path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(
      `${name} names a file that cannot be read (${path}): ${(error as NodeJS.ErrnoException).code ?? 'error'}.`,
      { cause: error },
    );
  }
}

/**
 * A signer over the configured key (its text, or its file; parsed at start, so a wrong key stops
 * the server) or, when none is set, over the development key in `dataDir`, read or generated on
 * first use. Retired public keys still check the certificates they signed.
 */
export function createCertificateSigner(
  settings: SigningKeySettings,
  dataDir: string,
): CertificateSigner {
  const configured = settings.keyFile
    ? parseSigningKey(
        settingFile('CERTIFICATE_SIGNING_KEY_FILE', settings.keyFile),
        'CERTIFICATE_SIGNING_KEY_FILE',
      )
    : settings.key
      ? parseSigningKey(settings.key)
      : undefined;
  const retired = [
    ...(settings.retiredKeys
      ? parseRetiredPublicKeys(settings.retiredKeys, 'CERTIFICATE_RETIRED_PUBLIC_KEYS')
      : []),
    ...(settings.retiredKeysFile
      ? parseRetiredPublicKeys(
          settingFile('CERTIFICATE_RETIRED_PUBLIC_KEYS_FILE', settings.retiredKeysFile),
          'CERTIFICATE_RETIRED_PUBLIC_KEYS_FILE',
        )
      : []),
  ];
  let loading: Promise<KeyObject> | undefined = configured
    ? Promise.resolve(configured)
    : undefined;
  const privateKey = () => {
    loading ??= generatedSigningKey(dataDir).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  let ring: Promise<KeyRing> | undefined;
  const keyRing = () => (ring ??= privateKey().then((key) => keyRingOf(key, retired)));
  return {
    async keyId() {
      return (await keyRing()).current.id;
    },
    async sign(bytes) {
      return new Uint8Array(sign(null, bytes, (await keyRing()).current.key));
    },
    async verify(bytes, signature, keyId) {
      const { byId } = await keyRing();
      const candidates = keyId === undefined ? [...byId.values()] : [byId.get(keyId)];
      return candidates.some((key) => key !== undefined && verify(null, bytes, key, signature));
    },
    async publicKeys() {
      return (await keyRing()).published;
    },
  };
}

/** The current key, and every key that checks by its id (the current one first). */
interface KeyRing {
  current: { key: KeyObject; id: string };
  byId: Map<string, KeyObject>;
  published: VerificationPublicKey;
}

function keyRingOf(privateKey: KeyObject, retired: readonly KeyObject[]): KeyRing {
  const current = { key: privateKey, id: verificationKeyId(privateKey) };
  const byId = new Map<string, KeyObject>([[current.id, publicOf(privateKey)]]);
  for (const publicKey of retired) {
    const id = verificationKeyId(publicKey);
    if (!byId.has(id)) byId.set(id, publicKey);
  }
  const keys = [...byId.values()].map((key, index) =>
    publishedKey(key, index === 0 ? 'current' : 'retired'),
  );
  const { status: _current, ...top } = keys[0]!;
  return { current, byId, published: { ...top, keys } };
}
