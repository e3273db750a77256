import type { State } from '@vitalreg/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /option/states: the 36 states and the FCT. */
export function getStates(): Promise<State[]> {
  return api.get<State[]>('/option/states');
}

export const statesQueryOptions = () =>
  queryOptions({
    queryKey: ['options', 'states'],
    queryFn: getStates,
    // Reference data changes rarely.
    staleTime: Infinity,
  });

export function useStates() {
  return useQuery(statesQueryOptions());
}
