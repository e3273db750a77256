/**
 * Certificate reissuance (issue 18, part 2). A registrar asks for a printed certificate to be
 * issued again: found by its number with the holder's NIN (checked with the identity agency)
 * or particulars, the applicant's face, a recipient e-mail confirmed by a one-time code and the
 * fee paid (or waived). A DCR or state director other than the requester approves it: the
 * certificate is issued again ("REISSUE n") and replaces the earlier ones (revoked, "replaced"),
 * the record stays printed, with a history line.
 *
 * Birth and attestation certificates alike: each type's declaration (domain,
 * REISSUANCE_TYPE_DECLARATIONS) names its record kind, holder, permissions and fee.
 *
 *   request:  checks -> checkPayment (gateway) -> transaction: lock the record, use the e-mail
 *             confirmation, bindPayment, insert the request (pending), audit
 *   approve:  transaction: lock request and record (area), four-eyes, no certificate revoked by
 *             the registry (CERTIFICATE_REVOKED, as when asking), issueCertificate('reissue'),
 *             revoke the earlier certificates, workflow step printed -> printed (history +
 *             audit) -> then e-mail the recipient
 */
import {
  decideAction,
  mayEverTake,
  recordKindOf,
  REISSUANCE_MESSAGES,
  reissuanceTypeOf,
  reissuanceTypesFor,
  reissuedText,
  type Pagination,
  type ReissuanceAction,
  type ReissuanceApproval,
  type ReissuanceEntry,
  type ReissuanceRequest,
  type ReissuanceStats,
  type ReissuanceTypeDeclaration,
} from '@vitalreg/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation, type Database } from '../../db/client.ts';
import { AppError, forbidden, invalid, notFound, stateConflict } from '../../errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { passwordSetByOf, setTheirPasswordError } from '../auth/four-eyes.ts';
import { actorOf, type AuthSession, type RequestContext } from '../auth/service.ts';
import { paperOf, paperRefused, revokeReplacedCertificates } from '../certificates/revocation.ts';
import { issueCertificate } from '../certificates/service.ts';
import { documentInScope } from '../documents/repository.ts';
import { checkReferencedKeys } from '../documents/service.ts';
import { consumeEmailConfirmation } from '../email-codes/service.ts';
import { bindPayment, checkPayment } from '../payments/service.ts';
import { lockRecord, placeOf, recordScope, type RecordRow } from '../records/repository.ts';
import { recordWorkflowStep } from '../records/service.ts';
import { recordByCertificateNumber } from '../reprint/repository.ts';
import { holderMatches } from './holder.ts';
import {
  listable,
  reissuanceRows,
  reissuancesInArea,
  reissuanceStats,
  requestById,
  type ReissuanceFacts,
} from './repository.ts';
import { reissuanceRequests } from './tables.ts';

type ReissuanceType = ReissuanceRequest['type'];
type Access = 'see' | 'list';

const ONE_PENDING_INDEX = 'reissuance_requests_one_pending_idx';

/** The types whose permissions the caller holds, for asking (see) or listing. */
export const typesFor = (session: AuthSession, access: Access): ReissuanceType[] =>
  reissuanceTypesFor(session.permissions, access);

/**
 * What the caller may do to each request (its `allowed_actions`), as approveReissuance decides:
 * approve a pending request of a type they may ask for, when the access policy lets them reissue
 * its record (approver permission, area, printed, and not a request of their own).
 */
function reissuanceActions(session: AuthSession) {
  const actor = actorOf(session);
  const types = typesFor(session, 'see');
  return (request: ReissuanceFacts): ReissuanceAction[] => {
    const { type, status, requestedBy, record } = request;
    if (status !== 'pending' || !types.includes(type)) return [];
    const kind = recordKindOf(reissuanceTypeOf(type).kind);
    const facts = {
      kind,
      ...record,
      reissueRequestedBy: requestedBy,
      reissueRequesterPasswordSetBy: request.requesterPasswordSetBy,
    };
    return decideAction(actor, facts, 'reissue').allowed ? ['approve'] : [];
  };
}

/** The type's declaration, when the caller may ask for it (403 otherwise). */
function requireType(session: AuthSession, type: ReissuanceType): ReissuanceTypeDeclaration {
  if (!typesFor(session, 'see').includes(type)) throw forbidden();
  return reissuanceTypeOf(type);
}

/** The type's printed certificate with this number, in the caller's area. */
async function printedCertificate(
  app: FastifyInstance,
  session: AuthSession,
  type: ReissuanceTypeDeclaration,
  certificateNumber: string,
): Promise<RecordRow> {
  const found = await recordByCertificateNumber(
    app.db,
    type.kind,
    certificateNumber,
    recordScope(session.scope),
  );
  if (!found?.certificateNumber) throw notFound(REISSUANCE_MESSAGES.notFound);
  if (found.status !== 'printed') throw stateConflict(REISSUANCE_MESSAGES.notPrinted);
  await assertPaperValid(app.db, found.id);
  return found;
}

