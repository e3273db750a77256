/**
 * Modifications (issue 25, DESIGN.md "Modifications"): a registered record corrected one field
 * group at a time. The field's rule (domain, `records/<kind>/corrections.ts`) says which
 * documents it needs, what it costs and who approves it; the access policy
 * (`decideModification`) says who may take each step.
 *
 *   request:  record in area and registered -> documents, requester's NIN -> the corrected
 *             record checked by the kind's schema -> checkPayment -> transaction: lock the
 *             record, bindPayment, insert the request (pending), audit
 *   query:    pending -> queried with a reason (not by the requester)
 *   amend:    queried -> pending with new values (the requester, or an officer of the centre)
 *   approve:  transaction: lock request and record, four-eyes and the field's approver, the
 *             values the request replaces still the record's (else 409 RECORD_CHANGED), the
 *             version before kept, the record's particulars and columns written, its
 *             certificates superseded, workflow step `correct` (history + audit)
 */
import {
  correctableField,
  decideModification,
  MODIFICATION_MESSAGES as M,
  withValueAt,
  valueAt,
  type CorrectableField,
  type KindCorrections,
  type ModificationApproval,
  type ModificationEntry,
  type ModificationRequest,
  type RegistrationPlace,
} from '@vitalreg/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation, type Database } from '../../db/client.ts';
import { AppError, invalid, notFound, stateConflict } from '../../errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { actorOf, type AuthSession, type RequestContext } from '../auth/service.ts';
import { particularsOf } from '../certificates/service.ts';
import { certificates } from '../certificates/tables.ts';
import { subjectNameOf } from '../certificates/pdf.ts';
import { documentsInScope } from '../documents/repository.ts';
import { checkReferencedKeys } from '../documents/service.ts';
import { bindPayment, checkPayment } from '../payments/service.ts';
import type { AnyRecordKind } from '../records/kind.ts';
import {
  lockRecord,
  placeOf,
  recordColumns,
  recordScope,
  type RecordRow,
} from '../records/repository.ts';
import { recordWorkflowStep } from '../records/service.ts';
import { replaceDuplicateKeys } from '../records/submissions.ts';
import { records } from '../records/tables.ts';
import { maskNin, modificationScope, requestById, type ModificationFacts } from './repository.ts';
import { assertMayEver, correctionsOf, entryById, factsOf, refusal } from './access.ts';
import { versionStart } from './reads.ts';
import { modificationRequests, recordVersions, type StoredRequester } from './tables.ts';

const ONE_OPEN_INDEX = 'modification_requests_one_open_idx';

type Values = Record<string, unknown>;

