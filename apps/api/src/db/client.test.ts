import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../test/helpers.ts';
import { fillingFirst, openDatabase, poolSizes, socketOf } from './client.ts';

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
  it('gives one process 30 and shares them out among several, within 100 up to 12', () => {
    expect(poolSizes(1)).toEqual({ primary: 10, read: 10, search: 4, statements: 6 });
    expect(poolSizes(4)).toEqual({ primary: 3, read: 3, search: 2, statements: 2 });
    for (let processes = 1; processes <= 12; processes++) {
      const { primary, read, search, statements } = poolSizes(processes);
      expect((primary + read + search + statements) * processes).toBeLessThanOrEqual(100);
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
