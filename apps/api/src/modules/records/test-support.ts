/**
 * Test helpers every kind's API tests share (births re-export them from
 * birth-registration/test-support.ts): the app on a fresh database, centres and users, uploaded
 * files, verified identity numbers, one kind's routes as calls, death and stillbirth payloads,
 * and the database checks that hold whatever the kind.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  exampleDeathRegistrationSubmission,
  exampleStillbirthSubmission,
  formatCalendarDate,
  LGAS,
  MESSAGES,
  registryToday,
  ROLE_IDS,
  STATES,
  type DeathFormVariant,
  type RecordKind,
  type RoleName,
} from '@vitalreg/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { rowsOf, type Database } from '../../db/client.ts';
import { auditLog, registrationCentres, users } from '../../db/schema.ts';
import { SANDBOX_NINS, SANDBOX_TRACKING_IDS } from '../../integrations/identity/sandbox.ts';
import { bearer, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../../test/helpers.ts';
import { hashPassword } from '../auth/password.ts';
import { ninVerifications } from '../identity/table.ts';

export { MESSAGES, SANDBOX_NINS, SANDBOX_TRACKING_IDS };

/** The app with a blob store in a fresh temporary folder (uploads are real files). */
export async function createRecordsTestApp(): Promise<TestApp> {
  return createTestApp({ dataDir: await mkdtemp(join(tmpdir(), 'vr-records-')) });
}

/** A request body as tests edit it. */
export type Payload = Record<string, unknown>;
/** A part of a payload (`child`, `deceased`, `mother`...). */
export type Part = Record<string, unknown>;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Random letters, so one test's names never look like another's to the duplicate check. */
export function randomName(length = 9): string {
  const bytes = randomBytes(length);
  const text = [...bytes].map((b) => LETTERS[b % 26]).join('');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function randomNin(): string {
  return [...randomBytes(11)].map((b) => String(b % 10)).join('');
}

/**
 * A new NIN the identity agency is taken to know: a verification stored now counts for
 * IDENTITY_REVERIFY_DAYS, as when the wizard verified it (the sandbox knows only a few).
 */
export async function verifiedNin(db: Database): Promise<string> {
  const nin = randomNin();
  await db
    .insert(ninVerifications)
    .values({ kind: 'nin', identifier: nin, provider: 'sandbox', result: 'verified' });
  return nin;
}

/** The answer's message as a list (400s carry several). */
export const messagesOf = (response: { json(): unknown }) =>
  ([] as string[]).concat((response.json() as { message: string | string[] }).message);

/** Stored-file keys uploaded at a centre, used by the payloads for that centre. */
const FILES_BY_CENTRE = new Map<number, { png: string; jpeg: string }>();

/** The files uploadCentreFiles stored for a centre, if any. */
export const centreFiles = (centreId: number) => FILES_BY_CENTRE.get(centreId);

/** A tiny valid PNG (1x1) and the start/end markers of a JPEG: enough for the magic bytes. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
/** Different bytes each time, so each centre's file has its own (content-addressed) key. */
const tinyJpeg = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
    Buffer.from(randomBytes(8).toString('hex'), 'latin1'),
    Buffer.from([0xff, 0xd9]),
  ]);

/** Uploads a signature and a document as this user, for the payloads of their centre. */
export async function uploadCentreFiles(
  app: FastifyInstance,
  token: string,
  centreId: number,
): Promise<void> {
  const upload = async (kind: string, mimeType: string, bytes: Buffer) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: bearer(token),
      payload: { kind, mimeType, fileName: 'test', data: bytes.toString('base64') },
    });
    if (response.statusCode !== 200) {
      throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
    }
    return (response.json() as { data: { key: string } }).data.key;
  };
  FILES_BY_CENTRE.set(centreId, {
    png: await upload('signature', 'image/png', TINY_PNG),
    jpeg: await upload('support_document', 'image/jpeg', tinyJpeg()),
  });
}

export interface CentreInfo {
  id: number;
  stateId: number;
  lgaId: number;
}

export async function demoCentre(db: Database, name: string): Promise<CentreInfo> {
  const [row] = await db
    .select({
      id: registrationCentres.id,
      stateId: registrationCentres.stateId,
      lgaId: registrationCentres.lgaId,
    })
    .from(registrationCentres)
    .where(eq(registrationCentres.name, name));
  if (!row) throw new Error(`no centre ${name}`);
  return row;
}

