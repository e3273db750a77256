import { createHash, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import {
  CERTIFICATE_MESSAGES,
  decodeBase64Url,
  encodeBase64Url,
  parseVerificationFragment,
  signedPayloadBytes,
  type Certificate,
  type CertificateParticulars,
  type PrintedSection,
  type RecordHistoryEntry,
} from '@vitalreg/domain';
import { and, eq } from 'drizzle-orm';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { bearer, freshAddress } from '../../test/helpers.ts';
import { birthCalls, birthPayload, part } from '../../kinds/birth/test-support.ts';
import { recordReads } from '../record-reads/table.ts';
import { recordHistory } from '../records/tables.ts';
import { auditActionsOf, recordCalls, useRecordsTest } from '../records/test-support.ts';
import { deathPayload } from '../../kinds/death/test-support.ts';
import { stillbirthPayload } from '../../kinds/stillbirth/test-support.ts';
import { describeDashboardCounts } from '../dashboard/test-support.ts';
import { registryDate } from './pdf.ts';
import { revokeCertificate } from './revocation.ts';
import { createCertificateSigner, particularsDigest } from './signing.ts';
import { certificates } from './tables.ts';
import { pdfQrText, pdfText } from './test-support.ts';

const s = useRecordsTest();

const print = (token: string, kind: string, id: number) =>
  s.t.app.inject({
    method: 'POST',
    url: `/api/certificates/${kind}/${id}/print`,
    headers: bearer(token),
  });
const list = (token: string, kind: string, id: number) =>
  s.t.app.inject({ method: 'GET', url: `/api/certificates/${kind}/${id}`, headers: bearer(token) });
const download = (token: string, kind: string, id: number, certificateId: number) =>
  s.t.app.inject({
    method: 'GET',
    url: `/api/certificates/${kind}/${id}/${certificateId}/pdf`,
    headers: bearer(token),
  });
const check = (code: string, remoteAddress = freshAddress()) =>
  s.t.app.inject({ method: 'GET', url: `/api/verify/${code}`, remoteAddress });

const certificateOf = (response: { json(): unknown }) =>
  (response.json() as { data: Certificate }).data;

/** A birth of Ṣẹgun Ọbịa Ɗanjuma captured at Ikeja by the registrar and approved by the DCR. */
async function approvedBirth(): Promise<{ id: number; number: string }> {
  const calls = birthCalls(s.t.app);
  const payload = birthPayload(s.ikeja.id, (p) => {
    Object.assign(part(p, 'child'), { firstname: 'Ṣẹgun', middlename: 'Ọbịa', surname: 'Ɗanjuma' });
    // A mother of her own, so the duplicate check never links two of these births.
    part(p, 'mother').firstname = `Ngozi${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')}`;
  });
  const { id } = await calls.submitted(s.people.registra, payload);
  const approved = await calls.approve(s.people.dcr, id);
  expect(approved.statusCode).toBe(200);
  return {
    id,
    number: (approved.json() as { data: { certificate_number: string } }).data.certificate_number,
  };
}

async function pdfOf(kind: string, id: number, certificate: Certificate) {
  const response = await download(s.people.registra, kind, id, certificate.id);
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe('printing a certificate', () => {
  it('moves approved to printed with one certificate, its history line and audit event', async () => {
    const { id, number } = await approvedBirth();
    const response = await print(s.people.registra, 'birth', id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'SUCCESS',
      message: CERTIFICATE_MESSAGES.printed,
    });
    const certificate = certificateOf(response);
    expect(certificate).toMatchObject({
      kind: 'birth',
      certificate_number: number,
      issue: 'original',
      issue_number: 0,
      issued_by: { name: expect.any(String) },
      centre: { id: s.ikeja.id, name: 'Ikeja Registration Centre' },
      revoked_at: null,
    });
    expect(certificate.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);

    const detail = await birthCalls(s.t.app).detail(s.people.registra, id);
    const record = (detail.json() as { data: { status: string; history: { action: string }[] } })
      .data;
    expect(record.status).toBe('printed');
    expect(record.history.map((entry) => entry.action)).toEqual(['submit', 'approve', 'print']);
    expect(await auditActionsOf(s.db, 'birth_registration', id)).toEqual([
      'birth_registration.submit',
      'birth_registration.approve',
      'birth_registration.print',
    ]);
  });

  it('records one print for a double click, a retry or two clerks at once', async () => {
    const { id } = await approvedBirth();
    const [first, second] = await Promise.all([
      print(s.people.registra, 'birth', id),
      print(s.people.dcr, 'birth', id),
    ]);
    const again = await print(s.people.registra, 'birth', id);
    for (const response of [first, second, again]) expect(response.statusCode).toBe(200);
    const ids = [first, second, again].map((response) => certificateOf(response).id);
    expect(new Set(ids).size).toBe(1);
    expect(again.json()).toMatchObject({ message: CERTIFICATE_MESSAGES.alreadyPrinted });
    const rows = await s.db.select().from(certificates).where(eq(certificates.recordId, id));
    expect(rows).toHaveLength(1);
    const prints = await s.db
      .select()
      .from(recordHistory)
      .where(and(eq(recordHistory.recordId, id), eq(recordHistory.action, 'print')));
    expect(prints).toHaveLength(1);
    expect(
      (await auditActionsOf(s.db, 'birth_registration', id)).filter((a) => a.endsWith('.print')),
    ).toHaveLength(1);
  });

  it('refuses a pending record (409), another area (404) and a role that may not print (403)', async () => {
    const calls = birthCalls(s.t.app);
    const pending = await calls.submitted(s.people.registra, birthPayload(s.ikeja.id));
    const refused = await print(s.people.registra, 'birth', pending.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status: 'ERROR',
      message: "This record is pending; only an approved record's certificate can be printed.",
      code: 'STATE_CONFLICT',
    });

    const { id } = await approvedBirth();
    for (const token of [s.people.abujaRegistra, s.people.abujaDcr, s.people.neighbour]) {
      expect((await print(token, 'birth', id)).statusCode).toBe(404);
      expect((await list(token, 'birth', id)).statusCode).toBe(404);
    }
    for (const token of [s.people.adhoc, s.people.hospital, s.people.commissioner]) {
      expect((await print(token, 'birth', id)).statusCode).toBe(403);
    }
    // The record is still approved, with no certificate.
    expect((await list(s.people.registra, 'birth', id)).json()).toMatchObject({
      data: { certificates: [], checks: [] },
    });
    const wrongKind = await print(s.people.registra, 'death', id);
    expect(wrongKind.statusCode).toBe(404);
    const badKind = await print(s.people.registra, 'marriage', id);
    expect(badKind.statusCode).toBe(400);
    expect(
      (await s.t.app.inject({ method: 'POST', url: `/api/certificates/birth/${id}/print` }))
        .statusCode,
    ).toBe(401);
  });
});

