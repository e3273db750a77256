import { createHash } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';

/**
 * Idempotency-Key: a request sent again with the same key (an offline client that lost the
 * answer, a double click) gets the first answer instead of doing the work twice. Records and
 * reprints use it alike; housekeeping forgets keys after IDEMPOTENCY_KEY_DAYS.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const idempotencyKeys = pgTable('idempotency_keys', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  key: text('key').notNull(),
  requestHash: text('request_hash').notNull(),
  responseStatus: integer('response_status'),
  responseBody: jsonb('response_body'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

const IDEMPOTENCY_MESSAGES = {
  keyReused: 'This Idempotency-Key was already used for a different request.',
  keyInProgress: 'A request with this Idempotency-Key is still being processed. Try again shortly.',
} as const;

/**
 * The hash an Idempotency-Key is stored with: the same request, the same hash. It is taken of
 * the parsed body, whose keys follow the schema's order whatever order they were sent in, so
 * plain JSON text serves (sorting every object's keys first was a measurable share of a
 * submission's CPU).
 */
export function requestHashOf(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
  replayed: boolean;
}

export function replayOf(
  stored: typeof idempotencyKeys.$inferSelect | undefined,
  requestHash: string,
): StoredAnswer | undefined {
  if (!stored) return undefined;
  if (stored.requestHash !== requestHash) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MESSAGES.keyReused);
  }
  if (stored.responseStatus === null) {
    throw new AppError('REQUEST_IN_PROGRESS', IDEMPOTENCY_MESSAGES.keyInProgress);
  }
  return { statusCode: stored.responseStatus, body: stored.responseBody, replayed: true };
}

export async function storedKey(db: Database, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/**
 * Runs `write` once per (user, Idempotency-Key). The key row is inserted first, in the same
 * transaction as the write: a concurrent replay waits on the unique index, then reads the first
 * answer; a failed attempt rolls back and frees the key.
 */
export async function onceForKey(
  db: Database,
  userId: number,
  key: string,
  requestHash: string,
  write: (tx: Database) => Promise<{ statusCode: number; body: unknown }>,
): Promise<StoredAnswer> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (!claimed) {
      const answer = replayOf(await storedKey(tx, userId, key), requestHash);
      if (answer) return answer;
    }
    const { statusCode, body } = await write(tx);
    if (claimed) {
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: statusCode, responseBody: body })
        .where(eq(idempotencyKeys.id, claimed.id));
    }
    return { statusCode, body, replayed: false };
  });
}

/**
 * Idempotency keys are kept this long: an offline client retrying a submission whose answer it
 * lost gets the first answer for a month; after that the duplicate check still stands guard.
 */
export const IDEMPOTENCY_KEY_DAYS = 30;

/** Deletes keys older than IDEMPOTENCY_KEY_DAYS, in batches; returns how many. */
export async function pruneIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 86_400_000);
  let total = 0;
  for (;;) {
    const deleted = await db
      .delete(idempotencyKeys)
      .where(
        inArray(
          idempotencyKeys.id,
          db
            .select({ id: idempotencyKeys.id })
            .from(idempotencyKeys)
            .where(lt(idempotencyKeys.createdAt, before))
            .limit(10_000),
        ),
      )
      .returning({ id: idempotencyKeys.id });
    total += deleted.length;
    if (deleted.length < 10_000) return total;
  }
}
