import {
  CERTIFICATE_STATUSES,
  encodeBase64Url,
  parseVerificationFragment,
  printedParticularsBytes,
  type CertificateParticulars,
  type SignedCertificatePayload,
  type VerificationAnswer,
  type VerificationPublicKey,
} from '@vitalreg/domain';
import { API_BASE_URL } from '@/config/env';
import { getAuthorization } from '@/lib/session-store';

/*
 * The public verification page's calls: plain fetch, without the signed-in app's API client,
 * so the page's chunk stays small. Nothing here is logged; the QR code's fragment (the signed
 * payload) is read in the browser and never sent.
 */

export type ServerCheck =
  /**
   * In the register: valid, superseded by a correction of the record, or revoked
   * (`answer.status`).
   */
  | { status: 'issued'; answer: VerificationAnswer }
  | { status: 'not_found' }
  | { status: 'rate_limited'; message: string }
  | { status: 'unavailable' };

/** `GET /api/verify/{code}`: valid, superseded or revoked, or not found (404). */
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
 * Checks the QR code's signed payload with WebCrypto (Ed25519) against the published key it
 * names (`kid`: the current key or a retired one), or against each published key when it names
 * none (codes printed before key ids). The payload must carry the code of its address.
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
    const { data } = (await response.json()) as {
      data: Pick<VerificationPublicKey, 'jwk'> & Partial<VerificationPublicKey>;
    };
    // An API from before key rotation answers its one key.
    const keys = data.keys ?? [data];
    const { kid } = parsed.payload;
    for (const published of keys.filter((key) => kid === undefined || key.kid === kid)) {
      const key = await subtle.importKey(
        'jwk',
        { kty: 'OKP', crv: 'Ed25519', x: published.jwk.x },
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
      if (genuine) return { status: 'valid', payload: parsed.payload };
    }
    return { status: 'invalid' };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { status: 'unsupported' };
  }
}

export type ParticularsCheck =
  /** The register's printed particulars, and their SHA-256 (base64url) as the QR code signs it. */
  | { status: 'shown'; particulars: CertificateParticulars; digest: string | undefined }
  | { status: 'unavailable' };

/**
 * `GET /api/verify/{code}/particulars`, for a signed-in officer: every particular the
 * certificate prints, to compare with the paper, with their digest (undefined when the browser
 * cannot take SHA-256) to compare with the one the QR code signed.
 */
export async function checkParticulars(
  code: string,
  signal?: AbortSignal,
): Promise<ParticularsCheck> {
  const authorization = getAuthorization();
  if (!authorization) return { status: 'unavailable' };
  try {
    const response = await fetch(`${API_BASE_URL}/verify/${encodeURIComponent(code)}/particulars`, {
      headers: { Accept: 'application/json', Authorization: authorization },
      signal,
    });
    const body = (await response.json().catch(() => undefined)) as
      { data?: CertificateParticulars } | undefined;
    if (!response.ok || !body?.data) return { status: 'unavailable' };
    const particulars = body.data;
    const subtle = globalThis.crypto?.subtle;
    const digest = subtle
      ? encodeBase64Url(
          new Uint8Array(
            await subtle.digest(
              'SHA-256',
              printedParticularsBytes(particulars.sections) as Uint8Array<ArrayBuffer>,
            ),
          ),
        )
      : undefined;
    return { status: 'shown', particulars, digest };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { status: 'unavailable' };
  }
}
