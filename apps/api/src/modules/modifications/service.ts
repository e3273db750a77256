/**
 * Modifications (docs/modifications.md): a registered record corrected one field
 * group at a time. The field's rule (domain, `records/<kind>/corrections.ts`) says which
 * documents it needs, what it costs and who approves it; the access policy
 * (`decideModification`) says who may take each step.
 *
 *   request:  record in area and registered -> documents, requester's NIN -> the corrected
 *             record checked by the kind's schema -> checkPayment -> one statement for the
 *             requests arriving together (saving.ts): the payment bound, the request
 *             (pending), audit; nothing if the record changed since it was read (read again)
 *   query:    pending -> queried with a reason (not by the requester)
 *   amend:    queried -> pending with new values (the requester, or an officer of the centre)
 *   approve:  four-eyes and the field's approver, the values the request replaces still the
 *             record's (else 409 RECORD_CHANGED) -> one statement for the approvals arriving
 *             together, request and record locked and unchanged since read: the version before
 *             kept, the record's particulars and columns written, its certificates superseded,
 *             workflow step `correct` (history + audit)
 */
import {
  correctableField,
  correctionRuleOf,
  decideModification,
  identifiedParts,
  MODIFICATION_MESSAGES as M,
  type CorrectableField,
  type KindCorrections,
  type ModificationApproval,
  type ModificationEntry,
  type ModificationRequest,
} from '@vitalreg/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation, type Database } from '../../db/client.ts';
import { AppError, invalid, notFound, stateConflict } from '../../errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { actorOf, type AuthSession, type RequestContext } from '../auth/service.ts';
import { paperOf, paperRefused } from '../certificates/revocation.ts';
import { passwordSetByOf } from '../auth/four-eyes.ts';
import { particularsOf } from '../certificates/service.ts';
import { subjectNameOf } from '../certificates/pdf.ts';
import { checkPayment, readFee, waiverConflict } from '../payments/service.ts';
import type { AnyRecordKind } from '../records/kind.ts';
import { paymentToBind, usedConflict } from '../records/paid.ts';
import {
  lockRecord,
  placeOf,
  recordColumns,
  recordScope,
  type RecordRow,
} from '../records/repository.ts';
import { auditEntityOf } from '../records/submissions.ts';
import {
  maskNin,
  modificationScope,
  entryOf,
  recordInArea,
  requestById,
  type ModificationRow,
  type RequestNames,
  requestInArea,
  factsOfRecord,
} from './repository.ts';
import {
  checkEvidence,
  checkVerifiedNames,
  corrected,
  same,
  storedEvidence,
  valuesOf,
} from './checks.ts';
import { actionsFor, assertMayEver, correctionsOf, entryById, factsOf, refusal } from './access.ts';
import { applyApproval, saveRequest, type Actor, type RequestOutcome } from './saving.ts';
import { modificationRequests, type StoredRequester } from './tables.ts';

const ONE_OPEN_INDEX = 'modification_requests_one_open_idx';

/** The requester as kept: their NIN masked. */
function storedRequester(body: ModificationRequest): StoredRequester {
  const { requester } = body;
  return { ...requester, nin: requester.nin ? maskNin(requester.nin) : null };
}

function auditOf(session: AuthSession, context: RequestContext) {
  return {
    actorUserId: session.user.User_ID,
    actorUserName: session.user.UserName,
    entityType: 'modification_request',
    ip: context.ip,
    requestId: context.requestId,
  };
}

/** The field the request corrects (400 for one the kind does not declare). */
function fieldOf(corrections: KindCorrections, key: string): CorrectableField {
  const field = correctableField(corrections, key);
  if (!field) throw invalid(M.modField, 'mod_field');
  return field;
}

/** `read`, whose failure is thrown where it is awaited (not as an unhandled rejection before). */
function handledLater<T>(read: Promise<T>): Promise<T> {
  read.catch(() => {});
  return read;
}

/** Times a step is read and decided again when what it read changed before it was saved. */
const ATTEMPTS = 3;

/**
 * `POST /api/modification/{apiPath}`: a pending request, its fee bound to it (201). The record
 * is read and the request decided, then saved by one statement shared with the requests
 * arriving together (saving.ts), which binds the payment and saves nothing if the record was
 * corrected or deregistered meanwhile: it is then read and decided again.
 */
