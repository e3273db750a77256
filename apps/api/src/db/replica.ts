/**
 * Reads from a streaming replica (DATABASE_READ_URL), ARCHITECTURE.md "Hosts, documents and the
 * read replica". The read pools (readDb, searchDb) send each query to the replica or to the
 * primary, query by query:
 *
 * - to the primary while the replica is down, is not a standby, or lags the primary by more than
 *   DATABASE_READ_MAX_LAG_SECONDS (checked every REPLICA_CHECK_MS by ReplicaMonitor);
 * - to the primary for a client whose last write the replica has not replayed yet
 *   (read-your-writes: the request's `readAfter`, the primary's WAL position after that write,
 *   carried by the client in a cookie; plugins/database.ts);
 * - and again to the primary, at once, when the replica fails a query because it cannot be
 *   reached or cancelled it for its replay: the caller sees no error.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type postgres from 'postgres';
import { databaseUnavailable } from './unavailable.ts';

type Sql = ReturnType<typeof postgres>;
type UnsafeOptions = Parameters<Sql['unsafe']>[2];

/** What a request tells the read pools (plugins/database.ts sets it for each request). */
export interface ReadContext {
  /** The primary's WAL position just after this client's last write (bytes), if any. */
  readAfter?: bigint | undefined;
}

export const readContext = new AsyncLocalStorage<ReadContext>();

/** DATABASE_READ_MAX_LAG_SECONDS's default. */
export const DEFAULT_READ_MAX_LAG_SECONDS = 5;

/** How often each API process asks the primary and the replica where they are. */
export const REPLICA_CHECK_MS = 250;

export type ReplicaState = 'streaming' | 'behind' | 'down';

export interface ReplicaStatus {
  state: ReplicaState;
  /** Seconds of the primary's writes the replica may not show yet; null while down. */
  lagSeconds: number | null;
  /** WAL bytes the replica has still to replay (at the last check); null while down. */
  lagBytes: number | null;
}

/** A WAL position as bytes since the start (pg_lsn minus '0/0'), as PostgreSQL's numeric text. */
const LSN_BYTES = `(pg_current_wal_lsn() - '0/0'::pg_lsn)::text`;
const REPLAY_BYTES = `(pg_last_wal_replay_lsn() - '0/0'::pg_lsn)::text`;

/** The primary's WAL position now (bytes), for the read-your-writes cookie. */
export async function primaryPosition(primary: Sql): Promise<bigint> {
  const [row] = await primary.unsafe<{ lsn: string }[]>(`select ${LSN_BYTES} as lsn`);
  return BigInt(row!.lsn);
}

/**
 * Where the replica stands, checked every REPLICA_CHECK_MS by each API process: the primary's
 * WAL position, then the replica's replay position. The lag in seconds is how long ago the
 * primary was last seen at a position the replica has replayed (within one check's time), so an
 * idle primary means no lag, and a paused or cut-off replica lags more with every check.
 */
export class ReplicaMonitor {
  private timer: NodeJS.Timeout | undefined;
  /** The primary's positions at each check, oldest first, for the last maxLag (and a bit). */
  private samples: { at: number; lsn: bigint }[] = [];
  private replayed: bigint | undefined;
  private current: ReplicaStatus = { state: 'down', lagSeconds: null, lagBytes: null };
  private checking: Promise<void> | undefined;
  private positionAsked: Promise<bigint> | undefined;

  constructor(
    private readonly primary: Sql,
    private readonly replica: Sql,
    readonly maxLagSeconds: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  start(intervalMs = REPLICA_CHECK_MS): Promise<void> {
    this.timer = setInterval(() => void this.check(), intervalMs).unref();
    return this.check();
  }

  /** Stops checking and ends the monitor's two connections. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.checking;
    await Promise.all([this.primary.end({ timeout: 5 }), this.replica.end({ timeout: 5 })]);
  }

  /**
   * The primary's WAL position now: every write committed before the call is at or before it.
   * Calls made while one is being asked for wait for the next, so the writes of many requests
   * finishing together cost one query.
   */
  writePosition(): Promise<bigint> {
    this.positionAsked ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.positionAsked = undefined;
      return primaryPosition(this.primary);
    });
    return this.positionAsked;
  }

  status(): ReplicaStatus {
    return this.current;
  }

  /** Whether reads may go to the replica at all. */
  usable(): boolean {
    return this.current.state === 'streaming';
  }

  /** Whether the replica had replayed this WAL position at the last check. */
  hasReplayed(lsn: bigint): boolean {
    return this.replayed !== undefined && this.replayed >= lsn;
  }

  /** A query on the replica failed for want of it: no reads go there until a check succeeds. */
  markDown(): void {
    this.replayed = undefined;
    this.current = { state: 'down', lagSeconds: null, lagBytes: null };
  }

  /** One check (one at a time; a check asked for during another waits for that one). */
  check(): Promise<void> {
    this.checking ??= this.sample().finally(() => (this.checking = undefined));
    return this.checking;
  }

  private async sample(): Promise<void> {
    const at = this.now();
    try {
      const primaryLsn = await primaryPosition(this.primary);
      this.samples.push({ at, lsn: primaryLsn });
      const keepFrom = at - (this.maxLagSeconds + 2) * 1000 - 2 * REPLICA_CHECK_MS;
      while (this.samples.length > 1 && this.samples[0]!.at < keepFrom) this.samples.shift();
      const [row] = await this.replica.unsafe<{ standby: boolean; replay: string | null }[]>(
        `select pg_is_in_recovery() as standby, ${REPLAY_BYTES} as replay`,
      );
      // A server that is not a standby (promoted, or named by mistake) is never read from.
      if (!row?.standby || row.replay === null) return this.markDown();
      const replay = BigInt(row.replay);
      this.replayed = replay;
      // The newest check of the primary the replica had caught up with.
      const seen = this.samples.findLast((sample) => sample.lsn <= replay);
      const lagSeconds = seen ? (this.now() - seen.at) / 1000 : Infinity;
      const caughtUp = replay >= primaryLsn;
      const lag = caughtUp ? 0 : Math.round(lagSeconds * 1000) / 1000;
      this.current = {
        state: lag <= this.maxLagSeconds ? 'streaming' : 'behind',
        lagSeconds: Number.isFinite(lag) ? lag : (this.now() - this.samples[0]!.at) / 1000,
        lagBytes: caughtUp ? 0 : Number(primaryLsn - replay),
      };
    } catch {
      this.markDown();
    }
  }
}

