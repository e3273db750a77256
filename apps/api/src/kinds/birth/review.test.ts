import { birthRegistrationSummarySchema } from '@vitalreg/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation, type Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { bearer, signIn, type TestApp } from '../../test/helpers.ts';
import { records as birthRegistrations } from '../../modules/records/tables.ts';
import {
  createRecordsTestApp,
  createUser,
  demoCentre,
  uploadCentreFiles,
  userId,
  type CentreInfo,
} from '../../modules/records/test-support.ts';
import { countMismatches } from '../../modules/records/count-checks.ts';
import { birthPayload, part, submitted } from './test-support.ts';

let t: TestApp;
let db: Database;
let registra: string;
let dcr: string;
let director: string;
let abujaRegistra: string;
let ikeja: CentreInfo;
let abuja: CentreInfo;

beforeAll(async () => {
  t = await createRecordsTestApp();
  db = t.database.handle.db;
  ikeja = await demoCentre(db, 'Ikeja Registration Centre');
  abuja = await demoCentre(db, 'Abuja Municipal Registration Centre');
  await createUser(db, 'registra_abuja2', 'registra', {
    stateId: abuja.stateId,
    lgaId: abuja.lgaId,
    centreId: abuja.id,
  });
  [registra, dcr, director, abujaRegistra] = await Promise.all([
    signIn(t.app, 'registra'),
    signIn(t.app, 'dcr'),
    signIn(t.app, 'state_director'),
    signIn(t.app, 'registra_abuja2'),
  ]);
  await uploadCentreFiles(t.app, registra, ikeja.id);
  await uploadCentreFiles(t.app, abujaRegistra, abuja.id);
});
afterAll(() => t.close());

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const approve = (id: number, token = dcr, method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({
    method,
    url: `/api/dcr/registrations/birth/approve/${id}`,
    headers: bearer(token),
  });
const reject = (id: number, reason: string, token = dcr) =>
  t.app.inject({
    method: 'POST',
    url: '/api/dcr/registrations/birth/reject',
    headers: bearer(token),
    payload: { id, reason },
  });
const newRecord = (payload = birthPayload(ikeja.id)) => submitted(t.app, registra, payload);

const CERTIFICATE_NUMBER = /^LA\/\d{4}\/\d{6}$/;

describe('review queue', () => {
  it('lists pending records in scope, oldest first', async () => {
    const first = await newRecord();
    const second = await newRecord();
    const response = await get('/api/dcr/registrations/birth?limit=100', dcr);
    expect(response.statusCode).toBe(200);
    const { result, pagination } = response.json().data;
    const ids = result.map((r: { id: number }) => r.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(result.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect(pagination.total).toBe(result.length);
    const detail = await get(`/api/dcr/registrations/birth/${first.id}`, dcr);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.reference).toBe(first.reference);
  });

  it('is closed to registrars (403) and hides other areas (404)', async () => {
    expect((await get('/api/dcr/registrations/birth', registra)).statusCode).toBe(403);
    const abujaRecord = await submitted(
      t.app,
      abujaRegistra,
      birthPayload(abuja.id, (p) => {
        p.registration_state = abuja.stateId;
        p.registration_lga = abuja.lgaId;
      }),
    );
    const queue = (await get('/api/dcr/registrations/birth?limit=100', director)).json().data
      .result;
    expect(queue.map((r: { id: number }) => r.id)).not.toContain(abujaRecord.id);
    expect((await get(`/api/dcr/registrations/birth/${abujaRecord.id}`, dcr)).statusCode).toBe(404);
    expect((await approve(abujaRecord.id)).statusCode).toBe(404);
    expect((await reject(abujaRecord.id, 'Not yours')).statusCode).toBe(404);
  });
});

describe('approval', () => {
  it('approves a pending record and assigns a certificate number (GET and POST)', async () => {
    const { id } = await newRecord();
    const response = await approve(id);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.status).toBe('approved');
    expect(data.certificate_number).toMatch(CERTIFICATE_NUMBER);
    // Also under the spec's name for a birth's number.
    expect(data.Certificate_No).toBe(data.certificate_number);
    const viaPost = await approve((await newRecord()).id, director, 'POST');
    expect(viaPost.statusCode).toBe(200);
    const detail = (await get(`/api/birth-registration/${id}`, registra)).json().data;
    expect(detail.status).toBe('approved');
    expect(detail.certificate_number).toBe(data.certificate_number);
    const byCertificate = (
      await get(
        `/api/birth-registration/list/1?certificate_number=${encodeURIComponent(data.certificate_number)}`,
        registra,
      )
    ).json().data.result;
    expect(byCertificate.map((r: { id: number }) => r.id)).toEqual([id]);
  });

  it('answers 409 for a record not pending', async () => {
    const { id } = await newRecord();
    expect((await approve(id)).statusCode).toBe(200);
    const again = await approve(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This record is approved; only a pending record can be approved.',
    );
    expect((await reject(id, 'Too late')).statusCode).toBe(409);
    const resubmit = await t.app.inject({
      method: 'PATCH',
      url: `/api/birth-registration/${id}`,
      headers: bearer(registra),
      payload: birthPayload(ikeja.id),
    });
    expect(resubmit.statusCode).toBe(409);
  });

  it('four-eyes: nobody approves or queries a record they captured', async () => {
    const { id } = await newRecord();
    await db
      .update(birthRegistrations)
      .set({ capturedBy: await userId(db, 'dcr') })
      .where(eq(birthRegistrations.id, id));
    const approval = await approve(id);
    expect(approval.statusCode).toBe(403);
    expect(approval.json().message).toBe(
      'You cannot approve or query a record you captured yourself.',
    );
    expect((await reject(id, 'Check the names')).statusCode).toBe(403);
    expect((await approve(id, director)).statusCode).toBe(200);
  });

  it('gives 50 concurrent approvals distinct certificate numbers with no gaps', async () => {
    const records = [];
    for (let i = 0; i < 50; i += 1) records.push(await newRecord());
    const answers = await Promise.all(records.map((r) => approve(r.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const numbers = answers.map((a) => a.json().data.certificate_number as string);
    expect(new Set(numbers).size).toBe(50);
    const sequences = numbers.map((n) => Number(n.split('/')[2])).sort((a, b) => a - b);
    const first = sequences[0] ?? 0;
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => first + i));
    const stored = await db
      .select({ number: birthRegistrations.certificateNumber })
      .from(birthRegistrations)
      .where(
        inArray(
          birthRegistrations.id,
          records.map((r) => r.id),
        ),
      );
    expect(new Set(stored.map((s) => s.number))).toEqual(new Set(numbers));
  });

  it('never lets two records hold the same certificate number', async () => {
    const first = await newRecord();
    const numbered = (await approve(first.id)).json().data.certificate_number as string;
    const second = await newRecord();
    const copy = db
      .update(birthRegistrations)
      .set({ certificateNumber: numbered })
      .where(eq(birthRegistrations.id, second.id));
    const refused = await copy.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(refused, 'records_certificate_number_key')).toBe(true);
    const [unchanged] = await db
      .select({ number: birthRegistrations.certificateNumber })
      .from(birthRegistrations)
      .where(eq(birthRegistrations.id, second.id));
    expect(unchanged?.number).toBeNull();
  });
});

describe("a record's allowed actions (the access policy)", () => {
  it('tells the reviewer, the capturer and another centre what each may do now', async () => {
    const { id } = await newRecord();
    const actionsOf = async (url: string, token: string) =>
      (await get(url, token)).json().data.allowed_actions as string[];
    expect(await actionsOf(`/api/dcr/registrations/birth/${id}`, dcr)).toEqual([
      'approve',
      'query',
    ]);
    expect(await actionsOf(`/api/birth-registration/${id}`, registra)).toEqual([]);
    expect((await approve(id)).statusCode).toBe(200);
    expect(await actionsOf(`/api/birth-registration/${id}`, registra)).toEqual(['print']);
    expect(await actionsOf(`/api/birth-registration/${id}`, director)).toEqual(['print']);
    expect((await get(`/api/birth-registration/${id}`, abujaRegistra)).statusCode).toBe(404);
  });
});

describe('query and resubmit', () => {
  it('query -> the registrar sees the reason, fixes, resubmits -> approve', async () => {
    const payload = birthPayload(ikeja.id);
    const { id } = await newRecord(payload);

    const empty = await reject(id, '  ');
    expect(empty.statusCode).toBe(400);
    const queried = await reject(id, "Mother's maiden name is misspelt.");
    expect(queried.statusCode).toBe(200);
    expect(queried.json().data.status).toBe('queried');

    const seen = (await get(`/api/birth-registration/${id}`, registra)).json().data;
    expect(seen.status).toBe('queried');
    expect(seen.query_reason).toBe("Mother's maiden name is misspelt.");
    const listed = (await get('/api/birth-registration/list/1?status=queried', registra)).json()
      .data.result;
    // The list shows the reason as the detail does.
    const { particulars: _p, flags: _f, history: _h, allowed_actions, ...summary } = seen;
    expect(allowed_actions).toEqual(['resubmit']);
    expect(listed.find((r: { id: number }) => r.id === id)).toEqual(summary);
    expect(birthRegistrationSummarySchema.strict().parse(summary)).toEqual(summary);

    // Only the capturer or a registrar of its centre resubmits.
    part(payload, 'mother').maiden_name = 'Ogunleye-Adebayo';
    const byDcr = await t.app.inject({
      method: 'PATCH',
      url: `/api/birth-registration/${id}`,
      headers: bearer(dcr),
      payload,
    });
    expect(byDcr.statusCode).toBe(403);
    const resubmitted = await t.app.inject({
      method: 'PATCH',
      url: `/api/birth-registration/${id}`,
      headers: bearer(registra),
      payload,
    });
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json().data.status).toBe('pending');

    const approved = await approve(id);
    expect(approved.statusCode).toBe(200);
    const detail = (await get(`/api/birth-registration/${id}`, registra)).json().data;
    expect(detail.particulars.mother.maiden_name).toBe('Ogunleye-Adebayo');
    expect(detail.query_reason).toBeNull();
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual([
      'submit',
      'query',
      'resubmit',
      'approve',
    ]);
    expect(detail.history[1].reason).toBe("Mother's maiden name is misspelt.");
    expect(detail.history[1].by.name).toBe('Demo dcr');

    const events = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'birth_registration'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));
    expect(events.map((e) => e.action)).toEqual([
      'birth_registration.submit',
      'birth_registration.query',
      'birth_registration.resubmit',
      'birth_registration.approve',
    ]);
  });

  it('a resubmission replayed with its Idempotency-Key gets the first answer', async () => {
    const payload = birthPayload(ikeja.id);
    const { id } = await newRecord(payload);
    await reject(id, 'Check the father’s name.');
    part(payload, 'father').firstname = 'Babatunde';
    const resubmit = (key: string, body = payload, recordId = id) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/birth-registration/${recordId}`,
        headers: { ...bearer(registra), 'idempotency-key': key },
        payload: body,
      });
    const first = await resubmit('resubmit-key-1');
    expect(first.statusCode).toBe(200);
    const replay = await resubmit('resubmit-key-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    // Without the key, or with a new one, the record is pending now: 409 as before.
    expect((await resubmit('resubmit-key-2')).statusCode).toBe(409);
    const other = birthPayload(ikeja.id);
    expect((await resubmit('resubmit-key-1', other)).statusCode).toBe(409);
    const history = (await get(`/api/birth-registration/${id}`, registra)).json().data.history;
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'submit',
      'query',
      'resubmit',
    ]);
  });

  it('stats follow the workflow', async () => {
    const before = (await get('/api/birth-registration/stats/self', registra)).json().data;
    const { id } = await newRecord();
    await reject(id, 'Check the date of birth.');
    const after = (await get('/api/birth-registration/stats/self', registra)).json().data;
    expect(after.total).toBe(before.total + 1);
    expect(after.queried).toBe(before.queried + 1);
    expect(after.pending).toBe(before.pending);
    expect(after.thisMonth).toBe(before.thisMonth + 1);
  });

  it('keeps the counts and totals tables equal to the records, at every level, after all of the above', async () => {
    // Submissions (0014's insert trigger), queries, resubmissions and approvals (0011's).
    expect(await countMismatches(db)).toEqual([]);
  });
});