export async function requestModification(
  app: FastifyInstance,
  kind: AnyRecordKind,
  session: AuthSession,
  context: RequestContext,
  body: ModificationRequest,
): Promise<ModificationEntry> {
  const field = fieldOf(correctionsOf(kind), body.mod_field);
  assertMayEver(session, kind, 'request');
  const actor = actorOf(session);
  const db = app.database.statementDb;
  const read = async () => {
    const record = await recordInArea(db, kind.key, session.scope, body.record_id);
    if (!record?.certificateNumber) throw notFound(M.notFound);
    // A correction leads to a new print: not after the registry revoked the certificate.
    const paper = await paperOf(db, record.id);
    const particulars = particularsOf(record);
    const decision = decideModification(
      actor,
      {
        kind,
        status: null,
        place: placeOf(record),
        recordStatus: record.status,
        approver: correctionRuleOf(field, identifiedParts(particulars)).approver,
        paper: paper.standing,
      },
      'request',
    );
    if (!decision.allowed) {
      if (decision.reason === 'certificate_revoked') throw paperRefused(paper, 'correct');
      throw refusal(decision.reason, field, M.notRegistered);
    }
    const { submission } = corrected(kind, field, particulars, body.values);
    return { record, particulars, next: submission, certificateNumber: record.certificateNumber };
  };
  // The files and the fee are read with the record (their queries share one write to
  // PostgreSQL); their answers are looked at only once the record is one the caller may correct.
  const stored = handledLater(storedEvidence(app, session, field, body));
  const fee = handledLater(readFee(app, field.rule.fee));
  let current = await read();
  const correction = { current: current.particulars, next: current.next };
  await checkVerifiedNames(app, session, context, field, correction, body.mod_reason);
  await checkEvidence(app, session, context, field, body, stored);
  const paidRecord = { kind: kind.key, id: current.record.id };
  const checked = await checkPayment(app, session, field.rule.fee, body, {
    bindsWithRecord: true,
    record: paidRecord,
    fee,
  });
  const purpose = `correction of ${field.label.toLowerCase()} on ${kind.certificate.name.toLowerCase()} ${current.certificateNumber}`;
  for (let attempt = 1; ; attempt += 1) {
    const { record, particulars, certificateNumber } = current;
    let outcome: RequestOutcome;
    try {
      outcome = await saveRequest(app.database.batchDb, {
        kind: kind.key,
        recordId: record.id,
        recordVersion: record.version,
        request: {
          modType: body.mod_type,
          modField: field.key,
          modReason: body.mod_reason,
          modReasonOther: body.mod_reason_other,
          comment: body.comment,
          requester: storedRequester(body),
          supportingDocuments: body.supporting_documents,
          changes: body.values,
          before: valuesOf(field, particulars),
          certificateNumber,
          subject: subjectNameOf(kind, particulars),
          stateId: record.stateId,
          lgaId: record.lgaId,
          regCenterId: record.regCenterId,
          requestedAt: context.now,
        },
        actor: actorOfRequest(session, context),
        details: {
          kind: kind.key,
          recordId: record.id,
          modField: field.key,
          modReason: body.mod_reason,
          proof: body.requester.proof,
          documents: body.supporting_documents.map((d) => d.type),
        },
        purpose,
        payment: checked.type === 'payment' ? paymentToBind(checked) : null,
        waiver:
          checked.type === 'waiver'
            ? {
                requestId: checked.requestId,
                service: checked.service,
                amountKobo: checked.amountKobo,
                currency: checked.currency,
                reason: checked.reason,
              }
            : null,
      });
    } catch (error) {
      if (isUniqueViolation(error, ONE_OPEN_INDEX)) throw stateConflict(M.pendingExists);
      throw error;
    }
    if ('saved' in outcome) {
      return answerEntry(session, kind, outcome.saved, record, {
        requestedBy: displayName(session),
        // The caller's own request: four eyes refuses them whoever set their password.
        requesterPasswordSetBy: null,
        queriedBy: null,
        approvedBy: null,
        paymentReference: checked.type === 'payment' ? checked.reference : null,
      });
    }
    if ('paymentUsed' in outcome) {
      throw checked.type === 'payment'
        ? await usedConflict(db, checked)
        : await waiverConflict(db, checked, paidRecord);
    }
    if (attempt === ATTEMPTS) throw new AppError('RECORD_CHANGED', M.corrected);
    current = await read();
  }
}

/** How the caller's name is shown on a request (as the reads show it: full name, else user name). */
function displayName(session: AuthSession): string {
  return session.user.FullName ?? session.user.UserName;
}

/**
 * A request as the caller sees it, made from what the step read and wrote instead of read
 * again: the request's row as the statement left it, its record and the names it shows.
 */