describe('the stored certificate', () => {
  it('is downloaded as stored (SHA-256), names the file by number, and only within the area', async () => {
    const { id, number } = await approvedBirth();
    const certificate = certificateOf(await print(s.people.registra, 'birth', id));
    const response = await download(s.people.dcr, 'birth', id, certificate.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="certificate-${number.replace(/\//g, '-')}.pdf"`,
    );
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(certificate.sha256);
    const [row] = await s.db.select().from(certificates).where(eq(certificates.id, certificate.id));
    expect(row?.sha256).toBe(certificate.sha256);
    // A second download is the same bytes (never made again).
    expect((await download(s.people.registra, 'birth', id, certificate.id)).rawPayload).toEqual(
      bytes,
    );
    expect((await download(s.people.abujaDcr, 'birth', id, certificate.id)).statusCode).toBe(404);
    expect((await download(s.people.dcr, 'birth', id + 1, certificate.id)).statusCode).toBe(404);
    expect((await download(s.people.dcr, 'death', id, certificate.id)).statusCode).toBe(404);
  });

  it('prints the names as written and a QR code of the signed verification address', async () => {
    const { id, number } = await approvedBirth();
    const certificate = certificateOf(await print(s.people.registra, 'birth', id));
    const bytes = await pdfOf('birth', id, certificate);
    const text = await pdfText(bytes);
    expect(text).toContain('CERTIFICATE OF BIRTH');
    expect(text).toContain('Ṣẹgun Ọbịa ƊANJUMA');
    expect(text).toContain(number);
    expect(text).toContain(certificate.code);
    // The text layer maps plain letters as plain letters, even after ẹ and ị.
    expect(text).toContain('Female');
    expect(text).toContain('Ikeja Registration Centre');

    const qr = await pdfQrText(bytes);
    const address = `http://127.0.0.1:0/verify/${certificate.code}`;
    expect(qr?.startsWith(`${address}#`)).toBe(true);
    const parsed = parseVerificationFragment(qr!.slice(address.length));
    const key = await s.t.app.inject({ method: 'GET', url: '/api/verify/public-key' });
    expect(key.statusCode).toBe(200);
    const { pem, jwk, kid, keys } = (
      key.json() as {
        data: { pem: string; jwk: { x: string }; kid: string; keys: { kid: string }[] };
      }
    ).data;
    expect(keys.map((published) => published.kid)).toEqual([kid]);
    expect(parsed?.payload).toEqual({
      k: 'birth',
      n: number,
      s: 'Ṣ. Ọ. ƊANJUMA',
      e: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      i: registryDate(new Date(certificate.issued_at)),
      c: certificate.code,
      d: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      kid,
    });

    // Offline: the published key checks the signature; a changed payload or signature fails.
    const publicKey = createPublicKey(pem);
    expect(
      createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, format: 'jwk' }).equals(
        publicKey,
      ),
    ).toBe(true);
    expect(verify(null, parsed!.payloadBytes, publicKey, parsed!.signature)).toBe(true);
    const tampered = signedPayloadBytes({ ...parsed!.payload, s: 'A. B. OTHER' });
    expect(verify(null, tampered, publicKey, parsed!.signature)).toBe(false);
    const fragment = qr!.slice(address.length + 1);
    const [payloadText, signatureText] = fragment.split('.');
    const forged = `${encodeBase64Url(tampered)}.${signatureText}`;
    const reparsed = parseVerificationFragment(forged)!;
    expect(verify(null, reparsed.payloadBytes, publicKey, reparsed.signature)).toBe(false);
    const flipped = decodeBase64Url(signatureText!)!;
    flipped[0] = flipped[0]! ^ 1;
    expect(verify(null, decodeBase64Url(payloadText!)!, publicKey, flipped)).toBe(false);
  });

  it('prints every kind: deaths and stillbirths with their own titles and names', async () => {
    const kinds = [
      {
        key: 'death',
        apiPath: 'death-registration',
        reviewPath: 'death',
        payload: deathPayload(s.ikeja),
      },
      {
        key: 'stillbirth',
        apiPath: 'stillbirth',
        reviewPath: 'stillbirth',
        payload: stillbirthPayload(s.ikeja),
      },
    ];
    for (const { key, payload, ...paths } of kinds) {
      const calls = recordCalls(s.t.app, paths);
      const { id } = await calls.submitted(s.people.registra, payload);
      expect((await calls.approve(s.people.dcr, id)).statusCode).toBe(200);
      const certificate = certificateOf(await print(s.people.dcr, key, id));
      const text = await pdfText(await pdfOf(key, id, certificate));
      expect(text).toContain(
        key === 'death' ? 'CERTIFICATE OF DEATH' : 'CERTIFICATE OF STILLBIRTH',
      );
      const answer = (await check(certificate.code)).json() as { data: { name: string } };
      if (key === 'death') {
        const deceased = payload.deceased as { firstname: string };
        expect(answer.data.name).toBe(`${deceased.firstname[0]}. O. OKAFOR`);
      } else {
        expect(answer.data.name).toMatch(/^[A-Z]\. B\. MUSA$/);
      }
    }
  });
});

