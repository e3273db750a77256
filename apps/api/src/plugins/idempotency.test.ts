import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { databaseUnavailable } from '../db/unavailable.ts';
import { stateConflict } from '../errors.ts';
import { replayingOnFailure } from './idempotency.ts';

/**
 * A submission sent again after its answer was lost is refused as a duplicate of its own first
 * save, and then answered from its Idempotency-Key: the key's look-up decides what is answered.
 */
describe('a keyed route whose handler failed (replay on failure)', () => {
  const duplicate = stateConflict('Refused as a duplicate of its own first save.');
  const request = {
    idempotency: { userId: 1, key: 'retry-after-a-lost-answer', requestHash: 'hash' },
  } as unknown as FastifyRequest;
  const failing = async (db: Database): Promise<unknown> =>
    replayingOnFailure({ db } as FastifyInstance, () => Promise.reject(duplicate)).call(
      {} as FastifyInstance,
      request,
      {} as FastifyReply,
    );

  // Nothing listens on port 1: every query is refused, as with PostgreSQL down.
  const unreachable = postgres('postgres://vitalreg@127.0.0.1:1/vitalreg', {
    max: 1,
    connect_timeout: 5,
    onnotice: () => {},
  });
  const broken = new PGlite();
  afterAll(async () => {
    await unreachable.end({ timeout: 0 });
    await broken.close();
  });

  it('answers 503 (try again) when the key cannot be read, not the duplicate refusal', async () => {
    const error = await failing(drizzlePostgres({ client: unreachable }) as unknown as Database)
      .then(() => undefined)
      .catch((failure: unknown) => failure);
    expect(databaseUnavailable(error)).toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('answers the handler failure when the look-up fails for another reason', async () => {
    // A database without the keys table.
    await expect(failing(drizzlePglite({ client: broken }) as unknown as Database)).rejects.toBe(
      duplicate,
    );
  });
});
