import type { RegistrationPlace } from '@vitalreg/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { AuthSession, RequestContext } from '../auth/service.ts';
import { bindPayment, checkPayment } from '../payments/service.ts';
import type { AnyRecordKind } from './service.ts';

/** A paid kind's checked payment, to bind in the transaction that saves the record. */
export interface SubmissionPayment {
  bind(tx: Database, record: { id: number; reference: string }): Promise<void>;
}

/** What the engine's submit asks before saving a record of a paid kind (kind.payment). */
export type SubmissionPaymentCheck = (
  submission: RegistrationPlace,
  session: AuthSession,
  context: RequestContext,
) => Promise<SubmissionPayment>;

/**
 * The payment check of a paid kind (the attestation fee), or undefined for a free kind. Before
 * saving: checkPayment (the gateway; 402/409/422/403/400/503/502 as payments/service.ts says).
 * In the saving transaction: bindPayment, single-use, naming the record in its purpose.
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
    );
    return {
      async bind(tx, record) {
        await bindPayment(tx, checked, {
          kind: kind.key,
          recordId: record.id,
          purpose: `${kind.name} ${record.reference}`,
          actorId: session.user.User_ID,
          actorName: session.user.UserName,
          ip: context.ip,
          requestId: context.requestId,
        });
      },
    };
  };
}
