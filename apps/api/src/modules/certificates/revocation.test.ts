/**
 * A certificate the registry revoked yields no new paper by any route (issue 44): print,
 * reprint, reissuance and correction are refused with CERTIFICATE_REVOKED until an
 * administrator authorises one new certificate, which is then printed once.
 */
import {
  CERTIFICATE_MESSAGES,
  type Certificate,
  type RecordAction,
  type RecordCertificates,
  type RecordHistoryEntry,
  type ReissuanceEntry,
  type ReprintAnswer,
  type ReprintLookup,
} from '@vitalreg/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newSandboxReference } from '../../integrations/payment-gateway/sandbox.ts';
import { bearer, freshAddress } from '../../test/helpers.ts';
import { modificationCalls } from '../modifications/test-support.ts';
import { paymentRow } from '../payments/test-support.ts';
import { reissuanceCalls } from '../reissuance/test-support.ts';
import { auditActionsOf, randomName, useRecordsTest } from '../records/test-support.ts';
import { certificates } from './tables.ts';

const s = useRecordsTest();
const reissuance = reissuanceCalls(s);
const modification = modificationCalls(s);

const REASON = 'Issued on forged hospital papers';

const post = (token: string, url: string, payload?: object) =>
  s.t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const get = (token: string, url: string) =>
  s.t.app.inject({ method: 'GET', url, headers: bearer(token) });
const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

const print = (token: string, id: number) => post(token, `/api/certificates/birth/${id}/print`);
const revoke = (id: number, certificateId: number, reason = REASON) =>
  post(s.people.admin, `/api/certificates/birth/${id}/${certificateId}/revoke`, { reason });
const authorise = (token: string, id: number, reason: unknown) =>
  post(token, `/api/certificates/birth/${id}/new-paper`, { reason });
const reprint = (number: string, payment_reference = newSandboxReference('reprint')) =>
  post(s.people.registra, '/api/reprint', {
    kind: 'birth',
    certificate_number: number,
    payment_reference,
  });
const check = (code: string) =>
  s.t.app.inject({ method: 'GET', url: `/api/verify/${code}`, remoteAddress: freshAddress() });

/** A printed birth at Ikeja (the reissuance holder's names) and its original certificate. */
async function printedBirth() {
  const cert = await reissuance.certificate('birth_reissuance');
  const listed = dataOf<RecordCertificates>(
    await get(s.people.registra, `/api/certificates/birth/${cert.id}`),
  );
  return { cert, original: listed.certificates[0]! };
}

/** A printed birth whose original the administrator revoked. */
async function revokedBirth() {
  const printed = await printedBirth();
  expect((await revoke(printed.cert.id, printed.original.id)).statusCode).toBe(200);
  return printed;
}

const actionsOf = async (token: string, id: number) =>
  dataOf<{ allowed_actions: RecordAction[] }>(await get(token, `/api/birth-registration/${id}`))
    .allowed_actions;

/** The refusal every paper-making route answers, with when, why and what to do. */
function expectRevoked(response: { statusCode: number; json(): unknown }, words: RegExp) {
  expect(response.statusCode).toBe(409);
  const body = response.json() as { code: string; message: string };
  expect(body.code).toBe('CERTIFICATE_REVOKED');
  expect(body.message).toMatch(/was revoked on \d{1,2} [A-Z][a-z]+ \d{4} by the registry/);
  expect(body.message).toContain(REASON);
  expect(body.message).toMatch(words);
  expect(body.message).toContain('administrator');
}