describe('public verification', () => {
  it('answers a real code with only what matches the paper, and counts each check', async () => {
    const { id, number } = await approvedBirth();
    const certificate = certificateOf(await print(s.people.registra, 'birth', id));
    const response = await check(certificate.code);
    expect(response.statusCode).toBe(200);
    const answer = (response.json() as { data: Record<string, unknown> }).data;
    expect(answer).toEqual({
      status: 'valid',
      superseded_on: null,
      kind: 'birth',
      kind_name: 'Birth certificate',
      certificate_number: number,
      name: 'Ṣ. Ọ. ƊANJUMA',
      event_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      issued_on: registryDate(new Date(certificate.issued_at)),
      issue: 'original',
      issue_number: 0,
    });
    // Typed as read off the paper: lower case, with a dash.
    const typed = `${certificate.code.slice(0, 5)}-${certificate.code.slice(5)}`.toLowerCase();
    expect((await check(typed)).statusCode).toBe(200);

    const listed = (await list(s.people.registra, 'birth', id)).json() as {
      data: { checks: { certificate_id: number; checks: number }[] };
    };
    expect(listed.data.checks).toEqual([
      expect.objectContaining({ certificate_id: certificate.id, checks: 2 }),
    ]);
  });

  it('answers unknown and malformed codes 404, with no personal data', async () => {
    const answers = await Promise.all(
      ['ZZZZZZZZZZ', 'not-a-code!', 'A'.repeat(60)].map((code) => check(code)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({
        status: 'ERROR',
        message: CERTIFICATE_MESSAGES.notValid,
        data: null,
        code: 'NOT_FOUND',
      });
    }
  });

  it('answers a revoked code "revoked", with the date and cause but no name or event date', async () => {
    const { id, number } = await approvedBirth();
    const certificate = certificateOf(await print(s.people.registra, 'birth', id));
    const at = new Date('2026-12-01T10:00:00Z');
    await s.db.transaction((tx) =>
      revokeCertificate(tx, certificate.id, {
        reason: 'Issued in error',
        because: 'registry',
        by: certificate.issued_by.id,
        at,
      }),
    );
    const response = await check(certificate.code);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: unknown }).data).toEqual({
      status: 'revoked',
      revoked_on: '2026-12-01',
      revoked_because: 'registry',
      new_paper_authorised_on: null,
      kind: 'birth',
      kind_name: 'Birth certificate',
      certificate_number: number,
      issued_on: registryDate(new Date(certificate.issued_at)),
      issue: 'original',
      issue_number: 0,
    });
  });

  it('limits checks per address more strictly than the API as a whole', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await check('ZZZZZZZZZZ', address)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    const limited = await check('ZZZZZZZZZZ', address);
    expect(limited.json()).toEqual({
      status: 'ERROR',
      message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds\.$/),
      data: null,
      code: 'RATE_LIMITED',
      details: { retryAfter: Number(limited.headers['retry-after']) },
    });
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    // Another address is not held back.
    expect((await check('ZZZZZZZZZZ')).statusCode).toBe(404);
  });
});

