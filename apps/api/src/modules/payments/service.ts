/**
 * Payments as the paid services use them (reprint, reissuance; a paid record kind such as the
 * attestation binds in its saving statement instead, records/paid.ts):
 *
 *   const checked = await checkPayment(app, session, 'reprint', body);   // before the transaction
 *   await app.db.transaction(async (tx) => {
 *     // ... the service's own writes (lock the record, add its event) ...
 *     const bound = await bindPayment(tx, checked, { kind, recordId, purpose, actorId });
 *     // store bound.reference / bound.waiverId with the event
 *   });
 *
 * checkPayment asks the gateway (network, outside any transaction) and refuses what cannot pay:
 * 402 not paid (pending, failed, unknown reference, nothing given), 422 paid but not this fee
 * (amount, currency, service), 409 already used, 403 a waiver by a role that may not waive,
 * 400 a reason too short or both a reference and a reason, 503 the gateway did not answer,
 * 502 it answered with an error. bindPayment, in the service's transaction, makes the use
 * single: a second use, even a concurrent one, answers 409 naming what it paid for.
 */
import {
  alreadyUsedMessage,
  hasAnyPermission,
  noFeeMessage,
  PAYMENT_CURRENCY,
  PAYMENT_MESSAGES,
  paymentReferenceSchema,
  waiverReasonSchema,
  wrongAmountMessage,
  wrongCurrencyMessage,
  wrongServiceMessage,
  type PaymentGatewayName,
  type PaymentService,
} from '@vitalreg/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, invalid } from '../../errors.ts';
import {
  createPaymentGateway,
  PaymentGatewayError,
  type GatewayPayment,
  type PaymentGateway,
} from '../../integrations/payment-gateway/index.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { AuthSession } from '../auth/service.ts';
import {
  bindPaymentRow,
  currentFee,
  findPayment,
  insertWaiver,
  notePayment,
  usedFor,
  type FeeRow,
} from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway (the sandbox unless PAYMENT_GATEWAY=paystack). */
    paymentGateway: PaymentGateway;
  }
}

/** Decorates the app with the configured gateway (app.ts, beside the blob store). */
export function registerPayments(app: FastifyInstance, config: AppConfig): void {
  app.decorate(
    'paymentGateway',
    createPaymentGateway(config, (message) => app.log.warn({ gateway: 'payment' }, message)),
  );
}

/** What a paid service's request carries: a reference, or a reason for waiving the fee. */
export interface PaymentRequest {
  payment_reference?: string | undefined;
  waiver_reason?: string | undefined;
}

/** A reference the gateway says is paid, for this service's current fee, in NGN, unused. */
export interface VerifiedPayment {
  type: 'payment';
  service: PaymentService;
  provider: PaymentGatewayName;
  reference: string;
  amountKobo: number;
  currency: string;
  /** What the gateway answered (bound as it is). */
  gatewayPayment: GatewayPayment;
  verifiedAt: Date;
}

/** A fee waived by a role allowed to, with its reason. */
export interface WaivedFee {
  type: 'waiver';
  service: PaymentService;
  reason: string;
  /** The fee waived. */
  amountKobo: number;
  currency: string;
}

/** What checkPayment answers and bindPayment takes. */
export type CheckedPayment = VerifiedPayment | WaivedFee;

/** What the payment paid for, as bindPayment stores it. */
export interface PaymentUse {
  /** The record's kind (`birth`, `death`, ...) or another word for what was paid for. */
  kind: string;
  recordId: number;
  /**
   * What it paid for, as the 409 of a second use names it: "This payment reference was already
   * used for <purpose>." E.g. "reprint 2 of birth certificate BC/LA/2026/0000012". No personal data.
   */
  purpose: string;
  actorId: number;
  actorName?: string | null;
  ip?: string | null;
  requestId?: string | null;
}

/** What bindPayment answers: the id to store with the service's event. */
export type BoundPayment =
  | { type: 'payment'; paymentId: number; reference: string; amountKobo: number; currency: string }
  | { type: 'waiver'; waiverId: number; reason: string; amountKobo: number; currency: string };

