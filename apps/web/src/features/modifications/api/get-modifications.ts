import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import {
  listSchema,
  modificationEntrySchema,
  modificationStatsSchema,
  RECORD_LIST_MAX_LIMIT,
  type ModificationEntry,
  type Pagination,
} from '@vitalreg/domain';
import { api } from '@/lib/api-client';
import type { ModificationKind } from '../modification-kinds';
import { modificationQueryKeys, type ModificationFilters } from './query-keys';

const modificationListSchema = listSchema(modificationEntrySchema);

export interface ModificationList {
  pagination: Pagination;
  result: ModificationEntry[];
}

/** `GET /modification/{apiPath}/list?page=&status=&mod_field=&limit=`: newest first. */
export function getModifications(
  kind: ModificationKind,
  page: number,
  filters: ModificationFilters,
  limit?: number,
  signal?: AbortSignal,
): Promise<ModificationList> {
  return api.get(`/modification/${kind.apiPath}/list`, {
    params: { page, status: filters.status, mod_field: filters.mod_field, limit },
    schema: modificationListSchema,
    signal,
  });
}

export function useModifications(
  kind: ModificationKind,
  page: number,
  filters: ModificationFilters,
) {
  return useQuery({
    queryKey: modificationQueryKeys.list(kind.key, page, filters),
    queryFn: ({ signal }) => getModifications(kind, page, filters, undefined, signal),
    // Keeps the last page in view while the next loads, never another kind's rows.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === kind.key ? keepPreviousData(previous) : undefined,
    meta: { silent: true },
  });
}

/** `GET /modification/{apiPath}/stats`: requests per status in the caller's area. */
export function useModificationStats(kind: ModificationKind) {
  return useQuery({
    queryKey: modificationQueryKeys.stats(kind.key),
    queryFn: ({ signal }) =>
      api.get(`/modification/${kind.apiPath}/stats`, { schema: modificationStatsSchema, signal }),
    meta: { silent: true },
  });
}

/** The pending requests of each kind (the first, largest page), for the review queue. */
export function usePendingModifications(kinds: readonly ModificationKind[]) {
  return useQueries({
    queries: kinds.map((kind) => ({
      queryKey: modificationQueryKeys.list(
        kind.key,
        1,
        { status: 'pending' },
        RECORD_LIST_MAX_LIMIT,
      ),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        getModifications(kind, 1, { status: 'pending' }, RECORD_LIST_MAX_LIMIT, signal),
      staleTime: 0,
      meta: { silent: true },
    })),
  });
}
