import {
  alreadyRegisteredMessage,
  ATTESTATION_MESSAGES,
  attestationDetailSchema,
  attestationKind,
  attestationSummarySchema,
  formatCalendarDate,
  registryToday,
  subtractYears,
  type AttestationFormVariant,
} from '@vitalreg/domain';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { newSandboxReference } from '../../integrations/payment-gateway/sandbox.ts';
import { bearer } from '../../test/helpers.ts';
import { ninVerifications } from '../../modules/identity/table.ts';
import { describeRecordKind } from '../../modules/records/kind-suite.ts';
import { askWaiver, decideWaiver } from '../../modules/payments/test-support.ts';
import {
  MESSAGES,
  messagesOf,
  partOf,
  randomName,
  recordCalls,
  useRecordsTest,
  type CentreInfo,
  type Payload,
  type Submitted,
} from '../../modules/records/test-support.ts';
import { attestationPayload as validAttestation } from './test-support.ts';
import { recordCount } from '../../modules/records/count-checks.ts';
import {
  namesOfNin,
  randomNin,
  verificationOf,
  verifiedNin,
} from '../../modules/identity/test-support.ts';

const context = useRecordsTest();
const attestations = () => recordCalls(context.t.app, attestationKind);

/** NINs the identity agency is taken to know (verified now), one per payload with a NIN. */
const nins: string[] = [];
beforeAll(async () => {
  const fresh = Array.from({ length: 150 }, randomNin);
  await context.db.insert(ninVerifications).values(fresh.map((nin) => verificationOf(nin)));
  nins.push(...fresh);
});

/** A valid attestation at `centre`, with a NIN the agency knows unless `variant` has none. */
const attestationPayload = (
  centre: CentreInfo,
  edit?: (payload: Payload) => void,
  variant: AttestationFormVariant = 'with_nin',
): Payload => validAttestation(centre, variant === 'with_nin' ? nins.pop() : undefined, edit);

describeRecordKind(context, {
  kind: attestationKind,
  summarySchema: attestationSummarySchema,
  detailSchema: attestationDetailSchema,
  payload: attestationPayload,
  // The applicant is at least 18: every attestation is of a birth over five years past.
  freshFlags: { late: true, overFiveYears: true },
  searchText: (payload) =>
    `${String(partOf(payload, 'applicant').firstname)} ${String(partOf(payload, 'applicant').surname)}`,
  correctable: ['information', 'town_of_birth'],
  identified: 'applicant',
});

const noNin = (edit?: (payload: Payload) => void) =>
  attestationPayload(context.ikeja, edit, 'without_nin');

const submitNoNin = (payload: Payload, key: string = randomUUID()) =>
  context.t.app.inject({
    method: 'POST',
    url: '/api/self-attestation/no-nin',
    headers: { ...bearer(context.people.registra), 'idempotency-key': key },
    payload,
  });

