/**
 * What registrars and reviewers read of a kind: list pages (by area and status, or filtered),
 * name search (whole words, prefixes, then similar names), one record, statistics.
 */
import {
  allowedActions,
  APPLICATION_STATUSES,
  formatCalendarDate,
  maySeeRecordReads,
  registryToday,
  type ApplicationStatus,
  type RecordListQuery,
  type RecordStats,
  type RecordKindKey,
} from '@vitalreg/domain';
import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { passwordSetByOf } from '../auth/four-eyes.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { DisplayNames } from '../display-names/display-names.ts';
import { readsHistory, recordFiles } from '../record-reads/history.ts';
import type { UserScope } from '../auth/scope.ts';
import { actorOf, type AuthSession } from '../auth/service.ts';
import {
  anyRecord,
  areaTotal,
  cappedCount,
  LIST_COUNT_CAP,
  listByWord,
  listInArea,
  listPageAhead,
  listRecords,
  type WordWalk,
} from './list-queries.ts';
import {
  countByStatus,
  findRecord,
  historyOf,
  kindIs,
  recordScope,
  searchWordFrequencies,
  knownWordsLike,
  summaryNumberField,
  type KnownWords,
  type SummaryJson,
} from './repository.ts';
import { paperStandingOf } from '../certificates/revocation.ts';
import type { AnyRecordKind } from './kind.ts';
import { recordMessages } from './service.ts';
import { recordNames, records } from './tables.ts';

/** Midnight in Nigeria (UTC+1, no daylight saving) of a calendar date. */
function registryMidnight(date: string): Date {
  return new Date(`${date}T00:00:00+01:00`);
}

function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * The words a name must hold: for each word of the search, the terms accepted in its place,
 * whole words or prefixes (`okon:*`, any word starting with "okon").
 */
type WordGroups = string[][];

const PREFIX = ':*';

/** Each word of a search accepted only as itself (or, `prefixes`, as any word starting with it). */
const asWritten = (words: readonly string[], prefixes = false): WordGroups =>
  words.map((word) => [prefixes ? `${word}${PREFIX}` : word]);

const bare = (term: string) => (term.endsWith(PREFIX) ? term.slice(0, -PREFIX.length) : term);

/**
 * Word groups as a tsquery: `'ade' & ( 'okonkwo' | 'okonkwoh' )`, `'ade':* & 'okon':*`. The
 * words hold only letters, digits and marks (searchWords, the known words), so they cannot
 * carry tsquery syntax.
 */
export function wordsQuery(groups: WordGroups): string {
  const term = (t: string) => `'${bare(t)}'${t.endsWith(PREFIX) ? PREFIX : ''}`;
  return groups
    .map((group) => (group.length === 1 ? term(group[0]!) : `( ${group.map(term).join(' | ')} )`))
    .join(' & ');
}

/** The words of a search (at most 8, each once), lower-cased: letters, digits and marks only. */
function searchWords(q: string): string[] {
  const words = q.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, 8);
}

/** How a search matches names, cheapest first (listFor tries them in this order). */
export type NameMatch = 'words' | 'prefixes' | 'similar';

/**
 * How a name condition finds its records: `walking`, tested on each record read in date order
 * (the strpos tests come first and are ~20 times cheaper than splitting a name into words, so
 * a walk through the newest records skips most non-matching ones early); `indexed`, found first
 * through the names' words index (`record_names`, GIN, 0051), right for rare words.
 */
export type NameLookup = 'walking' | 'indexed';

/**
 * Records whose search name holds a term of each group, or (`reference`) whose reference is
 * this one. strpos is not indexed, so the planner does not take it for an index search.
 */
function nameMatch(
  kind: RecordKindKey,
  groups: WordGroups,
  lookup: NameLookup,
  reference?: string,
): SQL {
  const t = records;
  const byReference = reference === undefined ? undefined : eq(t.reference, reference);
  if (groups.length === 0 || groups.some((group) => group.length === 0)) {
    return byReference ?? sql`false`;
  }
  const holding = (name: AnyPgColumn) => {
    const holds = (term: string) => sql`strpos(${name}, ${bare(term)}) > 0`;
    return sql`(${and(...groups.map((group) => or(...group.map(holds))))} and to_tsvector('simple', ${name}) @@ to_tsquery('simple', ${wordsQuery(groups)}))`;
  };
  if (lookup === 'walking') return or(holding(t.searchName), byReference)!;
  const n = recordNames;
  const named = sql`select ${n.recordId} from ${n} where ${and(kindIs(kind, n.kind), holding(n.searchName))}`;
  const referenced =
    reference === undefined ? sql`` : sql` union all select ${t.id} from ${t} where ${byReference}`;
  return sql`${t.id} in (${named}${referenced})`;
}

