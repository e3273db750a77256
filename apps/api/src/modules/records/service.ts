import { createHash, randomBytes } from 'node:crypto';
import {
  APPLICATION_STATUSES,
  checkRecordAction,
  formatCalendarDate,
  registryToday,
  type ApplicationStatus,
  type RecordListQuery,
  type RecordStats,
  type RecordAction,
  type RecordKind,
  type RecordKindKey,
  type RegistrationPlace,
  type RoleName,
} from '@vitalreg/domain';
import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { isUniqueViolation, type Database, type DatabaseHandle } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { ok } from '../../http.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { DisplayNames } from '../display-names/display-names.ts';
import type { AuthSession, RequestContext } from '../auth/service.ts';
import { scopeCondition, type UserScope } from '../auth/scope.ts';
import {
  addHistory,
  anyRecord,
  cappedCount,
  countByStatus,
  findRecord,
  historyOf,
  kindIs,
  LIST_COUNT_CAP,
  listByWord,
  listInArea,
  listPageAhead,
  listRecords,
  lockRecord,
  nextCertificateSequence,
  recordColumns,
  searchWordFrequencies,
  stateCode,
  type SummaryJson,
  type WordWalk,
} from './repository.ts';
import type { SubmissionChecks } from './submission-checks.ts';
import {
  auditEntityOf,
  findPossibleDuplicate,
  IDEMPOTENCY_KEY_INDEX,
  insertSubmission,
  replaceDuplicateKeys,
  type CentrePlace,
  type PossibleDuplicate,
} from './submissions.ts';
import { idempotencyKeys, records } from './tables.ts';

/**
 * A kind's declaration as the engine holds it: its functions are only ever given submissions
 * parsed by the kind's own schema (routes.ts makes the one cast).
 */
export type AnyRecordKind = RecordKind<RegistrationPlace>;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The answers' messages of a kind: "Death registration submitted.", "Stillbirth approved.". */
export function recordMessages(kind: { key: RecordKindKey; name: string }) {
  const name = capitalised(kind.name);
  return {
    submitted: `${name} submitted.`,
    resubmitted: `${name} resubmitted.`,
    approved: `${name} approved.`,
    queried: `${name} queried back to its registrar.`,
    notFound: `${name} not found.`,
    centre: 'Reg_Center: choose a registration centre of the chosen state and LGA.',
    centreOutOfScope: `You can register ${kind.key}s only at a registration centre in your area.`,
    keyReused: 'This Idempotency-Key was already used for a different request.',
    keyInProgress:
      'A request with this Idempotency-Key is still being processed. Try again shortly.',
    ownRecord: 'You cannot approve or query a record you captured yourself.',
    resubmitter:
      'Only the person who captured this record, or a registrar of its centre, can resubmit it.',
  } as const;
}

const COMMON_MESSAGES = recordMessages({ key: 'birth', name: 'birth registration' });

const ACTION_WORDS: Record<RecordAction, string> = {
  submit: 'submitted',
  approve: 'approved',
  query: 'queried',
  resubmit: 'resubmitted',
  print: 'printed',
  reprint: 'reprinted',
  reissue: 'reissued',
};

const STATUS_FOR_ACTION: Partial<Record<RecordAction, ApplicationStatus>> = {
  approve: 'pending',
  query: 'pending',
  resubmit: 'queried',
};

/** The workflow table's verdict as an error: 409 for the status, 403 for role or four-eyes. */
function assertAction(
  kind: AnyRecordKind,
  session: AuthSession,
  action: RecordAction,
  status: ApplicationStatus | null,
  capturedBy?: number,
): ApplicationStatus {
  const check = checkRecordAction({
    status,
    action,
    roleName: session.user.roles.name as RoleName,
    actorId: session.user.User_ID,
    capturedBy: capturedBy ?? null,
  });
  if (check.ok) return check.next;
  switch (check.reason) {
    case 'wrong_status': {
      const needed = STATUS_FOR_ACTION[action];
      throw conflict(
        `This record is ${status ?? 'new'}; only a ${needed ?? 'different'} record can be ${ACTION_WORDS[action]}.`,
      );
    }
    case 'own_record':
      throw forbidden(COMMON_MESSAGES.ownRecord);
    case 'role_not_allowed':
      throw forbidden(`Your role cannot mark a ${kind.name} ${ACTION_WORDS[action]}.`);
  }
}