/** The QR code's signed payload of a printed certificate. */
async function signedOf(id: number, certificate: Certificate) {
  const qr = await pdfQrText(await pdfOf('birth', id, certificate));
  return parseVerificationFragment(qr!.slice(qr!.indexOf('#')))!;
}

const particularsCheck = (token: string | undefined, code: string) =>
  s.t.app.inject({
    method: 'GET',
    url: `/api/verify/${code}/particulars`,
    ...(token ? { headers: bearer(token) } : {}),
  });

describe('key rotation', () => {
  it('still verifies a certificate signed with the key retired since', async () => {
    const { id } = await approvedBirth();
    const certificate = certificateOf(await print(s.people.registra, 'birth', id));
    const signed = await signedOf(id, certificate);
    const { signer } = s.t.app.certificates;
    const before = await signer.publicKeys();
    expect(signed.payload.kid).toBe(before.kid);

    // The deployment rotates: a new key signs, the old one's public half is retired.
    const newKey = generateKeyPairSync('ed25519')
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    const rotated = createCertificateSigner({ key: newKey, retiredKeys: before.pem }, tmpdir());
    s.t.app.certificates.signer = rotated;
    try {
      const answer = await s.t.app.inject({ method: 'GET', url: '/api/verify/public-key' });
      const published = (
        answer.json() as {
          data: { kid: string; keys: { kid: string; pem: string; status: string }[] };
        }
      ).data;
      expect(published.kid).not.toBe(before.kid);
      expect(published.keys.map((key) => [key.kid, key.status])).toEqual([
        [published.kid, 'current'],
        [before.kid, 'retired'],
      ]);
      // Offline, as the public page does: the key the payload names checks its signature.
      const named = published.keys.find((key) => key.kid === signed.payload.kid)!;
      expect(verify(null, signed.payloadBytes, createPublicKey(named.pem), signed.signature)).toBe(
        true,
      );
      expect(await rotated.verify(signed.payloadBytes, signed.signature, signed.payload.kid)).toBe(
        true,
      );
      // New certificates are signed with the new key.
      const next = await approvedBirth();
      const reprinted = certificateOf(await print(s.people.registra, 'birth', next.id));
      const fresh = await signedOf(next.id, reprinted);
      expect(fresh.payload.kid).toBe(published.kid);
      expect(await rotated.verify(fresh.payloadBytes, fresh.signature, published.kid)).toBe(true);
      expect((await check(certificate.code)).statusCode).toBe(200);
    } finally {
      s.t.app.certificates.signer = signer;
    }
  });
});