/**
 * The list filters as SQL, always within the caller's area. A name search matches its words
 * as written, or the reference; given `groups`, the terms standing for its words (searchFor).
 */
export function listCondition(
  kind: RecordKindKey,
  scope: UserScope,
  query: Omit<RecordListQuery, 'page' | 'limit'>,
  groups?: WordGroups,
  lookup: NameLookup = 'walking',
): SQL | undefined {
  const q = query.q?.toLowerCase();
  let name: SQL | undefined;
  if (q && groups) name = nameMatch(kind, groups, lookup);
  else if (q) name = nameMatch(kind, asWritten(searchWords(q)), lookup, q.toUpperCase());
  return and(kindIs(kind), recordScope(scope), filterCondition(query), name);
}

/** The filters other than the area and the name: status, dates, centre, certificate number. */
function filterCondition(query: Omit<RecordListQuery, 'page' | 'limit'>) {
  const t = records;
  return and(
    query.status ? eq(t.status, query.status) : undefined,
    query.from ? gte(t.createdAt, registryMidnight(query.from)) : undefined,
    query.to ? lt(t.createdAt, registryMidnight(nextDay(query.to))) : undefined,
    query.centre_id ? eq(t.regCenterId, query.centre_id) : undefined,
    query.certificate_number
      ? eq(t.certificateNumber, query.certificate_number.toUpperCase())
      : undefined,
  );
}

/**
 * A list page. Lists of an area (and status) run prepared on readDb; filtered ones (search,
 * dates, centre, certificate) on searchDb, planned for their own values.
 */
export async function listFor(
  { readDb, searchDb }: Pick<DatabaseHandle, 'readDb' | 'searchDb'>,
  names: DisplayNames,
  declared: AnyRecordKind,
  scope: UserScope,
  query: RecordListQuery,
  order: 'newest' | 'oldest',
) {
  const kind = declared.key;
  const numberField = summaryNumberField(declared);
  const { page, limit, ...filters } = query;
  // Filtered by area and status only: the total is the totals table's (exact, and cheap).
  const countable =
    !filters.q && !filters.from && !filters.to && !filters.centre_id && !filters.certificate_number;
  if (countable) {
    const { rows, total } = await listInArea(
      readDb,
      names,
      kind,
      scope,
      filters.status,
      order,
      page,
      limit,
      numberField,
    );
    return { pagination: paginationOf(page, limit, total, false), result: rows };
  }
  if (filters.q) {
    const searched = { kind, numberField };
    return searchFor({ readDb, searchDb }, names, searched, scope, filters, order, page, limit);
  }
  const where = listCondition(kind, scope, filters);
  const { rows, total } = await listRecords(
    searchDb,
    names,
    where,
    order,
    page,
    limit,
    cappedCount(searchDb, where),
    numberField,
  );
  return { pagination: paginationOf(page, limit, total, total > LIST_COUNT_CAP), result: rows };
}

/**
 * A name or reference search: whole words first, then word prefixes, then (3 characters or
 * more) similar names (pg_trgm word similarity), each only when the one before matched nothing.
 * Matches are not counted: counting a common name's records cost far more than finding its
 * page. The page is read one record ahead instead: `total` is the records up to this page, plus
 * one when there are more (`totalCapped: true`, and one page more in `pages`).
 */
