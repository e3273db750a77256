import { randomBytes } from 'node:crypto';
import {
  REISSUANCE_MESSAGES,
  type ReissuanceApproval,
  type ReissuanceEntry,
} from '@vitalreg/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bearer } from '../../test/helpers.ts';
import { birthCalls, birthPayload, part } from '../birth-registration/test-support.ts';
import { certificates } from '../certificates/tables.ts';
import { pdfText } from '../certificates/test-support.ts';
import { recordHistory, records } from '../records/tables.ts';
import { auditActionsOf, centreFiles, useRecordsTest } from '../records/test-support.ts';

const s = useRecordsTest();

const paid = () => `SBX-PAID-${randomBytes(6).toString('hex').toUpperCase()}`;
const freshEmail = () => `holder.${randomBytes(5).toString('hex')}@example.com`;

/** A birth captured at Ikeja, approved by the DCR and (unless told) printed. */
async function birthCertificate(printed = true) {
  const calls = birthCalls(s.t.app);
  const payload = birthPayload(s.ikeja.id, (p) => {
    Object.assign(part(p, 'child'), { middlename: 'Ọbịa', surname: 'Ɗanjuma' });
    p.confirmNotDuplicate = true;
  });
  const child = part(payload, 'child');
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
  const [row] = await s.db.select().from(records).where(eq(records.id, id));
  const stored = (row?.particulars ?? {}) as { child: { childBirthDate: string } };
  return {
    id,
    number,
    firstname: String(child.firstname),
    dateOfBirth: String(stored.child.childBirthDate).slice(0, 10),
  };
}

/** A confirmation token for the address, the code read from the mail the SMTP sink received. */
async function confirmed(email: string, token = s.people.registra): Promise<string> {
  const sink = s.t.app.mailSink;
  if (!sink) throw new Error('no mail sink');
  const before = sink.messagesTo(email).length;
  const sent = await s.t.app.inject({
    method: 'POST',
    url: '/api/email-codes',
    headers: bearer(token),
    payload: { email, purpose: 'reissuance' },
  });
  expect(sent.statusCode).toBe(200);
  const mail = await sink.waitFor(email, { after: before });
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
  const verified = await s.t.app.inject({
    method: 'POST',
    url: '/api/email-codes/verify',
    headers: bearer(token),
    payload: { email, purpose: 'reissuance', code },
  });
  expect(verified.statusCode).toBe(200);
  return (verified.json() as { data: { confirmation_token: string } }).data.confirmation_token;
}

type Certificate = Awaited<ReturnType<typeof birthCertificate>>;

async function requestBody(cert: Certificate, edit: Record<string, unknown> = {}, token?: string) {
  const email = (edit.recipient_email as string | undefined) ?? freshEmail();
  return {
    type: 'birth_reissuance',
    validation_mode: 'particulars',
    certificate_number: cert.number,
    firstname: cert.firstname.toLowerCase(),
    middlename: 'Obia',
    surname: 'ɗanjuma',
    date_of_birth: cert.dateOfBirth,
    captured_face: centreFiles(s.ikeja.id)?.jpeg,
    recipient_email: email,
    email_confirmation_token: await confirmed(email, token),
    payment_reference: paid(),
    ...edit,
  };
}

const ask = (token: string, payload: Record<string, unknown>) =>
  s.t.app.inject({ method: 'POST', url: '/api/reissuance', headers: bearer(token), payload });

const approve = (token: string, id: number) =>
  s.t.app.inject({
    method: 'POST',
    url: `/api/reissuance/${id}/approve`,
    headers: bearer(token),
  });

const messageOf = (response: { json(): unknown }) =>
  ([] as string[]).concat((response.json() as { message: string | string[] }).message).join(' ');

