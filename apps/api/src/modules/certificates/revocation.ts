import {
  awaitingNewPaperMessage,
  capitalise,
  CERTIFICATE_MESSAGES,
  hasAnyPermission,
  revokedPaperMessage,
  type Certificate,
  type PaperAction,
  type PaperStanding,
  type RevocationCause,
} from '@vitalreg/domain';
import { and, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound, stateConflict } from '../../errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { AuthSession, RequestContext } from '../auth/service.ts';
import type { AnyRecordKind } from '../records/kind.ts';
import { lockRecord, recordScope } from '../records/repository.ts';
import { registryDate } from './pdf.ts';
import { certificateInScope, certificatesOf } from './repository.ts';
import { certificates } from './tables.ts';

/**
 * Whether a record may have new paper (PaperStanding), and why not: the latest revocation by
 * the registry not yet answered by an authorisation, or the authorisation waiting for its print.
 */
export type Paper =
  | { standing: 'valid' }
  | {
      standing: 'revoked';
      revocation: { certificateNumber: string; on: string; reason: string };
    }
  | { standing: 'new_paper_authorised'; authorisedOn: string };

const byRegistry = eq(certificates.revokedBecause, 'registry');
/** Revoked by the registry, and no new paper printed in answer yet. */
const unanswered = and(byRegistry, isNull(certificates.newPaperCertificateId));

/**
 * The record's paper standing. Paper-making steps read it inside their transaction, after
 * locking the record: revocations and authorisations lock it too, so neither slips between.
 */
export async function paperOf(db: Database, recordId: number): Promise<Paper> {
  const rows = await db
    .select({
      certificateNumber: certificates.certificateNumber,
      revokedAt: certificates.revokedAt,
      reason: certificates.revokedReason,
      authorisedAt: certificates.newPaperAuthorisedAt,
    })
    .from(certificates)
    .where(and(eq(certificates.recordId, recordId), unanswered))
    .orderBy(desc(certificates.revokedAt), desc(certificates.id));
  const revoked = rows.find((row) => row.authorisedAt === null);
  if (revoked?.revokedAt) {
    return {
      standing: 'revoked',
      revocation: {
        certificateNumber: revoked.certificateNumber,
        on: registryDate(revoked.revokedAt),
        reason: revoked.reason ?? '',
      },
    };
  }
  const authorised = rows.find((row) => row.authorisedAt !== null)?.authorisedAt;
  return authorised
    ? { standing: 'new_paper_authorised', authorisedOn: registryDate(authorised) }
    : { standing: 'valid' };
}

/** The record's paper standing alone, as the access policy's facts take it. */
export const paperStandingOf = async (db: Database, recordId: number): Promise<PaperStanding> =>
  (await paperOf(db, recordId)).standing;

/** The refusal (409 CERTIFICATE_REVOKED) of a paper-making step the paper standing stops. */
export function paperRefused(paper: Paper, action: PaperAction): AppError<'CERTIFICATE_REVOKED'> {
  const message =
    paper.standing === 'revoked'
      ? revokedPaperMessage(action, paper.revocation)
      : paper.standing === 'new_paper_authorised'
        ? awaitingNewPaperMessage(paper.authorisedOn)
        : CERTIFICATE_MESSAGES.notFound;
  return new AppError('CERTIFICATE_REVOKED', message);
}

/**
 * The authorised new certificate is printed: the authorisation is used (in the print's
 * transaction), so it makes one paper only.
 */
export async function useNewPaperAuthorisation(
  tx: Database,
  recordId: number,
  certificateId: number,
): Promise<void> {
  await tx
    .update(certificates)
    .set({ newPaperCertificateId: certificateId })
    .where(
      and(
        eq(certificates.recordId, recordId),
        unanswered,
        isNotNull(certificates.newPaperAuthorisedAt),
      ),
    );
}

export interface Revocation {
  reason: string;
  because: RevocationCause;
  by: number;
  at: Date;
}

/**
 * Revokes a certificate, in the caller's transaction: its code then answers "Revoked" with the
 * date and the cause. False when it was revoked already.
 */
export async function revokeCertificate(
  tx: Database,
  certificateId: number,
  { reason, because, by, at }: Revocation,
): Promise<boolean> {
  const revoked = await tx
    .update(certificates)
    .set({ revokedAt: at, revokedReason: reason, revokedBecause: because, revokedBy: by })
    .where(and(eq(certificates.id, certificateId), isNull(certificates.revokedAt)))
    .returning({ id: certificates.id });
  return revoked.length > 0;
}

/**
 * A reissue replaces the record's earlier certificates (the original, its reprints, earlier
 * reissues): each still valid is revoked, 'replaced', in the reissue's transaction. Answers
 * their ids, for the reissue's audit event.
 */
