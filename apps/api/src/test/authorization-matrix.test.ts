/**
 * The authorization matrix (issue 19): every route the app serves, called by nobody and by each
 * of the nine roles, about a record of their own centre, another centre of their LGA, another
 * LGA of their state and another state, answers as packages/domain's ROUTE_ACCESS says:
 * allowed, 401 or 403 with the error envelope, or 404 for a record outside the caller's area
 * (never 403: that would tell the record exists). Allowed lists and counts hold only the area.
 */
import {
  callerOf,
  DEFAULT_ROLE_PERMISSIONS,
  errorEnvelopeSchema,
  mayCall,
  ROLE_IDS,
  ROLE_NAMES,
  ROUTE_ACCESS,
  routeKey,
  subjectsOf,
  type RecordKindKey,
  type RoleMatrix,
  type RoleName,
  type RouteAccess,
} from '@vitalreg/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call } from './authorization-calls.ts';
import { probeOf } from './authorization-probes.ts';
import {
  inArea,
  PLACE_NAMES,
  PLACES,
  useAuthorizationWorld,
  type Place,
} from './authorization-world.ts';
import { routesOf } from './routes.ts';

const world = useAuthorizationWorld();

/**
 * Rows whose routes do not answer as the table says yet, in modules being changed elsewhere:
 * each runs as an expected failure (`it.fails`) until its fix lands, and must then leave this
 * list (the test fails again while it stays). Empty when every route holds.
 */
const PENDING_FIXES: Record<string, string> = {};

/** How a route answered a caller, as far as access goes. */
type Verdict = 'allowed' | 'refused' | 'hidden' | 'unauthenticated';

const VERDICT_WORDS: Record<Verdict, string> = {
  allowed: 'allowed',
  refused: '403',
  hidden: '404 (outside the area)',
  unauthenticated: '401',
};

/** What the table says the caller gets (the role's permissions: the default role matrix). */
function expectation(row: RouteAccess, call: Call): Verdict {
  const user = call.role
    ? { role: call.role, permissions: DEFAULT_ROLE_PERMISSIONS[call.role] }
    : null;
  if (!mayCall(callerOf(row, call.subject), user)) return user ? 'refused' : 'unauthenticated';
  if (!call.role || inArea(call.role, call.place)) return 'allowed';
  if (row.scope === 'record') return 'hidden';
  if (row.scope === 'centre') return 'refused';
  return 'allowed';
}

function verdictOf(row: RouteAccess, answer: LightMyRequestResponse): Verdict {
  switch (answer.statusCode) {
    case 401:
      return 'unauthenticated';
    case 403:
      return 'refused';
    case 404:
      // A route that names no record may answer 404 for what it was asked (an unknown code).
      return row.scope === 'none' ? 'allowed' : 'hidden';
    default:
      return 'allowed';
  }
}

/**
 * Every caller of a row: nobody, then each role at each place (one place when none applies; one
 * role for an open route, which nothing about the caller changes).
 */
function callsOf(row: RouteAccess): Call[] {
  const roles = 'open' in row.caller ? ROLE_NAMES.slice(0, 1) : ROLE_NAMES;
  const subjects: readonly (string | undefined)[] = subjectsOf(row);
  const calls: Call[] = [];
  for (const subject of subjects.length > 0 ? subjects : [undefined]) {
    const byKind = 'by' in row.caller && row.caller.by === 'kind';
    const kind = row.kind ?? (byKind ? (subject as RecordKindKey) : undefined);
    const base = { world, subject, kind };
    calls.push({ ...base, role: null, place: 'centre' });
    for (const role of roles) {
      const places: readonly Place[] = row.scope === 'none' ? ['centre'] : PLACES;
      for (const place of places) calls.push({ ...base, role, place });
    }
  }
  return calls;
}

function callerName(row: RouteAccess, call: Call): string {
  const who = call.role ?? 'not signed in';
  const about = call.subject ? ` (${call.subject})` : '';
  const where = call.role && row.scope !== 'none' ? ` at ${PLACE_NAMES[call.place]}` : '';
  return `${who}${about}${where}`;
}

const excerpt = (answer: LightMyRequestResponse) =>
  String(answer.headers['content-type']).includes('json')
    ? `${answer.statusCode} ${answer.body.slice(0, 160)}`
    : `${answer.statusCode} (${String(answer.headers['content-type'])})`;

