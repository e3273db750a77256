import { APP_VERSION, healthSchema } from '@vitalreg/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/unavailable.ts';
import { AppError } from '../../errors.ts';
import { ok, responses } from '../../http.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and readiness: version and database kind (503 without a database)',
        response: responses(healthSchema),
      },
    },
    async (request) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: { message: (error as Error).message } }, 'database check failed');
        throw new AppError('DATABASE_UNAVAILABLE', 'The database is not reachable.', {
          retryAfter: DATABASE_RETRY_AFTER_SECONDS,
        });
      }
      return ok({ version: APP_VERSION, database: app.database.kind });
    },
  );
};
