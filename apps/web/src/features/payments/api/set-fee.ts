import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeeHistoryEntry, PaymentService, SetFee } from '@vitalreg/domain';
import { firstMessage, request } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { paymentQueryKeys } from './get-fees';

/** `PUT /payments/fees/{service}`: a new fee in kobo, from now or a later `valid_from`. */
export async function setFee(service: PaymentService, fee: SetFee) {
  const envelope = await request<FeeHistoryEntry>('PUT', `/payments/fees/${service}`, {
    body: fee,
  });
  return { entry: envelope.data, message: firstMessage(envelope.message) ?? 'Fee saved.' };
}

/** The dialog shows a refusal itself (beside the amount): no error toast. */
export function useSetFee() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ service, fee }: { service: PaymentService; fee: SetFee }) =>
      setFee(service, fee),
    onSuccess: ({ message }) => toast.success(message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentQueryKeys.fees }),
  });
}
