import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditChain, auditLog, auditLogPending } from '../../db/schema.ts';

/** A chain entry written down earlier, outside the database (see `npm run audit:verify`). */
export interface AuditChainAnchor {
  position: number;
  /** The entry's hash: 64 lower-case hex digits. */
  hash: string;
}

/**
 * How the chain is broken where it first fails:
 * - `changed`: the event no longer matches its entry's hash (edited after it was chained);
 * - `missing`: chain entries or events are gone (deleted);
 * - `link`: an entry does not follow the one before it (an entry removed, inserted or
 *   reordered, or the one before it rewritten with a new hash);
 * - `unchained`: an event is neither chained nor waiting to be (written behind the chain's back,
 *   or taken off the queue);
 * - `requeued`: an event already chained is waiting to be chained again;
 * - `rewritten`: an entry's hash differs from the one written down for it (an anchor): the chain
 *   was rebuilt up to there.
 */
export type AuditChainBreakKind =
  'changed' | 'missing' | 'link' | 'unchained' | 'requeued' | 'rewritten';

export interface AuditChainBreak {
  kind: AuditChainBreakKind;
  /** The chain position where the break shows, when it is in the chain. */
  position?: number;
  /** The audit event concerned (audit_log.id), when there is one. */
  eventId?: number;
  /** One sentence for the operator: positions, ids and hashes, never an event's content. */
  message: string;
}

export interface AuditChainCheck {
  ok: boolean;
  /** Chain entries whose link and hash were checked and found intact. */
  rows: number;
  /** Events written and queued, not chained yet. */
  pending: number;
  /** The last intact entry checked: when ok, the chain's head, worth writing down. */
  head?: AuditChainAnchor;
  /** The first broken link, when not ok. */
  broken?: AuditChainBreak;
}

export interface VerifyAuditChainOptions {
  /** Heads written down by earlier runs: each must still be in the chain with that hash. */
  anchors?: readonly AuditChainAnchor[];
  /** Entries read per query (default 5,000): memory stays flat however long the chain. */
  batchSize?: number;
  /** Called after every batch with the entries checked so far. */
  onProgress?: (rows: number) => void;
}

const GENESIS_HASH = '0'.repeat(64);
const DEFAULT_BATCH = 5000;
/** Ids searched per query for an event outside the chain. */
const ID_RANGE = 100_000;

/**
 * The event's canonical JSON, written out here rather than by calling audit_event_json()
 * (migration 0002), so a redefined function cannot hide an edit. The chainer's tests keep both
 * equal: any difference fails every entry.
 */
const canonicalEvent = sql`jsonb_build_object(
  'id', ${auditLog.id},
  'created_at', to_char(${auditLog.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
  'actor_user_id', ${auditLog.actorUserId},
  'actor_user_name', ${auditLog.actorUserName},
  'action', ${auditLog.action},
  'entity_type', ${auditLog.entityType},
  'entity_id', ${auditLog.entityId},
  'ip', ${auditLog.ip},
  'request_id', ${auditLog.requestId},
  'details', ${auditLog.details}
)::text`;

/** A scalar SELECT: Drizzle needs a FROM. */
const one = sql`(values (1)) as one (x)`;

/**
 * Walks the audit chain in position order, a batch at a time, recomputing every entry's hash
 * from the previous entry's hash and its event; then checks that every event is chained or
 * waiting, and that every anchor is still there. Stops at the first broken link. Reads only.
 */
export async function verifyAuditChain(
  db: Database,
  options: VerifyAuditChainOptions = {},
): Promise<AuditChainCheck> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const anchors = new Map((options.anchors ?? []).map((a) => [a.position, a.hash.toLowerCase()]));
  // Entries chained while the walk runs are left to the next run: the walk has an end.
  const [last] = await db
    .select({ end: sql<number>`coalesce(max(${auditChain.position}), 0)`.mapWith(Number) })
    .from(auditChain);
  const end = last?.end ?? 0;
  let rows = 0;
  let head: AuditChainAnchor | undefined;
  const result = async (broken?: AuditChainBreak): Promise<AuditChainCheck> => ({
    ok: broken === undefined,
    rows,
    pending: await countPending(db),
    ...(head ? { head } : {}),
    ...(broken ? { broken } : {}),
  });

  for (let after = 0; after < end;) {
    const batch = await db
      .select({
        position: auditChain.position,
        eventId: auditChain.eventId,
        prevHash: auditChain.prevHash,
        hash: auditChain.hash,
        found: sql<boolean>`${auditLog.id} is not null`,
        recomputed: sql<string>`encode(pg_catalog.sha256(convert_to(
          ${auditChain.prevHash} || ${canonicalEvent}, 'UTF8')), 'hex')`,
      })
      .from(auditChain)
      .leftJoin(auditLog, eq(auditLog.id, auditChain.eventId))
      .where(and(gt(auditChain.position, after), lte(auditChain.position, end)))
      .orderBy(asc(auditChain.position))
      .limit(batchSize);
    if (batch.length === 0) break;
    for (const entry of batch) {
      const broken = checkEntry(entry, head, anchors.get(entry.position));
      if (broken) return result(broken);
      rows += 1;
      head = { position: entry.position, hash: entry.hash };
    }
    after = head?.position ?? end;
    options.onProgress?.(rows);
  }

  const lastPosition = head?.position ?? 0;
  const lost = [...anchors.keys()].reduce((max, position) => Math.max(max, position), 0);
  if (lost > lastPosition) {
    return result({
      kind: 'missing',
      position: lastPosition + 1,
      message:
        `The chain ends at entry ${lastPosition}, but entry ${lost} was written down ` +
        `earlier: entries after ${lastPosition} were deleted.`,
    });
  }
  return result(await checkQueue(db));
}

