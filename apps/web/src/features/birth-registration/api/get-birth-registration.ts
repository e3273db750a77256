import { birthRegistrationDetailSchema, type BirthRegistrationDetail } from '@vitalreg/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /birth-registration/{id}`: one record in the caller's scope, with its history. */
export function getBirthRegistration(
  id: number,
  signal?: AbortSignal,
): Promise<BirthRegistrationDetail> {
  return api.get(`/birth-registration/${id}`, { schema: birthRegistrationDetailSchema, signal });
}

export const birthRegistrationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['birth-registrations', 'detail', id],
    queryFn: ({ signal }) => getBirthRegistration(id, signal),
    staleTime: 0,
  });

export function useBirthRegistration(id: number) {
  return useQuery({
    ...birthRegistrationQueryOptions(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
