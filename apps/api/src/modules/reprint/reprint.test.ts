import { randomBytes } from 'node:crypto';
import {
  birthKind,
  PAYMENT_MESSAGES,
  ROLE_IDS,
  REPRINT_MESSAGES,
  type ReprintAnswer,
  type ReprintEntry,
  type ReprintLookup,
} from '@vitalreg/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rolePermissions } from '../../db/schema.ts';
import { bearer, freshAddress, signIn } from '../../test/helpers.ts';
import { birthCalls, birthPayload, part } from '../../kinds/birth/test-support.ts';
import { certificates } from '../certificates/tables.ts';
import { pdfText } from '../certificates/test-support.ts';
import { newSandboxReference } from '../../integrations/payment-gateway/sandbox.ts';
import { askWaiver, decideWaiver, grantedWaiver, paymentRow } from '../payments/test-support.ts';
import { reissuanceCalls } from '../reissuance/test-support.ts';
import { payments } from '../payments/tables.ts';
import { recordHistory } from '../records/tables.ts';
import { auditActionsOf, useRecordsTest } from '../records/test-support.ts';
import { describeDashboardCounts } from '../dashboard/test-support.ts';

const s = useRecordsTest();
/** A fresh sandbox payment of the reprint fee. */
const paid = () => newSandboxReference('reprint');

const lookup = (token: string, kind: string, number: string) =>
  s.t.app.inject({
    method: 'GET',
    url: `/api/reprint/lookup?kind=${kind}&certificate_number=${encodeURIComponent(number)}`,
    headers: bearer(token),
  });

