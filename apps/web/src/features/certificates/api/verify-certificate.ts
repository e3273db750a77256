import {
  CERTIFICATE_STATUSES,
  parseVerificationFragment,
  type SignedCertificatePayload,
  type VerificationAnswer,
} from '@vitalreg/domain';
import { API_BASE_URL } from '@/config/env';

/*
 * The public verification page's calls: plain fetch, without the signed-in app's API client,
 * so the page's chunk stays small. Nothing here is logged; the QR code's fragment (the signed
 * payload) is read in the browser and never sent.
 */

export type ServerCheck =
  /** In the register: valid, or superseded by a correction of the record (`answer.status`). */
  | { status: 'issued'; answer: VerificationAnswer }
  | { status: 'not_found' }
  | { status: 'rate_limited'; message: string }
  | { status: 'unavailable' };

/** `GET /api/verify/{code}`: valid or superseded, or not found / revoked (404). */
export async function checkCode(code: string, signal?: AbortSignal): Promise<ServerCheck> {
  try {
    const response = await fetch(`${API_BASE_URL}/verify/${encodeURIComponent(code)}`, {
      headers: { Accept: 'application/json' },
      signal,
    });
    const body = (await response.json().catch(() => undefined)) as
      { data?: VerificationAnswer; message?: string | string[] } | undefined;
    const answer = body?.data;
    if (response.ok && answer && CERTIFICATE_STATUSES.includes(answer.status)) {
      return { status: 'issued', answer };
    }
    if (response.status === 404) return { status: 'not_found' };
    if (response.status === 429) {
      const message = Array.isArray(body?.message) ? body.message[0] : body?.message;
      return { status: 'rate_limited', message: message ?? 'Too many checks. Try again shortly.' };
    }
    return { status: 'unavailable' };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { status: 'unavailable' };
  }
}

export type SignatureCheck =
  /** No signed payload in the address (the code was typed, or the fragment was dropped). */
  | { status: 'absent' }
  | { status: 'valid'; payload: SignedCertificatePayload }
  | { status: 'invalid' }
  /** The browser cannot check Ed25519 signatures (or the key could not be fetched). */
  | { status: 'unsupported' };

/**
 * Checks the QR code's signed payload against the published public key with WebCrypto
 * (Ed25519). The payload must also carry the code of the address it came with.
 */
export async function checkSignature(
  code: string,
  fragment: string,
  signal?: AbortSignal,
): Promise<SignatureCheck> {
  if (!fragment || fragment === '#') return { status: 'absent' };
  const parsed = parseVerificationFragment(fragment);
  if (!parsed || parsed.payload.c !== code) return { status: 'invalid' };
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return { status: 'unsupported' };
  try {
    const response = await fetch(`${API_BASE_URL}/verify/public-key`, { signal });
    if (!response.ok) return { status: 'unsupported' };
    const { data } = (await response.json()) as { data: { jwk: { x: string } } };
    const key = await subtle.importKey(
      'jwk',
      { kty: 'OKP', crv: 'Ed25519', x: data.jwk.x },
      { name: 'Ed25519' },
      false,
      ['verify'],
    );
    const genuine = await subtle.verify(
      { name: 'Ed25519' },
      key,
      parsed.signature as Uint8Array<ArrayBuffer>,
      parsed.payloadBytes as Uint8Array<ArrayBuffer>,
    );
    return genuine ? { status: 'valid', payload: parsed.payload } : { status: 'invalid' };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { status: 'unsupported' };
  }
}
