import {
  alreadyUsedMessage,
  formatAmount,
  PAYMENT_MESSAGES,
  type Actor,
  type PaymentService,
  type PaymentVerification,
} from '@vitalreg/domain';
import type { FastifyInstance } from 'fastify';
import type { GatewayPayment } from '../../integrations/payment-gateway/index.ts';
import { findPayment, notePayment, usedFor } from './repository.ts';
import { askGateway, assessPayment, notPaidMessage, requireFee, usedForViewer } from './service.ts';

/** A bound payment as it was verified when it was used (the gateway is not asked again). */
function storedAnswer(row: NonNullable<Awaited<ReturnType<typeof findPayment>>>): GatewayPayment {
  return {
    status: row.status,
    reference: row.reference,
    amountKobo: row.amountKobo,
    currency: row.currency,
    paidAt: row.paidAt,
    providerReference: row.providerReference,
    service: row.service,
    metadata: {},
  };
}

/**
 * POST /api/payments/verify: what the gateway says about a reference, measured as a service
 * would (assessPayment: purpose, currency, date window, the fee when paid), and what it already
 * paid for (named only to `viewer` who may open that record: usedForViewer). Every status the
 * gateway gives answers 200 (the message says what to do next); only no answer from the gateway
 * is an error (503/502). The reference answered is the gateway's spelling of it.
 */
export async function verifyPayment(
  app: FastifyInstance,
  service: PaymentService,
  reference: string,
  viewer: Actor,
): Promise<{ data: PaymentVerification; message: string }> {
  const now = new Date();
  const gateway = app.paymentGateway;
  const fee = await requireFee(app.db, service, now);
  let stored = await findPayment(app.db, gateway.name, reference);
  let payment: GatewayPayment;
  if (stored?.boundAt) payment = storedAnswer(stored);
  else {
    const asked = await askGateway(gateway, reference, fee);
    payment = { ...asked, reference: asked.reference || reference };
    // Bound under another spelling (the gateway's)?
    if (payment.reference !== reference) {
      stored = await findPayment(app.db, gateway.name, payment.reference);
    }
    if (stored?.boundAt) payment = storedAnswer(stored);
    else if (payment.status !== 'not_found') {
      await notePayment(app.db, gateway.name, service, payment, now);
    }
  }
  const used = stored?.boundAt
    ? usedForViewer(await usedFor(app.db, gateway.name, stored.reference), viewer)
    : null;

  const { fee: feeThen, mismatch } =
    payment.status === 'paid'
      ? await assessPayment(app.db, payment, fee, now, app.paymentMaxAgeDays)
      : { fee, mismatch: null };
  const matches =
    payment.status === 'paid' ? mismatch === null : payment.amountKobo === fee.amountKobo;
  const message =
    used !== null
      ? alreadyUsedMessage(used)
      : payment.status !== 'paid'
        ? notPaidMessage(payment.status)
        : (mismatch ?? `${PAYMENT_MESSAGES.verified} ${formatAmount(feeThen.amountKobo)} paid.`);
  return {
    message,
    data: {
      service,
      reference: payment.reference,
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
      used_for: used,
      usable: used === null && payment.status === 'paid' && matches,
    },
  };
}
