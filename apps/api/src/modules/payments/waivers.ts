/**
 * Fee waivers need two officers (issue 27, docs/payments.md). The officer at a service's
 * payment step asks for one with a reason (pending, audited); another officer holding
 * Can_Waive_Fees in whose area it lies, never the one who asked, grants or refuses it; the one
 * who asked then gives its number (`waiver_id`) instead of a payment reference, and the
 * service's bindPayment uses it once, for its service and certificate (service.ts).
 */
import {
  formatAmount,
  fourEyesRefusal,
  NEW_RECORD_SERVICES,
  PAYMENT_MESSAGES,
  PAYMENT_SERVICE_NAMES,
  waiverDecidedMessage,
  type FeeWaiver,
  type WaiverDecision,
  type WaiverListQuery,
  type WaiverRequest,
} from '@vitalreg/domain';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registrationCentres, users } from '../../db/schema.ts';
import { forbidden, notFound, stateConflict } from '../../errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { passwordSetByOf, setTheirPasswordError } from '../auth/four-eyes.ts';
import type { AuthSession, RequestContext } from '../auth/service.ts';
import { isInScope, scopeCondition } from '../auth/scope.ts';
import { readableKind } from '../certificates/service.ts';
import { findCentre } from '../centres/repository.ts';
import { recordScope } from '../records/repository.ts';
import { recordByCertificateNumber } from '../reprint/repository.ts';
import { listCurrentFees } from './fees.ts';
import { waiverRequestRow } from './repository.ts';
import { waiverRequests } from './tables.ts';

const decider = alias(users, 'decider');

/** A list shows at most this many waivers (the newest). */
const LIST_LIMIT = 200;

/** The caller's area as a condition on waivers. */
function waiverScope(session: AuthSession): SQL | undefined {
  return scopeCondition(session.scope, {
    stateId: waiverRequests.stateId,
    lgaId: waiverRequests.lgaId,
    centreId: waiverRequests.regCenterId,
  });
}

/** Waivers as the API answers them, newest first. */
async function waiversWhere(db: Database, where: SQL | undefined): Promise<FeeWaiver[]> {
  const [rows, fees] = await Promise.all([
    db
      .select({
        waiver: waiverRequests,
        requestedBy: users.userName,
        decidedBy: decider.userName,
        centre: registrationCentres.name,
      })
      .from(waiverRequests)
      .leftJoin(users, eq(users.id, waiverRequests.requestedBy))
      .leftJoin(decider, eq(decider.id, waiverRequests.decidedBy))
      .leftJoin(registrationCentres, eq(registrationCentres.id, waiverRequests.regCenterId))
      .where(where)
      .orderBy(desc(waiverRequests.requestedAt), desc(waiverRequests.id))
      .limit(LIST_LIMIT),
    listCurrentFees(db),
  ]);
  const feeOf = new Map(fees.map((fee) => [fee.service, fee.amount]));
  return rows.map(({ waiver: w, requestedBy, decidedBy, centre }) => ({
    id: w.id,
    service: w.service,
    service_name: PAYMENT_SERVICE_NAMES[w.service],
    reason: w.reason,
    status: w.status,
    record_kind: w.recordKind as FeeWaiver['record_kind'],
    record_id: w.recordId,
    certificate_number: w.certificateNumber,
    reg_center_id: w.regCenterId,
    centre,
    fee: feeOf.get(w.service) ?? formatAmount(0),
    requested_by: requestedBy,
    requested_at: w.requestedAt.toISOString(),
    decided_by: decidedBy,
    decided_at: w.decidedAt?.toISOString() ?? null,
    note: w.note,
    used_at: w.usedAt?.toISOString() ?? null,
  }));
}

/** A waiver in the caller's area; 404 otherwise, as for one that does not exist. */
export async function waiverInArea(
  app: FastifyInstance,
  session: AuthSession,
  id: number,
): Promise<FeeWaiver> {
  const [waiver] = await waiversWhere(app.db, and(eq(waiverRequests.id, id), waiverScope(session)));
  if (!waiver) throw notFound(PAYMENT_MESSAGES.waiverNotFound);
  return waiver;
}

/** `GET /api/payments/waivers`: the caller's area (or own requests, `mine`), newest first. */
export async function listWaivers(
  app: FastifyInstance,
  session: AuthSession,
  query: WaiverListQuery,
): Promise<FeeWaiver[]> {
  return waiversWhere(
    app.db,
    and(
      waiverScope(session),
      query.status ? eq(waiverRequests.status, query.status) : undefined,
      query.service ? eq(waiverRequests.service, query.service) : undefined,
      query.mine ? eq(waiverRequests.requestedBy, session.user.User_ID) : undefined,
    ),
  );
}

