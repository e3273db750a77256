import {
  CERTIFICATE_MESSAGES,
  hasAnyPermission,
  type Certificate,
  type RevocationCause,
} from '@vitalreg/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound, stateConflict } from '../../errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { AuthSession, RequestContext } from '../auth/service.ts';
import type { AnyRecordKind } from '../records/kind.ts';
import { recordScope } from '../records/repository.ts';
import { registryDate } from './pdf.ts';
import { certificateInScope } from './repository.ts';
import { certificates } from './tables.ts';

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

/** Who may revoke a certificate by hand (administrators, by default). */
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