/** A new centre in an existing LGA (by state and LGA name). */
export async function createCentre(
  db: Database,
  name: string,
  stateName: string,
  lgaName: string,
): Promise<CentreInfo> {
  const state = STATES.find((s) => s.State_Name === stateName);
  const lga = LGAS.find((l) => l.LGA_Name === lgaName && l.State_ID === state?.State_ID);
  if (!state || !lga) throw new Error(`no ${lgaName}, ${stateName}`);
  const [row] = await db
    .insert(registrationCentres)
    .values({ name, stateId: state.State_ID, lgaId: lga.LGA_ID })
    .returning({
      id: registrationCentres.id,
      stateId: registrationCentres.stateId,
      lgaId: registrationCentres.lgaId,
    });
  if (!row) throw new Error('centre not created');
  return row;
}

export async function createUser(
  db: Database,
  userName: string,
  role: RoleName,
  place: { stateId: number | null; lgaId: number | null; centreId: number | null },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      userName,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      fullName: `Test ${userName}`,
      roleId: ROLE_IDS[role],
      stateId: place.stateId,
      lgaId: place.lgaId,
      regCenterId: place.centreId,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return row.id;
}

export async function userId(db: Database, userName: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
  if (!row) throw new Error(`no user ${userName}`);
  return row.id;
}

/* ---------- A kind's routes as calls ---------- */

/** Where a kind's routes are: `/api/{apiPath}/...` and `/api/dcr/registrations/{reviewPath}/...`. */
export interface KindPaths {
  apiPath: string;
  reviewPath: string;
}

export type Submitted = { id: number; reference: string; status: string };

