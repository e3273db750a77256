import {
  RECORD_KINDS,
  searchNameOf,
  type ApplicationStatus,
  type RecordKind,
  type RegistrationPlace,
  type RecordAction,
  type RecordHistoryEntry,
  type RecordKindKey,
} from '@vitalreg/domain';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  lt,
  sql,
  type Placeholder,
  type Query,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { valuesOf, type Database } from '../../db/client.ts';
import { states, users } from '../../db/schema.ts';
import { capturerName, type DisplayNames } from '../display-names/display-names.ts';
import type { UserScope } from '../auth/scope.ts';
import {
  certificateCounters,
  idempotencyKeys,
  recordCounts,
  recordHistory,
  records,
  recordTotals,
  recordWords,
} from './tables.ts';

export type RecordRow = typeof records.$inferSelect;

const listed = records;

/**
 * `kind = '<kind>'` written into the statement's text, as area levels are: each kind's lists
 * are planned for its own share of the table (1,000,000 births against 20,000 stillbirths).
 */
export function kindIs(kind: RecordKindKey, column: AnyPgColumn = records.kind): SQL {
  if (!RECORD_KINDS.includes(kind)) throw new Error(`not a record kind: ${String(kind)}`);
  return sql`${column} = ${sql.raw(`'${kind}'`)}`;
}

/**
 * One record's summary as JSON text, ready to send: lists are sent
 * as their summaries' text joined (listAnswerText), without making objects of them.
 */
export type SummaryJson = string & { readonly summaryJson: unique symbol };

/**
 * What a listed record is read as: its summary_json (migration 0015: the summary but for the
 * centre and the capturer, written by PostgreSQL whenever the record is) and the ids of its
 * centre and capturer, whose names come from DisplayNames.
 */
const summaryColumns = {
  summaryJson: listed.summaryJson,
  centreId: listed.regCenterId,
  capturerId: listed.capturedBy,
};

/** The first column after the summary's (a total, the detail's particulars). */
const AFTER_SUMMARY = Object.keys(summaryColumns).length;

/** Records' summaries from rows of summaryColumns' values (valuesOf), as JSON text. */
async function summaryJsonOf(
  db: Database,
  names: DisplayNames,
  rows: unknown[][],
): Promise<SummaryJson[]> {
  const named = await names.of(
    db,
    rows.map((row) => row[1] as number),
    rows.map((row) => row[2] as number),
  );
  return rows.map((row) => {
    const [record, centreId, capturerId] = row as [string, number, number];
    const centre = `{"id":${centreId},"name":${named.centre(centreId)}}`;
    const capturedBy = `{"id":${capturerId},"name":${named.user(capturerId)}}`;
    return `${record.slice(0, -1)},"centre":${centre},"captured_by":${capturedBy}}` as SummaryJson;
  });
}

const directionOf = (order: 'newest' | 'oldest') => (order === 'newest' ? desc : asc);

/**
 * Queries built once per database and shape, then run with placeholders: building Drizzle SQL
 * cost more CPU than running it (~17% of the API's per list request).
 */
export function builtOnce<Query>(
  cache: WeakMap<Database, Map<string, Query>>,
  db: Database,
  shape: string,
  build: () => Query,
): Query {
  let byShape = cache.get(db);
  if (!byShape) cache.set(db, (byShape = new Map()));
  let query = byShape.get(shape);
  if (!query) byShape.set(shape, (query = build()));
  return query;
}

/**
 * The summaries of a page of records, in the page's order, as a query built once (run with
 * summariesIn). `page` (pageOf) finds the page first, ids and times only, from an index alone
 * where it can; only the page's records are then read, with their centres' and capturers'
 * names. Joined before the offset, every record the offset skips was read and joined too: pages
 * 1 to 5 of an LGA's list cost PostgreSQL 2.3 times as much (pgbench on 1,000,000 records: 7,000
 * against 16,000 a second). `total`, when given, is read with the page (a last column).
 */
function summariesQuery(db: Database, page: SQL, direction: typeof asc, total?: SQL): Query {
  const t = records;
  return db
    .select({ ...summaryColumns, ...(total ? { total } : {}) })
    .from(sql`${page} as page`)
    .innerJoin(t, eq(t.id, sql`page.id`))
    .orderBy(direction(sql`page.created_at`), direction(sql`page.id`))
    .toSQL();
}

