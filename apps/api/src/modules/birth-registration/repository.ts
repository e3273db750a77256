import type {
  ApplicationStatus,
  BirthRegistrationHistoryEntry,
  BirthRegistrationSubmission,
  BirthRegistrationSummary,
  RecordAction,
} from '@vitalreg/domain';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  lt,
  ne,
  or,
  sql,
  type Placeholder,
  type Query,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias, PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { batched } from '../../db/batches.ts';
import { valuesOf, type Database } from '../../db/client.ts';
import { registrationCentres, states, users } from '../../db/schema.ts';
import { capturerName, type DisplayNames } from '../display-names/display-names.ts';
import type { UserScope } from '../auth/scope.ts';
import { documents } from '../documents/table.ts';
import { ninVerifications } from '../identity/table.ts';
import {
  birthRegistrationCounts,
  birthRegistrations,
  birthRegistrationTotals,
  birthRegistrationWords,
  certificateCounters,
  idempotencyKeys,
  recordHistory,
} from './tables.ts';

export const RECORD_TYPE = 'birth';

/** Builds SQL text once for statements run by hand (valuesOf). */
const dialect = new PgDialect();

export type BirthRegistrationRow = typeof birthRegistrations.$inferSelect;
export type NewBirthRegistration = typeof birthRegistrations.$inferInsert;

const listed = birthRegistrations;