function recordScope(scope: UserScope): SQL | undefined {
  return scopeCondition(scope, {
    stateId: records.stateId,
    lgaId: records.lgaId,
    centreId: records.regCenterId,
  });
}

/** 409 naming the possible duplicate, unless the registrar confirmed it is not one. */
async function checkDuplicate(
  db: Database,
  kind: AnyRecordKind,
  submission: RegistrationPlace,
  excludeId?: number,
): Promise<{ id: number; reference: string } | undefined> {
  const duplicate = await findPossibleDuplicate(db, kind, submission, excludeId);
  if (!duplicate) return undefined;
  if (submission.confirmNotDuplicate === true) return duplicate;
  throw duplicateConflict(kind, duplicate);
}

/** The subject a kind's records are about, in the 409's last sentence. */
const SUBJECTS: Record<RecordKindKey, string> = {
  birth: 'child',
  death: 'person',
  stillbirth: 'delivery',
};

function duplicateConflict(kind: AnyRecordKind, duplicate: PossibleDuplicate) {
  return conflict(
    `This may be a duplicate of ${kind.name} ${duplicate.reference} ` +
      `(${kind.describe(duplicate.summary)}). ` +
      `If it is a different ${SUBJECTS[kind.key]}, confirm that it is not a duplicate and submit again.`,
  );
}

/** What the record keeps: the submission without the one-off confirmation. */
function particularsOf(submission: RegistrationPlace): Record<string, unknown> {
  const { confirmNotDuplicate: _confirm, ...particulars } = submission;
  return particulars;
}

const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** BR-<state code>-<year>-<8 random characters>: unique, unguessable, no personal data. */
function newReference(prefix: string, code: string, now: Date): string {
  const bytes = randomBytes(8);
  const random = [...bytes].map((byte) => REFERENCE_ALPHABET[byte % 32]).join('');
  return `${prefix}-${code.trim()}-${registryToday(now).year}-${random}`;
}

/**
 * The hash an Idempotency-Key is stored with: the same request, the same hash. It is taken of
 * the parsed body, whose keys follow the schema's order whatever order they were sent in, so
 * plain JSON text serves (sorting every object's keys first cost ~5% of the API's CPU per
 * submission).
 */
function requestHashOf(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
  replayed: boolean;
}

type Submitted = { id: number; reference: string; status: ApplicationStatus };

function replayOf(
  stored: typeof idempotencyKeys.$inferSelect | undefined,
  requestHash: string,
): StoredAnswer | undefined {
  if (!stored) return undefined;
  if (stored.requestHash !== requestHash) throw conflict(COMMON_MESSAGES.keyReused);
  if (stored.responseStatus === null) throw conflict(COMMON_MESSAGES.keyInProgress);
  return { statusCode: stored.responseStatus, body: stored.responseBody, replayed: true };
}

async function storedKey(db: Database, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/**
 * Runs `write` once per (user, Idempotency-Key). The key row is inserted first, in the same
 * transaction as the write: a concurrent replay waits on the unique index, then reads the first
 * answer; a failed attempt rolls back and frees the key.
 */
async function onceForKey(
  db: Database,
  userId: number,
  key: string,
  requestHash: string,
  write: (tx: Database) => Promise<{ statusCode: number; body: unknown }>,
): Promise<StoredAnswer> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (!claimed) {
      const answer = replayOf(await storedKey(tx, userId, key), requestHash);
      if (answer) return answer;
    }
    const { statusCode, body } = await write(tx);
    if (claimed) {
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: statusCode, responseBody: body })
        .where(eq(idempotencyKeys.id, claimed.id));
    }
    return { statusCode, body, replayed: false };
  });
}