async function searchFor(
  { readDb, searchDb: db }: Pick<DatabaseHandle, 'readDb' | 'searchDb'>,
  names: DisplayNames,
  { kind, numberField }: { kind: RecordKindKey; numberField: string | undefined },
  scope: UserScope,
  filters: Omit<RecordListQuery, 'page' | 'limit'>,
  order: 'newest' | 'oldest',
  page: number,
  limit: number,
) {
  const frequencies = await wordFrequencies(db, kind);
  const matches: NameMatch[] =
    (filters.q ?? '').trim().length >= 3 ? ['words', 'prefixes', 'similar'] : ['words', 'prefixes'];
  let found: { rows: SummaryJson[]; more: boolean } = { rows: [], more: false };
  const walk = wordsToWalk(frequencies, filters.q ?? '');
  // A small area's records are few whatever the words: its statements are planned once
  // (readDb), not for each search's words, which cost more than reading them all.
  let small: boolean | undefined;
  const planning = async () => {
    small ??= (await areaTotal(readDb, kind, scope)) <= SMALL_AREA_RECORDS;
    return small ? readDb : db;
  };
  const words = searchWords(filters.q ?? '');
  // The kind's known words starting with or like each word, read only when it comes to that.
  let known: KnownWords | undefined;
  const searched: string[] = [];
  for (const match of matches) {
    // undefined: the words as written, or the reference.
    let groups: WordGroups | undefined;
    if (match !== 'words') {
      known ??= await knownWordsLike(readDb, kind, words);
      groups =
        match === 'prefixes'
          ? known.starting.map((starting, i) => starting ?? asWritten([words[i]!], true)[0]!)
          : known.similar;
      // A word that no known word starts with (or is like): no name can match. The same
      // terms as a step before (a known word is like only itself): found nothing there.
      if (groups.some((group) => group.length === 0)) continue;
      if (searched.includes(wordsQuery(groups))) continue;
    }
    searched.push(wordsQuery(groups ?? asWritten(words)));
    const common = isCommonSearch(frequencies, groups ?? asWritten(words));
    // Walked in date order when common, or in a small area (whose plans are made once); found
    // through the names' words index first otherwise.
    const lookup = async (): Promise<NameLookup> =>
      common || (await planning()) === readDb ? 'walking' : 'indexed';
    // Built only when needed: a found page of a walk needs no SQL condition.
    const where = async () => listCondition(kind, scope, filters, groups, await lookup());
    if (match === 'words' && walk) {
      found = await listByWord(
        readDb,
        names,
        kind,
        scope,
        walk,
        filterCondition(filters),
        order,
        page,
        limit,
        numberField,
      );
    } else {
      found = await listPageAhead(
        await planning(),
        names,
        await where(),
        order,
        page,
        limit,
        !common,
        numberField,
      );
    }
    // Past the last page of this kind of match: still this kind, not the next.
    if (found.rows.length > 0 || (page > 1 && (await anyRecord(await planning(), await where())))) {
      break;
    }
  }
  const { rows, more } = found;
  const total = (page - 1) * limit + rows.length + (more ? 1 : 0);
  return { pagination: paginationOf(page, limit, total, more), result: rows };
}

/** An area holding at most this many records of the kind is small (see searchFor). */
const SMALL_AREA_RECORDS = 5_000;

/** A word held by at most this share of records is rare: reading all its records is cheap. */
const RARE_WORD_SHARE = 0.002;

/** Other words held together by at least this share: a match every 50 records or sooner. */
const DENSE_MATCH_SHARE = 0.02;

/**
 * The words of a whole-word search, rarest first, when its rarest word's records are to be read
 * in date order (listByWord): when that word is rare, or the other words are common enough that
 * a page fills quickly. Otherwise (common words seldom found together) undefined: the words'
 * GIN index finds the few records holding them all, which are then sorted. Shares are those of
 * PostgreSQL's statistics; a word missing from them is rare. A reference is not a name.
 * `alongside`: the other words are common too, so their rows are read alongside the rarest
 * word's, in the same date order, rather than asked of each record (see listByWord).
 */
function wordsToWalk(frequencies: Map<string, number>, q: string): WordWalk | undefined {
  const words = searchWords(q);
  if (words.length === 0 || /^\s*[a-z]{2}-/i.test(q)) return undefined;
  const byShare = words
    .map((word) => ({ word, share: frequencies.get(word) ?? 0 }))
    .sort((a, b) => a.share - b.share);
  const [rarest, ...others] = byShare;
  if (!rarest) return undefined;
  const othersTogether = others.reduce((all, { share }) => all * share, 1);
  const rare = rarest.share <= RARE_WORD_SHARE;
  if (!rare && othersTogether < DENSE_MATCH_SHARE) return undefined;
  return {
    words: [rarest.word, ...others.map(({ word }) => word)],
    alongside: !rare && others.length > 0,
  };
}

