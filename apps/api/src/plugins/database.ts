import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import { openDatabase, pgliteDirFor, type Database, type DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedReferenceData } from '../db/seed-reference.ts';
import { seedDemo, type DemoAccount } from '../seed/demo.ts';
import { pruneStale, type Cleanup } from './housekeeping.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** The primary database: every write and every read that must see it at once. */
    db: Database;
    /** The read replica when DATABASE_READ_URL is set (lists, statistics), else db. */
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
    queueLimit: config.databaseQueueLimit,
  });
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
