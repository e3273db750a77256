/**
 * Telling "the database cannot be reached" (PostgreSQL restarting, down, out of connections, the
 * network cut) from every other failure, so the API answers 503 with a clear message and the
 * client tries again, instead of 500. The pools themselves reconnect on the next query.
 */

import { POOL_QUEUE_FULL } from './pool-queue.ts';

/** What the envelope says while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database cannot be reached at the moment. Try again shortly.';

/** Seconds a client is asked to wait before trying again (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** What the envelope says when a pool's queue is full (db/pool-queue.ts): overload. */
export const DATABASE_BUSY_MESSAGE = 'The server is busy at the moment. Try again shortly.';

/** The driver's own codes for a connection that failed, closed or was ended under a query. */
const DRIVER_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  // Refused before reaching PostgreSQL: the pool's queue is full (db/pool-queue.ts).
  POOL_QUEUE_FULL,
]);

/** The operating system's (and Node's) codes for a connection refused, reset, closed or never made. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  // Node's own, for a write to a socket the server has just closed.
  'ERR_STREAM_DESTROYED',
  'ERR_STREAM_WRITE_AFTER_END',
  'ERR_SOCKET_CLOSED',
]);

/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), 57P01-57P03 (the server
 * shutting down, crashed, or starting up: "the database system is starting up"), and 53300 (too
 * many connections).
 */
function isUnavailableState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code) || code === '53300';
}

interface Failure {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
  syscall?: unknown;
  query?: unknown;
  name?: unknown;
}

/** The error and everything it wraps (Drizzle's `cause`, an AggregateError's `errors`). */
function* chainOf(error: unknown, depth = 0): Generator<Failure> {
  if (!error || typeof error !== 'object' || depth > 8) return;
  const failure = error as Failure;
  yield failure;
  yield* chainOf(failure.cause, depth + 1);
  if (Array.isArray(failure.errors)) {
    for (const inner of failure.errors) yield* chainOf(inner, depth + 1);
  }
}

/**
 * A failure of a database query: postgres-js gives every error it rejects a query with the
 * query's text (`query`), as Drizzle's wrapper does; a query on a pool already ended fails with
 * the driver's own code alone.
 */
function isQueryFailure(failure: Failure): boolean {
  return (
    'query' in failure ||
    failure.name === 'PostgresError' ||
    (typeof failure.code === 'string' && DRIVER_CODES.has(failure.code))
  );
}

function isConnectionFailure(failure: Failure): boolean {
  const code = failure.code;
  if (typeof code !== 'string') return false;
  if (DRIVER_CODES.has(code) || SOCKET_CODES.has(code) || isUnavailableState(code)) return true;
  // A Unix socket that is not there (the server is down): ENOENT, but only when connecting.
  return code === 'ENOENT' && failure.syscall === 'connect';
}

/**
 * The code and message of the connection failure behind `error` when it is a database query
 * that failed because the database could not be reached, else undefined. Errors of other
 * connections (the identity agency, the payment gateway, mail) are not the database's: they
 * carry no query.
 */
export function databaseUnavailable(error: unknown): { code: string; message: string } | undefined {
  const chain = [...chainOf(error)];
  if (!chain.some(isQueryFailure)) return undefined;
  const failure = chain.find(isConnectionFailure);
  if (!failure) return undefined;
  return { code: String(failure.code), message: String(failure.message ?? '').slice(0, 200) };
}
