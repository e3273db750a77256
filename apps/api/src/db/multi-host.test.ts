import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../test/helpers.ts';
import { openDatabase, socketOf } from './client.ts';

/**
 * A DATABASE_URL naming every node of a Patroni cluster, the one that takes writes chosen when
 * connecting (docs/deployment.md): `postgres://user@node1:5432,node2:5432/vitalreg
 * ?target_session_attrs=read-write`.
 */

/** A port on which nothing listens: a node that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('a DATABASE_URL with several hosts', () => {
  it('keeps the hosts and settings, and takes out a socket folder', () => {
    const nodes = 'postgres://app:secret@10.0.0.1:5432,10.0.0.2:5432/vitalreg';
    expect(socketOf(`${nodes}?target_session_attrs=read-write`)).toEqual({
      url: `${nodes}?target_session_attrs=read-write`,
    });
    expect(socketOf(`${nodes}?host=/run/postgresql&target_session_attrs=read-write`)).toEqual({
      url: `${nodes}?target_session_attrs=read-write`,
      host: '/run/postgresql',
    });
  });

  it.runIf(TEST_DATABASE_URL)(
    'connects to the host that takes writes when the first is down',
    async () => {
      const server = new URL(TEST_DATABASE_URL ?? '');
      const down = `127.0.0.1:${await closedPort()}`;
      const url =
        `postgres://${server.username}@${down},${server.host}${server.pathname}` +
        '?target_session_attrs=read-write';
      const handle = await openDatabase({ databaseUrl: url });
      try {
        for (const db of [handle.db, handle.readDb, handle.statementDb]) {
          const [row] = await db
            .select({ writable: sql<boolean>`not pg_is_in_recovery()` })
            .from(sql`(values (1)) as one (x)`);
          expect(row?.writable).toBe(true);
        }
      } finally {
        await handle.close();
      }
    },
  );
});