/** Where the waiver lies and what it is for: a certificate of the caller's area, or a centre. */
async function subjectOf(app: FastifyInstance, session: AuthSession, body: WaiverRequest) {
  if (NEW_RECORD_SERVICES.includes(body.service)) {
    const centre = await findCentre(app.db, body.reg_center_id ?? 0);
    const place = centre && { stateId: centre.stateId, lgaId: centre.lgaId, centreId: centre.id };
    if (!centre || !place || !isInScope(session.scope, place)) {
      throw notFound(PAYMENT_MESSAGES.waiverCentreNotFound);
    }
    return { ...place, recordKind: null, recordId: null, certificateNumber: null };
  }
  const kind = readableKind(app, session, body.record_kind ?? 'birth');
  const record = await recordByCertificateNumber(
    app.db,
    kind.key,
    body.certificate_number ?? '',
    recordScope(session.scope),
  );
  if (!record?.certificateNumber) throw notFound(PAYMENT_MESSAGES.waiverCertificateNotFound);
  return {
    stateId: record.stateId,
    lgaId: record.lgaId,
    centreId: record.regCenterId,
    recordKind: kind.key,
    recordId: record.id,
    certificateNumber: record.certificateNumber,
  };
}

/**
 * `POST /api/payments/waivers`: asks for a fee waiver (pending), audited. 404 for a certificate
 * or centre outside the caller's area; 409 when the caller already has an open waiver (pending
 * or granted) for the same service and certificate.
 */
export async function requestWaiver(
  app: FastifyInstance,
  session: AuthSession,
  context: RequestContext,
  body: WaiverRequest,
): Promise<FeeWaiver> {
  const subject = await subjectOf(app, session, body);
  const userId = session.user.User_ID;
  const id = await app.db.transaction(async (tx) => {
    if (subject.recordId !== null) {
      const [open] = await tx
        .select({ id: waiverRequests.id })
        .from(waiverRequests)
        .where(
          and(
            eq(waiverRequests.requestedBy, userId),
            eq(waiverRequests.service, body.service),
            eq(waiverRequests.recordId, subject.recordId),
            inArray(waiverRequests.status, ['pending', 'granted']),
          ),
        )
        .limit(1);
      if (open) throw stateConflict(PAYMENT_MESSAGES.waiverOpen);
    }
    const [row] = await tx
      .insert(waiverRequests)
      .values({
        service: body.service,
        reason: body.reason,
        recordKind: subject.recordKind,
        recordId: subject.recordId,
        certificateNumber: subject.certificateNumber,
        stateId: subject.stateId,
        lgaId: subject.lgaId,
        regCenterId: subject.centreId,
        requestedBy: userId,
        requestedAt: context.now,
      })
      .returning({ id: waiverRequests.id });
    if (!row) throw new Error('waiver request not inserted');
    await recordAudit(tx, {
      action: 'payment.waiver_requested',
      actorUserId: userId,
      actorUserName: session.user.UserName,
      entityType: 'waiver_request',
      entityId: row.id,
      ip: context.ip,
      requestId: context.requestId,
      details: {
        service: body.service,
        reason: body.reason,
        record_kind: subject.recordKind,
        record_id: subject.recordId,
        reg_center_id: subject.centreId,
      },
    });
    return row.id;
  });
  return waiverInArea(app, session, id);
}

/**
 * `POST /api/payments/waivers/{id}/grant` and `/refuse` (Can_Waive_Fees): decides a pending
 * waiver of the caller's area, audited. 404 outside the area, 403 for the officer who asked
 * (four eyes; the database refuses it too), 409 once it is decided.
 */
export async function decideWaiver(
  app: FastifyInstance,
  session: AuthSession,
  context: RequestContext,
  id: number,
  decision: 'granted' | 'refused',
  body: WaiverDecision,
): Promise<FeeWaiver> {
  await waiverInArea(app, session, id);
  const userId = session.user.User_ID;
  await app.db.transaction(async (tx) => {
    const row = await waiverRequestRow(tx, id);
    if (!row) throw notFound(PAYMENT_MESSAGES.waiverNotFound);
    const fourEyes = fourEyesRefusal(
      { id: userId },
      { id: row.requestedBy, passwordSetBy: await passwordSetByOf(tx, row.requestedBy) },
    );
    if (fourEyes === 'own_record') throw forbidden(PAYMENT_MESSAGES.waiverOwn);
    if (fourEyes) throw setTheirPasswordError();
    const [decided] = await tx
      .update(waiverRequests)
      .set({ status: decision, decidedBy: userId, decidedAt: context.now, note: body.note || null })
      .where(and(eq(waiverRequests.id, id), eq(waiverRequests.status, 'pending')))
      .returning({ id: waiverRequests.id });
    if (!decided) {
      const now = await waiverRequestRow(tx, id);
      throw stateConflict(waiverDecidedMessage(now?.status ?? row.status));
    }
    await recordAudit(tx, {
      action: decision === 'granted' ? 'payment.waiver_granted' : 'payment.waiver_refused',
      actorUserId: userId,
      actorUserName: session.user.UserName,
      entityType: 'waiver_request',
      entityId: id,
      ip: context.ip,
      requestId: context.requestId,
      details: {
        service: row.service,
        record_kind: row.recordKind,
        record_id: row.recordId,
        requested_by: row.requestedBy,
        note: body.note || null,
      },
    });
  });
  return waiverInArea(app, session, id);
}
