import type { QueryBirthRegistration } from '@vitalreg/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** `POST /dcr/registrations/birth/reject`: the reviewer queries the record back (pending -> queried). */
export function queryBirthRegistration(
  input: { id: number } & QueryBirthRegistration,
): Promise<unknown> {
  return api.post<unknown>('/dcr/registrations/birth/reject', {
    id: input.id,
    reason: input.reason,
  });
}

export function useQueryBirthRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: queryBirthRegistration,
    onSuccess: () => {
      toast.success('Record queried back to its registrar.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['birth-registrations'] }),
  });
}