function answerEntry(
  session: AuthSession,
  kind: AnyRecordKind,
  request: ModificationRow,
  record: Pick<
    RecordRow,
    'reference' | 'status' | 'stateId' | 'lgaId' | 'regCenterId' | 'particulars'
  >,
  names: RequestNames & { approvedBy: string | null },
): ModificationEntry {
  return entryOf(
    {
      request,
      reference: record.reference,
      recordStatus: record.status,
      stateId: record.stateId,
      lgaId: record.lgaId,
      regCenterId: record.regCenterId,
      identified: identifiedParts(record.particulars),
      requestedBy: names.requestedBy,
      requesterPasswordSetBy: names.requesterPasswordSetBy,
      queriedBy: names.queriedBy,
      approvedBy: names.approvedBy,
      paymentReference: names.paymentReference,
    },
    correctionsOf(kind),
    actionsFor(session, kind),
  );
}

/** The audit events' actor. */
function actorOfRequest(session: AuthSession, context: RequestContext): Actor {
  return {
    userId: session.user.User_ID,
    userName: session.user.UserName,
    ip: context.ip,
    requestId: context.requestId,
  };
}

/** The request and its record as they stand, in the caller's area (404 otherwise). */
async function readRequest(db: Database, kind: AnyRecordKind, session: AuthSession, id: number) {
  const found = await requestInArea(db, kind.key, session.scope, id);
  if (!found) throw notFound(M.requestNotFound);
  return { ...found, field: correctableField(correctionsOf(kind), found.request.modField) };
}

/** The request and its record, locked, in the caller's area (404 otherwise). */
async function lockRequest(tx: Database, kind: AnyRecordKind, session: AuthSession, id: number) {
  const [request] = await tx
    .select()
    .from(modificationRequests)
    .where(
      and(
        requestById(id),
        eq(modificationRequests.kind, kind.key),
        modificationScope(session.scope),
      ),
    )
    .for('update');
  if (!request) throw notFound(M.requestNotFound);
  const record = await lockRecord(tx, kind.key, request.recordId, recordScope(session.scope));
  if (!record) throw notFound(M.requestNotFound);
  const field = correctableField(correctionsOf(kind), request.modField);
  const requesterPasswordSetBy = await passwordSetByOf(tx, request.requestedBy);
  return { request, record, field, requesterPasswordSetBy };
}

/** `PATCH /api/modification/{apiPath}`: a queried request amended, pending again. */
export async function amendModification(
  app: FastifyInstance,
  kind: AnyRecordKind,
  session: AuthSession,
  context: RequestContext,
  body: ModificationRequest,
): Promise<ModificationEntry> {
  const id = body.modification_id ?? 0;
  const field = fieldOf(correctionsOf(kind), body.mod_field);
  assertMayEver(session, kind, 'resubmit');
  const mayAmend = ({ request, record }: { request: ModificationRow; record: RecordRow }) => {
    const facts = factsOfRecord(request, record);
    if (facts.request.recordId !== body.record_id) throw notFound(M.requestNotFound);
    const decision = decideModification(actorOf(session), factsOf(kind, field, facts), 'resubmit');
    if (!decision.allowed) throw refusal(decision.reason, field, M.notQueried);
    if (facts.request.modField !== field.key) throw invalid(M.fieldChanged, 'mod_field');
  };
  // Who may amend it is asked before the evidence (which may call the identity agency).
  const found = await readRequest(app.database.statementDb, kind, session, id);
  mayAmend(found);
  const current = particularsOf(found.record);
  const { submission: next } = corrected(kind, field, current, body.values);
  await checkVerifiedNames(app, session, context, field, { current, next }, body.mod_reason);
  await checkEvidence(app, session, context, field, body);
  await app.db.transaction(async (tx) => {
    const { request, record } = await lockRequest(tx, kind, session, id);
    mayAmend({ request, record });
    const particulars = particularsOf(record);
    corrected(kind, field, particulars, body.values);
    await tx
      .update(modificationRequests)
      .set({
        status: 'pending',
        modReason: body.mod_reason,
        modReasonOther: body.mod_reason_other,
        comment: body.comment,
        requester: storedRequester(body),
        supportingDocuments: body.supporting_documents,
        changes: body.values,
        before: valuesOf(field, particulars),
        updatedAt: context.now,
      })
      .where(requestById(request.id));
    await recordAudit(tx, {
      ...auditOf(session, context),
      action: 'modification.resubmitted',
      entityId: request.id,
      details: { kind: kind.key, recordId: record.id, modField: field.key },
    });
  });
  return entryById(app.database.statementDb, session, kind, id);
}