/**
 * One record's summary (BirthRegistrationSummary) as JSON text, ready to send: lists are sent
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
function builtOnce<Query>(
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
  const t = birthRegistrations;
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
  const t = birthRegistrations;
  const ids = db
    .select({ id: t.id, createdAt: t.createdAt })
    .from(t)
    .where(where)
    .orderBy(...orderBy);
  return limited(ids, limit, offset);
}

/** The columns copied out of the particulars for lists, search and the duplicate check. */
export function particularsColumns(submission: BirthRegistrationSubmission) {
  const { child, mother, father } = submission;
  const searchName = [
    child.firstname,
    child.middlename,
    child.surname,
    mother?.firstname,
    mother?.middlename,
    mother?.surname,
  ]
    .filter((part): part is string => Boolean(part))
    .join(' ')
    .toLowerCase();
  return {
    claimed: submission.Claimed,
    recordType: submission.record_type,
    childSurname: child.surname,
    childFirstname: child.firstname,
    childMiddlename: child.middlename ?? null,
    childSex: child.sex,
    childBirthDate: child.childBirthDate,
    motherSurname: mother?.surname ?? null,
    motherFirstname: mother?.firstname ?? null,
    motherMiddlename: mother?.middlename ?? null,
    motherNin: mother?.nin ?? null,
    fatherSurname: father?.surname ?? null,
    fatherFirstname: father?.firstname ?? null,
    fatherMiddlename: father?.middlename ?? null,
    searchName,
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
    .from(birthRegistrations)
    .where(where)
    .limit(LIST_COUNT_CAP + 1)}) as matching)`;
}

/**
 * A page of records and `total` (a subquery: totals table or capped count) in one round trip;
 * only a page past the end asks for the total on its own.
 */
export async function listBirthRegistrations(
  db: Database,
  names: DisplayNames,
  where: SQL | undefined,
  order: 'newest' | 'oldest',
  page: number,
  limit: number,
  total: SQL<number>,
) {
  const direction = directionOf(order);
  const t = birthRegistrations;
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
  const t = birthRegistrations;
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
    const shape = [area.level, words.length, how, order, limit + 1, fixedOffset ?? 'deep'];
    const query = builtOnce(preparedWordPages, db, shape.join(':'), () => {
      const [word, ...others] = words.map((_, i) => sql.placeholder(`word${i}`));
      const found = wordPageOf(
        db,
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
  level: number,
  areaId: number | Placeholder,
  [word, ...otherWords]: [string | Placeholder, ...(string | Placeholder)[]],
  alongside: boolean,
  filters: SQL | undefined,
  order: 'newest' | 'oldest',
  limit: number,
  offset: number | Placeholder,
): SQL {
  const w = birthRegistrationWords;
  const t = birthRegistrations;
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
        and(eq(o.recordId, w.recordId), eq(o.createdAt, w.createdAt), eq(o.word, other), inArea(o)),
      );
    });
  }
  if (filters) ids.innerJoin(t, eq(t.id, w.recordId));
  ids
    .where(
      and(
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
export async function anyBirthRegistration(db: Database, where: SQL | undefined) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(birthRegistrations)
    .where(where)
    .limit(1);
  return row !== undefined;
}

/** Area column, counts level and id of a scope; null when the user's area is not set. */
function areaOf(scope: UserScope) {
  const t = birthRegistrations;
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
  area: NonNullable<ReturnType<typeof areaOf>>,
  byStatus: boolean,
  order: 'newest' | 'oldest',
  limit: number,
  offset: number | undefined,
) {
  const t = birthRegistrations;
  const c = birthRegistrationTotals;
  const direction = directionOf(order);
  const status = sql.placeholder('status');
  const total = sql<number>`(${db
    .select({ total: sql`coalesce(sum(${c.n}), 0)::int` })
    .from(c)
    .where(
      and(
        // In the text, as the limit: with the level a parameter, the generic plan's estimate of
        // the counts' rows lost to the one made for the level, and every list was planned.
        sql`${c.level} = ${literal(area.level)}`,
        eq(c.areaId, sql.placeholder('area')),
        byStatus ? eq(c.status, status) : undefined,
      ),
    )})`.mapWith(Number);
  const ids = pageOf(
    db,
    and(
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
 * Same answer as listBirthRegistrations with the totals table's total.
 */
export async function listInArea(
  db: Database,
  names: DisplayNames,
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
  const shape = `${area.level}:${status ? 's' : ''}:${order}:${limit}:${fixedOffset ?? 'deep'}`;
  const query = builtOnce(preparedLists, db, shape, () =>
    preparedList(db, area, status !== undefined, order, limit, fixedOffset),
  );
  const { summaries, total } = await summariesIn(db, names, query, {
    area: area.id,
    status: status ?? null,
    offset,
  });
  if (summaries.length > 0) return { rows: summaries, total };
  return listBirthRegistrations(
    db,
    names,
    sql`false`,
    order,
    page,
    limit,
    countInScope(db, scope, status),
  );
}

/** The totals table's rows of the caller's area, or undefined when the area is not set. */
function totalsScope(scope: UserScope): SQL | undefined {
  const c = birthRegistrationTotals;
  const area = (level: number, id: number | null) =>
    id === null ? undefined : and(eq(c.level, level), eq(c.areaId, id));
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
  scope: UserScope,
  status: ApplicationStatus | undefined,
): SQL<number> {
  const where = totalsScope(scope);
  if (!where) return sql<number>`0`;
  const c = birthRegistrationTotals;
  return sql<number>`(${db
    .select({ total: sql`coalesce(sum(${c.n}), 0)::int` })
    .from(c)
    .where(and(where, status ? eq(c.status, status) : undefined))})`;
}

/** One record's summary, particulars and flags, or undefined (also when outside `scope`). */
export async function findBirthRegistration(
  db: Database,
  names: DisplayNames,
  id: number,
  scope: SQL | undefined,
) {
  const t = birthRegistrations;
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
      .where(and(eq(t.id, id), scope))
      .toSQL(),
  );
  if (!row) return undefined;
  const particulars = row[AFTER_SUMMARY];
  const [summary] = await summaryJsonOf(db, names, [row]);
  return {
    summary: JSON.parse(summary!) as BirthRegistrationSummary,
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
export async function lockBirthRegistration(
  tx: Database,
  id: number,
  scope: SQL | undefined,
): Promise<BirthRegistrationRow | undefined> {
  const [row] = await tx
    .select()
    .from(birthRegistrations)
    .where(and(eq(birthRegistrations.id, id), scope))
    .for('update');
  return row;
}

export async function historyOf(
  db: Database,
  recordId: number,
): Promise<BirthRegistrationHistoryEntry[]> {
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
    .where(and(eq(recordHistory.recordType, RECORD_TYPE), eq(recordHistory.recordId, recordId)))
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
  entry: {
    recordId: number;
    action: RecordAction;
    fromStatus: ApplicationStatus | null;
    toStatus: ApplicationStatus;
    byUserId: number;
    reason?: string | null;
  },
): Promise<void> {
  await tx.insert(recordHistory).values({ recordType: RECORD_TYPE, ...entry });
}

export interface PossibleDuplicate {
  id: number;
  reference: string;
  childSurname: string;
  childFirstname: string;
  childBirthDate: string;
}

/** Possible duplicates looked at per check; the oldest of them is named. */
const DUPLICATE_CANDIDATES = 100;

/** Child first names at least this similar (pg_trgm) count as the same child. */
export const DUPLICATE_NAME_SIMILARITY = 0.6;

/** What the duplicate check compares: values, or columns of a statement's input rows. */
type DuplicateKeys = Record<
  'childBirthDate' | 'childFirstname' | 'motherNin' | 'motherSurname' | 'motherFirstname',
  string | null | SQL
>;

function duplicateKeysOf({ child, mother }: BirthRegistrationSubmission): DuplicateKeys {
  return {
    childBirthDate: child.childBirthDate,
    childFirstname: child.firstname,
    motherNin: mother?.nin ?? null,
    motherSurname: mother?.surname ?? null,
    motherFirstname: mother?.firstname ?? null,
  };
}

/**
 * The query for a record that may be the same birth, anywhere in the country: same child date
 * of birth and either the same mother NIN, or the same mother's names and a similar child first
 * name (none when the submission names no mother: null matches nothing).
 */
function possibleDuplicateQuery(db: Database, keys: DuplicateKeys, excludeId?: number) {
  const t = birthRegistrations;
  const sameMother = or(
    sql`${t.motherNin} = ${keys.motherNin}::text`,
    and(
      sql`lower(${t.motherSurname}) = lower(${keys.motherSurname}::text)`,
      sql`lower(${t.motherFirstname}) = lower(${keys.motherFirstname}::text)`,
      sql`similarity(lower(${t.childFirstname}), lower(${keys.childFirstname}::text)) > ${DUPLICATE_NAME_SIMILARITY}`,
    ),
  );
  // The matches first, by the NIN and names indexes, then the oldest of them. Asked for the
  // oldest directly, the planner walked the primary key from the first record and filtered
  // (230 ms on 1,000,000 rows when thousands of records shared the mother's NIN and date).
  const matches = db
    .select({
      id: t.id,
      reference: t.reference,
      childSurname: t.childSurname,
      childFirstname: t.childFirstname,
      childBirthDate: t.childBirthDate,
    })
    .from(t)
    .where(
      and(
        sql`${t.childBirthDate} = ${keys.childBirthDate}::date`,
        sameMother,
        excludeId === undefined ? undefined : ne(t.id, excludeId),
      ),
    )
    .limit(DUPLICATE_CANDIDATES);
  const candidates = db.$with('candidates').as(matches);
  return db.with(candidates).select().from(candidates).orderBy(asc(candidates.id)).limit(1);
}

/** A record that may be the same birth (possibleDuplicateQuery), or undefined. */
export async function findPossibleDuplicate(
  db: Database,
  submission: BirthRegistrationSubmission,
  excludeId?: number,
): Promise<PossibleDuplicate | undefined> {
  const [row] = await possibleDuplicateQuery(db, duplicateKeysOf(submission), excludeId);
  return row;
}

/** A new record as submitted, with what its history line, audit event and key answer need. */
export interface NewSubmission {
  submission: BirthRegistrationSubmission;
  record: {
    reference: string;
    status: ApplicationStatus;
    particulars: Record<string, unknown>;
    late: boolean;
    overFiveYears: boolean;
    regCenterId: number;
    stateId: number;
    lgaId: number;
    capturedBy: number;
    createdAt: Date;
  };
  /** Saved although it may be a duplicate (the registrar confirmed it is not one). */
  confirmedNotDuplicate: boolean;
  actor: { userName: string; ip: string; requestId: string };
  key: { key: string; requestHash: string };
  /** The answer's message, kept with the key for replays. */
  message: string;
}

/** The unique index that stops a second use of a user's Idempotency-Key (migration 0004). */
export const IDEMPOTENCY_KEY_INDEX = 'idempotency_keys_user_id_key_key';

/** What insertSubmission answers: the stored answer, or the possible duplicate that stopped it. */
export interface SubmissionOutcome {
  answer?: unknown;
  duplicate?: PossibleDuplicate;
}

/** Submissions saved per statement at most, and statements running at once per process. */
const SUBMISSION_BATCHES = { maxBatch: 64, maxInFlight: 2 };

const submissionSavers = new WeakMap<
  Database,
  Map<string, (entry: NewSubmission) => Promise<SubmissionOutcome>>
>();

/**
 * Saves a submission, all or nothing: the record, its history line, its audit event and the
 * Idempotency-Key with its answer (`answer`: what the first request and every replay are sent,
 * built once). Nothing is saved when the record may be a duplicate and the registrar did not
 * confirm otherwise (`duplicate` names the record). A second request with the same key waits
 * on the key's unique index until the first commits, then fails on it (IDEMPOTENCY_KEY_INDEX)
 * and is answered from the key.
 *
 * Submissions arriving together are saved together (batched: one statement and one commit for
 * many; each alone again if that statement fails). Per submission, each round trip and each
 * commit cost the API and PostgreSQL more than the rows written.
 */
export function insertSubmission(db: Database, entry: NewSubmission): Promise<SubmissionOutcome> {
  const save = builtOnce(submissionSavers, db, 'save', () =>
    batched((entries: NewSubmission[]) => insertSubmissions(db, entries), SUBMISSION_BATCHES),
  );
  return save(entry);
}

/** Each entry's columns, as the saving statement's input rows read them (submissionsQuery). */
function inputRowOf({
  submission,
  record,
  confirmedNotDuplicate,
  actor,
  key,
  message,
}: NewSubmission) {
  const columns = particularsColumns(submission);
  return {
    reference: record.reference,
    status: record.status,
    claimed: columns.claimed,
    record_type: columns.recordType,
    child_surname: columns.childSurname,
    child_firstname: columns.childFirstname,
    child_middlename: columns.childMiddlename,
    child_sex: columns.childSex,
    child_birth_date: columns.childBirthDate,
    mother_surname: columns.motherSurname,
    mother_firstname: columns.motherFirstname,
    mother_middlename: columns.motherMiddlename,
    mother_nin: columns.motherNin,
    father_surname: columns.fatherSurname,
    father_firstname: columns.fatherFirstname,
    father_middlename: columns.fatherMiddlename,
    search_name: columns.searchName,
    particulars: record.particulars,
    late: record.late,
    over_five_years: record.overFiveYears,
    reg_center_id: record.regCenterId,
    state_id: record.stateId,
    lga_id: record.lgaId,
    captured_by: record.capturedBy,
    created_at: record.createdAt.toISOString(),
    confirmed: confirmedNotDuplicate,
    user_name: actor.userName,
    ip: actor.ip,
    request_id: actor.requestId,
    key: key.key,
    request_hash: key.requestHash,
    message,
  };
}

/** The input rows' columns and types (jsonb_to_recordset), in inputRowOf's names. */
const INPUT_COLUMNS = `reference text, status text, claimed boolean, record_type text,
  child_surname text, child_firstname text, child_middlename text, child_sex smallint,
  child_birth_date date, mother_surname text, mother_firstname text, mother_middlename text,
  mother_nin text, father_surname text, father_firstname text, father_middlename text,
  search_name text, particulars jsonb, late boolean, over_five_years boolean,
  reg_center_id integer, state_id integer, lga_id integer, captured_by integer,
  created_at timestamptz, confirmed boolean, user_name text, ip text, request_id text, key text,
  request_hash text, message text`;

/** Saves entries in one statement (see insertSubmission); one outcome per entry, in order. */
async function insertSubmissions(
  db: Database,
  entries: NewSubmission[],
): Promise<SubmissionOutcome[]> {
  const query = builtOnce(submissionQueries, db, 'submit', () => submissionsQuery(db));
  const rows = await valuesOf(db, query, { input: JSON.stringify(entries.map(inputRowOf)) });
  const byReference = new Map(rows.map((row) => [row[0] as string, row]));
  return entries.map(({ record }) => {
    const [, answer, duplicate] = (byReference.get(record.reference) ?? []) as (string | null)[];
    return {
      ...(answer ? { answer: JSON.parse(answer) as unknown } : {}),
      ...(duplicate ? { duplicate: JSON.parse(duplicate) as PossibleDuplicate } : {}),
    };
  });
}

const submissionQueries = new WeakMap<Database, Map<string, Query>>();

/**
 * insertSubmissions' statement, built once. Its one parameter is the entries as a JSON array
 * of input rows; each row's possible duplicate is looked for on its own (lateral), then the
 * rows without one (or confirmed) are saved with their history, audit events and keys.
 */
function submissionsQuery(db: Database): Query {
  const duplicates = possibleDuplicateQuery(db, {
    childBirthDate: sql`input.child_birth_date`,
    childFirstname: sql`input.child_firstname`,
    motherNin: sql`input.mother_nin`,
    motherSurname: sql`input.mother_surname`,
    motherFirstname: sql`input.mother_firstname`,
  });
  return dialect.sqlToQuery(sql`
    with input as (
      select * from jsonb_to_recordset(${sql.placeholder('input')}::jsonb)
        as input (${sql.raw(INPUT_COLUMNS)})
    ),
    duplicate as (
      select input.reference as of_reference, found.*
      from input cross join lateral (${duplicates}) as found
    ),
    saved as (
      insert into birth_registrations (reference, status, claimed, record_type,
        child_surname, child_firstname, child_middlename, child_sex, child_birth_date,
        mother_surname, mother_firstname, mother_middlename, mother_nin,
        father_surname, father_firstname, father_middlename, search_name, particulars,
        late, over_five_years, reg_center_id, state_id, lga_id, captured_by,
        created_at, updated_at)
      select reference, status, claimed, record_type,
        child_surname, child_firstname, child_middlename, child_sex, child_birth_date,
        mother_surname, mother_firstname, mother_middlename, mother_nin,
        father_surname, father_firstname, father_middlename, search_name, particulars,
        late, over_five_years, reg_center_id, state_id, lga_id, captured_by,
        created_at, created_at
      from input
      where confirmed
        or not exists (select 1 from duplicate where duplicate.of_reference = input.reference)
      returning id, reference, status
    ),
    history as (
      insert into record_history (record_type, record_id, action, from_status, to_status, by_user_id)
      select ${RECORD_TYPE}, saved.id, 'submit', null, saved.status, input.captured_by
      from saved join input using (reference)
    ),
    audit as (
      insert into audit_log (actor_user_id, actor_user_name, action, entity_type, entity_id,
        ip, request_id, details)
      select input.captured_by, input.user_name, 'birth_registration.submit',
        'birth_registration', saved.id::text, input.ip, input.request_id,
        jsonb_build_object('reference', saved.reference, 'centreId', input.reg_center_id)
          || case when input.confirmed then jsonb_build_object('confirmedNotDuplicateOf',
            (select duplicate.reference from duplicate
              where duplicate.of_reference = input.reference))
            else '{}'::jsonb end
      from saved join input using (reference)
      order by saved.id
    ),
    answer as (
      insert into idempotency_keys (user_id, key, request_hash, response_status, response_body)
      select input.captured_by, input.key, input.request_hash, 201,
        jsonb_build_object('status', 'SUCCESS', 'message', input.message,
          'data', jsonb_build_object('id', saved.id, 'reference', saved.reference,
            'status', saved.status))
      from saved join input using (reference)
      returning key, response_body
    )
    select input.reference,
      (select response_body::text from answer where answer.key = input.key),
      (select json_build_object('id', id, 'reference', reference,
        'childSurname', child_surname, 'childFirstname', child_firstname,
        'childBirthDate', child_birth_date)::text
        from duplicate where duplicate.of_reference = input.reference)
    from input`);
}

export interface CentrePlace {
  id: number;
  name: string;
  stateId: number;
  lgaId: number;
  disabled: boolean;
  stateCode: string;
}

/** What a submission's checks need (submission-checks.ts), read in one round trip. */
export interface SubmissionFacts {
  centre: CentrePlace | undefined;
  /** `kind:identifier` of the numbers asked for that were verified since `since`. */
  verified: Set<string>;
  /** The stored type of each file key asked for that was uploaded within the area. */
  files: Map<string, string>;
}

/** What one submission asks of submissionFacts. */
export interface FactsAsked {
  centreId: number;
  numbers: readonly { kind: string; identifier: string }[];
  since: Date;
  fileKeys: readonly string[];
  scope: UserScope;
}

/** Submissions whose facts are read per statement at most, and statements at once. */
const FACTS_BATCHES = { maxBatch: 64, maxInFlight: 2 };

const factsReaders = new WeakMap<
  Database,
  Map<string, (asked: FactsAsked) => Promise<SubmissionFacts>>
>();
const factsQueries = new WeakMap<Database, Map<string, Query>>();

/**
 * The submission's centre (with its state's code), which of its identity numbers were verified
 * since `since`, and which of its files were uploaded within the submitter's area. Submissions
 * checked together are read by one prepared statement (batched, as their saving is): each
 * statement cost the API and PostgreSQL more than the few index look-ups it made.
 */
export function submissionFacts(db: Database, asked: FactsAsked): Promise<SubmissionFacts> {
  const read = builtOnce(factsReaders, db, 'facts', () =>
    batched((all: FactsAsked[]) => readFacts(db, all), FACTS_BATCHES),
  );
  return read(asked);
}

/** submissionFacts of several submissions in one statement; one answer each, in order. */
async function readFacts(db: Database, all: FactsAsked[]): Promise<SubmissionFacts[]> {
  const query = builtOnce(factsQueries, db, 'facts', factsQuery);
  const input = all.map(({ centreId, numbers, since, fileKeys, scope }) => {
    const area = areaOf(scope);
    return {
      centre: centreId,
      numbers,
      since: since.toISOString(),
      keys: fileKeys,
      level: area?.level ?? -1,
      area: area?.id ?? null,
    };
  });
  const rows = await valuesOf(db, query, { input: JSON.stringify(input) });
  return rows.map((row) => {
    const [centre, verified, files] = row as (string | null)[];
    return {
      centre: centre ? (JSON.parse(centre) as CentrePlace) : undefined,
      verified: new Set(JSON.parse(verified ?? '[]') as string[]),
      files: new Map(Object.entries(JSON.parse(files ?? '{}') as Record<string, string>)),
    };
  });
}

/**
 * readFacts' statement: one row per asked submission, in the input's order. A number counts as
 * verified on its newest verification found (exists): a parent verified for each of many
 * children, or an informant for many records, is not read once per earlier verification.
 */
function factsQuery(): Query {
  const c = registrationCentres;
  const v = ninVerifications;
  const d = documents;
  const area = sql`(asked.value->>'area')::integer`;
  return dialect.sqlToQuery(sql`select
      (select json_build_object('id', ${c.id}, 'name', ${c.name}, 'stateId', ${c.stateId},
          'lgaId', ${c.lgaId}, 'disabled', ${c.disabled}, 'stateCode', ${states.code})::text
        from ${c} join ${states} on ${states.id} = ${c.stateId}
        where ${c.id} = (asked.value->>'centre')::integer),
      (select coalesce(json_agg(number.kind || ':' || number.identifier), '[]')::text
        from jsonb_to_recordset(asked.value->'numbers') as number (kind text, identifier text)
        where exists (select from ${v}
          where ${v.kind} = number.kind and ${v.identifier} = number.identifier
            and ${v.result} = 'verified'
            and ${v.verifiedAt} >= (asked.value->>'since')::timestamptz)),
      (select coalesce(json_object_agg(${d.key}, ${d.mimeType}), '{}')::text
        from ${d}
        where ${d.key} in (select jsonb_array_elements_text(asked.value->'keys'))
          and case (asked.value->>'level')::integer when 0 then true
            when 1 then ${d.stateId} = ${area} when 2 then ${d.lgaId} = ${area}
            when 3 then ${d.centreId} = ${area} else false end)
    from jsonb_array_elements(${sql.placeholder('input')}::jsonb) with ordinality as asked
    order by asked.ordinality`);
}

export async function stateCode(db: Database, stateId: number): Promise<string> {
  const [row] = await db.select({ code: states.code }).from(states).where(eq(states.id, stateId));
  return row?.code ?? 'NG';
}

/**
 * The next certificate number of a state and year. The upsert takes the counter's row lock
 * until the caller's transaction ends, so concurrent approvals queue here and a rolled-back
 * approval gives its number back: no gaps, no duplicates.
 */
export async function nextCertificateSequence(
  tx: Database,
  stateId: number,
  year: number,
): Promise<number> {
  const [row] = await tx
    .insert(certificateCounters)
    .values({ stateId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [certificateCounters.stateId, certificateCounters.year],
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
  const c = birthRegistrationCounts;
  const n = sql`${c.n}`;
  return db
    .select({
      status: c.status,
      total: sql<number>`sum(${n})::int`,
      thisMonth: sql<number>`coalesce(sum(${n}) filter (where ${eq(c.month, sql.placeholder('month'))}), 0)::int`,
      thisYear: sql<number>`coalesce(sum(${n}) filter (where ${gte(c.month, sql.placeholder('yearStart'))}), 0)::int`,
    })
    .from(c)
    .where(and(eq(c.level, sql.placeholder('level')), eq(c.areaId, sql.placeholder('area'))))
    .groupBy(c.status)
    .prepare('birth_counts_by_status');
}

const preparedCountQueries = new WeakMap<
  Database,
  Map<string, ReturnType<typeof preparedCounts>>
>();

/** Counts by status in the caller's area; months are `yyyy-mm-01` in registry time. */
export async function countByStatus(
  db: Database,
  scope: UserScope,
  month: string,
  yearStart: string,
): Promise<StatusCounts[]> {
  const area = areaOf(scope);
  if (!area) return [];
  const query = builtOnce(preparedCountQueries, db, 'counts', () => preparedCounts(db));
  return query.execute({ level: area.level, area: area.id, month, yearStart });
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
export async function searchWordFrequencies(db: Database): Promise<Map<string, number>> {
  const [row] = await db
    .select({
      words: sql<string | null>`array_to_json(most_common_elems::text::text[])::text`,
      shares: sql<string | null>`array_to_json(most_common_elem_freqs)::text`,
    })
    .from(sql`pg_stats`)
    .where(sql`tablename = 'birth_registrations_search_words_idx'`);
  const frequencies = new Map<string, number>();
  if (!row?.words || !row.shares) return frequencies;
  const words = JSON.parse(row.words) as string[];
  const shares = JSON.parse(row.shares) as number[];
  words.forEach((word, i) => frequencies.set(word, shares[i] ?? 0));
  return frequencies;
}
