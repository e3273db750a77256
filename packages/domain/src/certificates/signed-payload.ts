import { RECORD_KINDS, type RecordKindKey } from '../records/kind.ts';

/**
 * What a certificate's QR code signs (Ed25519), in compact JSON so the code stays scannable:
 * kind, certificate number, name (initials and surname), event date, issue date, code, the
 * digest of every printed particular and the signing key's id. The QR code holds
 * `${publicUrl}/verify/<code>#<payload>.<signature>`, both base64url: the fragment never
 * reaches a server or its logs, and with the published public keys anyone can check the paper
 * offline. (No zod here: the public verification page reads it too.)
 */
export interface SignedCertificatePayload {
  k: RecordKindKey;
  n: string;
  s: string;
  e: string;
  i: string;
  c: string;
  /**
   * SHA-256 (base64url) of the printed particulars (printedParticularsBytes), so a genuine QR
   * code pasted onto a paper with other particulars is found out. Absent on earlier codes.
   */
  d?: string;
  /** The id of the key that signed (verificationKeyId). Absent on earlier codes. */
  kid?: string;
}

const PAYLOAD_MEMBERS = ['k', 'n', 's', 'e', 'i', 'c'] as const;
const OPTIONAL_MEMBERS = ['d', 'kid'] as const;

function isSignedPayload(value: unknown): value is SignedCertificatePayload {
  if (!value || typeof value !== 'object') return false;
  const members = value as Record<string, unknown>;
  return (
    PAYLOAD_MEMBERS.every((member) => typeof members[member] === 'string') &&
    OPTIONAL_MEMBERS.every((member) => ['string', 'undefined'].includes(typeof members[member])) &&
    (RECORD_KINDS as readonly unknown[]).includes(members.k)
  );
}

/** The payload's members in their signed order; `d` and `kid` only when present. */
function membersOf(payload: SignedCertificatePayload): SignedCertificatePayload {
  const { k, n, s, e, i, c, d, kid } = payload;
  return {
    k,
    n,
    s,
    e,
    i,
    c,
    ...(d === undefined ? {} : { d }),
    ...(kid === undefined ? {} : { kid }),
  };
}

/** The payload's bytes as signed: JSON with the members in this order, UTF-8. */
export function signedPayloadBytes(payload: SignedCertificatePayload): Uint8Array {
  return utf8Encode(JSON.stringify(membersOf(payload)));
}

/** A printed section of a certificate: its title and its label/value rows, as printed. */
export interface PrintedSection {
  title: string;
  rows: { label: string; value: string }[];
}

/**
 * The bytes the QR code's digest (`d`) is taken of: the printed sections as JSON arrays,
 * `[[title, [[label, value], ...]], ...]`, UTF-8 (NFC). The API and the officer's page (with
 * WebCrypto) take SHA-256 of the same bytes.
 */
export function printedParticularsBytes(sections: readonly PrintedSection[]): Uint8Array {
  const canonical = sections.map((section) => [
    section.title,
    section.rows.map((row) => [row.label, row.value]),
  ]);
  return utf8Encode(JSON.stringify(canonical).normalize('NFC'));
}

/*
 * UTF-8 and base64url by hand: this package runs in browsers and Node without either's globals
 * (its TypeScript sees neither DOM nor Node types).
 */

function utf8Encode(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) {
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    } else {
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 63),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
    }
  }
  return Uint8Array.from(bytes);
}

/** UTF-8 text, or undefined for bytes that are not well-formed UTF-8. */
function utf8Decode(bytes: Uint8Array): string | undefined {
  let text = '';
  for (let at = 0; at < bytes.length;) {
    const first = bytes[at]!;
    const length =
      first < 0x80 ? 1 : first >> 5 === 6 ? 2 : first >> 4 === 14 ? 3 : first >> 3 === 30 ? 4 : 0;
    if (length === 0 || at + length > bytes.length) return undefined;
    let code = length === 1 ? first : first & (0xff >> (length + 1));
    for (let k = 1; k < length; k += 1) {
      const next = bytes[at + k]!;
      if (next >> 6 !== 2) return undefined;
      code = (code << 6) | (next & 63);
    }
    const least = [0, 0, 0x80, 0x800, 0x10000][length]!;
    if (code < least || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return undefined;
    text += String.fromCodePoint(code);
    at += length;
  }
  return text;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function encodeBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 3) {
    const chunk = (bytes[at]! << 16) | ((bytes[at + 1] ?? 0) << 8) | (bytes[at + 2] ?? 0);
    const characters = Math.min(4, Math.ceil(((bytes.length - at) * 8) / 6));
    for (let k = 0; k < characters; k += 1) text += BASE64URL[(chunk >> (18 - 6 * k)) & 63];
  }
  return text;
}

/** The bytes of base64url text (no padding), or undefined when it is not base64url. */
export function decodeBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    buffer = (buffer << 6) | BASE64URL.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

/** The fragment part of the verification address: `<payload>.<signature>`. */
export function verificationFragment(payload: Uint8Array, signature: Uint8Array): string {
  return `${encodeBase64Url(payload)}.${encodeBase64Url(signature)}`;
}

export interface ParsedVerificationFragment {
  payload: SignedCertificatePayload;
  /** The bytes the signature is checked against (exactly as carried). */
  payloadBytes: Uint8Array;
  signature: Uint8Array;
}

/** Reads a fragment (with or without its `#`); undefined when it is not one. */
export function parseVerificationFragment(
  fragment: string,
): ParsedVerificationFragment | undefined {
  const [payloadText, signatureText, ...rest] = fragment.replace(/^#/, '').split('.');
  if (!payloadText || !signatureText || rest.length > 0 || fragment.length > 2000) {
    return undefined;
  }
  const payloadBytes = decodeBase64Url(payloadText);
  const signature = decodeBase64Url(signatureText);
  if (!payloadBytes || !signature || signature.length !== 64) return undefined;
  const json = utf8Decode(payloadBytes);
  if (json === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(json);
    if (!isSignedPayload(parsed)) return undefined;
    return { payload: membersOf(parsed), payloadBytes, signature };
  } catch {
    return undefined;
  }
}

/** The public verification page of a code: `${publicUrl}/verify/<code>`. */
export function verificationAddress(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/verify/${code}`;
}