/** POST /api/{kind}/add (Idempotency-Key required). */
export async function submitRecord(
  db: Database,
  kind: AnyRecordKind,
  session: AuthSession,
  context: RequestContext,
  submission: RegistrationPlace,
  idempotencyKey: string,
  checks: SubmissionChecks,
): Promise<StoredAnswer> {
  const userId = session.user.User_ID;
  const requestHash = requestHashOf(submission);
  // The key's first answer, if it has one. Asked only when this request cannot be saved, since
  // saving fails on the key's unique index when the key was used before.
  const earlier = async () => replayOf(await storedKey(db, userId, idempotencyKey), requestHash);

  let status: ApplicationStatus;
  let centre: CentrePlace;
  try {
    status = assertAction(kind, session, 'submit', null);
    centre = await checks(kind, submission, session, context);
  } catch (error) {
    // A replay gets the first answer even when the checks would now fail.
    const answer = await earlier();
    if (answer) return answer;
    throw error;
  }
  const flags = kind.flags(submission, context.now);
  let outcome: Awaited<ReturnType<typeof insertSubmission>>;
  try {
    outcome = await insertSubmission(db, {
      kind,
      submission,
      record: {
        reference: newReference(kind.referencePrefix, centre.stateCode, context.now),
        status,
        particulars: particularsOf(submission),
        late: flags.late,
        overFiveYears: flags.overFiveYears,
        regCenterId: centre.id,
        stateId: centre.stateId,
        lgaId: centre.lgaId,
        capturedBy: userId,
        createdAt: context.now,
      },
      confirmedNotDuplicate: submission.confirmNotDuplicate === true,
      actor: { userName: session.user.UserName, ip: context.ip, requestId: context.requestId },
      key: { key: idempotencyKey, requestHash },
      message: recordMessages(kind).submitted,
    });
  } catch (error) {
    const answer = isUniqueViolation(error, IDEMPOTENCY_KEY_INDEX) ? await earlier() : undefined;
    if (answer) return answer;
    throw error;
  }
  const { answer, duplicate } = outcome;
  if (answer) return { statusCode: 201, body: answer, replayed: false };
  // The record this key saved before is the duplicate found: answer as the first time.
  const first = await earlier();
  if (first) return first;
  if (duplicate) throw duplicateConflict(kind, duplicate);
  throw new Error(`${kind.name} was not inserted`);
}

/** One reviewer or registrar step on an existing record: its history line and its audit event. */
async function recordWorkflowStep(
  tx: Database,
  kind: AnyRecordKind,
  session: AuthSession,
  context: RequestContext,
  record: { id: number; reference: string; status: ApplicationStatus },
  action: 'resubmit' | 'approve' | 'query',
  toStatus: ApplicationStatus,
  { reason, details }: { reason?: string; details: Record<string, unknown> },
): Promise<void> {
  await addHistory(tx, kind.key, {
    recordId: record.id,
    action,
    fromStatus: record.status,
    toStatus,
    byUserId: session.user.User_ID,
    ...(reason === undefined ? {} : { reason }),
  });
  await recordAudit(tx, {
    ...auditActor(kind, session, context),
    action: `${auditEntityOf(kind)}.${action}`,
    entityId: record.id,
    details: { reference: record.reference, ...details },
  });
}

function auditActor(kind: AnyRecordKind, session: AuthSession, context: RequestContext) {
  return {
    actorUserId: session.user.User_ID,
    actorUserName: session.user.UserName,
    entityType: auditEntityOf(kind),
    ip: context.ip,
    requestId: context.requestId,
  };
}

/**
 * PATCH /api/{kind}/{id}: the capturer (or a registrar of the centre) fixes a
 * queried record. With an Idempotency-Key, a replay (an offline client that lost the answer)
 * gets the first answer instead of 409 "This record is pending".
 */
export async function resubmitRecord(
  db: Database,
  kind: AnyRecordKind,
  session: AuthSession,
  context: RequestContext,
  id: number,
  submission: RegistrationPlace,
  checks: SubmissionChecks,
  idempotencyKey?: string,
): Promise<StoredAnswer> {
  const userId = session.user.User_ID;
  // The record's id is in the hash: the same key sent to another record is a different request.
  const requestHash = requestHashOf({ resubmit: id, submission });
  if (idempotencyKey) {
    const earlier = replayOf(await storedKey(db, userId, idempotencyKey), requestHash);
    if (earlier) return earlier;
  }
  const centre = await checks(kind, submission, session, context);
  const flags = kind.flags(submission, context.now);
  const messages = recordMessages(kind);
  const resubmit = async (tx: Database) => {
    const record = await lockRecord(tx, kind.key, id, recordScope(session.scope));
    if (!record) throw notFound(messages.notFound);
    const status = assertAction(kind, session, 'resubmit', record.status);
    const sameCentreRegistrar =
      session.user.roles.name === 'registra' &&
      session.scope.centreId !== null &&
      session.scope.centreId === record.regCenterId;
    if (record.capturedBy !== userId && !sameCentreRegistrar) {
      throw forbidden(messages.resubmitter);
    }
    const duplicate = await checkDuplicate(tx, kind, submission, record.id);
    const { kind: _kind, ...columns } = recordColumns(kind, submission);
    await tx
      .update(records)
      .set({
        status,
        ...columns,
        particulars: particularsOf(submission),
        late: flags.late,
        overFiveYears: flags.overFiveYears,
        regCenterId: centre.id,
        stateId: centre.stateId,
        lgaId: centre.lgaId,
        queryReason: null,
        updatedAt: context.now,
      })
      .where(eq(records.id, record.id));
    await replaceDuplicateKeys(tx, kind.key, record.id, kind.duplicateKeys(submission));
    await recordWorkflowStep(tx, kind, session, context, record, 'resubmit', status, {
      details: duplicate ? { confirmedNotDuplicateOf: duplicate.reference } : {},
    });
    const data: Submitted = { id: record.id, reference: record.reference, status };
    return { statusCode: 200, body: ok(data, messages.resubmitted) };
  };
  if (idempotencyKey) return onceForKey(db, userId, idempotencyKey, requestHash, resubmit);
  const { statusCode, body } = await db.transaction(resubmit);
  return { statusCode, body, replayed: false };
}

