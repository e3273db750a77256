import { randomBytes } from 'node:crypto';
import {
  capitalise,
  decideAction,
  mayOpenRecord,
  mayEverTake,
  registryToday,
  type ApplicationStatus,
  type RecordAction,
  type RecordTypeKey,
  type RegistrationPlace,
  type Area,
} from '@vitalreg/domain';
import { eq } from 'drizzle-orm';
import { passwordSetByOf, setTheirPasswordError } from '../auth/four-eyes.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound, stateConflict } from '../../errors.ts';
import { ok } from '../../http.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { actorOf, type AuthSession, type RequestContext } from '../auth/service.ts';
import {
  addHistory,
  lockRecord,
  nextCertificateSequence,
  placeOf,
  recordColumns,
  stateCode,
  recordScope,
} from './repository.ts';
import type { SubmissionPayment, SubmissionPaymentCheck } from './paid.ts';
import type { SubmissionChecks } from './submission-checks.ts';
import { onceForKey, type KeyedRequest, type StoredAnswer } from '../../plugins/idempotency.ts';
import {
  auditEntityOf,
  findPossibleDuplicate,
  insertSubmission,
  replaceDuplicateKeys,
  type NewSubmission,
  type PossibleDuplicate,
  type SubmissionOutcome,
} from './submissions.ts';
import type { AnyRecordKind } from './kind.ts';
import { records } from './tables.ts';

/** The answers' messages of a kind: "Death registration submitted.", "Stillbirth approved.". */
export function recordMessages(kind: { name: string }) {
  const name = capitalise(kind.name);
  return {
    submitted: `${name} submitted.`,
    resubmitted: `${name} resubmitted.`,
    approved: `${name} approved.`,
    queried: `${name} queried back to its registrar.`,
    notFound: `${name} not found.`,
  } as const;
}

/** The messages every kind shares. */
const WORKFLOW_MESSAGES = {
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
  correct: 'corrected',
};

const STATUS_FOR_ACTION: Partial<Record<RecordAction, ApplicationStatus>> = {
  approve: 'pending',
  query: 'pending',
  resubmit: 'queried',
};

/** The access policy's verdict as an error: 409 for the status, 403 for the rest. */
function assertAction(
  kind: AnyRecordKind,
  session: AuthSession,
  action: RecordAction,
  record: {
    status: ApplicationStatus | null;
    place: Area;
    capturedBy?: number;
    capturerPasswordSetBy?: number | null;
    recordType?: RecordTypeKey;
  },
): ApplicationStatus {
  const actor = actorOf(session);
  const decision = decideAction(actor, { kind, ...record }, action);
  if (decision.allowed) return decision.next;
  switch (decision.reason) {
    case 'wrong_status': {
      const needed = STATUS_FOR_ACTION[action];
      throw stateConflict(
        `This record is ${record.status ?? 'new'}; only a ${needed ?? 'different'} record can be ${ACTION_WORDS[action]}.`,
      );
    }
    // Only paper-making steps (certificates' own services) meet a revoked certificate.
    case 'certificate_revoked':
      throw stateConflict(
        `This record's certificate was revoked; it cannot be ${ACTION_WORDS[action]}.`,
      );
    case 'own_record':
      throw forbidden(WORKFLOW_MESSAGES.ownRecord);
    case 'set_their_password':
      throw setTheirPasswordError();
    case 'not_resubmitter':
      throw forbidden(WORKFLOW_MESSAGES.resubmitter);
    // Records are read within the caller's area, so this is a place the submission names.
    case 'out_of_scope':
      throw forbidden();
    // The kind's permissions held, the record type's own is missing (a birth notification).
    case 'missing_permission':
      throw forbidden(
        record.recordType && mayEverTake(actor, action, kind)
          ? `Your role cannot capture a ${record.recordType.replaceAll('_', ' ')}.`
          : `Your role cannot mark a ${kind.name} ${ACTION_WORDS[action]}.`,
      );
  }
}

