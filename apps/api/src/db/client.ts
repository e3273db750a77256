import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { fillPlaceholders, type Query } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import {
  DEFAULT_READ_MAX_LAG_SECONDS,
  ReplicaMonitor,
  routedReads,
  sharedOptions,
} from './replica.ts';
import { bounded, DATABASE_QUEUE_LIMIT, type PoolCounts } from './pool-queue.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgresql';

/** A single connection on which a multi-statement script can run (used by migrations). */
export interface ScriptConnection {
  exec(script: string): Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Database;
  /**
   * Reads that may lag the primary a little (lists, searches, dashboards, public verification):
   * with DATABASE_READ_URL each query goes to the replica or the primary as db/replica.ts
   * decides; without it, the primary. Prepared statements, each planned once for all values
   * (PostgreSQL's generic plan), so its queries must be written to do well with one plan (see
   * openPostgres).
   */
  readDb: Database;
  /**
   * The same database as readDb, but every query planned for its own values (unnamed
   * statements): for searches, where a prepared statement's generic plan, made without the
   * words, walked a million rows for a rare name (1-2 s instead of a few ms).
   */
  searchDb: Database;
  /**
   * The primary database for single statements outside transactions (a submission's checks
   * and its saving, sign-in's reads and writes): named prepared statements, parsed once per
   * connection.
   */
  statementDb: Database;
  /**
   * The primary database for the statements that save many requests' writes at once
   * (db/batches.ts): prepared, as statementDb, but one statement at a time per connection.
   * PostgreSQL runs a connection's statements one after another: pipelined on statementDb, the
   * statements running at once ran on one backend, one core, each waiting for the other's
   * commit, and the single reads of other requests waited behind them (bench/RESULTS.md,
   * "Group commits on connections of their own").
   */
  batchDb: Database;
  /**
   * The primary database for uploaded files (integrations/blob-store): a pool of its own, so a
   * file stored while a transaction holds a primary connection (a certificate's PDF) never waits
   * for that pool.
   */
  blobDb: Database;
  /** Where the read replica stands (DATABASE_READ_URL), checked continually; else undefined. */
  replica: ReplicaMonitor | undefined;
  /**
   * Runs fn on one connection holding a cross-process lock (PostgreSQL advisory lock), so
   * several API processes starting together migrate and seed one after another.
   */
  withStartupLock<T>(fn: (connection: ScriptConnection) => Promise<T>): Promise<T>;
  /**
   * Calls onMessage with every NOTIFY payload of the channel (all processes' commits).
   * onListening runs once listening starts and again after a reconnection (when messages may
   * have been missed).
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onListening: () => void,
  ): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's pools, counted for the bound on their queues and /metrics (db/pool-queue.ts). */
  pools?: readonly PoolCounts[];
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  databaseReadUrl?: string | undefined;
  /** Folder for the embedded database; undefined keeps it in memory (tests). */
  pgliteDir?: string | undefined;
  /** API processes sharing the server (API_WORKERS): each gets a share of the connections. */
  processes?: number | undefined;
  /** Beyond this lag the replica is not read from (DATABASE_READ_MAX_LAG_SECONDS). */
  readMaxLagSeconds?: number | undefined;
  /** Queries waiting per pool before new ones are refused (db/pool-queue.ts). */
  queueLimit?: number | undefined;
}

const STARTUP_LOCK_KEY = 7263540;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.databaseReadUrl, {
        processes: options.processes ?? 1,
        readMaxLagSeconds: options.readMaxLagSeconds ?? DEFAULT_READ_MAX_LAG_SECONDS,
        queueLimit: options.queueLimit ?? DATABASE_QUEUE_LIMIT,
      })
    : openPglite(options.pgliteDir);
}

async function openPglite(dir: string | undefined): Promise<DatabaseHandle> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  const connection: ScriptConnection = {
    async exec(script) {
      await client.exec(script);
    },
    async query<T>(text: string, params?: unknown[]) {
      const result = await client.query<T>(text, params as unknown[]);
      return result.rows;
    },
  };
  return {
    kind: 'pglite',
    db,
    readDb: db,
    searchDb: db,
    statementDb: db,
    batchDb: db,
    blobDb: db,
    replica: undefined,
    // One process owns an embedded database, so there is nobody to wait for.
    withStartupLock: (fn) => fn(connection),
    async listen(channel, onMessage, onListening) {
      await client.listen(channel, onMessage);
      onListening();
    },
    close: () => client.close(),
  };
}