export type Approved = Submitted & { certificate_number: string };

/**
 * pending -> approved, with the next number of the kind's certificate series in the record's
 * state and year, in one transaction. The answer also carries the number under the spec's
 * name for the kind (`death_certificate_number`).
 */
export async function approveRecord(
  db: Database,
  kind: AnyRecordKind,
  session: AuthSession,
  context: RequestContext,
  id: number,
): Promise<Approved> {
  return db.transaction(async (tx) => {
    const record = await lockRecord(tx, kind.key, id, recordScope(session.scope));
    if (!record) throw notFound(recordMessages(kind).notFound);
    const status = assertAction(kind, session, 'approve', record.status, record.capturedBy);
    const year = registryToday(context.now).year;
    const { series, prefix, answerField } = kind.certificate;
    const sequence = await nextCertificateSequence(tx, series, record.stateId, year);
    const code = (await stateCode(tx, record.stateId)).trim();
    const certificateNumber = `${prefix}${code}/${year}/${String(sequence).padStart(6, '0')}`;
    await tx
      .update(records)
      .set({
        status,
        certificateNumber,
        approvedBy: session.user.User_ID,
        approvedAt: context.now,
        queryReason: null,
        updatedAt: context.now,
      })
      .where(eq(records.id, record.id));
    await recordWorkflowStep(tx, kind, session, context, record, 'approve', status, {
      details: { certificateNumber },
    });
    return {
      id: record.id,
      reference: record.reference,
      status,
      certificate_number: certificateNumber,
      ...(answerField && answerField !== 'Certificate_No'
        ? { [answerField]: certificateNumber }
        : {}),
    };
  });
}

/** The reviewer's "reject": pending -> queried, back to the registrar with the reason. */
export async function queryRecord(
  db: Database,
  kind: AnyRecordKind,
  session: AuthSession,
  context: RequestContext,
  id: number,
  reason: string,
): Promise<Submitted> {
  return db.transaction(async (tx) => {
    const record = await lockRecord(tx, kind.key, id, recordScope(session.scope));
    if (!record) throw notFound(recordMessages(kind).notFound);
    const status = assertAction(kind, session, 'query', record.status, record.capturedBy);
    await tx
      .update(records)
      .set({ status, queryReason: reason, updatedAt: context.now })
      .where(eq(records.id, record.id));
    await recordWorkflowStep(tx, kind, session, context, record, 'query', status, {
      reason,
      details: { reason },
    });
    return { id: record.id, reference: record.reference, status };
  });
}

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
 * The words of a search as a tsquery: whole words (`'ade' & 'okonkwo'`) or word prefixes
 * (`'ade':* & 'okon':*`); undefined when it holds no letters or digits. Only letters, digits and
 * marks are kept, so the text cannot carry tsquery syntax.
 */
export function wordsQuery(q: string, prefixes: boolean): string | undefined {
  const words = searchWords(q);
  if (!words) return undefined;
  return words.map((word) => `'${word}'${prefixes ? ':*' : ''}`).join(' & ');
}

/** The words of a search (at most 8), lower-cased: letters, digits and marks only. */
function searchWords(q: string): string[] | undefined {
  return q
    .toLowerCase()
    .match(/[\p{L}\p{M}\p{N}]+/gu)
    ?.slice(0, 8);
}

