import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditChain, auditLog, auditLogPending } from '../../db/schema.ts';

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

export interface AuditChainCheck {
  ok: boolean;
  /** Events in the chain. */
  rows: number;
  /** Events written and queued, not chained yet. */
  pending: number;
  /** The event of the first chain entry whose hash, link or position does not match. */
  brokenAtId?: number;
  /** Events neither chained nor queued (removed from the queue behind the chainer's back). */
  unchainedIds?: number[];
}

/**
 * Recomputes every chain entry's hash from the previous entry's hash and the event's canonical
 * JSON (the SQL function the chainer uses), checks links and positions, and that every event
 * is chained or still queued.
 */
export async function verifyAuditChain(db: Database): Promise<AuditChainCheck> {
  const rows = await db
    .select({
      position: auditChain.position,
      eventId: auditChain.eventId,
      prevHash: auditChain.prevHash,
      hash: auditChain.hash,
      expected: sql<
        string | null
      >`encode(sha256(convert_to(${auditChain.prevHash} || audit_event_json(
        ${auditLog.id}, ${auditLog.createdAt}, ${auditLog.actorUserId}, ${auditLog.actorUserName},
        ${auditLog.action}, ${auditLog.entityType}, ${auditLog.entityId}, ${auditLog.ip},
        ${auditLog.requestId}, ${auditLog.details}), 'UTF8')), 'hex')`,
    })
    .from(auditChain)
    .leftJoin(auditLog, eq(auditLog.id, auditChain.eventId))
    .orderBy(asc(auditChain.position));
  const [queue] = await db
    .select({ pending: sql<number>`count(*)::int`.mapWith(Number) })
    .from(auditLogPending);
  const pending = queue?.pending ?? 0;
  let previous = '0'.repeat(64);
  let position = 0;
  for (const row of rows) {
    position += 1;
    if (row.position !== position || row.prevHash !== previous || row.hash !== row.expected) {
      return { ok: false, rows: rows.length, pending, brokenAtId: row.eventId };
    }
    previous = row.hash;
  }
  const unchained = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        notExists(db.select().from(auditChain).where(eq(auditChain.eventId, auditLog.id))),
        notExists(
          db.select().from(auditLogPending).where(eq(auditLogPending.eventId, auditLog.id)),
        ),
      ),
    )
    .orderBy(asc(auditLog.id));
  if (unchained.length > 0) {
    return { ok: false, rows: rows.length, pending, unchainedIds: unchained.map((r) => r.id) };
  }
  return { ok: true, rows: rows.length, pending };
}
