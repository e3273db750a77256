import type { RecordKindKey, ReprintEntry } from '@vitalreg/domain';
import { and, count, desc, eq, isNotNull, isNull, max, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { registrationCentres, users } from '../../db/schema.ts';
import { certificates } from '../certificates/tables.ts';
import { capturerName } from '../display-names/display-names.ts';
import { payments } from '../payments/tables.ts';
import { kindIs, type RecordRow } from '../records/repository.ts';
import { records } from '../records/tables.ts';

/** The record of `kind` holding the certificate number, within `scope` (records' area condition). */
export async function recordByCertificateNumber(
  db: Database,
  kind: RecordKindKey,
  certificateNumber: string,
  scope: SQL | undefined,
): Promise<RecordRow | undefined> {
  const [row] = await db
    .select()
    .from(records)
    .where(and(kindIs(kind), eq(records.certificateNumber, certificateNumber), scope));
  return row;
}

const isReprint = eq(certificates.issue, 'reprint');

/** Reprints with who made them, where, and the reference that paid (none: waived), newest first. */
async function reprintRows(
  db: Database,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<ReprintEntry[]> {
  const rows = await db
    .select({
      certificateId: certificates.id,
      recordId: certificates.recordId,
      kind: certificates.kind,
      certificateNumber: certificates.certificateNumber,
      reprintNumber: certificates.issueNumber,
      issuedAt: certificates.issuedAt,
      issuedById: certificates.issuedBy,
      issuedBy: capturerName,
      centreId: certificates.regCenterId,
      centre: registrationCentres.name,
      paymentReference: payments.reference,
    })
    .from(certificates)
    .innerJoin(records, eq(records.id, certificates.recordId))
    .innerJoin(users, eq(users.id, certificates.issuedBy))
    .innerJoin(registrationCentres, eq(registrationCentres.id, certificates.regCenterId))
    .leftJoin(payments, eq(payments.id, certificates.paymentId))
    .where(and(isReprint, where))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    certificate_id: row.certificateId,
    record_id: row.recordId,
    kind: row.kind,
    certificate_number: row.certificateNumber,
    reprint_number: row.reprintNumber,
    issued_at: row.issuedAt.toISOString(),
    issued_by: { id: row.issuedById, name: row.issuedBy },
    centre: { id: row.centreId, name: row.centre },
    payment_reference: row.paymentReference,
    waived: row.paymentReference === null,
  }));
}

/** A record's reprints, newest first (a record is reprinted a few times at most). */
export function reprintsOfRecord(db: Database, recordId: number): Promise<ReprintEntry[]> {
  return reprintRows(db, eq(certificates.recordId, recordId), { limit: 1000, offset: 0 });
}

/** One page of the reprints of records within `scope` (records' area condition), and the total. */
export async function reprintsInArea(
  db: Database,
  scope: SQL | undefined,
  page: number,
  limit: number,
): Promise<{ rows: ReprintEntry[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    reprintRows(db, scope, { limit, offset: (page - 1) * limit }),
    db
      .select({ total: count() })
      .from(certificates)
      .innerJoin(records, eq(records.id, certificates.recordId))
      .where(and(isReprint, scope)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** One reprint by its certificate id. */
export async function reprintById(
  db: Database,
  certificateId: number,
): Promise<ReprintEntry | undefined> {
  const [entry] = await reprintRows(db, eq(certificates.id, certificateId), {
    limit: 1,
    offset: 0,
  });
  return entry;
}

/**
 * The reprint of this record that the reference paid for, if it paid for one: a retry after
 * success answers it again instead of "already used".
 */
export async function reprintPaidBy(
  db: Database,
  provider: string,
  reference: string,
  recordId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ certificateId: certificates.id })
    .from(payments)
    .innerJoin(certificates, eq(certificates.paymentId, payments.id))
    .where(
      and(
        eq(payments.provider, provider),
        eq(payments.reference, reference),
        isNotNull(payments.boundAt),
        eq(certificates.recordId, recordId),
        isReprint,
      ),
    );
  return row?.certificateId;
}

/** The record's latest reprint number (0 before its first), in the caller's transaction. */
export async function lastReprintNumber(tx: Database, recordId: number): Promise<number> {
  const [row] = await tx
    .select({ last: max(certificates.issueNumber) })
    .from(certificates)
    .where(and(eq(certificates.recordId, recordId), isReprint));
  return row?.last ?? 0;
}

/** Whether a certificate of the record stands on file (printed here, not revoked). */
export async function hasCertificateOnFile(db: Database, recordId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(certificates)
    .where(and(eq(certificates.recordId, recordId), isNull(certificates.revokedAt)));
  return (row?.n ?? 0) > 0;
}
