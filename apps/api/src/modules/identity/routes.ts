import {
  errorEnvelopeSchema,
  IDENTITY_LOOKUP_PERMISSIONS,
  identityVerificationSchema,
  ninLookupSchema,
  trackingIdLookupSchema,
  type IdentityVerification,
  type NinLookup,
  type TrackingIdLookup,
} from '@vitalreg/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, notFound } from '../../errors.ts';
import { bearerAuth, ok, responses } from '../../http.ts';
import type { IdentityKind } from '../../integrations/identity/index.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { limitExactly } from '../../plugins/rate-counts.ts';
import { countLookupOrRefuse, IDENTITY_MESSAGES, type VerificationOutcome } from './service.ts';

export { IDENTITY_MESSAGES } from './service.ts';

/** Identity checks per user per minute, counted in PostgreSQL across API processes. */
export const IDENTITY_CHECKS_PER_MINUTE = 60;

function answer(kind: IdentityKind, outcome: VerificationOutcome) {
  const { result, verification } = outcome;
  if (result.status === 'unavailable' || !verification) {
    throw new AppError('IDENTITY_UNAVAILABLE', IDENTITY_MESSAGES.unavailable);
  }
  if (result.status === 'not_found') {
    throw notFound(
      kind === 'nin' ? IDENTITY_MESSAGES.invalidNin : IDENTITY_MESSAGES.invalidTrackingId,
    );
  }
  const data: IdentityVerification = {
    nimc: { status: result.status === 'verified' ? 1 : 0 },
    personData: result.status === 'verified' ? result.person : null,
    deceasedData:
      result.status === 'verified' && result.person && result.deceased
        ? { ...result.person, ...result.deceased }
        : null,
    verifiedAt: verification.verifiedAt.toISOString(),
  };
  return ok(
    data,
    result.status === 'verified' ? IDENTITY_MESSAGES.verified : IDENTITY_MESSAGES.status0,
  );
}

/**
 * POST /api/verify-nin and POST /api/verify-trackingid (spec section 7's GET paths, the number
 * moved into the body: docs/identity.md). Each look-up is counted against the user's daily cap,
 * audited with the number masked, and answered with the person the agency names.
 */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requirePermission(IDENTITY_LOOKUP_PERMISSIONS));
  // After authentication, so the limit is the user's, not the address's (the general limit
  // per address has already run in the root onRequest hook).
  const perUser = limitExactly(app.db, {
    name: 'identity-checks',
    what: 'identity checks',
    max: IDENTITY_CHECKS_PER_MINUTE,
    windowMs: 60_000,
    key: (request) => sessionOf(request).user.User_ID,
  });
  // After the body is checked, so a malformed number does not use up the day's look-ups.
  const perUserDay = (request: FastifyRequest) =>
    countLookupOrRefuse(app, sessionOf(request).user.User_ID, new Date());

  const schema = (summary: string, body: z.ZodType) => ({
    tags: ['identity'],
    summary,
    security: bearerAuth,
    body,
    response: {
      ...responses(identityVerificationSchema),
      404: errorEnvelopeSchema,
      429: errorEnvelopeSchema,
      503: errorEnvelopeSchema,
    },
  });

  const actorOf = (request: FastifyRequest) => {
    const session = sessionOf(request);
    return {
      userId: session.user.User_ID,
      userName: session.user.UserName,
      ip: request.ip,
      requestId: request.id,
    };
  };

  app.post(
    '/verify-nin',
    {
      preHandler: [perUser, perUserDay],
      schema: schema('Look up a NIN with the identity agency', ninLookupSchema),
    },
    async (request) => {
      const { nin } = request.body as NinLookup;
      const outcome = await app.ninVerifications.verify('nin', nin, actorOf(request), 'lookup');
      return answer('nin', outcome);
    },
  );

  app.post(
    '/verify-trackingid',
    {
      preHandler: [perUser, perUserDay],
      schema: schema('Look up a NIN tracking id with the identity agency', trackingIdLookupSchema),
    },
    async (request) => {
      const id = (request.body as TrackingIdLookup).tracking_id.toUpperCase();
      const outcome = await app.ninVerifications.verify(
        'tracking_id',
        id,
        actorOf(request),
        'lookup',
      );
      return answer('tracking_id', outcome);
    },
  );
};
