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
 * 402 not paid (pending, failed, unknown reference, nothing given; a waiver not granted), 422
 * paid but not for this (no service or another one, currency, amount, a date outside the
 * window; a waiver granted for another service or certificate), 409 already used, 403 a waiver
 * asked for by someone else, 400 both a reference and a waiver, 503 the gateway did not answer,
 * 502 it answered with an error. bindPayment, in the service's transaction, makes the use
 * single: a second use, even a concurrent one, answers 409 naming what it paid for to whoever
 * may open that record, and "another service" to anyone else (usedForViewer). A payment
 * is bound under the reference as the gateway spells it, so two spellings of it pay once.
 */
import {
  alreadyUsedMessage,
  mayOpenRecord,
  noFeeMessage,
  PAYMENT_CURRENCY,
  PAYMENT_MESSAGES,
  paymentReferenceSchema,
  paymentTooOldMessage,
  waiverUsedMessage,
  wrongAmountMessage,
  wrongCurrencyMessage,
  wrongServiceMessage,
  RECORD_KIND_DECLARATIONS,
  type Actor,
  type PaymentGatewayName,
  type PaymentService,
} from '@vitalreg/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, invalid, stateConflict } from '../../errors.ts';
import {
  createPaymentGateway,
  PaymentGatewayError,
  type GatewayPayment,
  type PaymentGateway,
} from '../../integrations/payment-gateway/index.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { actorOf, type AuthSession } from '../auth/service.ts';
import {
  bindPaymentRow,
  currentFee,
  insertWaiver,
  notePayment,
  usedFor,
  useWaiverRequest,
  waiverRequestRow,
  waiverUse,
  type FeeRow,
  type PaidUse,
  type WaiverRequestRow,
} from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway (the sandbox unless PAYMENT_GATEWAY=paystack). */
    paymentGateway: PaymentGateway;
    /** A payment pays for a service only within this many days of being made. */
    paymentMaxAgeDays: number;
  }
}

/** Decorates the app with the configured gateway (app.ts, beside the blob store). */
export function registerPayments(app: FastifyInstance, config: AppConfig): void {
  app.decorate(
    'paymentGateway',
    createPaymentGateway(config, (message) => app.log.warn({ gateway: 'payment' }, message)),
  );
  app.decorate('paymentMaxAgeDays', config.paymentMaxAgeDays ?? 30);
}

/** What a paid service's request carries: a reference, or a fee waiver granted to the caller. */
export interface PaymentRequest {
  payment_reference?: string | undefined;
  waiver_id?: number | undefined;
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
  /** Who checked it: a 409 names what it paid for only if they may open that record. */
  viewer: Actor;
}