/** How a search matches names, cheapest first (listFor tries them in this order). */
export type NameMatch = 'words' | 'prefixes' | 'similar';

/**
 * Records whose search name holds each word of q, or a word starting with it (GIN, 0008). The
 * strpos tests come first and are ~20 times cheaper than splitting a name into words, so a walk
 * through the newest records skips most non-matching ones early; strpos is not indexed, so the
 * planner does not take it for a trigram search.
 */
function wordsMatch(q: string, prefixes: boolean): SQL {
  const query = wordsQuery(q, prefixes);
  const words = searchWords(q);
  if (!query || !words) return sql`false`;
  const t = records;
  return sql`(${and(...words.map((word) => sql`strpos(${t.searchName}, ${word}) > 0`))} and to_tsvector('simple', ${t.searchName}) @@ to_tsquery('simple', ${query}))`;
}

/** The list filters as SQL, always within the caller's area. */
export function listCondition(
  kind: RecordKindKey,
  scope: UserScope,
  query: Omit<RecordListQuery, 'page' | 'limit'>,
  match: NameMatch = 'words',
): SQL | undefined {
  const t = records;
  const q = query.q?.toLowerCase();
  return and(
    kindIs(kind),
    recordScope(scope),
    filterCondition(query),
    q && match !== 'similar'
      ? or(wordsMatch(q, match === 'prefixes'), eq(t.reference, q.toUpperCase()))
      : undefined,
    q && match === 'similar' ? sql`${q} <% ${t.searchName}` : undefined,
  );
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
  kind: RecordKindKey,
  scope: UserScope,
  query: RecordListQuery,
  order: 'newest' | 'oldest',
) {
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
    );
    return { pagination: paginationOf(page, limit, total, false), result: rows };
  }
  if (filters.q) {
    return searchFor({ readDb, searchDb }, names, kind, scope, filters, order, page, limit);
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
  );
  return { pagination: paginationOf(page, limit, total, total > LIST_COUNT_CAP), result: rows };
}

/**
 * A name or reference search: whole words first, then word prefixes, then (3 characters or
 * more) similar names (pg_trgm word similarity), each only when the one before matched nothing.
 * Matches are not counted: counting a common name's tens of thousands of records cost 10-45 ms
 * of the database's time per search (on 1,000,000 rows), finding its page well under 1 ms. The
 * page is read one record ahead instead: `total` is the records up to this page, plus one when
 * there are more (`totalCapped: true`, and one page more in `pages`).
 */
async function searchFor(
  { readDb, searchDb: db }: Pick<DatabaseHandle, 'readDb' | 'searchDb'>,
  names: DisplayNames,
  kind: RecordKindKey,
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
  for (const match of matches) {
    // Built only when needed: a found page of a walk needs no SQL condition.
    const where = () => listCondition(kind, scope, filters, match);
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
      );
    } else {
      const common = match !== 'similar' && isCommonSearch(frequencies, filters.q ?? '', match);
      found = await listPageAhead(db, names, where(), order, page, limit, !common);
    }
    // Past the last page of this kind of match: still this kind, not the next.
    if (found.rows.length > 0 || (page > 1 && (await anyRecord(db, where())))) break;
  }
  const { rows, more } = found;
  const total = (page - 1) * limit + rows.length + (more ? 1 : 0);
  return { pagination: paginationOf(page, limit, total, more), result: rows };
}

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
  const words = [...new Set(searchWords(q))];
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

/** Whether q is one word (or prefix) held by at least COMMON_WORD_SHARE of the records. */
function isCommonSearch(frequencies: Map<string, number>, q: string, match: NameMatch): boolean {
  const query = wordsQuery(q, false);
  if (!query || query.includes('&')) return false;
  const word = query.slice(1, -1);
  let share = frequencies.get(word) ?? 0;
  if (match === 'prefixes') {
    share = 0;
    for (const [known, s] of frequencies) if (known.startsWith(word)) share += s;
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

/** A record's summary, particulars, flags and history (404 outside the caller's area). */
export async function detailFor(
  db: Database,
  names: DisplayNames,
  kind: AnyRecordKind,
  scope: UserScope,
  id: number,
) {
  const found = await findRecord(db, names, kind.key, id, recordScope(scope));
  if (!found) throw notFound(recordMessages(kind).notFound);
  return {
    ...found.summary,
    particulars: found.particulars,
    flags: found.flags,
    history: await historyOf(db, kind.key, id),
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