/** The summaries of a summariesQuery's rows, and its total column (0 without rows). */
async function summariesIn(
  db: Database,
  names: DisplayNames,
  query: Query,
  values?: Record<string, unknown>,
): Promise<{ summaries: SummaryJson[]; total: number }> {
  const rows = await valuesOf(db, query, values);
  const summaries = await summaryJsonOf(db, names, rows);
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

/** The columns a record keeps beside its particulars, for lists, search and the duplicate check. */
export function recordColumns<S extends RegistrationPlace>(kind: RecordKind<S>, submission: S) {
  return {
    kind: kind.key,
    recordType: kind.recordTypeOf(submission),
    eventDate: kind.eventDate(submission),
    firstname: kind.subjectFirstname(submission),
    searchName: searchNameOf(kind, submission),
    summaryBody: JSON.stringify(kind.summaryOf(submission)).slice(1, -1),
  };
}

/**
 * Filtered lists count matching records up to this many (then `total` says LIST_COUNT_CAP + 1
 * and `totalCapped` is true): counting 10,000 of a common name's records cost more than finding
 * its page.
 */
export const LIST_COUNT_CAP = 1_000;

/** The number of records matching `where`, counted up to LIST_COUNT_CAP + 1 (a subquery). */
export function cappedCount(db: Database, where: SQL | undefined): SQL<number> {
  // An exact count of a country's million records costs ~100 ms, a capped one far less.
  return sql<number>`(select count(*)::int from (${db
    .select({ one: sql`1` })
    .from(records)
    .where(where)
    .limit(LIST_COUNT_CAP + 1)}) as matching)`;
}

/**
 * A page of records and `total` (a subquery: totals table or capped count) in one round trip;
 * only a page past the end asks for the total on its own.
 */
export async function listRecords(
  db: Database,
  names: DisplayNames,
  where: SQL | undefined,
  order: 'newest' | 'oldest',
  page: number,
  limit: number,
  total: SQL<number>,
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
    summariesQuery(db, ids, direction, total),
  );
  if (summaries.length > 0) return { rows: summaries, total: counted };
  const [alone] = await db
    .select({ total: sql<number>`${total}`.mapWith(Number) })
    .from(sql`(values (1)) as one (x)`);
  return { rows: [], total: alone?.total ?? 0 };
}

/**
 * A page of records and whether more follow (one record read ahead), without a count.
 * `matchesFirst` sorts by an expression no index gives, so PostgreSQL finds the matching records
 * first (the words' GIN index) and sorts them, instead of walking the newest-first index and
 * testing each record: right for rare words (walking for "ngozi eze" read 285,000 records, 1 s),
 * wrong for common ones (sorting 48,000 "adeyemi" records, 125 ms; walking, < 1 ms).
 */
