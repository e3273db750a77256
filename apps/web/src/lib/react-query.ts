import { MUTATION_RETRIES, QUERY_CACHE_MS, QUERY_RETRIES, retryDelay } from '@vitalreg/domain';
import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isClientError } from './api-client';
import { handleApiError } from './errors';
import { sessionStore } from './session-store';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/**
 * Queries retry 3 times (never on a 4xx answer, nor in a session opened offline, which sends
 * nothing), mutations never; 5-minute cache (spec 7).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (sessionStore.get().offline) return false;
  return !isClientError(error) && failureCount < QUERY_RETRIES;
}

export const queryConfig = {
  queries: {
    retry: shouldRetryQuery,
    retryDelay: (attempt: number) => retryDelay(attempt),
    gcTime: QUERY_CACHE_MS,
    staleTime: QUERY_CACHE_MS,
    refetchOnWindowFocus: false,
  },
  mutations: {
    retry: MUTATION_RETRIES,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: queryConfig,
    // Failed calls go through the general error handler unless the caller shows the error itself
    // (a session opened offline sends nothing; the page says so once, not per call).
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent && !sessionStore.get().offline) handleApiError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) handleApiError(error);
      },
    }),
  });
}

export const queryClient = createQueryClient();
