import {
  birthRegistrationSummarySchema,
  listSchema,
  type BirthRegistrationSummary,
  type Pagination,
} from '@vitalreg/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, firstMessage, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export interface ReviewQueue {
  pagination: Pagination;
  result: BirthRegistrationSummary[];
}

const reviewQueueSchema = listSchema(birthRegistrationSummarySchema);

export const REVIEW_QUEUE_LIMIT = 20;

/** `GET /dcr/registrations/birth?status=pending`: records awaiting review in scope, oldest first. */
export function getReviewQueue(page: number, signal?: AbortSignal): Promise<ReviewQueue> {
  return api.get('/dcr/registrations/birth', {
    params: { status: 'pending', page, limit: REVIEW_QUEUE_LIMIT },
    schema: reviewQueueSchema,
    signal,
  });
}

export const reviewQueueQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['birth-registrations', 'review-queue', page],
    queryFn: ({ signal }) => getReviewQueue(page, signal),
    meta: { silent: true },
    staleTime: 0,
  });

/** Spec section 8, failed list fetch: "Network Error" with no response body, else the server's message. */
export function reviewQueueErrorMessage(error: unknown): string {
  if (!isApiError(error) || !error.response?.data) return 'Network Error';
  return firstMessage(error.response.data.message) || error.message;
}

export function useReviewQueue(page: number) {
  const query = useQuery({ ...reviewQueueQueryOptions(page), placeholderData: keepPreviousData });
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error) toast.error(reviewQueueErrorMessage(error), { duration: 5000 });
  }, [error, errorUpdatedAt]);
  return query;
}
