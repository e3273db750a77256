import {
  EMAIL_CODE_MESSAGES,
  emailCodeRequestSchema,
  emailCodeSentSchema,
  emailCodeVerifySchema,
  emailConfirmationSchema,
  errorEnvelopeSchema,
} from '@vitalreg/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, ok, requestContext, responses } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { sendEmailCode, verifyEmailCode } from './service.ts';

const tags = ['email-codes'];

/**
 * /api/email-codes: one-time codes that confirm a recipient's e-mail address (for now, a
 * reissuance's: whoever may ask for a reissuance).
 */
export const emailCodeRoutes: FastifyPluginAsyncZod<{ perHour: number }> = async (
  app,
  { perHour },
) => {
  app.addHook(
    'onRequest',
    app.requirePermission(['canSeeBirthCertReissuance', 'canSeeAttestReissuance']),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          'E-mail a 6-digit code to the address (10 minutes, 5 tries); again only after 60 seconds',
        security: bearerAuth,
        body: emailCodeRequestSchema,
        response: { ...responses(emailCodeSentSchema), 502: errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(
        await sendEmailCode(
          app,
          sessionOf(request),
          requestContext(request),
          request.body,
          perHour,
        ),
        EMAIL_CODE_MESSAGES.sent,
      ),
  );

  app.post(
    '/verify',
    {
      schema: {
        tags,
        summary: 'Check the code; a confirmation token the request using the address presents',
        security: bearerAuth,
        body: emailCodeVerifySchema,
        response: responses(emailConfirmationSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await verifyEmailCode(app, sessionOf(request), requestContext(request), request.body),
        EMAIL_CODE_MESSAGES.confirmed,
      );
    },
  );
};