describe('after the registry revoked a certificate', () => {
  it('refuses a reprint (its fee not taken), says why in the look-up and hides Reprint', async () => {
    const { cert, original } = await printedBirth();
    expect(await actionsOf(s.people.registra, cert.id)).toContain('reprint');
    expect((await revoke(cert.id, original.id)).statusCode).toBe(200);
    const number = cert.number;
    const recordId = cert.id;

    const reference = newSandboxReference('reprint');
    expectRevoked(await reprint(number, reference), /cannot be reprinted/);
    expect(await paymentRow(s.t.app, 'sandbox', reference)).toBeUndefined();
    const reprints = await s.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.recordId, recordId), eq(certificates.issue, 'reprint')));
    expect(reprints).toEqual([]);

    const found = dataOf<ReprintLookup>(
      await get(s.people.registra, `/api/reprint/lookup?kind=birth&certificate_number=${number}`),
    );
    expect(found.reprintable).toBe(false);
    expect(found.reason).toContain(REASON);
    expect(await actionsOf(s.people.registra, recordId)).not.toContain('reprint');
  });

  it('refuses a print: no paper is handed back', async () => {
    const { cert } = await revokedBirth();
    expectRevoked(await print(s.people.registra, cert.id), /No certificate can be printed/);
    const rows = await s.db.select().from(certificates).where(eq(certificates.recordId, cert.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a reissuance: asked for, or asked before and approved after', async () => {
    const { cert, original } = await printedBirth();
    const asked = await reissuance.ask(s.people.registra, await reissuance.requestBody(cert));
    expect(asked.statusCode, asked.body).toBe(201);
    const pending = dataOf<ReissuanceEntry>(asked);
    expect((await revoke(cert.id, original.id)).statusCode).toBe(200);

    expectRevoked(await reissuance.approve(s.people.dcr, pending.id), /cannot be reissued/);
    const body = await reissuance.requestBody(cert);
    expectRevoked(await reissuance.ask(s.people.registra, body), /cannot be reissued/);
    const rows = await s.db.select().from(certificates).where(eq(certificates.recordId, cert.id));
    expect(rows.map((row) => row.issue)).toEqual(['original']);
  });

  it('refuses a correction: asked for, or asked before and approved after', async () => {
    const record = await modification.registered('birth');
    const [original] = await s.db
      .select()
      .from(certificates)
      .where(eq(certificates.recordId, record.id));
    const mother = { mother_surname: randomName(), mother_firstname: 'Folake' };
    const pending = await modification.requested(
      s.people.registra,
      record,
      modification.body(record, 'mother_name', mother),
    );
    expect((await revoke(record.id, original!.id)).statusCode).toBe(200);

    expectRevoked(
      await modification.approve(s.people.dcr, record.kind, pending.id),
      /cannot be corrected/,
    );
    const again = await modification.request(
      s.people.registra,
      record,
      modification.body(record, 'mother_name', mother),
    );
    expect(again.statusCode).toBe(409);
    expect((again.json() as { code: string }).code).toBe('CERTIFICATE_REVOKED');
    const detail = dataOf<{ status: string }>(
      await get(s.people.registra, `/api/birth-registration/${record.id}`),
    );
    expect(detail.status).toBe('printed');
  });
});

describe('a certificate replaced by a reissue', () => {
  it('stays revoked; the record reprints from its reissue, until the registry revokes that', async () => {
    const { cert, original } = await printedBirth();
    const asked = dataOf<ReissuanceEntry>(
      await reissuance.ask(s.people.registra, await reissuance.requestBody(cert)),
    );
    const approved = await reissuance.approve(s.people.dcr, asked.id);
    expect(approved.statusCode, approved.body).toBe(200);
    const reissue = dataOf<{ certificate: Certificate }>(approved).certificate;

    const reprinted = await reprint(cert.number);
    expect(reprinted.statusCode, reprinted.body).toBe(201);
    const copy = dataOf<ReprintAnswer>(reprinted).certificate;
    expect(dataOf<{ status: string }>(await check(copy.code)).status).toBe('valid');
    expect(dataOf(await check(original.code))).toMatchObject({
      status: 'revoked',
      revoked_because: 'replaced',
      new_paper_authorised_on: null,
    });

    expect((await revoke(cert.id, reissue.id)).statusCode).toBe(200);
    expectRevoked(await reprint(cert.number), /cannot be reprinted/);
  });
});

