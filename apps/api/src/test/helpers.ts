import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../db/client.ts';

export const DEMO_PASSWORD = 'vitalreg-demo';

/** Set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run on PostgreSQL. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent/vitalreg-test-data',
    databaseUrl: undefined,
    databaseReadUrl: undefined,
    inMemoryDatabase: true,
    demo: true,
    demoPassword: DEMO_PASSWORD,
    sessionIdleMinutes: 30,
    sessionMaxHours: 12,
    webDistDir: '/nonexistent/vitalreg-web-dist',
    dcrAppUrl: undefined,
    adminAppUrl: undefined,
    logLevel: 'info',
    identityProvider: 'sandbox',
    rateLimitPerMinute: 100_000,
    trustProxy: 0,
    ...overrides,
  };
}

export interface TestDatabase {
  handle: DatabaseHandle;
  kind: 'pglite' | 'postgresql';
  /** On PostgreSQL, the database's address (for API processes started on it). */
  url?: string;
  /** Closes the handle and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

/**
 * An empty database: PGlite in memory, or a new database on the TEST_DATABASE_URL server (with
 * `options` for its pools).
 */
export async function openTestDatabase(
  options: Pick<DatabaseOptions, 'processes' | 'queueLimit'> = {},
): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const handle = await openDatabase({});
    return { handle, kind: 'pglite', drop: () => handle.close() };
  }
  const name = `vitalreg_t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ ...options, databaseUrl: url.toString() });
  return {
    handle,
    kind: 'postgresql',
    url: url.toString(),
    async drop() {
      await handle.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** Every log line written so far, as text. */
  logs: string[];
  close(): Promise<void>;
}

/** The whole app on a fresh test database, with its log captured. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  database?: TestDatabase,
): Promise<TestApp> {
  const db = database ?? (await openTestDatabase());
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(chunk.toString());
      callback();
    },
  });
  const app = await buildApp(testConfig(overrides), { database: db.handle, logStream });
  return {
    app,
    database: db,
    logs,
    async close() {
      await app.close();
      if (!database) await db.drop();
    },
  };
}

export function body<
  T = { status: string; message: string | string[]; data: unknown; code?: string },
>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

let addressCounter = 0;
/** A fresh client address, so one test's failed sign-ins do not count against another's. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}.${(process.pid % 250) + 1}`;
}

export async function signIn(
  app: FastifyInstance,
  user: string,
  password = DEMO_PASSWORD,
  remoteAddress = freshAddress(),
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { user, password, device: 'vitest' },
    remoteAddress,
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in as ${user} failed: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { data: { token: string } }).data.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
