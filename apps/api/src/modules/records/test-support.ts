/**
 * Test helpers every kind's API tests share: the app on a fresh database, centres and users,
 * uploaded files, one kind's routes as calls, and the audit trail of a record. Each kind's payloads
 * are in its own folder (kinds/<kind>/test-support.ts); the count checks in count-checks.ts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LGAS, MESSAGES, ROLE_IDS, STATES, type RoleName } from '@vitalreg/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type Database } from '../../db/client.ts';
import { auditLog, registrationCentres, users } from '../../db/schema.ts';
import { bearer, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../../test/helpers.ts';
import { hashPassword } from '../auth/password.ts';

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

/* ---------- Payloads (each kind's own: kinds/<kind>/test-support.ts) ---------- */

/** The place of registration of a payload: a centre with its state and LGA. */
export function placeAt(payload: Payload, centre: CentreInfo) {
  payload.Reg_Center = centre.id;
  payload.registration_state = centre.stateId;
  payload.registration_lga = centre.lgaId;
}

export const partOf = (payload: Payload, name: string) => payload[name] as Part;

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

/* ---------- What every kind's routes do (the engine's contract) ---------- */
