import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { openDatabase, pgliteDirFor, type Database, type DatabaseHandle } from '../db/client.ts';
import { readContext, type ReadContext } from '../db/replica.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedReferenceData } from '../db/seed-reference.ts';
import { seedDemo, type DemoAccount } from '../seed/demo.ts';
import { pruneStale, type Cleanup } from './housekeeping.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** The primary database: every write and every read that must see it at once. */
    db: Database;
    /**
     * Reads that may come from the read replica (DATABASE_READ_URL: lists, searches,
     * dashboards, public verification), else db. db/replica.ts decides query by query.
     */
    readDb: Database;
    /** The demo accounts seeded at start (empty without demo mode). */
    demoAccounts: DemoAccount[];
  }
}

export function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    databaseReadUrl: config.databaseReadUrl,
    pgliteDir: config.inMemoryDatabase ? undefined : pgliteDirFor(config.dataDir),
    processes: config.workers,
    readMaxLagSeconds: config.readMaxLagSeconds,
    queueLimit: config.databaseQueueLimit,
  });
}

/**
 * The cookie that carries read-your-writes between a client's requests, whichever API host
 * answers them: the primary's WAL position after the client's last write (digits only).
 */
export const READ_AFTER_COOKIE = 'vitalreg_read_after';

const READ_AFTER_PATTERN = new RegExp(`(?:^|;\\s*)${READ_AFTER_COOKIE}=(\\d{1,20})(?:;|$)`);

/** The position a request's cookie names, if any. */
export function readAfterOf(cookieHeader: string | undefined): bigint | undefined {
  const digits = cookieHeader ? READ_AFTER_PATTERN.exec(cookieHeader)?.[1] : undefined;
  return digits === undefined ? undefined : BigInt(digits);
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read-your-writes with a replica (ARCHITECTURE.md "Hosts, documents and the read replica"):
 * an answer to a successful write carries the primary's WAL position just after it, in a cookie
 * the browser sends with its next requests to any host; until the replica has replayed that
 * position, that client's reads go to the primary. The cookie lasts the lag bound and a second:
 * after that the replica has the write or is no longer read from at all. Without a replica
 * nothing is set.
 */
export function registerReadRouting(
  app: FastifyInstance,
  config: Pick<AppConfig, 'publicUrl'>,
): void {
  const replica = app.database.replica;
  if (!replica) return;
  const maxAge = Math.ceil(replica.maxLagSeconds) + 1;
  const secure = config.publicUrl?.startsWith('https://') ? '; Secure' : '';
  app.decorateRequest('readContext', null);
  // Entered again before validation: the body is read in the socket's own async context.
  const enter = (request: { readContext: ReadContext | null }, done: () => void) =>
    readContext.run(request.readContext ?? {}, done);
  app.addHook('onRequest', (request, _reply, done) => {
    request.readContext = { readAfter: readAfterOf(request.headers.cookie) };
    enter(request, done);
  });
  app.addHook('preValidation', (request, _reply, done) => enter(request, done));
  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method) || reply.statusCode >= 400) return payload;
    try {
      const position = await replica.writePosition();
      reply.header(
        'set-cookie',
        `${READ_AFTER_COOKIE}=${position}; Path=/api; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`,
      );
    } catch {
      // The write is done; without the position the client's next reads may lag a moment.
    }
    return payload;
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** What this request tells the read pools (registerReadRouting). */
    readContext: ReadContext | null;
  }
}

/**
 * Start-up work on the database, under a lock shared by every API process: migrations,
 * reference data and roles, stale rows pruned, demo data when asked for.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Pick<AppConfig, 'demo' | 'demoPassword'>,
  log: FastifyBaseLogger,
  cleanups: readonly Cleanup[],
): Promise<DemoAccount[]> {
  return database.withStartupLock(async (connection) => {
    const applied = await runMigrations(connection);
    if (applied.length > 0) log.info({ migrations: applied }, 'database migrations applied');
    await seedReferenceData(database.db);
    await pruneStale(database.db, new Date(), cleanups);
    return config.demo ? seedDemo(database.db, config.demoPassword) : [];
  });
}
