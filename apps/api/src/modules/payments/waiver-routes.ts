import {
  errorEnvelopeSchema,
  envelopeSchema,
  feeWaiverSchema,
  hasAnyPermission,
  PAYMENT_MESSAGES,
  PAYMENT_PERMISSIONS,
  PAYMENT_SERVICE_PERMISSIONS,
  SECTION_ACCESS,
  waiverDecisionSchema,
  waiverListQuerySchema,
  waiverRequestSchema,
} from '@vitalreg/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../errors.ts';
import { bearerAuth, ok, requestContext, responses } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { decideWaiver, listWaivers, requestWaiver, waiverInArea } from './waivers.ts';

const tags = ['payments'];
const idParams = z.object({
  id: z.coerce
    .number<unknown>()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
const notFoundOrConflict = { 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

/**
 * /api/payments/waivers: fee waivers asked for at a payment step and decided by another officer
 * (waivers.ts). Read by whoever may pay for a service or waive fees, in their area.
 */
export const waiverRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers = app.requirePermission([
    ...new Set([...PAYMENT_PERMISSIONS, ...SECTION_ACCESS['fee-waivers']]),
  ]);
  const granters = app.requirePermission(SECTION_ACCESS['fee-waivers']);

  app.post(
    '/',
    {
      onRequest: app.requirePermission(PAYMENT_PERMISSIONS),
      schema: {
        tags,
        summary:
          "Ask for a service's fee to be waived, with a reason, for a certificate (or a new record's centre)",
        security: bearerAuth,
        body: waiverRequestSchema,
        response: {
          201: envelopeSchema(feeWaiverSchema),
          ...responses(feeWaiverSchema),
          ...notFoundOrConflict,
        },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      if (
        !hasAnyPermission(session.permissions, PAYMENT_SERVICE_PERMISSIONS[request.body.service])
      ) {
        throw forbidden();
      }
      const waiver = await requestWaiver(app, session, requestContext(request), request.body);
      return reply.code(201).send(ok(waiver, PAYMENT_MESSAGES.waiverRequested));
    },
  );

  app.get(
    '/',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: "Fee waivers of the caller's area (or the caller's own, mine=true), newest first",
        security: bearerAuth,
        querystring: waiverListQuerySchema,
        response: responses(z.array(feeWaiverSchema)),
      },
    },
    async (request) => ok(await listWaivers(app, sessionOf(request), request.query)),
  );

  app.get(
    '/:id',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: "A fee waiver of the caller's area",
        security: bearerAuth,
        params: idParams,
        response: { ...responses(feeWaiverSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await waiverInArea(app, sessionOf(request), request.params.id)),
  );

  for (const [path, decision, message] of [
    ['/:id/grant', 'granted', PAYMENT_MESSAGES.waiverGranted],
    ['/:id/refuse', 'refused', PAYMENT_MESSAGES.waiverRefusedNow],
  ] as const) {
    app.post(
      path,
      {
        onRequest: granters,
        schema: {
          tags,
          summary: `${decision === 'granted' ? 'Grant' : 'Refuse'} a pending fee waiver (Can_Waive_Fees; never the officer who asked)`,
          security: bearerAuth,
          params: idParams,
          body: waiverDecisionSchema,
          response: { ...responses(feeWaiverSchema), ...notFoundOrConflict },
        },
      },
      async (request) =>
        ok(
          await decideWaiver(
            app,
            sessionOf(request),
            requestContext(request),
            request.params.id,
            decision,
            request.body ?? {},
          ),
          message,
        ),
    );
  }
};
