import {
  populationEstimatesImportResultSchema,
  populationEstimatesImportSchema,
  populationEstimatesSchema,
} from '@vitalreg/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, ok, requestContext, responses } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { PopulationEstimateService } from './service.ts';

const integers = new Intl.NumberFormat('en-US');

/**
 * /api/dashboard/estimates: the states' population estimates behind the dashboards'
 * completeness, read by whoever sees statistics and imported by whoever manages the centres
 * (docs/population-estimates.md).
 */
export const estimateRoutes: FastifyPluginAsyncZod = async (app) => {
  const estimates = new PopulationEstimateService(app);
  const tags = ['population estimates'];

  app.get(
    '/',
    {
      onRequest: app.requirePermission(['Can_View_Statistics']),
      schema: {
        tags,
        summary: "Each state's population and crude birth rate by year, and their last import",
        security: bearerAuth,
        response: responses(populationEstimatesSchema),
      },
    },
    async () => ok(await estimates.current()),
  );

  app.put(
    '/',
    {
      onRequest: app.requirePermission(['Can_Manage_Centres']),
      schema: {
        tags,
        summary:
          'Replace every estimate with those of a CSV file (state,year,population,crude_birth_rate,source): all of them, or none when a line is wrong',
        security: bearerAuth,
        response: responses(populationEstimatesImportResultSchema),
        body: populationEstimatesImportSchema,
      },
    },
    async (request) => {
      const result = await estimates.importCsv(
        sessionOf(request),
        request.body.csv,
        requestContext(request),
      );
      const count = integers.format(result.imported);
      return ok(result, `${count} ${result.imported === 1 ? 'estimate' : 'estimates'} imported.`);
    },
  );
};
