import { existsSync } from 'node:fs';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../test/helpers.ts';
import { fillingFirst, openDatabase, poolSizes, socketOf } from './client.ts';
import { databaseUnavailable } from './unavailable.ts';

const SOCKET_DIR = '/var/run/postgresql';

describe('DATABASE_URL with a Unix socket (libpq host=/folder)', () => {
  it('takes the folder out of the address', () => {
    expect(socketOf('postgres://app@localhost:5432/vitalreg?host=/var/run/postgresql')).toEqual({
      url: 'postgres://app@localhost:5432/vitalreg',
      host: '/var/run/postgresql',
    });
    expect(socketOf('postgres://app@db.internal/vitalreg?sslmode=require')).toEqual({
      url: 'postgres://app@db.internal/vitalreg?sslmode=require',
    });
  });

  it.runIf(TEST_DATABASE_URL && existsSync(`${SOCKET_DIR}/.s.PGSQL.5432`))(
    'connects through the socket',
    async () => {
      const url = new URL(TEST_DATABASE_URL ?? '');
      url.searchParams.set('host', SOCKET_DIR);
      const handle = await openDatabase({ databaseUrl: url.toString() });
      try {
        // A Unix-socket session has no client address.
        const [row] = await handle.db
          .select({ socket: sql<boolean>`inet_client_addr() is null` })
          .from(sql`(values (1)) as one (x)`);
        expect(row?.socket).toBe(true);
      } finally {
        await handle.close();
      }
    },
  );
});

describe('connections per API process', () => {
  it('gives one process 32 and shares them out among several, within 100 up to 11', () => {
    expect(poolSizes(1)).toEqual({
      primary: 10,
      read: 10,
      search: 4,
      statements: 3,
      batches: 3,
      blobs: 2,
    });
    expect(poolSizes(4)).toEqual({
      primary: 3,
      read: 3,
      search: 2,
      statements: 1,
      batches: 1,
      blobs: 1,
    });
    for (let processes = 1; processes <= 11; processes++) {
      const sizes = Object.values(poolSizes(processes));
      expect(sizes.reduce((sum, size) => sum + size, 0) * processes).toBeLessThanOrEqual(100);
    }
  });
});

describe.runIf(TEST_DATABASE_URL)(
  'a pool that fills its connections in turn (fillingFirst)',
  () => {
    const connect = () => postgres(TEST_DATABASE_URL ?? '', { max: 1, onnotice: () => {} });

    it('pipelines up to `depth` queries on a connection before using the next one', async () => {
      const pool = fillingFirst(3, connect, 2);
      try {
        const backend = async () => {
          const [row] = await pool.unsafe('select pg_backend_pid() as pid');
          return row?.pid as number;
        };
        const pids = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(backend));
        // 2 on the first, 2 on the second, 2 on the third, then the one with fewest (all even).
        expect(pids[1]).toBe(pids[0]);
        expect(pids[3]).toBe(pids[2]);
        expect(pids[5]).toBe(pids[4]);
        expect(new Set(pids.slice(0, 6)).size).toBe(3);
        // Once they have answered, everything goes to the first connection again.
        expect(await backend()).toBe(pids[0]);
      } finally {
        await pool.end();
      }
    });

    it('sends nothing more to a connection busy with a slow query', async () => {
      const pool = fillingFirst(2, connect, 10, 20);
      try {
        const pid = async (query: Promise<Record<string, unknown>[]>) => (await query)[0]?.pid;
        const slow = pid(pool.unsafe('select pg_backend_pid() as pid, pg_sleep(0.2)'));
        const behind = pid(pool.unsafe('select pg_backend_pid() as pid'));
        await new Promise((resolve) => setTimeout(resolve, 50));
        const later = pid(pool.unsafe('select pg_backend_pid() as pid'));
        expect(await behind).toBe(await slow);
        expect(await later).not.toBe(await slow);
      } finally {
        await pool.end();
      }
    });

    it('runs the batches’ statements that run at once on separate backends', async () => {
      const handle = await openDatabase({ databaseUrl: TEST_DATABASE_URL ?? '' });
      try {
        const backend = async () => {
          const rows = await handle.batchDb.execute(
            sql`select pg_backend_pid() as pid, pg_sleep(0.1)`,
          );
          return (rows as unknown as { pid: number }[])[0]?.pid;
        };
        // Pipelined on one connection, the second would wait for the first (one backend).
        const pids = await Promise.all([backend(), backend(), backend()]);
        expect(new Set(pids).size).toBe(3);
      } finally {
        await handle.close();
      }
    });

    it('refuses clients of several connections, which it could not fill in turn', () => {
      expect(() => fillingFirst(2, () => postgres(TEST_DATABASE_URL ?? '', { max: 4 }))).toThrow(
        'one connection each',
      );
    });

    it('answers each query on its own when one of them fails', async () => {
      const pool = fillingFirst(1, connect);
      try {
        const answers = await Promise.allSettled([
          pool.unsafe('select 1 as n'),
          pool.unsafe('select 1 / 0'),
          pool.unsafe('select 3 as n'),
        ]);
        expect(answers.map((answer) => answer.status)).toEqual([
          'fulfilled',
          'rejected',
          'fulfilled',
        ]);
        expect(answers[2]).toMatchObject({ value: [{ n: 3 }] });
      } finally {
        await pool.end();
      }
    });

    it('gives every connection the parsers set on the pool (as Drizzle sets them)', async () => {
      const pool = fillingFirst(2, connect, 1);
      try {
        pool.options.parsers[1184] = (value: string) => `as text: ${value}`;
        const rows = await Promise.all(
          [1, 2].map(() => pool.unsafe(`select '2026-01-01 00:00:00+00'::timestamptz as at`)),
        );
        for (const [row] of rows) expect(String(row?.at)).toMatch(/^as text: 2026-01-01/);
      } finally {
        await pool.end();
      }
    });
  },
);

