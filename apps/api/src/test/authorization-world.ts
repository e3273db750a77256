/**
 * The people and records the authorization matrix works on, made once per test file: the nine
 * demo users (all of Ikeja Registration Centre, Ikeja LGA, Lagos, by their role's area), four
 * centres where a record can lie relative to them, and at each centre, for every record kind, a
 * pending record that stays pending, a pending one the matrix may approve or query, and a
 * printed one with its certificate; an uploaded file, a reprint and a reissuance request, and
 * for every kind that may be corrected a pending modification request of its printed record.
 */
import { randomUUID } from 'node:crypto';
import {
  RECORD_KIND_DECLARATIONS,
  valueAt,
  ROLE_NAMES,
  ROLE_SCOPE,
  type AttestationFormVariant,
  type RecordKindKey,
  type RoleName,
  type Scope,
} from '@vitalreg/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client.ts';
import { birthPayload } from '../kinds/birth/test-support.ts';
import { particularsOf } from '../modules/certificates/service.ts';
import { modificationRequests } from '../modules/modifications/tables.ts';
import { reissuanceRequests } from '../modules/reissuance/tables.ts';
import { records as recordsTable } from '../modules/records/tables.ts';
import {
  centreFiles,
  createCentre,
  createUser,
  demoCentre,
  uploadCentreFiles,
  userId,
  type CentreInfo,
  type Payload,
} from '../modules/records/test-support.ts';
import { attestationPayload } from '../kinds/attestation/test-support.ts';
import { deathPayload } from '../kinds/death/test-support.ts';
import { stillbirthPayload } from '../kinds/stillbirth/test-support.ts';
import { verifiedNin } from '../modules/identity/test-support.ts';
import { bearer, DEMO_PASSWORD, signIn, type TestApp } from './helpers.ts';
import { newSandboxReference } from '../integrations/payment-gateway/sandbox.ts';
import { alternating, startApiHostsFor, type ApiHost } from './hosts.ts';
import { createServingTestApp } from './routes.ts';

/**
 * Where a record lies for the callers (all of Ikeja Registration Centre): the smallest area
 * holding both, so `centre` is their own centre, `lga` another centre of Ikeja LGA, `state`
 * another LGA of Lagos, `country` another state.
 */
export type Place = Scope;
export const PLACES: readonly Place[] = ['centre', 'lga', 'state', 'country'];
export const PLACE_NAMES: Record<Place, string> = {
  centre: 'own centre',
  lga: 'another centre of the LGA',
  state: 'another LGA of the state',
  country: 'another state',
};

const AREA_SIZE: Record<Scope, number> = { centre: 0, lga: 1, state: 2, country: 3 };

/** Whether a record at `place` lies in the area of the role's demo user. */
export const inArea = (role: RoleName, place: Place) =>
  AREA_SIZE[ROLE_SCOPE[role]] >= AREA_SIZE[place];

export interface Saved {
  id: number;
  reference: string;
}

export interface PrintedRecord extends Saved {
  certificateNumber: string;
  certificateId: number;
  /** Its certificate's verification code. */
  code: string;
}

/** A kind's records at one centre. */
export interface KindRecords {
  /** Pending, and left so: what reads, lists and resubmissions name. */
  pending: Saved;
  /** Pending at first: what approvals and queries name (the first allowed one changes it). */
  reviewed: Saved;
  printed: PrintedRecord;
}

