import {
  envelopeSchema,
  errorEnvelopeSchema,
  listSchema,
  REISSUANCE_MESSAGES,
  reissuanceApprovalSchema,
  reissuanceEntrySchema,
  reissuanceListQuerySchema,
  reissuanceRequestSchema,
  reissuanceStatsSchema,
  SECTION_ACCESS,
} from '@vitalreg/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, ok, requestContext, responses } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import {
  approveReissuance,
  listReissuances,
  reissuanceCounts,
  requestReissuance,
} from './service.ts';

const tags = ['reissuance'];

const pageParams = z.object({ page: z.coerce.number<unknown>().int().positive().max(100_000) });
const idParams = z.object({
  id: z.coerce
    .number<unknown>()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema]));

/**
 * /api/reissuance: requests to issue a printed birth or attestation certificate again
 * (birth_reissuance, attest_reissuance), their lists and counts in the caller's area, and their
 * approval by a DCR or state director.
 */
export const reissuanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requirePermission(SECTION_ACCESS.reissuance));

  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          'Ask for a certificate to be reissued: found by number and NIN or particulars, face, confirmed recipient e-mail, fee paid',
        security: bearerAuth,
        body: reissuanceRequestSchema,
        response: {
          201: envelopeSchema(reissuanceEntrySchema),
          ...responses(reissuanceEntrySchema),
          ...errors(402, 404, 409, 422, 502, 503),
        },
      },
    },
    async (request, reply) => {
      const entry = await requestReissuance(
        app,
        sessionOf(request),
        requestContext(request),
        request.body,
      );
      return reply.code(201).send(ok(entry, REISSUANCE_MESSAGES.requested));
    },
  );

  app.get(
    '/list/:page',
    {
      schema: {
        tags,
        summary: "Reissuance requests of the caller's area and types, newest first",
        security: bearerAuth,
        params: pageParams,
        querystring: reissuanceListQuerySchema,
        response: responses(listSchema(reissuanceEntrySchema)),
      },
    },
    async (request) =>
      ok(await listReissuances(app, sessionOf(request), request.params.page, request.query)),
  );

  app.get(
    '/stats',
    {
      schema: {
        tags,
        summary: "Reissuance requests per type and status in the caller's area",
        security: bearerAuth,
        response: responses(reissuanceStatsSchema),
      },
    },
    async (request) => ok(await reissuanceCounts(app, sessionOf(request))),
  );

  app.post(
    '/:id/approve',
    {
      schema: {
        tags,
        summary:
          'Approve a pending request (DCR or state director, not the requester): the certificate is issued again, REISSUE n',
        security: bearerAuth,
        params: idParams,
        response: { ...responses(reissuanceApprovalSchema), ...errors(404, 409) },
      },
    },
    async (request) =>
      ok(
        await approveReissuance(
          app,
          sessionOf(request),
          requestContext(request),
          request.params.id,
        ),
        REISSUANCE_MESSAGES.approved,
      ),
  );
};
