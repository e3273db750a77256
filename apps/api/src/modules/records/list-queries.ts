/**
 * The SQL of list pages and name-search walks, built once per shape and run prepared: a page's
 * ids from an index first, then its summaries (summary_json) with their totals.
 */
import type { ApplicationStatus, RecordKindKey } from '@vitalreg/domain';
import {
  and,
  asc,
  desc,
  eq,
  sql,
  type Placeholder,
  type Query,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { valuesOf, type Database } from '../../db/client.ts';
import type { DisplayNames } from '../display-names/display-names.ts';
import type { UserScope } from '../auth/scope.ts';
import {
  AFTER_SUMMARY,
  areaOf,
  builtOnce,
  kindIs,
  summaryColumns,
  summaryJsonOf,
  type SummaryJson,
} from './repository.ts';
import { records, recordTotals, recordWords } from './tables.ts';

const directionOf = (order: 'newest' | 'oldest') => (order === 'newest' ? desc : asc);

/**
 * The summaries of a page of records, in the page's order, as a query built once (run with
 * summariesIn). `page` (pageOf) finds the page first, ids and times only, from an index alone
 * where it can; only the page's records are then read, with their centres' and capturers'
 * names. Joined before the offset, every record the offset skips was read and joined too
 * (bench/RESULTS.md, "Ids first"). `total`, when given, is read with the page (a last column),
 * and a page past the end is one row of it alone, so that it too takes one round trip.
 */
function summariesQuery(db: Database, page: SQL, direction: typeof asc, total?: SQL): Query {
  const t = records;
  const inOrder = [direction(sql`page.created_at`), direction(sql`page.id`)];
  if (!total) {
    return db
      .select(summaryColumns)
      .from(sql`${page} as page`)
      .innerJoin(t, eq(t.id, sql`page.id`))
      .orderBy(...inOrder)
      .toSQL();
  }
  // Every id of the page is a record's, so the second outer join finds one for each.
  return db
    .select({ ...summaryColumns, total: sql`totals.total` })
    .from(sql`(select ${total} as total) as totals`)
    .leftJoin(sql`${page} as page`, sql`true`)
    .leftJoin(t, eq(t.id, sql`page.id`))
    .orderBy(...inOrder)
    .toSQL();
}

/**
 * The summaries of a summariesQuery's rows (with the certificate number under `numberField`
 * too, summaryNumberField), and its total column (0 without one).
 */
async function summariesIn(
  db: Database,
  names: DisplayNames,
  numberField: string | undefined,
  query: Query,
  values?: Record<string, unknown>,
): Promise<{ summaries: SummaryJson[]; total: number }> {
  const rows = await valuesOf(db, query, values);
  // A page past the end is the total's row without a record.
  const found = rows.filter((row) => row[0] !== null);
  const summaries = await summaryJsonOf(db, names, found, numberField);
  return { summaries, total: Number(rows[0]?.[AFTER_SUMMARY] ?? 0) };
}

/** A whole number written into SQL text (never a value from outside unless checked as one). */
function literal(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n));
}

/** `query` with its limit, and its offset unless a placeholder, in its text (see pageOf). */
function limited(query: SQLWrapper, limit: number, offset: number | Placeholder): SQL {
  const skipped = typeof offset === 'number' ? literal(offset) : sql`${offset}`;
  return sql`(${query} limit ${literal(limit)} offset ${skipped})`;
}

/**
 * The ids and times of a page of records (for summariesQuery). The limit, and the offset unless a
 * placeholder, are written into the query's text: PostgreSQL plans a prepared statement once
 * for all values (a generic plan) only when that plan is as cheap as one made for the values,
 * and with a parameter for the limit it assumed a tenth of the table, so it planned every list
 * again (about half of its time per list) or, made to use the generic plan, read a million rows.
 */
function pageOf(
  db: Database,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number | Placeholder,
): SQL {
  const t = records;
  const ids = db
    .select({ id: t.id, createdAt: t.createdAt })
    .from(t)
    .where(where)
    .orderBy(...orderBy);
  return limited(ids, limit, offset);
}

/**
 * Filtered lists count matching records up to this many (then `total` says LIST_COUNT_CAP + 1
 * and `totalCapped` is true): counting 10,000 of a common name's records cost more than finding
 * its page.
 */
export const LIST_COUNT_CAP = 1_000;

/** The number of records matching `where`, counted up to LIST_COUNT_CAP + 1 (a subquery). */
export function cappedCount(db: Database, where: SQL | undefined): SQL<number> {
  // An exact count of a country's records is slow; a capped one stops early.
  return sql<number>`(select count(*)::int from (${db
    .select({ one: sql`1` })
    .from(records)
    .where(where)
    .limit(LIST_COUNT_CAP + 1)}) as matching)`;
}

