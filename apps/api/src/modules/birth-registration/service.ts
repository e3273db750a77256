import { createHash, randomBytes } from 'node:crypto';
import {
  APPLICATION_STATUSES,
  birthRegistrationFlags,
  checkRecordAction,
  formatCalendarDate,
  registryToday,
  type ApplicationStatus,
  type BirthRegistrationDetail,
  type BirthRegistrationListQuery,
  type BirthRegistrationStats,
  type BirthRegistrationSubmission,
  type RecordAction,
  type RoleName,
} from '@vitalreg/domain';
import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { AuthSession, RequestContext } from '../auth/service.ts';
import { isInScope, scopeCondition, type UserScope } from '../auth/scope.ts';
import {
  addHistory,
  cappedCount,
  countByStatus,
  findBirthRegistration,
  findCentre,
  findPossibleDuplicate,
  historyOf,
  listBirthRegistrations,
  listInArea,
  lockBirthRegistration,
  nextCertificateSequence,
  particularsColumns,
  stateCode,
  toSummary,
  type CentrePlace,
} from './repository.ts';
import type { SubmissionChecks } from './identity-checks.ts';
import { birthRegistrations, idempotencyKeys } from './tables.ts';

export const BIRTH_MESSAGES = {
  submitted: 'Birth registration submitted.',
  resubmitted: 'Birth registration resubmitted.',
  approved: 'Birth registration approved.',
  queried: 'Birth registration queried back to its registrar.',
  notFound: 'Birth registration not found.',
  centre: 'Reg_Center: choose a registration centre of the chosen state and LGA.',
  centreOutOfScope: 'You can register births only at a registration centre in your area.',
  keyReused: 'This Idempotency-Key was already used for a different request.',
  keyInProgress: 'A request with this Idempotency-Key is still being processed. Try again shortly.',
  ownRecord: 'You cannot approve or query a record you captured yourself.',
  resubmitter:
    'Only the person who captured this record, or a registrar of its centre, can resubmit it.',
} as const;

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
      throw forbidden(BIRTH_MESSAGES.ownRecord);
    case 'role_not_allowed':
      throw forbidden(`Your role cannot mark a birth registration ${ACTION_WORDS[action]}.`);
  }
}

function recordScope(scope: UserScope): SQL | undefined {
  return scopeCondition(scope, {
    stateId: birthRegistrations.stateId,
    lgaId: birthRegistrations.lgaId,
    centreId: birthRegistrations.regCenterId,
  });
}

/** The centre named in the payload: it exists, lies in the chosen LGA and in the user's area. */
async function registrationCentreOf(
  db: Database,
  session: AuthSession,
  submission: BirthRegistrationSubmission,
): Promise<CentrePlace> {
  const centre = await findCentre(db, submission.Reg_Center);
  if (
    !centre ||
    centre.disabled ||
    centre.stateId !== submission.registration_state ||
    centre.lgaId !== submission.registration_lga
  ) {
    throw new AppError('BAD_REQUEST', [BIRTH_MESSAGES.centre]);
  }
  const place = { stateId: centre.stateId, lgaId: centre.lgaId, centreId: centre.id };
  if (!isInScope(session.scope, place)) throw forbidden(BIRTH_MESSAGES.centreOutOfScope);
  return centre;
}

/** 409 naming the possible duplicate, unless the registrar confirmed it is not one. */
async function checkDuplicate(
  db: Database,
  submission: BirthRegistrationSubmission,
  excludeId?: number,
): Promise<{ id: number; reference: string } | undefined> {
  const duplicate = await findPossibleDuplicate(db, submission, excludeId);
  if (!duplicate) return undefined;
  if (submission.confirmNotDuplicate === true) return duplicate;
  throw conflict(
    `This may be a duplicate of birth registration ${duplicate.reference} ` +
      `(${duplicate.childFirstname} ${duplicate.childSurname}, born ${duplicate.childBirthDate}). ` +
      'If it is a different child, confirm that it is not a duplicate and submit again.',
  );
}

