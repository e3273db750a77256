import { randomUUID } from 'node:crypto';
import {
  birthRegistrationSummarySchema,
  formatCalendarDate,
  registryToday,
} from '@vitalreg/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { bearer, signIn, type TestApp } from '../../test/helpers.ts';
import { DisplayNames } from '../../modules/display-names/display-names.ts';
import { listByWord, listPageAhead } from '../../modules/records/list-queries.ts';
import { listCondition, type NameLookup } from '../../modules/records/reads.ts';
import type { UserScope } from '../../modules/auth/scope.ts';
import {
  IDEMPOTENCY_KEY_DAYS,
  idempotencyKeys,
  pruneIdempotencyKeys,
} from '../../plugins/idempotency.ts';
import { recordHistory, records as birthRegistrations } from '../../modules/records/tables.ts';
import {
  createRecordsTestApp,
  createUser,
  demoCentre,
  MESSAGES,
  randomName,
  uploadCentreFiles,
  type CentreInfo,
} from '../../modules/records/test-support.ts';
import { namesOfNin, SANDBOX_NINS, verifiedNin } from '../../modules/identity/test-support.ts';
import {
  birthCalls,
  birthPayload,
  identifiedMother,
  part,
  submit,
  submitted,
  type Payload,
} from './test-support.ts';

let t: TestApp;
let db: Database;
let registra: string;
let abujaRegistra: string;
let dcr: string;
let ikeja: CentreInfo;
let abuja: CentreInfo;

beforeAll(async () => {
  t = await createRecordsTestApp();
  db = t.database.handle.db;
  ikeja = await demoCentre(db, 'Ikeja Registration Centre');
  abuja = await demoCentre(db, 'Abuja Municipal Registration Centre');
  await createUser(db, 'registra_abuja', 'registra', {
    stateId: abuja.stateId,
    lgaId: abuja.lgaId,
    centreId: abuja.id,
  });
  [registra, abujaRegistra, dcr] = await Promise.all([
    signIn(t.app, 'registra'),
    signIn(t.app, 'registra_abuja'),
    signIn(t.app, 'dcr'),
  ]);
  await uploadCentreFiles(t.app, registra, ikeja.id);
  await uploadCentreFiles(t.app, abujaRegistra, abuja.id);
});
afterAll(() => t.close());

const messagesOf = (response: { json(): unknown }) =>
  ([] as string[]).concat((response.json() as { message: string | string[] }).message);

const ikejaPayload = (edit?: Parameters<typeof birthPayload>[1]) => birthPayload(ikeja.id, edit);

const abujaPayload = (edit?: Parameters<typeof birthPayload>[1]) =>
  birthPayload(abuja.id, (payload) => {
    payload.registration_state = abuja.stateId;
    payload.registration_lga = abuja.lgaId;
    edit?.(payload);
  });

async function count(where = sql`true`): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(birthRegistrations)
    .where(where);
  return row?.n ?? 0;
}

