import { useMutation, useQueryClient } from '@tanstack/react-query';
import { modificationApprovalSchema } from '@vitalreg/domain';
import { api } from '@/lib/api-client';
import type { ModificationKind } from '../modification-kinds';
import { modificationQueryKeys } from './query-keys';

/** `POST /modification/{apiPath}/{id}/approve`: applied to the record, as its new version. */
export function useApproveModification(kind: ModificationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post(`/modification/${kind.apiPath}/${id}/approve`, undefined, {
        schema: modificationApprovalSchema,
      }),
    meta: { silent: true },
    onSuccess: (approval) =>
      queryClient.setQueryData(
        modificationQueryKeys.request(kind.key, approval.request.id),
        approval.request,
      ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: modificationQueryKeys.kind(kind.key) }),
  });
}

/** `POST /modification/{apiPath}/{id}/query` `{ reason }`: back to its requester. */
export function useQueryModification(kind: ModificationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<unknown>(`/modification/${kind.apiPath}/${id}/query`, { reason }),
    meta: { silent: true },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: modificationQueryKeys.kind(kind.key) }),
  });
}