/** 409 on a possible duplicate, unless the registrar confirmed it is not one. */
async function checkDuplicate(
  db: Database,
  kind: AnyRecordKind,
  session: AuthSession,
  submission: RegistrationPlace,
  excludeId?: number,
): Promise<{ id: number; reference: string } | undefined> {
  const duplicate = await findPossibleDuplicate(db, kind, submission, excludeId);
  if (!duplicate) return undefined;
  if (submission.confirmNotDuplicate === true) return duplicate;
  throw duplicateConflict(kind, session, duplicate);
}

/**
 * The duplicate check looks across the country; the answer names the other record (reference,
 * names, date) only to a caller who may open it, and elsewhere says only that one exists.
 */
function duplicateConflict(
  kind: AnyRecordKind,
  session: AuthSession,
  duplicate: PossibleDuplicate,
) {
  const confirm = `If it is a different ${kind.subject}, confirm that it is not a duplicate and submit again.`;
  if (!mayOpenRecord(actorOf(session), kind, duplicate.place)) {
    return new AppError(
      'DUPLICATE_SUSPECTED',
      `This may be a duplicate of a ${kind.name} registered outside your area. ${confirm}`,
      { kind: kind.key },
    );
  }
  return new AppError(
    'DUPLICATE_SUSPECTED',
    `This may be a duplicate of ${kind.name} ${duplicate.reference} ` +
      `(${kind.describe(duplicate.summary)}). ${confirm}`,
    { kind: kind.key, reference: duplicate.reference },
  );
}

/** What the record keeps: the submission without the one-off confirmation. */
function particularsOf(submission: RegistrationPlace): Record<string, unknown> {
  const { confirmNotDuplicate: _confirm, ...particulars } = submission;
  return particulars;
}

/**
 * What a resubmitted record keeps: the new particulars, but a paid kind's payment fields as
 * stored, since the payment was bound to the record when it was first saved and is not checked
 * again (a resubmission cannot swap the paid reference for another text).
 */
function resubmittedParticulars(
  kind: AnyRecordKind,
  stored: Record<string, unknown>,
  submission: RegistrationPlace,
): Record<string, unknown> {
  const particulars = particularsOf(submission);
  for (const field of kind.payment?.fields ?? []) {
    if (stored[field] === undefined) delete particulars[field];
    else particulars[field] = stored[field];
  }
  return particulars;
}

const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** BR-<state code>-<year>-<8 random characters>: unique, unguessable, no personal data. */
function newReference(prefix: string, code: string, now: Date): string {
  const bytes = randomBytes(8);
  const random = [...bytes].map((byte) => REFERENCE_ALPHABET[byte % 32]).join('');
  return `${prefix}-${code.trim()}-${registryToday(now).year}-${random}`;
}

type Submitted = { id: number; reference: string; status: ApplicationStatus };

/**
 * POST /api/{kind}/add (Idempotency-Key required): the record saved with the key and its answer.
 * A replay fails here (its key is used, its record is the duplicate found, its payment bound)
 * and is answered with the key's first answer (the route's idempotency, on failure).
 */
export async function submitRecord(
  db: Database,
  kind: AnyRecordKind,
  session: AuthSession,
  context: RequestContext,
  submission: RegistrationPlace,
  { key, requestHash }: KeyedRequest,
  checks: SubmissionChecks,
  paymentCheck?: SubmissionPaymentCheck,
): Promise<unknown> {
  const centre = await checks(kind, submission, session, context);
  const status = assertAction(kind, session, 'submit', {
    status: null,
    place: { stateId: centre.stateId, lgaId: centre.lgaId, centreId: centre.id },
    recordType: kind.recordTypeOf(submission),
  });
  const payment = await paymentCheck?.(submission, session, context);
  const flags = kind.flags(submission, context.now);
  const { answer, duplicate, paymentUsed } = await saveSubmission(db, payment, {
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
      capturedBy: session.user.User_ID,
      createdAt: context.now,
    },
    confirmedNotDuplicate: submission.confirmNotDuplicate === true,
    actor: { userName: session.user.UserName, ip: context.ip, requestId: context.requestId },
    key: { key, requestHash },
    message: recordMessages(kind).submitted,
  });
  if (answer) return answer;
  if (duplicate) throw duplicateConflict(kind, session, duplicate);
  if (paymentUsed && payment?.type === 'payment') throw await payment.usedConflict();
  throw new Error(`${kind.name} was not inserted`);
}

