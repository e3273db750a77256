import { useQuery } from '@tanstack/react-query';
import { feeHistoryEntrySchema, type FeeHistoryEntry } from '@vitalreg/domain';
import { api } from '@/lib/api-client';
import { paymentQueryKeys } from './get-fees';

/** `GET /payments/fees/history` (Can_Manage_Fees): every fee set, the latest start first. */
export function getFeeHistory(signal?: AbortSignal): Promise<FeeHistoryEntry[]> {
  return api.get('/payments/fees/history', { schema: feeHistoryEntrySchema.array(), signal });
}

export function useFeeHistory() {
  return useQuery({
    queryKey: paymentQueryKeys.history,
    queryFn: ({ signal }) => getFeeHistory(signal),
    staleTime: 0,
  });
}
