/**
 * A bound on what waits for a PostgreSQL pool (docs/operations.md "Overload"). postgres-js
 * queues a query for as long as every connection is busy, without end: under overload every
 * request waited longer and longer and the process's memory grew. Here each pool counts the
 * queries (and transactions) it was given and has not answered; past its connections (times
 * the queries one connection may have pipelined) they wait, and past `limit` waiting a new one
 * is refused at once with DatabaseBusy, which the API answers 503 with Retry-After
 * (db/unavailable.ts), never 500. The counts feed /metrics (plugins/metrics.ts).
 */

/** Queries waiting for a pool, per pool, before new ones are refused (DATABASE_QUEUE_LIMIT). */
export const DATABASE_QUEUE_LIMIT = 500;

/**
 * The driver-like code of a query refused because its pool's queue is full (the answer's own
 * code is DATABASE_BUSY).
 */
export const POOL_QUEUE_FULL = 'POOL_QUEUE_FULL';

/**
 * A query refused because its pool's queue is full. It has a `query` (empty), as the driver's
 * errors do, so that it is told from other connections' failures (db/unavailable.ts).
 */
export class DatabaseBusy extends Error {
  readonly code = POOL_QUEUE_FULL;
  readonly query = '';
  constructor(readonly pool: string) {
    super(`The ${pool} pool has too many queries waiting.`);
    this.name = 'DatabaseBusy';
  }
}

/** One pool as /metrics shows it. */
export interface PoolCounts {
  readonly name: string;
  /** Connections the pool may open. */
  readonly connections: number;
  /** Queries it runs at once: connections, times the queries pipelined on one. */
  readonly capacity: number;
  /** Queries and transactions given and not answered yet. */
  underWay: number;
  /** Queries refused since start because too many waited. */
  refused: number;
}

/** Queries (or transactions) past the pool's capacity: those waiting for a connection. */
export const waitingOf = (pool: PoolCounts) => Math.max(0, pool.underWay - pool.capacity);

/** Queries or transactions running on a connection. */
export const inUseOf = (pool: PoolCounts) => Math.min(pool.underWay, pool.capacity);

/** A refused query, shaped as the driver's pending query (callers may ask for `.values()`). */
function refusedQuery(error: DatabaseBusy) {
  const refusal = Promise.reject(error);
  return Object.assign(refusal, { values: () => refusal, raw: () => refusal });
}

/**
 * The client counting what it was given in `counts` and refusing queries and transactions once
 * `limit` wait. Single statements (`unsafe`, which Drizzle uses) and transactions (`begin`) are
 * counted; a transaction's own statements run on its connection and are not.
 */
export function bounded<T extends object>(client: T, counts: PoolCounts, limit: number): T {
  const full = () => waitingOf(counts) >= limit;
  const track = <P>(pending: P): P => {
    counts.underWay += 1;
    const settled = () => {
      counts.underWay -= 1;
    };
    // Listening starts a query, but only after a microtask: the caller's `.values()` applies.
    (pending as Promise<unknown>).then(settled, settled);
    return pending;
  };
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property !== 'unsafe' && property !== 'begin') return value;
      const run = value as (...args: unknown[]) => unknown;
      return (...args: unknown[]) => {
        if (full()) {
          counts.refused += 1;
          const error = new DatabaseBusy(counts.name);
          return property === 'begin' ? Promise.reject(error) : refusedQuery(error);
        }
        return track(run.apply(target, args));
      };
    },
  });
}
