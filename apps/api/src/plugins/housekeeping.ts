import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { pruneExpired } from '../modules/auth/repository.ts';
import { pruneIdempotencyKeys } from '../modules/records/repository.ts';

/** Old sign-in attempts, ended sessions and expired idempotency keys go. */
export async function pruneStale(db: Database, now: Date): Promise<void> {
  await pruneExpired(db, now);
  await pruneIdempotencyKeys(db, now);
}

/**
 * Runs pruneStale every intervalMs (hourly), so a process that runs for weeks keeps its tables
 * as small as one that restarts daily. Returns a stop function.
 */
export function startHousekeeping(
  db: Database,
  log: FastifyBaseLogger,
  intervalMs = 3_600_000,
): () => void {
  const timer = setInterval(() => {
    pruneStale(db, new Date()).catch((error: unknown) => {
      log.error({ err: { message: (error as Error).message } }, 'housekeeping failed');
    });
  }, intervalMs).unref();
  return () => clearInterval(timer);
}