/** What the record keeps: the submission without the one-off confirmation. */
function particularsOf(submission: BirthRegistrationSubmission): Record<string, unknown> {
  const { confirmNotDuplicate: _confirm, ...particulars } = submission;
  return particulars;
}

const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** BR-<state code>-<year>-<8 random characters>: unique, unguessable, no personal data. */
function newReference(code: string, now: Date): string {
  const bytes = randomBytes(8);
  const random = [...bytes].map((byte) => REFERENCE_ALPHABET[byte % 32]).join('');
  return `BR-${code.trim()}-${registryToday(now).year}-${random}`;
}

/** Same value, same hash, whatever the key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
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
  if (stored.requestHash !== requestHash) throw conflict(BIRTH_MESSAGES.keyReused);
  if (stored.responseStatus === null) throw conflict(BIRTH_MESSAGES.keyInProgress);
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
 * POST /api/birth-registration/add. The idempotency key row is inserted first, in the same
 * transaction as the record: a concurrent replay waits on the unique index, then reads the
 * first answer; a failed attempt rolls back and frees the key.
 */
export async function submitBirthRegistration(
  db: Database,
  session: AuthSession,
  context: RequestContext,
  submission: BirthRegistrationSubmission,
  idempotencyKey: string,
  checks: SubmissionChecks,
): Promise<StoredAnswer> {
  const userId = session.user.User_ID;
  const requestHash = createHash('sha256').update(stableJson(submission)).digest('hex');
  const earlier = replayOf(await storedKey(db, userId, idempotencyKey), requestHash);
  if (earlier) return earlier;

  const status = assertAction(session, 'submit', null);
  const centre = await registrationCentreOf(db, session, submission);
  await checks(submission, session, context);
  const flags = birthRegistrationFlags(submission.child.childBirthDate, context.now);

  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ userId, key: idempotencyKey, requestHash })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (!claimed) {
      const answer = replayOf(await storedKey(tx, userId, idempotencyKey), requestHash);
      if (answer) return answer;
    }
    const duplicate = await checkDuplicate(tx, submission);
    const [record] = await tx
      .insert(birthRegistrations)
      .values({
        reference: newReference(centre.stateCode, context.now),
        status,
        ...particularsColumns(submission),
        particulars: particularsOf(submission),
        late: flags.late,
        overFiveYears: flags.overFiveYears,
        regCenterId: centre.id,
        stateId: centre.stateId,
        lgaId: centre.lgaId,
        capturedBy: userId,
        createdAt: context.now,
        updatedAt: context.now,
      })
      .returning({ id: birthRegistrations.id, reference: birthRegistrations.reference });
    if (!record) throw new Error('birth registration was not inserted');
    await addHistory(tx, {
      recordId: record.id,
      action: 'submit',
      fromStatus: null,
      toStatus: status,
      byUserId: userId,
    });
    const data: Submitted = { id: record.id, reference: record.reference, status };
    const body = { status: 'SUCCESS', message: BIRTH_MESSAGES.submitted, data };
    if (claimed) {
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: 201, responseBody: body })
        .where(eq(idempotencyKeys.id, claimed.id));
    }
    // Last, so the audit chain's lock is held as briefly as possible.
    await recordAudit(tx, {
      ...auditActor(session, context),
      action: 'birth_registration.submit',
      entityId: record.id,
      details: {
        reference: record.reference,
        centreId: centre.id,
        ...(duplicate ? { confirmedNotDuplicateOf: duplicate.reference } : {}),
      },
    });
    return { statusCode: 201, body, replayed: false };
  });
}