describe('authorising a new certificate after a revocation', () => {
  it('is an administrator’s, with a reason, once; audited, in the history and on the public page', async () => {
    const { cert, original } = await revokedBirth();
    for (const token of [s.people.registra, s.people.dcr, s.people.director]) {
      expect(
        (await authorise(token, cert.id, 'The holder brought genuine papers')).statusCode,
      ).toBe(403);
    }
    expect((await authorise(s.people.abujaDcr, cert.id, 'Genuine papers seen')).statusCode).toBe(
      403,
    );
    expect((await authorise(s.people.admin, cert.id, 'Fine')).statusCode).toBe(400);
    const reason = 'The holder brought the genuine hospital papers';
    const authorised = await authorise(s.people.admin, cert.id, reason);
    expect(authorised.statusCode, authorised.body).toBe(200);
    expect(authorised.json()).toMatchObject({ message: CERTIFICATE_MESSAGES.newPaperAuthorised });
    const again = await authorise(s.people.admin, cert.id, reason);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: CERTIFICATE_MESSAGES.authorisedAlready });

    expect(await auditActionsOf(s.db, 'certificate', original.id)).toEqual([
      'certificate.revoked',
      'certificate.new_paper_authorised',
    ]);
    const history = dataOf<{ history: RecordHistoryEntry[] }>(
      await get(s.people.dcr, `/api/birth-registration/${cert.id}`),
    ).history;
    expect(history.filter((entry) => entry.action !== 'view')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'revoke', reason: REASON }),
        expect.objectContaining({ action: 'authorise_new_paper', reason }),
      ]),
    );
    const publicAnswer = dataOf<{ new_paper_authorised_on: string }>(await check(original.code));
    expect(publicAnswer).toMatchObject({ status: 'revoked', revoked_because: 'registry' });
    expect(publicAnswer.new_paper_authorised_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(publicAnswer)).not.toContain(reason);
    const listed = dataOf<RecordCertificates>(
      await get(s.people.registra, `/api/certificates/birth/${cert.id}`),
    );
    expect(listed.paper).toBe('new_paper_authorised');
    expect(listed.certificates[0]).toMatchObject({ new_paper_reason: reason });
  });

  it('lets the print make exactly one new certificate; reprints wait for it', async () => {
    const { cert, original } = await revokedBirth();
    expect(await actionsOf(s.people.registra, cert.id)).not.toContain('print');
    const reason = 'The holder brought the genuine hospital papers';
    expect((await authorise(s.people.admin, cert.id, reason)).statusCode).toBe(200);
    expect(await actionsOf(s.people.registra, cert.id)).toEqual(expect.arrayContaining(['print']));
    expect(await actionsOf(s.people.registra, cert.id)).not.toContain('reprint');
    const waiting = await reprint(cert.number);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toMatchObject({
      code: 'CERTIFICATE_REVOKED',
      message: expect.stringContaining('Print it from the record'),
    });

    const printed = await print(s.people.registra, cert.id);
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.json()).toMatchObject({ message: CERTIFICATE_MESSAGES.printed });
    const paper = dataOf<Certificate>(printed);
    expect(paper).toMatchObject({ issue: 'reissue', issue_number: 1, revoked_at: null });
    expect(dataOf<{ status: string }>(await check(paper.code)).status).toBe('valid');

    // A second print answers the same paper; nothing new.
    const second = await print(s.people.registra, cert.id);
    expect(second.json()).toMatchObject({
      message: CERTIFICATE_MESSAGES.alreadyPrinted,
      data: { id: paper.id },
    });
    const rows = await s.db.select().from(certificates).where(eq(certificates.recordId, cert.id));
    expect(rows.map((row) => [row.issue, row.revokedBecause])).toEqual([
      ['original', 'registry'],
      ['reissue', null],
    ]);
    expect(rows[0]).toMatchObject({ id: original.id, newPaperCertificateId: paper.id });
    const listed = dataOf<RecordCertificates>(
      await get(s.people.registra, `/api/certificates/birth/${cert.id}`),
    );
    expect(listed.paper).toBe('valid');
    // The new paper is the record's paper: reprinted as usual.
    expect((await reprint(cert.number)).statusCode).toBe(201);
    expect(await actionsOf(s.people.registra, cert.id)).toContain('reprint');
  });

  it('lets a correction through once authorised: its print is the corrected certificate', async () => {
    const record = await modification.registered('birth');
    const [original] = await s.db
      .select()
      .from(certificates)
      .where(eq(certificates.recordId, record.id));
    expect((await revoke(record.id, original!.id)).statusCode).toBe(200);
    const reason = 'The mother’s name was wrong on the revoked paper';
    expect((await authorise(s.people.admin, record.id, reason)).statusCode).toBe(200);
    const mother = { mother_surname: randomName(), mother_firstname: 'Folake' };
    const pending = await modification.requested(
      s.people.registra,
      record,
      modification.body(record, 'mother_name', mother),
    );
    const approved = await modification.approve(s.people.dcr, record.kind, pending.id);
    expect(approved.statusCode, approved.body).toBe(200);

    const printed = await print(s.people.registra, record.id);
    expect(printed.statusCode, printed.body).toBe(200);
    expect(dataOf<Certificate>(printed)).toMatchObject({ issue: 'correction', revoked_at: null });
    const listed = dataOf<RecordCertificates>(
      await get(s.people.registra, `/api/certificates/birth/${record.id}`),
    );
    expect(listed.paper).toBe('valid');
    expect(dataOf(await check(original!.code))).toMatchObject({ status: 'revoked' });
  });

  it('refuses when nothing stands revoked', async () => {
    const { cert } = await printedBirth();
    const refused = await authorise(s.people.admin, cert.id, 'The holder asked for one');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: CERTIFICATE_MESSAGES.nothingToAuthorise });
  });
});
