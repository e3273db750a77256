import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values never reach a log line: a session token (`t`, carried by the
 * sidebar's Other Access links, and `token`), passwords, NINs, and the list's search text (`q`,
 * names of people).
 */
const SECRET_PARAMETERS = new Set(['t', 'token', 'password', 'nin', 'q']);

/** A query parameter's name as a server or browser reads it (`%74` and `T` are `t` too). */
function parameterName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * Masks what must never reach a log line: 11-digit NINs, the NIN or tracking id in a
 * verification path, bearer tokens, and the values of the secret query parameters.
 */
export function maskSecrets(text: string): string {
  return text
    .replace(/(\/verify-(?:nin|trackingid)\/)[^/?#\s]+/gi, '$1[REDACTED]')
    .replace(/\b\d{11}\b/g, '[NIN]')
    .replace(/(bearer\s+)[\w.~+/=-]+/gi, '$1[REDACTED]')
    .replace(/([?&])([^=&#\s]+)=[^&#\s]*/g, (whole, separator: string, name: string) =>
      SECRET_PARAMETERS.has(parameterName(name)) ? `${separator}${name}=[REDACTED]` : whole,
    );
}

/** Paths pino replaces wherever they appear in a logged object. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'authorization',
  'password',
  'token',
  'nin',
  '*.password',
  '*.token',
  '*.nin',
  '*.*.password',
  '*.*.token',
  '*.*.nin',
];

export const logSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: maskSecrets(request.url), remoteAddress: request.ip };
  },
};

/**
 * Every request's id is ours, whatever the caller sent: it is written into the audit log's hash
 * chain and record_reads (who read which record), where a caller's own words (a name, a NIN, a
 * line break, another request's id) must never land. The caller's X-Request-Id is not logged
 * either: no pattern keeps a name out of it. A caller matches its lines with ours by the
 * `x-request-id` header we answer.
 */
export function newRequestId(): string {
  return randomUUID();
}
