import {
  ROLE_TITLES,
  roleNameById,
  type RecordHistoryEntry,
  type RegistrationPlace,
} from '@vitalreg/domain';
import { desc, eq, inArray, max, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { capturerName } from '../display-names/display-names.ts';
import { referencedKeys } from '../documents/service.ts';
import type { AnyRecordKind } from '../records/kind.ts';
import { recordReads } from './table.ts';

/** At most this many reads entries on a record's history (the latest). */
const READS_SHOWN = 200;

/** A read's calendar day in Nigeria (UTC+1), whatever the session's time zone. */
const readDay = sql`((${recordReads.at} AT TIME ZONE 'UTC') + interval '1 hour')::date`;

/** The stored files a record's particulars name; none when they are not as its kind says now. */
export function recordFiles(kind: AnyRecordKind, particulars: Record<string, unknown>): string[] {
  try {
    return referencedKeys(kind.files(particulars as unknown as RegistrationPlace)).filter(
      (key) => typeof key === 'string' && key !== '',
    );
  } catch {
    return [];
  }
}

/**
 * The reads of a record as history: one `view` entry per reader, what they read (the record, a
 * certificate, one of its documents, a look-up) and day, at its last read. `documentKeys`: the
 * stored files the record's particulars name.
 */
export async function readsHistory(
  db: Database,
  recordId: number,
  documentKeys: readonly string[],
): Promise<RecordHistoryEntry[]> {
  const r = recordReads;
  const lastAt = max(r.at);
  const rows = await db
    .select({
      what: r.what,
      roleId: r.roleId,
      byId: users.id,
      byName: capturerName,
      views: sql<number>`count(*)::int`.mapWith(Number),
      lastAt,
    })
    .from(r)
    .innerJoin(users, eq(users.id, r.userId))
    .where(
      or(
        eq(r.recordId, recordId),
        documentKeys.length > 0 ? inArray(r.documentKey, [...documentKeys]) : undefined,
      ),
    )
    .groupBy(r.what, r.roleId, users.id, readDay)
    .orderBy(desc(lastAt))
    .limit(READS_SHOWN);
  return rows.flatMap(({ what, roleId, byId, byName, views, lastAt }) => {
    // Lists name no record: none is found here.
    if (what === 'list') return [];
    const role = roleNameById(roleId);
    return [
      {
        action: 'view' as const,
        at: (lastAt ?? new Date(0)).toISOString(),
        by: { id: byId, name: byName },
        reason: null,
        viewed: what,
        views,
        role: role ? ROLE_TITLES[role] : 'Staff',
      },
    ];
  });
}
