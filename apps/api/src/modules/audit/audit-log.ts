import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export interface AuditEvent {
  action: string;
  actorUserId?: number | null | undefined;
  actorUserName?: string | null | undefined;
  entityType?: string | null | undefined;
  entityId?: string | number | null | undefined;
  ip?: string | null | undefined;
  requestId?: string | null | undefined;
  /** What changed. Never passwords, tokens or other secrets. */
  details?: Record<string, unknown> | undefined;
}

/** Appends one event; the database numbers it and chains its hash to the previous row. */
export async function recordAudit(db: Database, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    action: event.action,
    actorUserId: event.actorUserId ?? null,
    actorUserName: event.actorUserName ?? null,
    entityType: event.entityType ?? null,
    entityId:
      event.entityId === undefined || event.entityId === null ? null : String(event.entityId),
    ip: event.ip ?? null,
    requestId: event.requestId ?? null,
    details: event.details ?? {},
  });
}

export interface AuditChainCheck {
  ok: boolean;
  rows: number;
  /** The first row whose hash or link does not match, when ok is false. */
  brokenAtId?: number;
}

/**
 * Recomputes every row's hash from the previous row's hash and the row's canonical JSON (the
 * same SQL function the insert trigger uses) and checks the links.
 */
export async function verifyAuditChain(db: Database): Promise<AuditChainCheck> {
  const rows = await db
    .select({
      id: auditLog.id,
      prevHash: auditLog.prevHash,
      hash: auditLog.hash,
      expected: sql<string>`encode(sha256(convert_to(${auditLog.prevHash} || audit_event_json(
        ${auditLog.id}, ${auditLog.createdAt}, ${auditLog.actorUserId}, ${auditLog.actorUserName},
        ${auditLog.action}, ${auditLog.entityType}, ${auditLog.entityId}, ${auditLog.ip},
        ${auditLog.requestId}, ${auditLog.details}), 'UTF8')), 'hex')`,
    })
    .from(auditLog)
    .orderBy(asc(auditLog.id));
  let previous = '0'.repeat(64);
  for (const row of rows) {
    if (row.prevHash !== previous || row.hash !== row.expected) {
      return { ok: false, rows: rows.length, brokenAtId: row.id };
    }
    previous = row.hash;
  }
  return { ok: true, rows: rows.length };
}
