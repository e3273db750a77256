import {
  RECORD_KIND_KEY_PATTERN,
  searchNameOf,
  type ApplicationStatus,
  type Area,
  type RecordKind,
  type RegistrationPlace,
  type RecordAction,
  type RecordHistoryEntry,
  type RecordKindKey,
  type RecordTypeKey,
} from '@vitalreg/domain';
import { and, asc, eq, gte, max, sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { valuesOf, type Database } from '../../db/client.ts';
import { stateConflict } from '../../errors.ts';
import { states, users } from '../../db/schema.ts';
import { capturerName, type DisplayNames } from '../display-names/display-names.ts';
import { scopeCondition, type UserScope } from '../auth/scope.ts';
import { registryHistory } from '../certificates/history.ts';
import { certificateChecks, certificates } from '../certificates/tables.ts';
import {
  certificateCounters,
  recordCounts,
  recordHistory,
  recordKindWords,
  records,
} from './tables.ts';
import type { AnyRecordKind } from './kind.ts';

export type RecordRow = typeof records.$inferSelect;

const listed = records;

/**
 * `kind = '<kind>'` written into the statement's text, as area levels are: each kind's lists
 * are planned for its own share of the table (1,000,000 births against 20,000 stillbirths),
 * and a kind's partial indexes (its name search, 0024) are used by prepared statements.
 */
export function kindIs(kind: RecordKindKey, column: AnyPgColumn = records.kind): SQL {
  if (!RECORD_KIND_KEY_PATTERN.test(kind)) throw new Error(`not a record kind: ${String(kind)}`);
  return sql`${column} = ${sql.raw(`'${kind}'`)}`;
}

/**
 * The spec's own name of a kind's certificate number (`death_certificate_number`) that its
 * summaries carry besides `certificate_number`: its `answerField`, when its summary schema
 * has that member.
 */
export function summaryNumberField(kind: AnyRecordKind): string | undefined {
  const field = kind.certificate.answerField;
  return field !== undefined && field in kind.summarySchema.shape ? field : undefined;
}

/**
 * One record's summary as JSON text, ready to send: lists are sent
 * as their summaries' text joined (listAnswerText), without making objects of them.
 */
export type SummaryJson = string & { readonly summaryJson: unique symbol };

/**
 * What a listed record is read as: its summary_json (migration 0015: the summary but for the
 * centre and the capturer, written by PostgreSQL whenever the record is), the ids of its
 * centre and capturer, whose names come from DisplayNames, and its certificate number, which
 * the summary also carries under the kind's own name (summaryNumberField).
 */
export const summaryColumns = {
  summaryJson: listed.summaryJson,
  centreId: listed.regCenterId,
  capturerId: listed.capturedBy,
  certificateNumber: listed.certificateNumber,
};

/** The first column after the summary's (a total, the detail's particulars). */
export const AFTER_SUMMARY = Object.keys(summaryColumns).length;

/**
 * Records' summaries from rows of summaryColumns' values (valuesOf), as JSON text, with the
 * certificate number under `numberField` too when given (summaryNumberField).
 */
export async function summaryJsonOf(
  db: Database,
  names: DisplayNames,
  rows: unknown[][],
  numberField?: string,
): Promise<SummaryJson[]> {
  const named = await names.of(
    db,
    rows.map((row) => row[1] as number),
    rows.map((row) => row[2] as number),
  );
  return rows.map((row) => {
    const [record, centreId, capturerId, certificateNumber] = row as [
      string,
      number,
      number,
      string | null,
    ];
    const number = numberField
      ? `,${JSON.stringify(numberField)}:${JSON.stringify(certificateNumber)}`
      : '';
    const centre = `{"id":${centreId},"name":${named.centre(centreId)}}`;
    const capturedBy = `{"id":${capturerId},"name":${named.user(capturerId)}}`;
    return `${record.slice(0, -1)}${number},"centre":${centre},"captured_by":${capturedBy}}` as SummaryJson;
  });
}

/**
 * Queries built once per database and shape, then run with placeholders: building Drizzle SQL
 * cost more CPU than running it.
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

/** The columns a record keeps beside its particulars, for lists, search and the duplicate check. */
export function recordColumns<S extends RegistrationPlace>(
  kind: RecordKind<S>,
  submission: S,
  registeredOn: Date,
) {
  const tally = kind.tally(submission, registeredOn);
  return {
    kind: kind.key,
    recordType: kind.recordTypeOf(submission),
    eventDate: kind.eventDate(submission),
    firstname: kind.subjectFirstname(submission),
    searchName: searchNameOf(kind, submission),
    summaryBody: JSON.stringify(kind.summaryOf(submission)).slice(1, -1),
    subjectSex: tally.sex,
    birthPlace: tally.place,
    timeliness: tally.timeliness,
  };
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

/**
 * One record's summary, particulars, flags, place, capturer and record type, or undefined (also
 * when outside `scope`).
 */
export async function findRecord(
  db: Database,
  names: DisplayNames,
  kind: AnyRecordKind,
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
        stateId: t.stateId,
        lgaId: t.lgaId,
        recordType: t.recordType,
      })
      .from(t)
      .where(and(eq(t.id, id), kindIs(kind.key), scope))
      .toSQL(),
  );
  if (!row) return undefined;
  const particulars = row[AFTER_SUMMARY];
  const [summary] = await summaryJsonOf(db, names, [row], summaryNumberField(kind));
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
    // The summary's columns carry the centre and the capturer (summaryColumns).
    place: {
      stateId: row[AFTER_SUMMARY + 3] as number,
      lgaId: row[AFTER_SUMMARY + 4] as number,
      centreId: row[1] as number,
    },
    capturedBy: row[2] as number,
    recordType: row[AFTER_SUMMARY + 5] as RecordTypeKey,
  };
}

