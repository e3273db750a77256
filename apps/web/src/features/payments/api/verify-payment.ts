import { useMutation } from '@tanstack/react-query';
import {
  paymentVerificationSchema,
  type PaymentVerification,
  type VerifyPayment,
} from '@vitalreg/domain';
import { firstMessage, request } from '@/lib/api-client';

export interface VerifiedPayment {
  verification: PaymentVerification;
  /** What to do next, in the server's words ("This payment is still pending. ..."). */
  message: string;
}

/** `POST /payments/verify`: what the gateway says about a reference, against the fee. */
export async function verifyPayment(input: VerifyPayment): Promise<VerifiedPayment> {
  const envelope = await request<PaymentVerification>('POST', '/payments/verify', {
    body: input,
    schema: paymentVerificationSchema,
  });
  return { verification: envelope.data, message: firstMessage(envelope.message) ?? '' };
}

/** The payment step shows the outcome (and a gateway failure) itself: no error toast. */
export function useVerifyPayment() {
  return useMutation({ mutationFn: verifyPayment, meta: { silent: true } });
}
