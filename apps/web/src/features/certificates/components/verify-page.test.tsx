import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import {
  CERTIFICATE_MESSAGES,
  printedParticularsBytes,
  signedPayloadBytes,
  verificationFragment,
  type CertificateParticulars,
  type PrintedSection,
  type SignedCertificatePayload,
  type VerificationAnswer,
} from '@vitalreg/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, errorEnvelope, jsonResponse, renderRoutes, signIn } from '@/testing/test-utils';
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
const fragmentOf = (
  signed: SignedCertificatePayload,
  shown = signed,
  key: KeyObject = privateKey,
) =>
  verificationFragment(
    signedPayloadBytes(shown),
    new Uint8Array(sign(null, signedPayloadBytes(signed), key)),
  );

/** A key of the keys list the API publishes since key rotation. */
const published = (key: KeyObject, kid: string, status: 'current' | 'retired') => ({
  algorithm: 'Ed25519',
  pem: '',
  jwk: key.export({ format: 'jwk' }),
  kid,
  status,
});

/**
 * The public API: the check answers `check`, the key is the test's (the one-key answer from
 * before key rotation, unless `keys` are given), the officer's particulars are `particulars`.
 */
function stubVerifyApi(
  check: Response | (() => Response),
  options: { keys?: ReturnType<typeof published>[]; particulars?: CertificateParticulars } = {},
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/verify/public-key') {
      const keys = options.keys;
      return jsonResponse(
        200,
        envelope(
          keys ? { ...keys[0], status: undefined, keys } : { algorithm: 'Ed25519', pem: '', jwk },
        ),
      );
    }
    if (path === `/api/verify/${CODE}/particulars`) {
      const signedIn = new Headers(init?.headers).get('Authorization') === 'Bearer test-token';
      if (!signedIn) return jsonResponse(401, errorEnvelope('SESSION_ENDED', 'Sign in.'));
      return jsonResponse(200, envelope(options.particulars));
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

  it('says "Not found" for a code the register does not hold', async () => {
    stubVerifyApi(jsonResponse(404, errorEnvelope('NOT_FOUND', CERTIFICATE_MESSAGES.notValid)));
    renderAt(`/verify/${CODE}`);
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.queryByText('LA/2026/000001')).not.toBeInTheDocument();
  });

  it('says "Revoked", when and why, without the name or the date of the event', async () => {
    const revoked: VerificationAnswer = {
      status: 'revoked',
      revoked_on: '2026-12-01',
      revoked_because: 'replaced',
      new_paper_authorised_on: null,
      kind: 'birth',
      kind_name: 'Birth certificate',
      certificate_number: answer.certificate_number,
      issued_on: answer.issued_on,
      issue: 'original',
      issue_number: 0,
    };
    stubVerifyApi(jsonResponse(200, envelope(revoked)));
    renderAt(`/verify/${CODE}#${fragmentOf(payload)}`);
    const verdict = (await screen.findByText('Revoked')).closest('[role="status"]');
    expect(verdict).toHaveTextContent(
      'Revoked: replaced by a newer certificate on 1 December 2026. This paper is no longer valid: the holder should use the newer certificate.',
    );
    expect(screen.queryByText('Valid')).not.toBeInTheDocument();
    expect(screen.getByText('Revoked on')).toBeInTheDocument();
    expect(screen.queryByText('Ṣ. Ọ. ƊANJUMA')).not.toBeInTheDocument();
    expect(screen.queryByText('19 November 2026')).not.toBeInTheDocument();
    expect(screen.queryByText(/matches the register/)).not.toBeInTheDocument();
  });

  it('says "Revoked by the registry" when an administrator revoked it', async () => {
    stubVerifyApi(
      jsonResponse(
        200,
        envelope({
          ...answer,
          status: 'revoked',
          revoked_on: '2026-12-02',
          revoked_because: 'registry',
          new_paper_authorised_on: null,
          name: undefined,
          event_date: undefined,
          superseded_on: undefined,
        }),
      ),
    );
    renderAt(`/verify/${CODE}`);
    const verdict = (await screen.findByText('Revoked')).closest('[role="status"]');
    expect(verdict).toHaveTextContent(
      'Revoked by the registry on 2 December 2026. This paper is no longer valid.',
    );
    expect(screen.queryByText('New certificate authorised on')).not.toBeInTheDocument();
  });

  it('says when the registry authorised a new certificate after revoking this one', async () => {
    stubVerifyApi(
      jsonResponse(
        200,
        envelope({
          ...answer,
          status: 'revoked',
          revoked_on: '2026-12-02',
          revoked_because: 'registry',
          new_paper_authorised_on: '2026-12-04',
          name: undefined,
          event_date: undefined,
          superseded_on: undefined,
        }),
      ),
    );
    renderAt(`/verify/${CODE}`);
    const verdict = (await screen.findByText('Revoked')).closest('[role="status"]');
    expect(verdict).toHaveTextContent(
      'Revoked by the registry on 2 December 2026. This paper is no longer valid. A new certificate was authorised on 4 December 2026 by the registry: the holder should use it.',
    );
    expect(screen.getByText('New certificate authorised on')).toBeInTheDocument();
  });

  it('checks a code signed with a retired key by the key it names, after rotation', async () => {
    const retired = generateKeyPairSync('ed25519');
    const keys = [
      published(publicKey, 'new-key-id-00000', 'current'),
      published(retired.publicKey, 'old-key-id-00000', 'retired'),
    ];
    stubVerifyApi(jsonResponse(200, envelope(answer)), { keys });
    const old = { ...payload, kid: 'old-key-id-00000' };
    renderAt(`/verify/${CODE}#${fragmentOf(old, old, retired.privateKey)}`);
    expect(
      await screen.findByText(/signature is genuine and matches the register/),
    ).toBeInTheDocument();
  });

  it('refuses a signature made by another key than the one the code names', async () => {
    const retired = generateKeyPairSync('ed25519');
    const keys = [
      published(publicKey, 'new-key-id-00000', 'current'),
      published(retired.publicKey, 'old-key-id-00000', 'retired'),
    ];
    stubVerifyApi(jsonResponse(200, envelope(answer)), { keys });
    const named = { ...payload, kid: 'new-key-id-00000' };
    renderAt(`/verify/${CODE}#${fragmentOf(named, named, retired.privateKey)}`);
    expect(await screen.findByText(/signed details do not check out/)).toBeInTheDocument();
  });

  it('checks an earlier code, which names no key, against every published key', async () => {
    const retired = generateKeyPairSync('ed25519');
    const keys = [
      published(publicKey, 'new-key-id-00000', 'current'),
      published(retired.publicKey, 'old-key-id-00000', 'retired'),
    ];
    stubVerifyApi(jsonResponse(200, envelope(answer)), { keys });
    renderAt(`/verify/${CODE}#${fragmentOf(payload, payload, retired.privateKey)}`);
    expect(
      await screen.findByText(/signature is genuine and matches the register/),
    ).toBeInTheDocument();
  });
});