/** 409: the reference paid for something already; `usedFor` describes it. */
export const paymentAlreadyUsed = (usedFor: string) =>
  new AppError('PAYMENT_ALREADY_USED', alreadyUsedMessage(usedFor), { usedFor });

/** The service's fee now; 409 when none is set (the migration seeds every service). */
export async function requireFee(
  db: Database,
  service: PaymentService,
  now = new Date(),
): Promise<FeeRow> {
  const fee = await currentFee(db, service, now);
  if (!fee) throw new AppError('FEE_NOT_SET', noFeeMessage(service), { service });
  return fee;
}

/** Asks the gateway; no answer becomes 503 (time-out) or 502 (error), with nothing written. */
export async function askGateway(
  gateway: PaymentGateway,
  reference: string,
  fee: FeeRow,
): Promise<GatewayPayment> {
  try {
    return await gateway.verify(reference, { service: fee.service, amountKobo: fee.amountKobo });
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    throw error.reason === 'timeout'
      ? new AppError('PAYMENT_GATEWAY_UNAVAILABLE', PAYMENT_MESSAGES.gatewayTimeout, {
          retryAfter: 5,
        })
      : new AppError('PAYMENT_GATEWAY_FAILED', PAYMENT_MESSAGES.gatewayError, { retryAfter: 5 });
  }
}

/** Why a paid payment cannot pay for this service's fee, or null when it can. */
export function mismatchOf(payment: GatewayPayment, fee: FeeRow): string | null {
  if (payment.service !== null && payment.service !== fee.service) {
    return wrongServiceMessage(payment.service, fee.service);
  }
  if (payment.currency !== PAYMENT_CURRENCY) {
    return wrongCurrencyMessage(payment.currency ?? 'an unknown currency');
  }
  if (payment.amountKobo !== fee.amountKobo) {
    return wrongAmountMessage(fee.service, payment.amountKobo ?? 0, fee.amountKobo);
  }
  return null;
}

/** The message of a status that is not paid (402). */
export function notPaidMessage(status: GatewayPayment['status']): string {
  if (status === 'pending') return PAYMENT_MESSAGES.pending;
  if (status === 'failed') return PAYMENT_MESSAGES.failed;
  return PAYMENT_MESSAGES.notFound;
}

/**
 * Checks what a paid service's request offers BEFORE the service's transaction (the gateway
 * call is network). With `payment_reference`: paid, for the service's current fee, in NGN, not
 * used; with `waiver_reason` instead: the caller holds Can_Waive_Fees and gives at least 10
 * characters. Throws AppError: 402 (not paid / nothing given), 422 (wrong amount, currency or
 * service; both amounts in the message), 409 (already used, or no fee set), 403 (may not
 * waive), 400 (both given, reason too short), 503/502 (gateway). A pending payment leaves
 * nothing behind but a note of its status: the same reference may be offered again.
 *
 * `bindsWithRecord`: the caller's saving statement stores the paid reference with its binding
 * and finds it used there (records/submissions.ts), so neither is asked here: a submission of
 * a paid kind costs no more round trips and commits than the gateway's answer.
 */
