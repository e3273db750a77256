import {
  maskEmail,
  REISSUANCE_STATUSES,
  type ApplicationStatus,
  type Area,
  type ReissuanceAction,
  type ReissuanceEntry,
  type ReissuanceStats,
} from '@vitalreg/domain';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { passwordSetByColumn } from '../auth/four-eyes.ts';
import { certificates } from '../certificates/tables.ts';
import { payments } from '../payments/tables.ts';
import { records } from '../records/tables.ts';
import { reissuanceRequests as r } from './tables.ts';

type ReissuanceType = ReissuanceEntry['type'];

const approver = alias(users, 'approver');
const nameOf = (table: typeof users) => sql<string>`coalesce(${table.fullName}, ${table.userName})`;

/** What decides the actions a caller may take on a request: it and its record. */
export interface ReissuanceFacts {
  type: ReissuanceType;
  status: ReissuanceEntry['status'];
  requestedBy: number;
  /** Who set the requester's password, while it is not one they chose (four eyes). */
  requesterPasswordSetBy: number | null;
  record: { status: ApplicationStatus; place: Area };
}

/**
 * Requests with who asked, who approved, the reference that paid, the issued certificate and
 * what the caller may do to each (`actionsOf`).
 */
export async function reissuanceRows(
  db: Database,
  where: SQL | undefined,
  page: { limit: number; offset: number },
  actionsOf: (facts: ReissuanceFacts) => ReissuanceAction[],
): Promise<ReissuanceEntry[]> {
  const rows = await db
    .select({
      request: r,
      recordStatus: records.status,
      stateId: records.stateId,
      lgaId: records.lgaId,
      centreId: records.regCenterId,
      requestedBy: nameOf(users),
      requesterPasswordSetBy: passwordSetByColumn,
      approvedBy: sql<string | null>`coalesce(${approver.fullName}, ${approver.userName})`,
      paymentReference: payments.reference,
      reissueNumber: certificates.issueNumber,
    })
    .from(r)
    .innerJoin(records, eq(records.id, r.recordId))
    .innerJoin(users, eq(users.id, r.requestedBy))
    .leftJoin(approver, eq(approver.id, r.approvedBy))
    .leftJoin(payments, eq(payments.id, r.paymentId))
    .leftJoin(certificates, eq(certificates.id, r.certificateId))
    .where(where)
    .orderBy(desc(r.requestedAt), desc(r.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ request, ...row }) => ({
    id: request.id,
    type: request.type,
    status: request.status,
    record_id: request.recordId,
    certificate_number: request.certificateNumber,
    validation_mode: request.validationMode,
    recipient_email: maskEmail(request.recipientEmail),
    payment_reference: row.paymentReference,
    waived: request.waiverId !== null,
    requested_at: request.requestedAt.toISOString(),
    requested_by: { id: request.requestedBy, name: row.requestedBy },
    approved_at: request.approvedAt?.toISOString() ?? null,
    approved_by:
      request.approvedBy === null ? null : { id: request.approvedBy, name: row.approvedBy ?? '' },
    certificate_id: request.certificateId,
    reissue_number: row.reissueNumber,
    allowed_actions: actionsOf({
      type: request.type,
      status: request.status,
      requestedBy: request.requestedBy,
      requesterPasswordSetBy: row.requesterPasswordSetBy,
      record: {
        status: row.recordStatus,
        place: { stateId: row.stateId, lgaId: row.lgaId, centreId: row.centreId },
      },
    }),
  }));
}

/** The condition of the types the caller may list, within `scope` (records' area condition). */
export function listable(types: readonly ReissuanceType[], scope: SQL | undefined, extra?: SQL) {
  return and(types.length > 0 ? inArray(r.type, [...types]) : sql`false`, scope, extra);
}

export async function reissuancesInArea(
  db: Database,
  where: SQL | undefined,
  page: number,
  limit: number,
  actionsOf: (facts: ReissuanceFacts) => ReissuanceAction[],
): Promise<{ rows: ReissuanceEntry[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    reissuanceRows(db, where, { limit, offset: (page - 1) * limit }, actionsOf),
    db
      .select({ total: count() })
      .from(r)
      .innerJoin(records, eq(records.id, r.recordId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Counts per type and status of the types the caller may list, in the area. */
export async function reissuanceStats(
  db: Database,
  types: readonly ReissuanceType[],
  scope: SQL | undefined,
): Promise<ReissuanceStats> {
  const stats: ReissuanceStats = {};
  for (const type of types) {
    stats[type] = Object.fromEntries(REISSUANCE_STATUSES.map((s) => [s, 0])) as {
      pending: number;
      approved: number;
    };
  }
  const rows = await db
    .select({ type: r.type, status: r.status, n: count() })
    .from(r)
    .innerJoin(records, eq(records.id, r.recordId))
    .where(listable(types, scope))
    .groupBy(r.type, r.status);
  for (const row of rows) {
    const entry = stats[row.type];
    if (entry) entry[row.status] = row.n;
  }
  return stats;
}

export const requestById = (id: number) => eq(r.id, id);