/** The registrar's and the reviewer's routes of a kind, as calls of `app.inject`. */
export function recordCalls(app: FastifyInstance, { apiPath, reviewPath }: KindPaths) {
  const get = (url: string, token: string) =>
    app.inject({ method: 'GET', url, headers: bearer(token) });
  const calls = {
    submit: (token: string, payload: unknown, key: string | null = randomUUID()) =>
      app.inject({
        method: 'POST',
        url: `/api/${apiPath}/add`,
        headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
        payload: payload as Payload,
      }),
    /** Submits and returns the new record (fails the test otherwise). */
    async submitted(token: string, payload: unknown): Promise<Submitted> {
      const response = await calls.submit(token, payload);
      if (response.statusCode !== 201) {
        throw new Error(`submit failed: ${response.statusCode} ${response.body}`);
      }
      return (response.json() as { data: Submitted }).data;
    },
    list: (token: string, query = '', page = 1) =>
      get(`/api/${apiPath}/list/${page}${query}`, token),
    /** The ids of a list page. */
    async listedIds(token: string, query = '', page = 1): Promise<number[]> {
      const response = await calls.list(token, query, page);
      if (response.statusCode !== 200) {
        throw new Error(`list failed: ${response.statusCode} ${response.body}`);
      }
      return (response.json() as { data: { result: { id: number }[] } }).data.result.map(
        (row) => row.id,
      );
    },
    detail: (token: string, id: number) => get(`/api/${apiPath}/${id}`, token),
    stats: (token: string, path: 'stats' | 'stats/self' = 'stats') =>
      get(`/api/${apiPath}/${path}`, token),
    resubmit: (token: string, id: number, payload: unknown, key?: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/${apiPath}/${id}`,
        headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
        payload: payload as Payload,
      }),
    reviewList: (token: string, query = '') =>
      get(`/api/dcr/registrations/${reviewPath}${query}`, token),
    reviewDetail: (token: string, id: number) =>
      get(`/api/dcr/registrations/${reviewPath}/${id}`, token),
    approve: (token: string, id: number, method: 'GET' | 'POST' = 'GET') =>
      app.inject({
        method,
        url: `/api/dcr/registrations/${reviewPath}/approve/${id}`,
        headers: bearer(token),
      }),
    reject: (token: string, id: number, reason: string) =>
      app.inject({
        method: 'POST',
        url: `/api/dcr/registrations/${reviewPath}/reject`,
        headers: bearer(token),
        payload: { id, reason },
      }),
  };
  return calls;
}

export type RecordCalls = ReturnType<typeof recordCalls>;

/** A detail answer's summary: the detail without particulars, flags and history. */
export function summaryOfDetail(response: LightMyRequestResponse): Record<string, unknown> {
  const {
    particulars: _p,
    flags: _f,
    history: _h,
    ...summary
  } = (response.json() as { data: Record<string, unknown> }).data;
  return summary;
}

/* ---------- The test database and its people ---------- */

/** Signed-in tokens of the people the kinds' tests act as. */
export interface People {
  /** Demo users, all in Lagos, Ikeja LGA (centre: Ikeja Registration Centre). */
  registra: string;
  dcr: string;
  director: string;
  admin: string;
  adhoc: string;
  hospital: string;
  commissioner: string;
  /** A registrar of a second centre in Ikeja LGA. */
  neighbour: string;
  /** A registrar and a DCR of Abuja Municipal (FCT). */
  abujaRegistra: string;
  abujaDcr: string;
}

export interface RecordsTest {
  t: TestApp;
  db: Database;
  /** Ikeja Registration Centre, a second centre in Ikeja LGA, Abuja Municipal's centre. */
  ikeja: CentreInfo;
  ikejaSecond: CentreInfo;
  abuja: CentreInfo;
  people: People;
}

/**
 * The app on a fresh database for one test file (beforeAll/afterAll), with a second centre in
 * Ikeja LGA and one in Abuja, their registrars, Abuja's DCR, everyone signed in and each
 * centre's files uploaded. Its members are set once beforeAll has run.
 */
export function useRecordsTest(): RecordsTest {
  const context = {} as RecordsTest;
  beforeAll(async () => {
    const t = await createRecordsTestApp();
    const db = t.database.handle.db;
    const ikeja = await demoCentre(db, 'Ikeja Registration Centre');
    const abuja = await demoCentre(db, 'Abuja Municipal Registration Centre');
    const ikejaSecond = await createCentre(
      db,
      'Allen Avenue Registration Centre',
      'Lagos',
      'Ikeja',
    );
    await createUser(db, 'registra_allen', 'registra', {
      stateId: ikejaSecond.stateId,
      lgaId: ikejaSecond.lgaId,
      centreId: ikejaSecond.id,
    });
    await createUser(db, 'registra_abuja', 'registra', {
      stateId: abuja.stateId,
      lgaId: abuja.lgaId,
      centreId: abuja.id,
    });
    await createUser(db, 'dcr_abuja', 'dcr', {
      stateId: abuja.stateId,
      lgaId: abuja.lgaId,
      centreId: null,
    });
    const names = {
      registra: 'registra',
      dcr: 'dcr',
      director: 'state_director',
      admin: 'admin',
      adhoc: 'adhoc',
      hospital: 'hospital',
      commissioner: 'state_commissioner',
      neighbour: 'registra_allen',
      abujaRegistra: 'registra_abuja',
      abujaDcr: 'dcr_abuja',
    } satisfies Record<keyof People, string>;
    const tokens = await Promise.all(Object.values(names).map((name) => signIn(t.app, name)));
    const people = Object.fromEntries(
      Object.keys(names).map((role, i) => [role, tokens[i]]),
    ) as unknown as People;
    await uploadCentreFiles(t.app, people.registra, ikeja.id);
    await uploadCentreFiles(t.app, people.neighbour, ikejaSecond.id);
    await uploadCentreFiles(t.app, people.abujaRegistra, abuja.id);
    Object.assign(context, { t, db, ikeja, ikejaSecond, abuja, people });
  });
  afterAll(() => context.t?.close());
  return context;
}

/* ---------- Payloads of deaths and stillbirths ---------- */

/** The place of registration of a payload: a centre with its state and LGA. */
function placeAt(payload: Payload, centre: CentreInfo) {
  payload.Reg_Center = centre.id;
  payload.registration_state = centre.stateId;
  payload.registration_lga = centre.lgaId;
}

export const partOf = (payload: Payload, name: string) => payload[name] as Part;

/**
 * A valid death at `centre` (the domain's fixture, form B by default: a man of 67; form A: a
 * girl of 2), with a deceased of random first name and no NIN, so it is nobody's duplicate
 * unless a test makes it one. Informant and (form A) mother are the identity sandbox's people;
 * signature and document are the centre's uploaded files (uploadCentreFiles).
 */
export function deathPayload(
  centre: CentreInfo,
  edit?: (payload: Payload) => void,
  form: DeathFormVariant = 'form_b',
): Payload {
  const payload = structuredClone(exampleDeathRegistrationSubmission(form)) as Payload;
  placeAt(payload, centre);
  Object.assign(partOf(payload, 'deceased'), {
    firstname: randomName(),
    nin: null,
    reason_for_no_nin: 'Lack of Awareness',
  });
  partOf(payload, 'informant').nin = SANDBOX_NINS.informant;
  if (payload.mother) partOf(payload, 'mother').nin = SANDBOX_NINS.mother;
  const files = centreFiles(centre.id);
  if (files) {
    partOf(payload, 'informant').signature = files.png;
    if (form === 'form_b') {
      payload.documents = [{ type: 'affidavit', mimeType: 'image/jpeg', url: files.jpeg }];
    }
  }
  edit?.(payload);
  return payload;
}

/**
 * A valid stillbirth at `centre` (the domain's fixture: delivered 2 days ago), its mother's
 * full name starting with a random name, so it is nobody's duplicate unless a test makes it one.
 */
export function stillbirthPayload(centre: CentreInfo, edit?: (payload: Payload) => void): Payload {
  const payload = structuredClone(exampleStillbirthSubmission()) as Payload;
  placeAt(payload, centre);
  partOf(payload, 'mother').fullname = `${randomName()} Bello Musa`;
  edit?.(payload);
  return payload;
}

/* ---------- Database checks ---------- */

/** The audit actions of one record, oldest first (`death_registration.submit`, ...). */
export async function auditActionsOf(
  db: Database,
  entityType: string,
  id: number,
): Promise<string[]> {
  const events = await db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
  return events.map((event) => event.action);
}

/**
 * Rows where the counts (per kind, area level, status and month) or the totals differ from the
 * records themselves: none when the triggers of migration 0023 kept them.
 */
export async function countMismatches(db: Database): Promise<unknown[]> {
  const counts = await db.execute(sql`
    with expected as (
      select r.kind, k.level, k.area_id, r.status, record_month(r.created_at) as month,
             count(*)::bigint as n
        from records r
        cross join lateral (values (0::smallint, 0), (1::smallint, r.state_id),
          (2::smallint, r.lga_id), (3::smallint, r.reg_center_id)) as k (level, area_id)
       group by 1, 2, 3, 4, 5
    ), counted as (
      select kind, level, area_id, status, month, sum(n)::bigint as n
        from record_counts group by 1, 2, 3, 4, 5 having sum(n) <> 0
    )
    (select 'counts' as of, * from expected except select 'counts', * from counted)
    union all
    (select 'counts', * from counted except select 'counts', * from expected)`);
  const totals = await db.execute(sql`
    with expected as (
      select r.kind, k.level, k.area_id, r.status, count(*)::bigint as n
        from records r
        cross join lateral (values (0::smallint, 0), (1::smallint, r.state_id),
          (2::smallint, r.lga_id), (3::smallint, r.reg_center_id)) as k (level, area_id)
       group by 1, 2, 3, 4
    ), totalled as (
      select kind, level, area_id, status, sum(n)::bigint as n
        from record_totals group by 1, 2, 3, 4 having sum(n) <> 0
    )
    (select 'totals' as of, * from expected except select 'totals', * from totalled)
    union all
    (select 'totals', * from totalled except select 'totals', * from expected)`);
  return [...rowsOf(counts), ...rowsOf(totals)];
}

/** An area as the records' columns give it (all of them when none is given). */
export interface AreaOf {
  centreId?: number;
  lgaId?: number;
  stateId?: number;
  status?: string;
}

/** The number of records of a kind in an area (and status), counted from the records. */
export async function recordCount(
  db: Database,
  kind: string,
  { centreId, lgaId, stateId, status }: AreaOf = {},
): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from records where kind = ${kind}
      and (${centreId ?? null}::integer is null or reg_center_id = ${centreId ?? null}::integer)
      and (${lgaId ?? null}::integer is null or lga_id = ${lgaId ?? null}::integer)
      and (${stateId ?? null}::integer is null or state_id = ${stateId ?? null}::integer)
      and (${status ?? null}::text is null or status = ${status ?? null}::text)`),
  );
  return Number(row?.n ?? 0);
}