const sections: PrintedSection[] = [
  {
    title: 'Child',
    rows: [
      { label: 'Name', value: 'Ṣẹgun Ọbịa ƊANJUMA' },
      { label: 'Date of birth', value: '19 November 2026' },
    ],
  },
  { title: 'Mother', rows: [{ label: 'Name', value: 'Ngozi ƊANJUMA' }] },
];
const digestOf = (shown: PrintedSection[]) =>
  createHash('sha256').update(printedParticularsBytes(shown)).digest('base64url');
const particulars: CertificateParticulars = { answer, sections, matches_signed: true };

describe('VerifyCertificatePage, for an officer signed in', () => {
  it('shows every printed particular, signed by the QR code, to compare with the paper', async () => {
    signIn('registra');
    stubVerifyApi(jsonResponse(200, envelope(answer)), { particulars });
    const signed = { ...payload, d: digestOf(sections) };
    renderAt(`/verify/${CODE}#${fragmentOf(signed)}`);
    const shown = await screen.findByRole('region', { name: /Particulars in the register/ });
    expect(shown).toHaveTextContent('Ṣẹgun Ọbịa ƊANJUMA');
    expect(shown).toHaveTextContent('Ngozi ƊANJUMA');
    expect(
      await within(shown).findByText(/particulars signed when the certificate was issued/),
    ).toBeInTheDocument();
  });

  it('warns when the QR code signed other particulars (a genuine code on another paper)', async () => {
    signIn('dcr');
    stubVerifyApi(jsonResponse(200, envelope(answer)), { particulars });
    const forged: PrintedSection[] = [
      {
        ...sections[0]!,
        rows: [{ label: 'Name', value: 'Tunde Ọbịa ƊANJUMA' }, sections[0]!.rows[1]!],
      },
      sections[1]!,
    ];
    const signed = { ...payload, d: digestOf(forged) };
    renderAt(`/verify/${CODE}#${fragmentOf(signed)}`);
    const shown = await screen.findByRole('region', { name: /Particulars in the register/ });
    expect(
      await within(shown).findByText(/not those signed when the certificate was issued/),
    ).toBeInTheDocument();
  });

  it('says so of a certificate issued before particulars were signed (typed code)', async () => {
    signIn('registra');
    stubVerifyApi(jsonResponse(200, envelope(answer)), {
      particulars: { ...particulars, matches_signed: null },
    });
    renderAt(`/verify/${CODE}`);
    const shown = await screen.findByRole('region', { name: /Particulars in the register/ });
    expect(shown).toHaveTextContent('issued before its particulars were signed');
  });

  it('asks nothing more for the public, nor for staff who do not print certificates', async () => {
    const fetchMock = stubVerifyApi(jsonResponse(200, envelope(answer)), { particulars });
    renderAt(`/verify/${CODE}`);
    expect(await screen.findByText('Valid')).toBeInTheDocument();
    signIn('state_commissioner');
    expect(screen.queryByRole('region', { name: /Particulars/ })).not.toBeInTheDocument();
    const paths = fetchMock.mock.calls.map(([input]) => String(input));
    expect(paths.some((path) => path.endsWith('/particulars'))).toBe(false);
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
