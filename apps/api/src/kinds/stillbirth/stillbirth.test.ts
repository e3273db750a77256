import {
  COUNTRIES,
  stillbirthDetailSchema,
  stillbirthKind,
  stillbirthSummarySchema,
} from '@vitalreg/domain';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  messagesOf,
  partOf,
  randomName,
  recordCalls,
  useRecordsTest,
  type Payload,
} from '../../modules/records/test-support.ts';
import { recordCount } from '../../modules/records/count-checks.ts';
import { stillbirthPayload } from './test-support.ts';
import { daysAgo, describeRecordKind } from '../../modules/records/kind-suite.ts';

const context = useRecordsTest();
const stillbirths = () => recordCalls(context.t.app, stillbirthKind);

const deliveredOn = (payload: Payload, date: string) => {
  partOf(payload, 'stillbirth').date_of_delivery = date;
};

describeRecordKind(context, {
  kind: stillbirthKind,
  summarySchema: stillbirthSummarySchema,
  detailSchema: stillbirthDetailSchema,
  payload: stillbirthPayload,
  withEventDate: deliveredOn,
  searchText: (payload) => String(partOf(payload, 'mother').fullname),
  correctable: ['stillbirth', 'village'],
});

/** Submits a stillbirth edited by `edit` at Ikeja as its registrar. */
const submitEdited = (edit: (payload: Payload) => void) =>
  stillbirths().submit(context.people.registra, stillbirthPayload(context.ikeja, edit));

async function refused(edit: (payload: Payload) => void) {
  const response = await submitEdited(edit);
  expect(response.statusCode).toBe(400);
  return messagesOf(response);
}

describe('stillbirth: the record', () => {
  it('keeps the particulars as submitted and lists the delivery and the mother', async () => {
    const payload = stillbirthPayload(context.ikeja);
    const { id } = await stillbirths().submitted(context.people.registra, payload);
    const record = (await stillbirths().detail(context.people.registra, id)).json().data;
    expect(record.stillbirth).toEqual({
      sex: 1,
      dateOfDelivery: partOf(payload, 'stillbirth').date_of_delivery,
    });
    expect(record.mother).toEqual({ fullname: partOf(payload, 'mother').fullname });
    expect(record.particulars).toMatchObject({
      born_alive: false,
      stillbirth: { gestational_weeks: 34, birth_weight_grams: 2100 },
      informant: { acknowledgement: true },
    });
    expect(record).not.toHaveProperty('death_certificate_number');
  });
});

describe('stillbirth: validation (400 with the domain’s messages)', () => {
  it('refuses a baby born alive, and a missing answer', async () => {
    expect(await refused((p) => (p.born_alive = true))).toEqual([MESSAGES.bornAlive]);
    expect(await refused((p) => (p.born_alive = null))).toEqual([MESSAGES.bornAliveRequired + '.']);
    expect(await refused((p) => delete p.born_alive)).toEqual([MESSAGES.bornAliveRequired + '.']);
  });

  it("needs the informant's acknowledgement", async () => {
    const informant = (p: Payload) => partOf(p, 'informant');
    expect(await refused((p) => (informant(p).acknowledgement = false))).toEqual([
      MESSAGES.acknowledgement,
    ]);
    expect(await refused((p) => delete informant(p).acknowledgement)).toEqual([
      MESSAGES.acknowledgement,
    ]);
  });

  it("checks the mother's age at its bounds (9 to 60)", async () => {
    const withAge = (age: number) => (p: Payload) => {
      partOf(p, 'mother').age = age;
    };
    expect(await refused(withAge(8))).toEqual([MESSAGES.motherAge + '.']);
    expect(await refused(withAge(61))).toEqual([MESSAGES.motherAge + '.']);
    expect((await submitEdited(withAge(9))).statusCode).toBe(201);
    expect((await submitEdited(withAge(60))).statusCode).toBe(201);
  });

  it('checks the length of the pregnancy at its bounds (28 to 45 weeks)', async () => {
    const withWeeks = (weeks: number | string) => (p: Payload) => {
      partOf(p, 'stillbirth').gestational_weeks = weeks;
    };
    for (const weeks of [27, 46, 30.5, 'many']) {
      expect(await refused(withWeeks(weeks))).toEqual([MESSAGES.gestationalWeeks + '.']);
    }
    expect((await submitEdited(withWeeks(28))).statusCode).toBe(201);
    expect((await submitEdited(withWeeks(45))).statusCode).toBe(201);
  });

  it('refuses a date of delivery after today', async () => {
    expect(await refused((p) => deliveredOn(p, daysAgo(-1)))).toEqual([
      MESSAGES.dateOfDeliveryFuture + '.',
    ]);
    expect(await refused((p) => deliveredOn(p, '2026-02-30'))).toHaveLength(1);
  });

  it('refuses values in hidden fields and unknown keys', async () => {
    // A mother who is not Nigerian has no state of origin or ethnic group.
    const ghana = COUNTRIES.find((c) => c.Country_Name === 'Ghana');
    const foreign = await refused((p) => {
      partOf(p, 'mother').nationality = ghana?.Country_Code;
    });
    expect(foreign).toEqual([MESSAGES.hiddenField]);
    const unknown = await refused((p) => {
      partOf(p, 'stillbirth').cause = 'unknown';
    });
    expect(unknown.join(' ')).toMatch(/cause/);
  });
});

