import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_KIND_DECLARATIONS } from '@vitalreg/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.ts';
import { createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../test/helpers.ts';
import { countMismatches } from '../modules/records/count-checks.ts';
import { DEMO_REGISTER_COUNTS, seedDemoRegister } from './register.ts';

// A fixed "today": the register runs from January 2023 to it (docs/demo.md).
const NOW = new Date('2026-06-15T10:00:00Z');

let t: TestApp;
let seeded = 0;
let seconds = 0;
beforeAll(async () => {
  t = await createTestApp();
  const started = performance.now();
  seeded = await seedDemoRegister(t.app, { now: NOW, password: DEMO_PASSWORD });
  seconds = (performance.now() - started) / 1000;
}, 300_000);
afterAll(async () => {
  await t.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.app.db.execute(query));

describe('the demo register', () => {
  it('holds every kind in every status, from January 2023 to today', async () => {
    const total = Object.values(DEMO_REGISTER_COUNTS).reduce((a, b) => a + b, 0);
    expect(seeded).toBe(total);
    console.log(`demo register: ${seeded} records in ${seconds.toFixed(1)} s`);
    const byStatus = await rows<{ kind: string; status: string; count: number }>(
      sql`select kind, status, count(*)::int as count from records group by kind, status`,
    );
    for (const kind of Object.keys(DEMO_REGISTER_COUNTS)) {
      for (const status of ['pending', 'queried', 'approved', 'printed']) {
        expect(
          byStatus.find((row) => row.kind === kind && row.status === status)?.count,
          `${kind} ${status}`,
        ).toBeGreaterThan(0);
      }
    }
    const [span] = await rows<{ first: string; last: string }>(
      sql`select min(created_at)::date::text as first, max(created_at)::date::text as last from records`,
    );
    expect(span).toEqual({
      first: expect.stringMatching(/^2023-01-/),
      last: expect.stringMatching(/^2026-06-1[0-5]$/),
    });
    // The counts kept by the triggers agree with the records.
    expect(await countMismatches(t.app.db)).toEqual([]);
  });

  it('numbers certificates gaplessly per series, state and year, in the order of approval', async () => {
    const series = await rows<{ prefix: string; numbers: number[] }>(sql`
      select regexp_replace(certificate_number, '\\d{6}$', '') as prefix,
        array_agg(substring(certificate_number from '\\d{6}$')::int
          order by approved_at, certificate_number) as numbers
      from records where certificate_number is not null group by 1`);
    expect(series.length).toBeGreaterThan(4);
    for (const { numbers } of series) {
      expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    }
    expect(series.map((row) => row.prefix)).toContain(
      `${RECORD_KIND_DECLARATIONS.birth.certificate.prefix}LA/2023/`,
    );
  });

  it('has a reprint, population estimates marked as demo figures, and local staff', async () => {
    const [reprint] = await rows<{ count: number }>(
      sql`select count(*)::int as count from certificates where issue = 'reprint'`,
    );
    expect(reprint?.count).toBe(1);
    const sources = await rows<{ source: string }>(
      sql`select distinct source from population_estimates`,
    );
    expect(sources).toEqual([{ source: 'DEMO FIGURES - not real' }]);
    const staff = await rows<{ user_name: string }>(
      sql`select user_name from users where user_name like 'kano%' order by 1`,
    );
    expect(staff.map((row) => row.user_name)).toEqual(['kano_dcr', 'kano_registrar']);
  });

  it('has corrections approved, queried and pending, by the corrections service', async () => {
    const statuses = await rows<{ status: string }>(
      sql`select status from modification_requests order by id`,
    );
    expect(statuses.map((row) => row.status)).toEqual(['approved', 'queried', 'pending']);
    const [versions] = await rows<{ count: number }>(
      sql`select count(*)::int as count from record_versions`,
    );
    expect(versions?.count).toBe(1);
  });

  it("gives the state director's Statistics a completeness", async () => {
    const token = await signIn(t.app, 'state_director');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard?from=2025-01&to=2025-12',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { completeness } = (
      response.json() as { data: { completeness: { births: number; ratio: number | null } } }
    ).data;
    expect(completeness.births).toBeGreaterThan(100);
    expect(completeness.ratio).toBeGreaterThan(0.4);
    expect(completeness.ratio).toBeLessThan(1);
  });

  it('is seeded once: a second start adds nothing', async () => {
    expect(await seedDemoRegister(t.app, { now: NOW, password: DEMO_PASSWORD })).toBe(0);
  });
});
