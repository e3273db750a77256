/**
 * Counters shared by every API process, kept in PostgreSQL (rate_counts, migration 0045): the
 * rate limits, the sign-in delays, the e-mail codes per user. A key is counted in a window that
 * starts at its first count; an ended window starts again at 1. Keys name what they count
 * ("identity:42", "sign-in:registra@192.0.2.1"): give each limit a prefix of its own.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { rowsOf, type Database } from '../db/client.ts';
import { AppError } from '../errors.ts';

/** A key's count in its current window; times in milliseconds since 1970. */
export interface Count {
  count: number;
  /** When the key was last counted. */
  lastAt: number;
  /** When the window ends and the count is forgotten. */
  endsAt: number;
}

export interface CountToAdd {
  key: string;
  windowMs: number;
  /** 1 unless several were counted together (the general limit's batches). */
  by?: number;
}

interface CountRow {
  key: string;
  count: number;
  last_ms: number;
  end_ms: number;
}

const at = (now: Date) => sql`to_timestamp(${now.getTime()}::float8 / 1000)`;
const keyList = (keys: readonly string[]) =>
  sql`(SELECT json_array_elements_text(${JSON.stringify(keys)}::json))`;

function countsOf(result: unknown): Map<string, Count> {
  return new Map(
    rowsOf<CountRow>(result).map((row) => [
      row.key,
      { count: Number(row.count), lastAt: Number(row.last_ms), endsAt: Number(row.end_ms) },
    ]),
  );
}

const RETURNED = sql`key, count, extract(epoch FROM last_at)::float8 * 1000 AS last_ms,
  extract(epoch FROM window_end)::float8 * 1000 AS end_ms`;

/**
 * Adds to the keys' counts in one statement, atomically across processes; answers the counts
 * after. `slide`: each count moves the window's end (the count is forgotten only after a quiet
 * window, as sign-in failures are) instead of keeping the end the first count set.
 */
export async function addToCounts(
  db: Database,
  counts: readonly CountToAdd[],
  now: Date,
  how: { slide?: boolean } = {},
): Promise<Map<string, Count>> {
  if (counts.length === 0) return new Map();
  const rows = counts.map((c) => ({ key: c.key, n: c.by ?? 1, window_ms: c.windowMs }));
  const result = await db.execute(sql`
    INSERT INTO rate_counts AS c (key, count, window_end, last_at)
    SELECT r.key, r.n, ${at(now)} + r.window_ms * interval '1 millisecond', ${at(now)}
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r (key text, n integer, window_ms float8)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN c.window_end <= excluded.last_at THEN excluded.count
                   ELSE c.count + excluded.count END,
      window_end = CASE WHEN c.window_end <= excluded.last_at OR ${how.slide === true}::boolean
                        THEN excluded.window_end ELSE c.window_end END,
      last_at = excluded.last_at
    RETURNING ${RETURNED}`);
  return countsOf(result);
}

/** The keys' counts in windows that have not ended (a key missing counts 0). */
export async function readCounts(
  db: Database,
  keys: readonly string[],
  now: Date,
): Promise<Map<string, Count>> {
  const result = await db.execute(sql`
    SELECT ${RETURNED} FROM rate_counts
    WHERE key IN ${keyList(keys)} AND window_end > ${at(now)}`);
  return countsOf(result);
}

/** Takes one back from each key's count (an attempt that turned out well). */
export async function takeBackCounts(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`
    UPDATE rate_counts SET count = greatest(count - 1, 0) WHERE key IN ${keyList(keys)}`);
}

/** Forgets the keys' counts (a successful sign-in forgets its address's failures). */
export async function forgetCounts(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`DELETE FROM rate_counts WHERE key IN ${keyList(keys)}`);
}

export interface CountCheck {
  /** Whether this count is within the limit. */
  allowed: boolean;
  count: number;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Counts one for the key and says whether it is within `limit` per window: exact across
 * processes (one statement). Refused tries count too, unless the caller's transaction rolls back.
 */
export async function countAndCheck(
  db: Database,
  key: string,
  windowMs: number,
  limit: number,
  now = new Date(),
): Promise<CountCheck> {
  const counted = (await addToCounts(db, [{ key, windowMs }], now)).get(key);
  if (!counted) throw new Error('the count was not saved');
  return {
    allowed: counted.count <= limit,
    count: counted.count,
    retryAfterSeconds: secondsUntil(counted.endsAt, now),
  };
}

/** Whole seconds from now until `time` (at least 1): what a refusal's Retry-After says. */
export function secondsUntil(time: number, now: Date): number {
  return Math.max(1, Math.ceil((time - now.getTime()) / 1000));
}

/** "N seconds" up to a minute, "N minutes" beyond. */
export function waitInWords(seconds: number): string {
  if (seconds <= 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 429 "Too many <what>. Try again in N seconds.", with retryAfter (and Retry-After). */
export function tooMany(what: string, seconds: number): AppError {
  return new AppError('RATE_LIMITED', `Too many ${what}. Try again in ${waitInWords(seconds)}.`, {
    retryAfter: seconds,
  });
}

export interface ExactLimit {
  /** The counter's name, the prefix of its keys: "identity-checks". */
  name: string;
  /** The refusal's words: "Too many identity checks." */
  what: string;
  max: number;
  windowMs: number;
  /** Whose requests are counted together (a user id, an address). */
  key: (request: FastifyRequest) => string | number;
}

/**
 * A hook refusing, with 429, requests beyond `max` per window for a key, counted in PostgreSQL
 * at each request: exact across processes, for limits against guessing (identity look-ups,
 * passwords). Refused requests count too.
 */
export function limitExactly(db: Database, limit: ExactLimit) {
  return async (request: FastifyRequest): Promise<void> => {
    const key = `${limit.name}:${limit.key(request)}`;
    const check = await countAndCheck(db, key, limit.windowMs, limit.max);
    if (!check.allowed) throw tooMany(limit.what, check.retryAfterSeconds);
  };
}

/** Housekeeping: counts whose window has ended count for nothing. */
export async function pruneRateCounts(db: Database, now: Date): Promise<void> {
  await db.execute(sql`DELETE FROM rate_counts WHERE window_end <= ${at(now)}`);
}