/** One reviewer or registrar step on an existing record: its history line and its audit event. */
async function recordWorkflowStep(
  tx: Database,
  session: AuthSession,
  context: RequestContext,
  record: { id: number; reference: string; status: ApplicationStatus },
  action: 'resubmit' | 'approve' | 'query',
  toStatus: ApplicationStatus,
  { reason, details }: { reason?: string; details: Record<string, unknown> },
): Promise<void> {
  await addHistory(tx, {
    recordId: record.id,
    action,
    fromStatus: record.status,
    toStatus,
    byUserId: session.user.User_ID,
    ...(reason === undefined ? {} : { reason }),
  });
  await recordAudit(tx, {
    ...auditActor(session, context),
    action: `birth_registration.${action}`,
    entityId: record.id,
    details: { reference: record.reference, ...details },
  });
}

function auditActor(session: AuthSession, context: RequestContext) {
  return {
    actorUserId: session.user.User_ID,
    actorUserName: session.user.UserName,
    entityType: 'birth_registration',
    ip: context.ip,
    requestId: context.requestId,
  };
}

/** PATCH /api/birth-registration/{id}: the capturer (or a registrar of the centre) fixes a queried record. */
export async function resubmitBirthRegistration(
  db: Database,
  session: AuthSession,
  context: RequestContext,
  id: number,
  submission: BirthRegistrationSubmission,
  checks: SubmissionChecks,
): Promise<Submitted> {
  const centre = await registrationCentreOf(db, session, submission);
  await checks(submission, session, context);
  const flags = birthRegistrationFlags(submission.child.childBirthDate, context.now);
  return db.transaction(async (tx) => {
    const record = await lockBirthRegistration(tx, id, recordScope(session.scope));
    if (!record) throw notFound(BIRTH_MESSAGES.notFound);
    const status = assertAction(session, 'resubmit', record.status);
    const sameCentreRegistrar =
      session.user.roles.name === 'registra' &&
      session.scope.centreId !== null &&
      session.scope.centreId === record.regCenterId;
    if (record.capturedBy !== session.user.User_ID && !sameCentreRegistrar) {
      throw forbidden(BIRTH_MESSAGES.resubmitter);
    }
    const duplicate = await checkDuplicate(tx, submission, record.id);
    await tx
      .update(birthRegistrations)
      .set({
        status,
        ...particularsColumns(submission),
        particulars: particularsOf(submission),
        late: flags.late,
        overFiveYears: flags.overFiveYears,
        regCenterId: centre.id,
        stateId: centre.stateId,
        lgaId: centre.lgaId,
        queryReason: null,
        updatedAt: context.now,
      })
      .where(eq(birthRegistrations.id, record.id));
    await recordWorkflowStep(tx, session, context, record, 'resubmit', status, {
      details: duplicate ? { confirmedNotDuplicateOf: duplicate.reference } : {},
    });
    return { id: record.id, reference: record.reference, status };
  });
}

export type Approved = Submitted & { certificate_number: string };

/** pending -> approved, with the state's next certificate number, in one transaction. */
export async function approveBirthRegistration(
  db: Database,
  session: AuthSession,
  context: RequestContext,
  id: number,
): Promise<Approved> {
  return db.transaction(async (tx) => {
    const record = await lockBirthRegistration(tx, id, recordScope(session.scope));
    if (!record) throw notFound(BIRTH_MESSAGES.notFound);
    const status = assertAction(session, 'approve', record.status, record.capturedBy);
    const year = registryToday(context.now).year;
    const sequence = await nextCertificateSequence(tx, record.stateId, year);
    const code = (await stateCode(tx, record.stateId)).trim();
    const certificateNumber = `${code}/${year}/${String(sequence).padStart(6, '0')}`;
    await tx
      .update(birthRegistrations)
      .set({
        status,
        certificateNumber,
        approvedBy: session.user.User_ID,
        approvedAt: context.now,
        queryReason: null,
        updatedAt: context.now,
      })
      .where(eq(birthRegistrations.id, record.id));
    await recordWorkflowStep(tx, session, context, record, 'approve', status, {
      details: { certificateNumber },
    });
    return {
      id: record.id,
      reference: record.reference,
      status,
      certificate_number: certificateNumber,
    };
  });
}

