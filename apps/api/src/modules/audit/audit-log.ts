import { sql } from 'drizzle-orm';
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

/**
 * Appends one event in the caller's transaction. The database numbers it and queues it for the
 * chainer (migration 0009): no lock is shared with other writers.
 */
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

/** Events chained per call, so one call holds the chain's lock briefly. */
const CHAIN_BATCH = 1000;

/**
 * Appends every queued event to the hash chain (oldest first) and returns how many. Any number
 * of processes may call it: they take turns on the chain's advisory lock.
 */
export async function chainAuditLog(db: Database): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await db
      .select({ chained: sql<number>`audit_chain_pending(${CHAIN_BATCH})`.mapWith(Number) })
      .from(sql`(values (1)) as one (x)`);
    const chained = row?.chained ?? 0;
    total += chained;
    if (chained < CHAIN_BATCH) return total;
  }
}
