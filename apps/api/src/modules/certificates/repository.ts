import type { Certificate, CertificateCheck, RecordKindKey } from '@vitalreg/domain';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { registrationCentres, users } from '../../db/schema.ts';
import { capturerName } from '../display-names/display-names.ts';
import { kindIs } from '../records/repository.ts';
import { records } from '../records/tables.ts';
import { certificateChecks, certificates } from './tables.ts';

export type CertificateRow = typeof certificates.$inferSelect;

type Named = { id: number; name: string };

/** A row as the API answers it. */
export function toCertificate(row: CertificateRow, issuedBy: Named, centre: Named): Certificate {
  return {
    id: row.id,
    kind: row.kind,
    certificate_number: row.certificateNumber,
    issue: row.issue,
    issue_number: row.issueNumber,
    code: row.code,
    sha256: row.sha256,
    issued_at: row.issuedAt.toISOString(),
    issued_by: issuedBy,
    centre,
    payment_id: row.paymentId,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revoked_reason: row.revokedReason,
    revoked_because: row.revokedBecause,
    superseded_at: row.supersededAt?.toISOString() ?? null,
    new_paper_authorised_at: row.newPaperAuthorisedAt?.toISOString() ?? null,
    new_paper_reason: row.newPaperReason,
  };
}

/** Certificates with who issued them and where, oldest first. */
function namedCertificates(db: Database, where: SQL | undefined) {
  return db
    .select({ row: certificates, issuedBy: capturerName, centre: registrationCentres.name })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.issuedBy))
    .innerJoin(registrationCentres, eq(registrationCentres.id, certificates.regCenterId))
    .where(where)
    .orderBy(asc(certificates.issuedAt), asc(certificates.id));
}

const named = (found: { row: CertificateRow; issuedBy: string; centre: string }) =>
  toCertificate(
    found.row,
    { id: found.row.issuedBy, name: found.issuedBy },
    { id: found.row.regCenterId, name: found.centre },
  );

export async function certificatesOf(db: Database, recordId: number): Promise<Certificate[]> {
  return (await namedCertificates(db, eq(certificates.recordId, recordId))).map(named);
}

/**
 * The record's certificate of its current particulars, if it was printed: the original, or
 * after a correction the corrected one (the certificates before it are superseded), or a
 * reissue that replaced it; the latest still valid, else the latest.
 */
export async function currentPrint(
  db: Database,
  recordId: number,
): Promise<Certificate | undefined> {
  const found = await namedCertificates(
    db,
    and(
      eq(certificates.recordId, recordId),
      inArray(certificates.issue, ['original', 'correction', 'reissue']),
      isNull(certificates.supersededAt),
    ),
  );
  const last = found.findLast((row) => row.row.revokedAt === null) ?? found.at(-1);
  return last ? named(last) : undefined;
}

/** One certificate of a record of `kind` within `scope` (records' area condition), with its file. */
export async function certificateInScope(
  db: Database,
  kind: RecordKindKey,
  scope: SQL | undefined,
  recordId: number,
  certificateId: number,
): Promise<{ certificate: Certificate; blobKey: string } | undefined> {
  const [found] = await namedCertificates(
    db,
    and(
      eq(certificates.id, certificateId),
      eq(certificates.recordId, recordId),
      sql`exists (select 1 from ${records} where ${and(
        eq(records.id, certificates.recordId),
        kindIs(kind),
        scope,
      )})`,
    ),
  );
  return found ? { certificate: named(found), blobKey: found.row.blobKey } : undefined;
}

export async function certificateChecksOf(
  db: Database,
  recordId: number,
): Promise<CertificateCheck[]> {
  const c = alias(certificates, 'c');
  const rows = await db
    .select({
      certificateId: certificateChecks.certificateId,
      day: certificateChecks.day,
      checks: certificateChecks.checks,
      lastAt: certificateChecks.lastAt,
    })
    .from(certificateChecks)
    .innerJoin(c, eq(c.id, certificateChecks.certificateId))
    .where(eq(c.recordId, recordId))
    .orderBy(asc(certificateChecks.day), asc(certificateChecks.certificateId));
  return rows.map((row) => ({
    certificate_id: row.certificateId,
    day: row.day,
    checks: row.checks,
    last_at: row.lastAt.toISOString(),
  }));
}

const byCode = new WeakMap<Database, ReturnType<typeof preparedByCode>>();

function preparedByCode(db: Database) {
  const c = certificates;
  return db
    .select({
      id: c.id,
      recordId: c.recordId,
      kind: c.kind,
      certificateNumber: c.certificateNumber,
      issue: c.issue,
      issueNumber: c.issueNumber,
      subject: c.subject,
      eventDate: c.eventDate,
      issuedAt: c.issuedAt,
      revokedAt: c.revokedAt,
      revokedBecause: c.revokedBecause,
      supersededAt: c.supersededAt,
      newPaperAuthorisedAt: c.newPaperAuthorisedAt,
      particularsDigest: c.particularsDigest,
    })
    .from(c)
    .where(eq(c.code, sql.placeholder('code')))
    .prepare('certificate_by_code');
}

/** The public check's look-up: one unique-index read, prepared once per database. */
export async function certificateByCode(db: Database, code: string) {
  let query = byCode.get(db);
  if (!query) byCode.set(db, (query = preparedByCode(db)));
  const [row] = await query.execute({ code });
  return row;
}