describe('POST /api/birth-registration/add', () => {
  it('registers a birth: 201 with the reference, pending, audited, with history', async () => {
    const response = await submit(t.app, registra, ikejaPayload());
    expect(response.statusCode).toBe(201);
    const answer = response.json() as {
      message: string;
      data: { id: number; reference: string; status: string };
    };
    expect(answer.message).toBe('Birth registration submitted.');
    expect(answer.data.status).toBe('pending');
    expect(answer.data.reference).toMatch(/^BR-LA-\d{4}-[0-9A-Z]{8}$/);
    const audit = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'birth_registration.submit'),
          eq(auditLog.entityId, String(answer.data.id)),
        ),
      );
    expect(audit).toHaveLength(1);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/birth-registration/${answer.data.id}`,
      headers: bearer(registra),
    });
    expect(detail.statusCode).toBe(200);
    const record = detail.json().data;
    expect(record.history.map((h: { action: string }) => h.action)).toEqual(['submit']);
    expect(record.flags).toEqual({ late: false, overFiveYears: false });
    expect(record.particulars.child.surname).toBe('Adeyemi');
    expect(record.particulars).not.toHaveProperty('confirmNotDuplicate');
    expect(record.centre).toEqual({ id: ikeja.id, name: 'Ikeja Registration Centre' });
  });

  it('refuses a value in a hidden field', async () => {
    const payload = ikejaPayload((p) => {
      part(p, 'mother').literacy = 2; // not literate: the education level is hidden
    });
    const response = await submit(t.app, registra, payload);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response).join(' ')).toContain(MESSAGES.hiddenField);
  });

  it("checks the parents' ages at their bounds (mother 9-60, father 10-90)", async () => {
    const withAges = (mother: number, father: number) =>
      submit(
        t.app,
        registra,
        ikejaPayload((p) => {
          part(p, 'mother').age = mother;
          part(p, 'father').age = father;
        }),
      );
    expect((await withAges(9, 90)).statusCode).toBe(201);
    expect((await withAges(60, 10)).statusCode).toBe(201);
    const young = await withAges(8, 9);
    expect(young.statusCode).toBe(400);
    expect(messagesOf(young)).toEqual(
      expect.arrayContaining([MESSAGES.motherAge + '.', MESSAGES.fatherAge + '.']),
    );
    const old = await withAges(61, 91);
    expect(old.statusCode).toBe(400);
    expect(messagesOf(old)).toEqual(
      expect.arrayContaining([MESSAGES.motherAge + '.', MESSAGES.fatherAge + '.']),
    );
  });

  it('refuses a date of birth after today', async () => {
    const tomorrow = formatCalendarDate(registryToday(new Date(Date.now() + 86_400_000)));
    const response = await submit(
      t.app,
      registra,
      ikejaPayload((p) => {
        part(p, 'child').childBirthDate = tomorrow;
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toContain(MESSAGES.childBirthDateFuture + '.');
  });

  it('flags a late registration', async () => {
    const { id } = await submitted(
      t.app,
      registra,
      ikejaPayload((p) => {
        part(p, 'child').childBirthDate = '2019-01-15';
      }),
    );
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/birth-registration/${id}`,
      headers: bearer(registra),
    });
    expect(detail.json().data.flags).toEqual({ late: true, overFiveYears: true });
  });

  it('refuses a malformed NIN and an unknown key', async () => {
    const badNin = await submit(
      t.app,
      registra,
      ikejaPayload((p) => {
        part(p, 'mother').nin = '1234';
      }),
    );
    expect(badNin.statusCode).toBe(400);
    expect(messagesOf(badNin)).toContain(MESSAGES.nin);
    const unknown = await submit(
      t.app,
      registra,
      ikejaPayload((p) => {
        p.favouriteColour = 'blue';
      }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(messagesOf(unknown).join(' ')).toMatch(/favouriteColour/);
  });

  it('needs an Idempotency-Key header of 8 to 100 characters', async () => {
    const before = await count();
    for (const key of [null, 'short', 'x'.repeat(101), 'has spaces in it']) {
      const response = await submit(t.app, registra, ikejaPayload(), key);
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response).join(' ')).toMatch(/Idempotency-Key/);
    }
    expect(await count()).toBe(before);
  });

  it('needs a centre of the chosen LGA, within the submitter’s area', async () => {
    const wrongLga = await submit(
      t.app,
      registra,
      ikejaPayload((p) => {
        p.Reg_Center = abuja.id;
      }),
    );
    expect(wrongLga.statusCode).toBe(400);
    const elsewhere = await submit(t.app, registra, abujaPayload());
    expect(elsewhere.statusCode).toBe(403);
    expect(messagesOf(elsewhere)[0]).toMatch(/registration centre in your area/);
    // Past PostgreSQL's integer: refused by the schema, not by the database (it answered 500).
    const tooLarge = await submit(
      t.app,
      registra,
      ikejaPayload((p) => {
        p.Reg_Center = 2_147_483_648;
      }),
    );
    expect(tooLarge.statusCode).toBe(400);
    expect(messagesOf(tooLarge)).toContain(`${MESSAGES.registrationCentre}.`);
  });

  it('lets capture roles submit (a DCR too, in its LGA), not the read-only commissioner', async () => {
    const byDcr = await submit(t.app, dcr, ikejaPayload());
    expect(byDcr.statusCode).toBe(201);
    const commissioner = await signIn(t.app, 'state_commissioner');
    expect((await submit(t.app, commissioner, ikejaPayload())).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/birth-registration/add',
      payload: ikejaPayload(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('identity and files', () => {
  it('refuses a NIN the identity agency does not know, naming the field', async () => {
    const response = await submit(
      t.app,
      registra,
      ikejaPayload((p) => {
        Object.assign(part(p, 'mother'), {
          nin: SANDBOX_NINS.unknown,
          tracking_id: null,
          reason_for_no_nin: null,
        });
        part(p, 'informant').nin = SANDBOX_NINS.status0;
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([
      'mother.nin: this NIN is not known to the identity agency.',
      'informant.nin: error validating NIN.',
    ]);
  });

  it("refuses a mother's NIN given with another person's names (422), naming only the field", async () => {
    // The sandbox's mother (asked of the agency now) and a NIN verified before (its stored
    // answer read with the submission's other facts), each with the second mother's names.
    const stored = await verifiedNin(db);
    for (const nin of [SANDBOX_NINS.mother, stored]) {
      const response = await submit(
        t.app,
        registra,
        ikejaPayload((p) => {
          identifiedMother(p, 'secondMother');
          part(p, 'mother').nin = nin;
        }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'IDENTITY_MISMATCH',
        message: ["mother.nin: these names do not match the NIN's record at the identity agency."],
        details: {
          issues: [
            {
              path: 'mother.nin',
              message:
                "mother.nin: these names do not match the NIN's record at the identity agency.",
            },
          ],
        },
      });
      // Nothing of the agency's person is told (no identity oracle).
      for (const name of ['Folake', 'Titilayo', ...Object.values(namesOfNin(stored))]) {
        if (name) expect(response.body.toLowerCase()).not.toContain(name.toLowerCase());
      }
    }
  });

  it("refuses a father's tracking ID with another first name, and a middle name the agency has not", async () => {
    const edits = [
      (p: Payload) => (part(p, 'father').firstname = 'Babatunji'),
      (p: Payload) => (part(p, 'father').middlename = 'Olumide'),
    ];
    for (const edit of edits) {
      const response = await submit(t.app, registra, ikejaPayload(edit));
      expect(response.statusCode).toBe(422);
      expect(response.json().details.issues).toEqual([
        {
          path: 'father.tracking_id',
          message:
            "father.tracking_id: these names do not match the tracking ID's record at the identity agency.",
        },
      ]);
    }
  });

  it("accepts the agency's names in another case, spacing or without their accents", async () => {
    const response = await submit(
      t.app,
      registra,
      ikejaPayload((p) => {
        identifiedMother(p);
        Object.assign(part(p, 'mother'), {
          surname: '  ADÉYEMI ',
          firstname: 'fọ́lákẹ́',
          middlename: 'TITILAYO',
        });
        Object.assign(part(p, 'informant'), { surname: 'Ògúnlèyè', firstname: 'adebola ' });
      }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('checks submissions arriving together each against its own centre, numbers and user', async () => {
    // Their checks' facts are read a few to a statement (submissionFacts).
    const answers = await Promise.all([
      submit(t.app, registra, ikejaPayload()),
      submit(
        t.app,
        registra,
        ikejaPayload((p) => {
          Object.assign(part(p, 'mother'), {
            nin: SANDBOX_NINS.unknown,
            tracking_id: null,
            reason_for_no_nin: null,
          });
        }),
      ),
      submit(t.app, registra, abujaPayload()),
      submit(t.app, dcr, ikejaPayload()),
      submit(
        t.app,
        registra,
        ikejaPayload((p) => {
          p.Reg_Center = abuja.id;
        }),
      ),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 400, 403, 201, 400]);
    expect(messagesOf(answers[1]!)).toEqual([
      'mother.nin: this NIN is not known to the identity agency.',
    ]);
    expect(messagesOf(answers[2]!)[0]).toMatch(/registration centre in your area/);
  });

  it('answers 503 when the identity agency cannot be reached', async () => {
    const response = await submit(
      t.app,
      registra,
      ikejaPayload((p) => {
        part(p, 'father').tracking_id = null;
        part(p, 'father').nin = SANDBOX_NINS.unavailable;
      }),
    );
    expect(response.statusCode).toBe(503);
  });

  it('refuses a file that was not uploaded within the area', async () => {
    const foreign = ikejaPayload((p) => {
      p.SupportingDocument = birthPayload(abuja.id).SupportingDocument;
    });
    expect((await submit(t.app, registra, foreign)).statusCode).toBe(400);
    const invented = ikejaPayload((p) => {
      part(p, 'informant').signature = 'birth/10987654321-sg7Kq2Xw9aBc.png';
    });
    expect((await submit(t.app, registra, invented)).statusCode).toBe(400);
  });
});

describe('idempotency', () => {
  /** Sends payload twice with one key: the second gets the first answer; one record. */
  async function submitTwice(payload: ReturnType<typeof ikejaPayload>) {
    const key = randomUUID();
    const first = await submit(t.app, registra, payload, key);
    const second = await submit(t.app, registra, payload, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    const child = part(payload, 'child');
    expect(await count(eq(birthRegistrations.firstname, String(child.firstname)))).toBe(1);
    return first.json() as { data: { reference: string } };
  }

  it('replays the first answer for the same key and body, with one record', async () => {
    await submitTwice(ikejaPayload());
  });

  it('replays a confirmed non-duplicate from its key: nothing is saved twice', async () => {
    // Confirmed, the second request is not stopped as a duplicate of the first: it is saved in
    // full, fails on the key's unique index and is rolled back, history and audit included.
    const first = await submitTwice(
      ikejaPayload((p) => {
        p.confirmNotDuplicate = true;
      }),
    );
    const events = await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'birth_registration.submit'),
          sql`${auditLog.details}->>'reference' = ${first.data.reference}`,
        ),
      );
    expect(events).toHaveLength(1);
  });

  it('replays the same body sent with its keys in another order', async () => {
    const key = randomUUID();
    const payload = ikejaPayload();
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reversed(v)]),
            )
          : value;
    const first = await submit(t.app, registra, payload, key);
    const second = await submit(t.app, registra, reversed(payload) as typeof payload, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
  });

  it('refuses the same key with a different body (409)', async () => {
    const key = randomUUID();
    expect((await submit(t.app, registra, ikejaPayload(), key)).statusCode).toBe(201);
    const other = await submit(t.app, registra, ikejaPayload(), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(
      'This Idempotency-Key was already used for a different request.',
    );
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('answers REQUEST_IN_PROGRESS while the first request with the key has no answer yet', async () => {
    const key = randomUUID();
    const payload = ikejaPayload();
    expect((await submit(t.app, registra, payload, key)).statusCode).toBe(201);
    // As if the first request were still running: its key is held, without an answer.
    await db
      .update(idempotencyKeys)
      .set({ responseStatus: null, responseBody: null })
      .where(eq(idempotencyKeys.key, key));
    const again = await submit(t.app, registra, payload, key);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'A request with this Idempotency-Key is still being processed. Try again shortly.',
      code: 'REQUEST_IN_PROGRESS',
    });
  });

  it('creates one record when the same request arrives ten times at once', async () => {
    const key = randomUUID();
    const payload = ikejaPayload();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => submit(t.app, registra, payload, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    const child = part(payload, 'child');
    expect(await count(eq(birthRegistrations.firstname, String(child.firstname)))).toBe(1);
  });

  it('saves submissions arriving together each once, with its own answer, history and audit event', async () => {
    // Sent at once, they are saved a few to a statement (insertSubmission).
    const payloads = Array.from({ length: 12 }, () => ikejaPayload());
    const answers = await Promise.all(
      payloads.map((payload) => submit(t.app, registra, payload, randomUUID())),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201));
    const saved = answers.map((a) => a.json().data as { id: number; reference: string });
    expect(new Set(saved.map((s) => s.reference)).size).toBe(12);
    for (const [i, payload] of payloads.entries()) {
      const [record] = await db
        .select()
        .from(birthRegistrations)
        .where(eq(birthRegistrations.id, saved[i]!.id));
      expect(record?.firstname).toBe(part(payload, 'child').firstname);
      expect(record?.reference).toBe(saved[i]!.reference);
    }
    const events = await db
      .select({ reference: sql<string>`${auditLog.details}->>'reference'` })
      .from(auditLog)
      .where(eq(auditLog.action, 'birth_registration.submit'));
    const references = events.map((e) => e.reference);
    for (const { reference } of saved) {
      expect(references.filter((r) => r === reference)).toHaveLength(1);
    }
    const history = await db
      .select({ recordId: recordHistory.recordId })
      .from(recordHistory)
      .where(
        inArray(
          recordHistory.recordId,
          saved.map((s) => s.id),
        ),
      );
    expect(history).toHaveLength(12);
  });

  it('answers each of submissions arriving together on its own when one of them fails', async () => {
    // The one whose key was used before fails its statement; the others are then saved alone.
    const reused = randomUUID();
    expect((await submit(t.app, registra, ikejaPayload(), reused)).statusCode).toBe(201);
    const payloads = Array.from({ length: 4 }, () => ikejaPayload());
    const answers = await Promise.all([
      submit(t.app, registra, ikejaPayload(), reused),
      ...payloads.map((payload) => submit(t.app, registra, payload, randomUUID())),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([409, 201, 201, 201, 201]);
    for (const [i, payload] of payloads.entries()) {
      const child = part(payload, 'child');
      expect(await count(eq(birthRegistrations.firstname, String(child.firstname)))).toBe(1);
      expect(answers[i + 1]?.json().data.status).toBe('pending');
    }
  });

  it('forgets keys older than IDEMPOTENCY_KEY_DAYS', async () => {
    const key = `old-${randomUUID()}`;
    expect((await submit(t.app, registra, ikejaPayload(), key)).statusCode).toBe(201);
    const later = new Date(Date.now() + (IDEMPOTENCY_KEY_DAYS + 1) * 86_400_000);
    expect(await pruneIdempotencyKeys(db, later)).toBeGreaterThanOrEqual(1);
    const stored = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored).toEqual([]);
  });

  it('keys belong to one user: another user may use the same key', async () => {
    const key = randomUUID();
    expect((await submit(t.app, registra, ikejaPayload(), key)).statusCode).toBe(201);
    expect((await submit(t.app, abujaRegistra, abujaPayload(), key)).statusCode).toBe(201);
  });
});

describe('duplicates', () => {
  it('answers 409 naming the record with the same mother NIN and date of birth', async () => {
    const withNin = (p: Parameters<NonNullable<Parameters<typeof birthPayload>[1]>>[0]) => {
      identifiedMother(p);
      part(p, 'child').childBirthDate = '2023-03-01';
    };
    const original = ikejaPayload(withNin);
    const { reference } = await submitted(t.app, registra, original);
    const again = ikejaPayload(withNin);
    const response = await submit(t.app, registra, again);
    expect(response.statusCode).toBe(409);
    const message = response.json().message as string;
    expect(message).toContain(reference);
    expect(response.json()).toMatchObject({
      code: 'DUPLICATE_SUSPECTED',
      details: { kind: 'birth', reference },
    });
    expect(message).toContain(String(part(original, 'child').childBirthDate));
    expect(message).toContain(String(part(original, 'child').firstname));
  });

  it('names the other record only to a caller who may open it; elsewhere only that one exists', async () => {
    const withNin = (p: Parameters<NonNullable<Parameters<typeof birthPayload>[1]>>[0]) => {
      identifiedMother(p);
      part(p, 'child').childBirthDate = '2023-03-05';
    };
    const original = ikejaPayload(withNin);
    const { reference } = await submitted(t.app, registra, original);
    // The Abuja registrar cannot open a Lagos record: told a duplicate may exist, nothing more.
    const response = await submit(t.app, abujaRegistra, abujaPayload(withNin));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 'ERROR',
      code: 'DUPLICATE_SUSPECTED',
      message:
        'This may be a duplicate of a birth registration registered outside your area. ' +
        'If it is a different child, confirm that it is not a duplicate and submit again.',
      data: null,
      details: { kind: 'birth' },
    });
    for (const told of [reference, '2023-03-05', String(part(original, 'child').firstname)]) {
      expect(response.body).not.toContain(told);
    }
    // Confirmed as another child, it is saved.
    const confirmed = await submit(
      t.app,
      abujaRegistra,
      abujaPayload((p) => {
        withNin(p);
        p.confirmNotDuplicate = true;
      }),
    );
    expect(confirmed.statusCode).toBe(201);
  });

  it('finds the same mother by name with a similar child first name (pg_trgm)', async () => {
    const original = ikejaPayload((p) => {
      part(p, 'child').firstname = 'Oluwaseun';
    });
    const { reference } = await submitted(t.app, registra, original);
    const again = ikejaPayload((p) => {
      part(p, 'mother').firstname = String(part(original, 'mother').firstname).toUpperCase();
      part(p, 'child').firstname = 'Oluwaseunn';
    });
    const response = await submit(t.app, registra, again);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(reference);
    // A different child of the same mother, born the same day (twins), is not a duplicate.
    const twin = ikejaPayload((p) => {
      part(p, 'mother').firstname = part(original, 'mother').firstname;
      part(p, 'child').firstname = 'Kehinde';
    });
    expect((await submit(t.app, registra, twin)).statusCode).toBe(201);
  });

  it('accepts it when the registrar confirms it is not a duplicate, and audits that', async () => {
    const withNin = (p: Parameters<NonNullable<Parameters<typeof birthPayload>[1]>>[0]) => {
      identifiedMother(p, 'secondMother');
      part(p, 'child').childBirthDate = '2023-03-02';
    };
    const original = ikejaPayload(withNin);
    const { reference } = await submitted(t.app, registra, original);
    const again = ikejaPayload((p) => {
      withNin(p);
      p.confirmNotDuplicate = true;
    });
    expect((await submit(t.app, registra, ikejaPayload(withNin))).statusCode).toBe(409);
    const response = await submit(t.app, registra, again);
    expect(response.statusCode).toBe(201);
    const [event] = await db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'birth_registration.submit'),
          eq(auditLog.entityId, String(response.json().data.id)),
        ),
      );
    expect(event?.details).toMatchObject({ confirmedNotDuplicateOf: reference });
  });
});

const COUNTRY = { kind: 'country' as const, stateId: null, lgaId: null, centreId: null };

/** The ids of a name search's first page (up to 100), its names found by `lookup`. */
async function searchedIds(
  scope: UserScope,
  q: string,
  lookup: NameLookup,
  groups?: string[][],
): Promise<number[]> {
  const where = listCondition('birth', scope, { q }, groups, lookup);
  const { rows } = await listPageAhead(db, new DisplayNames(), where, 'newest', 1, 100, true);
  return rows.map((row) => (JSON.parse(row) as { id: number }).id);
}

describe('lists, detail and statistics within scope', () => {
  let abujaRecord: { id: number; reference: string };
  let ikejaRecord: { id: number; reference: string };

  beforeAll(async () => {
    abujaRecord = await submitted(t.app, abujaRegistra, abujaPayload());
    ikejaRecord = await submitted(
      t.app,
      registra,
      ikejaPayload((p) => {
        part(p, 'child').firstname = 'Zainab';
        part(p, 'child').surname = 'Okonkwo-Bello';
      }),
    );
  });

  const list = (token: string, query = '', page = 1) =>
    t.app.inject({
      method: 'GET',
      url: `/api/birth-registration/list/${page}${query}`,
      headers: bearer(token),
    });

  it("lists the caller's records newest first, with pagination", async () => {
    const response = await list(registra, '?limit=5');
    expect(response.statusCode).toBe(200);
    const { pagination, result } = response.json().data;
    expect(pagination).toMatchObject({ page: 1, limit: 5 });
    expect(pagination.total).toBe(await count(eq(birthRegistrations.regCenterId, ikeja.id)));
    expect(pagination.pages).toBe(Math.ceil(pagination.total / 5));
    expect(result).toHaveLength(5);
    expect(result[0].id).toBe(ikejaRecord.id);
    const times = result.map((r: { created_at: string }) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const page2 = (await list(registra, '?limit=5', 2)).json().data.result;
    expect(page2[0].id).not.toBe(result[0].id);
  });

  it('lists each record as its detail shows it (every summary field, in lists and searches)', async () => {
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/birth-registration/${ikejaRecord.id}`,
        headers: bearer(registra),
      })
    ).json().data;
    const {
      particulars: _particulars,
      flags: _flags,
      history: _history,
      allowed_actions: _allowed,
      ...summary
    } = detail;
    expect(summary.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(summary.centre).toEqual({ id: ikeja.id, name: 'Ikeja Registration Centre' });
    const [stored] = await db
      .select()
      .from(birthRegistrations)
      .where(eq(birthRegistrations.id, ikejaRecord.id));
    expect(summary.created_at).toBe(stored?.createdAt.toISOString());
    expect(summary.child.childBirthDate).toBe(stored?.eventDate);
    expect(summary.mother?.surname).toBe(
      (stored?.particulars as { mother?: { surname?: string } }).mother?.surname,
    );
    const listed = (await list(registra, '?limit=100')).json().data.result;
    expect(listed.find((r: { id: number }) => r.id === ikejaRecord.id)).toEqual(summary);
    // Summaries are sent as PostgreSQL wrote them (summary_json): each one is what the schema says.
    for (const row of listed) {
      expect(birthRegistrationSummarySchema.strict().parse(row)).toEqual(row);
    }
    const q = `?q=${encodeURIComponent(`${summary.child.firstname} ${summary.child.surname}`)}`;
    const found = (await list(registra, q)).json().data.result;
    expect(found.find((r: { id: number }) => r.id === ikejaRecord.id)).toEqual(summary);
  });

  it("a registrar of centre A can neither list nor open centre B's record", async () => {
    const ikejaIds = (await list(registra, '?limit=100'))
      .json()
      .data.result.map((r: { id: number }) => r.id);
    expect(ikejaIds).not.toContain(abujaRecord.id);
    const abujaIds = (await list(abujaRegistra, '?limit=100'))
      .json()
      .data.result.map((r: { id: number }) => r.id);
    expect(abujaIds).toContain(abujaRecord.id);
    expect(abujaIds).not.toContain(ikejaRecord.id);
    const centres = (await list(abujaRegistra, '?limit=100'))
      .json()
      .data.result.map((r: { centre: { id: number } }) => r.centre.id);
    expect(new Set(centres)).toEqual(new Set([abuja.id]));
    for (const [token, id] of [
      [registra, abujaRecord.id],
      [abujaRegistra, ikejaRecord.id],
      [dcr, abujaRecord.id],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/birth-registration/${id}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Birth registration not found.');
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/birth-registration/999999999',
      headers: bearer(registra),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('searches names by words, prefixes and similarity, the reference and the status', async () => {
    const byName = (await list(registra, '?q=zainab%20okonkwo')).json().data.result;
    expect(byName.map((r: { id: number }) => r.id)).toContain(ikejaRecord.id);
    const byPrefix = (await list(registra, '?q=zain%20okon')).json().data.result;
    expect(byPrefix.map((r: { id: number }) => r.id)).toContain(ikejaRecord.id);
    // Searches are not counted: one record read ahead says whether more follow.
    // (Every Ikeja payload's mother is an Adeyemi.)
    const firstOfMany = (await list(registra, '?q=adeyemi&limit=1')).json().data.pagination;
    expect(firstOfMany).toEqual({ page: 1, limit: 1, total: 2, pages: 2, totalCapped: true });
    const fuzzy = (await list(registra, '?q=okonkwo%20belo')).json().data.result;
    expect(fuzzy.map((r: { id: number }) => r.id)).toContain(ikejaRecord.id);
    const byReference = (await list(registra, `?q=${ikejaRecord.reference.toLowerCase()}`)).json()
      .data.result;
    expect(byReference.map((r: { id: number }) => r.id)).toEqual([ikejaRecord.id]);
    const otherCentre = (await list(registra, `?q=${abujaRecord.reference}`)).json().data.result;
    expect(otherCentre).toEqual([]);
    // A name and the other filters together (the words' walk joined to the records).
    const ids = async (query: string, page = 1) =>
      (await list(registra, query, page)).json().data.result.map((r: { id: number }) => r.id);
    expect(await ids('?q=zainab%20okonkwo&status=pending')).toContain(ikejaRecord.id);
    expect(await ids('?q=zainab%20okonkwo&status=approved')).toEqual([]);
    expect(await ids(`?q=zainab&centre_id=${ikeja.id}`)).toContain(ikejaRecord.id);
    // Page 2 of one-record pages: the offset is applied to the words' walk.
    const secondAdeyemi = await ids('?q=adeyemi&limit=1', 2);
    expect(secondAdeyemi).toHaveLength(1);
    expect(secondAdeyemi).not.toEqual(await ids('?q=adeyemi&limit=1'));
    const approved = (await list(registra, '?status=approved')).json().data;
    expect(approved.pagination.total).toBe(0);
    const today = formatCalendarDate(registryToday());
    const todays = (await list(registra, `?from=${today}&to=${today}&limit=100`)).json().data;
    expect(todays.pagination.total).toBeGreaterThan(0);
    const badRange = await list(registra, '?from=2026-02-01&to=2026-01-01');
    expect(badRange.statusCode).toBe(400);
  });

  it('finds the same records whether the other words are asked of each record or read alongside', async () => {
    // The bench's common names take the merge join; the test database's few names are all rare.
    for (const scope of [
      { kind: 'centre' as const, stateId: ikeja.stateId, lgaId: ikeja.lgaId, centreId: ikeja.id },
      { kind: 'country' as const, stateId: null, lgaId: null, centreId: null },
    ]) {
      for (const page of [1, 2]) {
        const read = async (alongside: boolean, filters?: SQL) =>
          (
            await listByWord(
              db,
              new DisplayNames(),
              'birth',
              scope,
              { words: ['adeyemi', 'zainab'], alongside },
              filters,
              'newest',
              page,
              1,
            )
          ).rows.map((row) => (JSON.parse(row) as { id: number }).id);
        const asked = await read(false);
        expect(await read(true)).toEqual(asked);
        const pending = eq(birthRegistrations.status, 'pending');
        expect(await read(true, pending)).toEqual(await read(false, pending));
        if (page === 1) expect(asked).toEqual([ikejaRecord.id]);
      }
    }
  });

  it("finds the same records through the names' words index as by walking the records", async () => {
    // The test database's areas are small, so its searches walk; the bench's take the index.
    const country = COUNTRY;
    const centre = {
      kind: 'centre' as const,
      stateId: ikeja.stateId,
      lgaId: ikeja.lgaId,
      centreId: ikeja.id,
    };
    for (const scope of [country, centre]) {
      for (const [q, groups] of [
        ['zainab okonkwo', undefined],
        ['adeyemi', undefined],
        [ikejaRecord.reference.toLowerCase(), undefined],
        ['zain okon', [['zainab:*'], ['okonkwo', 'okonkwoh']]],
        ['nobody', [['nobody']]],
      ] as const) {
        const found = (lookup: NameLookup) =>
          searchedIds(
            scope,
            q,
            lookup,
            groups?.map((g) => [...g]),
          );
        const walked = await found('walking');
        expect(await found('indexed')).toEqual(walked);
        if (q !== 'nobody') expect(walked).toContain(ikejaRecord.id);
        else expect(walked).toEqual([]);
      }
    }
  });

  it("finds a name only in the caller's area, and follows a record's changed names", async () => {
    const abujaChild = String(part(abujaPayload(), 'child').surname).toLowerCase();
    const unique = randomName().toLowerCase();
    const record = await submitted(
      t.app,
      abujaRegistra,
      abujaPayload((p) => (part(p, 'child').firstname = unique)),
    );
    const ids = async (token: string, q: string) =>
      (await list(token, `?q=${encodeURIComponent(q)}`))
        .json()
        .data.result.map((r: { id: number }) => r.id);
    expect(await ids(abujaRegistra, `${unique} ${abujaChild}`)).toEqual([record.id]);
    expect(await ids(registra, unique)).toEqual([]);
    // Renamed in place: the old name no longer finds it, the new one does.
    const renamed = randomName().toLowerCase();
    await db
      .update(birthRegistrations)
      .set({ searchName: `${renamed} ${abujaChild}` })
      .where(eq(birthRegistrations.id, record.id));
    expect(await ids(abujaRegistra, unique)).toEqual([]);
    expect(await ids(abujaRegistra, renamed)).toEqual([record.id]);
    // The names' words index follows it too (0051).
    const indexed = (q: string) => searchedIds(COUNTRY, q, 'indexed');
    expect(await indexed(unique)).toEqual([]);
    expect(await indexed(renamed)).toEqual([record.id]);
    // The new name's word is known to similar-name search (kept on renames only, 0033).
    const known = await db.execute(
      sql`select 1 from record_kind_words where kind = 'birth' and word = ${renamed}`,
    );
    expect(rowsOf(known)).toHaveLength(1);
  });

  it('counts by status, this month and this year, within scope', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/birth-registration/stats/self',
      headers: bearer(abujaRegistra),
    });
    expect(response.statusCode).toBe(200);
    const abujaTotal = await count(eq(birthRegistrations.regCenterId, abuja.id));
    expect(response.json().data).toEqual({
      total: abujaTotal,
      pending: abujaTotal,
      approved: 0,
      queried: 0,
      printed: 0,
      thisMonth: abujaTotal,
      thisYear: abujaTotal,
    });
    const ikejaStats = (
      await t.app.inject({
        method: 'GET',
        url: '/api/birth-registration/stats/self',
        headers: bearer(registra),
      })
    ).json().data;
    expect(ikejaStats.total).toBe(await count(eq(birthRegistrations.regCenterId, ikeja.id)));
  });
});

describe('birth notifications (Can_Notify_Births)', () => {
  const notification = () =>
    ikejaPayload((payload) => {
      payload.record_type = 'birth_notification';
      payload.informant = null;
    });

  it('are taken from a hospital and refused to a registrar without the permission (403)', async () => {
    const refused = await submit(t.app, registra, notification());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Your role cannot capture a birth notification.',
    });
    const hospital = await signIn(t.app, 'hospital');
    const taken = await submit(t.app, hospital, notification());
    expect(taken.statusCode).toBe(201);
    const { id } = taken.json().data as { id: number };
    const detail = await birthCalls(t.app).detail(hospital, id);
    expect(detail.json().data.record_type).toBe('birth_notification');
  });

  it('a registrar cannot turn a queried birth into a notification by resubmitting it', async () => {
    const payload = ikejaPayload();
    const { id } = await submitted(t.app, registra, payload);
    expect((await birthCalls(t.app).reject(dcr, id, 'Check the names.')).statusCode).toBe(200);
    const asNotification = { ...payload, record_type: 'birth_notification', informant: null };
    const refused = await birthCalls(t.app).resubmit(registra, id, asNotification);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await birthCalls(t.app).resubmit(registra, id, payload)).statusCode).toBe(200);
  });
});
