import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, TEST_DATABASE_URL, type TestApp } from '../test/helpers.ts';
import { openDatabase } from './client.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, databaseUnavailable } from './unavailable.ts';

/** An error as postgres-js rejects a query with: the query's text attached. */
const queryError = (fields: Record<string, unknown>) =>
  Object.assign(new Error(String(fields.message ?? 'failed')), { query: 'select 1' }, fields);

describe('databaseUnavailable', () => {
  it('knows a query that failed for want of a connection, wrapped or not', () => {
    const refused = queryError({ code: 'ECONNREFUSED', syscall: 'connect' });
    const wrapped = Object.assign(new Error('Failed query: select 1\nparams: '), {
      query: 'select 1',
      cause: refused,
    });
    expect(databaseUnavailable(refused)?.code).toBe('ECONNREFUSED');
    expect(databaseUnavailable(wrapped)?.code).toBe('ECONNREFUSED');
    const codes = ['CONNECTION_CLOSED', '57P01', '57P03', '08006', '53300', 'ECONNRESET'];
    // A write to a socket PostgreSQL closed a moment before (a restart under load).
    codes.push('ERR_STREAM_DESTROYED', 'ERR_STREAM_WRITE_AFTER_END', 'ERR_SOCKET_CLOSED');
    for (const code of codes) {
      expect(databaseUnavailable(queryError({ code }))?.code).toBe(code);
    }
    // A query on a pool already ended carries the driver's code alone.
    expect(
      databaseUnavailable(Object.assign(new Error('x'), { code: 'CONNECTION_ENDED' })),
    ).toEqual({ code: 'CONNECTION_ENDED', message: 'x' });
  });

  it('leaves every other failure alone', () => {
    // Constraint violations, syntax errors: the query ran.
    expect(databaseUnavailable(queryError({ code: '23505' }))).toBeUndefined();
    expect(databaseUnavailable(queryError({ code: '42601' }))).toBeUndefined();
    // Another service out of reach (the identity agency, the gateway, mail): no query.
    const fetchFailed = Object.assign(new TypeError('fetch failed'), {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    expect(databaseUnavailable(fetchFailed)).toBeUndefined();
    expect(databaseUnavailable(new Error('ENOENT: no such file'))).toBeUndefined();
    expect(databaseUnavailable(undefined)).toBeUndefined();
  });
});

/**
 * A TCP relay to PostgreSQL that can be cut (every connection dropped, new ones refused) and
 * restored on the same port: PostgreSQL down for a while, as the API sees it, without touching
 * the shared server.
 */
async function relayTo(target: URL) {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as { port: number }).port;
  const close = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  return { port, cut: close, restore: () => listen(port), close };
}

/** Resolves with fn's result, or rejects after ms. */
function within<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  return Promise.race([
    fn(),
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  ]);
}

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL out of reach (a relay cut and restored)', () => {
  let relay: Awaited<ReturnType<typeof relayTo>>;
  let t: TestApp;
  let admin: ReturnType<typeof postgres>;
  const name = `vitalreg_t_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    const target = new URL(TEST_DATABASE_URL!);
    admin = postgres(TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    relay = await relayTo(target);
    const url = new URL(target);
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    t = await createTestApp({}, { handle, kind: 'postgresql', drop: () => handle.close() });
  });
  afterAll(async () => {
    await t?.close();
    await t?.database.drop();
    await relay?.close();
    await admin?.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  });

  it('answers 503 with a clear message meanwhile, then reconnects by itself', async () => {
    const token = await signIn(t.app, 'registra');
    const list = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/birth-registration/list/1',
        headers: bearer(token),
      });
    expect((await list()).statusCode).toBe(200);

    await relay.cut();
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { user: 'registra', password: 'vitalreg-demo', device: 'vitest' },
      });
    // Each request is answered at once, however long PostgreSQL stays away: the pools try
    // again within half a second (postgres-js's own back-off grew to 20 s, and the queries
    // waiting for it waited too).
    for (const send of [list, login, ...Array.from({ length: 8 }, () => list)]) {
      const sent = Date.now();
      const answer = await send();
      expect(Date.now() - sent).toBeLessThan(3_000);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({
        status: 'ERROR',
        message: DATABASE_UNAVAILABLE_MESSAGE,
        data: null,
        code: 'DATABASE_UNAVAILABLE',
        details: { retryAfter: 5 },
      });
      expect(answer.headers['retry-after']).toBe('5');
    }
    // Logged as such, with the driver's code, never the query or its values.
    const unreachable = t.logs.filter((line) => line.includes('"database unreachable"'));
    expect(unreachable.length).toBeGreaterThanOrEqual(10);
    expect(unreachable.join('')).not.toContain('Failed query');
    expect(t.logs.filter((line) => line.includes('"request failed"'))).toEqual([]);

    await relay.restore();
    const restored = Date.now();
    expect((await list()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
    expect(Date.now() - restored).toBeLessThan(3_000);
    // The session cache's listener hears the database's announcements again (it was dropped
    // with every other connection): a marker sent now arrives.
    await within(15_000, () => t.app.sessionCache.sync(t.database.handle));
  }, 30_000);
});