interface ChainEntry {
  position: number;
  eventId: number;
  prevHash: string;
  hash: string;
  /** Whether the event is still in audit_log. */
  found: boolean;
  recomputed: string;
}

function checkEntry(
  entry: ChainEntry,
  previous: AuditChainAnchor | undefined,
  anchoredHash: string | undefined,
): AuditChainBreak | undefined {
  const { position, eventId } = entry;
  const expected = (previous?.position ?? 0) + 1;
  if (position < expected) {
    return {
      kind: 'link',
      position,
      eventId,
      message: `Entry ${position} (event ${eventId}) is out of the chain's order: the chain starts at entry 1.`,
    };
  }
  if (position > expected) {
    const gone =
      position - 1 > expected ? `Entries ${expected}-${position - 1} are` : `Entry ${expected} is`;
    return {
      kind: 'missing',
      position: expected,
      message: `${gone} missing from the chain (it goes on at entry ${position}): deleted.`,
    };
  }
  if (!entry.found) {
    return {
      kind: 'missing',
      position,
      eventId,
      message: `Entry ${position} is of event ${eventId}, which is no longer in the audit log: deleted.`,
    };
  }
  if (entry.prevHash !== (previous?.hash ?? GENESIS_HASH)) {
    const before = position === 1 ? 'the start of the chain' : `entry ${position - 1}`;
    return {
      kind: 'link',
      position,
      eventId,
      message:
        `Entry ${position} (event ${eventId}) does not follow ${before}: an entry was removed, ` +
        `inserted or reordered there, or ${before} was rewritten.`,
    };
  }
  if (entry.recomputed !== entry.hash) {
    return {
      kind: 'changed',
      position,
      eventId,
      message: `Entry ${position} (event ${eventId}) does not match its hash: the event was changed after it was chained.`,
    };
  }
  if (anchoredHash !== undefined && anchoredHash !== entry.hash) {
    return {
      kind: 'rewritten',
      position,
      eventId,
      message:
        `Entry ${position} has hash ${entry.hash.slice(0, 16)}…, but ${anchoredHash.slice(0, 16)}… ` +
        `was written down for it: entries up to here were removed or rewritten and chained again.`,
    };
  }
  return undefined;
}

async function countPending(db: Database): Promise<number> {
  const [row] = await db
    .select({ pending: sql<number>`count(*)::int`.mapWith(Number) })
    .from(auditLogPending);
  return row?.pending ?? 0;
}

/**
 * Every event is either chained or waiting, never both. Counted in one statement (one
 * snapshot: the chainer moves an event from the queue to the chain in one transaction); an
 * event outside both is then looked for only when the counts differ.
 */
async function checkQueue(db: Database): Promise<AuditChainBreak | undefined> {
  const [queued] = await db
    .select({
      eventId: auditLogPending.eventId,
      found: sql<boolean>`${auditLog.id} is not null`,
      position: auditChain.position,
    })
    .from(auditLogPending)
    .leftJoin(auditLog, eq(auditLog.id, auditLogPending.eventId))
    .leftJoin(auditChain, eq(auditChain.eventId, auditLogPending.eventId))
    .where(sql`${auditLog.id} is null or ${auditChain.position} is not null`)
    .orderBy(asc(auditLogPending.eventId))
    .limit(1);
  if (queued && !queued.found) {
    return {
      kind: 'missing',
      eventId: queued.eventId,
      message: `Event ${queued.eventId} was waiting to be chained and is no longer in the audit log: deleted.`,
    };
  }
  if (queued) {
    return {
      kind: 'requeued',
      ...(queued.position === null ? {} : { position: queued.position }),
      eventId: queued.eventId,
      message: `Event ${queued.eventId} is chained at entry ${queued.position} and waiting to be chained again: the queue was written behind the chainer's back.`,
    };
  }
  const [counts] = await db
    .select({
      events: sql<number>`(select count(*) from audit_log)`.mapWith(Number),
      accounted:
        sql<number>`(select count(*) from audit_chain) + (select count(*) from audit_log_pending)`.mapWith(
          Number,
        ),
      first: sql<number>`(select coalesce(min(id), 0) from audit_log)`.mapWith(Number),
      last: sql<number>`(select coalesce(max(id), 0) from audit_log)`.mapWith(Number),
    })
    .from(one);
  if (!counts || counts.events === counts.accounted) return undefined;
  const eventId = await firstUnchained(db, counts.first, counts.last);
  if (eventId === undefined) return undefined;
  return {
    kind: 'unchained',
    eventId,
    message: `Event ${eventId} is in the audit log but neither chained nor waiting to be: it was written or taken off the queue behind the chain's back.`,
  };
}

async function firstUnchained(db: Database, first: number, last: number) {
  for (let from = first - 1; from < last; from += ID_RANGE) {
    const [event] = await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          gt(auditLog.id, from),
          lte(auditLog.id, from + ID_RANGE),
          sql`not exists (select 1 from audit_chain c where c.event_id = ${auditLog.id})`,
          sql`not exists (select 1 from audit_log_pending p where p.event_id = ${auditLog.id})`,
        ),
      )
      .orderBy(asc(auditLog.id))
      .limit(1);
    if (event) return event.id;
  }
  return undefined;
}