describe('the signed particulars', () => {
  it('sign a digest of every printed particular, so another first name or parent fails', async () => {
    const { id } = await approvedBirth();
    const certificate = certificateOf(await print(s.people.registra, 'birth', id));
    const signed = await signedOf(id, certificate);
    const officer = await particularsCheck(s.people.registra, certificate.code.toLowerCase());
    expect(officer.statusCode).toBe(200);
    const { answer, sections, matches_signed } = (
      officer.json() as { data: CertificateParticulars }
    ).data;
    expect(answer).toMatchObject({ status: 'valid', name: 'Ṣ. Ọ. ƊANJUMA' });
    expect(matches_signed).toBe(true);
    const printedText = await pdfText(await pdfOf('birth', id, certificate));
    for (const { rows } of sections) {
      for (const row of rows) expect(printedText).toContain(row.value);
    }
    // The officer's particulars are those the QR code signed.
    expect(particularsDigest(sections)).toBe(signed.payload.d);

    // A forged paper: the genuine QR code with another first name, or another mother.
    const forge = (label: string, value: string): PrintedSection[] =>
      sections.map((section) => ({
        ...section,
        rows: section.rows.map((row) => (row.label === label ? { ...row, value } : row)),
      }));
    const child = sections
      .flatMap((section) => section.rows)
      .find((row) => /name/i.test(row.label))!;
    expect(particularsDigest(forge(child.label, `Tunde ${child.value}`))).not.toBe(
      signed.payload.d,
    );
    const mother = sections.find((section) => /mother/i.test(section.title))!;
    expect(particularsDigest(forge(mother.rows[0]!.label, 'Another Woman'))).not.toBe(
      signed.payload.d,
    );
    expect(await auditActionsOf(s.db, 'certificate', certificate.id)).toEqual([
      'certificate.particulars_checked',
    ]);
  });

  it("tell the officer when the register's particulars are no longer those signed", async () => {
    const { id } = await approvedBirth();
    const certificate = certificateOf(await print(s.people.registra, 'birth', id));
    // The stored particulars changed behind the certificate's back.
    await s.db
      .update(certificates)
      .set({ particularsDigest: particularsDigest([{ title: 'Child', rows: [] }]) })
      .where(eq(certificates.id, certificate.id));
    const officer = await particularsCheck(s.people.dcr, certificate.code);
    expect((officer.json() as { data: CertificateParticulars }).data.matches_signed).toBe(false);
    // A certificate issued before digests were signed: null, and it still verifies.
    await s.db
      .update(certificates)
      .set({ particularsDigest: null, keyId: null })
      .where(eq(certificates.id, certificate.id));
    const earlier = await particularsCheck(s.people.dcr, certificate.code);
    expect((earlier.json() as { data: CertificateParticulars }).data.matches_signed).toBe(null);
    expect((await check(certificate.code)).statusCode).toBe(200);
  });

  it("are shown only to signed-in officers of the record's area; the public answer is as before", async () => {
    const { id } = await approvedBirth();
    const certificate = certificateOf(await print(s.people.registra, 'birth', id));
    expect((await particularsCheck(undefined, certificate.code)).statusCode).toBe(401);
    for (const token of [s.people.adhoc, s.people.hospital, s.people.commissioner]) {
      expect((await particularsCheck(token, certificate.code)).statusCode).toBe(403);
    }
    // Only of a record the officer may open: another state's or centre's is an unknown code.
    for (const token of [s.people.abujaRegistra, s.people.abujaDcr, s.people.neighbour]) {
      const elsewhere = await particularsCheck(token, certificate.code);
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json()).toMatchObject({ message: CERTIFICATE_MESSAGES.notValid });
    }
    expect((await particularsCheck(s.people.dcr, certificate.code)).statusCode).toBe(200);
    const unknown = await particularsCheck(s.people.registra, 'ZZZZZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect((await particularsCheck(s.people.registra, 'not-a-code!')).statusCode).toBe(404);
    const publicAnswer = (await check(certificate.code)).json() as { data: object };
    expect(Object.keys(publicAnswer.data)).not.toContain('sections');
  });

  it("are a read of the record, in its history; a revoked certificate's are not shown", async () => {
    const { id } = await approvedBirth();
    const certificate = certificateOf(await print(s.people.registra, 'birth', id));
    const shown = await particularsCheck(s.people.registra, certificate.code);
    expect(shown.statusCode).toBe(200);
    await s.t.app.recordReads.flush();
    const reads = await s.db
      .select()
      .from(recordReads)
      .where(eq(recordReads.requestId, String(shown.headers['x-request-id'])));
    expect(reads).toEqual([
      expect.objectContaining({ what: 'certificate_particulars', recordId: id }),
    ]);
    const history = (
      (
        await s.t.app.inject({
          method: 'GET',
          url: `/api/birth-registration/${id}`,
          headers: bearer(s.people.dcr),
        })
      ).json() as { data: { history: RecordHistoryEntry[] } }
    ).data.history;
    expect(history).toContainEqual(
      expect.objectContaining({ action: 'view', viewed: 'certificate_particulars' }),
    );

    await s.db.transaction((tx) =>
      revokeCertificate(tx, certificate.id, {
        reason: 'Issued in error',
        because: 'registry',
        by: certificate.issued_by.id,
        at: new Date(),
      }),
    );
    const revoked = await particularsCheck(s.people.registra, certificate.code);
    expect(revoked.statusCode).toBe(200);
    expect((revoked.json() as { data: CertificateParticulars }).data).toEqual({
      answer: expect.objectContaining({ status: 'revoked', revoked_because: 'registry' }),
      sections: [],
      matches_signed: null,
    });
    expect(revoked.body).not.toContain('ADEYEMI');
  });

  it('are limited per officer as the public check is per address', async () => {
    const { id } = await approvedBirth();
    const certificate = certificateOf(await print(s.people.registra, 'birth', id));
    // The state director, whom no other check of this file counts.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await particularsCheck(s.people.director, certificate.code)).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    const limited = await particularsCheck(s.people.director, certificate.code);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    // Another officer is not held back.
    expect((await particularsCheck(s.people.registra, certificate.code)).statusCode).toBe(200);
  });
});