/** A page of records and `total` (a subquery: totals table or capped count) in one round trip. */
export async function listRecords(
  db: Database,
  names: DisplayNames,
  where: SQL | undefined,
  order: 'newest' | 'oldest',
  page: number,
  limit: number,
  total: SQL<number>,
  numberField?: string,
) {
  const direction = directionOf(order);
  const t = records;
  const ids = pageOf(
    db,
    where,
    [direction(t.createdAt), direction(t.id)],
    limit,
    (page - 1) * limit,
  );
  const { summaries, total: counted } = await summariesIn(
    db,
    names,
    numberField,
    summariesQuery(db, ids, direction, total),
  );
  return { rows: summaries, total: counted };
}

/**
 * A page of records and whether more follow (one record read ahead), without a count.
 * `matchesFirst` sorts by an expression no index gives, so PostgreSQL finds the matching records
 * first (the words' GIN index) and sorts them, instead of walking the newest-first index and
 * testing each record: right for rare words (walking would read most of the table), wrong for
 * common ones (sorting tens of thousands of records where walking finds the page at once).
 */
export async function listPageAhead(
  db: Database,
  names: DisplayNames,
  where: SQL | undefined,
  order: 'newest' | 'oldest',
  page: number,
  limit: number,
  matchesFirst: boolean,
  numberField?: string,
): Promise<{ rows: SummaryJson[]; more: boolean }> {
  const direction = directionOf(order);
  const t = records;
  const orderBy = matchesFirst
    ? [direction(sql`${t.createdAt} + interval '0 seconds'`), direction(sql`${t.id} + 0`)]
    : [direction(t.createdAt), direction(t.id)];
  const ids = pageOf(db, where, orderBy, limit + 1, (page - 1) * limit);
  const { summaries } = await summariesIn(
    db,
    names,
    numberField,
    summariesQuery(db, ids, direction),
  );
  return { rows: summaries.slice(0, limit), more: summaries.length > limit };
}

/** The words of a name search, the one to walk first, and how to check the others. */
export interface WordWalk {
  words: [string, ...string[]];
  /** Read the other words' rows alongside (common words), rather than ask each record. */
  alongside: boolean;
}

/**
 * A page of the records holding every word of `walk` in the caller's area (and matching
 * `filters`, conditions on the records beyond the area), read from the words table's index of
 * that area level in date order, so the search stops at the page's end (migration 0013). One
 * record is read ahead to tell whether more follow. The other words are either asked of each
 * record in turn (a subquery PostgreSQL cannot turn into a join: as a join it read every record
 * holding them first), or, when they are common, read alongside in the same order (a merge
 * join of the two index ranges, several times cheaper than asking each record). Without
 * filters, the page comes from the words table alone, by a statement prepared
 * once per shape (area level, words, how, order, limit, page).
 */
export async function listByWord(
  db: Database,
  names: DisplayNames,
  kind: RecordKindKey,
  scope: UserScope,
  { words, alongside }: WordWalk,
  filters: SQL | undefined,
  order: 'newest' | 'oldest',
  page: number,
  limit: number,
  numberField?: string,
): Promise<{ rows: SummaryJson[]; more: boolean }> {
  const area = areaOf(scope);
  if (!area) return { rows: [], more: false };
  const offset = (page - 1) * limit;
  let summaries: SummaryJson[];
  if (filters) {
    const found = wordPageOf(
      db,
      kind,
      area.level,
      area.id,
      words,
      alongside,
      filters,
      order,
      limit + 1,
      offset,
    );
    const query = summariesQuery(db, found, directionOf(order));
    ({ summaries } = await summariesIn(db, names, numberField, query));
  } else {
    const fixedOffset = page <= PREPARED_PAGES ? offset : undefined;
    const how = alongside ? 'alongside' : 'ask';
    const shape = [kind, area.level, words.length, how, order, limit + 1, fixedOffset ?? 'deep'];
    const query = builtOnce(preparedWordPages, db, shape.join(':'), () => {
      const [word, ...others] = words.map((_, i) => sql.placeholder(`word${i}`));
      const found = wordPageOf(
        db,
        kind,
        area.level,
        sql.placeholder('area'),
        [word as Placeholder, ...others],
        alongside,
        undefined,
        order,
        limit + 1,
        fixedOffset ?? sql.placeholder('offset'),
      );
      return summariesQuery(db, found, directionOf(order));
    });
    const values = Object.fromEntries(words.map((word, i) => [`word${i}`, word]));
    ({ summaries } = await summariesIn(db, names, numberField, query, {
      ...values,
      area: area.id,
      offset,
    }));
  }
  return { rows: summaries.slice(0, limit), more: summaries.length > limit };
}

const preparedWordPages = new WeakMap<Database, Map<string, Query>>();

