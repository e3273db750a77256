import { generateKeyPairSync, sign } from 'node:crypto';
import { screen } from '@testing-library/react';
import {
  CERTIFICATE_MESSAGES,
  signedPayloadBytes,
  verificationFragment,
  type SignedCertificatePayload,
  type VerificationAnswer,
} from '@vitalreg/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, errorEnvelope, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { VerifyCertificatePage } from './verify-page';

const CODE = 'AB12CD34EF';
const answer: VerificationAnswer = {
  status: 'valid',
  superseded_on: null,
  kind: 'birth',
  kind_name: 'Birth certificate',
  certificate_number: 'LA/2026/000001',
  name: 'Ṣ. Ọ. ƊANJUMA',
  event_date: '2026-11-19',
  issued_on: '2026-11-24',
  issue: 'original',
  issue_number: 0,
};
const payload: SignedCertificatePayload = {
  k: 'birth',
  n: answer.certificate_number,
  s: answer.name,
  e: answer.event_date,
  i: answer.issued_on,
  c: CODE,
};

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const jwk = publicKey.export({ format: 'jwk' });
const fragmentOf = (signed: SignedCertificatePayload, shown = signed) =>
  verificationFragment(
    signedPayloadBytes(shown),
    new Uint8Array(sign(null, signedPayloadBytes(signed), privateKey)),
  );

/** The public API: the check answers `check`, the key is the test's. */
function stubVerifyApi(check: Response | (() => Response)) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/verify/public-key') {
      return jsonResponse(200, envelope({ algorithm: 'Ed25519', pem: '', jwk }));
    }
    if (path === `/api/verify/${CODE}`) return typeof check === 'function' ? check() : check;
    return jsonResponse(404, errorEnvelope('NOT_FOUND', CERTIFICATE_MESSAGES.notValid));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderAt = (path: string) =>
  renderRoutes([{ path: '/verify/:code', element: <VerifyCertificatePage /> }], path);

afterEach(() => vi.unstubAllGlobals());

describe('VerifyCertificatePage', () => {
  it('shows a valid certificate with only the details that match the paper', async () => {
    const fetchMock = stubVerifyApi(jsonResponse(200, envelope(answer)));
    renderAt(`/verify/${CODE.toLowerCase()}`);
    expect(await screen.findByText('Valid')).toBeInTheDocument();
    expect(screen.getByText('Birth certificate')).toBeInTheDocument();
    expect(screen.getByText('LA/2026/000001')).toBeInTheDocument();
    expect(screen.getByText('Ṣ. Ọ. ƊANJUMA')).toBeInTheDocument();
    expect(screen.getByText('19 November 2026')).toBeInTheDocument();
    expect(screen.getByText('24 November 2026')).toBeInTheDocument();
    expect(screen.getByText('Original')).toBeInTheDocument();
    expect(screen.getByText('AB12C D34EF')).toBeInTheDocument();
    // Typed without a QR code: no signature to check, and no key fetched.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("checks the QR code's signature on the device and says when it is genuine", async () => {
    stubVerifyApi(jsonResponse(200, envelope(answer)));
    renderAt(`/verify/${CODE}#${fragmentOf(payload)}`);
    expect(
      await screen.findByText(/signature is genuine and matches the register/),
    ).toBeInTheDocument();
  });

  it('warns when the signed details were altered', async () => {
    stubVerifyApi(jsonResponse(200, envelope(answer)));
    renderAt(`/verify/${CODE}#${fragmentOf(payload, { ...payload, s: 'A. B. OTHER' })}`);
    expect(await screen.findByText(/signed details do not check out/)).toBeInTheDocument();
  });

  it('says "Superseded", not "Valid", for a certificate of a record corrected since', async () => {
    stubVerifyApi(
      jsonResponse(200, envelope({ ...answer, status: 'superseded', superseded_on: '2026-12-01' })),
    );
    renderAt(`/verify/${CODE}`);
    const verdict = (await screen.findByText('Superseded')).closest('[role="status"]');
    expect(screen.queryByText('Valid')).not.toBeInTheDocument();
    expect(verdict).toHaveTextContent(
      'the record was corrected on 1 December 2026, after this certificate was issued',
    );
    expect(verdict).toHaveTextContent('the holder should ask for the new certificate');
    expect(screen.getByText('Superseded on')).toBeInTheDocument();
    expect(screen.getByText('1 December 2026')).toBeInTheDocument();
    // What the paper says is still shown, to compare with it.
    expect(screen.getByText('LA/2026/000001')).toBeInTheDocument();
  });

  it('says "not found or revoked" for a code the register does not hold as valid', async () => {
    stubVerifyApi(jsonResponse(404, errorEnvelope('NOT_FOUND', CERTIFICATE_MESSAGES.notValid)));
    renderAt(`/verify/${CODE}`);
    expect(await screen.findByText('Not found or revoked')).toBeInTheDocument();
    expect(screen.queryByText('LA/2026/000001')).not.toBeInTheDocument();
  });

  it('shows the signed details, marked as checked on the device, when the register is down', async () => {
    stubVerifyApi(() => {
      throw new TypeError('Failed to fetch');
    });
    renderAt(`/verify/${CODE}#${fragmentOf(payload)}`);
    expect(await screen.findByText(/could not be reached/)).toBeInTheDocument();
    expect(await screen.findByText(/Checked on this device/)).toBeInTheDocument();
    expect(screen.getByText('LA/2026/000001')).toBeInTheDocument();
  });
});
