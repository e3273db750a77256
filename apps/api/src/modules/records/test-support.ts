/**
 * Test helpers every kind's API tests share: the app on a fresh database, centres and users,
 * uploaded files, one kind's routes as calls, death and stillbirth
 * payloads, and the database checks that hold whatever the kind.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  exampleAttestationSubmission,
  exampleDeathRegistrationSubmission,
  exampleStillbirthSubmission,
  LGAS,
  MESSAGES,
  ROLE_IDS,
  STATES,
  type DeathFormVariant,
  type RoleName,
} from '@vitalreg/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { rowsOf, type Database } from '../../db/client.ts';
import { auditLog, registrationCentres, users } from '../../db/schema.ts';
import { newSandboxReference } from '../../integrations/payment-gateway/sandbox.ts';
import { bearer, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../../test/helpers.ts';
import { hashPassword } from '../auth/password.ts';
import { namesOfNin, SANDBOX_NINS, sandboxNames } from '../identity/test-support.ts';

export { MESSAGES };

/** The app with a blob store in a fresh temporary folder (uploads are real files). */
export async function createRecordsTestApp(): Promise<TestApp> {
  return createTestApp({
    dataDir: await mkdtemp(join(tmpdir(), 'vr-records-')),
    // One registrar confirms every reissuance's address: more codes than a person sends.
    emailCodesPerHour: 1000,
  });
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
    approve: (token: string, id: number, method: 'GET' | 'POST' | 'HEAD' = 'GET') =>
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

/** A detail answer's summary: the detail without particulars, flags, history, allowed actions. */
export function summaryOfDetail(response: LightMyRequestResponse): Record<string, unknown> {
  const {
    particulars: _p,
    flags: _f,
    history: _h,
    allowed_actions: _a,
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
  Object.assign(partOf(payload, 'informant'), sandboxNames('informant'), {
    nin: SANDBOX_NINS.informant,
  });
  if (payload.mother) {
    Object.assign(partOf(payload, 'mother'), sandboxNames('mother'), { nin: SANDBOX_NINS.mother });
  }
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

/**
 * A valid birth attestation at `centre` (the domain's fixture) by an applicant of random names,
 * paid with a fresh sandbox reference: nobody's duplicate. With `nin` (one the identity agency
 * knows, see verifiedNin) it is the with-NIN form; without, the form with an identity document
 * and the affidavit. Face and affidavit are the centre's uploaded files (uploadCentreFiles).
 */
export function attestationPayload(
  centre: CentreInfo,
  nin: string | undefined,
  edit?: (payload: Payload) => void,
): Payload {
  const variant = nin === undefined ? 'without_nin' : 'with_nin';
  const payload = structuredClone(exampleAttestationSubmission(variant)) as Payload;
  placeAt(payload, centre);
  payload.reference = newSandboxReference('attestation');
  const applicant = partOf(payload, 'applicant');
  // With a NIN, the names verifiedNin gave it (fresh, as random ones are).
  Object.assign(
    applicant,
    nin === undefined ? { firstname: randomName(), surname: randomName() } : namesOfNin(nin),
  );
  if (nin !== undefined) applicant.nin = nin;
  const files = centreFiles(centre.id);
  if (files) {
    applicant.face = files.png;
    if (payload.affidavit) payload.affidavit = { mimeType: 'image/jpeg', url: files.jpeg };
  }
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
 * Rows where the counts (per kind, area level, status and month), the totals or the registered
 * records' tallies differ from the records themselves: none when the triggers of migrations
 * 0023 and 0040 kept them.
 */
export async function countMismatches(db: Database): Promise<unknown[]> {
  const counts = await db.execute(sql`
    with expected as (
      select r.kind, k.level, k.area_id, r.status, record_month(r.created_at) as month,
             count(*)::bigint as n
        from records r
        cross join lateral (values (0::smallint, 0), (1::smallint, r.state_id),
          (2::smallint, r.lga_id), (3::smallint, r.reg_center_id),
          (4::smallint, r.captured_by)) as k (level, area_id)
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
          (2::smallint, r.lga_id), (3::smallint, r.reg_center_id),
          (4::smallint, r.captured_by)) as k (level, area_id)
       group by 1, 2, 3, 4
    ), totalled as (
      select kind, level, area_id, status, sum(n)::bigint as n
        from record_totals group by 1, 2, 3, 4 having sum(n) <> 0
    )
    (select 'totals' as of, * from expected except select 'totals', * from totalled)
    union all
    (select 'totals', * from totalled except select 'totals', * from expected)`);
  const tallies = await db.execute(sql`
    with expected as (
      select r.kind, k.level, k.area_id, record_month(r.created_at) as month,
             coalesce(r.subject_sex, 0) as sex, coalesce(r.birth_place, 0) as place,
             coalesce(r.timeliness, '') as timeliness, count(*)::bigint as n
        from records r
        cross join lateral (values (0::smallint, 0), (1::smallint, r.state_id),
          (2::smallint, r.lga_id), (3::smallint, r.reg_center_id)) as k (level, area_id)
       where r.status in ('approved', 'printed')
       group by 1, 2, 3, 4, 5, 6, 7
    ), tallied as (
      select kind, level, area_id, month, sex, place, timeliness, sum(n)::bigint as n
        from record_tallies group by 1, 2, 3, 4, 5, 6, 7 having sum(n) <> 0
    )
    (select 'tallies' as of, * from expected except select 'tallies', * from tallied)
    union all
    (select 'tallies', * from tallied except select 'tallies', * from expected)`);
  return [...rowsOf(counts), ...rowsOf(totals), ...rowsOf(tallies)];
}

/**
 * Rows where the search words (each with its record's kind, place and time) or the search names
 * differ from the records themselves: none when the triggers of migrations 0051 and 0052 kept
 * them.
 */
export async function wordMismatches(db: Database): Promise<unknown[]> {
  const words = await db.execute(sql`
    with expected as (
      select r.id as record_id, w.word, r.created_at, r.state_id, r.lga_id, r.reg_center_id,
             r.kind
        from records r cross join lateral record_words_of(r.search_name) as w (word)
    ), held as (
      select record_id, word, created_at, state_id, lga_id, reg_center_id, kind from record_words
    )
    (select 'words' as of, * from expected except select 'words', * from held)
    union all
    (select 'words', * from held except select 'words', * from expected)`);
  const names = await db.execute(sql`
    (select 'names' as of, id, kind, search_name from records
      except select 'names', record_id, kind, search_name from record_names)
    union all
    (select 'names', record_id, kind, search_name from record_names
      except select 'names', id, kind, search_name from records)`);
  return [...rowsOf(words), ...rowsOf(names)];
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