/** The ids and times of a page of listByWord (for summariesQuery). */
function wordPageOf(
  db: Database,
  kind: RecordKindKey,
  level: number,
  areaId: number | Placeholder,
  [word, ...otherWords]: [string | Placeholder, ...(string | Placeholder)[]],
  alongside: boolean,
  filters: SQL | undefined,
  order: 'newest' | 'oldest',
  limit: number,
  offset: number | Placeholder,
): SQL {
  const w = recordWords;
  const t = records;
  const direction = directionOf(order);
  const inArea = (words: Record<'stateId' | 'lgaId' | 'regCenterId', AnyPgColumn>) => {
    const column = [undefined, words.stateId, words.lgaId, words.regCenterId][level];
    return column ? eq(column, areaId) : undefined;
  };
  const ids = db
    .select({ id: sql<number>`${w.recordId}`.as('id'), createdAt: w.createdAt })
    .from(w)
    .$dynamic();
  if (alongside) {
    otherWords.forEach((other, i) => {
      const o = alias(w, `other${i}`);
      ids.innerJoin(
        o,
        and(
          eq(o.recordId, w.recordId),
          eq(o.createdAt, w.createdAt),
          kindIs(kind, o.kind),
          eq(o.word, other),
          inArea(o),
        ),
      );
    });
  }
  if (filters) ids.innerJoin(t, eq(t.id, w.recordId));
  ids
    .where(
      and(
        kindIs(kind, w.kind),
        eq(w.word, word),
        inArea(w),
        // Each other word asked of the record through the country's index (0052): its kind,
        // the word, its date and its id.
        ...(alongside
          ? []
          : otherWords.map(
              (other) =>
                sql`(select true from ${w} as other where other.kind = ${w.kind} and other.word = ${other} and other.created_at = ${w.createdAt} and other.record_id = ${w.recordId})`,
            )),
        filters,
      ),
    )
    .orderBy(direction(w.createdAt), direction(w.recordId));
  return limited(ids, limit, offset);
}

/** Whether any record matches. */
export async function anyRecord(db: Database, where: SQL | undefined) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(records)
    .where(where)
    .limit(1);
  return row !== undefined;
}

function preparedList(
  db: Database,
  kind: RecordKindKey,
  area: NonNullable<ReturnType<typeof areaOf>>,
  byStatus: boolean,
  order: 'newest' | 'oldest',
  limit: number,
  offset: number | undefined,
) {
  const t = records;
  const c = recordTotals;
  const direction = directionOf(order);
  const status = sql.placeholder('status');
  const total = sql<number>`(${db
    .select({ total: sql`coalesce(sum(${c.n}), 0)::int` })
    .from(c)
    .where(
      and(
        // In the text, as the limit: with the level a parameter, the generic plan's estimate of
        // the counts' rows lost to the one made for the level, and every list was planned.
        kindIs(kind, c.kind),
        sql`${c.level} = ${literal(area.level)}`,
        eq(c.areaId, sql.placeholder('area')),
        byStatus ? eq(c.status, status) : undefined,
      ),
    )})`.mapWith(Number);
  const ids = pageOf(
    db,
    and(
      kindIs(kind),
      area.column ? eq(area.column, sql.placeholder('area')) : undefined,
      byStatus ? eq(t.status, status) : undefined,
    ),
    [direction(t.createdAt), direction(t.id)],
    limit,
    offset ?? sql.placeholder('offset'),
  );
  return summariesQuery(db, ids, direction, total);
}

const preparedLists = new WeakMap<Database, Map<string, Query>>();

/** Pages up to this one have statements of their own (offset in the text); deeper ones share one. */
const PREPARED_PAGES = 10;

/**
 * The common list (the caller's area, optionally one status) as a query built once per shape.
 * Same answer as listRecords with the totals table's total.
 */
export async function listInArea(
  db: Database,
  names: DisplayNames,
  kind: RecordKindKey,
  scope: UserScope,
  status: ApplicationStatus | undefined,
  order: 'newest' | 'oldest',
  page: number,
  limit: number,
  numberField?: string,
) {
  const area = areaOf(scope);
  if (!area) return { rows: [], total: 0 };
  const offset = (page - 1) * limit;
  const fixedOffset = page <= PREPARED_PAGES ? offset : undefined;
  const shape = `${kind}:${area.level}:${status ? 's' : ''}:${order}:${limit}:${fixedOffset ?? 'deep'}`;
  const query = builtOnce(preparedLists, db, shape, () =>
    preparedList(db, kind, area, status !== undefined, order, limit, fixedOffset),
  );
  const { summaries, total } = await summariesIn(db, names, numberField, query, {
    area: area.id,
    status: status ?? null,
    offset,
  });
  return { rows: summaries, total };
}

const preparedAreaTotals = new WeakMap<Database, Map<string, Query>>();

/** The records of a kind in the caller's area, from the totals table (0 when it is not set). */
export async function areaTotal(
  db: Database,
  kind: RecordKindKey,
  scope: UserScope,
): Promise<number> {
  const area = areaOf(scope);
  if (!area) return 0;
  const c = recordTotals;
  const query = builtOnce(preparedAreaTotals, db, `${kind}:${area.level}`, () =>
    db
      .select({ total: sql`coalesce(sum(${c.n}), 0)::int` })
      .from(c)
      .where(
        and(
          kindIs(kind, c.kind),
          sql`${c.level} = ${literal(area.level)}`,
          eq(c.areaId, sql.placeholder('area')),
        ),
      )
      .toSQL(),
  );
  const [row] = await valuesOf(db, query, { area: area.id });
  return Number(row?.[0] ?? 0);
}
