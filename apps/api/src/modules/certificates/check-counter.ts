import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { registryDate } from './pdf.ts';
import { certificateChecks } from './tables.ts';

/** How often the counted checks are written. */
export const CHECKS_FLUSH_MS = 5_000;

/**
 * Public checks of certificates, counted in memory and added to `certificate_checks` (per
 * certificate and day) every few seconds and when the app closes: a check costs the public
 * route no write, and fifty clients checking one code do not queue on its row. A crash loses
 * at most the last few seconds' counts.
 */
export class CertificateCheckCounter {
  private pending = new Map<
    string,
    { certificateId: number; day: string; checks: number; lastAt: Date }
  >();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  count(certificateId: number, at: Date): void {
    const day = registryDate(at);
    const key = `${certificateId}:${day}`;
    const entry = this.pending.get(key);
    if (entry) {
      entry.checks += 1;
      entry.lastAt = at;
    } else {
      this.pending.set(key, { certificateId, day, checks: 1, lastAt: at });
    }
  }

  start(): void {
    this.timer ??= setInterval(() => {
      this.flush().catch((error: unknown) =>
        this.log.error({ err: error }, 'certificate checks not saved'),
      );
    }, CHECKS_FLUSH_MS);
    this.timer.unref();
  }

  /** Writes what was counted so far (one statement); counts that fail to save are kept. */
  flush(): Promise<void> {
    const run = this.flushing.then(() => this.write());
    this.flushing = run.catch(() => undefined);
    return run;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const rows = [...this.pending.values()];
    this.pending = new Map();
    try {
      await this.db
        .insert(certificateChecks)
        .values(rows)
        .onConflictDoUpdate({
          target: [certificateChecks.certificateId, certificateChecks.day],
          set: {
            checks: sql`${certificateChecks.checks} + excluded.checks`,
            lastAt: sql`greatest(${certificateChecks.lastAt}, excluded.last_at)`,
          },
        });
    } catch (error) {
      for (const row of rows) {
        const key = `${row.certificateId}:${row.day}`;
        const later = this.pending.get(key);
        this.pending.set(key, later ? { ...later, checks: later.checks + row.checks } : row);
      }
      throw error;
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}