/** `POST .../{id}/query`: pending -> queried, back to the requester with the reason. */
export async function queryModification(
  app: FastifyInstance,
  kind: AnyRecordKind,
  session: AuthSession,
  context: RequestContext,
  id: number,
  reason: string,
): Promise<ModificationEntry> {
  assertMayEver(session, kind, 'query');
  await app.db.transaction(async (tx) => {
    const { request, record, field, requesterPasswordSetBy } = await lockRequest(
      tx,
      kind,
      session,
      id,
    );
    const decision = decideModification(
      actorOf(session),
      factsOf(kind, field, factsOfRecord(request, record, requesterPasswordSetBy)),
      'query',
    );
    if (!decision.allowed) throw refusal(decision.reason, field, M.notPending);
    await tx
      .update(modificationRequests)
      .set({
        status: 'queried',
        queryReason: reason,
        queriedBy: session.user.User_ID,
        queriedAt: context.now,
        updatedAt: context.now,
      })
      .where(requestById(request.id));
    await recordAudit(tx, {
      ...auditOf(session, context),
      action: 'modification.queried',
      entityId: request.id,
      details: { kind: kind.key, recordId: record.id, modField: request.modField, reason },
    });
  });
  return entryById(app.database.statementDb, session, kind, id);
}

/**
 * `POST .../{id}/approve`: the correction applied. The request and its record are read and the
 * step decided; the values it replaces must still be the record's (another correction of the
 * same part since: 409 RECORD_CHANGED); then one statement shared with the approvals arriving
 * together (saving.ts) applies it, if neither changed meanwhile (else it is read and decided
 * again). Corrections of other parts approved before are kept, as it writes only its values.
 */
export async function approveModification(
  app: FastifyInstance,
  kind: AnyRecordKind,
  session: AuthSession,
  context: RequestContext,
  id: number,
): Promise<ModificationApproval> {
  assertMayEver(session, kind, 'approve');
  const db = app.database.statementDb;
  for (let attempt = 1; ; attempt += 1) {
    const read = await readRequest(db, kind, session, id);
    const { request, record, field, requesterPasswordSetBy } = read;
    // Approval sends a printed record back to be printed: not past the registry's revocation
    // (its print is refused too, should a revocation come between).
    const paper = await paperOf(db, record.id);
    const decision = decideModification(
      actorOf(session),
      {
        ...factsOf(kind, field, factsOfRecord(request, record, requesterPasswordSetBy)),
        paper: paper.standing,
      },
      'approve',
    );
    if (!decision.allowed) {
      if (decision.reason === 'certificate_revoked') throw paperRefused(paper, 'correct');
      const pending = request.status === 'pending';
      throw refusal(decision.reason, field, pending ? M.notRegistered : M.notPending);
    }
    if (!field || !decision.next) throw stateConflict(M.notPending);
    const current = particularsOf(record);
    const now = valuesOf(field, current);
    if (!same(now, request.before)) throw new AppError('RECORD_CHANGED', M.corrected);
    const { submission, changed } = corrected(kind, field, current, request.changes);
    // Again on approval: a request made before the rule, or an agency record changed since.
    const correction = { current, next: submission };
    const reason = request.modReason as ModificationRequest['mod_reason'];
    await checkVerifiedNames(app, session, context, field, correction, reason);
    const { kind: _kind, ...columns } = recordColumns(kind, submission, record.createdAt);
    const flags = kind.flags(submission, record.createdAt);
    const outcome = await applyApproval(app.database.batchDb, {
      kind: kind.key,
      auditEntity: auditEntityOf(kind),
      requestId: request.id,
      requestUpdatedAt: request.updatedAt,
      modField: field.key,
      fieldLabel: field.label,
      recordId: record.id,
      recordVersion: record.version,
      fromStatus: record.status,
      toStatus: decision.next,
      record: {
        ...columns,
        parts: changed,
        late: flags.late,
        overFiveYears: flags.overFiveYears,
      },
      duplicateKeys: kind.duplicateKeys(submission),
      before: now,
      at: context.now,
      actor: actorOfRequest(session, context),
      details: {
        modificationId: request.id,
        modField: field.key,
        requestedBy: request.requestedBy,
        before: now,
        after: request.changes,
        version: record.version + 1,
      },
    });
    if ('applied' in outcome) {
      // The answer is the request as the statement left it, made from the read (not read again).
      const approved = {
        ...request,
        status: 'approved' as const,
        approvedBy: session.user.User_ID,
        approvedAt: context.now,
        appliedBefore: now,
        version: outcome.applied,
        updatedAt: context.now,
      };
      const entry = answerEntry(
        session,
        kind,
        approved,
        { ...record, status: decision.next },
        { ...read, approvedBy: displayName(session) },
      );
      return {
        request: entry,
        record: { id: record.id, version: outcome.applied, status: decision.next },
      };
    }
    if (attempt === ATTEMPTS) throw new AppError('RECORD_CHANGED', M.corrected);
  }
}
