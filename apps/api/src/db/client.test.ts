import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../test/helpers.ts';
import { openDatabase, poolSizes, socketOf } from './client.ts';

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
