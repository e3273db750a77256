import {
  birthRegistrationSummarySchema,
  listSchema,
  type ApplicationStatus,
  type BirthRegistrationSummary,
  type Pagination,
} from '@vitalreg/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useListErrorToast } from './list-error';

/** The list's filters as the screen holds them ('' or undefined: not filtered). */
export interface BirthRegistrationListFilters {
  status?: ApplicationStatus | '';
  /** Inclusive capture dates, yyyy-mm-dd. */
  from?: string;
  to?: string;
  centre_id?: number | '';
  /** Free-text name or reference search. */
  q?: string;
  certificate_number?: string;
  limit?: number;
}

export interface BirthRegistrationList {
  pagination: Pagination;
  result: BirthRegistrationSummary[];
}

const birthRegistrationListSchema = listSchema(birthRegistrationSummarySchema);

/** `GET /birth-registration/list/{page}`: the caller's records in scope, newest first. */
export function getBirthRegistrations(
  page: number,
  filters: BirthRegistrationListFilters = {},
  signal?: AbortSignal,
): Promise<BirthRegistrationList> {
  return api.get(`/birth-registration/list/${page}`, {
    params: {
      status: filters.status,
      from: filters.from,
      to: filters.to,
      centre_id: filters.centre_id,
      q: filters.q?.trim(),
      certificate_number: filters.certificate_number?.trim(),
      limit: filters.limit,
    },
    schema: birthRegistrationListSchema,
    signal,
  });
}

export const birthRegistrationsQueryOptions = (
  page: number,
  filters: BirthRegistrationListFilters = {},
) =>
  queryOptions({
    queryKey: ['birth-registrations', 'list', page, filters],
    queryFn: ({ signal }) => getBirthRegistrations(page, filters, signal),
    // Failures are shown with the list's own message (spec section 8).
    meta: { silent: true },
    staleTime: 30_000,
  });

export function useBirthRegistrations(page: number, filters: BirthRegistrationListFilters = {}) {
  const query = useQuery({
    ...birthRegistrationsQueryOptions(page, filters),
    placeholderData: keepPreviousData,
  });
  useListErrorToast(query.error, query.errorUpdatedAt);
  return query;
}
