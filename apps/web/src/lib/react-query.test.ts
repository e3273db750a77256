import { MUTATION_RETRIES, retryDelay } from '@vitalreg/domain';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/testing/test-utils';
import { ApiError } from './api-client';
import { queryConfig, shouldRetryQuery } from './react-query';

describe('data fetching defaults (spec section 7)', () => {
  it('waits 1000 ms x 2^attempt between retries, at most 30000 ms', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6].map((attempt) => queryConfig.queries.retryDelay(attempt));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(retryDelay(10)).toBe(30000);
  });

  it('retries queries 3 times', () => {
    const serverError = new ApiError('Internal error', { status: 500, data: undefined });
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, serverError))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetryQuery(0, new ApiError('Failed to fetch'))).toBe(true);
  });

  it('never retries in a session opened offline (nothing is sent)', () => {
    signIn('registra', { offline: true });
    expect(shouldRetryQuery(0, new ApiError('Failed to fetch'))).toBe(false);
  });

  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetryQuery(0, new ApiError('no', { status, data: undefined }))).toBe(false);
    }
  });

  it('never retries mutations and caches for 5 minutes', () => {
    expect(queryConfig.mutations.retry).toBe(0);
    expect(MUTATION_RETRIES).toBe(0);
    expect(queryConfig.queries.gcTime).toBe(5 * 60 * 1000);
    expect(queryConfig.queries.staleTime).toBe(5 * 60 * 1000);
  });
});
