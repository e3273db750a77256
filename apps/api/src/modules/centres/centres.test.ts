import {
  CENTRE_CSV_MESSAGES,
  CENTRE_MESSAGES,
  LGAS,
  RECORD_KIND_DECLARATIONS,
  ROLE_IDS,
  STATES,
  type Centre,
} from '@vitalreg/domain';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registrationCentres, rolePermissions, users } from '../../db/schema.ts';
import { birthCalls, birthPayload } from '../../kinds/birth/test-support.ts';
import { bearer, signIn } from '../../test/helpers.ts';
import {
  auditActionsOf,
  createUser,
  randomName,
  uploadCentreFiles,
  useRecordsTest,
} from '../records/test-support.ts';
import { recordCount } from '../records/count-checks.ts';

const s = useRecordsTest();

/** Names of this run, so other tests' centres never match a filter. */
const tag = randomName(8);

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  s.t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

type Issue = { path: string; message: string };
const issuesOf = (response: { json(): unknown }) =>
  (response.json() as { details?: { issues?: Issue[] } }).details?.issues ?? [];
const messageOf = (response: { json(): unknown }) =>
  (response.json() as { message: string | string[] }).message;

async function centreOf(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Centre }).data;
}

const add = async (body: object) =>
  centreOf(await call('POST', '/api/centres', s.people.admin, body));