/** Where a stored record is registered, as the access policy reads it. */
export function placeOf(record: { stateId: number; lgaId: number; regCenterId: number }): Area {
  return { stateId: record.stateId, lgaId: record.lgaId, centreId: record.regCenterId };
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
  const [rows, verified, registry] = await Promise.all([
    db
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
      .orderBy(asc(recordHistory.at), asc(recordHistory.id)),
    verificationHistory(db, recordId),
    registryHistory(db, recordId),
  ]);
  const entries: RecordHistoryEntry[] = rows.map((row) => ({
    action: row.action as RecordAction,
    at: row.at.toISOString(),
    by: { id: row.byId, name: row.byName },
    reason: row.reason,
  }));
  const events = [...verified, ...registry];
  if (events.length === 0) return entries;
  return [...entries, ...events].sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * The public checks of the record's certificates as history, one entry per day at its last
 * check (certificate_checks, counted by the certificates module).
 */
async function verificationHistory(db: Database, recordId: number): Promise<RecordHistoryEntry[]> {
  const c = certificateChecks;
  const days = await db
    .select({
      checks: sql<number>`sum(${c.checks})::int`.mapWith(Number),
      lastAt: max(c.lastAt),
    })
    .from(c)
    .innerJoin(certificates, eq(certificates.id, c.certificateId))
    .where(eq(certificates.recordId, recordId))
    .groupBy(c.day);
  return days.map((day) => ({
    action: 'verify',
    at: (day.lastAt ?? new Date(0)).toISOString(),
    by: { id: 0, name: 'Public verification' },
    reason: null,
    checks: day.checks,
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

/**
 * A state's two-letter code, which names its certificate number series. A state without one is
 * refused: falling back to a shared code would give two states one series.
 */
export async function stateCode(db: Database, stateId: number): Promise<string> {
  const [row] = await db.select({ code: states.code }).from(states).where(eq(states.id, stateId));
  const code = row?.code?.trim();
  if (!code) throw stateConflict(STATE_WITHOUT_CODE);
  return code;
}

export const STATE_WITHOUT_CODE =
  "The record's state has no code, so its certificate cannot be numbered: an administrator " +
  'must give the state its code first.';

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
    .where(sql`tablename = ${`record_names_words_${kind}_idx`}`);
  const frequencies = new Map<string, number>();
  if (!row?.words || !row.shares) return frequencies;
  const words = JSON.parse(row.words) as string[];
  const shares = JSON.parse(row.shares) as number[];
  words.forEach((word, i) => frequencies.set(word, shares[i] ?? 0));
  return frequencies;
}

/**
 * A word of a search stands for at most this many known words: the most similar ones, or the
 * first ones starting with it (a shorter prefix is searched as a prefix).
 */
const KNOWN_WORDS_PER_WORD = 20;

const dialect = new PgDialect();
const preparedKnownWords = new WeakMap<Database, Map<string, Query>>();

/** What the kind's known words say of each word of a search (knownWordsLike). */
export interface KnownWords {
  /** The known words starting with it, or undefined when more than KNOWN_WORDS_PER_WORD do. */
  starting: (string[] | undefined)[];
  /** The known words similar to it (pg_trgm word similarity, its threshold 0.6), most first. */
  similar: string[][];
}

/**
 * Words' similar known words are kept this long, and at most this many per kind and
 * database: comparing a word with the known words cost a search more than the rest of it, and
 * searches repeat their words. A word first saved since is found as itself and by its prefix
 * at once, as a similar word within this time.
 */
const SIMILAR_MAX_AGE_MS = 10 * 60_000;
const SIMILAR_CACHED_WORDS = 10_000;
const similarCache = new WeakMap<Database, Map<string, { at: number; similar: string[] }>>();

/**
 * For each word of a search, the kind's known words starting with it and those similar to it
 * (migration 0027): one statement for all the words, prepared once per kind, the similar ones
 * asked only for words not compared lately.
 */
export async function knownWordsLike(
  db: Database,
  kind: RecordKindKey,
  words: readonly string[],
): Promise<KnownWords> {
  let cache = similarCache.get(db);
  if (!cache) similarCache.set(db, (cache = new Map()));
  const now = Date.now();
  const cached = words.map((word) => {
    const entry = cache.get(`${kind}:${word}`);
    return entry && now - entry.at < SIMILAR_MAX_AGE_MS ? entry.similar : undefined;
  });
  const compare = words.filter((_, i) => !cached[i]);
  const starting: (string[] | undefined)[] = words.map(() => []);
  const similar: string[][] = words.map(() => []);
  for (const [how, word, known] of await valuesOf(db, knownWordsQuery(db, kind), {
    words,
    compare,
  })) {
    const i = words.indexOf(String(word));
    if (how === 'similar') similar[i]?.push(String(known));
    else starting[i]?.push(String(known));
  }
  if (cache.size + compare.length > SIMILAR_CACHED_WORDS) cache.clear();
  words.forEach((word, i) => {
    if (cached[i]) similar[i] = cached[i];
    else cache.set(`${kind}:${word}`, { at: now, similar: similar[i] ?? [] });
  });
  return {
    starting: starting.map((found) =>
      found && found.length > KNOWN_WORDS_PER_WORD ? undefined : found,
    ),
    similar,
  };
}

/** knownWordsLike's statement: words' known words starting with them, and those like them. */
function knownWordsQuery(db: Database, kind: RecordKindKey): Query {
  const k = recordKindWords;
  const most = sql.raw(String(KNOWN_WORDS_PER_WORD));
  return builtOnce(preparedKnownWords, db, kind, () =>
    dialect.sqlToQuery(sql`
      select 'starting', searched.word, starting.word
      from unnest(${sql.placeholder('words')}::text[]) as searched (word)
      cross join lateral (
        select ${k.word} as word from ${k}
        where ${kindIs(kind, k.kind)} and (${k.word} collate "C") >= searched.word
          and (${k.word} collate "C") < searched.word || chr(1114111)
        order by (${k.word} collate "C") limit ${most} + 1
      ) as starting
      union all
      select 'similar', searched.word, alike.word
      from unnest(${sql.placeholder('compare')}::text[]) as searched (word)
      cross join lateral (
        select ${k.word} as word from ${k}
        where ${kindIs(kind, k.kind)} and searched.word <% ${k.word}
        order by searched.word <<-> ${k.word}, ${k.word} limit ${most}
      ) as alike`),
  );
}

/** The caller's area as a condition on records. */
export function recordScope(scope: UserScope): SQL | undefined {
  return scopeCondition(scope, {
    stateId: records.stateId,
    lgaId: records.lgaId,
    centreId: records.regCenterId,
  });
}
