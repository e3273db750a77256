import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/** One part's cleanup: removes what it no longer needs as of `now`. */
export type Cleanup = (db: Database, now: Date) => Promise<unknown>;

/** Runs the cleanups one after the other. */
export async function pruneStale(
  db: Database,
  now: Date,
  cleanups: readonly Cleanup[],
): Promise<void> {
  for (const cleanup of cleanups) await cleanup(db, now);
}

/**
 * Runs the registered cleanups every intervalMs (hourly), so a process that runs for weeks keeps
 * its tables as small as one that restarts daily. Returns a stop function.
 */
export function startHousekeeping(
  db: Database,
  log: FastifyBaseLogger,
  cleanups: readonly Cleanup[],
  intervalMs = 3_600_000,
): () => void {
  const timer = setInterval(() => {
    pruneStale(db, new Date(), cleanups).catch((error: unknown) => {
      log.error({ err: { message: (error as Error).message } }, 'housekeeping failed');
    });
  }, intervalMs).unref();
  return () => clearInterval(timer);
}
