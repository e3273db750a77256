import { createHash } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { Database } from '../db/client.ts';
import { databaseUnavailable } from '../db/unavailable.ts';
import { AppError } from '../errors.ts';
import { idempotencyHeaders, optionalIdempotencyHeaders } from '../http.ts';
import { sessionOf } from './auth.ts';

/**
 * Idempotency-Key: a request sent again with the same key (an offline client that lost the
 * answer, a double click) gets the first answer instead of doing the work twice. A route takes
 * a key by declaring it (`config: { idempotency: {...} }`); this plugin documents and checks the
 * header, gives the handler the key (`request.idempotency`) and sends the key's first answer
 * again. Housekeeping forgets keys after IDEMPOTENCY_KEY_DAYS.
 */

/** A route's Idempotency-Key (`config.idempotency`). */
export interface IdempotencyOption {
  /** The key must be sent (a submission); otherwise it may be. */
  required?: boolean;
  /**
   * When a used key's first answer is looked for: before the handler (default; the handler
   * stores its answer with onceForKey), or only when the handler fails (a route whose own
   * statement stores the key with its write, so a used key fails it: a first request, the
   * usual case, is spared the look-up).
   */
  replay?: 'first' | 'on-failure';
  /** What tells this request from another sent with the same key (default: the parsed body). */
  hashed?: (request: FastifyRequest) => unknown;
}

/** A request's Idempotency-Key as its answer is stored: whose, which, and the request's hash. */
export interface KeyedRequest {
  userId: number;
  key: string;
  requestHash: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes an Idempotency-Key (plugins/idempotency.ts). */
    idempotency?: IdempotencyOption;
  }
  interface FastifyRequest {
    /** The Idempotency-Key sent to a route that takes one; null otherwise. */
    idempotency: KeyedRequest | null;
  }
}

/** The header that marks an answer sent again. */
export const REPLAYED_HEADER = 'idempotent-replayed';

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

/** Sends an answer, marked when it is one sent before. */
export function sendAnswer(reply: FastifyReply, { statusCode, body, replayed }: StoredAnswer) {
  if (replayed) reply.header(REPLAYED_HEADER, 'true');
  return reply.code(statusCode).send(body);
}

/**
 * A stored key's first answer, or undefined when the key is new; 409 when it was used for
 * another request, or its first request has no answer yet.
 */
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

/** The key of a route that requires one (its header schema refuses a request without). */
export function requiredKey(request: FastifyRequest): KeyedRequest {
  if (!request.idempotency) throw new Error('the route does not require an Idempotency-Key');
  return request.idempotency;
}

/** The key's first answer, if it has one (replayOf). */
async function earlierAnswer(db: Database, keyed: KeyedRequest) {
  return replayOf(await storedKey(db, keyed.userId, keyed.key), keyed.requestHash);
}

/**
 * Runs `write` once per (user, Idempotency-Key). The key row is inserted first, in the same
 * transaction as the write: a concurrent replay waits on the unique index, then reads the first
 * answer; a failed attempt rolls back and frees the key.
 */
export async function onceForKey(
  db: Database,
  { userId, key, requestHash }: KeyedRequest,
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
 * The plugin: every route declaring `config.idempotency` (routes registered after it) gets the
 * header in its schema (and so in the OpenAPI), `request.idempotency` before its handler, and
 * its key's first answer sent again (before the handler, or when it fails).
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotency', null);
  app.addHook('onRoute', (route) => {
    const option = route.config?.idempotency;
    if (!option) return;
    route.schema = {
      ...route.schema,
      headers: option.required ? idempotencyHeaders : optionalIdempotencyHeaders,
    };
    const own = route.preHandler;
    const keyed = keyedRequest(app, option);
    route.preHandler = own ? [...(Array.isArray(own) ? own : [own]), keyed] : keyed;
    if (option.replay === 'on-failure') route.handler = replayingOnFailure(app, route.handler);
  });
}

/** The preHandler of a route that takes a key: the key, and its first answer when replaying first. */
function keyedRequest(app: FastifyInstance, option: IdempotencyOption): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') return;
    const keyed: KeyedRequest = {
      userId: sessionOf(request).user.User_ID,
      key,
      requestHash: requestHashOf(option.hashed ? option.hashed(request) : request.body),
    };
    request.idempotency = keyed;
    if (option.replay === 'on-failure') return;
    const answer = await earlierAnswer(app.db, keyed);
    if (answer) return sendAnswer(reply, answer);
  };
}

/**
 * A handler whose failure is answered with the key's first answer when it has one: a replay
 * fails the way a new request cannot (its key, or its record as a duplicate, is stored).
 */
export function replayingOnFailure(
  app: FastifyInstance,
  handler: RouteHandlerMethod,
): RouteHandlerMethod {
  return async function (this: FastifyInstance, request, reply) {
    try {
      return await handler.call(this, request, reply);
    } catch (failure) {
      const keyed = request.idempotency;
      if (!keyed) throw failure;
      const answer = await earlierAnswer(app.db, keyed).catch((error: unknown) => {
        // The key's verdict (used for another request, still running) is the answer, and so is
        // a database out of reach (503: try again), never the failure the key might explain (a
        // retry refused as a duplicate of its own first save, whose answer was lost).
        if (error instanceof AppError || databaseUnavailable(error)) throw error;
        throw failure;
      });
      if (!answer) throw failure;
      return sendAnswer(reply, answer);
    }
  };
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
