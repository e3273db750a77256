import {
  hasAnyPermission,
  mayEverTake,
  STAFF_MESSAGES,
  type KindPermissions,
  type Permission,
  type RecordAction,
} from '@vitalreg/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthenticated } from '../errors.ts';
import { prepareDummyHash } from '../modules/auth/password.ts';
import { SessionCache } from '../modules/auth/session-cache.ts';
import {
  actorOf,
  resolveSession,
  type AuthSession,
  type SessionSettings,
} from '../modules/auth/service.ts';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route stays open to a user who must change their password first (me, logout). */
    beforePasswordChange?: boolean;
  }
  interface FastifyRequest {
    /** Set by app.authenticate; null on open routes. */
    session: AuthSession | null;
  }
  interface FastifyInstance {
    /** Recently looked-up sessions (dropped at once on logout or any access change). */
    sessionCache: SessionCache;
    /** onRequest hook: 401 unless the request carries a live bearer token. */
    authenticate: Hook;
    /** onRequest hook: authenticate, then 403 unless the user holds any of the permissions. */
    requirePermission(permissions: readonly Permission[]): Hook;
    /**
     * onRequest hook: authenticate, then 403 unless the access policy lets the user take the
     * action on some record of the kind (the record's own part is the service's to check).
     */
    requireAction(action: RecordAction, kind: { permissions: KindPermissions }): Hook;
  }
}

/** The session of an authenticated route; only call it behind app.authenticate. */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.session) throw unauthenticated();
  return request.session;
}

/** The request's bearer token, if it carries one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

export async function registerAuth(app: FastifyInstance, settings: SessionSettings): Promise<void> {
  prepareDummyHash();
  app.decorateRequest('session', null);
  const cache = new SessionCache();
  await cache.start(app.database);
  app.decorate('sessionCache', cache);

  const authenticate: Hook = async (request) => {
    if (request.session) return;
    const token = bearerToken(request);
    // Tokens are 43 characters; anything far longer is not worth a database lookup.
    if (!token || token.length > 200) throw unauthenticated();
    request.session = await resolveSession(app.db, settings, token, new Date(), cache);
    if (request.session.mustChangePassword && !request.routeOptions.config.beforePasswordChange) {
      throw new AppError('PASSWORD_CHANGE_REQUIRED', STAFF_MESSAGES.passwordChangeRequired);
    }
  };

  app.decorate('authenticate', authenticate);
  app.decorate('requirePermission', (permissions: readonly Permission[]): Hook => {
    return async (request, reply) => {
      await authenticate(request, reply);
      if (!hasAnyPermission(sessionOf(request).permissions, permissions)) throw forbidden();
    };
  });
  app.decorate('requireAction', (action: RecordAction, kind: { permissions: KindPermissions }) => {
    const hook: Hook = async (request, reply) => {
      await authenticate(request, reply);
      if (!mayEverTake(actorOf(sessionOf(request)), action, kind)) throw forbidden();
    };
    return hook;
  });
}