const today = registryToday();
const yearsAgo = (years: number, days = 0) => {
  const date = new Date(`${formatCalendarDate(subtractYears(today, years))}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const bornOn = (date: string) => (payload: Payload) => {
  partOf(payload, 'applicant').date_of_birth = date;
};

describe('birth attestation: the two paths', () => {
  it('with a NIN at /add; without at /self-attestation/no-nin; each refuses the other', async () => {
    const { people, ikeja } = context;
    const withNin = attestationPayload(ikeja);
    const saved = await attestations().submitted(people.registra, withNin);
    expect(saved.reference).toMatch(/^BA-LA-/);
    const without = noNin();
    const response = await submitNoNin(without);
    expect(response.statusCode).toBe(201);
    const record = (await attestations().detail(people.registra, response.json().data.id)).json()
      .data;
    expect(record).toMatchObject({ has_nin: false, record_type: 'attestation' });
    expect(record.particulars.applicant).toMatchObject({ nin: null, id_type: 2 });
    expect(record.particulars.affidavit).toMatchObject({ mimeType: 'image/jpeg' });

    const wrongWay = await attestations().submit(people.registra, noNin());
    expect(wrongWay.statusCode).toBe(400);
    expect(messagesOf(wrongWay)).toEqual([ATTESTATION_MESSAGES.ninRequired + '.']);
    const otherWay = await submitNoNin(attestationPayload(ikeja));
    expect(otherWay.statusCode).toBe(400);
    expect(messagesOf(otherWay)).toEqual([ATTESTATION_MESSAGES.ninNotAllowed + '.']);
  });

  it('refuses an applicant under 18 with the message; 18 today is accepted', async () => {
    const { people, ikeja } = context;
    const young = await attestations().submit(
      people.registra,
      attestationPayload(ikeja, bornOn(yearsAgo(18, 1))),
    );
    expect(young.statusCode).toBe(400);
    expect(messagesOf(young)).toEqual([MESSAGES.attestationMinAge + '.']);
    expect((await submitNoNin(noNin(bornOn(yearsAgo(17))))).statusCode).toBe(400);
    const adult = await attestations().submit(
      people.registra,
      attestationPayload(ikeja, bornOn(yearsAgo(18))),
    );
    expect(adult.statusCode).toBe(201);
  });

  it('needs the affidavit without a NIN', async () => {
    const response = await submitNoNin(noNin((p) => (p.affidavit = null)));
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([ATTESTATION_MESSAGES.affidavit + '.']);
  });

  it('refuses an unknown NIN (the identity agency does not know it)', async () => {
    const { people, ikeja } = context;
    const response = await attestations().submit(
      people.registra,
      attestationPayload(ikeja, (p) => (partOf(p, 'applicant').nin = '19999999999')),
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('birth attestation: the fee', () => {
  it('needs a paid reference; a reference is used once (409), with nothing saved', async () => {
    const { people, ikeja, db } = context;
    const unpaid = await attestations().submit(
      people.registra,
      attestationPayload(ikeja, (p) => delete p.reference),
    );
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json().code).toBe('PAYMENT_REQUIRED');
    const pending = await attestations().submit(
      people.registra,
      attestationPayload(ikeja, (p) => (p.reference = 'SBX-PENDING-1234')),
    );
    expect(pending.statusCode).toBe(402);
    expect(pending.json().code).toBe('PAYMENT_REQUIRED');

    const first = attestationPayload(ikeja);
    const saved = await attestations().submitted(people.registra, first);
    const before = await recordCount(db, 'attestation');
    const reused = await attestations().submit(
      people.registra,
      attestationPayload(ikeja, (p) => (p.reference = first.reference)),
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(
      `This payment reference was already used for birth attestation ${saved.reference}.`,
    );
    expect(reused.json()).toMatchObject({
      code: 'PAYMENT_ALREADY_USED',
      details: { usedFor: `birth attestation ${saved.reference}` },
    });
    const reusedNoNin = await submitNoNin(noNin((p) => (p.reference = first.reference)));
    expect(reusedNoNin.statusCode).toBe(409);
    expect(await recordCount(db, 'attestation')).toBe(before);
    const [bound] = rowsOf<{ record_kind: string; record_id: string }>(
      await db.execute(
        sql`select record_kind, record_id from payments where reference = ${String(first.reference)}`,
      ),
    );
    expect(bound).toMatchObject({ record_kind: 'attestation' });
    expect(Number(bound?.record_id)).toBe(saved.id);
  });

  it('a queried attestation resubmitted keeps the reference it was paid with', async () => {
    const { people, ikeja, db } = context;
    const first = attestationPayload(ikeja);
    const saved = await attestations().submitted(people.registra, first);
    const queried = await attestations().reject(people.dcr, saved.id, 'Town of birth is unclear.');
    expect(queried.statusCode).toBe(200);
    const fixed = structuredClone(first);
    partOf(fixed, 'information').town_of_birth = 'Ikeja';
    fixed.reference = 'SBX-PAID-NOT-THE-ONE';
    const resubmitted = await attestations().resubmit(people.registra, saved.id, fixed);
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    const [stored] = rowsOf<{ reference: string; town: string }>(
      await db.execute(
        sql`select particulars->>'reference' as reference,
                   particulars->'information'->>'town_of_birth' as town
            from records where id = ${saved.id}`,
      ),
    );
    expect(stored).toEqual({ reference: first.reference, town: 'Ikeja' });
  });

  it('the same reference sent twice at once pays for one record only', async () => {
    const { people, ikeja, db } = context;
    const reference = newSandboxReference('attestation');
    const before = await recordCount(db, 'attestation');
    const answers = await Promise.all(
      [1, 2].map(() =>
        attestations().submit(
          people.registra,
          attestationPayload(ikeja, (p) => (p.reference = reference)),
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await recordCount(db, 'attestation')).toBe(before + 1);
    const saved = answers.find((a) => a.statusCode === 201)?.json().data as Submitted;
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(
      `This payment reference was already used for birth attestation ${saved.reference}.`,
    );
    // Bound once, to the record saved, and audited once as the fee it paid.
    const bound = rowsOf<{ id: string; record_id: string }>(
      await db.execute(
        sql`select id, record_id from payments
            where reference = ${reference} and bound_at is not null`,
      ),
    );
    expect(bound.map((row) => Number(row.record_id))).toEqual([saved.id]);
    const events = rowsOf<{ details: Record<string, unknown> }>(
      await db.execute(
        sql`select details from audit_log
            where action = 'payment.bind' and entity_id = ${String(bound[0]?.id)}`,
      ),
    );
    expect(events.map((event) => event.details)).toEqual([
      {
        service: 'attestation',
        provider: 'sandbox',
        reference,
        amount_kobo: expect.any(Number) as number,
        record_kind: 'attestation',
        record_id: saved.id,
        purpose: `birth attestation ${saved.reference}`,
      },
    ]);
  });

  it('a fee waiver granted by a DCR pays for one attestation, stored with it', async () => {
    const { people, ikeja, db, t } = context;
    const asked = await askWaiver(t.app, people.registra, {
      service: 'attestation',
      reg_center_id: ikeja.id,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const waiverId = (asked.json() as { data: { id: number } }).data.id;
    const waived = () =>
      attestationPayload(ikeja, (p) => {
        delete p.reference;
        p.waiver_id = waiverId;
      });
    const early = await attestations().submit(people.registra, waived());
    expect(early.statusCode).toBe(402);
    expect((await decideWaiver(t.app, people.dcr, waiverId, 'grant')).statusCode).toBe(200);
    const saved = await attestations().submitted(people.registra, waived());
    const [waiver] = rowsOf<{ reason: string; record_id: string; purpose: string }>(
      await db.execute(
        sql`select reason, record_id, purpose from payment_waivers
            where record_kind = 'attestation' and record_id = ${saved.id}`,
      ),
    );
    expect(waiver).toMatchObject({
      reason: 'Indigent applicant',
      purpose: `birth attestation ${saved.reference}`,
    });
    const again = await attestations().submit(people.registra, waived());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `This fee waiver was already used for birth attestation ${saved.reference}.`,
    );
  });
});

describe('birth attestation: duplicates', () => {
  it('the same NIN again: 409 with the earlier reference', async () => {
    const { people, ikeja } = context;
    const first = attestationPayload(ikeja);
    const { reference } = await attestations().submitted(people.registra, first);
    const nin = partOf(first, 'applicant').nin;
    const again = await attestations().submit(
      people.registra,
      attestationPayload(ikeja, (p) =>
        Object.assign(partOf(p, 'applicant'), namesOfNin(String(nin)), { nin }),
      ),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(`birth attestation ${reference}`);
  });

  it('the same names, date of birth and parents without a NIN: 409 with the earlier reference', async () => {
    const { people } = context;
    const names = { firstname: randomName(), surname: randomName() };
    const same = () => noNin((p) => Object.assign(partOf(p, 'applicant'), names));
    const first = await submitNoNin(same());
    expect(first.statusCode).toBe(201);
    const again = await submitNoNin(same());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(first.json().data.reference);
    // Another mother: another person.
    const otherMother = await submitNoNin(
      noNin((p) => {
        Object.assign(partOf(p, 'applicant'), names);
        partOf(partOf(p, 'parents'), 'mother').firstname = randomName();
      }),
    );
    expect(otherMother.statusCode).toBe(201);
    const listed = await attestations().listedIds(people.registra, '?limit=100');
    expect(listed).toEqual(
      expect.arrayContaining([first.json().data.id, otherMother.json().data.id]),
    );
  });

  /** An approved birth registered at `centre` of a new person born 25 years ago. */
  const registeredBirth = async (centre: CentreInfo) => {
    const firstname = randomName();
    const surname = randomName();
    const dateOfBirth = yearsAgo(25);
    const birth = {
      reference: `BR-LA-2001-${randomName(8).toUpperCase()}`,
      number: `LA/2001/${randomNin()}`,
    };
    await context.db.execute(sql`insert into records (kind, reference, status, record_type,
        event_date, firstname, search_name, summary_body, particulars, late, over_five_years,
        reg_center_id, state_id, lga_id, captured_by, certificate_number)
      values ('birth', ${birth.reference}, 'approved', 'birth', ${dateOfBirth}::date, ${firstname},
        ${`${firstname} ${surname} folake adeyemi`.toLowerCase()}, '"record_type":"birth"',
        ${JSON.stringify({ child: { firstname, surname } })}::jsonb, false, false, ${centre.id},
        ${centre.stateId}, ${centre.lgaId}, (select id from users where user_name = 'registra'),
        ${birth.number})`);
    return { firstname, surname, dateOfBirth, birth };
  };

  it('a person whose birth is registered is told so with the birth certificate number', async () => {
    const { people, ikeja } = context;
    const { firstname, surname, dateOfBirth, birth } = await registeredBirth(ikeja);
    const edit = (p: Payload) => {
      Object.assign(partOf(p, 'applicant'), { firstname, surname, date_of_birth: dateOfBirth });
    };
    const nin = await verifiedNin(context.db, { surname, firstname });
    const withNin = (p: Payload) => {
      edit(p);
      partOf(p, 'applicant').nin = nin;
    };
    const response = await attestations().submit(
      people.registra,
      attestationPayload(ikeja, withNin),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      alreadyRegisteredMessage({ reference: birth.reference, certificate_number: birth.number }),
    );
    expect(response.json().message).toContain(`birth certificate number ${birth.number}`);
    expect(response.json()).toMatchObject({
      code: 'ALREADY_REGISTERED',
      details: { reference: birth.reference, certificateNumber: birth.number },
    });
    expect((await submitNoNin(noNin(edit))).statusCode).toBe(409);
    // A different date of birth is a different person.
    const other = attestationPayload(ikeja, (p) => {
      withNin(p);
      partOf(p, 'applicant').date_of_birth = yearsAgo(26);
    });
    expect((await attestations().submit(people.registra, other)).statusCode).toBe(201);
  });

  it('names a birth registered outside the caller’s area to no one but who may open it', async () => {
    const { people, abuja } = context;
    const { firstname, surname, dateOfBirth, birth } = await registeredBirth(abuja);
    const edit = (p: Payload) => {
      Object.assign(partOf(p, 'applicant'), { firstname, surname, date_of_birth: dateOfBirth });
    };
    // A Lagos registrar asking without a NIN (before any payment) learns only that it exists.
    const outside = await submitNoNin(noNin(edit));
    expect(outside.statusCode).toBe(409);
    expect(outside.json()).toMatchObject({
      code: 'ALREADY_REGISTERED',
      message: alreadyRegisteredMessage(),
    });
    expect(outside.json().details ?? {}).toEqual({});
    for (const told of [birth.reference, birth.number, 'certificate number']) {
      expect(outside.body).not.toContain(told);
    }
    // The Abuja registrar may open it: named.
    const nin = await verifiedNin(context.db, { surname, firstname });
    const inside = await attestations().submit(
      people.abujaRegistra,
      attestationPayload(abuja, (p) => {
        edit(p);
        partOf(p, 'applicant').nin = nin;
      }),
    );
    expect(inside.statusCode).toBe(409);
    expect(inside.json()).toMatchObject({
      code: 'ALREADY_REGISTERED',
      details: { reference: birth.reference, certificateNumber: birth.number },
    });
  });
});

describe('birth attestation: permissions and certificates', () => {
  it('is refused (403) to roles without Can_See_Attestation (hospital, adhoc)', async () => {
    const { people, ikeja } = context;
    for (const token of [people.hospital, people.adhoc]) {
      expect((await attestations().submit(token, attestationPayload(ikeja))).statusCode).toBe(403);
      expect((await attestations().list(token)).statusCode).toBe(403);
    }
  });

  it('an approved attestation prints, with the attestation number', async () => {
    const { people, ikeja } = context;
    const { id } = await attestations().submitted(people.registra, attestationPayload(ikeja));
    const approved = await attestations().approve(people.dcr, id);
    expect(approved.statusCode).toBe(200);
    const number = approved.json().data.attestation_number as string;
    expect(number).toMatch(/^BA\/LA\/\d{4}\/\d{6}$/);
    const printed = await context.t.app.inject({
      method: 'POST',
      url: `/api/certificates/attestation/${id}/print`,
      headers: bearer(people.registra),
    });
    expect([200, 201]).toContain(printed.statusCode);
  });
});
