import {
  mayOpenRecord,
  printedParticulars,
  type CertificateParticulars,
  type VerificationAnswer,
} from '@vitalreg/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/audit-log.ts';
import { actorOf, type AuthSession, type RequestContext } from '../auth/service.ts';
import { placeOf, recordScope } from '../records/repository.ts';
import { records } from '../records/tables.ts';
import { registryDate } from './pdf.ts';
import { certificateByCode } from './repository.ts';
import { particularsOf, readableKind } from './service.ts';
import { particularsDigest } from './signing.ts';
import { servedKind } from '../records/kind.ts';

type Found = NonNullable<Awaited<ReturnType<typeof certificateByCode>>>;

/**
 * What the public check answers of a certificate: what matches the paper while it is in the
 * register (valid or superseded); once revoked, only when and why, without the name or the date
 * of the event, and when the registry authorised a new certificate in its place.
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
      new_paper_authorised_on: found.newPaperAuthorisedAt
        ? registryDate(found.newPaperAuthorisedAt)
        : null,
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
  // The public page reads the replica when there is one (ARCHITECTURE.md "Hosts, documents
  // and the read replica"): banks and embassies checking papers never load the primary.
  const found = await certificateByCode(app.readDb, code);
  if (!found) return undefined;
  app.certificates.checks.count(found.id, now);
  return answerOf(app, found);
}

/**
 * `GET /api/verify/{code}/particulars`: for an officer comparing a paper with the register, the
 * public answer and every particular the certificate prints, checked against the digest its QR
 * code signed. Only of a record the officer may open (its kind's list permission, else 403; its
 * area, else undefined, as an unknown code); of a revoked certificate, only the public answer:
 * a paper no longer in force shows no particulars. Audited when it shows them.
 */
export async function certificateParticulars(
  app: FastifyInstance,
  session: AuthSession,
  context: RequestContext,
  code: string,
): Promise<{ particulars: CertificateParticulars; recordId: number } | undefined> {
  const found = await certificateByCode(app.database.statementDb, code);
  if (!found) return undefined;
  const kind = readableKind(app, session, found.kind);
  const [record] = await app.db
    .select({
      particulars: records.particulars,
      stateId: records.stateId,
      lgaId: records.lgaId,
      regCenterId: records.regCenterId,
    })
    .from(records)
    .where(and(eq(records.id, found.recordId), recordScope(session.scope)));
  if (!record || !mayOpenRecord(actorOf(session), kind, placeOf(record))) return undefined;
  const answer = answerOf(app, found);
  if (answer.status === 'revoked') {
    return {
      particulars: { answer, sections: [], matches_signed: null },
      recordId: found.recordId,
    };
  }
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
    particulars: {
      answer,
      sections,
      matches_signed:
        found.particularsDigest === null
          ? null
          : particularsDigest(sections) === found.particularsDigest,
    },
    recordId: found.recordId,
  };
}
