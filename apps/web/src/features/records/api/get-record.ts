import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RecordDetail, RecordKindView, RecordSummary } from '../types';

/** `GET /{apiPath}/{id}`: one record in the caller's scope, with its particulars and history. */
export function getRecord<S extends RecordSummary, D extends RecordDetail<S>>(
  kind: RecordKindView<S, D>,
  id: number,
  signal?: AbortSignal,
): Promise<D> {
  return api.get(`/${kind.apiPath}/${id}`, { schema: kind.detailSchema, signal });
}

export const recordQueryOptions = <S extends RecordSummary, D extends RecordDetail<S>>(
  kind: RecordKindView<S, D>,
  id: number,
) =>
  queryOptions({
    queryKey: [kind.queryKey, 'detail', id],
    queryFn: ({ signal }) => getRecord(kind, id, signal),
    staleTime: 0,
  });

export function useRecord<S extends RecordSummary, D extends RecordDetail<S>>(
  kind: RecordKindView<S, D>,
  id: number,
) {
  return useQuery({
    ...recordQueryOptions(kind, id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