const SLOW_START_MS = 500;

/** PostgreSQL's answer to a connection while it starts (an ErrorResponse, SQLSTATE 57P03). */
function startingUp(): Buffer {
  const field = (type: string, value: string) => Buffer.from(`${type}${value}\0`);
  const fields = Buffer.concat([
    field('S', 'FATAL'),
    field('V', 'FATAL'),
    field('C', '57P03'),
    field('M', 'the database system is starting up'),
    Buffer.from([0]),
  ]);
  const header = Buffer.alloc(5);
  header.write('E');
  header.writeUInt32BE(4 + fields.length, 1);
  return Buffer.concat([header, fields]);
}

/**
 * A TCP relay to PostgreSQL whose connections can be reset (RST), as a PostgreSQL killed or
 * restarted resets them, and which can answer new ones as a PostgreSQL starting up does.
 */
async function resettableRelay(target: URL) {
  const clients = new Set<Socket>();
  let starting = false;
  /** Until when a new connection is passed on only after SLOW_START_MS (a slow start). */
  let slowUntil = 0;
  const server = createServer((client) => {
    if (starting) {
      client.once('data', () => client.end(startingUp()));
      client.on('error', () => client.destroy());
      return;
    }
    clients.add(client);
    const relay = () => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      const forget = () => {
        clients.delete(client);
        client.destroy();
        upstream.destroy();
      };
      client.on('close', forget);
      upstream.on('error', forget).on('close', forget);
      client.pipe(upstream).pipe(client);
    };
    client.on('error', () => client.destroy());
    if (performance.now() < slowUntil) setTimeout(relay, SLOW_START_MS);
    else relay();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    /** Resets every connection; new ones are told "starting up" until `up()`. */
    reset() {
      starting = true;
      for (const client of clients) client.resetAndDestroy();
    },
    /** Takes connections again, the first ones slowly; answers when it was. */
    up() {
      starting = false;
      slowUntil = performance.now() + SLOW_START_MS;
      return performance.now();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of clients) client.destroy();
        server.close(() => resolve());
      }),
  };
}

// postgres-js as mended by scripts/patch-postgres.mjs: without its mends, queries under way when
// the connections were reset waited for ever, later connections timed out one after another,
// and a query long after PostgreSQL was back failed with its "starting up" of before.
describe.runIf(TEST_DATABASE_URL)('connections reset under load (PostgreSQL restarted)', () => {
  it('fails every query under way at once, none left waiting, and answers again', async () => {
    const relay = await resettableRelay(new URL(TEST_DATABASE_URL ?? ''));
    const handle = await openDatabase({ databaseUrl: relay.url });
    const settled = { answered: 0, failed: 0, hung: 0 };
    /**
     * "Starting up" failures after PostgreSQL was back (ms after): an answer to a connection
     * of before, kept and given to a query of a later connection.
     */
    const stale: number[] = [];
    let upAt = Infinity;
    let running = true;
    // Single statements (pipelined) and transactions, each worker sending its next as soon as
    // the last one is answered or failed, as the API's clients do when they try again.
    const queries = [
      () => handle.statementDb.execute(sql`select pg_sleep(0.001)`),
      () =>
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await tx.execute(sql`select pg_sleep(0.001)`);
        }),
    ];
    const worker = async (query: () => Promise<unknown>) => {
      while (running) {
        let timer: NodeJS.Timeout | undefined;
        const outcome = await Promise.race([
          query().then(
            () => 'answered' as const,
            (error: unknown) => {
              const after = performance.now() - upAt;
              if (databaseUnavailable(error)?.code === '57P03' && after > SLOW_START_MS / 2) {
                stale.push(Math.round(after));
              }
              return 'failed' as const;
            },
          ),
          new Promise<'hung'>((resolve) => (timer = setTimeout(resolve, 5000, 'hung'))),
        ]);
        clearTimeout(timer);
        settled[outcome]++;
        if (outcome === 'hung') return;
      }
    };
    try {
      const workers = Array.from({ length: 16 }, (_, i) => worker(queries[i % 2]!));
      // Each time, PostgreSQL "starts up" for 300 ms after the reset, then slowly.
      for (let round = 0; round < 4; round++) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        upAt = Infinity;
        relay.reset();
        await new Promise((resolve) => setTimeout(resolve, 300));
        upAt = relay.up();
        await new Promise((resolve) => setTimeout(resolve, SLOW_START_MS));
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      const answered = settled.answered;
      await new Promise((resolve) => setTimeout(resolve, 500));
      running = false;
      await Promise.all(workers);
      expect(settled.hung).toBe(0);
      expect(stale).toEqual([]);
      expect(settled.failed).toBeGreaterThan(0);
      expect(settled.answered).toBeGreaterThan(answered);
    } finally {
      running = false;
      await handle.close();
      await relay.close();
    }
  });
});
