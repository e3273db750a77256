import { readFile } from 'node:fs/promises';
import {
  ESTIMATE_CSV_HEADER,
  POPULATION_ESTIMATE_MESSAGES as M,
  STATES,
  type PopulationEstimates,
} from '@vitalreg/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/helpers.ts';
import { loadPopulationEstimates } from './repository.ts';

let t: TestApp;
const NAMES = {
  admin: 'admin',
  director: 'state_director',
  subAdmin: 'sub_admin',
  registra: 'registra',
} as const;
let people: Record<keyof typeof NAMES, string>;

beforeAll(async () => {
  t = await createTestApp();
  const tokens = await Promise.all(Object.values(NAMES).map((name) => signIn(t.app, name)));
  people = Object.fromEntries(
    Object.keys(NAMES).map((key, i) => [key, tokens[i]!]),
  ) as typeof people;
});
afterAll(() => t.close());

const ROUTE = '/api/dashboard/estimates';
const idOf = (name: string) => STATES.find((state) => state.State_Name === name)!.State_ID;

const put = (csv: unknown, token = people.admin) =>
  t.app.inject({ method: 'PUT', url: ROUTE, headers: bearer(token), payload: { csv } });
const get = (token = people.director) =>
  t.app.inject({ method: 'GET', url: ROUTE, headers: bearer(token) });

async function current(): Promise<PopulationEstimates> {
  const response = await get();
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: PopulationEstimates }).data;
}

type Issue = { path: string; message: string };
const issuesOf = (response: { json(): unknown }) =>
  (response.json() as { details?: { issues?: Issue[] } }).details?.issues ?? [];

// Made-up figures: what is checked is how they are stored and answered.
const SOURCE = 'TEST FIXTURE - not real figures';
const fileOf = (...lines: string[]) => [ESTIMATE_CSV_HEADER, ...lines].join('\r\n');
const first = fileOf(
  `Lagos,2025,1000000,30.5,${SOURCE}`,
  `lagos,2024,900000,31,${SOURCE}`,
  `FCT,2025,"250,000",35.27,${SOURCE}`,
  `${idOf('Kano')},2025,2000000,40,"${SOURCE}, Kano"`,
);

const importEvents = () =>
  t.database.handle.db
    .select({ actor: auditLog.actorUserName, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.action, 'population_estimates.imported'))
    .orderBy(asc(auditLog.id));

