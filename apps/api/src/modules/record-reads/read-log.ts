import type { FastifyBaseLogger } from 'fastify';
import { loggableFailure } from '../../db/failure-log.ts';
import type { RecordRead } from './table.ts';

export interface ReadLogOptions {
  /** Reads wait at most this long before they are written. */
  intervalMs: number;
  /** A flush starts at once when this many reads wait. */
  batchRows: number;
  /** Reads kept while the database is away; the oldest are dropped past it. */
  maxWaiting: number;
}

export const READ_LOG_DEFAULTS: ReadLogOptions = {
  intervalMs: 1000,
  batchRows: 500,
  maxWaiting: 50_000,
};

/** Rows per INSERT, so that one statement's JSON stays small. */
const STATEMENT_ROWS = 1000;

/**
 * The reads of personal data this process answered, kept in memory and written every second
 * (or every `batchRows` reads) by one multi-row INSERT, so a read costs no statement of its own.
 * A crash loses the reads of the last second at most; close writes them (stop).
 */
export class RecordReadLog {
  private waiting: RecordRead[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private failing = false;
  private stopped = false;

  constructor(
    private readonly insert: (rows: RecordRead[]) => Promise<unknown>,
    private readonly log: FastifyBaseLogger,
    private readonly options: ReadLogOptions = READ_LOG_DEFAULTS,
  ) {}

  /** Reads noted and not yet written. */
  get waitingCount(): number {
    return this.waiting.length;
  }

  /** Notes one read; it is written with the next batch. */
  note(read: RecordRead): void {
    if (this.stopped) return;
    this.waiting.push(read);
    if (this.waiting.length >= this.options.batchRows) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.options.intervalMs).unref();
  }

  /** Writes every read noted so far; resolves once written (or kept again, on a failure). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = this.waiting;
    this.waiting = [];
    if (rows.length === 0) return this.writing;
    this.writing = this.writing.then(() => this.write(rows));
    return this.writing;
  }

  /** Writes what waits and stops noting (the app's close). */
  async stop(): Promise<void> {
    await this.flush();
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private async write(rows: RecordRead[]): Promise<void> {
    let written = 0;
    try {
      for (; written < rows.length; written += STATEMENT_ROWS) {
        await this.insert(rows.slice(written, written + STATEMENT_ROWS));
      }
      if (this.failing) this.log.info('recording reads resumed');
      this.failing = false;
    } catch (error) {
      // Logged once, not every second while the database is away; the reads wait meanwhile.
      if (!this.failing) this.log.error({ err: loggableFailure(error) }, 'recording reads failed');
      this.failing = true;
      this.waiting = [...rows.slice(written), ...this.waiting];
      const dropped = this.waiting.length - this.options.maxWaiting;
      if (dropped > 0) {
        this.waiting = this.waiting.slice(dropped);
        this.log.warn({ dropped }, 'reads dropped: the database is away too long');
      }
      if (!this.stopped) {
        this.timer ??= setTimeout(() => void this.flush(), this.options.intervalMs).unref();
      }
    }
  }
}
