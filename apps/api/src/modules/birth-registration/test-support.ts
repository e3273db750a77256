import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  exampleBirthRegistrationDraft,
  LGAS,
  MESSAGES,
  ROLE_IDS,
  STATES,
  toBirthRegistrationSubmission,
  type BirthRegistrationSubmissionInput,
  type RoleName,
} from '@vitalreg/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registrationCentres, users } from '../../db/schema.ts';
import { hashPassword } from '../auth/password.ts';
import { SANDBOX_NINS, SANDBOX_TRACKING_IDS } from '../../integrations/identity/sandbox.ts';
import { bearer, createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/helpers.ts';

export { SANDBOX_NINS, SANDBOX_TRACKING_IDS };

/** The app with a blob store in a fresh temporary folder (uploads are real files). */
export async function createBirthTestApp(): Promise<TestApp> {
  return createTestApp({ dataDir: await mkdtemp(join(tmpdir(), 'vr-birth-')) });
}

export { MESSAGES };

type Payload = BirthRegistrationSubmissionInput & Record<string, unknown>;
type Part = Record<string, unknown>;

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

/** Stored-file keys uploaded at a centre, used by birthPayload for that centre. */
const FILES_BY_CENTRE = new Map<number, { png: string; jpeg: string }>();

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

/**
 * A valid claimed submission (the domain's fixture through the web app's transforms) with a
 * fresh mother (random names, identified by the sandbox's tracking id), so it is nobody's
 * duplicate unless a test makes it one. Father and informant are the sandbox's people.
 */
export function birthPayload(centreId = 1, edit?: (payload: Payload) => void): Payload {
  const payload = structuredClone(
    toBirthRegistrationSubmission(exampleBirthRegistrationDraft('claimed')),
  ) as Payload;
  payload.Reg_Center = centreId;
  const mother = payload.mother as Part;
  mother.firstname = randomName();
  mother.nin = null;
  mother.tracking_id = SANDBOX_TRACKING_IDS.mother;
  (payload.child as Part).firstname = randomName();
  const files = FILES_BY_CENTRE.get(centreId);
  if (files) {
    (payload.informant as Part).signature = files.png;
    payload.SupportingDocument = [
      { type: 'immunization-card', mimeType: 'image/jpeg', url: files.jpeg },
    ];
  }
  edit?.(payload);
  return payload;
}

export const part = (payload: Payload, name: 'child' | 'mother' | 'father' | 'informant') =>
  payload[name] as Part;

export function submit(
  app: FastifyInstance,
  token: string,
  payload: unknown,
  key: string | null = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/birth-registration/add',
    headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: payload as Record<string, unknown>,
  });
}

/** Submits and returns the new record's id (fails the test otherwise). */
export async function submitted(
  app: FastifyInstance,
  token: string,
  payload: unknown = birthPayload(),
): Promise<{ id: number; reference: string }> {
  const response = await submit(app, token, payload);
  if (response.statusCode !== 201) {
    throw new Error(`submit failed: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { data: { id: number; reference: string } }).data;
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
