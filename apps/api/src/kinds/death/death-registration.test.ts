import {
  ageAtDeathMismatchMessage,
  deathKind,
  deathRegistrationDetailSchema,
  deathRegistrationSummarySchema,
} from '@vitalreg/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import {
  MESSAGES,
  messagesOf,
  partOf,
  randomName,
  recordCalls,
  summaryOfDetail,
  useRecordsTest,
  type Payload,
} from '../../modules/records/test-support.ts';
import { deathPayload } from './test-support.ts';
import { recordCount } from '../../modules/records/count-checks.ts';
import { SANDBOX_NINS, verifiedNin } from '../../modules/identity/test-support.ts';
import { daysAgo, describeRecordKind } from '../../modules/records/kind-suite.ts';

const context = useRecordsTest();
const deaths = () => recordCalls(context.t.app, deathKind);

/** The deceased of a form B payload: a man of 67 when he died on `date` (born on the 1st). */
function diedOn(payload: Payload, date: string, ageYears = 67) {
  Object.assign(partOf(payload, 'deceased'), {
    date_of_death: date,
    date_of_birth: `${Number(date.slice(0, 4)) - ageYears}${date.slice(4, 8)}01`,
    age_at_death: { value: ageYears, unit: 'years' },
  });
}

describeRecordKind(context, {
  kind: deathKind,
  summarySchema: deathRegistrationSummarySchema,
  detailSchema: deathRegistrationDetailSchema,
  payload: (centre, edit) => deathPayload(centre, edit),
  withEventDate: (payload, date) => diedOn(payload, date),
  searchText: (payload) => {
    const deceased = partOf(payload, 'deceased');
    return `${String(deceased.firstname)} ${String(deceased.surname)}`;
  },
  correctable: ['deceased', 'place_of_death'],
  identified: 'informant',
});

/** The 400 messages of a death payload edited by `edit` (form B unless told). */
async function refused(edit: (payload: Payload) => void, form?: 'form_a' | 'form_b') {
  const payload = deathPayload(context.ikeja, edit, form);
  const response = await deaths().submit(context.people.registra, payload);
  expect(response.statusCode).toBe(400);
  return messagesOf(response);
}

describe('death registration: forms', () => {
  it('registers form A (a child under 5, with the mother) and form B (with documents)', async () => {
    const { people, ikeja } = context;
    const formA = deathPayload(ikeja, undefined, 'form_a');
    const a = await deaths().submitted(people.registra, formA);
    const recordA = (await deaths().detail(people.registra, a.id)).json().data;
    expect(recordA.form).toBe('form_a');
    expect(recordA.deceased).toMatchObject({
      firstname: partOf(formA, 'deceased').firstname,
      ageAtDeath: { value: 2, unit: 'years' },
      sex: 2,
    });
    expect(recordA.particulars.mother.nin).toBe(SANDBOX_NINS.mother);
    expect(recordA.particulars.documents).toEqual([]);

    const formB = deathPayload(ikeja);
    const b = await deaths().submitted(people.registra, formB);
    const recordB = (await deaths().detail(people.registra, b.id)).json().data;
    expect(recordB.form).toBe('form_b');
    expect(recordB.particulars.mother).toBeNull();
    expect(recordB.particulars.documents).toEqual(formB.documents);
    expect(recordB.death_certificate_number).toBeNull();
  });
});