export async function listPageAhead(
  db: Database,
  names: DisplayNames,
  where: SQL | undefined,
  order: 'newest' | 'oldest',
  page: number,
  limit: number,
  matchesFirst: boolean,
): Promise<{ rows: SummaryJson[]; more: boolean }> {
  const direction = directionOf(order);
  const t = records;
  const orderBy = matchesFirst
    ? [direction(sql`${t.createdAt} + interval '0 seconds'`), direction(sql`${t.id} + 0`)]
    : [direction(t.createdAt), direction(t.id)];
  const ids = pageOf(db, where, orderBy, limit + 1, (page - 1) * limit);
  const { summaries } = await summariesIn(db, names, summariesQuery(db, ids, direction));
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
 * join of the two index ranges: "ngozi eze" in a state, 0.3 ms instead of 2.4 ms asking each
 * record). Without filters, the page comes from the words table alone, by a statement prepared
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
    ({ summaries } = await summariesIn(db, names, summariesQuery(db, found, directionOf(order))));
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
    ({ summaries } = await summariesIn(db, names, query, { ...values, area: area.id, offset }));
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
        ...(alongside
          ? []
          : otherWords.map(
              (other) =>
                sql`(select true from ${w} as other where other.record_id = ${w.recordId} and other.word = ${other})`,
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

/** Area column, counts level and id of a scope; null when the user's area is not set. */
export function areaOf(scope: UserScope) {
  const t = records;
  switch (scope.kind) {
    case 'country':
      return { column: undefined, level: 0, id: 0 };
    case 'state':
      return scope.stateId === null ? null : { column: t.stateId, level: 1, id: scope.stateId };
    case 'lga':
      return scope.lgaId === null ? null : { column: t.lgaId, level: 2, id: scope.lgaId };
    case 'centre':
      return scope.centreId === null
        ? null
        : { column: t.regCenterId, level: 3, id: scope.centreId };
  }
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
) {
  const area = areaOf(scope);
  if (!area) return { rows: [], total: 0 };
  const offset = (page - 1) * limit;
  const fixedOffset = page <= PREPARED_PAGES ? offset : undefined;
  const shape = `${kind}:${area.level}:${status ? 's' : ''}:${order}:${limit}:${fixedOffset ?? 'deep'}`;
  const query = builtOnce(preparedLists, db, shape, () =>
    preparedList(db, kind, area, status !== undefined, order, limit, fixedOffset),
  );
  const { summaries, total } = await summariesIn(db, names, query, {
    area: area.id,
    status: status ?? null,
    offset,
  });
  if (summaries.length > 0) return { rows: summaries, total };
  return listRecords(
    db,
    names,
    sql`false`,
    order,
    page,
    limit,
    countInScope(db, kind, scope, status),
  );
}

/** The totals table's rows of the caller's area, or undefined when the area is not set. */
function totalsScope(kind: RecordKindKey, scope: UserScope): SQL | undefined {
  const c = recordTotals;
  const area = (level: number, id: number | null) =>
    id === null ? undefined : and(kindIs(kind, c.kind), eq(c.level, level), eq(c.areaId, id));
  switch (scope.kind) {
    case 'country':
      return area(0, 0);
    case 'state':
      return area(1, scope.stateId);
    case 'lga':
      return area(2, scope.lgaId);
    case 'centre':
      return area(3, scope.centreId);
  }
}

/** Exact number of records in the caller's area (of one status), from the totals table. */
export function countInScope(
  db: Database,
  kind: RecordKindKey,
  scope: UserScope,
  status: ApplicationStatus | undefined,
): SQL<number> {
  const where = totalsScope(kind, scope);
  if (!where) return sql<number>`0`;
  const c = recordTotals;
  return sql<number>`(${db
    .select({ total: sql`coalesce(sum(${c.n}), 0)::int` })
    .from(c)
    .where(and(where, status ? eq(c.status, status) : undefined))})`;
}

/** One record's summary, particulars and flags, or undefined (also when outside `scope`). */
export async function findRecord(
  db: Database,
  names: DisplayNames,
  kind: RecordKindKey,
  id: number,
  scope: SQL | undefined,
) {
  const t = records;
  const [row] = await valuesOf(
    db,
    db
      .select({
        ...summaryColumns,
        particulars: t.particulars,
        late: t.late,
        over: t.overFiveYears,
      })
      .from(t)
      .where(and(eq(t.id, id), kindIs(kind), scope))
      .toSQL(),
  );
  if (!row) return undefined;
  const particulars = row[AFTER_SUMMARY];
  const [summary] = await summaryJsonOf(db, names, [row]);
  return {
    summary: JSON.parse(summary!) as Record<string, unknown>,
    // postgres-js parses jsonb; PGlite too, unless told to leave it as text.
    particulars: (typeof particulars === 'string'
      ? JSON.parse(particulars)
      : particulars) as Record<string, unknown>,
    flags: {
      late: row[AFTER_SUMMARY + 1] as boolean,
      overFiveYears: row[AFTER_SUMMARY + 2] as boolean,
    },
  };
}

/** The record locked for a workflow step (FOR UPDATE), or undefined (also outside scope). */
export async function lockRecord(
  tx: Database,
  kind: RecordKindKey,
  id: number,
  scope: SQL | undefined,
): Promise<RecordRow | undefined> {
  const [row] = await tx
    .select()
    .from(records)
    .where(and(eq(records.id, id), kindIs(kind), scope))
    .for('update');
  return row;
}

export async function historyOf(
  db: Database,
  kind: RecordKindKey,
  recordId: number,
): Promise<RecordHistoryEntry[]> {
  const rows = await db
    .select({
      action: recordHistory.action,
      at: recordHistory.at,
      byId: recordHistory.byUserId,
      byName: capturerName,
      reason: recordHistory.reason,
    })
    .from(recordHistory)
    .innerJoin(users, eq(users.id, recordHistory.byUserId))
    .where(and(eq(recordHistory.recordType, kind), eq(recordHistory.recordId, recordId)))
    .orderBy(asc(recordHistory.at), asc(recordHistory.id));
  return rows.map((row) => ({
    action: row.action as RecordAction,
    at: row.at.toISOString(),
    by: { id: row.byId, name: row.byName },
    reason: row.reason,
  }));
}

export async function addHistory(
  tx: Database,
  kind: RecordKindKey,
  entry: {
    recordId: number;
    action: RecordAction;
    fromStatus: ApplicationStatus | null;
    toStatus: ApplicationStatus;
    byUserId: number;
    reason?: string | null;
  },
): Promise<void> {
  await tx.insert(recordHistory).values({ recordType: kind, ...entry });
}

export async function stateCode(db: Database, stateId: number): Promise<string> {
  const [row] = await db.select({ code: states.code }).from(states).where(eq(states.id, stateId));
  return row?.code ?? 'NG';
}

/**
 * The next certificate number of a series (kind), state and year. The upsert takes the counter's row lock
 * until the caller's transaction ends, so concurrent approvals queue here and a rolled-back
 * approval gives its number back: no gaps, no duplicates.
 */
export async function nextCertificateSequence(
  tx: Database,
  series: string,
  stateId: number,
  year: number,
): Promise<number> {
  const [row] = await tx
    .insert(certificateCounters)
    .values({ series, stateId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [certificateCounters.series, certificateCounters.stateId, certificateCounters.year],
      set: { lastNumber: sql`${certificateCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: certificateCounters.lastNumber });
  if (!row) throw new Error('certificate counter was not updated');
  return row.lastNumber;
}

export interface StatusCounts {
  status: ApplicationStatus;
  total: number;
  thisMonth: number;
  thisYear: number;
}

/** Counts by status in the caller's area; months are `yyyy-mm-01` in registry time. */
function preparedCounts(db: Database) {
  const c = recordCounts;
  const n = sql`${c.n}`;
  return db
    .select({
      status: c.status,
      total: sql<number>`sum(${n})::int`,
      thisMonth: sql<number>`coalesce(sum(${n}) filter (where ${eq(c.month, sql.placeholder('month'))}), 0)::int`,
      thisYear: sql<number>`coalesce(sum(${n}) filter (where ${gte(c.month, sql.placeholder('yearStart'))}), 0)::int`,
    })
    .from(c)
    .where(
      and(
        eq(c.kind, sql.placeholder('kind')),
        eq(c.level, sql.placeholder('level')),
        eq(c.areaId, sql.placeholder('area')),
      ),
    )
    .groupBy(c.status)
    .prepare('record_counts_by_status');
}

const preparedCountQueries = new WeakMap<
  Database,
  Map<string, ReturnType<typeof preparedCounts>>
>();

/** Counts by status in the caller's area; months are `yyyy-mm-01` in registry time. */
export async function countByStatus(
  db: Database,
  kind: RecordKindKey,
  scope: UserScope,
  month: string,
  yearStart: string,
): Promise<StatusCounts[]> {
  const area = areaOf(scope);
  if (!area) return [];
  const query = builtOnce(preparedCountQueries, db, 'counts', () => preparedCounts(db));
  return query.execute({ kind, level: area.level, area: area.id, month, yearStart });
}

/**
 * Idempotency keys are kept this long: an offline client retrying a submission whose answer it
 * lost gets the first answer for a month; after that the duplicate check still stands guard.
 */
export const IDEMPOTENCY_KEY_DAYS = 30;

/** Deletes keys older than IDEMPOTENCY_KEY_DAYS, in batches; returns how many. */
export async function pruneIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 86_400_000);
  let total = 0;
  for (;;) {
    const deleted = await db
      .delete(idempotencyKeys)
      .where(
        inArray(
          idempotencyKeys.id,
          db
            .select({ id: idempotencyKeys.id })
            .from(idempotencyKeys)
            .where(lt(idempotencyKeys.createdAt, before))
            .limit(10_000),
        ),
      )
      .returning({ id: idempotencyKeys.id });
    total += deleted.length;
    if (deleted.length < 10_000) return total;
  }
}

/**
 * The share of records holding each frequent search word, from PostgreSQL's statistics of the
 * words index (ANALYZE keeps its most common words and their frequencies). Words not listed
 * are rare.
 */
export async function searchWordFrequencies(
  db: Database,
  kind: RecordKindKey,
): Promise<Map<string, number>> {
  const [row] = await db
    .select({
      words: sql<string | null>`array_to_json(most_common_elems::text::text[])::text`,
      shares: sql<string | null>`array_to_json(most_common_elem_freqs)::text`,
    })
    .from(sql`pg_stats`)
    .where(sql`tablename = ${`records_search_words_${kind}_idx`}`);
  const frequencies = new Map<string, number>();
  if (!row?.words || !row.shares) return frequencies;
  const words = JSON.parse(row.words) as string[];
  const shares = JSON.parse(row.shares) as number[];
  words.forEach((word, i) => frequencies.set(word, shares[i] ?? 0));
  return frequencies;
}