/** The reviewer's "reject": pending -> queried, back to the registrar with the reason. */
export async function queryBirthRegistration(
  db: Database,
  session: AuthSession,
  context: RequestContext,
  id: number,
  reason: string,
): Promise<Submitted> {
  return db.transaction(async (tx) => {
    const record = await lockBirthRegistration(tx, id, recordScope(session.scope));
    if (!record) throw notFound(BIRTH_MESSAGES.notFound);
    const status = assertAction(session, 'query', record.status, record.capturedBy);
    await tx
      .update(birthRegistrations)
      .set({ status, queryReason: reason, updatedAt: context.now })
      .where(eq(birthRegistrations.id, record.id));
    await recordWorkflowStep(tx, session, context, record, 'query', status, {
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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The list filters as SQL, always within the caller's area. */
export function listCondition(
  scope: UserScope,
  query: Omit<BirthRegistrationListQuery, 'page' | 'limit'>,
  search: 'contains' | 'similar' = 'contains',
): SQL | undefined {
  const t = birthRegistrations;
  const q = query.q?.toLowerCase();
  return and(
    recordScope(scope),
    query.status ? eq(t.status, query.status) : undefined,
    query.from ? gte(t.createdAt, registryMidnight(query.from)) : undefined,
    query.to ? lt(t.createdAt, registryMidnight(nextDay(query.to))) : undefined,
    query.centre_id ? eq(t.regCenterId, query.centre_id) : undefined,
    query.certificate_number
      ? eq(t.certificateNumber, query.certificate_number.toUpperCase())
      : undefined,
    q && search === 'contains'
      ? or(sql`${t.searchName} like ${`%${escapeLike(q)}%`}`, eq(t.reference, q.toUpperCase()))
      : undefined,
    q && search === 'similar' ? sql`${q} <% ${t.searchName}` : undefined,
  );
}

export async function listFor(
  db: Database,
  scope: UserScope,
  query: BirthRegistrationListQuery,
  order: 'newest' | 'oldest',
) {
  const { page, limit, ...filters } = query;
  // Filtered by area and status only: the total is the counts table's (exact, and cheap).
  const countable =
    !filters.q && !filters.from && !filters.to && !filters.centre_id && !filters.certificate_number;
  if (countable) {
    const { rows, total } = await listInArea(db, scope, filters.status, order, page, limit);
    return { pagination: { page, limit, total, pages: Math.ceil(total / limit) }, result: rows };
  }
  const where = listCondition(scope, filters);
  let { rows, total } = await listBirthRegistrations(
    db,
    where,
    order,
    page,
    limit,
    cappedCount(db, where),
  );
  // Names as typed first (trigram index, fast); only when nothing matches, similar names
  // (pg_trgm word similarity, slower), so a misspelt name still finds the record.
  if (total === 0 && filters.q && filters.q.trim().length >= 3) {
    const similar = listCondition(scope, filters, 'similar');
    ({ rows, total } = await listBirthRegistrations(
      db,
      similar,
      order,
      page,
      limit,
      cappedCount(db, similar),
    ));
  }
  return {
    pagination: { page, limit, total, pages: Math.ceil(total / limit) },
    result: rows,
  };
}

export async function detailFor(
  db: Database,
  scope: UserScope,
  id: number,
): Promise<BirthRegistrationDetail> {
  const row = await findBirthRegistration(db, id, recordScope(scope));
  if (!row) throw notFound(BIRTH_MESSAGES.notFound);
  return {
    ...toSummary(row),
    particulars: row.particulars as BirthRegistrationDetail['particulars'],
    flags: { late: row.record.late, overFiveYears: row.record.overFiveYears },
    history: await historyOf(db, id),
  };
}

export async function statsFor(
  db: Database,
  scope: UserScope,
  now: Date,
): Promise<BirthRegistrationStats> {
  const today = formatCalendarDate(registryToday(now));
  const rows = await countByStatus(
    db,
    scope,
    `${today.slice(0, 7)}-01`,
    `${today.slice(0, 4)}-01-01`,
  );
  const stats: BirthRegistrationStats = {
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