/**
 * libpq's way of naming a Unix socket, `postgres://user@localhost/db?host=/var/run/postgresql`,
 * which postgres-js does not read: the folder becomes its `host` option (and is not sent to the
 * server as a setting). On one machine a socket costs less than TCP per query.
 */
export function socketOf(url: string): { url: string; host?: string } {
  // Read by hand, not with URL: a multi-host address (host1:5432,host2:5432, docs/deployment.md)
  // is no URL to it.
  const mark = url.indexOf('?');
  const address = mark < 0 ? url : url.slice(0, mark);
  const params = new URLSearchParams(mark < 0 ? '' : url.slice(mark + 1));
  const host = params.get('host');
  if (!host?.startsWith('/')) return { url };
  params.delete('host');
  return { url: params.size > 0 ? `${address}?${params.toString()}` : address, host };
}

/**
 * Seconds a connection that failed waits before it tries again: 0.05, 0.1, 0.2, 0.4, then 0.5.
 * postgres-js's own back-off grows to 20 s, and the queries waiting for the connection wait with
 * it: with PostgreSQL down for 20 s, queries waited up to 32 s (the API's requests hung instead
 * of answering 503) and were slow for up to 20 s after it was back. Now each attempt that fails
 * fails a waiting query at once, which the API answers with 503 (db/unavailable.ts), and the
 * pools are back within half a second of PostgreSQL.
 */
export const reconnectDelay = (retries: number) => Math.min(0.05 * 2 ** retries, 0.5);

/** Seconds a connection may take to open (postgres-js: 30), a request waiting for it. */
const CONNECT_TIMEOUT_SECONDS = 10;

function postgresClient(
  databaseUrl: string,
  options: { max_pipeline?: number; max?: number; settings?: Record<string, string> } = {},
): Sql {
  const { url, host } = socketOf(databaseUrl);
  const { settings, ...rest } = options;
  return postgres(url, {
    ...(host ? { host } : {}),
    max: 10,
    ...rest,
    backoff: reconnectDelay,
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    onnotice: () => {},
    // count(*) and bigint come back as strings otherwise.
    types: { bigint: postgres.BigInt },
    // Times come back in UTC, whatever the server's own zone: the lists read them as text.
    // No JIT: the saving statement's estimate passed jit_above_cost, and compiling it cost far
    // more than running it (bench/RESULTS.md, "Submissions").
    connection: { application_name: 'vitalreg-api', TimeZone: 'UTC', jit: 'off', ...settings },
  });
}

type Sql = ReturnType<typeof postgres>;
type UnsafeOptions = Parameters<Sql['unsafe']>[2];

/** Queries under way a connection of fillingFirst takes before the next one is used. */
export const PIPELINE_DEPTH = 64;

/** A connection whose oldest query under way was sent this long ago takes no more (fillingFirst). */
export const PIPELINE_SLOW_MS = 50;

/**
 * `size` connections (clients of one connection each, made by `connect`) seen as one pool, which
 * fills them in turn: a query goes to the first connection with fewer than `depth` queries under
 * way whose oldest was sent less than `slowMs` ago, pipelined behind them (else to the one with
 * fewest). postgres-js writes the queries a connection is given in one go, so under load one
 * system call sends PostgreSQL many queries and wakes one backend, where its own pool spread
 * them over all its connections, one write and one wake-up each (bench/RESULTS.md, "Reading
 * lists"). A slow query (a deep page, say) holds up only the queries sent before `slowMs`
 * passed; later ones go on to the next connection, opened only when first needed. Only for
 * single statements: a transaction or reserved connection takes the first client.
 */