/**
 * insertSubmission, with a paid kind's reference bound by the same statement; a waived fee is
 * stored with the record in a transaction of their own (records/paid.ts).
 */
function saveSubmission(
  db: Database,
  payment: SubmissionPayment | undefined,
  entry: NewSubmission,
): Promise<SubmissionOutcome> {
  if (payment?.type === 'waiver') return payment.save(entry);
  return insertSubmission(db, { ...entry, payment: payment?.toBind });
}

/** One reviewer or registrar step on an existing record: its history line and its audit event. */
export async function recordWorkflowStep(
  tx: Database,
  kind: AnyRecordKind,
  session: AuthSession,
  context: RequestContext,
  record: { id: number; reference: string; status: ApplicationStatus },
  action: Exclude<RecordAction, 'submit'>,
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
 * gets the first answer instead of 409 "This record is pending" (the route's idempotency;
 * `keyed` stores this answer with the key).
 */
export async function resubmitRecord(
  db: Database,
  kind: AnyRecordKind,
  session: AuthSession,
  context: RequestContext,
  id: number,
  submission: RegistrationPlace,
  checks: SubmissionChecks,
  keyed: KeyedRequest | null,
): Promise<StoredAnswer> {
  const centre = await checks(kind, submission, session, context);
  const flags = kind.flags(submission, context.now);
  const messages = recordMessages(kind);
  const resubmit = async (tx: Database) => {
    const record = await lockRecord(tx, kind.key, id, recordScope(session.scope));
    if (!record) throw notFound(messages.notFound);
    const status = assertAction(kind, session, 'resubmit', {
      status: record.status,
      place: placeOf(record),
      capturedBy: record.capturedBy,
      recordType: kind.recordTypeOf(submission),
    });
    const duplicate = await checkDuplicate(tx, kind, session, submission, record.id);
    const { kind: _kind, ...columns } = recordColumns(kind, submission, context.now);
    await tx
      .update(records)
      .set({
        status,
        ...columns,
        particulars: resubmittedParticulars(kind, record.particulars, submission),
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
  if (keyed) return onceForKey(db, keyed, resubmit);
  const { statusCode, body } = await db.transaction(resubmit);
  return { statusCode, body, replayed: false };
}

export type Approved = Submitted & { certificate_number: string };

/** A certificate number: the series' prefix, state code, year and sequence, `BC/LA/2026/000001`. */
export const certificateNumberOf = (prefix: string, code: string, year: number, sequence: number) =>
  `${prefix}${code}/${year}/${String(sequence).padStart(6, '0')}`;

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
    const status = assertAction(kind, session, 'approve', {
      status: record.status,
      place: placeOf(record),
      capturedBy: record.capturedBy,
      capturerPasswordSetBy: await passwordSetByOf(tx, record.capturedBy),
    });
    const year = registryToday(context.now).year;
    const { series, prefix, answerField } = kind.certificate;
    const sequence = await nextCertificateSequence(tx, series, record.stateId, year);
    const code = (await stateCode(tx, record.stateId)).trim();
    const certificateNumber = certificateNumberOf(prefix, code, year, sequence);
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
      ...(answerField ? { [answerField]: certificateNumber } : {}),
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
    const status = assertAction(kind, session, 'query', {
      status: record.status,
      place: placeOf(record),
      capturedBy: record.capturedBy,
      capturerPasswordSetBy: await passwordSetByOf(tx, record.capturedBy),
    });
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