const reprint = (token: string, payload: Record<string, unknown>, key?: string) =>
  s.t.app.inject({
    method: 'POST',
    url: '/api/reprint',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

const list = (token: string, page = 1) =>
  s.t.app.inject({ method: 'GET', url: `/api/reprint/list/${page}`, headers: bearer(token) });

const answerOf = (response: { json(): unknown }) =>
  (response.json() as { data: ReprintAnswer }).data;

/** A birth captured at Ikeja, approved by the DCR and (unless told) printed by the registrar. */
async function birthCertificate(printed = true): Promise<{ id: number; number: string }> {
  const calls = birthCalls(s.t.app);
  const payload = birthPayload(s.ikeja.id, (p) => {
    Object.assign(part(p, 'child'), { firstname: 'Ṣẹgun', middlename: 'Ọbịa', surname: 'Ɗanjuma' });
    // The same mother and child as other tests' births: not a duplicate, as confirmed.
    p.confirmNotDuplicate = true;
  });
  const { id } = await calls.submitted(s.people.registra, payload);
  const approved = await calls.approve(s.people.dcr, id);
  expect(approved.statusCode).toBe(200);
  const number = (approved.json() as { data: { certificate_number: string } }).data
    .certificate_number;
  if (printed) {
    const print = await s.t.app.inject({
      method: 'POST',
      url: `/api/certificates/birth/${id}/print`,
      headers: bearer(s.people.registra),
    });
    expect(print.statusCode).toBe(200);
  }
  return { id, number };
}

async function reprintsOf(recordId: number) {
  return s.db
    .select()
    .from(certificates)
    .where(and(eq(certificates.recordId, recordId), eq(certificates.issue, 'reprint')));
}

async function pdfOf(answer: ReprintAnswer): Promise<Buffer> {
  const response = await s.t.app.inject({
    method: 'GET',
    url: answer.download_url,
    headers: bearer(s.people.registra),
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe('looking a certificate up', () => {
  it("answers a printed certificate's particulars, fee and past reprints, the number as typed", async () => {
    const { id, number } = await birthCertificate();
    const response = await lookup(s.people.registra, 'birth', ` ${number.toLowerCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const found = (response.json() as { data: ReprintLookup }).data;
    expect(found).toMatchObject({
      record_id: id,
      kind: 'birth',
      certificate_type: 'Birth certificate',
      certificate_number: number,
      status: 'printed',
      hasCertificate: true,
      reprintable: true,
      reason: null,
      particulars: {
        subject: 'Child',
        names: 'Ṣẹgun Ọbịa ƊANJUMA',
        sex: expect.any(String),
        mother_name: expect.stringContaining('ADEYEMI'),
        father_name: expect.stringContaining('ADEYEMI'),
        face: null,
      },
      fee: { amount_kobo: 500_000, currency: 'NGN', amount: 'NGN 5,000.00' },
      reprints: [],
    });
    expect(found.particulars.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('says an approved certificate must be printed first; unknown, other kinds and areas are not found', async () => {
    const approved = await birthCertificate(false);
    const response = await lookup(s.people.registra, 'birth', approved.number);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: REPRINT_MESSAGES.notPrinted,
      data: { status: 'approved', reprintable: false, hasCertificate: false },
    });

    const { number } = await birthCertificate();
    const notFound = {
      status: 'ERROR',
      message: REPRINT_MESSAGES.notFound,
      data: null,
      code: 'NOT_FOUND',
    };
    for (const [token, kind, typed] of [
      [s.people.abujaRegistra, 'birth', number],
      [s.people.abujaDcr, 'birth', number],
      [s.people.neighbour, 'birth', number],
      [s.people.registra, 'death', number],
      [s.people.registra, 'birth', 'ZZ/2026/999999'],
    ] as const) {
      const answer = await lookup(token, kind, typed);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(notFound);
    }
    expect((await lookup(s.people.registra, 'birth', 'a b')).statusCode).toBe(400);
    expect((await lookup(s.people.registra, 'marriage', number)).statusCode).toBe(400);
    for (const token of [s.people.adhoc, s.people.hospital, s.people.commissioner]) {
      expect((await lookup(token, 'birth', number)).statusCode).toBe(403);
    }
  });
});

describe('an attestation certificate', () => {
  it('is looked up with its applicant and parents, and reprinted', async () => {
    const attestation = await reissuanceCalls(s).certificate('attest_reissuance');
    const found = await lookup(s.people.registra, 'attestation', attestation.number);
    expect(found.statusCode, found.body).toBe(200);
    const answer = (found.json() as { data: ReprintLookup }).data;
    expect(answer).toMatchObject({
      kind: 'attestation',
      certificate_type: 'Attestation certificate',
      reprintable: true,
    });
    expect(answer.particulars.subject).toBe('Applicant');
    expect(answer.particulars.names).toContain(attestation.firstname);
    expect(answer.particulars.date_of_birth).not.toBeNull();
    expect(answer.particulars.mother_name).not.toBeNull();
    const reprinted = await reprint(s.people.registra, {
      kind: 'attestation',
      certificate_number: attestation.number,
      payment_reference: paid(),
    });
    expect(reprinted.statusCode, reprinted.body).toBe(201);
  });
});

describe('reprinting', () => {
  it('needs a payment (402), then issues REPRINT 1 and 2 while the record stays printed', async () => {
    const { id, number } = await birthCertificate();
    const unpaid = await reprint(s.people.registra, { kind: 'birth', certificate_number: number });
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json()).toMatchObject({
      message: PAYMENT_MESSAGES.paymentRequired,
      code: 'PAYMENT_REQUIRED',
    });
    expect(await reprintsOf(id)).toHaveLength(0);

    const reference = paid();
    const first = await reprint(s.people.registra, {
      kind: 'birth',
      certificate_number: number,
      payment_reference: reference,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ message: REPRINT_MESSAGES.reprinted });
    const answer = answerOf(first);
    expect(answer.certificate).toMatchObject({ issue: 'reprint', issue_number: 1 });
    expect(answer.reprint).toMatchObject({
      record_id: id,
      kind: 'birth',
      certificate_number: number,
      reprint_number: 1,
      payment_reference: reference,
      waived: false,
      centre: { id: s.ikeja.id },
    });
    expect(answer.download_url).toBe(`/api/certificates/birth/${id}/${answer.certificate.id}/pdf`);
    const text = await pdfText(await pdfOf(answer));
    expect(text).toContain('REPRINT');
    expect(text).toContain(number);

    const second = answerOf(
      await reprint(s.people.dcr, {
        kind: 'birth',
        certificate_number: number,
        payment_reference: paid(),
      }),
    );
    expect(second.certificate.issue_number).toBe(2);

    const detail = (await birthCalls(s.t.app).detail(s.people.registra, id)).json() as {
      data: { status: string; history: { action: string }[] };
    };
    expect(detail.data.status).toBe('printed');
    expect(detail.data.history.map((entry) => entry.action)).toEqual([
      'submit',
      'approve',
      'print',
      'reprint',
      'reprint',
    ]);
    const audit = await auditActionsOf(s.db, 'birth_registration', id);
    expect(audit.filter((action) => action === 'birth_registration.reprint')).toHaveLength(2);
    const bound = await paymentRow(s.t.app, 'sandbox', reference);
    expect(bound).toMatchObject({
      recordKind: 'birth',
      recordId: id,
      purpose: `reprint 1 of birth certificate ${number}`,
    });
    expect(bound?.id).toBe(answer.certificate.payment_id);

    // The lookup lists them, newest first.
    const found = (await lookup(s.people.registra, 'birth', number)).json() as {
      data: ReprintLookup;
    };
    expect(found.data.reprints.map((entry) => entry.reprint_number)).toEqual([2, 1]);
  });

  it('answers a retry with the same reference with the same reprint, even at once', async () => {
    const { id, number } = await birthCertificate();
    const payload = { kind: 'birth', certificate_number: number, payment_reference: paid() };
    const [first, second] = await Promise.all([
      reprint(s.people.registra, payload),
      reprint(s.people.registra, payload),
    ]);
    const again = await reprint(s.people.dcr, payload);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 201]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: REPRINT_MESSAGES.alreadyReprinted });
    expect(again.headers['idempotent-replayed']).toBe('true');
    const ids = [first, second, again].map((response) => answerOf(response).certificate.id);
    expect(new Set(ids).size).toBe(1);
    expect(await reprintsOf(id)).toHaveLength(1);
    const steps = await s.db
      .select()
      .from(recordHistory)
      .where(and(eq(recordHistory.recordId, id), eq(recordHistory.action, 'reprint')));
    expect(steps).toHaveLength(1);

    // The reference cannot pay for another certificate's reprint.
    const other = await birthCertificate();
    const refused = await reprint(s.people.registra, {
      ...payload,
      certificate_number: other.number,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: `This payment reference was already used for reprint 1 of birth certificate ${number}.`,
      code: 'PAYMENT_ALREADY_USED',
      details: { usedFor: `reprint 1 of birth certificate ${number}` },
    });
    expect(await reprintsOf(other.id)).toHaveLength(0);
  });

  it('refuses a wrong amount (422) and a silent or failing gateway (503, 502), writing nothing', async () => {
    const { id, number } = await birthCertificate();
    const wrong = await reprint(s.people.registra, {
      kind: 'birth',
      certificate_number: number,
      payment_reference: 'SBX-WRONGAMT-REPRINT-R1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      message: 'This payment is for NGN 2,500.00 but the certificate reprint fee is NGN 5,000.00.',
      code: 'PAYMENT_MISMATCH',
    });
    for (const [reference, status] of [
      ['SBX-SLOW-R1', 503],
      ['SBX-DOWN-R1', 502],
    ] as const) {
      const refused = await reprint(s.people.registra, {
        kind: 'birth',
        certificate_number: number,
        payment_reference: reference,
      });
      expect(refused.statusCode).toBe(status);
      expect(refused.headers['retry-after']).toBe('5');
      expect(await paymentRow(s.t.app, 'sandbox', reference)).toBeUndefined();
    }
    expect(await reprintsOf(id)).toHaveLength(0);
    const bound = await s.db.select().from(payments).where(eq(payments.recordId, id));
    expect(bound).toHaveLength(0);
  });

  it('refuses a certificate not printed (409) without using the reference', async () => {
    const { id, number } = await birthCertificate(false);
    const reference = paid();
    const refused = await reprint(s.people.registra, {
      kind: 'birth',
      certificate_number: number,
      payment_reference: reference,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: REPRINT_MESSAGES.notPrinted });
    expect(await paymentRow(s.t.app, 'sandbox', reference)).toBeUndefined();
    expect(await reprintsOf(id)).toHaveLength(0);
  });

  it('answers 404 outside the area and 403 to roles that may not reprint', async () => {
    const { id, number } = await birthCertificate();
    const payload = { kind: 'birth', certificate_number: number, payment_reference: paid() };
    for (const token of [s.people.abujaRegistra, s.people.abujaDcr, s.people.neighbour]) {
      const answer = await reprint(token, payload);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ message: REPRINT_MESSAGES.notFound });
    }
    for (const token of [s.people.adhoc, s.people.hospital, s.people.commissioner]) {
      expect((await reprint(token, payload)).statusCode).toBe(403);
    }
    expect(await reprintsOf(id)).toHaveLength(0);
    expect(
      (await s.t.app.inject({ method: 'POST', url: '/api/reprint', payload })).statusCode,
    ).toBe(401);
  });

  it("answers 403 for a kind whose records the caller's role may not read, and lists none of it", async () => {
    const { number } = await birthCertificate();
    const first = await reprint(s.people.registra, {
      kind: 'birth',
      certificate_number: number,
      payment_reference: paid(),
    });
    expect(first.statusCode).toBe(201);
    // The registrar's role without the births' list permissions (roles are editable).
    const withoutBirths = and(
      eq(rolePermissions.roleId, ROLE_IDS.registra),
      inArray(rolePermissions.permission, birthKind.permissions.list),
    );
    const taken = await s.db.delete(rolePermissions).where(withoutBirths).returning();
    try {
      const token = await signIn(s.t.app, 'registra');
      expect((await lookup(token, 'birth', number)).statusCode).toBe(403);
      const payload = { kind: 'birth', certificate_number: number, payment_reference: paid() };
      expect((await reprint(token, payload)).statusCode).toBe(403);
      const listed = (await list(token)).json() as { data: { result: ReprintEntry[] } };
      expect(listed.data.result.filter((entry) => entry.kind === 'birth')).toEqual([]);
    } finally {
      await s.db.insert(rolePermissions).values(taken);
    }
  });

  it('reprints against a waiver another officer granted: once, by whoever asked, per Idempotency-Key', async () => {
    const { id, number } = await birthCertificate();
    const subject = { service: 'reprint', record_kind: 'birth', certificate_number: number };
    const asked = await askWaiver(s.t.app, s.people.registra, subject);
    expect(asked.statusCode).toBe(201);
    const waiverId = (asked.json() as { data: { id: number } }).data.id;
    const waiver = { kind: 'birth', certificate_number: number, waiver_id: waiverId };

    const early = await reprint(s.people.registra, waiver);
    expect(early.statusCode).toBe(402);
    expect(early.json()).toMatchObject({ message: PAYMENT_MESSAGES.waiverPending });
    expect((await decideWaiver(s.t.app, s.people.dcr, waiverId, 'grant')).statusCode).toBe(200);
    const byAnother = await reprint(s.people.dcr, waiver);
    expect(byAnother.statusCode).toBe(403);
    expect(byAnother.json()).toMatchObject({ message: PAYMENT_MESSAGES.waiverNotYours });

    const key = `reprint-${randomBytes(8).toString('hex')}`;
    const waived = await reprint(s.people.registra, waiver, key);
    expect(waived.statusCode).toBe(201);
    expect(answerOf(waived).reprint).toMatchObject({ payment_reference: null, waived: true });
    const retry = await reprint(s.people.registra, waiver, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(answerOf(retry).certificate.id).toBe(answerOf(waived).certificate.id);
    expect(await reprintsOf(id)).toHaveLength(1);
    const again = await reprint(s.people.registra, waiver);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^This fee waiver was already used for reprint 1 of/);
    const audit = await auditActionsOf(s.db, 'birth_registration', id);
    expect(audit).toContain('birth_registration.reprint');
  });

  it("a waiver granted for one certificate does not pay another's reprint", async () => {
    const [first, second] = [await birthCertificate(), await birthCertificate()];
    const waiverId = await grantedWaiver(s.t.app, s.people.registra, s.people.dcr, {
      service: 'reprint',
      record_kind: 'birth',
      certificate_number: first.number,
    });
    const other = await reprint(s.people.registra, {
      kind: 'birth',
      certificate_number: second.number,
      waiver_id: waiverId,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ message: PAYMENT_MESSAGES.waiverOtherRecord });
    expect(await reprintsOf(second.id)).toHaveLength(0);
  });
});

describe('past reprints', () => {
  it("lists the area's reprints newest first, with who, where and the reference or waiver", async () => {
    const { number } = await birthCertificate();
    const reference = paid();
    await reprint(s.people.registra, {
      kind: 'birth',
      certificate_number: number,
      payment_reference: reference,
    });
    await reprint(s.people.registra, {
      kind: 'birth',
      certificate_number: number,
      waiver_id: await grantedWaiver(s.t.app, s.people.registra, s.people.dcr, {
        service: 'reprint',
        record_kind: 'birth',
        certificate_number: number,
        reason: 'Replacement for a damaged copy',
      }),
    });
    const response = await list(s.people.registra);
    expect(response.statusCode).toBe(200);
    const { pagination, result } = (
      response.json() as {
        data: { pagination: { total: number; page: number }; result: ReprintEntry[] };
      }
    ).data;
    expect(pagination).toMatchObject({ page: 1, limit: 20 });
    expect(pagination.total).toBeGreaterThanOrEqual(2);
    const ours = result.filter((entry) => entry.certificate_number === number);
    expect(
      ours.map((entry) => [entry.reprint_number, entry.payment_reference, entry.waived]),
    ).toEqual([
      [2, null, true],
      [1, reference, false],
    ]);
    expect(ours[1]?.issued_by.name).toEqual(expect.any(String));
    const times = result.map((entry) => entry.issued_at);
    expect([...times].sort().reverse()).toEqual(times);

    const abuja = (await list(s.people.abujaRegistra)).json() as {
      data: { result: ReprintEntry[] };
    };
    expect(abuja.data.result.some((entry) => entry.certificate_number === number)).toBe(false);
    expect((await list(s.people.adhoc)).statusCode).toBe(403);
    expect((await list(s.people.registra, 0)).statusCode).toBe(400);
  });
});

describe("the record's history", () => {
  it('shows public checks of its certificates as "verify" entries, one per day', async () => {
    const { id } = await birthCertificate();
    const [original] = await s.db.select().from(certificates).where(eq(certificates.recordId, id));
    for (let i = 0; i < 2; i += 1) {
      const check = await s.t.app.inject({
        method: 'GET',
        url: `/api/verify/${original!.code}`,
        remoteAddress: freshAddress(),
      });
      expect(check.statusCode).toBe(200);
    }
    await s.t.app.certificates.checks.flush();
    const detail = (await birthCalls(s.t.app).detail(s.people.registra, id)).json() as {
      data: { history: { action: string; checks?: number; by: { name: string } }[] };
    };
    const history = detail.data.history;
    expect(history.map((entry) => entry.action)).toEqual(['submit', 'approve', 'print', 'verify']);
    expect(history[3]).toMatchObject({ checks: 2, by: { id: 0, name: 'Public verification' } });
  });
});

describeDashboardCounts(s, ['certificate:reprint', 'fee_service:reprint', 'fee_gateway:sandbox']);