describe('death registration: validation (400 with the domain’s messages)', () => {
  it('refuses a date of death after today', async () => {
    const tomorrow = daysAgo(-1);
    expect(await refused((p) => diedOn(p, tomorrow))).toContain(MESSAGES.dateOfDeathFuture + '.');
  });

  it('refuses a date of death before the date of birth', async () => {
    const messages = await refused((p) =>
      Object.assign(partOf(p, 'deceased'), {
        date_of_birth: '2020-05-10',
        date_of_death: '2020-05-01',
        age_at_death: { value: 1, unit: 'days' },
      }),
    );
    expect(messages).toEqual([MESSAGES.dateOfDeathBeforeBirth + '.']);
  });

  it('refuses an age at death the dates do not give, naming the age they give', async () => {
    const messages = await refused((p) => {
      diedOn(p, daysAgo(3));
      partOf(p, 'deceased').age_at_death = { value: 60, unit: 'years' };
    });
    expect(messages).toEqual([ageAtDeathMismatchMessage('67 years')]);
    // Under a month the age is in days, within the unit's limits.
    const outOfRange = await refused((p) => {
      Object.assign(partOf(p, 'deceased'), {
        date_of_birth: null,
        age_at_death: { value: 31, unit: 'days' },
      });
    });
    expect(outOfRange).toEqual([MESSAGES.ageAtDeathRange]);
  });

  it('refuses form A for a deceased aged 5 or more', async () => {
    const messages = await refused((p) => {
      Object.assign(partOf(p, 'deceased'), {
        date_of_birth: null,
        age_at_death: { value: 5, unit: 'years' },
      });
    }, 'form_a');
    expect(messages).toEqual([MESSAGES.formANotUnderFive]);
    // Four years old is form A's.
    const four = deathPayload(
      context.ikeja,
      (p) =>
        Object.assign(partOf(p, 'deceased'), {
          date_of_birth: null,
          age_at_death: { value: 4, unit: 'years' },
        }),
      'form_a',
    );
    expect((await deaths().submit(context.people.registra, four)).statusCode).toBe(201);
  });

  it("refuses the informant's NIN equal to the deceased's", async () => {
    const messages = await refused((p) => {
      Object.assign(partOf(p, 'deceased'), {
        nin: SANDBOX_NINS.informant,
        reason_for_no_nin: null,
      });
    });
    expect(messages).toEqual([MESSAGES.informantNinSameAsDeceased]);
  });

  it('refuses values in hidden fields and parts the form does not have', async () => {
    // Not literate: the education level is hidden.
    const hidden = await refused((p) => {
      partOf(p, 'deceased').literacy = 2;
    });
    expect(hidden.join(' ')).toContain(MESSAGES.hiddenField);
    // A NIN given: no reason for having none.
    const reason = await refused((p) => {
      partOf(p, 'deceased').nin = SANDBOX_NINS.father;
    });
    expect(reason.join(' ')).toContain(MESSAGES.hiddenField);
    const motherOnB = await refused((p) => {
      p.mother = deathPayload(context.ikeja, undefined, 'form_a').mother;
    });
    expect(motherOnB).toEqual([MESSAGES.hiddenField]);
    const documentsOnA = await refused((p) => {
      p.documents = deathPayload(context.ikeja).documents;
    }, 'form_a');
    expect(documentsOnA).toEqual([MESSAGES.hiddenField]);
    const noMotherOnA = await refused((p) => {
      p.mother = null;
    }, 'form_a');
    expect(noMotherOnA).toEqual([MESSAGES.sectionRequired]);
    const unknown = await refused((p) => {
      partOf(p, 'deceased').favouriteColour = 'blue';
    });
    expect(unknown.join(' ')).toMatch(/favouriteColour/);
  });

  it("checks form B's documents: known types, each once, uploaded within the area", async () => {
    const document = (p: Payload) => (p.documents as Payload[])[0]!;
    const wrongType = await refused((p) => {
      document(p).type = 'birth_certificate';
    });
    expect(wrongType).toEqual([MESSAGES.documentType + '.']);
    const twice = await refused((p) => {
      p.documents = [document(p), { ...document(p) }];
    });
    expect(twice).toEqual([MESSAGES.documentTypeRepeated]);
    const foreign = await refused((p) => {
      p.documents = deathPayload(context.abuja).documents;
    });
    expect(foreign).toEqual([MESSAGES.storedFile]);
    const mismatched = await refused((p) => {
      document(p).mimeType = 'image/png';
    });
    expect(mismatched).toEqual([
      'The file type does not match the uploaded file. Upload it again.',
    ]);
  });

  it('checks the identity numbers with the agency, naming the field', async () => {
    const messages = await refused((p) => {
      Object.assign(partOf(p, 'deceased'), { nin: SANDBOX_NINS.unknown, reason_for_no_nin: null });
      partOf(p, 'informant').nin = SANDBOX_NINS.status0;
    });
    expect(messages).toEqual([
      'deceased.nin: this NIN is not known to the identity agency.',
      'informant.nin: error validating NIN.',
    ]);
  });
});

describe('death registration: permissions', () => {
  it('is refused (403) to roles without Can_See_Death: adhoc and hospital', async () => {
    const { people, ikeja } = context;
    const { id } = await deaths().submitted(people.registra, deathPayload(ikeja));
    for (const token of [people.adhoc, people.hospital]) {
      expect((await deaths().submit(token, deathPayload(ikeja))).statusCode).toBe(403);
      expect((await deaths().list(token)).statusCode).toBe(403);
      expect((await deaths().detail(token, id)).statusCode).toBe(403);
      expect((await deaths().stats(token)).statusCode).toBe(403);
    }
  });

  it('lets the read-only commissioner list deaths (Can_List_Death) but not register them', async () => {
    const { people, ikeja } = context;
    expect((await deaths().list(people.commissioner)).statusCode).toBe(200);
    expect((await deaths().submit(people.commissioner, deathPayload(ikeja))).statusCode).toBe(403);
    expect((await deaths().reviewList(people.commissioner)).statusCode).toBe(403);
  });
});

