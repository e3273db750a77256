import { APP_VERSION, healthSchema } from '@vitalreg/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../http.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: version and database kind',
        response: responses(healthSchema),
      },
    },
    async () => ok({ version: APP_VERSION, database: app.database.kind }),
  );
};
