import type { QueryRecord } from '@vitalreg/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { RecordKindView } from '../types';

/** The reviewer's reason for querying a record (the same rules for every kind). */
export type QueryRecordInput = { id: number } & QueryRecord;

/**
 * `POST /dcr/registrations/{reviewPath}/reject`: the reviewer queries the record back
 * (pending -> queried).
 */
export function queryRecord(
  kind: Pick<RecordKindView, 'reviewPath'>,
  input: QueryRecordInput,
): Promise<unknown> {
  return api.post<unknown>(`/dcr/registrations/${kind.reviewPath}/reject`, {
    id: input.id,
    reason: input.reason,
  });
}

export function useQueryRecord(kind: Pick<RecordKindView, 'reviewPath' | 'queryKey'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QueryRecordInput) => queryRecord(kind, input),
    // A refusal is shown in the query's dialog.
    meta: { silent: true },
    onSuccess: () => {
      toast.success('Record queried back to its registrar.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [kind.queryKey] }),
  });
}
