import { useQuery } from '@tanstack/react-query';
import { feesAnswerSchema, type Fee, type FeesAnswer, type PaymentService } from '@vitalreg/domain';
import { api } from '@/lib/api-client';

export const paymentQueryKeys = {
  fees: ['payments', 'fees'] as const,
  history: ['payments', 'fees', 'history'] as const,
};

/** `GET /payments/fees`: each service's current fee and the configured gateway. */
export function getFees(signal?: AbortSignal): Promise<FeesAnswer> {
  return api.get('/payments/fees', { schema: feesAnswerSchema, signal });
}

export function useFees() {
  return useQuery({
    queryKey: paymentQueryKeys.fees,
    queryFn: ({ signal }) => getFees(signal),
    // A fee changes rarely, but a stale one would be shown beside the payment step.
    staleTime: 30_000,
  });
}

export function feeOf(answer: FeesAnswer | undefined, service: PaymentService): Fee | undefined {
  return answer?.fees.find((fee) => fee.service === service);
}
