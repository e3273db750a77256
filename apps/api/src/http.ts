import { envelopeSchema, errorEnvelopeSchema, type Pagination } from '@vitalreg/domain';
import type { FastifyRequest, FastifySerializerCompiler } from 'fastify';
import type { RequestContext } from './modules/auth/service.ts';
import { z } from 'zod';

/** A successful answer in the envelope every client reads. */
export function ok<T>(data: T, message = 'OK') {
  return { status: 'SUCCESS' as const, message, data };
}

/** A list page's pagination: its page, size, the total and the number of pages. */
export function paginationOf(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}

/** Response schemas of a route: 200 with the given data, the error envelope otherwise. */
export function responses<T extends z.ZodType>(data: T) {
  return {
    200: envelopeSchema(data),
    400: errorEnvelopeSchema,
    401: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
    429: errorEnvelopeSchema,
  };
}

/** The OpenAPI security requirement of routes behind app.authenticate. */
export const bearerAuth = [{ bearerAuth: [] }];

/**
 * The serializer of hot read routes (lists, statistics) whose answers are built field by field
 * from typed rows (toSummary): plain JSON.stringify, without zod re-checking every field on the
 * way out (a measurable share of a list's CPU). The zod response schema still documents
 * the route in OpenAPI; other routes keep the checking serializer.
 */
export const builtAnswerSerializer: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);

/**
 * The answer of a list whose items are JSON text already (records' summaries, written by
 * PostgreSQL: see SummaryJson), as the envelope's JSON text: the items are joined, not parsed
 * and written again. Sent as a string, Fastify does not serialize it.
 */
export function listAnswerText(list: {
  pagination: Pagination;
  result: readonly string[];
}): string {
  const pagination = JSON.stringify(list.pagination);
  const result = list.result.join(',');
  return `{"status":"SUCCESS","message":"OK","data":{"pagination":${pagination},"result":[${result}]}}`;
}

/** Who asked and when, as services record it: the address, the request id, the time now. */
export function requestContext(request: FastifyRequest): RequestContext {
  return { ip: request.ip, requestId: request.id, now: new Date() };
}

const IDEMPOTENCY_KEY_MESSAGE =
  'Send an Idempotency-Key header: 8 to 100 letters, digits, dashes or underscores (a UUID).';
const idempotencyKey = z
  .string({ error: IDEMPOTENCY_KEY_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, IDEMPOTENCY_KEY_MESSAGE);
/** Headers of a route that needs an Idempotency-Key (a submission). */
export const idempotencyHeaders = z.looseObject({ 'idempotency-key': idempotencyKey });
/** Headers of a route that takes an Idempotency-Key when the client sends one. */
export const optionalIdempotencyHeaders = z.looseObject({
  'idempotency-key': idempotencyKey.optional(),
});
