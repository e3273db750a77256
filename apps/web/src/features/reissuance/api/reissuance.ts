import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SENT_NOW } from '@/features/offline';
import {
  emailCodeSentSchema,
  emailConfirmationSchema,
  listSchema,
  reissuanceApprovalSchema,
  reissuanceEntrySchema,
  reissuanceStatsSchema,
  type EmailCodeSent,
  type EmailConfirmation,
  type ReissuanceRequestInput,
} from '@vitalreg/domain';
import { api } from '@/lib/api-client';

export const reissuanceQueryKeys = {
  all: ['reissuance'] as const,
  list: (page: number) => ['reissuance', 'list', page] as const,
  stats: ['reissuance', 'stats'] as const,
};

const reissuanceListSchema = listSchema(reissuanceEntrySchema);

/** `POST /email-codes`: a 6-digit code e-mailed to the recipient (again after 60 seconds). */
export function useSendEmailCode() {
  return useMutation({
    mutationFn: (email: string): Promise<EmailCodeSent> =>
      api.post('/email-codes', { email, purpose: 'reissuance' }, { schema: emailCodeSentSchema }),
    meta: { silent: true },
    ...SENT_NOW,
  });
}

/** `POST /email-codes/verify`: the code typed -> a confirmation token. */
export function useVerifyEmailCode() {
  return useMutation({
    mutationFn: (input: { email: string; code: string }): Promise<EmailConfirmation> =>
      api.post(
        '/email-codes/verify',
        { ...input, purpose: 'reissuance' },
        { schema: emailConfirmationSchema },
      ),
    meta: { silent: true },
    ...SENT_NOW,
  });
}

/** `POST /reissuance`: a pending request. */
export function useSubmitReissuance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReissuanceRequestInput) =>
      api.post('/reissuance', input, { schema: reissuanceEntrySchema }),
    meta: { silent: true },
    ...SENT_NOW,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reissuanceQueryKeys.all }),
  });
}

/** `POST /reissuance/{id}/approve`: the certificate issued again (DCR / state director). */
export function useApproveReissuance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post(`/reissuance/${id}/approve`, undefined, { schema: reissuanceApprovalSchema }),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reissuanceQueryKeys.all }),
  });
}

export function useReissuances(page: number) {
  return useQuery({
    queryKey: reissuanceQueryKeys.list(page),
    queryFn: ({ signal }) =>
      api.get(`/reissuance/list/${page}`, { schema: reissuanceListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReissuanceStats() {
  return useQuery({
    queryKey: reissuanceQueryKeys.stats,
    queryFn: ({ signal }) =>
      api.get('/reissuance/stats', { schema: reissuanceStatsSchema, signal }),
  });
}
