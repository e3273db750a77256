import { dashboardSchema } from '@vitalreg/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../db/client.ts';
import { bearer } from '../../test/helpers.ts';
import { type RecordsTest } from '../records/test-support.ts';
import { countMismatches } from '../records/count-checks.ts';

/**
 * Rows where the services' counts (migration 0040's activity_tallies: certificates, fees,
 * waivers, corrections approved, records queried) differ from the tables they count (its view
 * activity_counted): none when its triggers kept them. Queried corrections are left out: a
 * request queried twice keeps only its last query.
 */
export async function activityMismatches(db: Database): Promise<unknown[]> {
  const rows = await db.execute(sql`
    with expected as (
      select measure, level, area_id, kind, month, detail, n::bigint, amount_kobo as amount
        from activity_counted where measure <> 'correction_queried'
    ), tallied as (
      select measure, level, area_id, kind, month, detail, sum(n)::bigint as n,
             sum(amount_kobo)::bigint as amount
        from activity_tallies where measure <> 'correction_queried'
       group by 1, 2, 3, 4, 5, 6 having sum(n) <> 0
    )
    (select 'expected' as of, * from expected except select 'expected', * from tallied)
    union all
    (select 'tallied', * from tallied except select 'tallied', * from expected)`);
  return rowsOf(rows);
}

/** The measures and details counted in activity_tallies (`certificate:reprint`, ...). */
export async function talliedActivities(db: Database): Promise<string[]> {
  const rows = rowsOf<{ measure: string; detail: string }>(
    await db.execute(sql`select distinct measure, detail from activity_tallies where level = 0
      order by 1, 2`),
  );
  return rows.map((row) => `${row.measure}:${row.detail}`);
}

/**
 * The last block of a suite whose services the dashboards count: what the suite did is counted
 * (`measures`, e.g. `certificate:reprint`), the counts match the tables, and the dashboard's
 * answer (sent as built, not checked on the way out) holds to its schema.
 */
export function describeDashboardCounts(s: RecordsTest, measures: readonly string[]): void {
  describe("the dashboards' counts", () => {
    it('count what was done here as the tables hold it', async () => {
      expect(await talliedActivities(s.db)).toEqual(expect.arrayContaining([...measures]));
      expect(await activityMismatches(s.db)).toEqual([]);
      expect(await countMismatches(s.db)).toEqual([]);
      const answer = await s.t.app.inject({
        method: 'GET',
        url: '/api/dashboard',
        headers: bearer(s.people.admin),
      });
      expect(answer.statusCode).toBe(200);
      expect(dashboardSchema.safeParse(answer.json().data).error?.issues ?? []).toEqual([]);
    });
  });
}
