import type { RecordHistoryEntry } from '@vitalreg/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { certificates } from './tables.ts';

/**
 * The registry's steps on the record's certificates as history: each revocation by an
 * administrator, and each authorisation of a new certificate after one (once, though it
 * answers several revocations), with their reasons. A reissue's revocations are its own step.
 */
export async function registryHistory(
  db: Database,
  recordId: number,
): Promise<RecordHistoryEntry[]> {
  const revoker = alias(users, 'revoker');
  const authoriser = alias(users, 'authoriser');
  const rows = await db
    .select({
      revokedAt: certificates.revokedAt,
      revokedBy: certificates.revokedBy,
      revoker: sql<string | null>`coalesce(${revoker.fullName}, ${revoker.userName})`,
      reason: certificates.revokedReason,
      authorisedAt: certificates.newPaperAuthorisedAt,
      authorisedBy: certificates.newPaperAuthorisedBy,
      authoriser: sql<string | null>`coalesce(${authoriser.fullName}, ${authoriser.userName})`,
      authorisedReason: certificates.newPaperReason,
    })
    .from(certificates)
    .leftJoin(revoker, eq(revoker.id, certificates.revokedBy))
    .leftJoin(authoriser, eq(authoriser.id, certificates.newPaperAuthorisedBy))
    .where(and(eq(certificates.recordId, recordId), eq(certificates.revokedBecause, 'registry')))
    .orderBy(asc(certificates.revokedAt), asc(certificates.id));
  const entries = new Map<string, RecordHistoryEntry>();
  for (const row of rows) {
    if (row.revokedAt) {
      entries.set(`revoke ${entries.size}`, {
        action: 'revoke',
        at: row.revokedAt.toISOString(),
        by: { id: row.revokedBy ?? 0, name: row.revoker ?? '' },
        reason: row.reason,
      });
    }
    if (row.authorisedAt) {
      const at = row.authorisedAt.toISOString();
      entries.set(`authorise ${at}`, {
        action: 'authorise_new_paper',
        at,
        by: { id: row.authorisedBy ?? 0, name: row.authoriser ?? '' },
        reason: row.authorisedReason,
      });
    }
  }
  return [...entries.values()];
}
