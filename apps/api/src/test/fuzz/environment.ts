/**
 * Where the fuzz runs: the whole app on a fresh test database (PGlite or TEST_DATABASE_URL),
 * a registrar whose role holds every permission at a real centre (so every route lets the
 * request through to its checks), files they uploaded, and known-good bodies to break.
 */
import {
  callerOf,
  exampleAttestationSubmission,
  exampleBirthRegistrationDraft,
  exampleDeathRegistrationSubmission,
  exampleStillbirthSubmission,
  PERMISSIONS,
  ROLE_IDS,
  ROUTE_ACCESS,
  routeKey,
  subjectsOf,
  toBirthRegistrationSubmission,
  type RecordAction,
  type RoleName,
} from '@vitalreg/domain';
import { sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rowsOf } from '../../db/client.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers.ts';
import { watchChanges, type ChangeWatch } from './changes.ts';
import { JPEG_BYTES, PDF_BYTES, PNG_BYTES } from './files.ts';
import { fuzzRoutes, type FuzzRoute } from './routes.ts';

/**
 * Who calls: the demo registrar (Ikeja Registration Centre); for a route that takes an action
 * needing a second person (a review, a reissue: packages/domain ROUTE_ACCESS), the demo DCR
 * (Ikeja LGA). Every role holds every permission.
 */
export const FUZZ_USER: RoleName = 'registra';
const SECOND_PERSON: RoleName = 'dcr';
const FOUR_EYES: readonly RecordAction[] = ['approve', 'query', 'reissue'];

/** The demo user the route is called as. */
export function fuzzUserFor(key: string): RoleName {
  const row = ROUTE_ACCESS.find((access) => routeKey(access) === key);
  if (!row) return FUZZ_USER;
  const subjects = subjectsOf(row);
  const rules = subjects.length > 0 ? subjects.map((s) => callerOf(row, s)) : [callerOf(row)];
  const fourEyes = rules.some(
    (rule) => 'action' in rule && rule.action !== undefined && FOUR_EYES.includes(rule.action),
  );
  return fourEyes ? SECOND_PERSON : FUZZ_USER;
}

export interface FuzzEnvironment {
  test: TestApp;
  /** A session of each demo user the routes are called as. */
  tokens: Map<RoleName, string>;
  routes: FuzzRoute[];
  /** Known-good bodies per route key, for the fuzz to break. */
  bases: Map<string, unknown[]>;
  changes: ChangeWatch;
  close(): Promise<void>;
}

async function upload(test: TestApp, token: string, kind: string, mimeType: string, bytes: Buffer) {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: bearer(token),
    payload: { kind, mimeType, fileName: 'fuzz', data: bytes.toString('base64') },
  });
  if (response.statusCode !== 200) {
    throw new Error(`fuzz set-up: upload failed: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { data: { key: string } }).data.key;
}

/** The value with the fixtures' placeholder file keys replaced by the user's own uploads. */
function withFiles(value: unknown, keys: Record<string, string>): unknown {
  if (typeof value === 'string') {
    const extension = /^[\w-]+\/[\w-]+\.(png|jpe?g|pdf)$/.exec(value)?.[1];
    return extension ? (keys[extension === 'jpg' ? 'jpeg' : extension] ?? value) : value;
  }
  if (Array.isArray(value)) return value.map((item) => withFiles(item, keys));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, withFiles(item, keys)]),
    );
  }
  return value;
}

/** The domain's example submissions, as bodies of the routes that take them. */
function knownBodies(keys: Record<string, string>, centre: Record<string, number>) {
  const place = (body: object) => withFiles({ ...body, ...centre }, keys);
  const births = [
    toBirthRegistrationSubmission(exampleBirthRegistrationDraft('claimed')),
    toBirthRegistrationSubmission(exampleBirthRegistrationDraft('unclaimed')),
  ].map((body) => withFiles({ ...body, Reg_Center: centre.Reg_Center }, keys));
  const deaths = [
    exampleDeathRegistrationSubmission('form_a'),
    exampleDeathRegistrationSubmission('form_b'),
  ].map(place);
  const stillbirths = [place(exampleStillbirthSubmission())];
  const attestations = [
    exampleAttestationSubmission('with_nin'),
    exampleAttestationSubmission('without_nin'),
  ].map(place);
  const bases = new Map<string, unknown[]>();
  const add = (apiPath: string, bodies: unknown[]) => {
    bases.set(`POST /api/${apiPath}/add`, bodies);
    bases.set(`PATCH /api/${apiPath}/:id`, bodies);
  };
  add('birth-registration', births);
  add('death-registration', deaths);
  add('stillbirth', stillbirths);
  add('birth-attestation', attestations);
  bases.set('POST /api/self-attestation/no-nin', attestations);
  return bases;
}

export async function openFuzzEnvironment(): Promise<FuzzEnvironment> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vr-fuzz-'));
  // Rate limits are the rate-limit tests' business; here every request must reach its route.
  const test = await createTestApp({ dataDir, rateLimitPerMinute: 10_000_000 });
  const { db } = test.app;
  for (const roleId of Object.values(ROLE_IDS)) {
    for (const permission of PERMISSIONS) {
      await db.execute(
        sql`insert into role_permissions (role_id, permission) values (${roleId}, ${permission})
            on conflict do nothing`,
      );
    }
  }
  await test.app.sessionCache.sync(test.app.database);
  const token = await signIn(test.app, FUZZ_USER);
  const tokens = new Map<RoleName, string>([[FUZZ_USER, token]]);
  const keys = {
    png: await upload(test, token, 'signature', 'image/png', PNG_BYTES),
    jpeg: await upload(test, token, 'support_document', 'image/jpeg', JPEG_BYTES),
    pdf: await upload(test, token, 'affidavit', 'application/pdf', PDF_BYTES),
  };
  const [centre] = rowsOf<{ id: number; state_id: number; lga_id: number }>(
    await db.execute(
      sql`select c.id, c.state_id, c.lga_id from users u join registration_centres c
          on c.id = u.reg_center_id where u.user_name = ${FUZZ_USER}`,
    ),
  );
  if (!centre) throw new Error(`fuzz set-up: ${FUZZ_USER} has no centre`);
  const bases = knownBodies(keys, {
    Reg_Center: centre.id,
    registration_state: centre.state_id,
    registration_lga: centre.lga_id,
  });
  await test.app.ready();
  const routes = fuzzRoutes(test.app);
  for (const user of new Set(routes.map((route) => fuzzUserFor(route.key)))) {
    if (!tokens.has(user)) tokens.set(user, await signIn(test.app, user));
  }
  const changes = await watchChanges(db);
  return {
    test,
    tokens,
    routes,
    bases,
    changes,
    async close() {
      await test.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
