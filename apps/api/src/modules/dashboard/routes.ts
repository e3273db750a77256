import { dashboardFiltersSchema, dashboardSchema, SECTION_ACCESS } from '@vitalreg/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, builtAnswerSerializer, ok, requestContext, responses } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { DashboardService } from './service.ts';

/**
 * /api/dashboard (issue 26, part 3; docs/dashboards.md): the directors' dashboards, the figures
 * of the caller's area for whoever holds Can_View_Statistics.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboards = new DashboardService(app);
  app.get(
    '/',
    {
      onRequest: app.requirePermission(SECTION_ACCESS.statistics),
      // Built field by field from the counts' rows: sent without zod checking it again.
      serializerCompiler: builtAnswerSerializer,
      schema: {
        tags: ['dashboards'],
        summary:
          'Registrations, timeliness, certificates, corrections, fees and completeness of a ' +
          'period, kind and area of yours',
        security: bearerAuth,
        querystring: dashboardFiltersSchema,
        response: responses(dashboardSchema),
      },
    },
    async (request) =>
      ok(
        await dashboards.dashboard(
          sessionOf(request).scope,
          request.query,
          requestContext(request).now,
        ),
      ),
  );
};
