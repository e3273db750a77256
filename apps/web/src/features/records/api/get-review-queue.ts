import { listSchema } from '@vitalreg/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RecordKindView, RecordSummary } from '../types';
import type { RecordList } from './get-records';
import { useListErrorToast } from './list-error';

export const REVIEW_QUEUE_LIMIT = 20;

/**
 * `GET /dcr/registrations/{reviewPath}?status=pending`: the kind's records awaiting review in
 * the reviewer's scope, oldest first.
 */
export function getReviewQueue<S extends RecordSummary>(
  kind: RecordKindView<S>,
  page: number,
  signal?: AbortSignal,
): Promise<RecordList<S>> {
  return api.get(`/dcr/registrations/${kind.reviewPath}`, {
    params: { status: 'pending', page, limit: REVIEW_QUEUE_LIMIT },
    schema: listSchema(kind.summarySchema),
    signal,
  });
}

export const reviewQueueQueryOptions = <S extends RecordSummary>(
  kind: RecordKindView<S>,
  page: number,
) =>
  queryOptions({
    queryKey: [kind.queryKey, 'review-queue', page],
    queryFn: ({ signal }) => getReviewQueue(kind, page, signal),
    meta: { silent: true },
    staleTime: 0,
  });

export function useReviewQueue<S extends RecordSummary>(kind: RecordKindView<S>, page: number) {
  const query = useQuery({
    ...reviewQueueQueryOptions(kind, page),
    // Keeps the last page in view while the next loads, never another kind's rows.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[0] === kind.queryKey ? keepPreviousData(previous) : undefined,
  });
  useListErrorToast(query.error, query.errorUpdatedAt);
  return query;
}
