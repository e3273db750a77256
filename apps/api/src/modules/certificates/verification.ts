import {
  printedParticulars,
  type CertificateParticulars,
  type VerificationAnswer,
} from '@vitalreg/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/audit-log.ts';
import type { AuthSession, RequestContext } from '../auth/service.ts';
import { servedKind } from '../records/kind.ts';
import { records } from '../records/tables.ts';
import { registryDate } from './pdf.ts';
import { certificateByCode } from './repository.ts';
import { particularsOf } from './service.ts';
import { particularsDigest } from './signing.ts';

type Found = NonNullable<Awaited<ReturnType<typeof certificateByCode>>>;

/**
 * What the public check answers of a certificate: what matches the paper while it is in the
 * register (valid or superseded); once revoked, only when and why, without the name or the date
 * of the event.
 */
function answerOf(app: FastifyInstance, found: Found): VerificationAnswer {
  const issued = {
    kind: found.kind,
    kind_name: servedKind(app, found.kind).certificate.name,
    certificate_number: found.certificateNumber,
    issued_on: registryDate(found.issuedAt),
    issue: found.issue,
    issue_number: found.issueNumber,
  };
  if (found.revokedAt) {
    return {
      status: 'revoked',
      revoked_on: registryDate(found.revokedAt),
      revoked_because: found.revokedBecause ?? 'registry',
      ...issued,
    };
  }
  return {
    status: found.supersededAt ? 'superseded' : 'valid',
    superseded_on: found.supersededAt ? registryDate(found.supersededAt) : null,
    ...issued,
    name: found.subject,
    event_date: found.eventDate,
  };
}

/** `GET /api/verify/{code}`: what matches the paper, or undefined for an unknown code. */
export async function verifyCertificate(
  app: FastifyInstance,
  code: string,
  now: Date,
): Promise<VerificationAnswer | undefined> {
  const found = await certificateByCode(app.database.statementDb, code);
  if (!found) return undefined;
  app.certificates.checks.count(found.id, now);
  return answerOf(app, found);
}

/**
 * `GET /api/verify/{code}/particulars`: for an officer comparing a paper with the register, the
 * public answer and every particular the certificate prints, checked against the digest its QR
 * code signed. Audited: it shows a record's particulars. Undefined for an unknown code.
 */
export async function certificateParticulars(
  app: FastifyInstance,
  session: AuthSession,
  context: RequestContext,
  code: string,
): Promise<CertificateParticulars | undefined> {
  const found = await certificateByCode(app.database.statementDb, code);
  if (!found) return undefined;
  const [record] = await app.db
    .select({ particulars: records.particulars })
    .from(records)
    .where(eq(records.id, found.recordId));
  if (!record) return undefined;
  const kind = servedKind(app, found.kind);
  const sections = printedParticulars(kind.particulars, particularsOf(record));
  await recordAudit(app.db, {
    action: 'certificate.particulars_checked',
    actorUserId: session.user.User_ID,
    actorUserName: session.user.UserName,
    entityType: 'certificate',
    entityId: found.id,
    ip: context.ip,
    requestId: context.requestId,
    details: { kind: found.kind, recordId: found.recordId },
  });
  return {
    answer: answerOf(app, found),
    sections,
    matches_signed:
      found.particularsDigest === null
        ? null
        : particularsDigest(sections) === found.particularsDigest,
  };
}
