import {
  envelopeSchema,
  errorEnvelopeSchema,
  listSchema,
  reprintAnswerSchema,
  reprintEntrySchema,
  reprintLookupQuerySchema,
  reprintLookupSchema,
  reprintRequestSchema,
  REPRINT_MESSAGES,
} from '@vitalreg/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, ok, requestContext, responses } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { sendAnswer } from '../../plugins/idempotency.ts';
import { readOfRecord } from '../record-reads/register.ts';
import { listReprints, lookupReprint, reprintCertificate } from './service.ts';

const tags = ['reprint'];

const REPRINTS_PER_PAGE = 20;
const pageParams = z.object({ page: z.coerce.number<unknown>().int().positive().max(100_000) });
const listQuery = z.object({
  limit: z.coerce.number<unknown>().int().positive().max(100).default(REPRINTS_PER_PAGE),
});

const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema]));

/**
 * /api/reprint (Can_See_Certificate_Reprint, records of the caller's area): look a certificate
 * up by its number, reprint it against its fee, list past reprints.
 */
export const reprintRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requirePermission(['Can_See_Certificate_Reprint']));
  // The kinds the app serves (the domain's schemas know the registry's only).
  const servedKinds = z.enum(app.recordKinds.keys, { error: REPRINT_MESSAGES.kind });

  app.get(
    '/lookup',
    {
      schema: {
        tags,
        summary:
          'A certificate by its kind and number (case-insensitive): its particulars, whether it can be reprinted, the fee and its past reprints',
        security: bearerAuth,
        querystring: reprintLookupQuerySchema.extend({ kind: servedKinds }),
        response: { ...responses(reprintLookupSchema), ...errors(404, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const found = await lookupReprint(app, sessionOf(request), request.query);
      readOfRecord(request, found.record_id);
      return ok(found, found.reason ?? REPRINT_MESSAGES.found);
    },
  );

  app.post(
    '/',
    {
      // Namespaced: a key used for another kind of request answers "already used".
      config: { idempotency: { hashed: (request) => ({ reprint: request.body }) } },
      schema: {
        tags,
        summary:
          'Reprint a printed certificate against its paid (or waived) fee; a retry with the same reference or Idempotency-Key answers the same reprint',
        security: bearerAuth,
        body: reprintRequestSchema.extend({ kind: servedKinds }),
        response: {
          ...responses(reprintAnswerSchema),
          201: envelopeSchema(reprintAnswerSchema),
          ...errors(402, 404, 409, 422, 502, 503),
        },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await reprintCertificate(
          app,
          sessionOf(request),
          requestContext(request),
          request.body,
          request.idempotency,
        ),
      ),
  );

  app.get(
    '/list/:page',
    {
      schema: {
        tags,
        summary: "Past reprints of the caller's area, newest first",
        security: bearerAuth,
        params: pageParams,
        querystring: listQuery,
        response: responses(listSchema(reprintEntrySchema)),
      },
    },
    async (request) =>
      ok(await listReprints(app, sessionOf(request), request.params.page, request.query.limit)),
  );
};
