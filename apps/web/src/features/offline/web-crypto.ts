/**
 * The WebCrypto building blocks of offline capture: a slow key derivation from the password, the
 * per-user data key it wraps, and AES-GCM sealing of what the outbox stores.
 *
 * Key derivation (one PBKDF2 run per sign-in, then two cheap HKDF expansions):
 *   master    = PBKDF2-HMAC-SHA-256(password NFC, salt 16 random bytes, 600,000 iterations, 256 bits)
 *   verifier  = HKDF-SHA-256(master, info "vitalreg/offline-verifier/v1", 256 bits)  (stored)
 *   KEK       = HKDF-SHA-256(master, info "vitalreg/key-encryption/v1") as AES-KW-256 (never stored)
 *   data key  = random AES-GCM-256, stored only wrapped by the KEK (AES-KW, RFC 3394)
 * 600,000 iterations is OWASP's 2023 figure for PBKDF2-HMAC-SHA-256; the floor we accept from a
 * stored row is 310,000 (its earlier figure). Both outputs come from one PBKDF2 run, so an
 * attacker testing passwords against the verifier pays the same cost as the user.
 */

/** Bytes as WebCrypto and IndexedDB take them. */
export type Bytes = Uint8Array<ArrayBuffer>;

export const PASSWORD_KDF = {
  name: 'PBKDF2',
  hash: 'SHA-256',
  iterations: 600_000,
  minimumIterations: 310_000,
  saltBytes: 16,
} as const;

const VERIFIER_INFO = 'vitalreg/offline-verifier/v1';
const KEY_ENCRYPTION_INFO = 'vitalreg/key-encryption/v1';
const GCM_IV_BYTES = 12;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function subtle(): SubtleCrypto {
  const subtleCrypto = globalThis.crypto?.subtle;
  // Only in a secure context (https or localhost): offline capture needs one.
  if (!subtleCrypto)
    throw new Error('This browser offers no WebCrypto here (an https page is needed).');
  return subtleCrypto;
}

function encode(text: string): Bytes {
  return encoder.encode(text) as Bytes;
}

export function randomBytes(length: number): Bytes {
  return crypto.getRandomValues(new Uint8Array(length));
}

export interface PasswordSecrets {
  /** Compared with the stored verifier at offline sign-in. */
  verifier: Bytes;
  /** Wraps and unwraps the user's data key; never stored. */
  keyEncryptionKey: CryptoKey;
}

/** The verifier and key-encryption key of a password (one slow PBKDF2 run). */
export async function derivePasswordSecrets(
  password: string,
  salt: Bytes,
  iterations: number,
): Promise<PasswordSecrets> {
  const password_ = await subtle().importKey(
    'raw',
    encode(password.normalize('NFC')),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const masterBits = await subtle().deriveBits(
    { name: PASSWORD_KDF.name, hash: PASSWORD_KDF.hash, salt, iterations },
    password_,
    256,
  );
  const master = await subtle().importKey('raw', masterBits, 'HKDF', false, [
    'deriveBits',
    'deriveKey',
  ]);
  const hkdf = (info: string): HkdfParams => ({
    name: 'HKDF',
    hash: 'SHA-256',
    salt: new Uint8Array(0),
    info: encode(info),
  });
  const verifier = new Uint8Array(await subtle().deriveBits(hkdf(VERIFIER_INFO), master, 256));
  const keyEncryptionKey = await subtle().deriveKey(
    hkdf(KEY_ENCRYPTION_INFO),
    master,
    { name: 'AES-KW', length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
  return { verifier, keyEncryptionKey };
}

/**
 * A fresh data key. Extractable so that it can be wrapped, and kept for the browser session (see
 * data-key-store.ts).
 */
export function generateDataKey(): Promise<CryptoKey> {
  return subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
}

export async function wrapDataKey(dataKey: CryptoKey, keyEncryptionKey: CryptoKey): Promise<Bytes> {
  return new Uint8Array(await subtle().wrapKey('raw', dataKey, keyEncryptionKey, 'AES-KW'));
}

/** Throws when the key-encryption key is not the one that wrapped it (AES-KW integrity check). */
export function unwrapDataKey(wrapped: Bytes, keyEncryptionKey: CryptoKey): Promise<CryptoKey> {
  return subtle().unwrapKey(
    'raw',
    wrapped,
    keyEncryptionKey,
    'AES-KW',
    { name: 'AES-GCM', length: 256 },
    true,
    ['encrypt', 'decrypt'],
  );
}

export async function exportDataKey(dataKey: CryptoKey): Promise<Bytes> {
  return new Uint8Array(await subtle().exportKey('raw', dataKey));
}

export function importDataKey(raw: Bytes): Promise<CryptoKey> {
  return subtle().importKey('raw', raw, { name: 'AES-GCM', length: 256 }, true, [
    'encrypt',
    'decrypt',
  ]);
}

/** A value encrypted with AES-GCM: a random IV per write and the ciphertext with its tag. */
export interface Sealed {
  iv: Bytes;
  ciphertext: ArrayBuffer;
}

/**
 * Encrypts a JSON value. `boundTo` (e.g. the record's id and owner) is authenticated with it, so
 * a ciphertext copied onto another row or user does not open.
 */
export async function seal(value: unknown, dataKey: CryptoKey, boundTo: string): Promise<Sealed> {
  const iv = randomBytes(GCM_IV_BYTES);
  const ciphertext = await subtle().encrypt(
    { name: 'AES-GCM', iv, additionalData: encode(boundTo) },
    dataKey,
    encode(JSON.stringify(value)),
  );
  return { iv, ciphertext };
}

/** Decrypts what `seal` wrote; throws on a wrong key, a wrong binding or altered bytes. */
export async function unseal<T>(sealed: Sealed, dataKey: CryptoKey, boundTo: string): Promise<T> {
  const plaintext = await subtle().decrypt(
    { name: 'AES-GCM', iv: sealed.iv, additionalData: encode(boundTo) },
    dataKey,
    sealed.ciphertext,
  );
  return JSON.parse(decoder.decode(plaintext)) as T;
}

/** Byte equality whose time does not depend on where the first difference is. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  }
  return difference === 0;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function base64ToBytes(base64: string): Bytes {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
