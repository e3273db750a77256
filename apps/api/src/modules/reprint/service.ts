/**
 * Reprint (issue 17, part 3): a printed certificate is looked up by its number and issued again,
 * marked "REPRINT n", against its fee paid (or waived). The record stays printed; the reprint
 * is a certificate row, a history line and audit events, never an overwrite.
 *
 *   checkPayment (gateway, outside the transaction)
 *   -> transaction: lock the record in the caller's area, workflow check (printed -> printed;
 *      none after the registry revoked a certificate of the record, CERTIFICATE_REVOKED),
 *      bindPayment (single use), issueCertificate('reprint'), history + audit.
 */
import {
  decideAction,
  formatAmount,
  hasAnyPermission,
  mayEverTake,
  REPRINT_MESSAGES,
  reprintParticularsOf,
  reprintPurpose,
  type Certificate,
  type Pagination,
  type RecordKindKey,
  type ReprintAnswer,
  type ReprintEntry,
  type ReprintLookup,
  type ReprintLookupQuery,
  type ReprintRequest,
} from '@vitalreg/domain';
import { and, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound, stateConflict } from '../../errors.ts';
import { ok } from '../../http.ts';
import { actorOf, type AuthSession, type RequestContext } from '../auth/service.ts';
import { certificatesOf } from '../certificates/repository.ts';
import { paperOf, paperRefused, type Paper } from '../certificates/revocation.ts';
import { issueCertificate, particularsOf, readableKind } from '../certificates/service.ts';
import { bindPayment, checkPayment, requireFee } from '../payments/service.ts';
import { lockRecord, placeOf, recordScope, type RecordRow } from '../records/repository.ts';
import { records } from '../records/tables.ts';
import { onceForKey, type KeyedRequest, type StoredAnswer } from '../../plugins/idempotency.ts';
import { recordWorkflowStep } from '../records/service.ts';
import {
  hasCertificateOnFile,
  lastReprintNumber,
  recordByCertificateNumber,
  reprintById,
  reprintPaidBy,
  reprintsInArea,
  reprintsOfRecord,
} from './repository.ts';

/** Why a record found by its number cannot be reprinted (its status); undefined when it can. */
function notReprintable(record: RecordRow): string | undefined {
  if (record.status === 'printed') return undefined;
  if (record.status === 'approved') return REPRINT_MESSAGES.notPrinted;
  return `This record is ${record.status}; only a printed certificate can be reprinted.`;
}

/**
 * The refusal of a reprint of a record whose certificate the registry revoked (no new paper
 * until an administrator authorises one, and then only its print); undefined otherwise.
 */
function revokedPaper(paper: Paper) {
  return paper.standing === 'valid' ? undefined : paperRefused(paper, 'reprint');
}

/** `GET /api/reprint/lookup`: the certificate in the caller's area, its particulars and fee. */
export async function lookupReprint(
  app: FastifyInstance,
  session: AuthSession,
  query: ReprintLookupQuery,
): Promise<ReprintLookup> {
  const kind = readableKind(app, session, query.kind);
  const record = await recordByCertificateNumber(
    app.db,
    kind.key,
    query.certificate_number,
    recordScope(session.scope),
  );
  if (!record?.certificateNumber) throw notFound(REPRINT_MESSAGES.notFound);
  const [fee, reprints, onFile, paper] = await Promise.all([
    requireFee(app.db, 'reprint'),
    reprintsOfRecord(app.db, record.id),
    hasCertificateOnFile(app.db, record.id),
    paperOf(app.db, record.id),
  ]);
  const reason = notReprintable(record) ?? revokedPaper(paper)?.message ?? null;
  return {
    record_id: record.id,
    kind: record.kind,
    certificate_type: kind.certificate.name,
    certificate_number: record.certificateNumber,
    status: record.status,
    hasCertificate: onFile,
    reprintable: reason === null,
    reason,
    particulars: reprintParticularsOf(kind, particularsOf(record)),
    fee: {
      amount_kobo: fee.amountKobo,
      currency: fee.currency,
      amount: formatAmount(fee.amountKobo, fee.currency),
    },
    reprints,
  };
}

/** `GET /api/reprint/list/{page}`: reprints of records in the caller's area, newest first. */
export async function listReprints(
  app: FastifyInstance,
  session: AuthSession,
  page: number,
  limit: number,
): Promise<{ pagination: Pagination; result: ReprintEntry[] }> {
  // Only kinds whose records the caller may read (readableKind).
  const kinds = app.recordKinds.list
    .filter((kind) => hasAnyPermission(session.permissions, kind.permissions.list))
    .map((kind) => kind.key);
  const within = and(recordScope(session.scope), inArray(records.kind, kinds));
  const { rows, total } = await reprintsInArea(app.db, within, page, limit);
  return { pagination: { page, limit, total, pages: Math.ceil(total / limit) }, result: rows };
}

/** The answer of `POST /api/reprint`: 201 a new reprint, 200 a retry's earlier one. */
export type ReprintOutcome = StoredAnswer;

const downloadUrl = (kind: RecordKindKey, recordId: number, certificateId: number) =>
  `/api/certificates/${kind}/${recordId}/${certificateId}/pdf`;