export function fillingFirst(
  size: number,
  connect: () => Sql,
  depth = PIPELINE_DEPTH,
  slowMs = PIPELINE_SLOW_MS,
): Sql {
  const clients = Array.from({ length: size }, () => connect());
  const [first] = clients;
  if (!first || clients.some((client) => client.options.max !== 1)) {
    throw new Error('fillingFirst needs clients of one connection each');
  }
  // When each connection's queries under way were sent, oldest first: a connection answers
  // them in order.
  const underWay = clients.map((): number[] => []);
  const next = () => {
    const now = performance.now();
    let fewest = 0;
    for (const [i, sent] of underWay.entries()) {
      const oldest = sent[0];
      if (sent.length < depth && (oldest === undefined || now - oldest < slowMs)) return i;
      if (sent.length < underWay[fewest]!.length) fewest = i;
    }
    return fewest;
  };
  // Drizzle sets the parsers of the client it is given: every connection must have them.
  const options = sharedOptions(clients);
  const unsafe = (query: string, params?: never[], queryOptions?: UnsafeOptions) => {
    const i = next();
    const sent = underWay[i]!;
    sent.push(performance.now());
    const pending = clients[i]!.unsafe(query, params, queryOptions);
    const settled = () => {
      sent.shift();
    };
    // Listening starts the query, but only after a microtask: the caller's `.values()`, made at
    // once, still applies.
    pending.then(settled, settled);
    return pending;
  };
  const end: Sql['end'] = async (endOptions) => {
    await Promise.all(clients.map((client) => client.end(endOptions)));
  };
  return new Proxy(first, {
    get(target, property, receiver) {
      if (property === 'options') return options;
      if (property === 'unsafe') return unsafe;
      if (property === 'end') return end;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/**
 * The client as Drizzle should see it: every query a named prepared statement (postgres-js
 * keeps them per connection, by text). Drizzle asks for unnamed statements, which PostgreSQL
 * parses and plans on every execution, at several times the cost of running a prepared one.
 */
function preparing<T extends object>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property === 'unsafe' && typeof value === 'function') {
        return (query: string, params?: unknown[], options?: object) =>
          (value as Sql['unsafe']).call(target, query, params as never[], {
            ...options,
            prepare: true,
          });
      }
      if ((property === 'begin' || property === 'savepoint') && typeof value === 'function') {
        return (...args: unknown[]) =>
          (value as (...a: unknown[]) => unknown).apply(
            target,
            args.map((arg) =>
              typeof arg === 'function'
                ? (tx: object) => (arg as (tx: object) => unknown)(preparing(tx))
                : arg,
            ),
          );
      }
      return value;
    },
  });
}

/**
 * Connections of one API process, per pool: 32 in all, so several processes stay within
 * PostgreSQL's default of 100 connections (API_WORKERS=4 opens 4 x 11). The statement, batch
 * and file pools shrink to one connection each first: pipelined, one carries many queries, and
 * the other processes' connections run their statements beside it. With a read replica, its
 * read and search pools open as many there, and each process checks it on two more
 * connections (db/replica.ts).
 */
export function poolSizes(processes: number) {
  const share = (size: number, least = 2) => Math.max(least, Math.ceil(size / processes));
  return {
    primary: share(10),
    read: share(10),
    search: share(4),
    statements: share(3, 1),
    batches: share(3, 1),
    blobs: share(2, 1),
  };
}