async function listed(query: Record<string, string | number>, token = s.people.admin) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  const response = await call('GET', `/api/centres?${search.toString()}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { pagination: { total: number }; result: Centre[] } }).data;
}

const lagos = STATES.find((state) => state.State_Name === 'Lagos')!;
const lgaNamed = (stateId: number, name: string) =>
  LGAS.find((lga) => lga.State_ID === stateId && lga.LGA_Name === name)!;

async function centresCount(): Promise<number> {
  const [row] = await s.db.select({ n: count() }).from(registrationCentres);
  return row?.n ?? 0;
}

describe('registration centres', () => {
  it('adds a centre to an LGA (its state follows), and refuses a name the LGA has', async () => {
    const centre = await add({
      name: `  ${tag}  Alausa Centre `,
      lgaId: String(s.ikeja.lgaId),
      address: '1 Obafemi Awolowo Way',
    });
    expect(centre).toMatchObject({
      name: `${tag} Alausa Centre`,
      stateId: s.ikeja.stateId,
      stateName: 'Lagos',
      lgaId: s.ikeja.lgaId,
      lgaName: 'Ikeja',
      address: '1 Obafemi Awolowo Way',
      status: 'active',
      deactivatedAt: null,
      deactivationReason: null,
      users: 0,
      records: 0,
    });
    expect(await auditActionsOf(s.db, 'registration_centre', centre.id)).toEqual([
      'registration_centre.create',
    ]);

    const again = await call('POST', '/api/centres', s.people.admin, {
      name: `${tag} ALAUSA centre`,
      lgaId: s.ikeja.lgaId,
    });
    expect(again.statusCode).toBe(400);
    expect(issuesOf(again)).toEqual([
      { path: 'name', message: CENTRE_MESSAGES.nameTaken(`${tag} ALAUSA centre`, 'Ikeja') },
    ]);
    // Another LGA may have a centre of the same name.
    await add({ name: `${tag} Alausa Centre`, lgaId: s.abuja.lgaId });

    const wrong = await call('POST', '/api/centres', s.people.admin, { name: 'ab', lgaId: 99_999 });
    expect(wrong.statusCode).toBe(400);
    expect(
      issuesOf(wrong)
        .map((issue) => issue.path)
        .sort(),
    ).toEqual(['lgaId', 'name']);
  });

  it('renames and moves a centre: its users follow it, its records stay where they were registered', async () => {
    const centre = await add({ name: `${tag} Oregun Centre`, lgaId: s.ikeja.lgaId });
    const clerk = `registra_${tag.toLowerCase()}`;
    const clerkId = await createUser(s.db, clerk, 'registra', {
      stateId: centre.stateId,
      lgaId: centre.lgaId,
      centreId: centre.id,
    });
    const token = await signIn(s.t.app, clerk);
    await uploadCentreFiles(s.t.app, token, centre.id);
    await birthCalls(s.t.app).submitted(token, birthPayload(centre.id));

    const renamed = await centreOf(
      await call('PATCH', `/api/centres/${centre.id}`, s.people.admin, {
        name: `${tag} Oregun Road Centre`,
        address: '',
      }),
    );
    expect(renamed).toMatchObject({ name: `${tag} Oregun Road Centre`, users: 1, records: 1 });

    const municipal = s.abuja;
    const moved = await centreOf(
      await call('PATCH', `/api/centres/${centre.id}`, s.people.admin, { lgaId: municipal.lgaId }),
    );
    expect(moved).toMatchObject({
      stateId: municipal.stateId,
      stateName: 'Federal Capital Territory',
      lgaId: municipal.lgaId,
      users: 1,
      records: 1,
    });
    const [placed] = await s.db
      .select({ stateId: users.stateId, lgaId: users.lgaId })
      .from(users)
      .where(eq(users.id, clerkId));
    expect(placed).toEqual({ stateId: municipal.stateId, lgaId: municipal.lgaId });
    expect(await recordCount(s.db, 'birth', { centreId: centre.id, lgaId: s.ikeja.lgaId })).toBe(1);
    expect(await auditActionsOf(s.db, 'registration_centre', centre.id)).toEqual([
      'registration_centre.create',
      'registration_centre.update',
      'registration_centre.update',
    ]);

    // The same values again change nothing; a name the new LGA has is refused.
    const same = await call('PATCH', `/api/centres/${centre.id}`, s.people.admin, {
      name: moved.name,
      address: null,
    });
    expect(same.statusCode).toBe(200);
    await add({ name: `${tag} Garki Centre`, lgaId: municipal.lgaId });
    const taken = await call('PATCH', `/api/centres/${centre.id}`, s.people.admin, {
      name: `${tag} garki centre`,
    });
    expect(taken.statusCode).toBe(400);
    expect(issuesOf(taken).map((issue) => issue.path)).toEqual(['name']);
    expect(
      (await call('PATCH', '/api/centres/99999999', s.people.admin, { name: 'Gone' })).statusCode,
    ).toBe(404);
  });

  it('deactivates a centre with a reason: its records stay, new ones are refused there; reactivates it', async () => {
    const centre = await add({ name: `${tag} Agidingbi Centre`, lgaId: s.ikeja.lgaId });
    const clerk = `registra_agidingbi_${tag.toLowerCase()}`;
    await createUser(s.db, clerk, 'registra', {
      stateId: centre.stateId,
      lgaId: centre.lgaId,
      centreId: centre.id,
    });
    const token = await signIn(s.t.app, clerk);
    await uploadCentreFiles(s.t.app, token, centre.id);
    const births = birthCalls(s.t.app);
    await births.submitted(token, birthPayload(centre.id));

    const url = `/api/centres/${centre.id}`;
    const noReason = await call('POST', `${url}/deactivate`, s.people.admin, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(issuesOf(noReason)).toEqual([
      { path: 'reason', message: CENTRE_MESSAGES.reasonRequired },
    ]);

    const closed = await centreOf(
      await call('POST', `${url}/deactivate`, s.people.admin, { reason: 'Building closed' }),
    );
    expect(closed).toMatchObject({
      status: 'deactivated',
      deactivationReason: 'Building closed',
      records: 1,
    });
    expect(closed.deactivatedAt).not.toBeNull();
    const twice = await call('POST', `${url}/deactivate`, s.people.admin, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);

    const refused = await births.submit(token, birthPayload(centre.id));
    expect(refused.statusCode).toBe(400);
    expect(issuesOf(refused)).toEqual([
      { path: 'Reg_Center', message: CENTRE_MESSAGES.closedForCapture },
    ]);
    expect(await recordCount(s.db, 'birth', { centreId: centre.id })).toBe(1);
    const options = await call('GET', '/api/option/registration-centres', token);
    expect(JSON.stringify(options.json())).not.toContain(centre.name);

    const deactivatedOnly = await listed({ status: 'deactivated', q: tag });
    expect(deactivatedOnly.result.map((row) => row.id)).toEqual([centre.id]);

    const open = await centreOf(
      await call('POST', `${url}/reactivate`, s.people.admin, { reason: 'Reopened' }),
    );
    expect(open).toMatchObject({ status: 'active', deactivatedAt: null, deactivationReason: null });
    expect(
      (await call('POST', `${url}/reactivate`, s.people.admin, { reason: 'x' })).statusCode,
    ).toBe(409);
    await births.submitted(token, birthPayload(centre.id));
    expect(await auditActionsOf(s.db, 'registration_centre', centre.id)).toEqual([
      'registration_centre.create',
      'registration_centre.deactivate',
      'registration_centre.reactivate',
    ]);
  });

  it('lists centres by state, LGA and name, filtered by state, LGA, name and status', async () => {
    const epe = lgaNamed(lagos.State_ID, 'Epe');
    await add({ name: `${tag} Zebra Centre`, lgaId: s.ikeja.lgaId });
    await add({ name: `${tag} Lekki Centre`, lgaId: epe.LGA_ID });

    const all = await listed({ q: tag });
    const shown = all.result.map((row) => `${row.stateName}/${row.lgaName}/${row.name}`);
    const byPlaceAndName = [...shown].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(shown).toEqual(byPlaceAndName);
    expect(all.pagination.total).toBe(all.result.length);
    expect(shown[0]).toMatch(/^Federal Capital Territory\/Abuja Municipal Area Council\//);

    const inLagos = await listed({ q: tag, state_id: lagos.State_ID });
    expect(inLagos.result.length).toBeGreaterThan(0);
    expect(inLagos.result.every((row) => row.stateId === lagos.State_ID)).toBe(true);
    const inEpe = await listed({ q: tag, lga_id: epe.LGA_ID });
    expect(inEpe.result.map((row) => row.name)).toEqual([`${tag} Lekki Centre`]);
    const zebra = await listed({ q: `${tag.toLowerCase()} zebra`, status: 'active' });
    expect(zebra.result.map((row) => row.name)).toEqual([`${tag} Zebra Centre`]);

    // The demo centre: its users and records counted by the triggers' totals.
    const ikeja = (await listed({ q: 'Ikeja Registration Centre' })).result[0]!;
    const [placed] = await s.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.regCenterId, s.ikeja.id));
    expect(ikeja.users).toBe(placed?.n);
    expect(ikeja.records).toBe(
      (
        await Promise.all(
          Object.keys(RECORD_KIND_DECLARATIONS).map((kind) =>
            recordCount(s.db, kind, { centreId: s.ikeja.id }),
          ),
        )
      ).reduce((sum, n) => sum + n, 0),
    );

    const unknown = await call('GET', '/api/centres?lga_id=99999', s.people.admin);
    expect(unknown.statusCode).toBe(400);
  });

  it('imports a CSV file whole, or names each wrong line and adds none', async () => {
    const before = await centresCount();
    const wrong = await call('POST', '/api/centres/import', s.people.admin, {
      csv: [
        'name,lga_id,address',
        `${tag} Import One,${s.ikeja.lgaId},"2 Allen Avenue, Ikeja"`,
        `${tag} Alausa Centre,${s.ikeja.lgaId},`,
        `${tag} import one,${s.ikeja.lgaId},`,
        `${tag} Nowhere,99999,`,
      ].join('\r\n'),
    });
    expect(wrong.statusCode).toBe(400);
    expect(issuesOf(wrong)).toEqual([
      { path: 'line 4', message: `Line 4: name: ${CENTRE_CSV_MESSAGES.repeatedInFile(2)}` },
      { path: 'line 5', message: `Line 5: lga_id: ${CENTRE_CSV_MESSAGES.unknownLgaId('99999')}` },
    ]);
    // The file's own problems first; then names the LGAs have already.
    const taken = await call('POST', '/api/centres/import', s.people.admin, {
      csv: `name,lga_id\n${tag} Import One,${s.ikeja.lgaId}\n${tag} Alausa Centre,${s.ikeja.lgaId}\n`,
    });
    expect(taken.statusCode).toBe(400);
    expect(issuesOf(taken)).toEqual([
      {
        path: 'line 3',
        message: `Line 3: name: ${CENTRE_MESSAGES.nameTaken(`${tag} Alausa Centre`, 'Ikeja')}`,
      },
    ]);
    expect(messageOf(taken)).toEqual([issuesOf(taken)[0]!.message]);
    expect(await centresCount()).toBe(before);

    const imported = await call('POST', '/api/centres/import', s.people.admin, {
      csv: `name,state_code,lga_name,address\n"${tag} Import One",LA,ikeja,"2 Allen Avenue, Ikeja"\n${tag} Import Two,FC,abuja municipal area council,\n`,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((imported.json() as { data: { added: number } }).data).toEqual({ added: 2 });
    expect(await centresCount()).toBe(before + 2);
    const [one] = (await listed({ q: `${tag} Import One` })).result;
    expect(one).toMatchObject({ lgaId: s.ikeja.lgaId, address: '2 Allen Avenue, Ikeja' });
    expect(await auditActionsOf(s.db, 'registration_centre', one!.id)).toEqual([
      'registration_centre.create',
    ]);

    const header = await call('POST', '/api/centres/import', s.people.admin, {
      csv: 'centre,lga\n',
    });
    const C = CENTRE_CSV_MESSAGES;
    expect(issuesOf(header)).toEqual(
      [C.unknownColumn('centre'), C.unknownColumn('lga'), C.missingName, C.missingLga].map(
        (message) => ({ path: 'line 1', message: `Line 1: ${message}` }),
      ),
    );
  });

  it('is for holders of Can_Manage_Centres only', async () => {
    const { registra, dcr, director } = s.people;
    expect((await call('GET', '/api/centres', registra)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/centres', dcr, { name: 'Any Centre', lgaId: 1 })).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/centres/${s.ikeja.id}`, dcr, { name: 'Any' })).statusCode,
    ).toBe(403);
    const reason = { reason: 'Closed' };
    expect(
      (await call('POST', `/api/centres/${s.ikeja.id}/deactivate`, director, reason)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/centres/${s.ikeja.id}/reactivate`, registra, reason)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/centres/import', dcr, { csv: 'name,lga_id\n' })).statusCode,
    ).toBe(403);
    expect((await s.t.app.inject({ method: 'GET', url: '/api/centres' })).statusCode).toBe(401);
  });

  it("keeps a holder of another area's centres to their own area", async () => {
    const directorRole = ROLE_IDS.state_director;
    await s.db
      .insert(rolePermissions)
      .values({ roleId: directorRole, permission: 'Can_Manage_Centres' });
    await s.t.app.sessionCache.sync(s.t.app.database);
    try {
      const token = s.people.director;
      const own = await listed({ q: tag }, token);
      expect(own.result.length).toBeGreaterThan(0);
      expect(own.result.every((row) => row.stateId === s.ikeja.stateId)).toBe(true);

      const elsewhere = await call('PATCH', `/api/centres/${s.abuja.id}`, token, { name: 'Moved' });
      expect(elsewhere.statusCode).toBe(404);
      expect(messageOf(elsewhere)).toBe(CENTRE_MESSAGES.notFound);
      const into = await call('POST', '/api/centres', token, {
        name: `${tag} FCT`,
        lgaId: s.abuja.lgaId,
      });
      expect(into.statusCode).toBe(403);
      expect(messageOf(into)).toBe(CENTRE_MESSAGES.lgaNotInArea);
      const [mine] = own.result;
      const away = await call('PATCH', `/api/centres/${mine!.id}`, token, { lgaId: s.abuja.lgaId });
      expect(away.statusCode).toBe(403);
      const imported = await call('POST', '/api/centres/import', token, {
        csv: `name,lga_id\n${tag} Far Away,${s.abuja.lgaId}\n`,
      });
      expect(issuesOf(imported)).toEqual([
        { path: 'line 2', message: `Line 2: lga_id: ${CENTRE_CSV_MESSAGES.outsideArea}` },
      ]);
      const added = await call('POST', '/api/centres', token, {
        name: `${tag} Director Centre`,
        lgaId: s.ikeja.lgaId,
      });
      expect(added.statusCode, added.body).toBe(200);
    } finally {
      await s.db
        .delete(rolePermissions)
        .where(
          and(
            eq(rolePermissions.roleId, directorRole),
            eq(rolePermissions.permission, 'Can_Manage_Centres'),
          ),
        );
      await s.t.app.sessionCache.sync(s.t.app.database);
    }
  });
});