export async function revokeReplacedCertificates(
  tx: Database,
  replacement: Certificate,
  recordId: number,
  by: number,
): Promise<number[]> {
  const at = new Date(replacement.issued_at);
  const reason = `Replaced by reissue ${replacement.issue_number} on ${registryDate(at)}`;
  const revoked = await tx
    .update(certificates)
    .set({ revokedAt: at, revokedReason: reason, revokedBecause: 'replaced', revokedBy: by })
    .where(
      and(
        eq(certificates.recordId, recordId),
        ne(certificates.id, replacement.id),
        isNull(certificates.revokedAt),
      ),
    )
    .returning({ id: certificates.id });
  return revoked.map((row) => row.id).sort((a, b) => a - b);
}

/** Who may revoke a certificate by hand, and authorise new paper after (administrators, by default). */
const REVOKERS = ['Can_Revoke_Certificates'] as const;

/**
 * `POST /api/certificates/{kind}/{id}/{certificateId}/revoke`: an administrator revokes a
 * certificate of a record in their area, with a reason; audited. 409 when revoked already.
 */
export async function revokeByRegistry(
  app: FastifyInstance,
  kind: AnyRecordKind,
  session: AuthSession,
  context: RequestContext,
  ids: { recordId: number; certificateId: number },
  reason: string,
): Promise<Certificate> {
  if (!hasAnyPermission(session.permissions, REVOKERS)) {
    throw forbidden('Your role cannot revoke certificates.');
  }
  const scope = recordScope(session.scope);
  return app.db.transaction(async (tx) => {
    // The record's lock orders the revocation with prints, reprints and reissues (paperOf).
    if (!(await lockRecord(tx, kind.key, ids.recordId, scope))) {
      throw notFound(CERTIFICATE_MESSAGES.notFound);
    }
    const found = await certificateInScope(tx, kind.key, scope, ids.recordId, ids.certificateId);
    if (!found) throw notFound(CERTIFICATE_MESSAGES.notFound);
    const revoked = await revokeCertificate(tx, ids.certificateId, {
      reason,
      because: 'registry',
      by: session.user.User_ID,
      at: context.now,
    });
    if (!revoked) throw stateConflict(CERTIFICATE_MESSAGES.alreadyRevoked);
    await recordAudit(tx, {
      action: 'certificate.revoked',
      actorUserId: session.user.User_ID,
      actorUserName: session.user.UserName,
      entityType: 'certificate',
      entityId: ids.certificateId,
      ip: context.ip,
      requestId: context.requestId,
      details: {
        kind: kind.key,
        recordId: ids.recordId,
        certificateNumber: found.certificate.certificate_number,
        issue: found.certificate.issue,
        issueNumber: found.certificate.issue_number,
        because: 'registry',
        reason,
      },
    });
    const again = await certificateInScope(tx, kind.key, scope, ids.recordId, ids.certificateId);
    if (!again) throw new Error('certificate not found again');
    return again.certificate;
  });
}

/**
 * `POST /api/certificates/{kind}/{id}/new-paper`: after the registry revoked a certificate of
 * the record, an administrator of its area authorises one new certificate, with a reason;
 * audited, on the record's history and on the revoked certificates' public checks. Its one
 * print is the record's "Print certificate" (printRecord). 409 when nothing stands revoked.
 */
export async function authoriseNewPaper(
  app: FastifyInstance,
  kind: AnyRecordKind,
  session: AuthSession,
  context: RequestContext,
  recordId: number,
  reason: string,
): Promise<Certificate[]> {
  if (!hasAnyPermission(session.permissions, REVOKERS)) {
    throw forbidden('Your role cannot authorise a new certificate.');
  }
  return app.db.transaction(async (tx) => {
    const record = await lockRecord(tx, kind.key, recordId, recordScope(session.scope));
    if (!record) throw notFound(`${capitalise(kind.name)} not found.`);
    const paper = await paperOf(tx, record.id);
    if (paper.standing === 'new_paper_authorised') {
      throw stateConflict(CERTIFICATE_MESSAGES.authorisedAlready);
    }
    if (paper.standing === 'valid') throw stateConflict(CERTIFICATE_MESSAGES.nothingToAuthorise);
    const answered = await tx
      .update(certificates)
      .set({
        newPaperAuthorisedAt: context.now,
        newPaperAuthorisedBy: session.user.User_ID,
        newPaperReason: reason,
      })
      .where(
        and(
          eq(certificates.recordId, record.id),
          unanswered,
          isNull(certificates.newPaperAuthorisedAt),
        ),
      )
      .returning({ id: certificates.id });
    await recordAudit(tx, {
      action: 'certificate.new_paper_authorised',
      actorUserId: session.user.User_ID,
      actorUserName: session.user.UserName,
      entityType: 'certificate',
      entityId: Math.max(...answered.map((row) => row.id)),
      ip: context.ip,
      requestId: context.requestId,
      details: {
        kind: kind.key,
        recordId: record.id,
        certificateNumber: record.certificateNumber,
        revokedCertificateIds: answered.map((row) => row.id).sort((a, b) => a - b),
        reason,
      },
    });
    return certificatesOf(tx, record.id);
  });
}
