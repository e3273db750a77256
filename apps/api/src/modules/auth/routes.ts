import { loginRequestSchema, loginResponseDataSchema, sessionSchema } from '@vitalreg/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, ok, requestContext, responses } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { login, logout, type AuthSession, type SessionSettings } from './service.ts';

function sessionData(session: AuthSession) {
  return {
    user: session.user,
    permissions: session.permissions,
    expiresAt: session.expiresAt.toISOString(),
  };
}

export const authRoutes: FastifyPluginAsyncZod<SessionSettings> = async (app, settings) => {
  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with user name and password; answers a bearer token',
        body: loginRequestSchema,
        response: responses(loginResponseDataSchema),
      },
    },
    async (request) => {
      // Sign-in is single statements outside any transaction: prepared ones (statementDb), so
      // PostgreSQL does not parse and plan its six statements again at every sign-in.
      const session = await login(
        app.database.statementDb,
        settings,
        request.body,
        requestContext(request),
      );
      return ok({ ...sessionData(session), token: session.token }, 'Signed in.');
    },
  );

  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, permissions and session end',
        security: bearerAuth,
        response: responses(sessionSchema),
      },
    },
    async (request) => ok(sessionData(sessionOf(request))),
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'End the session at once (the token stops working)',
        security: bearerAuth,
        response: responses(z.null()),
      },
    },
    async (request) => {
      await logout(app.db, sessionOf(request), requestContext(request), app.sessionCache);
      return ok(null, 'Signed out.');
    },
  );
};
