import type { RecordKindKey } from '@vitalreg/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';

/*
 * The dashboards' reads (migration 0040): every figure is a sum over counts kept as records and
 * services change (record_counts, record_tallies, activity_tallies), never a scan of records.
 * Months are `yyyy-mm-01`; levels are 0 country, 1 state, 2 LGA, 3 centre, 4 capturer.
 */

/** The area of a view, as the counts key it. */
export interface TallyArea {
  level: 0 | 1 | 2 | 3;
  id: number;
}

/** The view's period and kind: months from `from` to `to` (`yyyy-mm-01`), one kind or all. */
export interface TallyPeriod {
  from: string;
  to: string;
  kind: RecordKindKey | undefined;
}

const REGISTERED = sql`('approved', 'printed')`;

const kindIs = (kind: RecordKindKey | undefined, column: SQL) =>
  kind ? sql`and ${column} = ${kind}` : sql``;

const inPeriod = (period: TallyPeriod, column: SQL) =>
  sql`${column} between ${period.from}::date and ${period.to}::date`;

const int = (value: string | number | null) => Number(value ?? 0);

/** Records of the area by kind and status now (every month since counting began). */
export async function statusCounts(db: Database, area: TallyArea, kind: RecordKindKey | undefined) {
  const rows = rowsOf<{ kind: RecordKindKey; status: string; n: string }>(
    await db.execute(sql`select kind, status, sum(n) as n from record_totals
      where level = ${area.level} and area_id = ${area.id} ${kindIs(kind, sql`kind`)}
      group by kind, status having sum(n) <> 0`),
  );
  return rows.map((row) => ({ kind: row.kind, status: row.status, count: int(row.n) }));
}

/** Registered records of the area in the period, by kind, month, sex, place and timeliness. */
export async function registeredTallies(db: Database, area: TallyArea, period: TallyPeriod) {
  const rows = rowsOf<{
    kind: RecordKindKey;
    month: string;
    sex: number;
    place: number;
    timeliness: string;
    n: string;
  }>(
    await db.execute(sql`select kind, to_char(month, 'YYYY-MM') as month, sex, place, timeliness,
        sum(n) as n
      from record_tallies
      where level = ${area.level} and area_id = ${area.id}
        and ${inPeriod(period, sql`month`)} ${kindIs(period.kind, sql`kind`)}
      group by kind, month, sex, place, timeliness having sum(n) <> 0`),
  );
  return rows.map((row) => ({ ...row, n: int(row.n) }));
}

/** An area's counts by the breakdown of a view: registered records, births and deaths. */
export interface AreaCounts {
  registered: number;
  births: number;
  birthsWithin30Days: number;
  deaths: number;
  deathsWithin45Days: number;
}

/**
 * Registered records (all kinds; births, deaths) of each area of `level` among `ids` (every
 * area of the level when null) in the period, and the births and deaths registered in time.
 */
export async function registeredByArea(
  db: Database,
  level: 1 | 2 | 3,
  ids: readonly number[] | null,
  period: TallyPeriod,
): Promise<Map<number, AreaCounts>> {
  const among = ids === null ? sql`` : sql`and area_id = any(${`{${ids.join(',')}}`}::int[])`;
  const [registered, inTime] = await Promise.all([
    db.execute(sql`select area_id as id, sum(n) as registered,
        coalesce(sum(n) filter (where kind = 'birth'), 0) as births,
        coalesce(sum(n) filter (where kind = 'death'), 0) as deaths
      from record_counts
      where level = ${level} ${among} and status in ${REGISTERED}
        and ${inPeriod(period, sql`month`)} ${kindIs(period.kind, sql`kind`)}
      group by area_id`),
    db.execute(sql`select area_id as id,
        coalesce(sum(n) filter (where kind = 'birth'), 0) as births,
        coalesce(sum(n) filter (where kind = 'death'), 0) as deaths
      from record_tallies
      where level = ${level} ${among} and kind in ('birth', 'death')
        and timeliness in ('within_30_days', 'within_45_days')
        and ${inPeriod(period, sql`month`)} ${kindIs(period.kind, sql`kind`)}
      group by area_id`),
  ]);
  const timely = new Map(
    rowsOf<{ id: number; births: string; deaths: string }>(inTime).map((row) => [row.id, row]),
  );
  return new Map(
    rowsOf<{ id: number; registered: string; births: string; deaths: string }>(registered).map(
      (row) => [
        row.id,
        {
          registered: int(row.registered),
          births: int(row.births),
          birthsWithin30Days: int(timely.get(row.id)?.births ?? 0),
          deaths: int(row.deaths),
          deathsWithin45Days: int(timely.get(row.id)?.deaths ?? 0),
        },
      ],
    ),
  );
}

/** The registrars of the area whose records, registered in the period, are most (at most 10). */
export async function topRegistrars(db: Database, area: TallyArea, period: TallyPeriod) {
  const column = [null, sql`u.state_id`, sql`u.lga_id`, sql`u.reg_center_id`][area.level];
  const ofArea = column ? sql`and ${column} = ${area.id}` : sql``;
  const rows = rowsOf<{ id: number; name: string; centre: string | null; n: string }>(
    await db.execute(sql`select c.area_id as id, coalesce(u.full_name, u.user_name) as name,
        rc.name as centre, sum(c.n) as n
      from record_counts c
      join users u on u.id = c.area_id ${ofArea}
      left join registration_centres rc on rc.id = u.reg_center_id
      where c.level = 4 and c.status in ${REGISTERED}
        and ${inPeriod(period, sql`c.month`)} ${kindIs(period.kind, sql`c.kind`)}
      group by c.area_id, u.full_name, u.user_name, rc.name
      having sum(c.n) > 0
      order by sum(c.n) desc, c.area_id
      limit 10`),
  );
  return rows.map((row) => ({
    userId: row.id,
    name: row.name,
    centre: row.centre ?? '',
    count: int(row.n),
  }));
}

/** The services' counts and amounts of the area in the period, by measure, kind and detail. */
export async function activityTallies(db: Database, area: TallyArea, period: TallyPeriod) {
  const rows = rowsOf<{
    measure: string;
    kind: string;
    detail: string;
    n: string;
    amount: string;
  }>(
    await db.execute(sql`select measure, kind, detail, sum(n) as n, sum(amount_kobo) as amount
      from activity_tallies
      where level = ${area.level} and area_id = ${area.id}
        and ${inPeriod(period, sql`month`)} ${kindIs(period.kind, sql`kind`)}
      group by measure, kind, detail having sum(n) <> 0`),
  );
  return rows.map((row) => ({ ...row, n: int(row.n), amount: int(row.amount) }));
}

/** Centres of an LGA (id and name), every one, deactivated ones too: their records stay. */
export async function centresOfLga(db: Database, lgaId: number) {
  return rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select id, name from registration_centres where lga_id = ${lgaId}
      order by name, id`),
  );
}

/** A centre's name, LGA and state, or undefined. */
export async function centreOf(db: Database, centreId: number) {
  const [row] = rowsOf<{ id: number; name: string; lga_id: number; state_id: number }>(
    await db.execute(sql`select id, name, lga_id, state_id from registration_centres
      where id = ${centreId}`),
  );
  return row;
}