export async function checkPayment(
  app: FastifyInstance,
  session: AuthSession,
  service: PaymentService,
  input: PaymentRequest,
  { bindsWithRecord = false } = {},
): Promise<CheckedPayment> {
  const reference = input.payment_reference?.trim() || undefined;
  const reason = input.waiver_reason?.trim() || undefined;
  if (reference && reason) throw invalid(PAYMENT_MESSAGES.referenceOrWaiver);
  const now = new Date();
  // Prepared, on the primary as every other fee read (a replica could lag a fee change).
  const fee = await requireFee(app.database.statementDb, service, now);

  if (reason !== undefined) {
    if (!hasAnyPermission(session.permissions, ['Can_Waive_Fees'])) {
      throw forbidden(PAYMENT_MESSAGES.waiverNotAllowed);
    }
    const parsed = waiverReasonSchema.safeParse(reason);
    if (!parsed.success) throw invalid(PAYMENT_MESSAGES.waiverReason, 'waiver_reason');
    return {
      type: 'waiver',
      service,
      reason: parsed.data,
      amountKobo: fee.amountKobo,
      currency: fee.currency,
    };
  }
  if (reference === undefined)
    throw new AppError('PAYMENT_REQUIRED', PAYMENT_MESSAGES.paymentRequired);
  if (!paymentReferenceSchema.safeParse(reference).success) {
    throw invalid(PAYMENT_MESSAGES.reference, 'payment_reference');
  }

  const gateway = app.paymentGateway;
  if (!bindsWithRecord) {
    const used = await usedFor(app.db, gateway.name, reference);
    if (used !== null) throw paymentAlreadyUsed(used);
  }
  const payment = await askGateway(gateway, reference, fee);
  if (payment.status !== 'not_found' && !(bindsWithRecord && payment.status === 'paid')) {
    await notePayment(app.db, gateway.name, service, { ...payment, reference }, now);
  }
  if (payment.status !== 'paid') {
    throw new AppError('PAYMENT_REQUIRED', notPaidMessage(payment.status), {
      paymentStatus: payment.status,
    });
  }
  const mismatch = mismatchOf(payment, fee);
  if (mismatch) throw new AppError('PAYMENT_MISMATCH', mismatch);
  return {
    type: 'payment',
    service,
    provider: gateway.name,
    reference,
    amountKobo: fee.amountKobo,
    currency: fee.currency,
    gatewayPayment: { ...payment, reference },
    verifiedAt: now,
  };
}

/**
 * Records the use of a checked payment INSIDE the service's transaction (`tx`), so the
 * reference is bound to what it paid for together with the service's own writes, or not at
 * all. A reference already bound (before, or by a concurrent transaction that committed first)
 * answers 409 "This payment reference was already used for <purpose>."; a waiver is stored with
 * its reason. Both are audited (payment.bind, payment.waive). Answers the id to store with the
 * service's event (its history entry).
 */
export async function bindPayment(
  tx: Database,
  checked: CheckedPayment,
  use: PaymentUse,
): Promise<BoundPayment> {
  const now = new Date();
  const audit = {
    actorUserId: use.actorId,
    actorUserName: use.actorName ?? null,
    ip: use.ip ?? null,
    requestId: use.requestId ?? null,
  };
  const target = { record_kind: use.kind, record_id: use.recordId, purpose: use.purpose };

  if (checked.type === 'waiver') {
    const waiverId = await insertWaiver(tx, {
      service: checked.service,
      amountKobo: checked.amountKobo,
      currency: checked.currency,
      reason: checked.reason,
      recordKind: use.kind,
      recordId: use.recordId,
      purpose: use.purpose,
      waivedBy: use.actorId,
      waivedAt: now,
    });
    await recordAudit(tx, {
      ...audit,
      action: 'payment.waive',
      entityType: 'payment_waiver',
      entityId: waiverId,
      details: {
        service: checked.service,
        amount_kobo: checked.amountKobo,
        reason: checked.reason,
        ...target,
      },
    });
    return {
      type: 'waiver',
      waiverId,
      reason: checked.reason,
      amountKobo: checked.amountKobo,
      currency: checked.currency,
    };
  }

  const paymentId = await bindPaymentRow(
    tx,
    checked.provider,
    checked.service,
    checked.gatewayPayment,
    checked.verifiedAt,
    {
      recordKind: use.kind,
      recordId: use.recordId,
      purpose: use.purpose,
      boundBy: use.actorId,
      boundAt: now,
    },
  );
  if (paymentId === undefined) {
    const used = await findPayment(tx, checked.provider, checked.reference);
    throw paymentAlreadyUsed(used?.purpose ?? 'another service');
  }
  await recordAudit(tx, {
    ...audit,
    action: 'payment.bind',
    entityType: 'payment',
    entityId: paymentId,
    details: {
      service: checked.service,
      provider: checked.provider,
      reference: checked.reference,
      amount_kobo: checked.amountKobo,
      ...target,
    },
  });
  return {
    type: 'payment',
    paymentId,
    reference: checked.reference,
    amountKobo: checked.amountKobo,
    currency: checked.currency,
  };
}