async function openPostgres(
  url: string,
  readUrl: string | undefined,
  {
    processes,
    readMaxLagSeconds,
    queueLimit,
  }: { processes: number; readMaxLagSeconds: number; queueLimit: number },
): Promise<DatabaseHandle> {
  const sizes = poolSizes(processes);
  // Every pool's queue is bounded (db/pool-queue.ts): connections, and queries one pipelines.
  const pools: PoolCounts[] = [];
  const bound = <T extends object>(name: string, client: T, connections: number, depth = 1) => {
    const counts = { name, connections, capacity: connections * depth, underWay: 0, refused: 0 };
    pools.push(counts);
    return bounded(client, counts, queueLimit);
  };
  const client = bound('primary', postgresClient(url, { max: sizes.primary }), sizes.primary);
  // Reads (lists, statistics, options) have a pool of their own, of prepared statements,
  // pipelined (fillingFirst) but never behind a transaction: a transaction's BEGIN queued behind
  // a large write was refused (UNSAFE_TRANSACTION, seen in the bench). The primary pool (writes,
  // transactions) sends Drizzle's unnamed statements, which are never pipelined.
  //
  // The read pool's statements are written to be planned once for all values (a generic plan):
  // limits and offsets are in their text, and PostgreSQL is told to keep the generic plan. Left
  // to choose, it planned again on every call whenever a plan made for the values looked a
  // little cheaper, and planning cost more than the search. Searches that need plans made
  // for their values (searchDb: GIN and trigram lookups, whose cost depends on the words) have
  // a pool of their own, of unnamed statements.
  const readPool = (server: string) =>
    fillingFirst(sizes.read, () =>
      postgresClient(server, { max: 1, settings: { plan_cache_mode: 'force_generic_plan' } }),
    );
  const searchPool = (server: string) =>
    postgresClient(server, { max_pipeline: 0, max: sizes.search });
  // With a replica, both pools exist on both servers (connections open when first used), and
  // each query goes where db/replica.ts decides; the bound counts what the API asked of a pool,
  // whichever server answers.
  let readPools = readPool(url);
  let searchPools = searchPool(url);
  let replica: ReplicaMonitor | undefined;
  if (readUrl) {
    replica = new ReplicaMonitor(
      postgresClient(url, { max: 1 }),
      postgresClient(readUrl, { max: 1 }),
      readMaxLagSeconds,
    );
    readPools = routedReads(readPool(readUrl), readPools, replica);
    searchPools = routedReads(searchPool(readUrl), searchPools, replica);
    await replica.start();
  }
  const readClient = bound('read', readPools, sizes.read, PIPELINE_DEPTH);
  const searchClient = bound('search', searchPools, sizes.search);
  const statementClient = bound(
    'statements',
    fillingFirst(sizes.statements, () => postgresClient(url, { max: 1 })),
    sizes.statements,
    PIPELINE_DEPTH,
  );
  const batchClient = bound(
    'batches',
    fillingFirst(sizes.batches, () => postgresClient(url, { max: 1 }), 1),
    sizes.batches,
  );
  const blobClient = bound('blobs', postgresClient(url, { max: sizes.blobs }), sizes.blobs);
  const db = drizzlePostgres({ client, schema }) as unknown as Database;
  const readDb = drizzlePostgres({ client: preparing(readClient), schema }) as unknown as Database;
  const searchDb = drizzlePostgres({ client: searchClient, schema }) as unknown as Database;
  const statementDb = drizzlePostgres({
    client: preparing(statementClient),
    schema,
  }) as unknown as Database;
  const batchDb = drizzlePostgres({
    client: preparing(batchClient),
    schema,
  }) as unknown as Database;
  const blobDb = drizzlePostgres({ client: blobClient, schema }) as unknown as Database;
  return {
    kind: 'postgresql',
    pools,
    db,
    readDb,
    searchDb,
    statementDb,
    batchDb,
    blobDb,
    replica,
    async withStartupLock(fn) {
      const reserved = await client.reserve();
      const connection: ScriptConnection = {
        async exec(script) {
          await reserved.unsafe(script);
        },
        async query<T>(text: string, params?: unknown[]) {
          return (await reserved.unsafe(text, params as never[])) as unknown as T[];
        },
      };
      try {
        await reserved.unsafe(`SELECT pg_advisory_lock(${STARTUP_LOCK_KEY})`);
        try {
          return await fn(connection);
        } finally {
          await reserved.unsafe(`SELECT pg_advisory_unlock(${STARTUP_LOCK_KEY})`);
        }
      } finally {
        reserved.release();
      }
    },
    async listen(channel, onMessage, onListening) {
      await client.listen(channel, onMessage, onListening);
    },
    async close() {
      await replica?.close();
      await client.end({ timeout: 5 });
      await readClient.end({ timeout: 5 });
      await searchClient.end({ timeout: 5 });
      await statementClient.end({ timeout: 5 });
      await batchClient.end({ timeout: 5 });
      await blobClient.end({ timeout: 5 });
    },
  };
}

export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'pgdata');
}

/**
 * Whether error (or what it wraps: Drizzle wraps the driver's error as `cause`) is PostgreSQL's
 * unique violation on the named constraint or index. postgres-js calls the name
 * `constraint_name`, PGlite `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current && typeof current === 'object';) {
    const fields = current as { code?: unknown; constraint_name?: unknown; constraint?: unknown };
    if (fields.code === '23505') {
      return (fields.constraint_name ?? fields.constraint) === constraint;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The rows of db.execute, whichever driver answered (postgres-js: an array; PGlite: .rows). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Timestamps, dates and intervals as PostgreSQL writes them, as Drizzle has both drivers do. */
const PGLITE_TEXT_PARSERS = Object.fromEntries(
  [1082, 1083, 1114, 1184, 1186].map((oid) => [oid, (value: string) => value]),
);

/**
 * The rows of a query Drizzle built (`toSQL()`, placeholders filled from `values`) as arrays of
 * the driver's values, for hot reads whose rows are mapped by hand: Drizzle's generic mapping
 * of each field of each row was a large share of the API's CPU per list. Run as db runs its
 * queries (readDb and statementDb: prepared). Timestamps and dates come as text.
 */
export async function valuesOf(
  db: Database,
  query: Query,
  values: Record<string, unknown> = {},
): Promise<unknown[][]> {
  const params = fillPlaceholders(query.params, values);
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    const result = await client.query<unknown[]>(query.sql, params, {
      rowMode: 'array',
      parsers: PGLITE_TEXT_PARSERS,
    });
    return result.rows;
  }
  if (!client) throw new Error('valuesOf needs a database, not a transaction');
  return (client as Sql).unsafe(query.sql, params as never[]).values();
}