/** The record's values the field's inputs hold now, by input name. */
function valuesOf(field: CorrectableField, particulars: Values): Values {
  return Object.fromEntries(
    field.inputs.map((input) => [input.name, valueAt(particulars, input.path) ?? null]),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The particulars with the field's corrected values written, checked again as a whole by the
 * kind's own schema (a date of death before the date of birth is refused there). Issues of
 * other parts of a record registered under older rules do not stop a correction.
 */
function corrected(kind: AnyRecordKind, field: CorrectableField, current: Values, values: Values) {
  let next = current;
  for (const input of field.inputs)
    next = withValueAt(next, input.path, values[input.name] ?? null);
  field.follow?.(next);
  if (
    field.inputs.every((input) => same(valueAt(next, input.path), valueAt(current, input.path)))
  ) {
    throw invalid(M.unchanged, 'mod_field');
  }
  const parsed = kind.submissionSchema.safeParse(next);
  if (!parsed.success) {
    const parts = new Set(field.inputs.map((input) => input.path.split('.')[0]));
    const issues = parsed.error.issues
      .filter((issue) => parts.has(String(issue.path[0])))
      .map((issue) => {
        const path = issue.path.join('.');
        const input =
          field.inputs.find((i) => path === i.path || path.startsWith(`${i.path}.`)) ??
          field.inputs[0];
        return { path: input?.name ?? 'mod_field', message: issue.message };
      });
    if (issues.length > 0) {
      throw new AppError(
        'VALIDATION_FAILED',
        issues.map((issue) => issue.message),
        { issues },
      );
    }
  }
  // Parsed by the kind's own schema (or, registered under older rules, as stored).
  const submission = (parsed.success ? parsed.data : next) as RegistrationPlace;
  return { next, submission };
}

/**
 * The supporting documents and a corrected photo were uploaded within the caller's area, each
 * of the type it says (a photo an image); the requester's NIN is known to the identity agency.
 */
async function checkEvidence(
  app: FastifyInstance,
  session: AuthSession,
  context: RequestContext,
  field: CorrectableField,
  body: ModificationRequest,
): Promise<void> {
  const photo = field.inputs.find((input) => input.widget === 'photo');
  const photoKey = photo ? (body.values[photo.name] as string | null) : null;
  const files = [
    ...body.supporting_documents.map((d, i) => ({ ...d, path: `supporting_documents.${i}` })),
    ...(photo && photoKey ? [{ url: photoKey, mimeType: 'image/*', path: photo.name }] : []),
  ];
  checkReferencedKeys(files.map((file) => file.url));
  const stored = await documentsInScope(
    app.database.statementDb,
    files.map((file) => file.url),
    session.scope,
  );
  for (const file of files) {
    const found = stored.get(file.url);
    const matches =
      found && (file.mimeType === 'image/*' ? found.startsWith('image/') : found === file.mimeType);
    if (!matches) throw invalid(M.supportingDocuments, file.path);
  }
  const { requester } = body;
  if (requester.proof === 'nin' && requester.nin) {
    const { result } = await app.ninVerifications.ensureVerified(requester.nin, {
      userId: session.user.User_ID,
      userName: session.user.UserName,
      ip: context.ip,
      requestId: context.requestId,
    });
    if (result.status === 'unavailable') {
      throw new AppError(
        'IDENTITY_UNAVAILABLE',
        'The identity agency cannot be reached to verify the NIN. Try again shortly.',
      );
    }
    if (result.status !== 'verified') {
      throw invalid(
        'requester.nin: this NIN is not known to the identity agency.',
        'requester.nin',
      );
    }
  }
}

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

/** `POST /api/modification/{apiPath}`: a pending request, its fee bound to it (201). */
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
  const [found] = await app.db
    .select()
    .from(records)
    .where(
      and(eq(records.id, body.record_id), eq(records.kind, kind.key), recordScope(session.scope)),
    );
  if (!found?.certificateNumber) throw notFound(M.notFound);
  const decide = (record: RecordRow) =>
    decideModification(
      actor,
      {
        kind,
        status: null,
        place: placeOf(record),
        recordStatus: record.status,
        approver: field.rule.approver,
      },
      'request',
    );
  const decision = decide(found);
  if (!decision.allowed) throw refusal(decision.reason, field, M.notRegistered);
  await checkEvidence(app, session, context, field, body);
  corrected(kind, field, particularsOf(found), body.values);

  const checked = await checkPayment(app, session, field.rule.fee, body);
  let id: number;
  try {
    id = await app.db.transaction(async (tx) => {
      const record = await lockRecord(tx, kind.key, found.id, recordScope(session.scope));
      if (!record?.certificateNumber) throw notFound(M.notFound);
      const again = decide(record);
      if (!again.allowed) throw refusal(again.reason, field, M.notRegistered);
      const particulars = particularsOf(record);
      corrected(kind, field, particulars, body.values);
      const bound = await bindPayment(tx, checked, {
        kind: kind.key,
        recordId: record.id,
        purpose: `correction of ${field.label.toLowerCase()} on ${kind.certificate.name.toLowerCase()} ${record.certificateNumber}`,
        actorId: session.user.User_ID,
        actorName: session.user.UserName,
        ip: context.ip,
        requestId: context.requestId,
      });
      const [row] = await tx
        .insert(modificationRequests)
        .values({
          kind: kind.key,
          recordId: record.id,
          modType: body.mod_type,
          modField: field.key,
          modReason: body.mod_reason,
          modReasonOther: body.mod_reason_other,
          comment: body.comment,
          requester: storedRequester(body),
          supportingDocuments: body.supporting_documents,
          changes: body.values,
          before: valuesOf(field, particulars),
          certificateNumber: record.certificateNumber,
          subject: subjectNameOf(kind, particulars),
          stateId: record.stateId,
          lgaId: record.lgaId,
          regCenterId: record.regCenterId,
          paymentId: bound.type === 'payment' ? bound.paymentId : null,
          waiverId: bound.type === 'waiver' ? bound.waiverId : null,
          requestedBy: session.user.User_ID,
          requestedAt: context.now,
          updatedAt: context.now,
        })
        .returning({ id: modificationRequests.id });
      if (!row) throw new Error('modification request was not inserted');
      await recordAudit(tx, {
        ...auditOf(session, context),
        action: 'modification.requested',
        entityId: row.id,
        details: {
          kind: kind.key,
          recordId: record.id,
          modField: field.key,
          modReason: body.mod_reason,
          proof: body.requester.proof,
          documents: body.supporting_documents.map((d) => d.type),
          ...(bound.type === 'payment'
            ? { paymentReference: bound.reference, paymentId: bound.paymentId }
            : { feeWaived: true, waiverId: bound.waiverId }),
        },
      });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, ONE_OPEN_INDEX)) throw stateConflict(M.pendingExists);
    throw error;
  }
  return entryById(app.db, session, kind, id);
}

/** The request and its record, locked (unless told), in the caller's area (404 otherwise). */
async function lockRequest(
  tx: Database,
  kind: AnyRecordKind,
  session: AuthSession,
  id: number,
  { lock = true } = {},
) {
  const query = tx
    .select()
    .from(modificationRequests)
    .where(
      and(
        requestById(id),
        eq(modificationRequests.kind, kind.key),
        modificationScope(session.scope),
      ),
    );
  const [request] = lock ? await query.for('update') : await query;
  if (!request) throw notFound(M.requestNotFound);
  const inArea = recordScope(session.scope);
  const record = lock
    ? await lockRecord(tx, kind.key, request.recordId, inArea)
    : (
        await tx
          .select()
          .from(records)
          .where(and(eq(records.id, request.recordId), inArea))
      )[0];
  if (!record) throw notFound(M.requestNotFound);
  const field = correctableField(correctionsOf(kind), request.modField);
  return { request, record, field };
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
  const mayAmend = (facts: ModificationFacts) => {
    if (facts.request.recordId !== body.record_id) throw notFound(M.requestNotFound);
    const decision = decideModification(actorOf(session), factsOf(kind, field, facts), 'resubmit');
    if (!decision.allowed) throw refusal(decision.reason, field, M.notQueried);
    if (facts.request.modField !== field.key) throw invalid(M.fieldChanged, 'mod_field');
  };
  // Who may amend it is asked before the evidence (which may call the identity agency).
  mayAmend(await lockRequest(app.db, kind, session, id, { lock: false }));
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
  return entryById(app.db, session, kind, id);
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
    const { request, record, field } = await lockRequest(tx, kind, session, id);
    const decision = decideModification(
      actorOf(session),
      factsOf(kind, field, { request, record }),
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
  return entryById(app.db, session, kind, id);
}

/**
 * `POST .../{id}/approve`: the correction applied in one transaction. The values it replaces
 * must still be the record's (another correction of the same part since: 409 RECORD_CHANGED);
 * corrections of other parts approved meanwhile are kept, as it writes only its own values.
 */
export async function approveModification(
  app: FastifyInstance,
  kind: AnyRecordKind,
  session: AuthSession,
  context: RequestContext,
  id: number,
): Promise<ModificationApproval> {
  assertMayEver(session, kind, 'approve');
  const outcome = await app.db.transaction(async (tx) => {
    const { request, record, field } = await lockRequest(tx, kind, session, id);
    const decision = decideModification(
      actorOf(session),
      factsOf(kind, field, { request, record }),
      'approve',
    );
    if (!decision.allowed) {
      const pending = request.status === 'pending';
      throw refusal(decision.reason, field, pending ? M.notRegistered : M.notPending);
    }
    if (!field || !decision.next) throw stateConflict(M.notPending);
    const current = particularsOf(record);
    const now = valuesOf(field, current);
    if (!same(now, request.before)) throw new AppError('RECORD_CHANGED', M.corrected);
    const { next, submission } = corrected(kind, field, current, request.changes);
    const version = record.version + 1;
    await tx.insert(recordVersions).values({
      recordId: record.id,
      version: record.version,
      particulars: current,
      validFrom: await versionStart(tx, record),
      replacedAt: context.now,
      modificationId: request.id,
    });
    const { kind: _kind, ...columns } = recordColumns(kind, submission);
    const flags = kind.flags(submission, record.createdAt);
    await tx
      .update(records)
      .set({
        ...columns,
        particulars: next,
        late: flags.late,
        overFiveYears: flags.overFiveYears,
        version,
        status: decision.next,
        updatedAt: context.now,
      })
      .where(eq(records.id, record.id));
    await replaceDuplicateKeys(tx, kind.key, record.id, kind.duplicateKeys(submission));
    const superseded = await tx
      .update(certificates)
      .set({ supersededAt: context.now })
      .where(and(eq(certificates.recordId, record.id), isNull(certificates.supersededAt)))
      .returning({ id: certificates.id });
    await tx
      .update(modificationRequests)
      .set({
        status: 'approved',
        approvedBy: session.user.User_ID,
        approvedAt: context.now,
        appliedBefore: now,
        version,
        updatedAt: context.now,
      })
      .where(requestById(request.id));
    await recordWorkflowStep(tx, kind, session, context, record, 'correct', decision.next, {
      reason: field.label,
      details: {
        modificationId: request.id,
        modField: field.key,
        requestedBy: request.requestedBy,
        before: now,
        after: request.changes,
        version,
        supersededCertificates: superseded.map((c) => c.id),
      },
    });
    await recordAudit(tx, {
      ...auditOf(session, context),
      action: 'modification.approved',
      entityId: request.id,
      details: { kind: kind.key, recordId: record.id, modField: field.key, version },
    });
    return { recordId: record.id, version, status: decision.next };
  });
  return {
    request: await entryById(app.db, session, kind, id),
    record: { id: outcome.recordId, version: outcome.version, status: outcome.status },
  };
}
