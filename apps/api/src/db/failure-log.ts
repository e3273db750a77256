import { maskSecrets } from '../plugins/logging.ts';

interface Failure {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** Drizzle wraps a failed query in an error whose message is the query's text and values. */
const QUERY_TEXT = /^Failed query:/;

/**
 * What a log may say of a failure: its type, code and message. For a failed query that is the
 * database's own error (its code and message, e.g. a constraint's name), never the statement's
 * text or its values, which Drizzle's message carries ("Failed query: ... params: ...") and
 * which may hold a person's particulars.
 */
export function loggableFailure(error: unknown): { type: string; code?: string; message: string } {
  let failure = (error ?? {}) as Failure;
  for (let depth = 0; depth < 8 && QUERY_TEXT.test(String(failure.message ?? '')); depth++) {
    if (!failure.cause || typeof failure.cause !== 'object') {
      return { type: String(failure.name ?? 'Error'), message: 'A database query failed.' };
    }
    failure = failure.cause as Failure;
  }
  return {
    type: String(failure.name ?? 'Error'),
    ...(typeof failure.code === 'string' ? { code: failure.code } : {}),
    message: maskSecrets(String(failure.message ?? '')).slice(0, 500),
  };
}