describe('birth certificate reissuance', () => {
  it('requests by particulars, then a DCR reissues it: REISSUE 1, record printed, history, audit, mail', async () => {
    const cert = await birthCertificate();
    const body = await requestBody(cert);
    const response = await ask(s.people.registra, body);
    expect(response.statusCode).toBe(201);
    const entry = (response.json() as { data: ReissuanceEntry }).data;
    expect(entry).toMatchObject({
      type: 'birth_reissuance',
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
    const again = await ask(s.people.registra, { ...body, payment_reference: paid() });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(REISSUANCE_MESSAGES.pendingExists);

    const stats = await s.t.app.inject({
      method: 'GET',
      url: '/api/reissuance/stats',
      headers: bearer(s.people.dcr),
    });
    expect(stats.statusCode).toBe(200);
    const counts = (stats.json() as { data: Record<string, { pending: number }> }).data;
    expect(counts.birth_reissuance?.pending).toBeGreaterThanOrEqual(1);
    const list = await s.t.app.inject({
      method: 'GET',
      url: '/api/reissuance/list/1?status=pending',
      headers: bearer(s.people.dcr),
    });
    expect(list.statusCode).toBe(200);
    const listed = (list.json() as { data: { result: ReissuanceEntry[] } }).data.result;
    expect(listed.map((e) => e.id)).toContain(entry.id);
    const elsewhere = await s.t.app.inject({
      method: 'GET',
      url: '/api/reissuance/list/1',
      headers: bearer(s.people.abujaDcr),
    });
    const theirs = (elsewhere.json() as { data: { result: ReissuanceEntry[] } }).data.result;
    expect(theirs.map((e) => e.id)).not.toContain(entry.id);

    expect((await approve(s.people.registra, entry.id)).statusCode).toBe(403);
    expect((await approve(s.people.abujaDcr, entry.id)).statusCode).toBe(404);
    const sink = s.t.app.mailSink;
    const mailsBefore = sink?.messagesTo(body.recipient_email).length ?? 0;
    const approved = await approve(s.people.dcr, entry.id);
    expect(approved.statusCode).toBe(200);
    const result = (approved.json() as { data: ReissuanceApproval }).data;
    expect(result.request).toMatchObject({ status: 'approved', reissue_number: 1 });
    expect(result.certificate).toMatchObject({ issue: 'reissue', issue_number: 1 });
    const pdf = await s.t.app.inject({
      method: 'GET',
      url: result.download_url,
      headers: bearer(s.people.registra),
    });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('REISSUE');

    const [record] = await s.db.select().from(records).where(eq(records.id, cert.id));
    expect(record?.status).toBe('printed');
    const history = await s.db
      .select()
      .from(recordHistory)
      .where(and(eq(recordHistory.recordId, cert.id), eq(recordHistory.action, 'reissue')));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ fromStatus: 'printed', toStatus: 'printed' });
    expect(await auditActionsOf(s.db, 'birth_registration', cert.id)).toContain(
      'birth_registration.reissue',
    );
    const reissues = await s.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.recordId, cert.id), eq(certificates.issue, 'reissue')));
    expect(reissues).toHaveLength(1);
    const ready = await sink?.waitFor(body.recipient_email, { after: mailsBefore });
    expect(ready?.subject).toBe(REISSUANCE_MESSAGES.readySubject);

    const twice = await approve(s.people.director, entry.id);
    expect(twice.statusCode).toBe(409);
    expect(messageOf(twice)).toBe(REISSUANCE_MESSAGES.notPending);
  });

  it("finds the holder by NIN through the identity agency's surname and date of birth", async () => {
    const cert = await birthCertificate();
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
      const other = await birthCertificate();
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

  it('refuses an unknown, unprinted or out-of-area certificate, wrong particulars and attestations', async () => {
    const cert = await birthCertificate();
    const unknown = await ask(
      s.people.registra,
      await requestBody(cert, { certificate_number: 'LA/1999/999999' }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe(REISSUANCE_MESSAGES.notFound);

    const unprinted = await birthCertificate(false);
    const notPrinted = await ask(s.people.registra, await requestBody(unprinted));
    expect(notPrinted.statusCode).toBe(409);
    expect(messageOf(notPrinted)).toBe(REISSUANCE_MESSAGES.notPrinted);

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

    const wrongDate = await ask(
      s.people.registra,
      await requestBody(cert, { date_of_birth: '1990-01-01' }),
    );
    expect(wrongDate.statusCode).toBe(404);
    expect(messageOf(wrongDate)).toBe(REISSUANCE_MESSAGES.notMatched);

    const attest = await ask(
      s.people.registra,
      await requestBody(cert, { type: 'attest_reissuance' }),
    );
    expect(attest.statusCode).toBe(409);
    expect(messageOf(attest)).toBe(REISSUANCE_MESSAGES.attestationNotYet);

    const noFace = await ask(
      s.people.registra,
      await requestBody(cert, { captured_face: 'not-a-key' }),
    );
    expect(noFace.statusCode).toBe(400);

    const adhoc = await ask(s.people.adhoc, { type: 'birth_reissuance' });
    expect(adhoc.statusCode).toBe(403);
  });

  it('needs a confirmed e-mail and an unused payment; the requester may not approve', async () => {
    const cert = await birthCertificate();
    const body = await requestBody(cert);
    const unconfirmed = await ask(s.people.registra, {
      ...body,
      email_confirmation_token: 'x'.repeat(43),
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(messageOf(unconfirmed)).toBe(REISSUANCE_MESSAGES.emailConfirmation);
    // Another address than the one confirmed.
    const otherAddress = await ask(s.people.registra, { ...body, recipient_email: freshEmail() });
    expect(otherAddress.statusCode).toBe(400);

    const first = await ask(s.people.registra, body);
    expect(first.statusCode).toBe(201);

    const second = await birthCertificate();
    const reused = await ask(
      s.people.registra,
      await requestBody(second, { payment_reference: body.payment_reference }),
    );
    expect(reused.statusCode).toBe(409);

    const own = await ask(s.people.dcr, await requestBody(second, {}, s.people.dcr));
    expect(own.statusCode).toBe(201);
    const ownId = (own.json() as { data: ReissuanceEntry }).data.id;
    const refused = await approve(s.people.dcr, ownId);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(REISSUANCE_MESSAGES.ownRequest);
    expect((await approve(s.people.director, ownId)).statusCode).toBe(200);
    expect((await approve(s.people.dcr, 99_999_999)).statusCode).toBe(404);
  });
});
