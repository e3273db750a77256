import type { RegistrationPlace } from '@vitalreg/domain';
import type { FastifyInstance } from 'fastify';
import type { AppError } from '../../errors.ts';
import type { AuthSession, RequestContext } from '../auth/service.ts';
import {
  bindPayment,
  checkPayment,
  referenceUsedConflict,
  type CheckedPayment,
} from '../payments/service.ts';
import type { AnyRecordKind } from './kind.ts';
import {
  insertSubmissionIn,
  paymentPurpose,
  type NewSubmission,
  type PaymentToBind,
  type SubmissionOutcome,
} from './submissions.ts';

type PaidPayment = Extract<CheckedPayment, { type: 'payment' }>;

/**
 * A paid kind's checked payment. A paid reference is bound by the statement that saves the
 * record, batched like any submission (submissions.ts): saved one transaction each, every
 * submission of a centre waited on the same counts rows until the one before it was on disk.
 * A waived fee (rare) is stored with its record in
 * a transaction of their own (save).
 */
export type SubmissionPayment =
  | {
      type: 'payment';
      toBind: PaymentToBind;
      /** 409 naming what the reference paid for, when the saving statement found it used. */
      usedConflict(): Promise<AppError>;
    }
  | { type: 'waiver'; save(entry: NewSubmission): Promise<SubmissionOutcome> };

/** What the engine's submit asks before saving a record of a paid kind (kind.payment). */
export type SubmissionPaymentCheck = (
  submission: RegistrationPlace,
  session: AuthSession,
  context: RequestContext,
) => Promise<SubmissionPayment>;

/** A reference the gateway says paid, as a saving statement binds it (PaymentToBind). */
export function paymentToBind(checked: PaidPayment): PaymentToBind {
  const { provider, service, reference, amountKobo, currency, verifiedAt } = checked;
  const { providerReference, paidAt } = checked.gatewayPayment;
  return {
    provider,
    service,
    reference,
    amountKobo,
    currency,
    paidKobo: checked.gatewayPayment.amountKobo,
    providerReference,
    paidAt,
    verifiedAt,
  };
}

/**
 * 409 naming what the reference paid for (to a caller who may open that record), when a saving
 * statement found it bound already.
 */
export const usedConflict = referenceUsedConflict;

/**
 * The payment check of a paid kind (the attestation fee), or undefined for a free kind. Before
 * saving: checkPayment (the gateway; 402/409/422/403/400/503/502 as payments/service.ts says).
 * With the record: the reference bound single-use, naming the record in its purpose.
 */
export function submissionPaymentCheck(
  app: FastifyInstance,
  kind: AnyRecordKind,
): SubmissionPaymentCheck | undefined {
  const payment = kind.payment;
  if (!payment) return undefined;
  return async (submission, session, context) => {
    const checked = await checkPayment(
      app,
      session,
      payment.service,
      payment.requestOf(submission),
      { bindsWithRecord: true },
    );
    if (checked.type === 'payment') {
      return {
        type: 'payment',
        toBind: paymentToBind(checked),
        usedConflict: () => usedConflict(app.db, checked),
      };
    }
    return {
      type: 'waiver',
      save: (entry) =>
        app.db.transaction(async (tx) => {
          const outcome = await insertSubmissionIn(tx, entry);
          const saved = (outcome.answer as { data?: { id: number; reference: string } })?.data;
          if (saved) {
            await bindPayment(tx, checked, {
              kind: kind.key,
              recordId: saved.id,
              purpose: paymentPurpose(kind, saved.reference),
              actorId: session.user.User_ID,
              actorName: session.user.UserName,
              ip: context.ip,
              requestId: context.requestId,
            });
          }
          return outcome;
        }),
    };
  };
}
