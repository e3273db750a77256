import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type Database } from '../../db/client.ts';
import type { Cleanup } from '../../plugins/housekeeping.ts';

/**
 * Months of reads kept before this month (docs/record-reads.md "Retention"): two full years,
 * so that a yearly data-protection audit, and an investigation opened after it, still find
 * the year under review.
 */
export const RECORD_READS_RETENTION_MONTHS = 24;

/** Months created ahead of this one: an API down for weeks still finds its month there. */
export const RECORD_READS_MONTHS_AHEAD = 3;

/** Held while one API process does the partition work (several may run it at once). */
const MAINTENANCE_LOCK_KEY = 7263541;

/** The UTC date of `now`, as PostgreSQL reads a date. */
const utcDate = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The reads log's partition work as of `now` (migration 0060, record_reads_keep_months): this
 * month and RECORD_READS_MONTHS_AHEAD more exist; the months wholly before the `retention`
 * months preceding this one are dropped. Answers the names of the months dropped.
 */
export async function keepReadMonths(
  db: Database,
  now: Date,
  retention = RECORD_READS_RETENTION_MONTHS,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MAINTENANCE_LOCK_KEY})`);
    const rows = rowsOf<{ dropped: string }>(
      await tx.execute(
        sql`select record_reads_keep_months(${utcDate(now)}::date, ${retention}::integer,
          ${RECORD_READS_MONTHS_AHEAD}::integer) as dropped`,
      ),
    );
    return rows.map((row) => row.dropped);
  });
}

/**
 * The partition work as a housekeeping cleanup (at start and hourly, plugins/housekeeping.ts),
 * logging each month dropped: the only way reads leave the table.
 */
export function keepReadMonthsCleanup(
  retention: number | undefined,
  log: FastifyBaseLogger,
): Cleanup {
  return async (db, now) => {
    const dropped = await keepReadMonths(db, now, retention);
    if (dropped.length > 0) {
      log.info({ partitions: dropped, retentionMonths: retention }, 'expired reads removed');
    }
  };
}
