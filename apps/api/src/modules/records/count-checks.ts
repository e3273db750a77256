/**
 * Checks that the tables the triggers keep (counts, totals, tallies, search words and names)
 * agree with the records themselves. Used by the API's tests, the soak and the restore drill.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';

/**
 * Rows where the counts (per kind, area level, status and month), the totals or the registered
 * records' tallies differ from the records themselves: none when the triggers of migrations
 * 0023 and 0040 kept them.
 */
export async function countMismatches(db: Database): Promise<unknown[]> {
  const counts = await db.execute(sql`
    with expected as (
      select r.kind, k.level, k.area_id, r.status, record_month(r.created_at) as month,
             count(*)::bigint as n
        from records r
        cross join lateral (values (0::smallint, 0), (1::smallint, r.state_id),
          (2::smallint, r.lga_id), (3::smallint, r.reg_center_id),
          (4::smallint, r.captured_by)) as k (level, area_id)
       group by 1, 2, 3, 4, 5
    ), counted as (
      select kind, level, area_id, status, month, sum(n)::bigint as n
        from record_counts group by 1, 2, 3, 4, 5 having sum(n) <> 0
    )
    (select 'counts' as of, * from expected except select 'counts', * from counted)
    union all
    (select 'counts', * from counted except select 'counts', * from expected)`);
  const totals = await db.execute(sql`
    with expected as (
      select r.kind, k.level, k.area_id, r.status, count(*)::bigint as n
        from records r
        cross join lateral (values (0::smallint, 0), (1::smallint, r.state_id),
          (2::smallint, r.lga_id), (3::smallint, r.reg_center_id),
          (4::smallint, r.captured_by)) as k (level, area_id)
       group by 1, 2, 3, 4
    ), totalled as (
      select kind, level, area_id, status, sum(n)::bigint as n
        from record_totals group by 1, 2, 3, 4 having sum(n) <> 0
    )
    (select 'totals' as of, * from expected except select 'totals', * from totalled)
    union all
    (select 'totals', * from totalled except select 'totals', * from expected)`);
  const tallies = await db.execute(sql`
    with expected as (
      select r.kind, k.level, k.area_id, record_month(r.created_at) as month,
             coalesce(r.subject_sex, 0) as sex, coalesce(r.birth_place, 0) as place,
             coalesce(r.timeliness, '') as timeliness, count(*)::bigint as n
        from records r
        cross join lateral (values (0::smallint, 0), (1::smallint, r.state_id),
          (2::smallint, r.lga_id), (3::smallint, r.reg_center_id)) as k (level, area_id)
       where r.status in ('approved', 'printed')
       group by 1, 2, 3, 4, 5, 6, 7
    ), tallied as (
      select kind, level, area_id, month, sex, place, timeliness, sum(n)::bigint as n
        from record_tallies group by 1, 2, 3, 4, 5, 6, 7 having sum(n) <> 0
    )
    (select 'tallies' as of, * from expected except select 'tallies', * from tallied)
    union all
    (select 'tallies', * from tallied except select 'tallies', * from expected)`);
  return [...rowsOf(counts), ...rowsOf(totals), ...rowsOf(tallies)];
}

/**
 * Rows where the search words (each with its record's kind, place and time) or the search names
 * differ from the records themselves: none when the triggers of migrations 0051 and 0052 kept
 * them.
 */
export async function wordMismatches(db: Database): Promise<unknown[]> {
  const words = await db.execute(sql`
    with expected as (
      select r.id as record_id, w.word, r.created_at, r.state_id, r.lga_id, r.reg_center_id,
             r.kind
        from records r cross join lateral record_words_of(r.search_name) as w (word)
    ), held as (
      select record_id, word, created_at, state_id, lga_id, reg_center_id, kind from record_words
    )
    (select 'words' as of, * from expected except select 'words', * from held)
    union all
    (select 'words', * from held except select 'words', * from expected)`);
  const names = await db.execute(sql`
    (select 'names' as of, id, kind, search_name from records
      except select 'names', record_id, kind, search_name from record_names)
    union all
    (select 'names', record_id, kind, search_name from record_names
      except select 'names', id, kind, search_name from records)`);
  return [...rowsOf(words), ...rowsOf(names)];
}

/** An area as the records' columns give it (all of them when none is given). */
export interface AreaOf {
  centreId?: number;
  lgaId?: number;
  stateId?: number;
  status?: string;
}

/** The number of records of a kind in an area (and status), counted from the records. */
export async function recordCount(
  db: Database,
  kind: string,
  { centreId, lgaId, stateId, status }: AreaOf = {},
): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from records where kind = ${kind}
      and (${centreId ?? null}::integer is null or reg_center_id = ${centreId ?? null}::integer)
      and (${lgaId ?? null}::integer is null or lga_id = ${lgaId ?? null}::integer)
      and (${stateId ?? null}::integer is null or state_id = ${stateId ?? null}::integer)
      and (${status ?? null}::text is null or status = ${status ?? null}::text)`),
  );
  return Number(row?.n ?? 0);
}
