import type { Lga } from '@vitalreg/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /option/lgas?state_id=: the local government areas of one state. */
export function getLgas(stateId: number): Promise<Lga[]> {
  return api.get<Lga[]>('/option/lgas', { params: { state_id: stateId } });
}

export const lgasQueryOptions = (stateId: number) =>
  queryOptions({
    queryKey: ['options', 'lgas', stateId],
    queryFn: () => getLgas(stateId),
    staleTime: Infinity,
  });

export function useLgas(stateId: number | null | undefined) {
  return useQuery({ ...lgasQueryOptions(stateId ?? 0), enabled: stateId != null });
}