describe('death registration: duplicates', () => {
  it('answers 409 naming the earlier record with the same deceased NIN, whatever the date', async () => {
    const { people, ikeja, db } = context;
    // The deceased's names are the ones the identity agency gives for the NIN.
    const names = { surname: 'Okafor', firstname: randomName(), middlename: null };
    const nin = await verifiedNin(db, names);
    const withNin = (p: Payload) =>
      Object.assign(partOf(p, 'deceased'), names, { nin, reason_for_no_nin: null });
    const original = deathPayload(ikeja, withNin);
    const { reference } = await deaths().submitted(people.registra, original);
    const before = await recordCount(db, 'death');
    // Another date of death: the NIN says it is the same person.
    const again = deathPayload(ikeja, (p) => {
      withNin(p);
      diedOn(p, daysAgo(40));
    });
    const response = await deaths().submit(people.registra, again);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'DUPLICATE_SUSPECTED',
      details: { kind: 'death', reference },
    });
    const deceased = partOf(original, 'deceased');
    expect(response.json().message).toBe(
      `This may be a duplicate of death registration ${reference} ` +
        `(${String(deceased.firstname)} Okafor, died ${String(deceased.date_of_death)}). ` +
        'If it is a different person, confirm that it is not a duplicate and submit again.',
    );
    expect(await recordCount(db, 'death')).toBe(before);
    // Elsewhere in the country too (the check is national).
    const inAbuja = deathPayload(context.abuja, withNin);
    expect((await deaths().submit(people.abujaRegistra, inAbuja)).statusCode).toBe(409);

    const confirmed = await deaths().submit(people.registra, {
      ...again,
      confirmNotDuplicate: true,
    });
    expect(confirmed.statusCode).toBe(201);
    const [event] = await db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'death_registration.submit'),
          eq(auditLog.entityId, String(confirmed.json().data.id)),
        ),
      );
    expect(event?.details).toMatchObject({ confirmedNotDuplicateOf: reference });
  });

  it('answers 409 for the same names, date of birth and date of death; another date is saved', async () => {
    const { people, ikeja } = context;
    const surname = randomName();
    const firstname = randomName();
    const named = (p: Payload) => Object.assign(partOf(p, 'deceased'), { surname, firstname });
    const { reference } = await deaths().submitted(people.registra, deathPayload(ikeja, named));
    // Names compared without regard to case.
    const same = deathPayload(ikeja, (p) => {
      named(p);
      partOf(p, 'deceased').surname = surname.toUpperCase();
    });
    const response = await deaths().submit(people.registra, same);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(reference);
    const otherDay = deathPayload(ikeja, (p) => {
      named(p);
      diedOn(p, daysAgo(4));
    });
    expect((await deaths().submit(people.registra, otherDay)).statusCode).toBe(201);
    const otherBirth = deathPayload(ikeja, (p) => {
      named(p);
      diedOn(p, daysAgo(3), 66);
    });
    expect((await deaths().submit(people.registra, otherBirth)).statusCode).toBe(201);
    const confirmed = await deaths().submit(people.registra, {
      ...same,
      confirmNotDuplicate: true,
    });
    expect(confirmed.statusCode).toBe(201);
    const detail = await deaths().detail(people.registra, confirmed.json().data.id);
    expect(detail.json().data.particulars).not.toHaveProperty('confirmNotDuplicate');
  });

  it('checks a resubmission against the other records, not against itself', async () => {
    const { people, ikeja } = context;
    const first = deathPayload(ikeja);
    await deaths().submitted(people.registra, first);
    const second = deathPayload(ikeja);
    const { id } = await deaths().submitted(people.registra, second);
    await deaths().reject(people.dcr, id, 'Check the names.');
    // Unchanged, it is not its own duplicate.
    partOf(second, 'deceased').place_of_death = 'Ikeja General Hospital';
    expect((await deaths().resubmit(people.registra, id, second)).statusCode).toBe(200);
    await deaths().reject(people.dcr, id, 'Check the names again.');
    // Renamed as the first, it is the first's.
    partOf(second, 'deceased').firstname = partOf(first, 'deceased').firstname;
    const duplicate = await deaths().resubmit(people.registra, id, second);
    expect(duplicate.statusCode).toBe(409);
    const confirmed = await deaths().resubmit(people.registra, id, {
      ...second,
      confirmNotDuplicate: true,
    });
    expect(confirmed.statusCode).toBe(200);
    const summary = summaryOfDetail(await deaths().detail(people.registra, id));
    expect(summary.deceased).toMatchObject({ firstname: partOf(first, 'deceased').firstname });
  });
});
