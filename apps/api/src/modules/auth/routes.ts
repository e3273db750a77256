import {
  handoffAnswerSchema,
  handoffExchangeSchema,
  handoffRequestSchema,
  HANDOFF_PARAM,
  hasAnyPermission,
  loginRequestSchema,
  ROLE_IDS,
  type OtherAccessTarget,
  loginResponseDataSchema,
  passwordChangeSchema,
  sessionSchema,
} from '@vitalreg/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../errors.ts';
import { bearerAuth, ok, requestContext, responses } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { limitExactly } from '../../plugins/rate-counts.ts';
import { exchangeHandoff, issueHandoff } from './handoff.ts';
import {
  changePassword,
  login,
  logout,
  type AuthSession,
  type SessionSettings,
} from './service.ts';

function sessionData(session: AuthSession) {
  return {
    user: session.user,
    permissions: session.permissions,
    expiresAt: session.expiresAt.toISOString(),
    mustChangePassword: session.mustChangePassword,
  };
}

/** Routes a user whose password must be changed may still call (see plugins/auth.ts). */
const BEFORE_PASSWORD_CHANGE = { beforePasswordChange: true } as const;

export interface AuthRouteSettings extends SessionSettings {
  /** External "Other Access" applications (absolute URLs); in-app pages need no handoff. */
  otherAccess: Partial<Record<OtherAccessTarget, string>>;
}

/** Whether the session may open the target (spec: DCR app by permission, Admin by role). */
function mayOpen(session: AuthSession, target: OtherAccessTarget): boolean {
  return target === 'admin'
    ? session.user.Role_ID === ROLE_IDS.admin
    : hasAnyPermission(session.permissions, ['Can_Access_DCR_App']);
}

const isExternal = (url: string | undefined): url is string =>
  url !== undefined && /^https?:\/\//i.test(url);

export const authRoutes: FastifyPluginAsyncZod<AuthRouteSettings> = async (app, settings) => {
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
      config: BEFORE_PASSWORD_CHANGE,
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
      config: BEFORE_PASSWORD_CHANGE,
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

  // Guessing the current password through a stolen session is slowed like sign-in: ten tries
  // per user in 15 minutes, counted in PostgreSQL across processes.
  const passwordLimit = limitExactly(app.db, {
    name: 'password-change',
    what: 'tries',
    max: 10,
    windowMs: 15 * 60_000,
    key: (request) => sessionOf(request).user.User_ID,
  });

  app.post(
    '/password',
    {
      config: BEFORE_PASSWORD_CHANGE,
      onRequest: [app.authenticate, passwordLimit],
      schema: {
        tags: ['auth'],
        summary: 'Change your own password (required after a first or reset password)',
        security: bearerAuth,
        body: passwordChangeSchema,
        response: responses(sessionSchema),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await changePassword(
        app.db,
        session,
        request.body,
        requestContext(request),
        app.sessionCache,
      );
      return ok(
        sessionData({ ...session, mustChangePassword: false }),
        'Your password is changed.',
      );
    },
  );

  app.post(
    '/handoff',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary:
          'A one-time link (60 s, one use) to a configured external Other Access application',
        security: bearerAuth,
        body: handoffRequestSchema,
        response: responses(handoffAnswerSchema),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { target } = request.body;
      const address = settings.otherAccess[target];
      if (!isExternal(address)) {
        throw notFound('No external application is configured for this link: it opens in the app.');
      }
      if (!mayOpen(session, target)) throw forbidden();
      const { code, expiresAt } = await issueHandoff(
        app.db,
        session,
        target,
        requestContext(request),
      );
      const url = new URL(address);
      url.searchParams.set(HANDOFF_PARAM, code);
      return ok({ url: url.toString(), expiresAt: expiresAt.toISOString() });
    },
  );

  app.post(
    '/handoff/exchange',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a one-time handoff code (once, within 60 s) for a session',
        body: handoffExchangeSchema,
        response: responses(loginResponseDataSchema),
      },
    },
    async (request) => {
      const session = await exchangeHandoff(
        app.db,
        settings,
        request.body.code,
        requestContext(request),
      );
      return ok({ ...sessionData(session), token: session.token }, 'Signed in.');
    },
  );
};