describe('population estimates', () => {
  it('imports a CSV file, answers the estimates with their import, and audits it', async () => {
    const imported = await put(first);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({
      message: '4 estimates imported.',
      data: { imported: 4, years: [2024, 2025] },
    });

    const answer = await current();
    expect(answer.rows).toEqual([
      {
        stateId: idOf('Federal Capital Territory'),
        state: 'Federal Capital Territory',
        year: 2025,
        population: 250_000,
        crudeBirthRate: 35.27,
        source: SOURCE,
      },
      {
        stateId: idOf('Kano'),
        state: 'Kano',
        year: 2025,
        population: 2_000_000,
        crudeBirthRate: 40,
        source: `${SOURCE}, Kano`,
      },
      expect.objectContaining({ state: 'Lagos', year: 2024, population: 900_000 }),
      expect.objectContaining({ state: 'Lagos', year: 2025, crudeBirthRate: 30.5 }),
    ]);
    const [admin] = await t.database.handle.db
      .select({ fullName: users.fullName, userName: users.userName })
      .from(users)
      .where(eq(users.userName, 'admin'));
    expect(answer.importedBy).toBe(admin!.fullName ?? admin!.userName);
    expect(Date.now() - Date.parse(answer.importedAt!)).toBeLessThan(60_000);

    // What the dashboards read: plain numbers, by state and year.
    expect(await loadPopulationEstimates(t.database.handle.db)).toContainEqual({
      stateId: idOf('Federal Capital Territory'),
      year: 2025,
      population: 250_000,
      crudeBirthRate: 35.27,
    });

    const [event] = (await importEvents()).slice(-1);
    expect(event).toEqual({
      actor: 'admin',
      details: { rows: 4, years: [2024, 2025], states: 3 },
    });
  });

  it('replaces every estimate with those of the next file', async () => {
    const next = await put(fileOf(`Kano,2026,2100000,39.5,${SOURCE}`));
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).toMatchObject({ message: '1 estimate imported.' });
    expect((await current()).rows).toEqual([
      {
        stateId: idOf('Kano'),
        state: 'Kano',
        year: 2026,
        population: 2_100_000,
        crudeBirthRate: 39.5,
        source: SOURCE,
      },
    ]);
  });

  it('takes two imports at once one after the other: one file stands whole', async () => {
    const kano = fileOf(`Kano,2027,2200000,39,${SOURCE}`);
    const answers = await Promise.all([put(first), put(kano)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const years = (await current()).rows.map((row) => `${row.state} ${row.year}`);
    expect([
      ['Kano 2027'],
      ['Federal Capital Territory 2025', 'Kano 2025', 'Lagos 2024', 'Lagos 2025'],
    ]).toContainEqual(years);
  });

  it("imports the docs' test fixture, whose source says its figures are not real", async () => {
    const fixture = await readFile(
      new URL('../../../../../docs/fixtures/population-estimates.example.csv', import.meta.url),
      'utf8',
    );
    const imported = await put(fixture);
    expect(imported.statusCode, imported.body).toBe(200);
    const { rows } = await current();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row.source === SOURCE)).toBe(true);
  });

  it('names each wrong line and imports nothing of the file', async () => {
    await put(first);
    const before = await current();
    const eventsBefore = (await importEvents()).length;

    const wrong = await put(
      fileOf(
        `Lagos,2026,1100000,30,${SOURCE}`,
        `Lagoss,2026,1100000,30,${SOURCE}`,
        `Kano,2026,0,100,${SOURCE}`,
        `LAGOS,2026,1200000,31,${SOURCE}`,
      ),
    );
    expect(wrong.statusCode).toBe(400);
    const expected = [
      { line: 3, message: `state: ${M.unknownStateName('Lagoss')}` },
      { line: 4, message: `population: ${M.populationNotPositive}` },
      { line: 4, message: `crude_birth_rate: ${M.rateOutOfRange('100')}` },
      { line: 5, message: `year: ${M.repeatedInFile(2)}` },
    ].map(({ line, message }) => ({ path: `line ${line}`, message: `Line ${line}: ${message}` }));
    expect(issuesOf(wrong)).toEqual(expected);
    expect((wrong.json() as { message: string[] }).message).toEqual(
      expected.map((issue) => issue.message),
    );
    expect(await current()).toEqual(before);
    expect(await importEvents()).toHaveLength(eventsBefore);

    const header = await put('state,year,people\nLagos,2026,1');
    expect(issuesOf(header).map((issue) => issue.message)).toEqual([
      `Line 1: ${M.unknownColumn('people')}`,
      `Line 1: ${M.missingColumn('population')}`,
      `Line 1: ${M.missingColumn('crude_birth_rate')}`,
      `Line 1: ${M.missingColumn('source')}`,
    ]);
  });

  it('refuses a body without text, or too large, with 400', async () => {
    for (const csv of [undefined, '', 42, 'x'.repeat(200_001)]) {
      const response = await put(csv);
      expect(response.statusCode, String(csv).slice(0, 20)).toBe(400);
    }
    const missing = await put('');
    expect(issuesOf(missing)).toEqual([{ path: 'csv', message: M.csvRequired }]);
    const empty = await put('\n\n');
    expect(issuesOf(empty)).toEqual([{ path: 'line 1', message: `Line 1: ${M.empty}` }]);
  });

  it('is read by holders of Can_View_Statistics and imported by holders of Can_Manage_Centres', async () => {
    expect((await get(people.registra)).statusCode).toBe(403);
    expect((await put(first, people.registra)).statusCode).toBe(403);
    expect((await get(people.director)).statusCode).toBe(200);
    expect((await put(first, people.director)).statusCode).toBe(403);
    expect((await get(people.subAdmin)).statusCode).toBe(200);
    expect((await put(first, people.subAdmin)).statusCode).toBe(403);
    expect((await put(first, people.admin)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: ROUTE })).statusCode).toBe(401);
  });
});