/* ---------- What every kind's routes do (the engine's contract) ---------- */

/** A kind as its tests drive it. */
export interface KindUnderTest {
  /** The domain's declaration (paths, name, reference prefix, certificate series). */
  kind: Pick<
    RecordKind,
    'key' | 'name' | 'apiPath' | 'reviewPath' | 'referencePrefix' | 'certificate'
  >;
  /** The answers' schemas of the kind's routes (domain). */
  summarySchema: { strict(): z.ZodType };
  detailSchema: { strict(): z.ZodType };
  /** A valid payload at the centre that is nobody's duplicate. */
  payload(centre: CentreInfo, edit?: (payload: Payload) => void): Payload;
  /** Moves the event (death, delivery) to `date`, and what must agree with it. */
  withEventDate(payload: Payload, date: string): void;
  /** What a search by name types to find the payload's record. */
  searchText(payload: Payload): string;
  /** A text field the registrar corrects after a query: its part and name. */
  correctable: [part: string, field: string];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `yyyy-mm-dd` of the registry's today minus `days`. */
export function daysAgo(days: number): string {
  return formatCalendarDate(registryToday(new Date(Date.now() - days * 86_400_000)));
}

/**
 * The tests every kind passes alike, through its own routes: submission, the answers' shapes,
 * timing flags, scope, idempotency, review with its numbers, history and audit, four-eyes.
 * Called at the top level of a kind's test file, after useRecordsTest.
 */
export function describeRecordKind(context: RecordsTest, under: KindUnderTest): void {
  const { kind } = under;
  const Name = capitalised(kind.name);
  const entity = kind.name.replaceAll(' ', '_');
  const calls = () => recordCalls(context.t.app, kind);
  const payloadAt = (centre: keyof Pick<RecordsTest, 'ikeja' | 'ikejaSecond' | 'abuja'>) =>
    under.payload(context[centre]);

  describe(`${kind.name}: submission and answers`, () => {
    it('submits: 201 with the reference, pending, audited, with its history', async () => {
      const { people, db, ikeja } = context;
      const payload = payloadAt('ikeja');
      const response = await calls().submit(people.registra, payload);
      expect(response.statusCode).toBe(201);
      const answer = response.json() as { message: string; data: Submitted };
      expect(answer.message).toBe(`${Name} submitted.`);
      expect(answer.data.status).toBe('pending');
      expect(answer.data.reference).toMatch(
        new RegExp(`^${kind.referencePrefix}-LA-\\d{4}-[0-9A-Z]{8}$`),
      );
      expect(await auditActionsOf(db, entity, answer.data.id)).toEqual([`${entity}.submit`]);

      const detail = await calls().detail(people.registra, answer.data.id);
      expect(detail.statusCode).toBe(200);
      const record = detail.json().data;
      expect(under.detailSchema.strict().parse(record)).toEqual(record);
      expect(record).toMatchObject({
        id: answer.data.id,
        reference: answer.data.reference,
        status: 'pending',
        record_type: kind.key,
        centre: { id: ikeja.id, name: 'Ikeja Registration Centre' },
        captured_by: { name: 'Demo registra' },
        certificate_number: null,
        query_reason: null,
        flags: { late: false, overFiveYears: false },
      });
      expect(record.history.map((h: { action: string }) => h.action)).toEqual(['submit']);
      expect(record.particulars).not.toHaveProperty('confirmNotDuplicate');
      // The reviewer opens the same record.
      const reviewed = await calls().reviewDetail(people.dcr, answer.data.id);
      expect(reviewed.statusCode).toBe(200);
      expect(reviewed.json().data).toEqual(record);
    });

    it('lists and finds each record as its detail shows it, in the schema’s shape exactly', async () => {
      const { people } = context;
      const payload = payloadAt('ikeja');
      const { id } = await calls().submitted(people.registra, payload);
      const summary = summaryOfDetail(await calls().detail(people.registra, id));
      expect(under.summarySchema.strict().parse(summary)).toEqual(summary);
      for (const path of ['/', '/list/1'] as const) {
        const response = await context.t.app.inject({
          method: 'GET',
          url: `/api/${kind.apiPath}${path}?limit=100`,
          headers: bearer(people.registra),
        });
        expect(response.statusCode).toBe(200);
        const { result, pagination } = response.json().data;
        expect(result[0]).toEqual(summary);
        expect(pagination.total).toBe(
          await recordCount(context.db, kind.key, { centreId: context.ikeja.id }),
        );
        // Lists are sent as PostgreSQL wrote them (summary_json): each row is the schema's.
        for (const row of result) expect(under.summarySchema.strict().parse(row)).toEqual(row);
      }
      const q = `?q=${encodeURIComponent(under.searchText(payload))}`;
      const found = (await calls().list(people.registra, q)).json().data.result;
      expect(found).toEqual([summary]);
      const byReference = await calls().listedIds(
        people.registra,
        `?q=${String(summary.reference).toLowerCase()}`,
      );
      expect(byReference).toEqual([id]);
      const queue = (await calls().reviewList(people.dcr, '?limit=100')).json().data.result;
      expect(queue.find((row: { id: number }) => row.id === id)).toEqual(summary);
    });

    it('flags a registration over 8 days late, and one over 5 years late', async () => {
      const { people } = context;
      const flagsOf = async (date: string) => {
        const payload = under.payload(context.ikeja, (p) => under.withEventDate(p, date));
        const { id } = await calls().submitted(people.registra, payload);
        return (await calls().detail(people.registra, id)).json().data.flags;
      };
      expect(await flagsOf(daysAgo(8))).toEqual({ late: false, overFiveYears: false });
      expect(await flagsOf(daysAgo(10))).toEqual({ late: true, overFiveYears: false });
      expect(await flagsOf(daysAgo(6 * 366))).toEqual({ late: true, overFiveYears: true });
    });

    it('needs an Idempotency-Key, and replays the first answer for it, with one record', async () => {
      const { people, db } = context;
      const payload = payloadAt('ikeja');
      expect((await calls().submit(people.registra, payload, null)).statusCode).toBe(400);
      const before = await recordCount(db, kind.key);
      const key = randomUUID();
      const first = await calls().submit(people.registra, payload, key);
      const again = await Promise.all(
        [1, 2, 3].map(() => calls().submit(people.registra, payload, key)),
      );
      expect(first.statusCode).toBe(201);
      for (const replay of again) {
        expect(replay.statusCode).toBe(201);
        expect(replay.headers['idempotent-replayed']).toBe('true');
        expect(replay.json()).toEqual(first.json());
      }
      expect(await recordCount(db, kind.key)).toBe(before + 1);
      const other = await calls().submit(people.registra, payloadAt('ikeja'), key);
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toBe(
        'This Idempotency-Key was already used for a different request.',
      );
      expect(await recordCount(db, kind.key)).toBe(before + 1);
    });

    it('needs a centre of the chosen LGA within the submitter’s area', async () => {
      const { people, abuja } = context;
      const wrongLga = under.payload(context.ikeja, (p) => {
        p.Reg_Center = abuja.id;
      });
      expect((await calls().submit(people.registra, wrongLga)).statusCode).toBe(400);
      const elsewhere = await calls().submit(people.registra, payloadAt('abuja'));
      expect(elsewhere.statusCode).toBe(403);
      expect(messagesOf(elsewhere)[0]).toBe(
        `You can register ${kind.key}s only at a registration centre in your area.`,
      );
      const anonymous = await context.t.app.inject({
        method: 'POST',
        url: `/api/${kind.apiPath}/add`,
        payload: payloadAt('ikeja'),
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe(`${kind.name}: scope`, () => {
    const records = {} as Record<'ikeja' | 'ikejaSecond' | 'abuja', Submitted & { q: string }>;

    beforeAll(async () => {
      const { people } = context;
      const at = async (centre: 'ikeja' | 'ikejaSecond' | 'abuja', token: string) => {
        const payload = payloadAt(centre);
        records[centre] = {
          ...(await calls().submitted(token, payload)),
          q: `?q=${encodeURIComponent(under.searchText(payload))}`,
        };
      };
      await at('ikeja', people.registra);
      await at('ikejaSecond', people.neighbour);
      await at('abuja', people.abujaRegistra);
    });

    it('a registrar lists, finds and opens only their own centre’s records', async () => {
      const { people } = context;
      const sees = {
        registra: 'ikeja',
        neighbour: 'ikejaSecond',
        abujaRegistra: 'abuja',
      } as const;
      for (const [person, own] of Object.entries(sees) as [
        keyof typeof sees,
        keyof typeof records,
      ][]) {
        const token = people[person];
        const listed = await calls().listedIds(token, '?limit=100');
        for (const [centre, record] of Object.entries(records)) {
          const mine = centre === own;
          expect(listed.includes(record.id)).toBe(mine);
          expect(await calls().listedIds(token, record.q)).toEqual(mine ? [record.id] : []);
          const detail = await calls().detail(token, record.id);
          expect(detail.statusCode).toBe(mine ? 200 : 404);
          if (!mine) expect(detail.json().message).toBe(`${Name} not found.`);
        }
      }
    });

    it('a DCR lists and reviews its LGA’s records, a state director its state’s, not others’', async () => {
      const { people } = context;
      const cases = [
        { token: people.dcr, sees: ['ikeja', 'ikejaSecond'] },
        { token: people.director, sees: ['ikeja', 'ikejaSecond'] },
        { token: people.abujaDcr, sees: ['abuja'] },
        { token: people.admin, sees: ['ikeja', 'ikejaSecond', 'abuja'] },
      ];
      for (const { token, sees } of cases) {
        const listed = await calls().listedIds(token, '?limit=100');
        const queue = (await calls().reviewList(token, '?limit=100'))
          .json()
          .data.result.map((row: { id: number }) => row.id);
        for (const [centre, record] of Object.entries(records)) {
          const inArea = sees.includes(centre);
          expect(listed.includes(record.id)).toBe(inArea);
          expect(queue.includes(record.id)).toBe(inArea);
          expect(await calls().listedIds(token, record.q)).toEqual(inArea ? [record.id] : []);
          expect((await calls().reviewDetail(token, record.id)).statusCode).toBe(
            inArea ? 200 : 404,
          );
        }
      }
      // Out of the DCR's area, approving and querying find nothing either.
      expect((await calls().approve(people.dcr, records.abuja.id)).statusCode).toBe(404);
      expect((await calls().reject(people.dcr, records.abuja.id, 'Not yours')).statusCode).toBe(
        404,
      );
    });

    it('counts each caller’s area only (stats and stats/self)', async () => {
      const { people, db, ikeja, abuja } = context;
      const cases = [
        { token: people.registra, area: { centreId: ikeja.id } },
        { token: people.abujaRegistra, area: { centreId: abuja.id } },
        { token: people.dcr, area: { lgaId: ikeja.lgaId } },
        { token: people.abujaDcr, area: { lgaId: abuja.lgaId } },
        { token: people.director, area: { stateId: ikeja.stateId } },
        { token: people.admin, area: {} },
      ];
      for (const { token, area } of cases) {
        const stats = await calls().stats(token);
        expect(stats.statusCode).toBe(200);
        const counted = async (status?: string) =>
          recordCount(db, kind.key, { ...area, ...(status ? { status } : {}) });
        expect(stats.json().data).toEqual({
          total: await counted(),
          pending: await counted('pending'),
          approved: await counted('approved'),
          queried: await counted('queried'),
          printed: 0,
          thisMonth: await counted(),
          thisYear: await counted(),
        });
        expect((await calls().stats(token, 'stats/self')).json()).toEqual(stats.json());
      }
    });
  });

  describe(`${kind.name}: review`, () => {
    it('is closed to registrars (403)', async () => {
      const { people } = context;
      const { id } = await calls().submitted(people.registra, payloadAt('ikeja'));
      expect((await calls().reviewList(people.registra)).statusCode).toBe(403);
      expect((await calls().approve(people.registra, id)).statusCode).toBe(403);
      expect((await calls().reject(people.registra, id, 'No')).statusCode).toBe(403);
    });

    it(`approves with the next number of the ${kind.certificate.series} series (GET and POST)`, async () => {
      const { people } = context;
      const { id, reference } = await calls().submitted(people.registra, payloadAt('ikeja'));
      const year = registryToday().year;
      const [counter] = rowsOf<{ last_number: number }>(
        await context.db.execute(sql`select last_number from certificate_counters
          where series = ${kind.certificate.series} and state_id = ${context.ikeja.stateId}
            and year = ${year}`),
      );
      const sequence = String(Number(counter?.last_number ?? 0) + 1).padStart(6, '0');
      const response = await calls().approve(people.dcr, id);
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer.message).toBe(`${Name} approved.`);
      const number = answer.data.certificate_number as string;
      // `DC/LA/2026/000001`: the kind's prefix, the state's code, the year, the series' next.
      expect(number).toBe(`${kind.certificate.prefix}LA/${year}/${sequence}`);
      const { answerField } = kind.certificate;
      expect(answer.data).toEqual({
        id,
        reference,
        status: 'approved',
        certificate_number: number,
        ...(answerField ? { [answerField]: number } : {}),
      });
      const detail = await calls().detail(people.registra, id);
      const record = detail.json().data;
      expect(under.detailSchema.strict().parse(record)).toEqual(record);
      expect(record.status).toBe('approved');
      expect(record.certificate_number).toBe(number);
      if (answerField) expect(record[answerField]).toBe(number);
      const byNumber = await calls().listedIds(
        people.registra,
        `?certificate_number=${encodeURIComponent(number.toLowerCase())}`,
      );
      expect(byNumber).toEqual([id]);

      const again = await calls().approve(people.dcr, id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        'This record is approved; only a pending record can be approved.',
      );
      expect((await calls().reject(people.dcr, id, 'Too late')).statusCode).toBe(409);
      const next = await calls().submitted(people.registra, payloadAt('ikeja'));
      const viaPost = await calls().approve(people.director, next.id, 'POST');
      expect(viaPost.statusCode).toBe(200);
      const sequenceOf = (n: string) => Number(n.split('/').at(-1));
      expect(sequenceOf(viaPost.json().data.certificate_number)).toBe(sequenceOf(number) + 1);
    });

    it('query -> the registrar sees the reason, corrects, resubmits -> approve, all in history and audit', async () => {
      const { people, db } = context;
      const payload = payloadAt('ikeja');
      const { id } = await calls().submitted(people.registra, payload);
      expect((await calls().reject(people.dcr, id, '  ')).statusCode).toBe(400);
      const reason = 'The place is misspelt.';
      const queried = await calls().reject(people.dcr, id, reason);
      expect(queried.statusCode).toBe(200);
      expect(queried.json().message).toBe(`${Name} queried back to its registrar.`);
      expect(queried.json().data.status).toBe('queried');

      const seen = await calls().detail(people.registra, id);
      expect(seen.json().data).toMatchObject({ status: 'queried', query_reason: reason });
      const summary = summaryOfDetail(seen);
      expect(under.summarySchema.strict().parse(summary)).toEqual(summary);
      const listed = (await calls().list(people.registra, '?status=queried&limit=100')).json().data
        .result;
      expect(listed.find((row: { id: number }) => row.id === id)).toEqual(summary);

      const [part, field] = under.correctable;
      partOf(payload, part)[field] = 'Corrected Place';
      const byDcr = await calls().resubmit(people.dcr, id, payload);
      expect(byDcr.statusCode).toBe(403);
      expect(byDcr.json().message).toBe(
        'Only the person who captured this record, or a registrar of its centre, can resubmit it.',
      );
      const resubmitted = await calls().resubmit(people.registra, id, payload);
      expect(resubmitted.statusCode).toBe(200);
      expect(resubmitted.json().message).toBe(`${Name} resubmitted.`);
      expect(resubmitted.json().data.status).toBe('pending');
      expect((await calls().approve(people.dcr, id)).statusCode).toBe(200);

      const record = (await calls().detail(people.registra, id)).json().data;
      expect(record.particulars[part][field]).toBe('Corrected Place');
      expect(record.query_reason).toBeNull();
      expect(
        record.history.map((h: { action: string; reason: string | null; by: { name: string } }) => [
          h.action,
          h.by.name,
          h.reason,
        ]),
      ).toEqual([
        ['submit', 'Demo registra', null],
        ['query', 'Demo dcr', reason],
        ['resubmit', 'Demo registra', null],
        ['approve', 'Demo dcr', null],
      ]);
      expect(await auditActionsOf(db, entity, id)).toEqual(
        ['submit', 'query', 'resubmit', 'approve'].map((action) => `${entity}.${action}`),
      );
    });

    it('four-eyes: nobody approves or queries a record they captured', async () => {
      const { people, db } = context;
      const { id } = await calls().submitted(people.dcr, payloadAt('ikeja'));
      const approval = await calls().approve(people.dcr, id);
      expect(approval.statusCode).toBe(403);
      expect(approval.json().message).toBe(
        'You cannot approve or query a record you captured yourself.',
      );
      expect((await calls().reject(people.dcr, id, 'Check it')).statusCode).toBe(403);
      expect((await calls().approve(people.director, id)).statusCode).toBe(200);
      const [capturer] = rowsOf<{ captured_by: number }>(
        await db.execute(sql`select captured_by from records where id = ${id}`),
      );
      expect(Number(capturer?.captured_by)).toBe(await userId(db, 'dcr'));
    });

    it('stats follow the workflow', async () => {
      const { people } = context;
      const before = (await calls().stats(people.registra)).json().data;
      const { id } = await calls().submitted(people.registra, payloadAt('ikeja'));
      await calls().reject(people.dcr, id, 'Check the date.');
      const after = (await calls().stats(people.registra)).json().data;
      expect(after).toEqual({
        ...before,
        total: before.total + 1,
        queried: before.queried + 1,
        thisMonth: before.thisMonth + 1,
        thisYear: before.thisYear + 1,
      });
    });

    it('keeps the counts and totals tables equal to the records after all of the above', async () => {
      expect(await countMismatches(context.db)).toEqual([]);
    });
  });
}
