import {
  errorEnvelopeSchema,
  feeHistoryEntrySchema,
  feesAnswerSchema,
  formatAmount,
  hasAnyPermission,
  PAYMENT_MESSAGES,
  PAYMENT_PERMISSIONS,
  PAYMENT_SERVICE_PERMISSIONS,
  paymentServiceSchema,
  paymentVerificationSchema,
  sandboxPaymentRequestSchema,
  sandboxPaymentSchema,
  setFeeSchema,
  verifyPaymentSchema,
  type PaymentService,
} from '@vitalreg/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../errors.ts';
import { bearerAuth, ok, requestContext, responses } from '../../http.ts';
import { newSandboxReference } from '../../integrations/payment-gateway/index.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { actorOf } from '../auth/service.ts';
import { listCurrentFees, listFeeHistory, setFee } from './fees.ts';
import { requireFee } from './service.ts';
import { verifyPayment } from './verification.ts';
import { waiverRoutes } from './waiver-routes.ts';
import { paymentWebhookRoutes } from './webhooks.ts';

const tags = ['payments'];
const canManageFees = ['Can_Manage_Fees'] as const;

/** 403 unless the caller may use the service the payment is for. */
function assertMayPayFor(request: FastifyRequest, service: PaymentService) {
  if (!hasAnyPermission(sessionOf(request).permissions, PAYMENT_SERVICE_PERMISSIONS[service])) {
    throw forbidden();
  }
}

/**
 * /api/payments: the fee schedule (read by anyone signed in, changed by Can_Manage_Fees),
 * reference verification, sandbox payments, fee waivers, and the gateway's webhooks.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const mayPay = app.requirePermission(PAYMENT_PERMISSIONS);

  app.get(
    '/fees',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Each service's current fee, and the configured gateway",
        security: bearerAuth,
        response: responses(feesAnswerSchema),
      },
    },
    async () => ok({ gateway: app.paymentGateway.name, fees: await listCurrentFees(app.db) }),
  );

  app.get(
    '/fees/history',
    {
      onRequest: app.requirePermission(canManageFees),
      schema: {
        tags,
        summary: 'Every fee set, the latest start first (Can_Manage_Fees)',
        security: bearerAuth,
        response: responses(z.array(feeHistoryEntrySchema)),
      },
    },
    async () => ok(await listFeeHistory(app.db)),
  );

  app.put(
    '/fees/:service',
    {
      onRequest: app.requirePermission(canManageFees),
      schema: {
        tags,
        summary: "Set a service's fee in kobo, from now or a later valid_from (Can_Manage_Fees)",
        security: bearerAuth,
        params: z.object({ service: paymentServiceSchema }),
        body: setFeeSchema,
        response: responses(feeHistoryEntrySchema),
      },
    },
    async (request) => {
      const { entry, message } = await setFee(
        app.db,
        sessionOf(request),
        requestContext(request),
        request.params.service,
        request.body,
      );
      return ok(entry, message);
    },
  );

  app.post(
    '/verify',
    {
      onRequest: mayPay,
      schema: {
        tags,
        summary: 'Verify a payment reference with the gateway against a service fee',
        security: bearerAuth,
        body: verifyPaymentSchema,
        response: {
          ...responses(paymentVerificationSchema),
          409: errorEnvelopeSchema,
          502: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { service, reference } = request.body;
      assertMayPayFor(request, service);
      const viewer = actorOf(sessionOf(request));
      const { data, message } = await verifyPayment(app, service, reference, viewer);
      return ok(data, message);
    },
  );

  app.post(
    '/sandbox',
    {
      onRequest: mayPay,
      schema: {
        tags,
        summary: 'Start a sandbox payment: a fresh paid reference (sandbox gateway only)',
        security: bearerAuth,
        body: sandboxPaymentRequestSchema,
        response: { ...responses(sandboxPaymentSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      if (app.paymentGateway.name !== 'sandbox') throw notFound(PAYMENT_MESSAGES.sandboxOnly);
      const { service } = request.body;
      assertMayPayFor(request, service);
      const fee = await requireFee(app.db, service);
      return ok(
        {
          service,
          reference: newSandboxReference(service),
          amount_kobo: fee.amountKobo,
          amount: formatAmount(fee.amountKobo, fee.currency),
        },
        'Sandbox payment made.',
      );
    },
  );

  await app.register(waiverRoutes, { prefix: '/waivers' });
  await app.register(paymentWebhookRoutes, { prefix: '/webhooks' });
};
