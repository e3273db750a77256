import { listSchema, type ApplicationStatus, type Pagination } from '@vitalreg/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RecordKindView, RecordSummary } from '../types';
import { useListErrorToast } from './list-error';

/** The list's filters as the screen holds them ('' or undefined: not filtered). */
export interface RecordListFilters {
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

export interface RecordList<S extends RecordSummary = RecordSummary> {
  pagination: Pagination;
  result: S[];
}

/** `GET /{apiPath}/list/{page}`: the caller's records of the kind in scope, newest first. */
export function getRecords<S extends RecordSummary>(
  kind: RecordKindView<S>,
  page: number,
  filters: RecordListFilters = {},
  signal?: AbortSignal,
): Promise<RecordList<S>> {
  return api.get(`/${kind.apiPath}/list/${page}`, {
    params: {
      status: filters.status,
      from: filters.from,
      to: filters.to,
      centre_id: filters.centre_id,
      q: filters.q?.trim(),
      certificate_number: filters.certificate_number?.trim(),
      limit: filters.limit,
    },
    schema: listSchema(kind.summarySchema),
    signal,
  });
}

export const recordsQueryOptions = <S extends RecordSummary>(
  kind: RecordKindView<S>,
  page: number,
  filters: RecordListFilters = {},
) =>
  queryOptions({
    queryKey: [kind.queryKey, 'list', page, filters],
    queryFn: ({ signal }) => getRecords(kind, page, filters, signal),
    // Failures are shown with the list's own message (spec section 8).
    meta: { silent: true },
    staleTime: 30_000,
  });

export function useRecords<S extends RecordSummary>(
  kind: RecordKindView<S>,
  page: number,
  filters: RecordListFilters = {},
) {
  const query = useQuery({
    ...recordsQueryOptions(kind, page, filters),
    // Keeps the last page in view while the next loads, never another kind's rows.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[0] === kind.queryKey ? keepPreviousData(previous) : undefined,
  });
  useListErrorToast(query.error, query.errorUpdatedAt);
  return query;
}