describe('stillbirth: permissions', () => {
  it('hospital staff may register and list stillbirths (Can_See_Stillbirth)', async () => {
    const { people, ikeja } = context;
    const { id } = await stillbirths().submitted(people.hospital, stillbirthPayload(ikeja));
    expect(await stillbirths().listedIds(people.hospital, '?limit=100')).toContain(id);
    expect((await stillbirths().detail(people.hospital, id)).statusCode).toBe(200);
    // Hospital staff do not review.
    expect((await stillbirths().approve(people.hospital, id)).statusCode).toBe(403);
  });

  it('is refused (403) to a role without Can_See_Stillbirth (adhoc)', async () => {
    const { people, ikeja } = context;
    const { id } = await stillbirths().submitted(people.registra, stillbirthPayload(ikeja));
    expect((await stillbirths().submit(people.adhoc, stillbirthPayload(ikeja))).statusCode).toBe(
      403,
    );
    expect((await stillbirths().list(people.adhoc)).statusCode).toBe(403);
    expect((await stillbirths().detail(people.adhoc, id)).statusCode).toBe(403);
    expect((await stillbirths().stats(people.adhoc)).statusCode).toBe(403);
  });
});

describe('stillbirth: duplicates', () => {
  it('answers 409 for the same mother delivered within 5 days; 6 days apart is saved', async () => {
    const { people, ikeja, db } = context;
    const mother = `${randomName()} Abubakar`;
    const of = (date: string, fullname = mother) =>
      stillbirthPayload(ikeja, (p) => {
        partOf(p, 'mother').fullname = fullname;
        deliveredOn(p, date);
      });
    const { reference } = await stillbirths().submitted(people.registra, of(daysAgo(10)));
    const before = await recordCount(db, 'stillbirth');
    for (const date of [daysAgo(5), daysAgo(10), daysAgo(15)]) {
      const response = await stillbirths().submit(people.registra, of(date));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'DUPLICATE_SUSPECTED',
        details: { kind: 'stillbirth', reference },
      });
      expect(response.json().message).toBe(
        `This may be a duplicate of stillbirth ${reference} ` +
          `(mother ${mother}, delivered ${daysAgo(10)}). ` +
          'If it is a different delivery, confirm that it is not a duplicate and submit again.',
      );
    }
    // The name as typed differently (case, spaces) is the same mother.
    const retyped = of(daysAgo(8), `  ${mother.toUpperCase().replace(' ', '   ')} `);
    expect((await stillbirths().submit(people.registra, retyped)).statusCode).toBe(409);
    expect(await recordCount(db, 'stillbirth')).toBe(before);
    expect((await stillbirths().submit(people.registra, of(daysAgo(4)))).statusCode).toBe(201);
    expect((await stillbirths().submit(people.registra, of(daysAgo(16)))).statusCode).toBe(201);
    const confirmed = await stillbirths().submit(people.registra, {
      ...of(daysAgo(9)),
      confirmNotDuplicate: true,
    });
    expect(confirmed.statusCode).toBe(201);
    expect(await recordCount(db, 'stillbirth')).toBe(before + 3);
  });
});