/** A single word held by at least this share of records is common: walk newest first. */
const COMMON_WORD_SHARE = 0.01;

/**
 * Whether the search is one word group (a word, its prefix, or the known words standing for
 * it) whose terms together are held by at least COMMON_WORD_SHARE of the records.
 */
function isCommonSearch(frequencies: Map<string, number>, groups: WordGroups): boolean {
  const [group, ...others] = groups;
  if (!group || others.length > 0) return false;
  let share = 0;
  for (const term of group) {
    if (!term.endsWith(PREFIX)) share += frequencies.get(term) ?? 0;
    else for (const [known, s] of frequencies) if (known.startsWith(bare(term))) share += s;
  }
  return share >= COMMON_WORD_SHARE;
}

const FREQUENCIES_MAX_AGE_MS = 10 * 60_000;
const frequencyCache = new WeakMap<
  Database,
  Map<RecordKindKey, { at: number; value: Promise<Map<string, number>> }>
>();

/** The words' frequencies, read at most every 10 minutes (they follow ANALYZE). */
function wordFrequencies(db: Database, kind: RecordKindKey): Promise<Map<string, number>> {
  let byKind = frequencyCache.get(db);
  if (!byKind) frequencyCache.set(db, (byKind = new Map()));
  const cached = byKind.get(kind);
  if (cached && Date.now() - cached.at < FREQUENCIES_MAX_AGE_MS) return cached.value;
  const value = searchWordFrequencies(db, kind).catch(() => new Map<string, number>());
  byKind.set(kind, { at: Date.now(), value });
  return value;
}

function paginationOf(page: number, limit: number, total: number, totalCapped: boolean) {
  return { page, limit, total, pages: Math.ceil(total / limit), totalCapped };
}

/**
 * A record's summary, particulars, flags and history (404 outside the caller's area); the
 * history holds who read it for those the access policy lets see that (maySeeRecordReads).
 */
export async function detailFor(
  db: Database,
  names: DisplayNames,
  kind: AnyRecordKind,
  session: AuthSession,
  id: number,
) {
  const found = await findRecord(db, names, kind, id, recordScope(session.scope));
  if (!found) throw notFound(recordMessages(kind).notFound);
  const status = found.summary.status as ApplicationStatus;
  const actor = actorOf(session);
  const [history, reads, paper, capturerPasswordSetBy] = await Promise.all([
    historyOf(db, kind.key, id),
    maySeeRecordReads(actor) ? readsHistory(db, id, recordFiles(kind, found.particulars)) : [],
    // Only a record with a certificate can have one revoked.
    status === 'printed' || status === 'approved' ? paperStandingOf(db, id) : undefined,
    passwordSetByOf(db, found.capturedBy),
  ]);
  return {
    ...found.summary,
    particulars: found.particulars,
    flags: found.flags,
    history:
      reads.length === 0
        ? history
        : [...history, ...reads].sort((a, b) => a.at.localeCompare(b.at)),
    allowed_actions: allowedActions(actor, {
      kind,
      status,
      place: found.place,
      capturedBy: found.capturedBy,
      capturerPasswordSetBy,
      recordType: found.recordType,
      paper,
    }),
  };
}

/** Counts of a kind's records in the caller's area, by status, this month and this year. */
export async function statsFor(
  db: Database,
  kind: RecordKindKey,
  scope: UserScope,
  now: Date,
): Promise<RecordStats> {
  const today = formatCalendarDate(registryToday(now));
  const rows = await countByStatus(
    db,
    kind,
    scope,
    `${today.slice(0, 7)}-01`,
    `${today.slice(0, 4)}-01-01`,
  );
  const stats: RecordStats = {
    total: 0,
    pending: 0,
    approved: 0,
    queried: 0,
    printed: 0,
    thisMonth: 0,
    thisYear: 0,
  };
  for (const row of rows) {
    if (APPLICATION_STATUSES.includes(row.status)) stats[row.status] = row.total;
    stats.total += row.total;
    stats.thisMonth += row.thisMonth;
    stats.thisYear += row.thisYear;
  }
  return stats;
}