/**
 * Whether a failed replica query is worth sending to the primary: the replica could not be
 * reached, or cancelled the query for its replay ("conflict with recovery", 40001 and 40P01 on
 * a standby).
 */
function replicaFailed(error: unknown): boolean {
  if (databaseUnavailable(error)) return true;
  for (let current = error; current && typeof current === 'object';) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === '40001' || code === '40P01') return true;
    current = cause;
  }
  return false;
}

type Pending = ReturnType<Sql['unsafe']>;

/**
 * A query sent to the replica that, if the replica fails it (replicaFailed), is sent again to
 * the primary. Like postgres-js's own, it starts when awaited, and `.values()` asks for rows as
 * arrays (Drizzle's way of reading them).
 */
function withFallback(
  first: () => Pending,
  fallback: () => Pending,
  onReplicaFailure: () => void,
): Pending {
  let asValues = false;
  let started: Promise<unknown> | undefined;
  const run = (query: Pending) => (asValues ? query.values() : query);
  // Like the driver's own queries, it starts a microtask after it is first listened to, so a
  // `.values()` called just after (Drizzle does) still applies: db/pool-queue.ts listens at once.
  const start = () =>
    (started ??= (async () => {
      await Promise.resolve();
      try {
        return await run(first());
      } catch (error) {
        if (!replicaFailed(error)) throw error;
        onReplicaFailure();
        return await run(fallback());
      }
    })());
  const pending = {
    values() {
      asValues = true;
      return pending;
    },
    then: (ok?: (value: unknown) => unknown, failed?: (error: unknown) => unknown) =>
      start().then(ok, failed),
    catch: (failed?: (error: unknown) => unknown) => start().catch(failed),
    finally: (done?: () => void) => start().finally(done),
  };
  return pending as unknown as Pending;
}

/**
 * Options whose type parsers and serializers are set on every one of `clients` (Drizzle sets the
 * parsers of the client it is given, and each connection must have them).
 */
export function sharedOptions(clients: readonly Sql[]): Sql['options'] {
  const [first] = clients;
  if (!first) throw new Error('sharedOptions needs a client');
  const everywhere = (key: 'parsers' | 'serializers') =>
    new Proxy(first.options[key], {
      set(_target, type, value) {
        for (const client of clients) {
          (client.options[key] as Record<string | symbol, unknown>)[type] = value;
        }
        return true;
      },
    });
  return {
    ...first.options,
    parsers: everywhere('parsers'),
    serializers: everywhere('serializers'),
  };
}

/**
 * One client seen as a pool over the replica and the primary: each single statement goes where
 * the monitor and the request (readContext) say, falling back to the primary when the replica
 * fails it. Transactions and reserved connections, which reads never take, use the primary.
 */
export function routedReads(replica: Sql, primary: Sql, monitor: ReplicaMonitor): Sql {
  const options = sharedOptions([primary, replica]);
  const toReplica = () => {
    if (!monitor.usable()) return false;
    const readAfter = readContext.getStore()?.readAfter;
    return readAfter === undefined || monitor.hasReplayed(readAfter);
  };
  const unsafe = (query: string, params?: never[], queryOptions?: UnsafeOptions) =>
    toReplica()
      ? withFallback(
          () => replica.unsafe(query, params, queryOptions),
          () => primary.unsafe(query, params, queryOptions),
          () => monitor.markDown(),
        )
      : primary.unsafe(query, params, queryOptions);
  const end: Sql['end'] = async (endOptions) => {
    await Promise.all([replica.end(endOptions), primary.end(endOptions)]);
  };
  return new Proxy(primary, {
    get(target, property, receiver) {
      if (property === 'options') return options;
      if (property === 'unsafe') return unsafe;
      if (property === 'end') return end;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}