/** 409 CERTIFICATE_REVOKED when the registry revoked a certificate of the record (paperOf). */
async function assertPaperValid(db: Database, recordId: number): Promise<void> {
  const paper = await paperOf(db, recordId);
  if (paper.standing !== 'valid') throw paperRefused(paper, 'reissue');
}

/** `POST /api/reissuance`: a pending request, its fee bound to it (201). */
export async function requestReissuance(
  app: FastifyInstance,
  session: AuthSession,
  context: RequestContext,
  request: ReissuanceRequest,
): Promise<ReissuanceEntry> {
  const type = requireType(session, request.type);
  const found = await printedCertificate(app, session, type, request.certificate_number);
  const [pending] = await app.db
    .select({ id: reissuanceRequests.id })
    .from(reissuanceRequests)
    .where(
      and(eq(reissuanceRequests.recordId, found.id), eq(reissuanceRequests.status, 'pending')),
    );
  if (pending) throw stateConflict(REISSUANCE_MESSAGES.pendingExists);

  checkReferencedKeys([request.captured_face]);
  const face = await documentInScope(app.db, request.captured_face, session.scope);
  if (!face) throw invalid(REISSUANCE_MESSAGES.face, 'captured_face');
  if (!face.mimeType.startsWith('image/')) {
    throw invalid(REISSUANCE_MESSAGES.faceNotImage, 'captured_face');
  }
  if (!(await holderMatches(app, type, found, request))) {
    throw notFound(REISSUANCE_MESSAGES.notMatched);
  }

  const checked = await checkPayment(app, session, type.paymentService, request);
  const userId = session.user.User_ID;
  let id: number;
  try {
    id = await app.db.transaction(async (tx) => {
      const record = await lockRecord(tx, type.kind, found.id, recordScope(session.scope));
      if (!record?.certificateNumber) throw notFound(REISSUANCE_MESSAGES.notFound);
      if (record.status !== 'printed') throw stateConflict(REISSUANCE_MESSAGES.notPrinted);
      await assertPaperValid(tx, record.id);
      const emailCodeId = await consumeEmailConfirmation(tx, {
        token: request.email_confirmation_token,
        email: request.recipient_email,
        purpose: 'reissuance',
        userId,
        now: context.now,
      }).catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
        throw new AppError('EMAIL_NOT_CONFIRMED', REISSUANCE_MESSAGES.emailConfirmation);
      });
      const bound = await bindPayment(tx, checked, {
        kind: type.kind,
        recordId: record.id,
        purpose: `reissuance of ${recordKindOf(type.kind).certificate.name.toLowerCase()} ${record.certificateNumber}`,
        actorId: userId,
        actorName: session.user.UserName,
        ip: context.ip,
        requestId: context.requestId,
      });
      const [row] = await tx
        .insert(reissuanceRequests)
        .values({
          type: request.type,
          recordId: record.id,
          certificateNumber: record.certificateNumber,
          validationMode: request.validation_mode,
          faceKey: request.captured_face,
          recipientEmail: request.recipient_email.trim(),
          emailCodeId,
          paymentId: bound.type === 'payment' ? bound.paymentId : null,
          waiverId: bound.type === 'waiver' ? bound.waiverId : null,
          requestedBy: userId,
          requestedAt: context.now,
        })
        .returning({ id: reissuanceRequests.id });
      if (!row) throw new Error('reissuance request was not inserted');
      await recordAudit(tx, {
        action: 'reissuance.requested',
        actorUserId: userId,
        actorUserName: session.user.UserName,
        entityType: 'reissuance_request',
        entityId: row.id,
        ip: context.ip,
        requestId: context.requestId,
        details: {
          type: request.type,
          recordId: record.id,
          certificateNumber: record.certificateNumber,
          validationMode: request.validation_mode,
          ...(bound.type === 'payment'
            ? { paymentReference: bound.reference, paymentId: bound.paymentId }
            : { feeWaived: true, waiverId: bound.waiverId }),
        },
      });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, ONE_PENDING_INDEX)) {
      throw stateConflict(REISSUANCE_MESSAGES.pendingExists);
    }
    throw error;
  }
  const [entry] = await reissuanceRows(
    app.db,
    requestById(id),
    { limit: 1, offset: 0 },
    reissuanceActions(session),
  );
  if (!entry) throw new Error('reissuance request not found again');
  return entry;
}

