import { randomBytes } from 'node:crypto';
import {
  recordKindOf,
  reissuanceTypeOf,
  type RecordKindKey,
  type ReissuanceType,
} from '@vitalreg/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { newSandboxReference } from '../../integrations/payment-gateway/sandbox.ts';
import { bearer } from '../../test/helpers.ts';
import { birthPayload, part } from '../../kinds/birth/test-support.ts';
import { particularsOf } from '../certificates/service.ts';
import { records } from '../records/tables.ts';
import {
  centreFiles,
  partOf,
  randomName,
  recordCalls,
  type Payload,
  type RecordsTest,
} from '../records/test-support.ts';
import { attestationPayload } from '../../kinds/attestation/test-support.ts';
import { verifiedNin } from '../identity/test-support.ts';

/** Accented names, so the particulars are compared folded ("Obia" finds "Ọbịa"). */
const HOLDER_NAMES = { middlename: 'Ọbịa', surname: 'Ɗanjuma' };

/** A fresh sandbox payment of the type's fee. */
export const paid = (type: ReissuanceType) =>
  newSandboxReference(reissuanceTypeOf(type).paymentService);
export const freshEmail = () => `holder.${randomBytes(5).toString('hex')}@example.com`;

export const messageOf = (response: { json(): unknown }) =>
  ([] as string[]).concat((response.json() as { message: string | string[] }).message).join(' ');

/** A record of the type's kind with its certificate number, and its holder as stored. */
export interface Certificate {
  type: ReissuanceType;
  kind: RecordKindKey;
  id: number;
  number: string;
  firstname: string;
  dateOfBirth: string;
  nin: string | null;
}

/** A new submission of each type's kind at Ikeja, its holder named HOLDER_NAMES. */
const HOLDER_PAYLOADS: Record<ReissuanceType, (s: RecordsTest) => Promise<Payload>> = {
  birth_reissuance: async (s) =>
    birthPayload(s.ikeja.id, (p) => {
      Object.assign(part(p, 'child'), HOLDER_NAMES);
      p.confirmNotDuplicate = true;
    }),
  // An applicant with a fresh NIN the identity agency knows by these names, and a fresh paid fee.
  attest_reissuance: async (s) => {
    const names = { ...HOLDER_NAMES, firstname: randomName() };
    const nin = await verifiedNin(s.db, names);
    return attestationPayload(s.ikeja, nin, (payload) =>
      Object.assign(partOf(payload, 'applicant'), names),
    );
  },
};

/** The reissuance API and the records it reissues, for one test file's app. */
export function reissuanceCalls(s: RecordsTest) {
  /** A record of the type's kind captured at Ikeja, approved by the DCR and (unless told) printed. */
  async function certificate(type: ReissuanceType, printed = true): Promise<Certificate> {
    const declaration = reissuanceTypeOf(type);
    const kind = recordKindOf(declaration.kind);
    const calls = recordCalls(s.t.app, kind);
    const { id } = await calls.submitted(s.people.registra, await HOLDER_PAYLOADS[type](s));
    const approved = await calls.approve(s.people.dcr, id);
    expect(approved.statusCode, approved.body).toBe(200);
    const number = (approved.json() as { data: { certificate_number: string } }).data
      .certificate_number;
    if (printed) {
      const print = await s.t.app.inject({
        method: 'POST',
        url: `/api/certificates/${kind.key}/${id}/print`,
        headers: bearer(s.people.registra),
      });
      expect(print.statusCode, print.body).toBe(200);
    }
    const [row] = await s.db.select().from(records).where(eq(records.id, id));
    if (!row) throw new Error('record not found');
    const holder = declaration.holderOf(particularsOf(row));
    return { type, kind: kind.key, id, number, ...holder };
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

  /** A request by particulars (written another way than stored), confirmed and paid. */
  async function requestBody(
    cert: Certificate,
    edit: Record<string, unknown> = {},
    token?: string,
  ) {
    const email = (edit.recipient_email as string | undefined) ?? freshEmail();
    return {
      type: cert.type,
      validation_mode: 'particulars',
      certificate_number: cert.number.toLowerCase(),
      firstname: cert.firstname.toLowerCase(),
      middlename: 'Obia',
      surname: 'ɗanjuma',
      date_of_birth: cert.dateOfBirth,
      captured_face: centreFiles(s.ikeja.id)?.jpeg,
      recipient_email: email,
      email_confirmation_token: await confirmed(email, token),
      payment_reference: paid(cert.type),
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

  const get = (token: string, url: string) =>
    s.t.app.inject({ method: 'GET', url, headers: bearer(token) });

  return { certificate, confirmed, requestBody, ask, approve, get };
}
