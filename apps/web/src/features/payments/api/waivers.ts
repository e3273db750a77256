import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  feeWaiverSchema,
  type FeeWaiver,
  type PaymentService,
  type WaiverRequest,
} from '@vitalreg/domain';
import { firstMessage, request } from '@/lib/api-client';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const waiverQueryKeys = {
  all: ['payments', 'waivers'] as const,
  one: (id: number) => ['payments', 'waivers', id] as const,
  mine: (service: PaymentService) => ['payments', 'waivers', 'mine', service] as const,
  pending: ['payments', 'waivers', 'pending'] as const,
};

/** While a waiver waits for another officer, its step asks again this often. */
const PENDING_REFRESH_MS = 15_000;

/** `POST /payments/waivers`: asks for a fee waiver (pending until another officer decides). */
export async function askWaiver(input: WaiverRequest): Promise<FeeWaiver> {
  return api.post('/payments/waivers', input, { schema: feeWaiverSchema });
}

/** The payment step shows a refusal itself: no error toast. */
export function useAskWaiver() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: askWaiver,
    onSuccess: (waiver) => queryClient.setQueryData(waiverQueryKeys.one(waiver.id), waiver),
  });
}

/** `GET /payments/waivers/{id}`, asked again while it is pending. */
export function useWaiver(id: number | null) {
  return useQuery({
    queryKey: waiverQueryKeys.one(id ?? 0),
    queryFn: ({ signal }) =>
      api.get(`/payments/waivers/${id}`, { schema: feeWaiverSchema, signal }),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' ? PENDING_REFRESH_MS : false,
  });
}

/** The caller's own waivers of a service (`mine=true`), to find an open one again. */
export function useMyWaivers(service: PaymentService, enabled: boolean) {
  return useQuery({
    queryKey: waiverQueryKeys.mine(service),
    queryFn: ({ signal }) =>
      api.get('/payments/waivers', {
        params: { mine: true, service },
        schema: feeWaiverSchema.array(),
        signal,
      }),
    enabled,
  });
}

/** `GET /payments/waivers?status=pending`: the queue of the caller's area. */
export function usePendingWaivers() {
  return useQuery({
    queryKey: waiverQueryKeys.pending,
    queryFn: ({ signal }) =>
      api.get('/payments/waivers', {
        params: { status: 'pending' },
        schema: feeWaiverSchema.array(),
        signal,
      }),
    refetchInterval: PENDING_REFRESH_MS,
  });
}

/** `POST /payments/waivers/{id}/grant` or `/refuse`, with an optional note. */
export async function decideWaiver(input: {
  id: number;
  decision: 'grant' | 'refuse';
  note?: string;
}) {
  const envelope = await request<FeeWaiver>(
    'POST',
    `/payments/waivers/${input.id}/${input.decision}`,
    { body: input.note ? { note: input.note } : {}, schema: feeWaiverSchema },
  );
  return { waiver: envelope.data, message: firstMessage(envelope.message) ?? '' };
}

export function useDecideWaiver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideWaiver,
    onSuccess: ({ message }) => toast.success(message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waiverQueryKeys.all }),
  });
}