/** `GET /api/reissuance/list/{page}`: the listable types' requests in the area, newest first. */
export async function listReissuances(
  app: FastifyInstance,
  session: AuthSession,
  page: number,
  query: {
    type?: ReissuanceType | undefined;
    status?: 'pending' | 'approved' | undefined;
    limit: number;
  },
): Promise<{ pagination: Pagination; result: ReissuanceEntry[] }> {
  const types = typesFor(session, 'list').filter((t) => !query.type || t === query.type);
  const where = listable(
    types,
    recordScope(session.scope),
    query.status ? eq(reissuanceRequests.status, query.status) : undefined,
  );
  const { rows, total } = await reissuancesInArea(
    app.db,
    where,
    page,
    query.limit,
    reissuanceActions(session),
  );
  return {
    pagination: { page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
    result: rows,
  };
}

/** `GET /api/reissuance/stats`. */
export function reissuanceCounts(
  app: FastifyInstance,
  session: AuthSession,
): Promise<ReissuanceStats> {
  return reissuanceStats(app.db, typesFor(session, 'list'), recordScope(session.scope));
}

/**
 * `POST /api/reissuance/{id}/approve`: a DCR or state director, not the requester, issues the
 * certificate again. Outside the caller's area (or types): 404.
 */
export async function approveReissuance(
  app: FastifyInstance,
  session: AuthSession,
  context: RequestContext,
  id: number,
): Promise<ReissuanceApproval> {
  const userId = session.user.User_ID;
  const actor = actorOf(session);
  const approves = (type: ReissuanceType) =>
    mayEverTake(actor, 'reissue', recordKindOf(reissuanceTypeOf(type).kind));
  if (!typesFor(session, 'see').some(approves)) throw forbidden(REISSUANCE_MESSAGES.approverRole);
  const outcome = await app.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(reissuanceRequests)
      .where(requestById(id))
      .for('update');
    if (!request || !typesFor(session, 'see').includes(request.type)) {
      throw notFound(REISSUANCE_MESSAGES.requestNotFound);
    }
    const type = reissuanceTypeOf(request.type);
    const kind = recordKindOf(type.kind);
    const record = await lockRecord(tx, kind.key, request.recordId, recordScope(session.scope));
    if (!record) throw notFound(REISSUANCE_MESSAGES.requestNotFound);
    if (request.status !== 'pending') throw stateConflict(REISSUANCE_MESSAGES.notPending);
    const paper = await paperOf(tx, record.id);
    const decision = decideAction(
      actor,
      {
        kind,
        status: record.status,
        place: placeOf(record),
        reissueRequestedBy: request.requestedBy,
        paper: paper.standing,
        reissueRequesterPasswordSetBy: await passwordSetByOf(tx, request.requestedBy),
      },
      'reissue',
    );
    if (!decision.allowed) {
      if (decision.reason === 'certificate_revoked') throw paperRefused(paper, 'reissue');
      if (decision.reason === 'set_their_password') throw setTheirPasswordError();
      if (decision.reason === 'missing_permission') {
        throw forbidden(REISSUANCE_MESSAGES.approverRole);
      }
      if (decision.reason === 'own_record') throw forbidden(REISSUANCE_MESSAGES.ownRequest);
      throw stateConflict(REISSUANCE_MESSAGES.notPrinted);
    }
    const certificate = await issueCertificate(app, tx, {
      kind,
      record,
      issue: 'reissue',
      actor: session,
      context,
      paymentId: request.paymentId,
    });
    // The new paper replaces every earlier one: a lost paper found again no longer verifies.
    const replaced = await revokeReplacedCertificates(tx, certificate, record.id, userId);
    await recordWorkflowStep(tx, kind, session, context, record, 'reissue', decision.next, {
      details: {
        replacedCertificateIds: replaced,
        reissuanceRequestId: request.id,
        requestedBy: request.requestedBy,
        certificateNumber: certificate.certificate_number,
        certificateId: certificate.id,
        reissueNumber: certificate.issue_number,
        centreId: certificate.centre.id,
        sha256: certificate.sha256,
      },
    });
    await tx
      .update(reissuanceRequests)
      .set({
        status: 'approved',
        approvedBy: userId,
        approvedAt: context.now,
        certificateId: certificate.id,
      })
      .where(requestById(request.id));
    return { type, certificate, recordId: record.id, recipient: request.recipientEmail };
  });

  const { type, certificate, recordId, recipient } = outcome;
  // Best effort, after the commit: the certificate stands whether or not the mail goes.
  await app.mailer
    .send({
      to: recipient,
      subject: REISSUANCE_MESSAGES.readySubject,
      text: reissuedText(recordKindOf(type.kind).certificate.name, certificate.issue_number),
    })
    .catch((error: unknown) =>
      app.log.warn(
        { reissuanceRequestId: id, err: (error as Error).message },
        'certificate-ready e-mail not sent',
      ),
    );
  const [entry] = await reissuanceRows(
    app.db,
    requestById(id),
    { limit: 1, offset: 0 },
    reissuanceActions(session),
  );
  if (!entry) throw new Error('reissuance request not found again');
  return {
    request: entry,
    certificate,
    download_url: `/api/certificates/${type.kind}/${recordId}/${certificate.id}/pdf`,
    [type.numberField]: certificate.certificate_number,
  };
}
