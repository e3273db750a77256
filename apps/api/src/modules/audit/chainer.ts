import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
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
  let running: Promise<void> = Promise.resolve();
  const chain = () =>
    chainAuditLog(db).then(
      () => undefined,
      (error: unknown) => {
        log.error({ err: { message: (error as Error).message } }, 'audit chaining failed');
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
