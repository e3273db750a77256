import {
  recordKindOf,
  REISSUANCE_MESSAGES,
  REISSUANCE_TYPE_KEYS,
  reissuanceTypeOf,
  type ReissuanceApproval,
  type ReissuanceEntry,
  type ReissuanceStats,
  type VerificationAnswer,
} from '@vitalreg/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, rolePermissions, roles } from '../../db/schema.ts';
import { registryDate } from '../certificates/pdf.ts';
import { certificates } from '../certificates/tables.ts';
import { pdfText } from '../certificates/test-support.ts';
import { auditEntityOf } from '../records/submissions.ts';
import { recordHistory, records } from '../records/tables.ts';
import { auditActionsOf, centreFiles, useRecordsTest } from '../records/test-support.ts';
import { describeDashboardCounts } from '../dashboard/test-support.ts';
import { messageOf, paid, reissuanceCalls } from './test-support.ts';

const s = useRecordsTest();
const { certificate, requestBody, ask, approve, get } = reissuanceCalls(s);

const listed = async (token: string, query = '') => {
  const response = await get(token, `/api/reissuance/list/1${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { result: ReissuanceEntry[] } }).data.result;
};

const stats = async (token: string) => {
  const response = await get(token, '/api/reissuance/stats');
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: ReissuanceStats }).data;
};

describe.each(REISSUANCE_TYPE_KEYS)('reissuance of a certificate: %s', (type) => {
  const declaration = reissuanceTypeOf(type);
  const kind = recordKindOf(declaration.kind);

  it('requests by particulars, then a DCR reissues it: REISSUE 1, record printed, history, audit, mail', async () => {
    const cert = await certificate(type);
    const body = await requestBody(cert);
    const response = await ask(s.people.registra, body);
    expect(response.statusCode, response.body).toBe(201);
    const entry = (response.json() as { data: ReissuanceEntry }).data;
    expect(entry).toMatchObject({
      type,
      status: 'pending',
      record_id: cert.id,
      certificate_number: cert.number,
      validation_mode: 'particulars',
      payment_reference: body.payment_reference,
      waived: false,
      approved_by: null,
      certificate_id: null,
    });
    expect(entry.recipient_email).toMatch(/^h\*\*\*@example\.com$/);
    expect(await auditActionsOf(s.db, 'reissuance_request', entry.id)).toContain(
      'reissuance.requested',
    );

    // The token was used: the same request again is refused before anything is paid.
    const again = await ask(s.people.registra, { ...body, payment_reference: paid(type) });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(REISSUANCE_MESSAGES.pendingExists);

    // Listed and counted under its type, in the area only.
    expect((await stats(s.people.dcr))[type]?.pending).toBeGreaterThanOrEqual(1);
    const ofType = await listed(s.people.dcr, `?type=${type}&status=pending`);
    expect(ofType.map((e) => e.id)).toContain(entry.id);
    expect(ofType.every((e) => e.type === type)).toBe(true);
    expect((await listed(s.people.abujaDcr)).map((e) => e.id)).not.toContain(entry.id);
    expect((await stats(s.people.abujaDcr))[type]).toEqual({ pending: 0, approved: 0 });

    expect((await approve(s.people.registra, entry.id)).statusCode).toBe(403);
    expect((await approve(s.people.abujaDcr, entry.id)).statusCode).toBe(404);
    const sink = s.t.app.mailSink;
    const mailsBefore = sink?.messagesTo(body.recipient_email).length ?? 0;
    const approved = await approve(s.people.dcr, entry.id);
    expect(approved.statusCode, approved.body).toBe(200);
    const result = (approved.json() as { data: ReissuanceApproval }).data;
    expect(result.request).toMatchObject({ status: 'approved', reissue_number: 1 });
    expect(result.certificate).toMatchObject({
      kind: kind.key,
      certificate_number: cert.number,
      issue: 'reissue',
      issue_number: 1,
    });
    expect(result).toMatchObject({ [declaration.numberField]: cert.number });
    const pdf = await get(s.people.registra, result.download_url);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('REISSUE');
    expect(text).toContain(cert.number);

    const [record] = await s.db.select().from(records).where(eq(records.id, cert.id));
    expect(record?.status).toBe('printed');
    const history = await s.db
      .select()
      .from(recordHistory)
      .where(and(eq(recordHistory.recordId, cert.id), eq(recordHistory.action, 'reissue')));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ fromStatus: 'printed', toStatus: 'printed' });
    expect(await auditActionsOf(s.db, auditEntityOf(kind), cert.id)).toContain(
      `${auditEntityOf(kind)}.reissue`,
    );
    const reissues = await s.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.recordId, cert.id), eq(certificates.issue, 'reissue')));
    expect(reissues).toHaveLength(1);
    // The reissue replaces the original: its code now answers "revoked, replaced" (a lost paper
    // found again no longer verifies); the reissue's answers valid.
    const [original] = await s.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.recordId, cert.id), eq(certificates.issue, 'original')));
    const publicCheck = async (code: string) =>
      (
        (await s.t.app.inject({ method: 'GET', url: `/api/verify/${code}` })).json() as {
          data: VerificationAnswer;
        }
      ).data;
    expect(await publicCheck(original!.code)).toMatchObject({
      status: 'revoked',
      revoked_because: 'replaced',
      revoked_on: registryDate(new Date(result.certificate.issued_at)),
    });
    expect(original).toMatchObject({
      revokedReason: `Replaced by reissue 1 on ${registryDate(new Date(result.certificate.issued_at))}`,
    });
    expect(await publicCheck(result.certificate.code)).toMatchObject({ status: 'valid' });
    const [reissueEvent] = await s.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, `${auditEntityOf(kind)}.reissue`),
          eq(auditLog.entityId, String(cert.id)),
        ),
      );
    expect(reissueEvent?.details).toMatchObject({ replacedCertificateIds: [original!.id] });
    const ready = await sink?.waitFor(body.recipient_email, { after: mailsBefore });
    expect(ready?.subject).toBe(REISSUANCE_MESSAGES.readySubject);
    expect(ready?.text).toContain(`Your ${declaration.name.toLowerCase()} has been reissued`);
    expect((await stats(s.people.dcr))[type]?.approved).toBeGreaterThanOrEqual(1);

    const twice = await approve(s.people.director, entry.id);
    expect(twice.statusCode).toBe(409);
    expect(messageOf(twice)).toBe(REISSUANCE_MESSAGES.notPending);

    // Asked again and approved again: the second reissue.
    const second = await ask(s.people.registra, await requestBody(cert));
    expect(second.statusCode).toBe(201);
    const secondId = (second.json() as { data: ReissuanceEntry }).data.id;
    const reissuedAgain = await approve(s.people.director, secondId);
    expect(reissuedAgain.statusCode).toBe(200);
    expect((reissuedAgain.json() as { data: ReissuanceApproval }).data.request).toMatchObject({
      reissue_number: 2,
    });
    // The first reissue is replaced in turn.
    expect(await publicCheck(result.certificate.code)).toMatchObject({
      status: 'revoked',
      revoked_because: 'replaced',
    });
  });

  it('refuses an unknown, unprinted or out-of-area certificate and wrong particulars', async () => {
    const cert = await certificate(type);
    const unknown = await ask(
      s.people.registra,
      await requestBody(cert, { certificate_number: `${kind.certificate.prefix}LA/1999/999999` }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe(REISSUANCE_MESSAGES.notFound);

    const unprinted = await certificate(type, false);
    const notPrinted = await ask(s.people.registra, await requestBody(unprinted));
    expect(notPrinted.statusCode).toBe(409);
    expect(messageOf(notPrinted)).toBe(REISSUANCE_MESSAGES.notPrinted);

    // Outside the caller's area: the same answer as a number that does not exist.
    const abuja = await ask(
      s.people.abujaRegistra,
      await requestBody(
        cert,
        { captured_face: centreFiles(s.abuja.id)?.jpeg },
        s.people.abujaRegistra,
      ),
    );
    expect(abuja.statusCode).toBe(404);
    expect(messageOf(abuja)).toBe(REISSUANCE_MESSAGES.notFound);

    // The other type's certificate is not found under this type.
    const otherType = REISSUANCE_TYPE_KEYS.find((t) => t !== type)!;
    const mixed = await ask(s.people.registra, await requestBody({ ...cert, type: otherType }));
    expect(mixed.statusCode).toBe(404);
    expect(messageOf(mixed)).toBe(REISSUANCE_MESSAGES.notFound);

    for (const wrong of [{ date_of_birth: '1990-01-01' }, { surname: 'Okafor' }]) {
      const response = await ask(s.people.registra, await requestBody(cert, wrong));
      expect(response.statusCode).toBe(404);
      expect(messageOf(response)).toBe(REISSUANCE_MESSAGES.notMatched);
    }

    const noFace = await ask(
      s.people.registra,
      await requestBody(cert, { captured_face: 'not-a-key' }),
    );
    expect(noFace.statusCode).toBe(400);
    expect(await listed(s.people.registra, `?type=${type}`)).not.toContainEqual(
      expect.objectContaining({ record_id: cert.id }),
    );
  });

  it('refuses a payment reference used before (409), with nothing requested', async () => {
    const first = await certificate(type);
    const body = await requestBody(first);
    expect((await ask(s.people.registra, body)).statusCode).toBe(201);
    const second = await certificate(type);
    const reused = await ask(
      s.people.registra,
      await requestBody(second, { payment_reference: body.payment_reference }),
    );
    expect(reused.statusCode).toBe(409);
    expect(messageOf(reused)).toContain('already used');
    expect(await listed(s.people.registra, `?type=${type}`)).not.toContainEqual(
      expect.objectContaining({ record_id: second.id }),
    );
  });
});

describe('reissuance by NIN', () => {
  it("a birth certificate: the identity agency's surname and date of birth for the NIN", async () => {
    const cert = await certificate('birth_reissuance');
    const spy = vi.spyOn(s.t.app.identity, 'verifyNin').mockResolvedValue({
      status: 'verified',
      nimcStatus: 1,
      person: {
        surname: 'ƊANJUMA',
        firstname: cert.firstname,
        middlename: null,
        dateOfBirth: cert.dateOfBirth,
        sex: 'm',
        photo: null,
      },
    });
    try {
      const byNin = await ask(
        s.people.registra,
        await requestBody(cert, {
          validation_mode: 'nin',
          applicant_nin: '12345678901',
          firstname: undefined,
          surname: undefined,
          date_of_birth: '2000-01-01',
        }),
      );
      // The particulars are not looked at in NIN mode: the agency's answer matches.
      expect(byNin.statusCode).toBe(201);
      spy.mockResolvedValueOnce({ status: 'not_found', nimcStatus: null, person: null });
      const other = await certificate('birth_reissuance');
      const unknown = await ask(
        s.people.registra,
        await requestBody(other, { validation_mode: 'nin', applicant_nin: '12345678909' }),
      );
      expect(unknown.statusCode).toBe(404);
      expect(messageOf(unknown)).toBe(REISSUANCE_MESSAGES.notMatched);
      spy.mockResolvedValueOnce({ status: 'unavailable', nimcStatus: null, person: null });
      const down = await ask(
        s.people.registra,
        await requestBody(other, { validation_mode: 'nin', applicant_nin: '12345678909' }),
      );
      expect(down.statusCode).toBe(503);
      const missing = await ask(s.people.registra, {
        ...(await requestBody(other)),
        validation_mode: 'nin',
      });
      expect(missing.statusCode).toBe(400);
      expect(messageOf(missing)).toContain(REISSUANCE_MESSAGES.nin);
    } finally {
      spy.mockRestore();
    }
  });

  it("an attestation certificate: the applicant's NIN stored with the record", async () => {
    const cert = await certificate('attest_reissuance');
    const spy = vi.spyOn(s.t.app.identity, 'verifyNin');
    try {
      const byNin = (applicant_nin: string) =>
        requestBody(cert, {
          validation_mode: 'nin',
          applicant_nin,
          firstname: undefined,
          surname: undefined,
          date_of_birth: undefined,
        });
      const otherNin = cert.nin === '12345678901' ? '12345678909' : '12345678901';
      const wrong = await ask(s.people.registra, await byNin(otherNin));
      expect(wrong.statusCode).toBe(404);
      expect(messageOf(wrong)).toBe(REISSUANCE_MESSAGES.notMatched);
      const right = await ask(s.people.registra, await byNin(cert.nin ?? ''));
      expect(right.statusCode, right.body).toBe(201);
      expect((right.json() as { data: ReissuanceEntry }).data.validation_mode).toBe('nin');
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('reissuance: who may ask and approve', () => {
  it('needs a confirmed e-mail; the requester may not approve', async () => {
    const cert = await certificate('birth_reissuance');
    const body = await requestBody(cert);
    const unconfirmed = await ask(s.people.registra, {
      ...body,
      email_confirmation_token: 'x'.repeat(43),
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(messageOf(unconfirmed)).toBe(REISSUANCE_MESSAGES.emailConfirmation);
    // Another address than the one confirmed.
    const otherAddress = await ask(s.people.registra, {
      ...body,
      recipient_email: 'someone.else@example.com',
    });
    expect(otherAddress.statusCode).toBe(400);

    const attestation = await certificate('attest_reissuance');
    const own = await ask(s.people.dcr, await requestBody(attestation, {}, s.people.dcr));
    expect(own.statusCode).toBe(201);
    const ownEntry = (own.json() as { data: ReissuanceEntry }).data;
    const ownId = ownEntry.id;
    // Each row says what its reader may do: never approve their own request, nor without the
    // approver's permission.
    const actionsOf = async (token: string) =>
      (await listed(token, '?type=attest_reissuance')).find((e) => e.id === ownId)?.allowed_actions;
    expect(ownEntry.allowed_actions).toEqual([]);
    expect(await actionsOf(s.people.dcr)).toEqual([]);
    expect(await actionsOf(s.people.registra)).toEqual([]);
    expect(await actionsOf(s.people.director)).toEqual(['approve']);
    const refused = await approve(s.people.dcr, ownId);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(REISSUANCE_MESSAGES.ownRequest);
    const approvedOwn = await approve(s.people.director, ownId);
    expect(approvedOwn.statusCode).toBe(200);
    expect((approvedOwn.json() as { data: ReissuanceApproval }).data.request).toMatchObject({
      status: 'approved',
      allowed_actions: [],
    });
    expect(await actionsOf(s.people.director)).toEqual([]);
    expect((await approve(s.people.dcr, 99_999_999)).statusCode).toBe(404);
    expect((await ask(s.people.adhoc, { type: 'birth_reissuance' })).statusCode).toBe(403);
  });

  it("offers each type only to its permissions' holders", async () => {
    // Hospital officers are given the birth certificate's reissuance only.
    const [hospital] = await s.db.select().from(roles).where(eq(roles.name, 'hospital'));
    if (!hospital) throw new Error('no hospital role');
    const granted = ['canSeeBirthCertReissuance', 'canListBirthCertReissuance'] as const;
    await s.db
      .insert(rolePermissions)
      .values(granted.map((permission) => ({ roleId: hospital.id, permission })));
    await s.t.app.sessionCache.sync(s.t.app.database);
    try {
      const attestation = await certificate('attest_reissuance');
      const body = await requestBody(attestation, {}, s.people.hospital);
      const refused = await ask(s.people.hospital, body);
      expect(refused.statusCode).toBe(403);
      expect(Object.keys(await stats(s.people.hospital))).toEqual(['birth_reissuance']);
      expect(await listed(s.people.hospital, '?type=attest_reissuance')).toEqual([]);
      expect(Object.keys(await stats(s.people.registra))).toEqual([...REISSUANCE_TYPE_KEYS]);
    } finally {
      await s.db
        .delete(rolePermissions)
        .where(
          and(
            eq(rolePermissions.roleId, hospital.id),
            inArray(rolePermissions.permission, [...granted]),
          ),
        );
      await s.t.app.sessionCache.sync(s.t.app.database);
    }
  });
});

describeDashboardCounts(s, ['certificate:reissue']);