export interface World {
  t: TestApp;
  app: FastifyInstance;
  db: Database;
  centres: Record<Place, CentreInfo>;
  /** A session of each demo user, and a second one that logout may end. */
  tokens: Record<RoleName, string>;
  spareTokens: Record<RoleName, string>;
  /** The permissions each role's session holds (the database's role matrix). */
  permissions: Record<RoleName, string[]>;
  records: Record<RecordKindKey, Record<Place, KindRecords>>;
  /** A stored-file key uploaded at each centre (and nowhere else). */
  files: Record<Place, string>;
  /** A pending birth certificate reissuance request at each centre. */
  reissuances: Record<Place, number>;
  /** A pending fee waiver for a reprint of each centre's printed birth, asked by its registrar. */
  waivers: Record<Place, number>;
  /** A pending request correcting the subject's names of each correctable kind's printed record. */
  modifications: Partial<Record<RecordKindKey, Record<Place, number>>>;
  /** An adhoc clerk's account at each centre (not the demo adhoc user, whose session calls). */
  adhocStaff: Record<Place, number>;
  /** Sends a request; its answer. */
  send(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** The centre's registrar: the demo one at Ikeja, a new one elsewhere. */
const REGISTRARS: Record<Place, string> = {
  centre: 'registra',
  lga: 'registra_allen',
  state: 'registra_surulere',
  country: 'registra_abuja',
};

/** A valid submission of the kind at `centre` that is nobody's duplicate. */
export async function payloadOf(
  db: Database,
  kind: RecordKindKey,
  centre: CentreInfo,
  variant: AttestationFormVariant = 'with_nin',
): Promise<Payload> {
  switch (kind) {
    case 'birth':
      return birthPayload(centre.id, (payload) => {
        payload.registration_state = centre.stateId;
        payload.registration_lga = centre.lgaId;
      }) as Payload;
    case 'death':
      return deathPayload(centre);
    case 'stillbirth':
      return stillbirthPayload(centre);
    case 'attestation':
      return attestationPayload(centre, variant === 'with_nin' ? await verifiedNin(db) : undefined);
  }
}

const KIND_KEYS = Object.keys(RECORD_KIND_DECLARATIONS) as RecordKindKey[];

/** The data of a 2xx answer; the test fails with the answer otherwise. */
function dataOf<T>(response: LightMyRequestResponse, what: string): T {
  if (response.statusCode >= 300) {
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { data: T }).data;
}

async function build(t: TestApp): Promise<World> {
  const { app } = t;
  const db = t.database.handle.db;
  const send = (options: InjectOptions) => app.inject(options);
  const centres: Record<Place, CentreInfo> = {
    centre: await demoCentre(db, 'Ikeja Registration Centre'),
    lga: await createCentre(db, 'Allen Avenue Registration Centre', 'Lagos', 'Ikeja'),
    state: await createCentre(db, 'Surulere Registration Centre', 'Lagos', 'Surulere'),
    country: await demoCentre(db, 'Abuja Municipal Registration Centre'),
  };
  for (const place of PLACES.slice(1)) {
    const centre = centres[place];
    await createUser(db, REGISTRARS[place], 'registra', {
      stateId: centre.stateId,
      lgaId: centre.lgaId,
      centreId: centre.id,
    });
  }

  const signedIn = async (user: string) => {
    const response = await send({
      method: 'POST',
      url: '/api/auth/login',
      payload: { user, password: DEMO_PASSWORD, device: 'matrix' },
    });
    return dataOf<{ token: string; permissions: string[] }>(response, `sign-in as ${user}`);
  };
  const sessions = await Promise.all(ROLE_NAMES.map(signedIn));
  const spare = await Promise.all(ROLE_NAMES.map((role) => signIn(app, role)));
  const registrars = Object.fromEntries(
    await Promise.all(PLACES.map(async (place) => [place, await signIn(app, REGISTRARS[place])])),
  ) as Record<Place, string>;
  const byRole = <T>(values: T[]) =>
    Object.fromEntries(ROLE_NAMES.map((role, i) => [role, values[i]])) as Record<RoleName, T>;
  const tokens = byRole(sessions.map((session) => session.token));
  const admin = tokens.admin;

  for (const place of PLACES) await uploadCentreFiles(app, registrars[place], centres[place].id);

  const submit = async (
    kind: RecordKindKey,
    place: Place,
    variant: AttestationFormVariant = 'with_nin',
  ): Promise<Saved> => {
    const { apiPath } = RECORD_KIND_DECLARATIONS[kind];
    const withoutNin = kind === 'attestation' && variant === 'without_nin';
    const response = await send({
      method: 'POST',
      url: withoutNin ? '/api/self-attestation/no-nin' : `/api/${apiPath}/add`,
      headers: { ...bearer(registrars[place]), 'idempotency-key': randomUUID() },
      payload: await payloadOf(db, kind, centres[place], variant),
    });
    return dataOf<Saved>(response, `${kind} at ${place}`);
  };
  // The printed attestation's applicant has no NIN: the names its pending correction changes
  // are a DCR's to approve (a verified person's are a state director's: modifications tests).
  const printed = async (kind: RecordKindKey, place: Place): Promise<PrintedRecord> => {
    const saved = await submit(kind, place, 'without_nin');
    const { reviewPath } = RECORD_KIND_DECLARATIONS[kind];
    const approved = await send({
      method: 'POST',
      url: `/api/dcr/registrations/${reviewPath}/approve/${saved.id}`,
      headers: bearer(admin),
    });
    dataOf(approved, `approving ${kind} at ${place}`);
    const print = await send({
      method: 'POST',
      url: `/api/certificates/${kind}/${saved.id}/print`,
      headers: bearer(admin),
    });
    const certificate = dataOf<{ id: number; certificate_number: string; code: string }>(
      print,
      `printing ${kind} at ${place}`,
    );
    return {
      ...saved,
      certificateId: certificate.id,
      certificateNumber: certificate.certificate_number,
      code: certificate.code,
    };
  };
  const recordsAt = async (kind: RecordKindKey, place: Place): Promise<KindRecords> => ({
    pending: await submit(kind, place),
    reviewed: await submit(kind, place),
    printed: await printed(kind, place),
  });
  const records = Object.fromEntries(
    await Promise.all(
      KIND_KEYS.map(async (kind) => [
        kind,
        Object.fromEntries(
          await Promise.all(PLACES.map(async (place) => [place, await recordsAt(kind, place)])),
        ),
      ]),
    ),
  ) as World['records'];

  const reissuances = {} as Record<Place, number>;
  const waivers = {} as Record<Place, number>;
  for (const place of PLACES) {
    const birth = records.birth[place].printed;
    // A reprint of each printed birth (the reprint list's rows), its fee paid.
    dataOf(
      await send({
        method: 'POST',
        url: '/api/reprint',
        headers: bearer(admin),
        payload: {
          kind: 'birth',
          certificate_number: birth.certificateNumber,
          payment_reference: newSandboxReference('reprint'),
        },
      }),
      `reprint at ${place}`,
    );
    // A fee waiver asked for by the centre's registrar, pending.
    waivers[place] = dataOf<{ id: number }>(
      await send({
        method: 'POST',
        url: '/api/payments/waivers',
        headers: bearer(registrars[place]),
        payload: {
          service: 'reprint',
          record_kind: 'birth',
          certificate_number: birth.certificateNumber,
          reason: 'Authorization matrix fixture',
        },
      }),
      `fee waiver at ${place}`,
    ).id;
    // A pending reissuance request, as POST /api/reissuance leaves one (its own tests cover that).
    const [row] = await db
      .insert(reissuanceRequests)
      .values({
        type: 'birth_reissuance',
        recordId: birth.id,
        certificateNumber: birth.certificateNumber,
        validationMode: 'particulars',
        faceKey: centreFiles(centres[place].id)?.png ?? '',
        recipientEmail: `holder.${place}@example.com`,
        requestedBy: await userId(db, REGISTRARS[place]),
        requestedAt: new Date(),
      })
      .returning({ id: reissuanceRequests.id });
    if (!row) throw new Error('reissuance request not saved');
    reissuances[place] = row.id;
  }

  const modifications: World['modifications'] = {};
  for (const kind of KIND_KEYS) {
    const corrections = RECORD_KIND_DECLARATIONS[kind].corrections;
    const names = corrections?.fields[0];
    if (!corrections || !names) continue;
    const byPlace = {} as Record<Place, number>;
    for (const place of PLACES) {
      const printed = records[kind][place].printed;
      const [record] = await db.select().from(recordsTable).where(eq(recordsTable.id, printed.id));
      if (!record) throw new Error('printed record not found');
      const particulars = particularsOf(record);
      const before = Object.fromEntries(
        names.inputs.map((input) => [input.name, valueAt(particulars, input.path) ?? null]),
      );
      // As POST /api/modification/{apiPath} leaves one (its own tests cover that).
      const [row] = await db
        .insert(modificationRequests)
        .values({
          kind,
          recordId: record.id,
          modType: corrections.modType,
          modField: names.key,
          modReason: 'clerical_error',
          requester: {
            type: 'subject',
            name: null,
            relationship: null,
            proof: 'none',
            nin: null,
            document_type: null,
            document_number: null,
          },
          supportingDocuments: [],
          changes: { ...before, [names.inputs[0]!.name]: 'Matrix' },
          before,
          certificateNumber: printed.certificateNumber,
          subject: 'MATRIX',
          stateId: record.stateId,
          lgaId: record.lgaId,
          regCenterId: record.regCenterId,
          requestedBy: await userId(db, REGISTRARS[place]),
          requestedAt: new Date(),
          updatedAt: new Date(),
        })
        .returning({ id: modificationRequests.id });
      if (!row) throw new Error('modification request not saved');
      byPlace[place] = row.id;
    }
    modifications[kind] = byPlace;
  }

  const files = Object.fromEntries(
    PLACES.map((place) => [place, centreFiles(centres[place].id)?.jpeg ?? '']),
  ) as Record<Place, string>;

  const adhocStaff = {} as Record<Place, number>;
  for (const place of PLACES) {
    const centre = centres[place];
    adhocStaff[place] = await createUser(db, `adhoc_matrix_${place}`, 'adhoc', {
      stateId: centre.stateId,
      lgaId: centre.lgaId,
      centreId: centre.id,
    });
  }

  return {
    t,
    app,
    db,
    centres,
    tokens,
    spareTokens: byRole(spare),
    permissions: byRole(sessions.map((session) => session.permissions)),
    records,
    files,
    reissuances,
    waivers,
    modifications,
    adhocStaff,
    send,
  };
}

/** The world for one test file (beforeAll/afterAll); its members are set once beforeAll ran. */
export function useAuthorizationWorld(): World {
  const world = {} as World;
  let t: TestApp | undefined;
  let hosts: ApiHost[] = [];
  beforeAll(async () => {
    const started = Date.now();
    t = await createServingTestApp();
    const built = Date.now();
    Object.assign(world, await build(t));
    // TEST_API_HOSTS=2 (the soak): the same calls, alternating between two API processes.
    hosts = await startApiHostsFor(t, { VERIFY_RATE_LIMIT_PER_MINUTE: '100000' });
    if (hosts.length > 0) world.send = alternating(hosts.map((host) => host.url)).inject;
    if (process.env.MATRIX_TRACE)
      console.log(`TRACE app ${built - started} ms, world ${Date.now() - built} ms`);
  }, 300_000);
  afterAll(async () => {
    await Promise.all(hosts.map((host) => host.stop()));
    await t?.close();
  });
  return world;
}
