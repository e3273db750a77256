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
        summary:
          'Liveness and readiness: version, database kind and read replica lag (503 without a database)',
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
      // The replica never fails the check: without it reads go to the primary.
      const replica = app.database.replica;
      const status = replica?.status();
      return ok({
        version: APP_VERSION,
        database: app.database.kind,
        replica:
          replica && status
            ? {
                state: status.state,
                lag_seconds: status.lagSeconds,
                lag_bytes: status.lagBytes,
                max_lag_seconds: replica.maxLagSeconds,
              }
            : null,
      });
    },
  );
};
