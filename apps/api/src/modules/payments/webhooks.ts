import {
  envelopeSchema,
  errorEnvelopeSchema,
  PAYMENT_MESSAGES,
  paymentReferenceSchema,
} from '@vitalreg/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, invalid, MESSAGES, notFound } from '../../errors.ts';
import { ok } from '../../http.ts';
import { PaymentGatewayError } from '../../integrations/payment-gateway/index.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { markWebhookVerified, notePayment, recordWebhookEvent } from './repository.ts';

const receivedSchema = z.object({ repeated: z.boolean(), verified: z.boolean() });

/** The event and reference of a Paystack webhook body, or undefined. */
function eventOf(rawBody: Buffer): { event: string; reference: string } | undefined {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return undefined;
  }
  const fields = body as { event?: unknown; data?: { reference?: unknown } } | null;
  const event = fields?.event;
  const reference = paymentReferenceSchema.safeParse(fields?.data?.reference);
  if (typeof event !== 'string' || event.length > 100 || !reference.success) return undefined;
  return { event, reference: reference.data };
}

/**
 * /api/payments/webhooks: the gateway's notices. The signature is checked over the raw body
 * (this plugin's own JSON parser keeps it raw); each (provider, event, reference) is recorded
 * once, a repeat answers 200 and does nothing; the body is never trusted for "paid": the
 * reference is verified with the gateway, and value is given only when a service binds it.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/paystack',
    {
      schema: {
        tags: ['payments'],
        summary: 'Paystack webhook (x-paystack-signature: HMAC-SHA512 of the raw body)',
        response: {
          200: envelopeSchema(receivedSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const gateway = app.paymentGateway;
      if (gateway.name !== 'paystack' || !gateway.webhookSignatureValid) {
        throw notFound(MESSAGES.routeNotFound);
      }
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-paystack-signature'];
      if (
        !gateway.webhookSignatureValid(raw, typeof signature === 'string' ? signature : undefined)
      ) {
        throw new AppError('SIGNATURE_INVALID', PAYMENT_MESSAGES.webhookSignature);
      }
      const notice = eventOf(raw);
      if (!notice) {
        throw invalid('The webhook has no event or payment reference.');
      }
      const id = await recordWebhookEvent(app.db, { provider: gateway.name, ...notice });
      if (id === undefined) return ok({ repeated: true, verified: false }, 'Already received.');
      await recordAudit(app.db, {
        action: 'payment.webhook',
        entityType: 'payment_webhook_event',
        entityId: id,
        ip: request.ip,
        requestId: request.id,
        details: { provider: gateway.name, ...notice },
      });

      // What the gateway itself says, asked server-side; the service is its own metadata's.
      try {
        const now = new Date();
        const payment = await gateway.verify(notice.reference);
        if (payment.service && payment.status !== 'not_found') {
          await notePayment(app.db, gateway.name, payment.service, payment, now);
        }
        await markWebhookVerified(app.db, id, payment.status, now);
        return ok({ repeated: false, verified: true }, 'Received.');
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error;
        // Kept as received: a service verifies the reference again when it is used.
        return ok({ repeated: false, verified: false }, 'Received; not verified yet.');
      }
    },
  );
};
