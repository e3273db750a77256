import {
  centreChangeSchema,
  centreImportResultSchema,
  centreImportSchema,
  centreListQuerySchema,
  centreSchema,
  centreStatusChangeSchema,
  listSchema,
  newCentreSchema,
} from '@vitalreg/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, ok, requestContext, responses } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { CentreService } from './service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * /api/centres (issue 26, "Administration"): the registration centres of the caller's area, for
 * whoever holds Can_Manage_Centres (docs/centres.md).
 */
export const centreRoutes: FastifyPluginAsyncZod = async (app) => {
  const centres = new CentreService(app);
  const tags = ['registration centres'];
  const guard = app.requirePermission(['Can_Manage_Centres']);
  const schema = <T extends z.ZodType>(summary: string, data: T) => ({
    tags,
    summary,
    security: bearerAuth,
    response: responses(data),
  });

  app.get(
    '/',
    {
      onRequest: guard,
      schema: {
        ...schema(
          'Centres of your area by state, LGA and name (20 a page), with their users and records',
          listSchema(centreSchema),
        ),
        querystring: centreListQuerySchema,
      },
    },
    async (request) => ok(await centres.list(sessionOf(request), request.query)),
  );

  app.post(
    '/',
    {
      onRequest: guard,
      schema: {
        ...schema('Add a centre to an LGA of your area', centreSchema),
        body: newCentreSchema,
      },
    },
    async (request) => {
      const centre = await centres.create(
        sessionOf(request),
        request.body,
        requestContext(request),
      );
      return ok(centre, `${centre.name} added.`);
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: guard,
      schema: {
        ...schema(
          'Rename a centre, change its address or move it to another LGA (its records stay)',
          centreSchema,
        ),
        params: idParams,
        body: centreChangeSchema,
      },
    },
    async (request) =>
      ok(
        await centres.change(
          sessionOf(request),
          request.params.id,
          request.body,
          requestContext(request),
        ),
        'Centre changed.',
      ),
  );

  app.post(
    '/:id/deactivate',
    {
      onRequest: guard,
      schema: {
        ...schema(
          'Deactivate a centre, with a reason: new records cannot be captured there',
          centreSchema,
        ),
        params: idParams,
        body: centreStatusChangeSchema,
      },
    },
    async (request) =>
      ok(
        await centres.deactivate(
          sessionOf(request),
          request.params.id,
          request.body,
          requestContext(request),
        ),
        'Centre deactivated.',
      ),
  );

  app.post(
    '/:id/reactivate',
    {
      onRequest: guard,
      schema: {
        ...schema('Reactivate a centre, with a reason', centreSchema),
        params: idParams,
        body: centreStatusChangeSchema,
      },
    },
    async (request) =>
      ok(
        await centres.reactivate(
          sessionOf(request),
          request.params.id,
          request.body,
          requestContext(request),
        ),
        'Centre reactivated.',
      ),
  );

  app.post(
    '/import',
    {
      onRequest: guard,
      schema: {
        ...schema(
          'Add the centres of a CSV file (name,lga_id,address): all of them, or none when a line is wrong',
          centreImportResultSchema,
        ),
        body: centreImportSchema,
      },
    },
    async (request) => {
      const result = await centres.importCsv(
        sessionOf(request),
        request.body.csv,
        requestContext(request),
      );
      return ok(result, `${result.added} centres added.`);
    },
  );
};