/** The answer for a reprint made before (a retry): the same reprint, 200. */
async function earlierReprint(
  db: Database,
  recordId: number,
  certificateId: number,
): Promise<ReprintOutcome> {
  const [reprint, list] = await Promise.all([
    reprintById(db, certificateId),
    certificatesOf(db, recordId),
  ]);
  const certificate = list.find((row) => row.id === certificateId);
  if (!reprint || !certificate) throw new Error('reprint not found again');
  return {
    statusCode: 200,
    body: ok(answerOf(reprint, certificate), REPRINT_MESSAGES.alreadyReprinted),
    replayed: true,
  };
}

function answerOf(reprint: ReprintEntry, certificate: Certificate): ReprintAnswer {
  return {
    reprint,
    certificate,
    download_url: downloadUrl(reprint.kind, reprint.record_id, certificate.id),
  };
}

/**
 * `POST /api/reprint`. Idempotent twice over: a payment reference pays for one reprint (a retry
 * with it answers that reprint, 200), and an Idempotency-Key, when sent, answers its first
 * answer (a waived fee has no reference to tell a retry by): the route replays it, `keyed`
 * stores this one.
 */
export async function reprintCertificate(
  app: FastifyInstance,
  session: AuthSession,
  context: RequestContext,
  request: ReprintRequest,
  keyed: KeyedRequest | null,
): Promise<ReprintOutcome> {
  const userId = session.user.User_ID;
  const actor = actorOf(session);
  const kind = readableKind(app, session, request.kind);
  if (!mayEverTake(actor, 'reprint', kind)) throw forbidden(REPRINT_MESSAGES.roleNotAllowed);
  const scope = recordScope(session.scope);
  const found = await recordByCertificateNumber(
    app.db,
    kind.key,
    request.certificate_number,
    scope,
  );
  if (!found?.certificateNumber) throw notFound(REPRINT_MESSAGES.notFound);
  const refused = notReprintable(found);
  if (refused) throw stateConflict(refused);
  // Before the payment is checked: a revoked certificate's fee is not taken.
  const revoked = revokedPaper(await paperOf(app.db, found.id));
  if (revoked) throw revoked;

  const reference = request.payment_reference?.trim() || undefined;
  const paidBefore = async () =>
    reference === undefined
      ? undefined
      : reprintPaidBy(app.db, app.paymentGateway.name, reference, found.id);
  const earlier = await paidBefore();
  if (earlier !== undefined) return earlierReprint(app.db, found.id, earlier);

  const checked = await checkPayment(app, session, 'reprint', request);
  const write = async (tx: Database) => {
    const record = await lockRecord(tx, kind.key, found.id, scope);
    if (!record?.certificateNumber) throw notFound(REPRINT_MESSAGES.notFound);
    const paper = await paperOf(tx, record.id);
    const decision = decideAction(
      actor,
      { kind, status: record.status, place: placeOf(record), paper: paper.standing },
      'reprint',
    );
    if (!decision.allowed) {
      if (decision.reason === 'certificate_revoked') throw paperRefused(paper, 'reprint');
      if (decision.reason === 'wrong_status') throw stateConflict(notReprintable(record) ?? '');
      throw forbidden(REPRINT_MESSAGES.roleNotAllowed);
    }
    const reprintNumber = (await lastReprintNumber(tx, record.id)) + 1;
    const bound = await bindPayment(tx, checked, {
      kind: kind.key,
      recordId: record.id,
      purpose: reprintPurpose(kind.certificate.name, reprintNumber, record.certificateNumber),
      actorId: userId,
      actorName: session.user.UserName,
      ip: context.ip,
      requestId: context.requestId,
    });
    const certificate = await issueCertificate(app, tx, {
      kind,
      record,
      issue: 'reprint',
      actor: session,
      context,
      paymentId: bound.type === 'payment' ? bound.paymentId : null,
    });
    await recordWorkflowStep(tx, kind, session, context, record, 'reprint', decision.next, {
      details: {
        certificateNumber: certificate.certificate_number,
        certificateId: certificate.id,
        reprintNumber: certificate.issue_number,
        centreId: certificate.centre.id,
        sha256: certificate.sha256,
        ...(bound.type === 'payment'
          ? { paymentReference: bound.reference, paymentId: bound.paymentId }
          : { feeWaived: true, waiverId: bound.waiverId }),
      },
    });
    const reprint: ReprintEntry = {
      certificate_id: certificate.id,
      record_id: record.id,
      kind: kind.key,
      certificate_number: certificate.certificate_number,
      reprint_number: certificate.issue_number,
      issued_at: certificate.issued_at,
      issued_by: certificate.issued_by,
      centre: certificate.centre,
      payment_reference: bound.type === 'payment' ? bound.reference : null,
      waived: bound.type === 'waiver',
    };
    return {
      statusCode: 201,
      body: ok(answerOf(reprint, certificate), REPRINT_MESSAGES.reprinted),
    };
  };
  try {
    return keyed
      ? await onceForKey(app.db, keyed, write)
      : { ...(await app.db.transaction(write)), replayed: false };
  } catch (error) {
    // The same reference sent twice at once: the first bound it, the second answers its reprint.
    if (error instanceof AppError && error.statusCode === 409) {
      const first = await paidBefore();
      if (first !== undefined) return earlierReprint(app.db, found.id, first);
    }
    throw error;
  }
}