/** Whether the answer is the API's error envelope. */
function isErrorEnvelope(answer: LightMyRequestResponse): boolean {
  try {
    return errorEnvelopeSchema.safeParse(answer.json()).success;
  } catch {
    return false;
  }
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/** Every way a row's route answers differently from the table, one line each. */
async function problemsOf(row: RouteAccess): Promise<string[]> {
  const probe = probeOf(row);
  const problems: string[] = [];
  await inParallel(callsOf(row), 8, async (call) => {
    const answer = await world.send(await probe.request(call));
    const name = callerName(row, call);
    const want = expectation(row, call);
    const got = verdictOf(row, answer);
    if (process.env.MATRIX_TRACE) {
      console.log(`TRACE ${routeKey(row)} | ${name} | ${answer.statusCode}`);
    }
    if (answer.statusCode >= 500) {
      problems.push(`${name}: ${excerpt(answer)}`);
    } else if (got !== want) {
      problems.push(`${name}: expected ${VERDICT_WORDS[want]}, got ${excerpt(answer)}`);
    } else if (got !== 'allowed' && !isErrorEnvelope(answer)) {
      problems.push(`${name}: ${answer.statusCode} without the error envelope: ${excerpt(answer)}`);
    } else if (got === 'allowed' && call.role && probe.narrowed) {
      const wrong =
        answer.statusCode === 200
          ? await probe.narrowed(answer, call)
          : `expected the list, got ${excerpt(answer)}`;
      if (wrong) problems.push(`${name}: ${wrong}`);
    }
  });
  return problems.sort();
}

describe('the route table (packages/domain ROUTE_ACCESS)', () => {
  it('has a row for every route the app serves, and a route for every row', async () => {
    await world.app.ready();
    const served = routesOf(world.app).map((route) => `${route.method} ${route.url}`);
    const rows = ROUTE_ACCESS.map(routeKey);
    expect(
      served.filter((route) => !rows.includes(route)),
      'routes without a row',
    ).toEqual([]);
    expect(
      rows.filter((row) => !served.includes(row)),
      'rows without a route',
    ).toEqual([]);
    expect(new Set(rows).size, 'rows named twice').toBe(rows.length);
  });

  it("reads the roles' permissions as the database holds them", () => {
    for (const role of ROLE_NAMES) {
      expect([...world.permissions[role]].sort(), role).toEqual(
        [...DEFAULT_ROLE_PERMISSIONS[role]].sort(),
      );
    }
  });
});

describe('every route, for nobody and each role, about a record of each place', () => {
  for (const row of ROUTE_ACCESS) {
    const name = routeKey(row);
    const test = name in PENDING_FIXES ? it.fails : it;
    test(name, async () => {
      expect(await problemsOf(row)).toEqual([]);
    });
  }

  // A GET that changes state (approval, as the spec has it) has no HEAD twin at all.
  it('HEAD of a GET route needs a session as the GET does', async () => {
    const problems: string[] = [];
    const gets = ROUTE_ACCESS.filter(
      (row) =>
        row.method === 'GET' &&
        !('open' in row.caller) &&
        world.app.hasRoute({ method: 'HEAD', url: row.path }),
    );
    await inParallel(gets, 8, async (row) => {
      const request = await probeOf(row).request({
        world,
        role: null,
        place: 'centre',
        kind: row.kind ?? 'birth',
        subject: subjectsOf(row)[0],
      });
      const answer = await world.send({ ...request, method: 'HEAD' });
      if (answer.statusCode !== 401) problems.push(`HEAD ${row.path}: ${answer.statusCode}`);
    });
    expect(problems).toEqual([]);
  });
});

/**
 * The delegation case (issue 44): the administrator lets a non-admin role (sub_admin) manage
 * roles. Its holder reaches the matrix, but for every role a change is refused (403) when the
 * role is the Admin role or its own, or when it gives a permission the delegate lacks; the
 * role's set sent back unchanged is allowed for every other role.
 */
describe('the authorization matrix includes the delegation case (a non-admin role holding Can_Manage_Role_Permissions)', () => {
  const delegate: RoleName = 'sub_admin';
  const lockedFor: Partial<Record<RoleName, string>> = {
    admin: 'ADMIN_ROLE_LOCKED',
    [delegate]: 'OWN_ROLE_LOCKED',
  };
  const put = (role: RoleName, permissions: readonly string[], token: string) =>
    world.send({
      method: 'PUT',
      url: `/api/roles/${ROLE_IDS[role]}/permissions`,
      headers: { authorization: `Bearer ${token}` },
      payload: { permissions },
    });
  const delegated = [...DEFAULT_ROLE_PERMISSIONS[delegate], 'Can_Manage_Role_Permissions'];
  beforeAll(async () => {
    const granted = await put(delegate, delegated, world.tokens.admin);
    expect(granted.statusCode, granted.body).toBe(200);
  });
  afterAll(() => put(delegate, DEFAULT_ROLE_PERMISSIONS[delegate], world.tokens.admin));

  it('PUT /api/roles/:id/permissions for each role, by the delegate', async () => {
    const token = world.tokens[delegate];
    const read = await world.send({
      method: 'GET',
      url: '/api/roles',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(delegated).not.toContain('Can_Manage_Users');
    const { roles } = (read.json() as { data: RoleMatrix }).data;
    const problems: string[] = [];
    for (const role of ROLE_NAMES) {
      const current = roles.find((entry) => entry.name === role)!.permissions;
      const tries: [string, readonly string[], string | undefined][] = [
        ['its set unchanged', current, lockedFor[role]],
        [
          'Can_Manage_Users added',
          [...new Set([...current, 'Can_Manage_Users'])],
          lockedFor[role] ?? 'any',
        ],
      ];
      for (const [what, permissions, refusedWith] of tries) {
        const answer = await put(role, permissions, token);
        const code = (answer.json() as { code?: string }).code;
        const refused = answer.statusCode === 403 && isErrorEnvelope(answer);
        const ok = refusedWith
          ? refused && (refusedWith === 'any' || code === refusedWith)
          : answer.statusCode === 200;
        if (!ok) {
          problems.push(`${role}, ${what}: expected ${refusedWith ?? 200}, got ${excerpt(answer)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