const revoke = (token: string, id: number, certificateId: number, reason: unknown) =>
  s.t.app.inject({
    method: 'POST',
    url: `/api/certificates/birth/${id}/${certificateId}/revoke`,
    headers: bearer(token),
    payload: { reason },
  });

describe('revoking a certificate', () => {
  it('is for administrators, with a reason of 10 characters or more, audited', async () => {
    const { id } = await approvedBirth();
    const certificate = certificateOf(await print(s.people.registra, 'birth', id));
    for (const token of [s.people.registra, s.people.dcr, s.people.director]) {
      const refused = await revoke(token, id, certificate.id, 'Issued in error at the desk');
      expect(refused.statusCode).toBe(403);
    }
    const short = await revoke(s.people.admin, id, certificate.id, 'Error');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      status: 'ERROR',
      message: ['Give the reason for revoking the certificate (at least 10 characters).'],
    });
    expect((await revoke(s.people.admin, id, certificate.id, undefined)).statusCode).toBe(400);
    expect(
      (await revoke(s.people.admin, id + 1, certificate.id, 'Issued in error')).statusCode,
    ).toBe(404);

    const revoked = await revoke(
      s.people.admin,
      id,
      certificate.id,
      '  Issued in error at the desk ',
    );
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({
      message: CERTIFICATE_MESSAGES.revoked,
      data: {
        id: certificate.id,
        revoked_at: expect.any(String),
        revoked_reason: 'Issued in error at the desk',
        revoked_because: 'registry',
      },
    });
    const again = await revoke(s.people.admin, id, certificate.id, 'Issued in error at the desk');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: CERTIFICATE_MESSAGES.alreadyRevoked });

    const publicAnswer = (await check(certificate.code)).json() as {
      data: Record<string, unknown>;
    };
    expect(publicAnswer.data).toMatchObject({ status: 'revoked', revoked_because: 'registry' });
    expect(publicAnswer.data).not.toHaveProperty('name');
    expect(JSON.stringify(publicAnswer)).not.toContain('Issued in error');
    expect(await auditActionsOf(s.db, 'certificate', certificate.id)).toEqual([
      'certificate.revoked',
    ]);
    const listed = (await list(s.people.registra, 'birth', id)).json() as {
      data: { certificates: Certificate[] };
    };
    expect(listed.data.certificates[0]).toMatchObject({ revoked_because: 'registry' });
  });
});

describeDashboardCounts(s, ['certificate:original']);
