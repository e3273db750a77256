import etag from '@fastify/etag';
import {
  APP_VERSION,
  appConfigSchema,
  countrySchema,
  lgaQuerySchema,
  lgaSchema,
  LOOKUPS,
  lookupsSchema,
  nationalitySchema,
  registrationCentreSchema,
  stateSchema,
} from '@vitalreg/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, ok, responses } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import {
  listCountries,
  listLgas,
  listNationalities,
  listRegistrationCentres,
  listStates,
} from './repository.ts';

export interface OptionsSettings {
  dcrAppUrl: string | undefined;
  adminAppUrl: string | undefined;
  sessionIdleMinutes: number;
}

/**
 * Reference lists for the forms. Every route needs a session; answers carry an ETag and may be
 * kept by the browser for five minutes (privately: the centre list depends on the user).
 */
export const optionRoutes: FastifyPluginAsyncZod<OptionsSettings> = async (app, settings) => {
  await app.register(etag);
  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200 || reply.statusCode === 304) {
      reply.header('cache-control', 'private, max-age=300');
      reply.header('vary', 'Authorization');
    }
  });

  const schema = <T extends z.ZodType>(summary: string, data: T) => ({
    tags: ['options'],
    summary,
    security: bearerAuth,
    response: responses(data),
  });

  app.get(
    '/registration-centres',
    {
      schema: schema(
        "Registration centres in the caller's area",
        z.array(registrationCentreSchema),
      ),
    },
    async (request) => ok(await listRegistrationCentres(app.readDb, sessionOf(request).scope)),
  );

  app.get('/states', { schema: schema('States, by name', z.array(stateSchema)) }, async () =>
    ok(await listStates(app.readDb)),
  );

  app.get(
    '/lgas',
    {
      schema: {
        ...schema('Local government areas, by name; ?state_id= for one state', z.array(lgaSchema)),
        querystring: lgaQuerySchema,
      },
    },
    async (request) => ok(await listLgas(app.readDb, request.query.state_id)),
  );

  app.get(
    '/countries',
    { schema: schema('Countries, by name', z.array(countrySchema)) },
    async () => ok(await listCountries(app.readDb)),
  );

  app.get(
    '/nationalities',
    { schema: schema('Nationalities (value = country code), by name', z.array(nationalitySchema)) },
    async () => ok(await listNationalities(app.readDb)),
  );

  app.get('/lookups', { schema: schema('Every code list, by name', lookupsSchema) }, async () =>
    ok(LOOKUPS),
  );

  app.get(
    '/app-config',
    { schema: schema('Settings for the web app (Other Access links)', appConfigSchema) },
    async () =>
      ok({
        version: APP_VERSION,
        dcrAppUrl: settings.dcrAppUrl ?? null,
        adminAppUrl: settings.adminAppUrl ?? null,
        sessionIdleMinutes: settings.sessionIdleMinutes,
      }),
  );
};
