import {
  errorEnvelopeSchema,
  identityVerificationSchema,
  ninSchema,
  PERMISSIONS,
  trackingIdSchema,
  type IdentityVerification,
} from '@vitalreg/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../errors.ts';
import { bearerAuth, ok, responses } from '../../http.ts';
import type { IdentityKind } from '../../integrations/identity/index.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { VerificationOutcome } from './service.ts';

/** Anyone who may capture a record may check an identity. */
const CAPTURE_PERMISSIONS = PERMISSIONS.filter((permission) => permission.startsWith('Can_See_'));

/** Identity checks per user per minute (per API process). */
export const IDENTITY_CHECKS_PER_MINUTE = 60;

export const IDENTITY_MESSAGES = {
  invalidNin: 'Invalid NIN',
  invalidTrackingId: 'Invalid tracking ID',
  verified: 'Identity verified.',
  status0: 'Error validating NIN',
  unavailable: 'The identity service is not available at the moment. Try again shortly.',
} as const;

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

/** GET /api/verify-nin/{nin} and GET /api/verify-trackingid/{id} (spec section 7). */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requirePermission(CAPTURE_PERMISSIONS));
  // After authentication, so the limit is the user's, not the address's (the general limit
  // per address has already run in the root onRequest hook).
  const limiter = app.createRateLimit({
    max: IDENTITY_CHECKS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => `identity:${request.session?.user.User_ID ?? request.ip}`,
  });
  const perUser = async (request: FastifyRequest) => {
    const limit = await limiter(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    const seconds = Math.max(1, limit.ttlInSeconds);
    throw new AppError(
      'RATE_LIMITED',
      `Too many identity checks. Try again in ${seconds} seconds.`,
      { retryAfter: seconds },
    );
  };

  const schema = (summary: string, params: z.ZodType) => ({
    tags: ['identity'],
    summary,
    security: bearerAuth,
    params,
    response: {
      ...responses(identityVerificationSchema),
      404: errorEnvelopeSchema,
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

  app.get(
    '/verify-nin/:nin',
    {
      preHandler: perUser,
      schema: schema('Verify a NIN with the identity agency', z.object({ nin: ninSchema })),
    },
    async (request) => {
      const { nin } = request.params as { nin: string };
      return answer('nin', await app.ninVerifications.verify('nin', nin, actorOf(request)));
    },
  );

  app.get(
    '/verify-trackingid/:id',
    {
      preHandler: perUser,
      schema: schema(
        'Verify a NIN tracking id with the identity agency',
        z.object({ id: trackingIdSchema }),
      ),
    },
    async (request) => {
      const { id } = request.params as { id: string };
      return answer(
        'tracking_id',
        await app.ninVerifications.verify('tracking_id', id.toUpperCase(), actorOf(request)),
      );
    },
  );
};
