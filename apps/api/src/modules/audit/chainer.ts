import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { loggableFailure } from '../../db/failure-log.ts';
import { chainAuditLog } from './audit-log.ts';

export interface AuditChainer {
  /** Stops the timer and chains whatever is still queued. */
  stop(): Promise<void>;
}

/**
 * Chains queued audit events every intervalMs, in the background (migration 0009): writers no
 * longer wait for each other on the chain, and an event is chained well under a second later.
 */
export function startAuditChainer(
  db: Database,
  log: FastifyBaseLogger,
  intervalMs = 250,
): AuditChainer {
  let stopped = false;
  let failing = false;
  let running: Promise<void> = Promise.resolve();
  // A failure is logged once, not every interval while the database is away, and so is the end
  // of it; events wait in the queue meanwhile and are chained once the database is back.
  const chain = () =>
    chainAuditLog(db).then(
      () => {
        if (failing) log.info('audit chaining resumed');
        failing = false;
      },
      (error: unknown) => {
        if (!failing) log.error({ err: loggableFailure(error) }, 'audit chaining failed');
        failing = true;
      },
    );
  const tick = () => {
    running = chain().then(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs).unref();
    });
  };
  let timer = setTimeout(tick, intervalMs).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await chain();
    },
  };
}