/** A fee waiver granted to the caller by another officer, for this service. */
export interface WaivedFee {
  type: 'waiver';
  service: PaymentService;
  /** The waiver request's id (`waiver_id` in the service's request). */
  requestId: number;
  /** Who asked for it: the only one who may use it. */
  requestedBy: number;
  reason: string;
  /** The fee waived. */
  amountKobo: number;
  currency: string;
  /** Who checked it (who asked for it): as for VerifiedPayment. */
  viewer: Actor;
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

/** What a 409 says a payment or waiver paid for when the caller may not be told. */
export const ANOTHER_SERVICE = 'another service';

/**
 * What a used payment or waiver paid for, as `viewer` may be told it: its purpose (which names
 * a certificate) only when they may open the record it paid for, as the duplicate check names a
 * record (mayOpenRecord); otherwise "another service". A reference tried outside its area
 * names no certificate.
 */
export function usedForViewer(use: PaidUse | null, viewer: Actor): string {
  const kind = use?.recordKind;
  if (!use?.place || !kind || !Object.hasOwn(RECORD_KIND_DECLARATIONS, kind)) {
    return ANOTHER_SERVICE;
  }
  const declaration = RECORD_KIND_DECLARATIONS[kind as keyof typeof RECORD_KIND_DECLARATIONS];
  return mayOpenRecord(viewer, declaration, use.place) ? use.purpose : ANOTHER_SERVICE;
}

/** 409 when a checked reference turns out bound already, said as its checker may be told. */
export async function referenceUsedConflict(
  db: Database,
  checked: VerifiedPayment,
): Promise<AppError> {
  return paymentAlreadyUsed(
    usedForViewer(await usedFor(db, checked.provider, checked.reference), checked.viewer),
  );
}

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

/**
 * The service's fee in force `now`: prepared, on the primary as every other fee read (a replica
 * could lag a fee change).
 */
export function readFee(
  app: FastifyInstance,
  service: PaymentService,
  now = new Date(),
): Promise<FeeRow> {
  return requireFee(app.database.statementDb, service, now);
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

/** A payment dated this far ahead of our clock still counts (the gateway's clock differs). */
const FUTURE_TOLERANCE_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Whether a paid payment pays for this service: made for it (the gateway's purpose), in NGN,
 * within the window (not older than `maxAgeDays`, not in the future), for the fee in force on
 * the day it was paid (`fee` is today's; an older one is read). Answers that fee, and why it
 * cannot pay (null when it can).
 */
export async function assessPayment(
  db: Database,
  payment: GatewayPayment,
  fee: FeeRow,
  now: Date,
  maxAgeDays: number,
): Promise<{ fee: FeeRow; mismatch: string | null }> {
  const refused = (mismatch: string) => ({ fee, mismatch });
  if (payment.service === null) return refused(PAYMENT_MESSAGES.noPurpose);
  if (payment.service !== fee.service) {
    return refused(wrongServiceMessage(payment.service, fee.service));
  }
  if (payment.currency !== PAYMENT_CURRENCY) {
    return refused(wrongCurrencyMessage(payment.currency ?? 'an unknown currency'));
  }
  const paidAt = payment.paidAt;
  if (paidAt === null) return refused(PAYMENT_MESSAGES.noPaidDate);
  if (paidAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) {
    return refused(PAYMENT_MESSAGES.paidInFuture);
  }
  if (paidAt.getTime() < now.getTime() - maxAgeDays * DAY_MS) {
    return refused(paymentTooOldMessage(maxAgeDays));
  }
  const feeThen =
    paidAt.getTime() >= fee.validFrom.getTime() ? fee : await currentFee(db, fee.service, paidAt);
  if (!feeThen) return refused(noFeeMessage(fee.service));
  if (payment.amountKobo !== feeThen.amountKobo) {
    return {
      fee: feeThen,
      mismatch: wrongAmountMessage(fee.service, payment.amountKobo ?? 0, feeThen.amountKobo),
    };
  }
  return { fee: feeThen, mismatch: null };
}

/** The message of a status that is not paid (402). */
export function notPaidMessage(status: GatewayPayment['status']): string {
  if (status === 'pending') return PAYMENT_MESSAGES.pending;
  if (status === 'failed') return PAYMENT_MESSAGES.failed;
  return PAYMENT_MESSAGES.notFound;
}

/** The record a paid service is for, when it exists before the service saves (not attestation). */
export interface PaidRecord {
  kind: string;
  id: number;
}

/**
 * Checks what a paid service's request offers BEFORE the service's transaction (the gateway
 * call is network). With `payment_reference`: paid, for this service (the gateway's purpose),
 * in NGN, within the payment window, for the fee in force when it was paid, not used; with
 * `waiver_id` instead: a waiver the caller asked for, granted by another officer, for this
 * service (and `record`, when given), not used. Throws AppError: 402 (not paid / nothing given
 * / waiver not granted), 422 (not for this: purpose, currency, amount, date; waiver for another
 * service or certificate), 409 (already used, or no fee set), 403 (another's waiver), 400 (both
 * given, an unknown waiver), 503/502 (gateway). A pending payment leaves nothing behind but a
 * note of its status: the same reference may be offered again.
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
  {
    bindsWithRecord = false,
    record,
    fee: feeRead,
  }: {
    bindsWithRecord?: boolean;
    record?: PaidRecord;
    /** The fee's read (readFee), when the caller started it with its own reads. */
    fee?: Promise<FeeRow>;
  } = {},
): Promise<CheckedPayment> {
  const entered = input.payment_reference?.trim() || undefined;
  const waiverId = input.waiver_id;
  if (entered && waiverId !== undefined) throw invalid(PAYMENT_MESSAGES.referenceOrWaiver);
  const now = new Date();
  const fee = await (feeRead ?? readFee(app, service, now));
  const viewer = actorOf(session);

  if (waiverId !== undefined) {
    const row = await waiverRequestRow(app.db, waiverId);
    if (!row) throw invalid(PAYMENT_MESSAGES.waiverNotFound, 'waiver_id');
    const refusal = await waiverRefusal(app.db, row, service, viewer, record);
    if (refusal) throw refusal;
    return {
      type: 'waiver',
      service,
      requestId: row.id,
      requestedBy: row.requestedBy,
      reason: row.reason,
      amountKobo: fee.amountKobo,
      currency: fee.currency,
      viewer,
    };
  }
  if (entered === undefined)
    throw new AppError('PAYMENT_REQUIRED', PAYMENT_MESSAGES.paymentRequired);
  if (!paymentReferenceSchema.safeParse(entered).success) {
    throw invalid(PAYMENT_MESSAGES.reference, 'payment_reference');
  }

  const gateway = app.paymentGateway;
  const payment = await askGateway(gateway, entered, fee);
  // Bound and looked up as the gateway spells it.
  const reference = payment.reference || entered;
  if (!bindsWithRecord) {
    const used = await usedFor(app.db, gateway.name, reference);
    if (used !== null) throw paymentAlreadyUsed(usedForViewer(used, viewer));
  }
  if (payment.status !== 'not_found' && !(bindsWithRecord && payment.status === 'paid')) {
    await notePayment(app.db, gateway.name, service, { ...payment, reference }, now);
  }
  if (payment.status !== 'paid') {
    throw new AppError('PAYMENT_REQUIRED', notPaidMessage(payment.status), {
      paymentStatus: payment.status,
    });
  }
  const assessed = await assessPayment(app.db, payment, fee, now, app.paymentMaxAgeDays);
  if (assessed.mismatch) throw new AppError('PAYMENT_MISMATCH', assessed.mismatch);
  return {
    type: 'payment',
    service,
    provider: gateway.name,
    reference,
    amountKobo: assessed.fee.amountKobo,
    currency: assessed.fee.currency,
    gatewayPayment: { ...payment, reference },
    verifiedAt: now,
    viewer,
  };
}

/**
 * Why a waiver cannot pay for `service` (and `record`) used by `viewer`, or undefined when it
 * can: 403 another officer's, 402 not granted (pending, refused), 409 used (naming what it
 * paid for only if they may open that record), 422 another service or certificate.
 */
export async function waiverRefusal(
  db: Database,
  row: WaiverRequestRow,
  service: PaymentService,
  viewer: Actor,
  record?: PaidRecord,
): Promise<AppError | undefined> {
  if (row.requestedBy !== viewer.id) return forbidden(PAYMENT_MESSAGES.waiverNotYours);
  if (row.status === 'used') {
    const usedFor = usedForViewer(await waiverUse(db, row.id), viewer);
    return new AppError('PAYMENT_ALREADY_USED', waiverUsedMessage(usedFor), { usedFor });
  }
  if (row.status === 'pending') {
    return new AppError('PAYMENT_REQUIRED', PAYMENT_MESSAGES.waiverPending);
  }
  if (row.status === 'refused') {
    return new AppError('PAYMENT_REQUIRED', PAYMENT_MESSAGES.waiverRefused);
  }
  if (row.service !== service) {
    return new AppError('PAYMENT_MISMATCH', PAYMENT_MESSAGES.waiverOtherService);
  }
  if (
    record &&
    row.recordId !== null &&
    (row.recordId !== record.id || row.recordKind !== record.kind)
  ) {
    return new AppError('PAYMENT_MISMATCH', PAYMENT_MESSAGES.waiverOtherRecord);
  }
  return undefined;
}

/** Why a waiver that a saving statement could not use cannot pay (re-read), for its 4xx. */
export async function waiverConflict(
  db: Database,
  checked: WaivedFee,
  record?: PaidRecord,
): Promise<AppError> {
  const row = await waiverRequestRow(db, checked.requestId);
  const refusal = row
    ? await waiverRefusal(db, row, checked.service, checked.viewer, record)
    : undefined;
  return refusal ?? stateConflict(PAYMENT_MESSAGES.waiverNotFound);
}

/**
 * Records the use of a checked payment INSIDE the service's transaction (`tx`), so the
 * reference is bound to what it paid for together with the service's own writes, or not at
 * all. A reference already bound (before, or by a concurrent transaction that committed first)
 * answers 409 "This payment reference was already used for <purpose>." (usedForViewer); a
 * waiver is stored with its reason. Both are audited (payment.bind, payment.waive). Answers the
 * id to store with the service's event (its history entry).
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
    const record = { kind: use.kind, id: use.recordId };
    // Used once, by whoever asked, for its service and certificate (a concurrent use waits on
    // the row and then finds it used).
    const used = await useWaiverRequest(tx, checked, use.actorId, record, now);
    if (!used) throw await waiverConflict(tx, checked, record);
    const waiverId = await insertWaiver(tx, {
      service: checked.service,
      amountKobo: checked.amountKobo,
      currency: checked.currency,
      reason: checked.reason,
      recordKind: use.kind,
      recordId: use.recordId,
      purpose: use.purpose,
      waivedBy: used.grantedBy,
      waivedAt: now,
      waiverRequestId: checked.requestId,
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
        waiver_request_id: checked.requestId,
        granted_by: used.grantedBy,
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
  if (paymentId === undefined) throw await referenceUsedConflict(tx, checked);
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
