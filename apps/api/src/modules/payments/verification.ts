import {
  alreadyUsedMessage,
  formatAmount,
  PAYMENT_MESSAGES,
  type PaymentService,
  type PaymentVerification,
} from '@vitalreg/domain';
import type { FastifyInstance } from 'fastify';
import type { GatewayPayment } from '../../integrations/payment-gateway/index.ts';
import { findPayment, notePayment } from './repository.ts';
import { askGateway, mismatchOf, notPaidMessage, requireFee } from './service.ts';

/** A bound payment as it was verified when it was used (the gateway is not asked again). */
function storedAnswer(row: NonNullable<Awaited<ReturnType<typeof findPayment>>>): GatewayPayment {
  return {
    status: row.status,
    reference: row.reference,
    amountKobo: row.amountKobo,
    currency: row.currency,
    paidAt: row.paidAt,
    providerReference: row.providerReference,
    service: null,
    metadata: {},
  };
}

/**
 * POST /api/payments/verify: what the gateway says about a reference, measured against the
 * service's current fee, and what it already paid for. Every status the gateway gives answers
 * 200 (the message says what to do next); only no answer from the gateway is an error (503/502).
 */
export async function verifyPayment(
  app: FastifyInstance,
  service: PaymentService,
  reference: string,
): Promise<{ data: PaymentVerification; message: string }> {
  const now = new Date();
  const gateway = app.paymentGateway;
  const fee = await requireFee(app.db, service, now);
  const stored = await findPayment(app.db, gateway.name, reference);
  const usedFor = stored?.boundAt ? (stored.purpose ?? '') : null;

  let payment: GatewayPayment;
  if (stored && usedFor !== null) payment = storedAnswer(stored);
  else {
    payment = { ...(await askGateway(gateway, reference, fee)), reference };
    if (payment.status !== 'not_found') {
      await notePayment(app.db, gateway.name, service, payment, now);
    }
  }

  const mismatch = mismatchOf(payment, fee);
  const matches = payment.amountKobo !== null && mismatch === null;
  const message =
    usedFor !== null
      ? alreadyUsedMessage(usedFor)
      : payment.status !== 'paid'
        ? notPaidMessage(payment.status)
        : (mismatch ?? `${PAYMENT_MESSAGES.verified} ${formatAmount(fee.amountKobo)} paid.`);
  return {
    message,
    data: {
      service,
      reference,
      gateway: gateway.name,
      status: payment.status,
      amount_kobo: payment.amountKobo,
      currency: payment.currency,
      amount:
        payment.amountKobo === null
          ? null
          : formatAmount(payment.amountKobo, payment.currency ?? undefined),
      paid_at: payment.paidAt?.toISOString() ?? null,
      fee_kobo: fee.amountKobo,
      fee: formatAmount(fee.amountKobo, fee.currency),
      matches_fee: matches,
      used_for: usedFor,
      usable: usedFor === null && payment.status === 'paid' && matches,
    },
  };
}
